/**
 * MarketConfiguratorFactory 3.10 (Gearbox-protocol/permissionless at PERMISSIONLESS_COMMIT), the address
 * provider's MARKET_CONFIGURATOR_FACTORY entry (contracts/libraries/ContractLiterals.sol:34): it deploys curators'
 * market configurators and keeps the set of registered ones.
 * - contracts/instance/MarketConfiguratorFactory.sol:67 getMarketConfigurators(): every registered configurator
 *   (a shut-down one leaves the set, :130); declared in contracts/interfaces/IMarketConfiguratorFactory.sol:34.
 */
import { parseAbi } from 'viem';
import type { CitedFamily } from './cited';
import { PERMISSIONLESS_COMMIT } from '../v31/systemContracts';

export const marketConfiguratorFactory = {
  name: 'MarketConfiguratorFactory 3.10',
  abi: parseAbi(['function getMarketConfigurators() view returns (address[])']),
  source: {
    repository: 'Gearbox-protocol/permissionless',
    revision: PERMISSIONLESS_COMMIT,
    declared: { 'getMarketConfigurators()': 'contracts/instance/MarketConfiguratorFactory.sol:67' },
  },
} as const satisfies CitedFamily;
