// What a credit account costs per year, and the price at which a single-collateral account can be
// liquidated. Reads a live account through viem; the arithmetic is plain bigint and mirrors how
// the 3.01 contracts accrue interest (CreditManagerV3, PoolV3, PoolQuotaKeeperV3).
import { parseAbi, type Address, type PublicClient } from 'viem';

const RAY = 10n ** 27n;
const PERCENTAGE_FACTOR = 10_000n;
/** CollateralCalcTask.DEBT_ONLY: principal, accrued interest and fees without valuing collateral. */
const DEBT_ONLY = 1;

const creditManagerAbi = parseAbi([
  'struct CollateralDebtData { uint256 debt; uint256 cumulativeIndexNow; uint256 cumulativeIndexLastUpdate; uint128 cumulativeQuotaInterest; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValue; uint256 totalValueUSD; uint256 twvUSD; uint256 enabledTokensMask; uint256 quotedTokensMask; address[] quotedTokens; address _poolQuotaKeeper; }',
  'function pool() view returns (address)',
  'function underlying() view returns (address)',
  'function priceOracle() view returns (address)',
  'function poolQuotaKeeper() view returns (address)',
  'function fees() view returns (uint16 feeInterest, uint16 feeLiquidation, uint16 liquidationDiscount, uint16 feeLiquidationExpired, uint16 liquidationDiscountExpired)',
  'function liquidationThresholds(address token) view returns (uint16 lt)',
  'function calcDebtAndCollateral(address creditAccount, uint8 task) view returns (CollateralDebtData cdd)',
]);
const poolAbi = parseAbi(['function baseInterestRate() view returns (uint256)']);
const quotaKeeperAbi = parseAbi([
  'function quotedTokens() view returns (address[])',
  'function getQuotaRate(address token) view returns (uint16)',
  'function getQuota(address creditAccount, address token) view returns (uint96 quota, uint192 cumulativeIndexLU)',
]);
const priceOracleAbi = parseAbi(['function getPrice(address token) view returns (uint256)']);
const erc20Abi = parseAbi(['function balanceOf(address account) view returns (uint256)', 'function decimals() view returns (uint8)']);

export interface AccountCost {
  /** Principal, in underlying units. */
  debt: bigint;
  /** Principal + accrued interest + fees, in underlying units. */
  totalDebt: bigint;
  /** Pool base rate, RAY per year. */
  baseRate: bigint;
  /** Σ quota · rate / debt, RAY per year. */
  quotaRate: bigint;
  /** feeInterest in basis points. */
  feeInterest: bigint;
  /** (baseRate + quotaRate) · (1 + feeInterest): what the account pays per year on its principal, RAY. */
  effectiveRate: bigint;
}

/** Effective annual borrow rate of an account: base rate plus quota rates weighted by quota over debt, plus the interest fee. */
export async function accountCost(client: PublicClient, creditManager: Address, creditAccount: Address): Promise<AccountCost> {
  const cm = { address: creditManager, abi: creditManagerAbi } as const;
  const [pool, quotaKeeper, fees, cdd] = await Promise.all([
    client.readContract({ ...cm, functionName: 'pool' }),
    client.readContract({ ...cm, functionName: 'poolQuotaKeeper' }),
    client.readContract({ ...cm, functionName: 'fees' }),
    client.readContract({ ...cm, functionName: 'calcDebtAndCollateral', args: [creditAccount, DEBT_ONLY] }),
  ]);
  if (cdd.debt === 0n) throw new Error(`${creditAccount} has no debt, so it pays no interest`);
  const baseRate = await client.readContract({ address: pool, abi: poolAbi, functionName: 'baseInterestRate' });

  // Quota interest per year, in underlying units × 10000: Σ quota_i · rate_i (rates are in bps).
  const tokens = await client.readContract({ address: quotaKeeper, abi: quotaKeeperAbi, functionName: 'quotedTokens' });
  let quotaInterestBps = 0n;
  for (const token of tokens) {
    const [[quota], rate] = await Promise.all([
      client.readContract({ address: quotaKeeper, abi: quotaKeeperAbi, functionName: 'getQuota', args: [creditAccount, token] }),
      client.readContract({ address: quotaKeeper, abi: quotaKeeperAbi, functionName: 'getQuotaRate', args: [token] }),
    ]);
    quotaInterestBps += quota * BigInt(rate);
  }
  const quotaRate = (quotaInterestBps * RAY) / PERCENTAGE_FACTOR / cdd.debt;
  const feeInterest = BigInt(fees[0]);
  const interest = baseRate + quotaRate;
  return {
    debt: cdd.debt,
    totalDebt: cdd.debt + cdd.accruedInterest + cdd.accruedFees,
    baseRate,
    quotaRate,
    feeInterest,
    effectiveRate: interest + (interest * feeInterest) / PERCENTAGE_FACTOR,
  };
}

