/**
 * LinearInterestRateModelV3, exactly as the contract computes it: utilisation
 * in WAD, rates in RAY, parameters in basis points.
 */
import type { InterestModel, Pool } from '../data/model';
import { PERCENTAGE_FACTOR, RAY, WAD } from './units';

/** Utilisation (WAD) from expected and available liquidity, as calcBorrowRate does. */
export function utilisationWad(expectedLiquidity: bigint, availableLiquidity: bigint): bigint {
  if (expectedLiquidity <= availableLiquidity) return 0n;
  return (WAD * (expectedLiquidity - availableLiquidity)) / expectedLiquidity;
}

/** A pool's utilisation (WAD) at the snapshot. */
export function poolUtilisation(pool: Pool): bigint {
  return utilisationWad(pool.expectedLiquidity, pool.availableLiquidity);
}

/** Borrow rate (RAY, per year) at utilisation `uWad`. */
export function borrowRateRay(m: InterestModel, uWad: bigint): bigint {
  const bps = (x: number) => BigInt(x);
  const u1 = (WAD * bps(m.U1)) / PERCENTAGE_FACTOR;
  const u2 = (WAD * bps(m.U2)) / PERCENTAGE_FACTOR;
  const base = (RAY * bps(m.Rbase)) / PERCENTAGE_FACTOR;
  const s1 = (RAY * bps(m.Rslope1)) / PERCENTAGE_FACTOR;
  const s2 = (RAY * bps(m.Rslope2)) / PERCENTAGE_FACTOR;
  const s3 = (RAY * bps(m.Rslope3)) / PERCENTAGE_FACTOR;
  if (uWad <= 0n) return base;
  if (uWad < u1) return base + (s1 * uWad) / u1;
  if (uWad < u2) return base + s1 + (s2 * (uWad - u1)) / (u2 - u1);
  return base + s1 + s2 + (s3 * (uWad - u2)) / (WAD - u2);
}
