/**
 * What a credit account pays per year, as a rate on its debt principal.
 *
 * The total debt of an account is principal + base interest + quota interest + fees, where the fees
 * are `feeInterest` on both kinds of interest plus the one-off quota-increase fees
 * (CreditManagerV3.calcDebtAndCollateral, DEBT_ONLY task). Base interest grows with the pool's
 * base rate on the principal; quota interest grows with each token's quota rate on the quota
 * amount (PoolQuotaKeeperV3, QuotasLogic). So, per year and per unit of principal D:
 *
 *   r_eff = (r_base + Σ Q_i · r_i / D) · (1 + f)
 *
 * All arithmetic is exact integer arithmetic, rounded down like the contracts round.
 */
import { PERCENTAGE_FACTOR, RAY } from './units';

export interface QuotaPosition {
  /** Quota in the underlying's smallest units. */
  quota: bigint;
  /** Annual quota rate in basis points (PoolQuotaKeeperV3.getQuotaRate). */
  rateBps: number;
}

export interface BorrowCostInput {
  /** Principal debt in the underlying's smallest units (must be > 0). */
  debt: bigint;
  /** The pool's base interest rate, RAY per year (PoolV3.baseInterestRate). */
  baseRateRay: bigint;
  /** The credit manager's interest fee in basis points (`feeInterest` from CreditManagerV3.fees). */
  feeInterestBps: number;
  quotas: QuotaPosition[];
}

export interface BorrowCost {
  /** Quota interest per year as a rate on the principal, RAY: Σ Q_i · r_i / D. */
  quotaRateRay: bigint;
  /** Base rate plus quota part, before the fee, RAY. */
  interestRateRay: bigint;
  /** The fee's share, RAY: f · (base + quota part). */
  feeRateRay: bigint;
  /** Everything the account pays per year on its principal, RAY. */
  effectiveRateRay: bigint;
}

/** The effective annual borrow rate of an account (see the module comment). */
export function effectiveBorrowRate({ debt, baseRateRay, feeInterestBps, quotas }: BorrowCostInput): BorrowCost {
  if (debt <= 0n) throw new RangeError('debt must be positive: an account without debt pays no interest');
  if (feeInterestBps < 0 || feeInterestBps > 10_000) throw new RangeError(`feeInterest ${feeInterestBps} bps is outside 0..10000`);
  const quotaInterestPerYear = quotas.reduce((sum, q) => sum + q.quota * BigInt(q.rateBps), 0n); // × RAY / 10000 below
  const quotaRateRay = (quotaInterestPerYear * RAY) / PERCENTAGE_FACTOR / debt;
  const interestRateRay = baseRateRay + quotaRateRay;
  const feeRateRay = (interestRateRay * BigInt(feeInterestBps)) / PERCENTAGE_FACTOR;
  return { quotaRateRay, interestRateRay, feeRateRay, effectiveRateRay: interestRateRay + feeRateRay };
}

/** One-off fee for raising a quota by `increase`: increase · quotaIncreaseFee / 10000, added to the account's debt. */
export function quotaIncreaseFee(increase: bigint, quotaIncreaseFeeBps: number): bigint {
  if (increase <= 0n) return 0n;
  return (increase * BigInt(quotaIncreaseFeeBps)) / PERCENTAGE_FACTOR;
}
