/**
 * Lender yield of a PoolV3.
 *
 * `supplyRate()` is a simple annual rate (RAY): the yearly growth of the pool's expected liquidity
 * at the current base rate, borrowed principal and quota revenue, (r·B + R_q)/EL, multiplied by
 * (1 − withdrawFee). Expected liquidity grows linearly between changes (base interest accrues on
 * the borrowed principal only), so the diesel rate r (assets per share) does too:
 * r(t) = r₀ · (1 + g · t / T) with g = supplyRate / (1 − withdrawFee).
 *
 * APY = (1 + APR/n)^n − 1 (e^APR − 1 in the limit) is the usual conversion for comparing with
 * products that compound; it assumes the rate holds and the earnings are re-lent at it.
 *
 * Realised yield between two readings of the diesel rate r₁ at t₁ and r₂ at t₂: growth
 * g = r₂/r₁ − 1 over Δt = t₂ − t₁, annualised simply as g · T/Δt or compounded as
 * (r₂/r₁)^(T/Δt) − 1 with T = 365 days.
 *
 * Compounding with a fractional exponent needs floating point: these functions return numbers
 * (fractions, 0.05 = 5%), accurate to far more digits than any page shows.
 */
import { PERCENTAGE_FACTOR, RAY, WAD } from './units';

export const SECONDS_PER_YEAR = 365 * 24 * 3600;

/** A RAY-scaled rate as a fraction (1e27 → 1). Exact up to double precision. */
export function rayToFraction(ray: bigint): number {
  const whole = ray / RAY;
  const rest = ray % RAY;
  return Number(whole) + Number(rest / 10n ** 12n) / 1e15;
}

/** APY of a simple annual rate compounded `periodsPerYear` times; Infinity → continuous. */
export function aprToApy(apr: number, periodsPerYear: number): number {
  if (!(apr >= 0)) throw new RangeError('APR must be a non-negative number');
  if (periodsPerYear === Infinity) return Math.expm1(apr);
  if (!Number.isInteger(periodsPerYear) || periodsPerYear < 1) throw new RangeError('periods per year must be a positive integer');
  return Math.expm1(periodsPerYear * Math.log1p(apr / periodsPerYear));
}

export interface RealisedYield {
  /** r₂ / r₁ − 1 over the window. */
  growth: number;
  /** growth · T / Δt. */
  apr: number;
  /** (r₂/r₁)^(T/Δt) − 1. */
  apy: number;
}

/** Yield realised between two diesel-rate readings `seconds` apart. */
export function realisedYield(rateBefore: bigint, rateAfter: bigint, seconds: number): RealisedYield {
  if (rateBefore <= 0n) throw new RangeError('the earlier diesel rate must be positive');
  if (!(seconds > 0)) throw new RangeError('the window must be positive');
  // Exact ratio to 18 digits before going to floating point.
  const ratioWad = (rateAfter * WAD) / rateBefore;
  const logRatio = Math.log(Number(ratioWad) / 1e18);
  const growth = Math.expm1(logRatio);
  const years = seconds / SECONDS_PER_YEAR;
  return { growth, apr: growth / years, apy: Math.expm1(logRatio / years) };
}

/**
 * The diesel rate after `seconds` if the pool's expected liquidity keeps growing at the current
 * pace, linear like the pool's own accrual between updates: r · (1 + g · Δt / T), with g the
 * growth rate before the withdrawal fee (supplyRate · 10000 / (10000 − withdrawFee)).
 */
export function projectDieselRate(dieselRateRay: bigint, supplyRateRay: bigint, withdrawFeeBps: number, seconds: number): bigint {
  if (withdrawFeeBps < 0 || withdrawFeeBps >= 10_000) throw new RangeError('withdraw fee must be in 0..9999 bps');
  const growthRay = (supplyRateRay * PERCENTAGE_FACTOR) / (PERCENTAGE_FACTOR - BigInt(withdrawFeeBps));
  return dieselRateRay + (dieselRateRay * growthRay * BigInt(Math.floor(seconds))) / BigInt(SECONDS_PER_YEAR) / RAY;
}

