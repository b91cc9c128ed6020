/** Fixed-point scales of the Gearbox V3 contracts. */

/** Basis points: 10000 = 100%. */
export const PERCENTAGE_FACTOR = 10_000n;
/** WAD fixed point: 1e18 = 1. */
export const WAD = 10n ** 18n;
/** RAY fixed point: 1e27 = 1 (100% for a rate). */
export const RAY = 10n ** 27n;
