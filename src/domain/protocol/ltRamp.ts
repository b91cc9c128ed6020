/**
 * Liquidation-threshold ramps (CreditConfiguratorV3.rampLiquidationThreshold, usually queued
 * through ControllerTimelockV3): the LT moves linearly from its value at the start of the ramp to
 * the final value, computed as CreditLogic.getLiquidationThreshold does, rounded down.
 */
export interface LtRamp {
  ltInitialBps: number;
  ltFinalBps: number;
  /** Unix seconds. */
  rampStart: number;
  /** Seconds. */
  rampDuration: number;
}

/** LT in bps at `timestamp` (unix seconds). */
export function liquidationThresholdAt({ ltInitialBps, ltFinalBps, rampStart, rampDuration }: LtRamp, timestamp: number): number {
  const rampEnd = rampStart + rampDuration;
  if (timestamp <= rampStart) return ltInitialBps;
  if (timestamp >= rampEnd) return ltFinalBps;
  return Math.floor((ltInitialBps * (rampEnd - timestamp) + ltFinalBps * (timestamp - rampStart)) / (rampEnd - rampStart));
}

/**
 * Health factor (bps) of a single-collateral account after its token's LT changes, when the quota
 * does not cap the weighted value: HF scales with LT. Rounded down.
 */
export function healthFactorAfterLtChange(healthFactorBps: number, ltNowBps: number, ltNewBps: number): number {
  if (ltNowBps <= 0) throw new RangeError('the current LT must be positive');
  return Math.floor((healthFactorBps * ltNewBps) / ltNowBps);
}

/** Earliest end of a ramp queued now through the timelock: policy delay + the ramp's minimum duration (7 days). */
export const MIN_LT_RAMP_DURATION = 7 * 24 * 3600;
export function earliestRampEnd(queuedAt: number, policyDelay: number): number {
  return queuedAt + policyDelay + MIN_LT_RAMP_DURATION;
}
