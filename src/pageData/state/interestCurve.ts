/** Geometry of the interest rate chart: the model's curve sampled for drawing. */
import type { InterestModel } from '../../domain/data/model';
import { borrowRateRay } from '../../domain/protocol/interestModel';
import { PERCENTAGE_FACTOR, RAY, WAD } from '../../domain/protocol/units';

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

/**
 * The curve as the points the chart joins with straight lines: the model is linear between its kinks (0, U1, U2,
 * 100%: src/domain/protocol/interestModel.ts), so these four points draw it exactly. (Sampling every 0.5% drew the same line
 * and sent 200 more points to every pool page.)
 */
export function interestCurve(m: InterestModel, currentUWad: bigint): InterestCurve {
  const kinks = [...new Set([0, m.U1, m.U2, Number(PERCENTAGE_FACTOR)])].sort((a, b) => a - b); // basis points of utilisation
  const points = kinks.map((bp) => ({ u: bp / 100, r: toPercent(borrowRateRay(m, (WAD * BigInt(bp)) / PERCENTAGE_FACTOR)) }));
  return {
    points,
    u1: m.U1 / 100,
    u2: m.U2 / 100,
    current: { u: Number((currentUWad * PERCENTAGE_FACTOR) / WAD) / 100, r: toPercent(borrowRateRay(m, currentUWad)) },
    forbiddenAboveU2: m.isBorrowingMoreU2Forbidden,
  };
}
