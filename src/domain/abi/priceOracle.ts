/**
 * PriceOracleV3 (core-v3 v1.51.0).
 * - contracts/interfaces/IPriceOracleV3.sol:19 event SetPriceFeed(token, priceFeed, stalenessPeriod, skipCheck, trusted)
 * - contracts/interfaces/IPriceOracleV3.sol:24 event SetReservePriceFeed(token, priceFeed, stalenessPeriod, skipCheck)
 * - contracts/interfaces/IPriceOracleV3.sol:36 priceFeedsRaw(token, reserve)
 * - contracts/core/PriceOracleV3.sol:95-107 priceFeedParams(token): returns the reserve feed's
 *   parameters while the reserve is active, so the main feed's own staleness and skip flag
 *   are read from the latest SetPriceFeed event instead.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled PriceOracleV3 of core-v3 1.45.0 (3.00), checked the same in
 * v1.51.0's (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const priceOracleV3Pick = {
  name: ROLES.priceOracle.contract,
  compiled: { '3.00': 'PriceOracleV3', '3.01': 'PriceOracleV3' },
  events: ['SetPriceFeed', 'SetReservePriceFeed'],
  functions: ['priceFeedsRaw', 'priceFeedParams', 'version'],
} as const satisfies FamilyPick;

export const priceOracleV3 = { name: priceOracleV3Pick.name, abi: generated.priceOracleV3 } as const;
