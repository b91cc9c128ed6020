/**
 * LinearInterestRateModelV3, exactly as the contract computes it: utilisation
 * in WAD, rates in RAY, parameters in basis points.
 */
import type { InterestModel } from '../../data/model';
import { PERCENTAGE_FACTOR, RAY } from '../../data/format';

const WAD = 10n ** 18n;

/** Utilisation (WAD) from expected and available liquidity, as calcBorrowRate does. */
export function utilisationWad(expectedLiquidity: bigint, availableLiquidity: bigint): bigint {
  if (expectedLiquidity <= availableLiquidity) return 0n;
  return (WAD * (expectedLiquidity - availableLiquidity)) / expectedLiquidity;
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

export interface CurvePoint {
  /** Utilisation, percent (0–100). */
  u: number;
  /** Borrow rate, percent per year. */
  r: number;
}

export interface InterestCurve {
  points: CurvePoint[];
  u1: number;
  u2: number;
  current: CurvePoint;
  /** Borrowing that would take utilisation above U2 is refused. */
  forbiddenAboveU2: boolean;
}

const toPercent = (ray: bigint) => Number((ray * 1_000_000n) / RAY) / 10_000;

/** Chart geometry: the curve sampled at every 0.5% of utilisation plus its kinks. Numbers here are for drawing only. */
export function interestCurve(m: InterestModel, currentUWad: bigint): InterestCurve {
  const samples = new Set<number>();
  for (let i = 0; i <= 200; i++) samples.add(i * 50); // basis points of utilisation
  samples.add(m.U1);
  samples.add(m.U2);
  const points = [...samples]
    .sort((a, b) => a - b)
    .map((bp) => ({ u: bp / 100, r: toPercent(borrowRateRay(m, (WAD * BigInt(bp)) / PERCENTAGE_FACTOR)) }));
  return {
    points,
    u1: m.U1 / 100,
    u2: m.U2 / 100,
    current: { u: Number((currentUWad * 10_000n) / WAD) / 100, r: toPercent(borrowRateRay(m, currentUWad)) },
    forbiddenAboveU2: m.isBorrowingMoreU2Forbidden,
  };
}
