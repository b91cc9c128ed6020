// Reads a PoolV3's liquidity, utilisation, base and supply rates, interest-rate-model
// parameters, quota rates, and how much one credit manager can still borrow.
import { createPublicClient, formatUnits, http, parseAbi, type Address, type Chain } from 'viem';

const WAD = 10n ** 18n;
const MAX_UINT256 = (1n << 256n) - 1n;

const poolAbi = parseAbi([
  'function decimals() view returns (uint8)',
  'function expectedLiquidity() view returns (uint256)',
  'function availableLiquidity() view returns (uint256)',
  'function totalBorrowed() view returns (uint256)',
  'function totalDebtLimit() view returns (uint256)',
  'function baseInterestRate() view returns (uint256)',
  'function supplyRate() view returns (uint256)',
  'function withdrawFee() view returns (uint16)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function interestRateModel() view returns (address)',
  'function poolQuotaKeeper() view returns (address)',
  'function creditManagerBorrowed(address creditManager) view returns (uint256)',
  'function creditManagerDebtLimit(address creditManager) view returns (uint256)',
  'function creditManagerBorrowable(address creditManager) view returns (uint256 borrowable)',
]);

const interestRateModelAbi = parseAbi([
  'function getModelParameters() view returns (uint16 U_1, uint16 U_2, uint16 R_base, uint16 R_slope1, uint16 R_slope2, uint16 R_slope3)',
  'function isBorrowingMoreU2Forbidden() view returns (bool)',
  'function calcBorrowRate(uint256 expectedLiquidity, uint256 availableLiquidity, bool checkOptimalBorrowing) view returns (uint256)',
]);

const quotaKeeperAbi = parseAbi([
  'function quotedTokens() view returns (address[])',
  'function getTokenQuotaParams(address token) view returns (uint16 rate, uint192 cumulativeIndexLU, uint16 quotaIncreaseFee, uint96 totalQuoted, uint96 limit, bool isActive)',
]);

/** Annual rate in ray (10^27 = 100% a year) as a percentage string. */
export const rayToPercent = (rate: bigint): string => formatUnits(rate * 100n, 27);
/** Basis points (10000 = 100%) as a percentage string. */
export const bpsToPercent = (bps: number | bigint): string => formatUnits(BigInt(bps), 2);

/** Utilisation in WAD, computed the way LinearInterestRateModelV3.calcBorrowRate does. */
export function utilisationWad(expectedLiquidity: bigint, availableLiquidity: bigint): bigint {
  if (expectedLiquidity <= availableLiquidity) return 0n;
  return (WAD * (expectedLiquidity - availableLiquidity)) / expectedLiquidity;
}

export interface QuotaInfo {
  token: Address;
  rateBps: number;
  quotaIncreaseFeeBps: number;
  totalQuoted: bigint;
  limit: bigint;
  isActive: boolean;
}

export interface PoolReport {
  decimals: number;
  expectedLiquidity: bigint;
  availableLiquidity: bigint;
  totalBorrowed: bigint;
  /** null when the contract reports type(uint256).max, i.e. no limit */
  totalDebtLimit: bigint | null;
  utilisation: string; // percent
  baseInterestRate: string; // percent per year, as stored at the last pool update
  baseRateAtCurrentLiquidity: string; // percent per year, model applied to current liquidity
  supplyRate: string; // percent per year
  withdrawFee: string; // percent
  dieselRate: string; // underlying per share
  model: {
    U1: string;
    U2: string;
    Rbase: string;
    Rslope1: string;
    Rslope2: string;
    Rslope3: string;
    isBorrowingMoreU2Forbidden: boolean;
  };
  quotas: QuotaInfo[];
  creditManager: {
    address: Address;
    borrowed: bigint;
    debtLimit: bigint | null;
    borrowable: bigint;
  };
}

