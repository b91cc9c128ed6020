/**
 * CreditConfiguratorV3 (core-v3 v1.51.0): contracts/interfaces/ICreditConfiguratorV3.sol:159
 * allowedAdapters, :209 emergencyLiquidators.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled CreditConfiguratorV3 of core-v3 1.45.0 (3.00), checked the same
 * in v1.51.0's (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const creditConfiguratorV3Pick = {
  name: ROLES.creditConfigurator.contract,
  compiled: { '3.00': 'CreditConfiguratorV3', '3.01': 'CreditConfiguratorV3' },
  functions: ['version', 'allowedAdapters', 'emergencyLiquidators'],
} as const satisfies FamilyPick;

export const creditConfiguratorV3 = { name: creditConfiguratorV3Pick.name, abi: generated.creditConfiguratorV3 } as const;
