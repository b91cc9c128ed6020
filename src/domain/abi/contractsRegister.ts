/**
 * ContractsRegister (core-v2, reused by V3): contracts/interfaces/IContractsRegister.sol:21
 * getPools, :38 getCreditManagers. It lists V1/V2 pools and managers too; the reader keeps
 * those whose version() is 3xx.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const contractsRegister = {
  name: ROLES.contractsRegister.contract,
  abi: parseAbi([
    'function getPools() view returns (address[])',
    'function getCreditManagers() view returns (address[])',
    'function isPool(address) view returns (bool)',
    'function isCreditManager(address) view returns (bool)',
  ]),
} as const;
