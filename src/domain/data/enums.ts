/**
 * The one place that names protocol enums. PriceFeedType follows the
 * declaration order of the protocol's PriceFeedType enum (sdk-gov), from 0.
 */
export const PRICE_FEED_TYPES = [
  'CHAINLINK_ORACLE',
  'YEARN_ORACLE',
  'CURVE_2LP_ORACLE',
  'CURVE_3LP_ORACLE',
  'CURVE_4LP_ORACLE',
  'ZERO_ORACLE',
  'WSTETH_ORACLE',
  'BOUNDED_ORACLE',
  'COMPOSITE_ORACLE',
  'WRAPPED_AAVE_V2_ORACLE',
  'COMPOUND_V2_ORACLE',
  'BALANCER_STABLE_LP_ORACLE',
  'BALANCER_WEIGHTED_LP_ORACLE',
  'CURVE_CRYPTO_ORACLE',
  'THE_SAME_AS',
  'REDSTONE_ORACLE',
  'ERC4626_VAULT_ORACLE',
  'NETWORK_DEPENDENT',
  'CURVE_USD_ORACLE',
  'PYTH_ORACLE',
  'MELLOW_LRT_ORACLE',
  'PENDLE_PT_TWAP_ORACLE',
] as const;

export type PriceFeedTypeName = (typeof PRICE_FEED_TYPES)[number];

export const ZERO_ORACLE_CODE = PRICE_FEED_TYPES.indexOf('ZERO_ORACLE');

/** Name of a PriceFeedType code; an unknown code is shown as its number. */
export function priceFeedTypeName(code: number): string {
  return PRICE_FEED_TYPES[code] ?? `unknown type ${code}`;
}
