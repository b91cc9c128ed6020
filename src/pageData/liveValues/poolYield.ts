/**
 * The numbers of docs/how-to/pool-yield.mdx: a pool's supply rate as an APY (input compounding), its diesel rate,
 * and the diesel rate projected `days` ahead with the yield it realises.
 */
import { formatFixed } from '../../domain/data/format';
import { poolPath, withAnchor } from '../../domain/data/paths';
import { aprToApy, projectDieselRate, rayToFraction, realisedYield } from '../../domain/protocol/poolYield';
import type { LiveValue } from '../citations';
import { fractionToPercent, positiveNumber } from './inputs';
import { input, type PoolSubject } from './subject';
import { SECTION } from '../state/sections';

const liquidityHref = ({ net, pool }: PoolSubject) => withAnchor(poolPath(net, pool.name), SECTION.pool.liquidity);
const dieselText = (r: bigint) => formatFixed(r, 27, 6);

/** Compounding periods per year: a whole number, or Infinity for "continuous". */
function periods(s: PoolSubject): number {
  const p = input(s, 'compounding') ?? '';
  if (p === 'continuous') return Infinity;
  const n = Number(p);
  return Number.isInteger(n) && n >= 1 ? n : s.fail('attribute compounding must be "continuous" or a whole number of periods per year');
}

export function supplyApy(s: PoolSubject): LiveValue {
  const apy = aprToApy(rayToFraction(s.pool.supplyRate), periods(s));
  return { text: fractionToPercent(apy, 3), raw: `supplyRate ${s.pool.supplyRate} RAY compounded ${input(s, 'compounding')}`, href: liquidityHref(s) };
}

/** The diesel rate as a number of the underlying (the pool page shows it with units: "… USDC per diesel token"). */
export function dieselRate(s: PoolSubject): LiveValue {
  return { text: dieselText(s.pool.dieselRate), raw: `${s.pool.dieselRate} (convertToAssets(1e27))`, href: liquidityHref(s) };
}

function projection(s: PoolSubject) {
  const { pool } = s;
  const days = positiveNumber(s, 'days');
  const seconds = Math.round(days * 86_400);
  const later = projectDieselRate(pool.dieselRate, pool.supplyRate, pool.withdrawFee, seconds);
  return { seconds, later };
}

export function dieselRateProjected(s: PoolSubject): LiveValue {
  const { later } = projection(s);
  return { text: dieselText(later), raw: `${later}`, href: liquidityHref(s) };
}

function realised(s: PoolSubject, which: 'apr' | 'apy'): LiveValue {
  const { seconds, later } = projection(s);
  const y = realisedYield(s.pool.dieselRate, later, seconds);
  return { text: fractionToPercent(y[which], 3), raw: `from ${s.pool.dieselRate} to ${later} over ${seconds} s`, href: liquidityHref(s) };
}

export const projectedRealisedApr = (s: PoolSubject): LiveValue => realised(s, 'apr');
export const projectedRealisedApy = (s: PoolSubject): LiveValue => realised(s, 'apy');
