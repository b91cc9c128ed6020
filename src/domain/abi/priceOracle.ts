/**
 * PriceOracleV3 (core-v3 v1.51.0).
 * - contracts/interfaces/IPriceOracleV3.sol:19 event SetPriceFeed(token, priceFeed, stalenessPeriod, skipCheck, trusted)
 * - contracts/interfaces/IPriceOracleV3.sol:24 event SetReservePriceFeed(token, priceFeed, stalenessPeriod, skipCheck)
 * - contracts/interfaces/IPriceOracleV3.sol:36 priceFeedsRaw(token, reserve)
 * - contracts/core/PriceOracleV3.sol:95-107 priceFeedParams(token): returns the reserve feed's
 *   parameters while the reserve is active, so the main feed's own staleness and skip flag
 *   are read from the latest SetPriceFeed event instead.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const priceOracleV3 = {
  name: ROLES.priceOracle.contract,
  abi: parseAbi([
    'event SetPriceFeed(address indexed token, address indexed priceFeed, uint32 stalenessPeriod, bool skipCheck, bool trusted)',
    'event SetReservePriceFeed(address indexed token, address indexed priceFeed, uint32 stalenessPeriod, bool skipCheck)',
    'function priceFeedsRaw(address token, bool reserve) view returns (address)',
    'function priceFeedParams(address token) view returns (address priceFeed, uint32 stalenessPeriod, bool skipCheck, uint8 decimals, bool trusted)',
    'function version() view returns (uint256)',
  ]),
} as const;
