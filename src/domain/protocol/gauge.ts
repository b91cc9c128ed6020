/** GaugeV3: the quota rate staked-GEAR votes give a token. */

/** minRate and maxRate weighted by credit-account-side and LP-side votes (GaugeV3.getRates); no votes give minRate. */
export function gaugeRate(minRate: number, maxRate: number, votesLp: bigint, votesCa: bigint): number {
  const total = votesLp + votesCa;
  if (total === 0n) return minRate;
  return Number((BigInt(minRate) * votesCa + BigInt(maxRate) * votesLp) / total);
}
