/** GaugeV3: the quota rate staked-GEAR votes give a token. */
import type { AmountToken } from '../data/format';

/** Votes are counted in staked GEAR (GearToken: 18 decimals). */
export const GEAR: AmountToken = { symbol: 'GEAR', decimals: 18 };

/** minRate and maxRate weighted by credit-account-side and LP-side votes (GaugeV3.getRates); no votes give minRate. */
export function gaugeRate(minRate: number, maxRate: number, votesLp: bigint, votesCa: bigint): number {
  const total = votesLp + votesCa;
  if (total === 0n) return minRate;
  return Number((BigInt(minRate) * votesCa + BigInt(maxRate) * votesLp) / total);
}
