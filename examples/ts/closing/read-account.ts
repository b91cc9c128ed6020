// Read a credit account's debt, collateral and health factor, first straight from CreditManagerV3,
// then through DataCompressorV3, which packs the same numbers (and more) into one struct.
import { parseAbi, stringToHex, type Address, type PublicClient } from 'viem';

/** CreditManagerV3 views (core-v3 contracts/interfaces/ICreditManagerV3.sol). */
const creditManagerAbi = parseAbi([
  'struct CollateralDebtData { uint256 debt; uint256 cumulativeIndexNow; uint256 cumulativeIndexLastUpdate; uint128 cumulativeQuotaInterest; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValue; uint256 totalValueUSD; uint256 twvUSD; uint256 enabledTokensMask; uint256 quotedTokensMask; address[] quotedTokens; address _poolQuotaKeeper; }',
  'function underlying() view returns (address)',
  'function getBorrowerOrRevert(address creditAccount) view returns (address borrower)',
  'function creditAccountInfo(address creditAccount) view returns (uint256 debt, uint256 cumulativeIndexLastUpdate, uint128 cumulativeQuotaInterest, uint128 quotaFees, uint256 enabledTokensMask, uint16 flags, uint64 lastDebtUpdate, address borrower)',
  'function calcDebtAndCollateral(address creditAccount, uint8 task) view returns (CollateralDebtData cdd)',
  'function collateralTokensCount() view returns (uint8)',
  'function collateralTokenByMask(uint256 tokenMask) view returns (address token, uint16 liquidationThreshold)',
]);

const erc20Abi = parseAbi(['function balanceOf(address account) view returns (uint256)']);

/** AddressProviderV3 (core-v3 contracts/interfaces/IAddressProviderV3.sol). */
const addressProviderAbi = parseAbi([
  'function getAddressOrRevert(bytes32 key, uint256 _version) view returns (address result)',
]);

/** DataCompressorV3 (periphery-v3 contracts/interfaces/IDataCompressorV3.sol, contracts/data/Types.sol). */
const dataCompressorAbi = parseAbi([
  'struct PriceOnDemand { address token; bytes callData; }',
  'struct TokenBalance { address token; uint256 balance; bool isForbidden; bool isEnabled; bool isQuoted; uint256 quota; uint16 quotaRate; uint256 quotaCumulativeIndexLU; }',
  'struct CreditAccountData { bool isSuccessful; address[] priceFeedsNeeded; address addr; address borrower; address creditManager; string cmName; address creditFacade; address underlying; uint256 debt; uint256 cumulativeIndexLastUpdate; uint128 cumulativeQuotaInterest; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValue; uint256 totalValueUSD; uint256 twvUSD; uint256 enabledTokensMask; uint256 healthFactor; uint256 baseBorrowRate; uint256 aggregatedBorrowRate; TokenBalance[] balances; uint64 since; uint256 cfVersion; uint40 expirationDate; address[] activeBots; }',
  'function getCreditAccountData(address creditAccount, PriceOnDemand[] priceUpdates) returns (CreditAccountData)',
  'function getCreditAccountsByBorrower(address borrower, PriceOnDemand[] priceUpdates) returns (CreditAccountData[])',
]);

/** CollateralCalcTask values (core-v3 ICreditManagerV3.sol); FULL_COLLATERAL_CHECK_LAZY (2) is refused. */
export const CollateralCalcTask = {
  GENERIC_PARAMS: 0,
  DEBT_ONLY: 1,
  DEBT_COLLATERAL: 3,
  DEBT_COLLATERAL_SAFE_PRICES: 4,
} as const;

export interface AccountSnapshot {
  borrower: Address;
  underlying: Address;
  /** Principal, in underlying units. */
  debt: bigint;
  /** Base + quota interest not yet repaid, in underlying units. */
  accruedInterest: bigint;
  /** Protocol fees on that interest plus quota increase fees, in underlying units. */
  accruedFees: bigint;
  /** debt + accruedInterest + accruedFees: what a full repayment costs now. */
  totalDebt: bigint;
  /** Oracle value of enabled tokens, in underlying units. */
  totalValue: bigint;
  /** USD values use the price oracle's 8-decimal USD unit. */
  totalValueUSD: bigint;
  twvUSD: bigint;
  totalDebtUSD: bigint;
  /** twvUSD / totalDebtUSD in basis points; undefined when there is no debt. */
  healthFactorBps: bigint | undefined;
  /** Block number of the last debt change (creditAccountInfo.lastDebtUpdate). */
  lastDebtUpdate: bigint;
  tokens: { token: Address; mask: bigint; enabled: boolean; liquidationThreshold: number; balance: bigint }[];
}

