/** Geometry of the interest rate chart: the model's curve sampled for drawing. */
import type { InterestModel } from '../../data/model';
import { borrowRateRay } from '../../protocol/interestModel';
import { PERCENTAGE_FACTOR, RAY, WAD } from '../../protocol/units';

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

/** The curve sampled at every 0.5% of utilisation plus its kinks. Numbers here are for drawing only. */
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
