/**
 * GearStakingV3 (core-v3 v1.51.0): contracts/interfaces/IGearStakingV3.sol:73 getCurrentEpoch,
 * :113 successor, :117 migrator.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled GearStakingV3 of core-v3 1.45.0 (3.00), checked the same in
 * v1.51.0's IGearStakingV3 (3.01; the file has no contract).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const gearStakingV3Pick = {
  name: ROLES.gearStaking.contract,
  compiled: { '3.00': 'GearStakingV3', '3.01': 'IGearStakingV3' },
  functions: ['successor', 'migrator', 'getCurrentEpoch'],
} as const satisfies FamilyPick;

export const gearStakingV3 = { name: gearStakingV3Pick.name, abi: generated.gearStakingV3 } as const;
