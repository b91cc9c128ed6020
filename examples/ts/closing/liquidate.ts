// Check whether a credit account can be liquidated and liquidate it by paying in underlying:
// add enough underlying to cover the discounted account value, withdraw every other token to
// the liquidator, and let CreditFacadeV3.liquidateCreditAccount repay the pool.
// Phantom tokens (staked positions such as Convex) cannot be withdrawn; accounts holding them need
// an adapter call that unwinds the position, which this sketch does not add.
import {
  encodeFunctionData,
  maxUint256,
  parseAbi,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** CreditFacadeV3 (core-v3 contracts/interfaces/ICreditFacadeV3.sol). */
const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function creditManager() view returns (address)',
  'function expirable() view returns (bool)',
  'function expirationDate() view returns (uint40)',
  'function paused() view returns (bool)',
  'function canLiquidateWhilePaused(address) view returns (bool)',
  'function liquidateCreditAccount(address creditAccount, address to, MultiCall[] calls)',
]);

/** Multicall operations allowed during liquidation (core-v3 ICreditFacadeV3Multicall.sol). */
const facadeMulticallAbi = parseAbi([
  'function addCollateral(address token, uint256 amount)',
  'function withdrawCollateral(address token, uint256 amount, address to)',
]);

/** CreditManagerV3 (core-v3 contracts/interfaces/ICreditManagerV3.sol). */
const creditManagerAbi = parseAbi([
  'struct CollateralDebtData { uint256 debt; uint256 cumulativeIndexNow; uint256 cumulativeIndexLastUpdate; uint128 cumulativeQuotaInterest; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValue; uint256 totalValueUSD; uint256 twvUSD; uint256 enabledTokensMask; uint256 quotedTokensMask; address[] quotedTokens; address _poolQuotaKeeper; }',
  'function underlying() view returns (address)',
  'function calcDebtAndCollateral(address creditAccount, uint8 task) view returns (CollateralDebtData cdd)',
  'function isLiquidatable(address creditAccount, uint16 minHealthFactor) view returns (bool)',
  'function fees() view returns (uint16 feeInterest, uint16 feeLiquidation, uint16 liquidationDiscount, uint16 feeLiquidationExpired, uint16 liquidationDiscountExpired)',
  'function getTokenByMask(uint256 tokenMask) view returns (address token)',
]);

const erc20Abi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

/** CollateralCalcTask.DEBT_COLLATERAL: the mode the facade itself uses when liquidating. */
const DEBT_COLLATERAL = 3;
const PERCENTAGE_FACTOR = 10_000n;

export type MultiCall = { target: Address; callData: Hex };

export interface AccountHealth {
  creditManager: Address;
  underlying: Address;
  /** Health factor in basis points (10000 = 1.0); undefined when the account has no debt. */
  healthFactorBps: bigint | undefined;
  /** twvUSD < totalDebtUSD, exactly the facade's test. */
  isUnhealthy: boolean;
  /** The facade is expirable and its expiration date has passed. */
  isExpired: boolean;
  /** Non-zero debt and (unhealthy or expired): liquidateCreditAccount will not revert on eligibility. */
  liquidatable: boolean;
  /** Discount that applies: liquidationDiscount, or liquidationDiscountExpired for a healthy expired account. */
  discountBps: bigint;
  /** Oracle value of the enabled tokens, in underlying units. */
  totalValue: bigint;
  enabledTokensMask: bigint;
}

/** Reads the account as the facade will see it at the start of liquidateCreditAccount. */
export async function getAccountHealth(
  publicClient: PublicClient,
  creditFacade: Address,
  creditAccount: Address,
): Promise<AccountHealth> {
  const creditManager = await publicClient.readContract({
    address: creditFacade,
    abi: creditFacadeAbi,
    functionName: 'creditManager',
  });

  const [underlying, cdd, fees, expirable, expirationDate, block] = await Promise.all([
    publicClient.readContract({ address: creditManager, abi: creditManagerAbi, functionName: 'underlying' }),
    publicClient.readContract({
      address: creditManager,
      abi: creditManagerAbi,
      functionName: 'calcDebtAndCollateral',
      args: [creditAccount, DEBT_COLLATERAL],
    }),
    publicClient.readContract({ address: creditManager, abi: creditManagerAbi, functionName: 'fees' }),
    publicClient.readContract({ address: creditFacade, abi: creditFacadeAbi, functionName: 'expirable' }),
    publicClient.readContract({ address: creditFacade, abi: creditFacadeAbi, functionName: 'expirationDate' }),
    publicClient.getBlock(),
  ]);
  const [, , liquidationDiscount, , liquidationDiscountExpired] = fees;

  const isUnhealthy = cdd.twvUSD < cdd.totalDebtUSD;
  const isExpired = expirable && expirationDate !== 0 && block.timestamp >= BigInt(expirationDate);

  return {
    creditManager,
    underlying,
    healthFactorBps: cdd.totalDebtUSD === 0n ? undefined : (cdd.twvUSD * PERCENTAGE_FACTOR) / cdd.totalDebtUSD,
    isUnhealthy,
    isExpired,
    liquidatable: cdd.debt !== 0n && (isUnhealthy || isExpired),
    discountBps: BigInt(isUnhealthy ? liquidationDiscount : liquidationDiscountExpired),
    totalValue: cdd.totalValue,
    enabledTokensMask: cdd.enabledTokensMask,
  };
}

