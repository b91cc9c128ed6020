/**
 * LinearInterestRateModelV3 (core-v3 v1.51.0): contracts/interfaces/ILinearInterestRateModelV3.sol:17
 * isBorrowingMoreU2Forbidden, :19-22 getModelParameters (all in basis points).
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled LinearInterestRateModelV3 of core-v3 1.45.0 (3.00), checked the
 * same in v1.51.0's ILinearInterestRateModelV3 (3.01; the file has no contract).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const linearInterestRateModelV3Pick = {
  name: ROLES.interestModel.contract,
  compiled: { '3.00': 'LinearInterestRateModelV3', '3.01': 'ILinearInterestRateModelV3' },
  functions: ['getModelParameters', 'isBorrowingMoreU2Forbidden'],
} as const satisfies FamilyPick;

export const linearInterestRateModelV3 = { name: linearInterestRateModelV3Pick.name, abi: generated.linearInterestRateModelV3 } as const;
