/**
 * CreditConfiguratorV3 (core-v3 v1.51.0): contracts/interfaces/ICreditConfiguratorV3.sol:159
 * allowedAdapters, :209 emergencyLiquidators.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const creditConfiguratorV3 = {
  name: ROLES.creditConfigurator.contract,
  abi: parseAbi([
    'function version() view returns (uint256)',
    'function allowedAdapters() view returns (address[])',
    'function emergencyLiquidators() view returns (address[])',
  ]),
} as const;
