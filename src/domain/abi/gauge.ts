/**
 * GaugeV3 (core-v3 v1.51.0): contracts/interfaces/IGaugeV3.sol:50 epochLastUpdate (the epoch
 * the gauge last updated rates in, which DataCompressorV3 reports as its current epoch),
 * :52 getRates, :59 quotaRateParams, :68 epochFrozen.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled GaugeV3 of core-v3 1.45.0 (3.00), checked the same in v1.51.0's
 * (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const gaugeV3Pick = {
  name: ROLES.gauge.contract,
  compiled: { '3.00': 'GaugeV3', '3.01': 'GaugeV3' },
  functions: ['epochLastUpdate', 'epochFrozen', 'quotaRateParams', 'getRates'],
} as const satisfies FamilyPick;

export const gaugeV3 = { name: gaugeV3Pick.name, abi: generated.gaugeV3 } as const;
