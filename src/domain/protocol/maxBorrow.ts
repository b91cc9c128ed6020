/**
 * The largest `increaseDebt` a fresh account can make for a given collateral, with everything
 * (collateral and the borrowed amount) ending up in one quoted token T.
 *
 * Inputs are in the underlying's smallest units; C is the collateral's value in underlying.
 * With h = minimum health factor, LT = T's liquidation threshold, φ = T's quota-increase fee and
 * the quota bought equal to the weighted value (C + D) · LT, the collateral check needs
 *
 *   (C + D) · LT ≥ h · (D + φ · (C + D) · LT)      ⇒   D ≤ C · k / (h − k),  k = LT · (1 − h·φ)
 *
 * If the quota is capped at Q_cap below that (the facade's maxQuotaMultiplier · maxDebt, or what
 * is left of the pool's quota limit for T), the weighted value counts only up to Q_cap, so
 *
 *   Q_cap ≥ h · (D + φ · Q_cap)                     ⇒   D ≤ Q_cap · (1 − h·φ) / h
 *
 * The debt itself must also stay within [minDebt, maxDebt] and within what the pool lets this
 * credit manager borrow (PoolV3.creditManagerBorrowable). Swap costs, price impact and interest
 * accrued within the block are ignored.
 *
 * What the contracts grant (core-v3; file:line at the pins of errors/sources.ts: v1.46.3 for 3.00, v1.51.0 for 3.01;
 * every core-v3 release whose facade reports 3_00 passes the change as asked, every one at 3_01 rounds it):
 * - a 3.01 facade rounds every quota change down to a multiple of 10,000 smallest units before the
 *   quota keeper sees it (credit/CreditFacadeV3.sol:827-829 at v1.51.0, version 3_01 at :75); a
 *   3.00 facade passes it as asked (:827 at v1.46.3). The quota to buy is therefore rounded up
 *   to that step, its fee is on the rounded quota (at most φ · (step − 1) more, taken off the
 *   health bound), and the quota cap is the largest multiple of the step under both ceilings: the
 *   most one `updateQuota(T, Q, Q)` can ask for and get;
 * - the quota keeper (version 3_00 in both releases) turns an increase into nothing when the
 *   token's quota rate is 0 (pool/PoolQuotaKeeperV3.sol:143), so such a token backs no debt;
 * - the debt after the call must be 0 or within [minDebt, maxDebt] (CreditFacadeV3.sol:993 at
 *   v1.51.0): the answer is 0, not a smaller debt, when the largest allowed debt is below minDebt.
 */
import { PERCENTAGE_FACTOR } from './units';

const SCALE = PERCENTAGE_FACTOR * PERCENTAGE_FACTOR; // 1e8: products of two bps values

export interface MaxBorrowInput {
  /** Value of the collateral in underlying units. */
  collateral: bigint;
  /** Liquidation threshold of the target token, bps. */
  ltBps: number;
  /** Minimum health factor the caller asks for, bps (10000 = 1, the facade's default). */
  minHealthFactorBps: number;
  /** Quota-increase fee of the target token, bps. */
  quotaIncreaseFeeBps: number;
  /** The facade's per-token quota cap: maxQuotaMultiplier · maxDebt. */
  accountQuotaCap: bigint;
  /** The pool's quota limit for the token minus what is already quoted (0 if none is left). */
  poolQuotaRoom: bigint;
  minDebt: bigint;
  maxDebt: bigint;
  /** PoolV3.creditManagerBorrowable(creditManager). */
  borrowable: bigint;
  /** Quota rate of the target token, bps (PoolQuotaKeeperV3.getQuotaRate): at 0 no quota is granted. */
  quotaRateBps: number;
  /** The step the facade rounds quota changes down to: `quotaStep(facade version)`. */
  quotaStep: bigint;
}

/** 10,000 smallest units for a facade of version 301 or later, which rounds quota changes down to it; 1 for 300. */
export const quotaStep = (facadeVersion: number): bigint => (facadeVersion >= 301 ? PERCENTAGE_FACTOR : 1n);

export type Constraint = 'health' | 'quota' | 'maxDebt' | 'borrowable';

export interface MaxBorrow {
  /** Largest debt each constraint allows on its own. */
  caps: Record<Constraint, bigint>;
  /** The smallest cap, i.e. the answer (0 when it is below minDebt). */
  maxDebt: bigint;
  /** Which constraint decides. */
  binding: Constraint;
  /** false when even the largest allowed debt is 0 or below minDebt: no account can be opened this way. */
  feasible: boolean;
  /** The quota to buy with the largest debt: (C + D) · LT rounded up to the quota step, at most the quota cap. */
  quota: bigint;
}

export function maxBorrow(input: MaxBorrowInput): MaxBorrow {
  const { collateral, ltBps, minHealthFactorBps: h, quotaIncreaseFeeBps: phi, quotaStep: step } = input;
  if (collateral < 0n) throw new RangeError('collateral must not be negative');
  if (ltBps <= 0 || ltBps >= 10_000) throw new RangeError(`LT ${ltBps} bps must be in 1..9999`);
  if (h < 10_000) throw new RangeError('the facade refuses a minimum health factor below 10000 bps');
  if (step < 1n) throw new RangeError('the quota step must be at least 1');
  const oneMinusHPhi = SCALE - BigInt(h) * BigInt(phi); // (1 − h·φ), scaled 1e8
  if (oneMinusHPhi <= 0n) throw new RangeError('the quota fee eats all the collateral value');
  const k = BigInt(ltBps) * oneMinusHPhi; // scaled 1e12
  const hScaled = BigInt(h) * SCALE; // scaled 1e12
  // The fee on a quota rounded up to the step is at most h·φ·(step − 1) more (scaled 1e12).
  const roundingFee = BigInt(h) * BigInt(phi) * (step - 1n) * PERCENTAGE_FACTOR;
  const healthRoom = collateral * k - roundingFee;
  const health = healthRoom > 0n ? healthRoom / (hScaled - k) : 0n;
  const room = input.quotaRateBps === 0 ? 0n : input.poolQuotaRoom;
  const quotaCap = ((input.accountQuotaCap < room ? input.accountQuotaCap : room) / step) * step;
  const quota = (quotaCap * oneMinusHPhi) / (BigInt(h) * PERCENTAGE_FACTOR);
  const caps: Record<Constraint, bigint> = { health, quota, maxDebt: input.maxDebt, borrowable: input.borrowable };
  const order: Constraint[] = ['health', 'quota', 'maxDebt', 'borrowable'];
  const binding = order.reduce((best, c) => (caps[c] < caps[best] ? c : best), order[0] as Constraint);
  const best = caps[binding];
  const feasible = best >= input.minDebt && best > 0n;
  const weighted = ((collateral + best) * BigInt(ltBps)) / PERCENTAGE_FACTOR;
  const wanted = ((weighted + step - 1n) / step) * step;
  return { caps, maxDebt: feasible ? best : 0n, binding, feasible, quota: wanted < quotaCap ? wanted : quotaCap };
}