export async function readPool(
  rpcUrl: string,
  chain: Chain,
  pool: Address,
  creditManager: Address,
): Promise<PoolReport> {
  const client = createPublicClient({ chain, transport: http(rpcUrl) });
  const [
    decimals,
    expectedLiquidity,
    availableLiquidity,
    totalBorrowed,
    totalDebtLimit,
    baseInterestRate,
    supplyRate,
    withdrawFee,
    interestRateModel,
    poolQuotaKeeper,
  ] = await Promise.all([
    client.readContract({ address: pool, abi: poolAbi, functionName: 'decimals' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'expectedLiquidity' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'availableLiquidity' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'totalBorrowed' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'totalDebtLimit' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'baseInterestRate' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'supplyRate' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'withdrawFee' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'interestRateModel' }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'poolQuotaKeeper' }),
  ]);

  // One whole share (10^decimals units) converted to underlying gives the diesel rate.
  const oneShare = 10n ** BigInt(decimals);
  const [assetsPerShare, cmBorrowed, cmDebtLimit, cmBorrowable] = await Promise.all([
    client.readContract({ address: pool, abi: poolAbi, functionName: 'convertToAssets', args: [oneShare] }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'creditManagerBorrowed', args: [creditManager] }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'creditManagerDebtLimit', args: [creditManager] }),
    client.readContract({ address: pool, abi: poolAbi, functionName: 'creditManagerBorrowable', args: [creditManager] }),
  ]);

  const [[U_1, U_2, R_base, R_slope1, R_slope2, R_slope3], isBorrowingMoreU2Forbidden, rateNow] = await Promise.all([
    client.readContract({ address: interestRateModel, abi: interestRateModelAbi, functionName: 'getModelParameters' }),
    client.readContract({
      address: interestRateModel,
      abi: interestRateModelAbi,
      functionName: 'isBorrowingMoreU2Forbidden',
    }),
    client.readContract({
      address: interestRateModel,
      abi: interestRateModelAbi,
      functionName: 'calcBorrowRate',
      args: [expectedLiquidity, availableLiquidity, false],
    }),
  ]);

  const tokens = await client.readContract({
    address: poolQuotaKeeper,
    abi: quotaKeeperAbi,
    functionName: 'quotedTokens',
  });
  const quotas = await Promise.all(
    tokens.map(async (token): Promise<QuotaInfo> => {
      const [rate, , quotaIncreaseFee, totalQuoted, limit, isActive] = await client.readContract({
        address: poolQuotaKeeper,
        abi: quotaKeeperAbi,
        functionName: 'getTokenQuotaParams',
        args: [token],
      });
      return { token, rateBps: rate, quotaIncreaseFeeBps: quotaIncreaseFee, totalQuoted, limit, isActive };
    }),
  );

  return {
    decimals,
    expectedLiquidity,
    availableLiquidity,
    totalBorrowed,
    totalDebtLimit: totalDebtLimit === MAX_UINT256 ? null : totalDebtLimit,
    utilisation: formatUnits(utilisationWad(expectedLiquidity, availableLiquidity) * 100n, 18),
    baseInterestRate: rayToPercent(baseInterestRate),
    baseRateAtCurrentLiquidity: rayToPercent(rateNow),
    supplyRate: rayToPercent(supplyRate),
    withdrawFee: bpsToPercent(withdrawFee),
    dieselRate: formatUnits(assetsPerShare, decimals),
    model: {
      U1: bpsToPercent(U_1),
      U2: bpsToPercent(U_2),
      Rbase: bpsToPercent(R_base),
      Rslope1: bpsToPercent(R_slope1),
      Rslope2: bpsToPercent(R_slope2),
      Rslope3: bpsToPercent(R_slope3),
      isBorrowingMoreU2Forbidden,
    },
    quotas,
    creditManager: {
      address: creditManager,
      borrowed: cmBorrowed,
      debtLimit: cmDebtLimit === MAX_UINT256 ? null : cmDebtLimit,
      borrowable: cmBorrowable,
    },
  };
}
