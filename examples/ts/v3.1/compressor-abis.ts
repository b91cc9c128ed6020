// The periphery-v3 compressors' 3.10 ABIs (periphery-v3 v1.8.0, contracts/interfaces and contracts/types),
// written as viem human-readable fragments. The structs are the ones in contracts/types/*.sol, field for field;
// a missing or reordered field would make viem decode the answer wrongly, so every field is written out.
import { parseAbi } from 'viem';

/** Structs shared by the compressors (types/BaseState.sol, types/Filters.sol). */
const BASE = [
  'struct BaseParams { address addr; uint256 version; bytes32 contractType; bytes serializedParams; }',
  'struct BaseState { BaseParams baseParams; }',
  'struct MarketFilter { address[] configurators; address[] pools; address underlying; }',
  'struct CreditManagerFilter { address[] configurators; address[] creditManagers; address[] pools; address underlying; }',
  'struct CreditAccountFilter { address owner; bool includeZeroDebt; uint256 minHealthFactor; uint256 maxHealthFactor; bool reverting; }',
] as const;

/** types/MarketData.sol, types/CreditSuiteData.sol, types/PriceOracleState.sol, types/TokenData.sol. */
const MARKET = [
  'struct CreditManagerDebtParams { address creditManager; uint256 borrowed; uint256 limit; uint256 available; }',
  'struct PoolState { BaseParams baseParams; string symbol; string name; uint8 decimals; uint256 totalSupply; address quotaKeeper; address interestRateModel; address underlying; uint256 availableLiquidity; uint256 expectedLiquidity; uint256 baseInterestIndex; uint256 baseInterestRate; uint256 dieselRate; uint256 supplyRate; uint256 withdrawFee; uint256 totalBorrowed; uint256 totalDebtLimit; CreditManagerDebtParams[] creditManagerDebtParams; uint256 baseInterestIndexLU; uint256 expectedLiquidityLU; uint256 quotaRevenue; uint40 lastBaseInterestUpdate; uint40 lastQuotaRevenueUpdate; bool isPaused; }',
  'struct QuotaTokenParams { address token; uint16 rate; uint192 cumulativeIndexLU; uint16 quotaIncreaseFee; uint96 totalQuoted; uint96 limit; bool isActive; }',
  'struct QuotaKeeperState { BaseParams baseParams; address rateKeeper; QuotaTokenParams[] quotas; address[] creditManagers; uint40 lastQuotaRateUpdate; }',
  'struct Rate { address token; uint16 rate; }',
  'struct RateKeeperState { BaseParams baseParams; Rate[] rates; }',
  'struct PriceFeedMapEntry { address token; bool reserve; address priceFeed; uint32 stalenessPeriod; }',
  'struct PriceFeedAnswer { int256 price; uint256 updatedAt; bool success; }',
  'struct PriceFeedTreeNode { BaseParams baseParams; string description; uint8 decimals; bool skipCheck; bool updatable; address[] underlyingFeeds; uint32[] underlyingStalenessPeriods; PriceFeedAnswer answer; }',
  'struct PriceOracleState { BaseParams baseParams; PriceFeedMapEntry[] priceFeedMap; PriceFeedTreeNode[] priceFeedTree; }',
  'struct TokenData { address addr; string symbol; string name; uint8 decimals; }',
  'struct AdapterState { BaseParams baseParams; address targetContract; }',
  'struct CollateralToken { address token; uint16 liquidationThreshold; }',
  'struct CreditFacadeState { BaseParams baseParams; address degenNFT; address botList; bool expirable; uint40 expirationDate; uint8 maxDebtPerBlockMultiplier; uint256 minDebt; uint256 maxDebt; uint256 forbiddenTokensMask; bool isPaused; }',
  'struct CreditManagerState { BaseParams baseParams; string name; address accountFactory; address underlying; address pool; address creditFacade; address creditConfigurator; uint8 maxEnabledTokens; CollateralToken[] collateralTokens; uint16 feeInterest; uint16 feeLiquidation; uint16 liquidationDiscount; uint16 feeLiquidationExpired; uint16 liquidationDiscountExpired; }',
  'struct CreditSuiteData { CreditFacadeState creditFacade; CreditManagerState creditManager; BaseState creditConfigurator; BaseState accountFactory; AdapterState[] adapters; }',
  'struct MarketData { address acl; address contractsRegister; address treasury; PoolState pool; QuotaKeeperState quotaKeeper; BaseState interestRateModel; RateKeeperState rateKeeper; PriceOracleState priceOracle; BaseState lossPolicy; TokenData[] tokens; CreditSuiteData[] creditManagers; address configurator; address[] pausableAdmins; address[] unpausableAdmins; address[] emergencyLiquidators; }',
] as const;

/** types/CreditAccountState.sol. */
const ACCOUNT = [
  'struct TokenInfo { address token; uint256 mask; uint256 balance; uint256 quota; bool success; }',
  'struct CreditAccountData { address creditAccount; address creditManager; address creditFacade; address underlying; address owner; uint40 expirationDate; uint256 enabledTokensMask; uint256 debt; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValueUSD; uint256 twvUSD; uint256 totalValue; uint256 healthFactor; bool success; TokenInfo[] tokens; }',
] as const;

/** IMarketCompressor (interfaces/IMarketCompressor.sol). */
export const marketCompressorAbi = parseAbi([
  ...BASE,
  ...MARKET,
  'function version() view returns (uint256)',
  'function getMarkets(MarketFilter filter) view returns (MarketData[])',
  'function getMarketData(address pool, address configurator) view returns (MarketData)',
  'function getPoolState(address pool) view returns (PoolState)',
]);

/** ICreditSuiteCompressor (interfaces/ICreditSuiteCompressor.sol). */
export const creditSuiteCompressorAbi = parseAbi([
  ...BASE,
  ...MARKET,
  'function getCreditSuites(CreditManagerFilter filter) view returns (CreditSuiteData[])',
  'function getCreditSuiteData(address creditManager) view returns (CreditSuiteData)',
]);

/** ICreditAccountCompressor (interfaces/ICreditAccountCompressor.sol). */
export const creditAccountCompressorAbi = parseAbi([
  ...BASE,
  ...ACCOUNT,
  'function getCreditAccountData(address creditAccount) view returns (CreditAccountData)',
  'function getCreditAccounts(address creditManager, CreditAccountFilter caFilter, uint256 offset) view returns (CreditAccountData[] data, uint256 nextOffset)',
  'function countCreditAccounts(address creditManager, CreditAccountFilter caFilter) view returns (uint256)',
]);

/** IPriceFeedCompressor (interfaces/IPriceFeedCompressor.sol). */
export const priceFeedCompressorAbi = parseAbi([
  ...BASE,
  'function getUpdatablePriceFeeds(MarketFilter filter) view returns (BaseParams[])',
]);
