// Lender yield of a PoolV3: the quoted supplyRate as APR and APY, and the yield actually realised
// between two blocks, measured through the diesel rate (assets per share).
import { parseAbi, type Address, type PublicClient } from 'viem';

const SECONDS_PER_YEAR = 365 * 24 * 3600;
const RAY = 10n ** 27n;

const poolAbi = parseAbi([
  'function supplyRate() view returns (uint256)',
  'function withdrawFee() view returns (uint16)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
]);

/** RAY → fraction, keeping 15 significant digits. */
const rayToFraction = (ray: bigint) => Number(ray / 10n ** 12n) / 1e15;

export interface QuotedYield {
  /** supplyRate() as a fraction per year (0.05 = 5%). */
  apr: number;
  /** Compounded daily. */
  apyDaily: number;
  /** Compounded continuously: e^apr − 1. */
  apyContinuous: number;
  /** One-off fee on withdrawals, basis points; supplyRate() already nets it out. */
  withdrawFeeBps: number;
}

export async function quotedYield(client: PublicClient, pool: Address): Promise<QuotedYield> {
  const [rate, fee] = await Promise.all([
    client.readContract({ address: pool, abi: poolAbi, functionName: 'supplyRate' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'withdrawFee' }),
  ]);
  const apr = rayToFraction(rate);
  return { apr, apyDaily: Math.expm1(365 * Math.log1p(apr / 365)), apyContinuous: Math.expm1(apr), withdrawFeeBps: fee };
}

export interface RealisedYield {
  seconds: number;
  /** Diesel rates at the two blocks, RAY (assets per share). */
  rateBefore: bigint;
  rateAfter: bigint;
  /** r₂/r₁ − 1 over the window. */
  growth: number;
  /** Simple annualisation: growth · year / window. */
  apr: number;
  /** Compounded annualisation: (r₂/r₁)^(year / window) − 1. */
  apy: number;
}

/**
 * Assets per share at a block, RAY-scaled. Shares and assets have the same decimals, so
 * convertToAssets(1e27) is the rate itself, with 27 digits of precision (the data compressor
 * reads it the same way).
 */
function dieselRate(client: PublicClient, pool: Address, blockNumber: bigint): Promise<bigint> {
  return client.readContract({ address: pool, abi: poolAbi, functionName: 'convertToAssets', args: [RAY], blockNumber });
}

/** Yield a lender realised between two blocks (needs an archive node for old blocks). */
export async function realisedYield(client: PublicClient, pool: Address, fromBlock: bigint, toBlock: bigint): Promise<RealisedYield> {
  if (toBlock <= fromBlock) throw new Error('toBlock must come after fromBlock');
  const [b1, b2, rateBefore, rateAfter] = await Promise.all([
    client.getBlock({ blockNumber: fromBlock }),
    client.getBlock({ blockNumber: toBlock }),
    dieselRate(client, pool, fromBlock),
    dieselRate(client, pool, toBlock),
  ]);
  const seconds = Number(b2.timestamp - b1.timestamp);
  const logRatio = Math.log(Number((rateAfter * 10n ** 18n) / rateBefore) / 1e18);
  const years = seconds / SECONDS_PER_YEAR;
  const growth = Math.expm1(logRatio);
  return { seconds, rateBefore, rateAfter, growth, apr: growth / years, apy: Math.expm1(logRatio / years) };
}
