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
}

export type Constraint = 'health' | 'quota' | 'maxDebt' | 'borrowable';

export interface MaxBorrow {
  /** Largest debt each constraint allows on its own. */
  caps: Record<Constraint, bigint>;
  /** The smallest cap, i.e. the answer (0 when it is below minDebt). */
  maxDebt: bigint;
  /** Which constraint decides. */
  binding: Constraint;
  /** false when even the largest allowed debt is below minDebt: no account can be opened this way. */
  feasible: boolean;
  /** The quota to buy with the largest debt: (C + D) · LT, capped at the quota cap. */
  quota: bigint;
}

export function maxBorrow(input: MaxBorrowInput): MaxBorrow {
  const { collateral, ltBps, minHealthFactorBps: h, quotaIncreaseFeeBps: phi } = input;
  if (collateral < 0n) throw new RangeError('collateral must not be negative');
  if (ltBps <= 0 || ltBps >= 10_000) throw new RangeError(`LT ${ltBps} bps must be in 1..9999`);
  if (h < 10_000) throw new RangeError('the facade refuses a minimum health factor below 10000 bps');
  const oneMinusHPhi = SCALE - BigInt(h) * BigInt(phi); // (1 − h·φ), scaled 1e8
  if (oneMinusHPhi <= 0n) throw new RangeError('the quota fee eats all the collateral value');
  const k = BigInt(ltBps) * oneMinusHPhi; // scaled 1e12
  const hScaled = BigInt(h) * SCALE; // scaled 1e12
  const health = (collateral * k) / (hScaled - k);
  const quotaCap = input.accountQuotaCap < input.poolQuotaRoom ? input.accountQuotaCap : input.poolQuotaRoom;
  const quota = (quotaCap * oneMinusHPhi) / (BigInt(h) * PERCENTAGE_FACTOR);
  const caps: Record<Constraint, bigint> = { health, quota, maxDebt: input.maxDebt, borrowable: input.borrowable };
  const order: Constraint[] = ['health', 'quota', 'maxDebt', 'borrowable'];
  const binding = order.reduce((best, c) => (caps[c] < caps[best] ? c : best), order[0] as Constraint);
  const best = caps[binding];
  const feasible = best >= input.minDebt && best > 0n;
  const wanted = ((collateral + best) * BigInt(ltBps)) / PERCENTAGE_FACTOR;
  return { caps, maxDebt: feasible ? best : 0n, binding, feasible, quota: wanted < quotaCap ? wanted : quotaCap };
}