/** Reads an account from its credit manager. Reverts (CreditAccountDoesNotExistException) for unknown accounts. */
export async function readAccount(
  publicClient: PublicClient,
  creditManager: Address,
  creditAccount: Address,
  safePrices = false,
): Promise<AccountSnapshot> {
  const [borrower, underlying, info, cdd, tokensCount] = await Promise.all([
    publicClient.readContract({
      address: creditManager,
      abi: creditManagerAbi,
      functionName: 'getBorrowerOrRevert',
      args: [creditAccount],
    }),
    publicClient.readContract({ address: creditManager, abi: creditManagerAbi, functionName: 'underlying' }),
    publicClient.readContract({
      address: creditManager,
      abi: creditManagerAbi,
      functionName: 'creditAccountInfo',
      args: [creditAccount],
    }),
    // Reverts with StalePriceException if a needed price feed is stale (e.g. a pull-based feed
    // that has not been updated recently); DataCompressorV3 below catches that case.
    publicClient.readContract({
      address: creditManager,
      abi: creditManagerAbi,
      functionName: 'calcDebtAndCollateral',
      args: [
        creditAccount,
        safePrices ? CollateralCalcTask.DEBT_COLLATERAL_SAFE_PRICES : CollateralCalcTask.DEBT_COLLATERAL,
      ],
    }),
    publicClient.readContract({ address: creditManager, abi: creditManagerAbi, functionName: 'collateralTokensCount' }),
  ]);
  const [, , , , enabledTokensMask, , lastDebtUpdate] = info;

  const tokens = await Promise.all(
    Array.from({ length: tokensCount }, async (_, i) => {
      const mask = 1n << BigInt(i);
      const [token, liquidationThreshold] = await publicClient.readContract({
        address: creditManager,
        abi: creditManagerAbi,
        functionName: 'collateralTokenByMask',
        args: [mask],
      });
      const balance = await publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [creditAccount],
      });
      return { token, mask, enabled: (enabledTokensMask & mask) !== 0n, liquidationThreshold, balance };
    }),
  );

  return {
    borrower,
    underlying,
    debt: cdd.debt,
    accruedInterest: cdd.accruedInterest,
    accruedFees: cdd.accruedFees,
    totalDebt: cdd.debt + cdd.accruedInterest + cdd.accruedFees,
    totalValue: cdd.totalValue,
    totalValueUSD: cdd.totalValueUSD,
    twvUSD: cdd.twvUSD,
    totalDebtUSD: cdd.totalDebtUSD,
    healthFactorBps: cdd.totalDebtUSD === 0n ? undefined : (cdd.twvUSD * 10_000n) / cdd.totalDebtUSD,
    lastDebtUpdate,
    tokens: tokens.filter((t) => t.enabled || t.balance > 1n),
  };
}

/** DataCompressorV3's address, registered in AddressProviderV3 under "DATA_COMPRESSOR", version 300. */
export function getDataCompressor(publicClient: PublicClient, addressProvider: Address): Promise<Address> {
  return publicClient.readContract({
    address: addressProvider,
    abi: addressProviderAbi,
    functionName: 'getAddressOrRevert',
    args: [stringToHex('DATA_COMPRESSOR', { size: 32 }), 300n],
  });
}

/**
 * DataCompressorV3.getCreditAccountData is not a view (it can push price updates first), so it is
 * run with eth_call through simulateContract; nothing is sent on-chain.
 */
export async function readAccountFromDataCompressor(
  publicClient: PublicClient,
  dataCompressor: Address,
  creditAccount: Address,
) {
  const { result } = await publicClient.simulateContract({
    address: dataCompressor,
    abi: dataCompressorAbi,
    functionName: 'getCreditAccountData',
    args: [creditAccount, []],
  });
  if (!result.isSuccessful) {
    // Valuation reverted, typically on a stale pull-based price feed. Despite its name,
    // priceFeedsNeeded lists the enabled tokens whose price could not be read.
    console.warn('tokens whose price feed needs an update:', result.priceFeedsNeeded);
  }
  return {
    creditManager: result.creditManager,
    name: result.cmName,
    borrower: result.borrower,
    debt: result.debt,
    totalDebt: result.debt + result.accruedInterest + result.accruedFees,
    totalValue: result.totalValue,
    healthFactorBps: result.healthFactor,
    /** Pool's base interest rate (RAY). In DataCompressorV3 3.00, aggregatedBorrowRate adds the quota
     *  part only when `debt` is set, which happens after the rate is computed, so it equals this value. */
    baseBorrowRate: result.baseBorrowRate,
    balances: result.balances.filter((b) => b.isEnabled || b.balance > 1n),
  };
}

/** Every V3 account of `borrower` across all registered V3 credit managers. Heavy: one eth_call scans them all. */
export async function listAccountsOfBorrower(
  publicClient: PublicClient,
  dataCompressor: Address,
  borrower: Address,
) {
  const { result } = await publicClient.simulateContract({
    address: dataCompressor,
    abi: dataCompressorAbi,
    functionName: 'getCreditAccountsByBorrower',
    args: [borrower, []],
  });
  return result.map((a) => ({ creditAccount: a.addr, creditManager: a.creditManager, healthFactorBps: a.healthFactor }));
}
