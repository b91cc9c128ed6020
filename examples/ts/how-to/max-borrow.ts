// The largest increaseDebt a fresh account can make when the collateral and everything borrowed
// end up in one quoted token. Every input comes from the chain; the formula is the one on the
// "How much can I borrow" page.
import { parseAbi, type Address, type PublicClient } from 'viem';

const PERCENTAGE_FACTOR = 10_000n;
const SCALE = PERCENTAGE_FACTOR * PERCENTAGE_FACTOR;

const creditFacadeAbi = parseAbi([
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

export interface MaxBorrow {
  caps: Record<Constraint, bigint>;
  binding: Constraint;
  /** The answer; 0 if even the largest allowed debt is below minDebt. */
  maxDebt: bigint;
  /** Quota to request with that debt: (C + D)·LT, at most the quota cap. */
  quota: bigint;
  minDebt: bigint;
}

/**
 * @param collateral value of the collateral in underlying units (for collateral in another token,
 *        convert first, e.g. with PriceOracleV3.convert)
 * @param minHealthFactorBps the health factor to keep after borrowing, in bps (10000 = 1)
 */
export async function maxBorrow(client: PublicClient, creditFacade: Address, token: Address, collateral: bigint, minHealthFactorBps = 10_000n): Promise<MaxBorrow> {
  const facade = { address: creditFacade, abi: creditFacadeAbi } as const;
  const [creditManager, [minDebt, maxDebt], multiplier] = await Promise.all([
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
  if (rate === 0) throw new Error('a quota at rate 0 is never granted: this token cannot back debt here');

  const h = minHealthFactorBps;
  const oneMinusHPhi = SCALE - h * BigInt(quotaIncreaseFee); // 1 − h·φ, scaled 1e8
  const k = BigInt(lt) * oneMinusHPhi; // LT · (1 − h·φ), scaled 1e12
  const health = (collateral * k) / (h * SCALE - k);

  const accountCap = multiplier * maxDebt;
  const poolRoom = limit > totalQuoted ? limit - totalQuoted : 0n;
  const quotaCap = accountCap < poolRoom ? accountCap : poolRoom;
  const quotaBound = (quotaCap * oneMinusHPhi) / (h * PERCENTAGE_FACTOR);

  const caps: Record<Constraint, bigint> = { health, quota: quotaBound, maxDebt: BigInt(maxDebt), borrowable };
  const binding = (Object.keys(caps) as Constraint[]).reduce((a, b) => (caps[b] < caps[a] ? b : a));
  const best = caps[binding];
  const wanted = ((collateral + best) * BigInt(lt)) / PERCENTAGE_FACTOR;
  return {
    caps,
    binding,
    maxDebt: best >= minDebt ? best : 0n,
    // updateQuota rounds a requested change down to a multiple of 10000 smallest units
    quota: ((wanted < quotaCap ? wanted : quotaCap) / PERCENTAGE_FACTOR) * PERCENTAGE_FACTOR,
    minDebt: BigInt(minDebt),
  };
}