export interface LiquidationPrice {
  /** Current oracle price of the collateral token, USD with 8 decimals. */
  price: bigint;
  /** Price at which the health factor reaches 1, USD with 8 decimals; null if no price is safe. */
  liquidationPrice: bigint | null;
  /** liquidationPrice / price in basis points (8000 = the price may fall 20%). */
  ratioBps: bigint | null;
}

/**
 * Liquidation price of an account whose collateral is (almost) all in `token`:
 * HF = min(b·p·LT, Q·p_u) / (D·p_u) = 1  ⇒  p* = D·p_u / (b·LT), valid while the quota Q covers D.
 * Other tokens on the account are ignored, which makes the answer conservative.
 */
export async function liquidationPrice(client: PublicClient, creditManager: Address, creditAccount: Address, token: Address): Promise<LiquidationPrice> {
  const cm = { address: creditManager, abi: creditManagerAbi } as const;
  const [underlying, oracle, quotaKeeper, lt, cdd] = await Promise.all([
    client.readContract({ ...cm, functionName: 'underlying' }),
    client.readContract({ ...cm, functionName: 'priceOracle' }),
    client.readContract({ ...cm, functionName: 'poolQuotaKeeper' }),
    client.readContract({ ...cm, functionName: 'liquidationThresholds', args: [token] }),
    client.readContract({ ...cm, functionName: 'calcDebtAndCollateral', args: [creditAccount, DEBT_ONLY] }),
  ]);
  const [price, underlyingPrice, balance, decimals, underlyingDecimals, [quota]] = await Promise.all([
    client.readContract({ address: oracle, abi: priceOracleAbi, functionName: 'getPrice', args: [token] }),
    client.readContract({ address: oracle, abi: priceOracleAbi, functionName: 'getPrice', args: [underlying] }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [creditAccount] }),
    client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address: underlying, abi: erc20Abi, functionName: 'decimals' }),
    client.readContract({ address: quotaKeeper, abi: quotaKeeperAbi, functionName: 'getQuota', args: [creditAccount, token] }),
  ]);
  const totalDebt = cdd.debt + cdd.accruedInterest + cdd.accruedFees;
  // The quota caps the weighted value: below the debt, the account is unhealthy at any price.
  if (quota < totalDebt || balance <= 1n || lt === 0) return { price, liquidationPrice: null, ratioBps: null };
  // p* (8 decimals, per whole token) = D · p_u / 10^d_u · 10^d / ((b − 1) · LT / 10000), rounded up
  const num = totalDebt * underlyingPrice * 10n ** BigInt(decimals) * PERCENTAGE_FACTOR;
  const den = 10n ** BigInt(underlyingDecimals) * (balance - 1n) * BigInt(lt);
  const liq = (num + den - 1n) / den;
  return { price, liquidationPrice: liq, ratioBps: (liq * PERCENTAGE_FACTOR) / price };
}
