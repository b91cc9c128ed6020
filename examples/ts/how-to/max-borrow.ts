// The largest increaseDebt a fresh account can make when the collateral and everything borrowed
// end up in one quoted token. Every input comes from the chain; the formula is the one on the
// "How much can I borrow" page.
import { parseAbi, type Address, type PublicClient } from 'viem';

const PERCENTAGE_FACTOR = 10_000n;
const SCALE = PERCENTAGE_FACTOR * PERCENTAGE_FACTOR;

const creditFacadeAbi = parseAbi([
  'function version() view returns (uint256)',
  'function creditManager() view returns (address)',
  'function debtLimits() view returns (uint128 minDebt, uint128 maxDebt)',
  'function maxQuotaMultiplier() view returns (uint256)',
]);
const creditManagerAbi = parseAbi([
  'function pool() view returns (address)',
  'function poolQuotaKeeper() view returns (address)',
  'function liquidationThresholds(address token) view returns (uint16 lt)',
]);
const poolAbi = parseAbi(['function creditManagerBorrowable(address creditManager) view returns (uint256 borrowable)']);
const quotaKeeperAbi = parseAbi([
  'function getTokenQuotaParams(address token) view returns (uint16 rate, uint192 cumulativeIndexLU, uint16 quotaIncreaseFee, uint96 totalQuoted, uint96 limit, bool isActive)',
]);

export type Constraint = 'health' | 'quota' | 'maxDebt' | 'borrowable';

/** Everything the formula needs; amounts in the underlying's smallest units, the rest in bps. */
export interface MaxBorrowInputs {
  /** Value of the collateral in underlying units. */
  collateral: bigint;
  minHealthFactorBps: bigint;
  ltBps: bigint;
  quotaRateBps: bigint;
  quotaIncreaseFeeBps: bigint;
  /** maxQuotaMultiplier × maxDebt */
  accountQuotaCap: bigint;
  /** limit − totalQuoted of the pool's quota for the token */
  poolQuotaRoom: bigint;
  minDebt: bigint;
  maxDebt: bigint;
  borrowable: bigint;
  /** The facade's quota rounding: quotaStepOf(version). */
  quotaStep: bigint;
}

export interface MaxBorrow {
  caps: Record<Constraint, bigint>;
  binding: Constraint;
  /** The answer; 0 if even the largest allowed debt is 0 or below minDebt. */
  maxDebt: bigint;
  feasible: boolean;
  /** Quota to request with that debt: (C + D)·LT rounded up to the quota step, at most the quota cap. */
  quota: bigint;
}

/** updateQuota rounds a requested change down to a multiple of 10000 smallest units from facade version 301 on. */
export const quotaStepOf = (facadeVersion: bigint): bigint => (facadeVersion >= 301n ? PERCENTAGE_FACTOR : 1n);

/** The five limits of the page, from inputs already read. */
export function maxBorrowOf(i: MaxBorrowInputs): MaxBorrow {
  const h = i.minHealthFactorBps;
  const step = i.quotaStep;
  const oneMinusHPhi = SCALE - h * i.quotaIncreaseFeeBps; // 1 − h·φ, scaled 1e8
  const k = i.ltBps * oneMinusHPhi; // LT · (1 − h·φ), scaled 1e12
  // The fee is paid on the quota rounded up to the step: up to h·φ·(step − 1) more.
  const healthRoom = i.collateral * k - h * i.quotaIncreaseFeeBps * (step - 1n) * PERCENTAGE_FACTOR;
  const health = healthRoom > 0n ? healthRoom / (h * SCALE - k) : 0n;

  // At rate 0 the quota keeper grants no quota. The cap is a multiple of the step the facade can keep.
  const poolRoom = i.quotaRateBps === 0n ? 0n : i.poolQuotaRoom;
  const quotaCap = ((i.accountQuotaCap < poolRoom ? i.accountQuotaCap : poolRoom) / step) * step;
  const quotaBound = (quotaCap * oneMinusHPhi) / (h * PERCENTAGE_FACTOR);

  const caps: Record<Constraint, bigint> = { health, quota: quotaBound, maxDebt: i.maxDebt, borrowable: i.borrowable };
  const binding = (Object.keys(caps) as Constraint[]).reduce((a, b) => (caps[b] < caps[a] ? b : a));
  const best = caps[binding];
  // The debt after the call must be 0 or within [minDebt, maxDebt].
  const feasible = best > 0n && best >= i.minDebt;
  const weighted = ((i.collateral + best) * i.ltBps) / PERCENTAGE_FACTOR;
  const wanted = ((weighted + step - 1n) / step) * step;
  return { caps, binding, maxDebt: feasible ? best : 0n, feasible, quota: wanted < quotaCap ? wanted : quotaCap };
}

/**
 * @param collateral value of the collateral in underlying units (for collateral in another token,
 *        convert first, e.g. with PriceOracleV3.convert)
 * @param minHealthFactorBps the health factor to keep after borrowing, in bps (10000 = 1)
 */
export async function maxBorrow(client: PublicClient, creditFacade: Address, token: Address, collateral: bigint, minHealthFactorBps = 10_000n): Promise<MaxBorrow> {
  const facade = { address: creditFacade, abi: creditFacadeAbi } as const;
  const [version, creditManager, [minDebt, maxDebt], multiplier] = await Promise.all([
    client.readContract({ ...facade, functionName: 'version' }),
    client.readContract({ ...facade, functionName: 'creditManager' }),
    client.readContract({ ...facade, functionName: 'debtLimits' }),
    client.readContract({ ...facade, functionName: 'maxQuotaMultiplier' }),
  ]);
  const cm = { address: creditManager, abi: creditManagerAbi } as const;
  const [pool, quotaKeeper, lt] = await Promise.all([
    client.readContract({ ...cm, functionName: 'pool' }),
    client.readContract({ ...cm, functionName: 'poolQuotaKeeper' }),
    client.readContract({ ...cm, functionName: 'liquidationThresholds', args: [token] }),
  ]);
  const [params, borrowable] = await Promise.all([
    client.readContract({ address: quotaKeeper, abi: quotaKeeperAbi, functionName: 'getTokenQuotaParams', args: [token] }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'creditManagerBorrowable', args: [creditManager] }),
  ]);
  const [rate, , quotaIncreaseFee, totalQuoted, limit] = params;
  return maxBorrowOf({
    collateral,
    minHealthFactorBps,
    ltBps: BigInt(lt),
    quotaRateBps: BigInt(rate),
    quotaIncreaseFeeBps: BigInt(quotaIncreaseFee),
    accountQuotaCap: multiplier * maxDebt,
    poolQuotaRoom: limit > totalQuoted ? limit - totalQuoted : 0n,
    minDebt,
    maxDebt,
    borrowable,
    quotaStep: quotaStepOf(version),
  });
}
