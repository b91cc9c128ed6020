/**
 * ContractsRegister 3.10 (Gearbox-protocol/permissionless at PERMISSIONLESS_COMMIT): a market configurator's
 * register of its pools and credit managers (one per curator; V3.0 has one per network, ./contractsRegister.ts).
 * - contracts/market/ContractsRegister.sol:57 getPools(): the registered pools (shut-down ones leave the set);
 * - :162 getCreditManagers(address pool): the registered credit managers whose pool() is `pool` (:221-237); reverts
 *   when `pool` is not a registered pool. 3.10 adds it beside core-v3's getCreditManagers() (:156, every registered
 *   manager; contracts/interfaces/base/IContractsRegister.sol:10 in core-v3).
 */
import { parseAbi } from 'viem';
import type { CitedFamily } from './cited';
import { PERMISSIONLESS_COMMIT } from '../v31/systemContracts';

export const contractsRegisterV31 = {
  name: 'ContractsRegister 3.10',
  abi: parseAbi(['function getPools() view returns (address[])', 'function getCreditManagers(address pool) view returns (address[])']),
  source: {
    repository: 'Gearbox-protocol/permissionless',
    revision: PERMISSIONLESS_COMMIT,
    declared: {
      'getPools()': 'contracts/market/ContractsRegister.sol:57',
      'getCreditManagers(address)': 'contracts/market/ContractsRegister.sol:162',
    },
  },
} as const satisfies CitedFamily;
