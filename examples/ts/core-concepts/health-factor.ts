/**
 * Off-chain health factor of a Gearbox V3 credit account.
 *
 * Every function here is pure bigint arithmetic that follows, step by step and with the same
 * rounding, what the 3.01 contracts do on-chain:
 *   - PriceOracleV3.convertToUSD            -> convertToUSD
 *   - CollateralLogic.calcOneTokenCollateral -> tokenCollateral
 *   - CollateralLogic.calcCollateral        -> calcCollateral
 *   - CreditManagerV3._calcDebtAndCollateral and CreditLogic.calcTotalDebt -> calcTotalDebt
 *   - CreditLogic.getLiquidationThreshold   -> liquidationThresholdAt
 *   - DataCompressorV3 (periphery)          -> healthFactor in basis points
 *
 * Feed the functions with values read from the chain (balances, PriceOracleV3.getPrice,
 * CreditManagerV3.liquidationThresholds or ltParams, PoolQuotaKeeperV3.getQuota...). Nothing is
 * fetched here, so the result is only as fresh as its inputs.
 */

/** Basis-point denominator used by every percentage in Gearbox (Constants.sol). */
export const PERCENTAGE_FACTOR = 10_000n;

/** 10^27, the fixed-point unit CollateralLogic uses for the underlying's USD price. */
export const RAY = 10n ** 27n;

/** What DataCompressorV3 reports as the health factor of an account with no debt: type(uint16).max. */
export const HEALTH_FACTOR_NO_DEBT = 65_535n;

/** One token enabled as collateral on the account. */
export interface CollateralPosition {
  /** Token balance of the credit account, in the token's smallest unit. */
  balance: bigint;
  /** USD price with 8 decimals, as returned by PriceOracleV3.getPrice(token). */
  priceUSD: bigint;
  /** The token's ERC-20 decimals; the oracle divides by 10 ** decimals. */
  decimals: number;
  /** Current liquidation threshold in basis points (see liquidationThresholdAt). */
  liquidationThreshold: bigint;
  /**
   * The account's quota for a quoted token, in units of the pool's underlying
   * (PoolQuotaKeeperV3.getQuota). Leave undefined for the underlying and other non-quoted tokens.
   */
  quota?: bigint;
}

/** Price data of the credit manager's underlying token. */
export interface UnderlyingPrice {
  /** USD price with 8 decimals. */
  priceUSD: bigint;
  /** ERC-20 decimals of the underlying. */
  decimals: number;
}

/** Debt components as stored for the account, see CreditManagerV3.creditAccountInfo. */
export interface DebtState {
  /** Debt principal (`debt` in CreditAccountInfo). */
  principal: bigint;
  /** Account's base interest index at its last debt update (`cumulativeIndexLastUpdate`). */
  cumulativeIndexLastUpdate: bigint;
  /** Current base interest index of the pool, PoolV3.baseInterestIndex(). */
  cumulativeIndexNow: bigint;
  /**
   * Quota interest not yet repaid: the stored `cumulativeQuotaInterest` minus 1 (the contract keeps
   * it offset by one), plus the outstanding interest of every enabled quoted token from
   * PoolQuotaKeeperV3.getQuotaAndOutstandingInterest.
   */
  quotaInterest: bigint;
  /** Unpaid quota increase fees (`quotaFees` in CreditAccountInfo). */
  quotaFees: bigint;
  /** Protocol share of interest in basis points, the first value of CreditManagerV3.fees(). */
  feeInterest: bigint;
}

export interface HealthReport {
  /** Sum of the USD value of all enabled tokens (8 decimals). */
  totalValueUSD: bigint;
  /** Sum of the LT-weighted, quota-capped USD values (8 decimals). */
  twvUSD: bigint;
  /** Total debt in underlying units: principal + interest + quota interest + fees. */
  totalDebt: bigint;
  /** Total debt in USD (8 decimals). */
  totalDebtUSD: bigint;
  /** twvUSD / totalDebtUSD in basis points (10000 = 1.0), rounded down. */
  healthFactor: bigint;
  /**
   * The health test of CreditFacadeV3.liquidateCreditAccount: non-zero principal and twvUSD below
   * totalDebtUSD. An expired facade also allows liquidation; that case is not modelled here.
   */
  liquidatable: boolean;
}

/** PriceOracleV3.convertToUSD: amount * price / 10^decimals. */
export function convertToUSD(amount: bigint, priceUSD: bigint, decimals: number): bigint {
  return (amount * priceUSD) / 10n ** BigInt(decimals);
}

/**
 * CollateralLogic.calcOneTokenCollateral: value and weighted value of one token.
 * A balance of 0 or 1 counts as empty, and one unit is always left out of the value.
 * `quotaUSD` caps the weighted value; pass undefined for "no cap".
 */
