/**
 * MarketConfigurator 3.10 (Gearbox-protocol/permissionless at PERMISSIONLESS_COMMIT): a curator's configurator.
 * Its ACL, contracts register and treasury are immutables set when it is deployed
 * (contracts/market/MarketConfigurator.sol:78, :81, :84), read through their getters, declared in
 * contracts/interfaces/IMarketConfigurator.sol:122 acl(), :123 contractsRegister(), :124 treasury().
 */
import { parseAbi } from 'viem';
import type { CitedFamily } from './cited';
import { PERMISSIONLESS_COMMIT } from '../v31/systemContracts';

export const marketConfigurator = {
  name: 'MarketConfigurator 3.10',
  abi: parseAbi(['function acl() view returns (address)', 'function contractsRegister() view returns (address)', 'function treasury() view returns (address)']),
  source: {
    repository: 'Gearbox-protocol/permissionless',
    revision: PERMISSIONLESS_COMMIT,
    declared: {
      'acl()': 'contracts/interfaces/IMarketConfigurator.sol:122',
      'contractsRegister()': 'contracts/interfaces/IMarketConfigurator.sol:123',
      'treasury()': 'contracts/interfaces/IMarketConfigurator.sol:124',
    },
  },
} as const satisfies CitedFamily;
