/**
 * Health factor and liquidation price of a position with one collateral token.
 *
 * With a single quoted collateral token of balance b, price p (in underlying per token),
 * liquidation threshold LT and quota Q, and total debt D (all in underlying units):
 *
 *   TWV = min(b · p · LT, Q),   HF = TWV / D
 *
 * (CollateralLogic caps a quoted token's weighted value at its quota.) The account becomes
 * liquidatable when HF < 1. As long as the quota covers the weighted value, the price at which
 * HF = 1 is p* = D / (b · LT), so p* / p = D / (V · LT) = 1 / HF with V = b · p. If the quota is
 * below the debt, no price makes the account healthy.
 */
import { PERCENTAGE_FACTOR, WAD } from './units';

export interface SingleCollateralPosition {
  /** Value of the collateral in underlying units (b · p). */
  value: bigint;
  /** Liquidation threshold of the token, basis points. */
  ltBps: number;
  /** Quota of the token in underlying units. */
  quota: bigint;
  /** Total debt (principal + interest + fees) in underlying units. */
  totalDebt: bigint;
}

/** Health factor in basis points, rounded down (10000 = 1); undefined without debt. */
export function healthFactorBps({ value, ltBps, quota, totalDebt }: SingleCollateralPosition): bigint | undefined {
  if (totalDebt <= 0n) return undefined;
  const weighted = (value * BigInt(ltBps)) / PERCENTAGE_FACTOR;
  const twv = weighted < quota ? weighted : quota;
  return (twv * PERCENTAGE_FACTOR) / totalDebt;
}

/**
 * Liquidation price as a fraction of the current price, WAD-scaled (0.8e18 = the price may fall
 * 20% before HF reaches 1). `null` when the quota is below the debt: then the account is
 * unhealthy at any price.
 */
export function liquidationPriceRatioWad({ value, ltBps, quota, totalDebt }: SingleCollateralPosition): bigint | null {
  if (value <= 0n || ltBps <= 0) throw new RangeError('value and LT must be positive');
  if (quota < totalDebt) return null;
  // D / (V · LT), rounded up: the price must stay strictly above it.
  const num = totalDebt * PERCENTAGE_FACTOR * WAD;
  const den = value * BigInt(ltBps);
  return (num + den - 1n) / den;
}

/** Liquidation price in underlying units per whole token, given the current price per whole token. */
export function liquidationPrice({ value, ltBps, quota, totalDebt }: SingleCollateralPosition, pricePerToken: bigint): bigint | null {
  if (value <= 0n || ltBps <= 0) throw new RangeError('value and LT must be positive');
  if (quota < totalDebt) return null;
  const num = pricePerToken * totalDebt * PERCENTAGE_FACTOR;
  const den = value * BigInt(ltBps);
  return (num + den - 1n) / den;
}

/** The leveraged position of the how-to pages: collateral C plus debt (L − 1)·C, all swapped into one token. */
export function leveragedPosition(collateral: bigint, leverage: number, ltBps: number): SingleCollateralPosition {
  if (!Number.isInteger(leverage * 100) || leverage <= 1) throw new RangeError('leverage must be above 1, in steps of 0.01');
  const l100 = BigInt(Math.round(leverage * 100));
  const totalDebt = (collateral * (l100 - 100n)) / 100n;
  const value = collateral + totalDebt;
  // The smallest quota that lets the whole weighted value count.
  const quota = (value * BigInt(ltBps)) / PERCENTAGE_FACTOR;
  return { value, ltBps, quota, totalDebt };
}