export function tokenCollateral(
  position: CollateralPosition,
  quotaUSD: bigint | undefined,
): { valueUSD: bigint; weightedValueUSD: bigint } {
  if (position.balance <= 1n) return { valueUSD: 0n, weightedValueUSD: 0n };
  const valueUSD = convertToUSD(position.balance - 1n, position.priceUSD, position.decimals);
  const weighted = (valueUSD * position.liquidationThreshold) / PERCENTAGE_FACTOR;
  const weightedValueUSD = quotaUSD !== undefined && quotaUSD < weighted ? quotaUSD : weighted;
  return { valueUSD, weightedValueUSD };
}

/**
 * CollateralLogic.calcCollateral without the early exit: total value and total weighted value of
 * the enabled tokens. A quota is converted to USD through the underlying's price scaled to RAY,
 * exactly as the library does.
 */
export function calcCollateral(
  positions: readonly CollateralPosition[],
  underlying: UnderlyingPrice,
): { totalValueUSD: bigint; twvUSD: bigint } {
  const underlyingPriceRAY = convertToUSD(RAY, underlying.priceUSD, underlying.decimals);
  let totalValueUSD = 0n;
  let twvUSD = 0n;
  for (const position of positions) {
    const quotaUSD = position.quota === undefined ? undefined : (position.quota * underlyingPriceRAY) / RAY;
    const { valueUSD, weightedValueUSD } = tokenCollateral(position, quotaUSD);
    totalValueUSD += valueUSD;
    twvUSD += weightedValueUSD;
  }
  return { totalValueUSD, twvUSD };
}

/**
 * Total debt in underlying units, as CreditManagerV3._calcDebtAndCollateral builds it:
 * principal + base interest + quota interest + fees, where fees are the unpaid quota increase fees
 * plus feeInterest applied separately to base interest and to quota interest.
 */
export function calcTotalDebt(state: DebtState): bigint {
  const baseInterest =
    state.principal === 0n
      ? 0n
      : (state.principal * state.cumulativeIndexNow) / state.cumulativeIndexLastUpdate - state.principal;
  const fees =
    state.quotaFees +
    (baseInterest * state.feeInterest) / PERCENTAGE_FACTOR +
    (state.quotaInterest * state.feeInterest) / PERCENTAGE_FACTOR;
  return state.principal + baseInterest + state.quotaInterest + fees;
}

/** Health factor in basis points, the way DataCompressorV3 reports it. */
export function healthFactor(twvUSD: bigint, totalDebtUSD: bigint): bigint {
  return totalDebtUSD === 0n ? HEALTH_FACTOR_NO_DEBT : (twvUSD * PERCENTAGE_FACTOR) / totalDebtUSD;
}

/**
 * Health report of one account. `positions` must list every token enabled on the account,
 * including the underlying (with its own LT and no quota) when it is enabled.
 */
export function computeHealth(
  positions: readonly CollateralPosition[],
  underlying: UnderlyingPrice,
  debt: DebtState,
): HealthReport {
  const { totalValueUSD, twvUSD } = calcCollateral(positions, underlying);
  const totalDebt = calcTotalDebt(debt);
  const totalDebtUSD = convertToUSD(totalDebt, underlying.priceUSD, underlying.decimals);
  return {
    totalValueUSD,
    twvUSD,
    totalDebt,
    totalDebtUSD,
    healthFactor: healthFactor(twvUSD, totalDebtUSD),
    liquidatable: debt.principal !== 0n && twvUSD < totalDebtUSD,
  };
}

/**
 * Whether the account passes the collateral check that ends every multicall
 * (CreditManagerV3.fullCollateralCheck): twvUSD must be at least totalDebtUSD * minHealthFactor / 10000.
 * minHealthFactor is 10000 unless the multicall raised it with setFullCheckParams.
 */
export function passesCollateralCheck(report: HealthReport, minHealthFactor = PERCENTAGE_FACTOR): boolean {
  return report.twvUSD >= (report.totalDebtUSD * minHealthFactor) / PERCENTAGE_FACTOR;
}

/**
 * CreditLogic.getLiquidationThreshold: the LT of a token at time `now` (unix seconds), given the
 * ramp parameters returned by CreditManagerV3.ltParams(token).
 */
export function liquidationThresholdAt(
  ltInitial: bigint,
  ltFinal: bigint,
  timestampRampStart: bigint,
  rampDuration: bigint,
  now: bigint,
): bigint {
  const timestampRampEnd = timestampRampStart + rampDuration;
  if (now <= timestampRampStart) return ltInitial;
  if (now >= timestampRampEnd) return ltFinal;
  return (
    (ltInitial * (timestampRampEnd - now) + ltFinal * (now - timestampRampStart)) /
    (timestampRampEnd - timestampRampStart)
  );
}