/**
 * What PoolV3 holds between two transactions that touch it, and from which it computes its expected liquidity and
 * diesel rate at any later second. Every field is a public getter of the pool (core-v3 1.45.0, contracts 3.00; the
 * same getters in 3.01). Lines below are of 1.45.0's contracts/pool/PoolV3.sol unless another file is named.
 */
export interface PoolAccrualState {
  /** `expectedLiquidityLU()`: expected liquidity stored as of the last update (:92, :173-175). */
  expectedLiquidityLU: bigint;
  /** `totalBorrowed()`: principal lent to credit managers (`_totalDebt.borrowed`, :95, :390-392). */
  totalBorrowed: bigint;
  /** `baseInterestRate()`, RAY (:87, :532-534). */
  baseInterestRate: bigint;
  /** `lastBaseInterestUpdate()`, unix seconds (:75). */
  lastBaseInterestUpdate: bigint;
  /** `quotaRevenue()`: quota interest per year, in underlying units (:84, :612-614). */
  quotaRevenue: bigint;
  /** `lastQuotaRevenueUpdate()`, unix seconds (:77). */
  lastQuotaRevenueUpdate: bigint;
  /** `totalSupply()`: diesel shares (OpenZeppelin ERC20). */
  totalSupply: bigint;
}

const YEAR = BigInt(SECONDS_PER_YEAR); // core-v2 contracts/libraries/Constants.sol:34, 365 days

/** CreditLogic.calcLinearGrowth (contracts/libraries/CreditLogic.sol:26-28): value · (now − then) / year, rounded down. */
function linearGrowth(value: bigint, timestamp: bigint, lastUpdate: bigint): bigint {
  return (value * (timestamp - lastUpdate)) / YEAR;
}

/**
 * `PoolV3.expectedLiquidity()` in a block at `timestamp` (unix seconds), as long as no transaction touches the pool
 * before then: the stored value plus base interest and quota revenue accrued since their last updates, each part
 * rounded down on its own, in the contract's order of operations (:168-170):
 * - base interest: 0 in the block of the last update, else `borrowed · calcLinearGrowth(baseRate) / RAY` (:559-563,
 *   :598-600), so the rate's growth is rounded down before it multiplies the principal;
 * - quota revenue: 0 in the block of the last update, else `calcLinearGrowth(quotaRevenue)` (:639-643, :658-660).
 * A timestamp before either last update has no answer (the contract's subtraction would revert).
 */
export function expectedLiquidityAt(s: PoolAccrualState, timestamp: bigint): bigint {
  if (timestamp < s.lastBaseInterestUpdate || timestamp < s.lastQuotaRevenueUpdate) throw new RangeError(`timestamp ${timestamp} is before the pool's last update`);
  const base = timestamp === s.lastBaseInterestUpdate ? 0n : (s.totalBorrowed * linearGrowth(s.baseInterestRate, timestamp, s.lastBaseInterestUpdate)) / RAY;
  const quota = timestamp === s.lastQuotaRevenueUpdate ? 0n : linearGrowth(s.quotaRevenue, timestamp, s.lastQuotaRevenueUpdate);
  return s.expectedLiquidityLU + base + quota;
}

/**
 * The diesel rate `PoolV3.convertToAssets(RAY)` in a block at `timestamp`, to the wei: ERC-4626's convertToAssets
 * rounds down (OpenZeppelin 4.9.3 token/ERC20/extensions/ERC4626.sol:108-110), and the pool's `_convertToAssets` is
 * `supply == 0 ? shares : shares.mulDiv(totalAssets(), supply, rounding)` with totalAssets() = expectedLiquidity()
 * (:183-185, :381-384; Math.mulDiv rounds down exactly, utils/math/Math.sol:139-145). The projection `seconds` after
 * a reading at time t is `dieselRateAt(state, t + seconds)`.
 */
export function dieselRateAt(s: PoolAccrualState, timestamp: bigint): bigint {
  if (s.totalSupply === 0n) return RAY;
  return (RAY * expectedLiquidityAt(s, timestamp)) / s.totalSupply;
}