/** Cheaper yes/no check: CreditManagerV3.isLiquidatable stops summing collateral once it covers the debt. */
export function isBelowHealthFactor(
  publicClient: PublicClient,
  creditManager: Address,
  creditAccount: Address,
  minHealthFactorBps = 10_000,
): Promise<boolean> {
  return publicClient.readContract({
    address: creditManager,
    abi: creditManagerAbi,
    functionName: 'isLiquidatable',
    args: [creditAccount, minHealthFactorBps],
  });
}

/**
 * Liquidates `creditAccount`. The wallet pays `totalValue * discount` (less the underlying already on
 * the account) plus a buffer, and receives every other enabled token plus any unused underlying.
 * `bufferBps` (default 20 = 0.2%) covers price moves between this read and execution.
 */
export async function liquidate(
  publicClient: PublicClient,
  walletClient: WalletClient,
  creditFacade: Address,
  creditAccount: Address,
  bufferBps = 20n,
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const health = await getAccountHealth(publicClient, creditFacade, creditAccount);
  if (!health.liquidatable) throw new Error('account is neither unhealthy nor expired');

  const paused = await publicClient.readContract({ address: creditFacade, abi: creditFacadeAbi, functionName: 'paused' });
  if (paused) {
    const allowed = await publicClient.readContract({
      address: creditFacade,
      abi: creditFacadeAbi,
      functionName: 'canLiquidateWhilePaused',
      args: [account.address],
    });
    if (!allowed) throw new Error('facade is paused and this wallet is not an emergency liquidator');
  }

  // With all other tokens withdrawn, the account's underlying must reach totalValue * discount.
  const required = (health.totalValue * health.discountBps) / PERCENTAGE_FACTOR;
  const withBuffer = required + (required * bufferBps) / PERCENTAGE_FACTOR;
  const onAccount = await publicClient.readContract({
    address: health.underlying,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [creditAccount],
  });
  const topUp = withBuffer > onAccount ? withBuffer - onAccount : 0n;

  const calls: MultiCall[] = [];
  if (topUp > 0n) {
    calls.push({
      target: creditFacade,
      callData: encodeFunctionData({
        abi: facadeMulticallAbi,
        functionName: 'addCollateral',
        args: [health.underlying, topUp],
      }),
    });
  }

  // Every enabled token except the underlying (bit 0). Their balances may only decrease.
  for (let rest = health.enabledTokensMask & ~1n; rest !== 0n; ) {
    const mask = rest & -rest; // lowest set bit
    rest ^= mask;
    const token = await publicClient.readContract({
      address: health.creditManager,
      abi: creditManagerAbi,
      functionName: 'getTokenByMask',
      args: [mask],
    });
    calls.push({
      target: creditFacade,
      callData: encodeFunctionData({
        abi: facadeMulticallAbi,
        functionName: 'withdrawCollateral',
        args: [token, maxUint256, account.address],
      }),
    });
  }

  if (topUp > 0n) {
    // addCollateral pulls from the liquidator through the credit manager.
    const allowance = await publicClient.readContract({
      address: health.underlying,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, health.creditManager],
    });
    if (allowance < topUp) {
      const { request } = await publicClient.simulateContract({
        address: health.underlying,
        abi: erc20Abi,
        functionName: 'approve',
        args: [health.creditManager, topUp],
        account,
      });
      await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) });
    }
  }

  // `to` receives the underlying left after the pool and the account owner are paid.
  const { request } = await publicClient.simulateContract({
    address: creditFacade,
    abi: creditFacadeAbi,
    functionName: 'liquidateCreditAccount',
    args: [creditAccount, account.address, calls],
    account,
  });
  return walletClient.writeContract(request);
}
