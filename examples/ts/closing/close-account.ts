// Close a credit account in one transaction: drop quotas, repay all debt, withdraw every token.
// The closing multicall must leave the account with zero debt and no enabled tokens, otherwise
// CreditFacadeV3.closeCreditAccount reverts. Phantom tokens (staked positions such as Convex) cannot
// be withdrawn: unwind them through their adapter first.
import {
  encodeFunctionData,
  isAddressEqual,
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
  'function weth() view returns (address)',
  'function closeCreditAccount(address creditAccount, MultiCall[] calls) payable',
]);

/** Multicall operations (core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol). */
const facadeMulticallAbi = parseAbi([
  'function addCollateral(address token, uint256 amount)',
  'function decreaseDebt(uint256 amount)',
  'function updateQuota(address token, int96 quotaChange, uint96 minQuota)',
  'function withdrawCollateral(address token, uint256 amount, address to)',
  'function disableToken(address token)',
]);

/** CreditManagerV3 (core-v3 contracts/interfaces/ICreditManagerV3.sol). */
const creditManagerAbi = parseAbi([
  'struct CollateralDebtData { uint256 debt; uint256 cumulativeIndexNow; uint256 cumulativeIndexLastUpdate; uint128 cumulativeQuotaInterest; uint256 accruedInterest; uint256 accruedFees; uint256 totalDebtUSD; uint256 totalValue; uint256 totalValueUSD; uint256 twvUSD; uint256 enabledTokensMask; uint256 quotedTokensMask; address[] quotedTokens; address _poolQuotaKeeper; }',
  'function underlying() view returns (address)',
  'function calcDebtAndCollateral(address creditAccount, uint8 task) view returns (CollateralDebtData cdd)',
  'function enabledTokensMaskOf(address creditAccount) view returns (uint256)',
  'function quotedTokensMask() view returns (uint256)',
  'function collateralTokensCount() view returns (uint8)',
  'function getTokenByMask(uint256 tokenMask) view returns (address token)',
]);

const erc20Abi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

/** CollateralCalcTask.DEBT_ONLY: debt, accrued interest and fees, no collateral valuation. */
const DEBT_ONLY = 1;
/** type(int96).min: tells updateQuota to remove the whole quota. */
const REMOVE_QUOTA = -(2n ** 95n);

export type MultiCall = { target: Address; callData: Hex };

export interface CloseAccountParams {
  /** CreditFacadeV3 of the credit manager the account belongs to. */
  creditFacade: Address;
  /** The account to close; the wallet must be its owner. */
  creditAccount: Address;
  /** Receiver of everything withdrawn from the account. */
  recipient: Address;
  /**
   * Extra underlying to add on top of the shortfall, in basis points of the total debt, so that
   * interest accrued between this read and the block that includes the transaction is covered.
   * Whatever is not needed is withdrawn back to `recipient`. Default: 10 (0.1%).
   */
  bufferBps?: bigint;
  /**
   * WETH markets only: send the top-up as ETH. The facade wraps `msg.value` and sends the WETH to the
   * caller before the multicall runs; addCollateral then pulls it, so a WETH allowance to the credit
   * manager is still needed (this function sets it).
   */
  payWithEth?: boolean;
}

export interface ClosePlan {
  creditManager: Address;
  underlying: Address;
  /** Debt principal + accrued interest + fees, in underlying units, at the time of reading. */
  totalDebt: bigint;
  /** Underlying the wallet adds to the account (0 if the account already holds enough). */
  topUp: bigint;
  calls: MultiCall[];
}

/** Reads the account and builds the closing multicall. */
export async function planClose(publicClient: PublicClient, p: CloseAccountParams): Promise<ClosePlan> {
  const creditManager = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'creditManager',
  });
  const read = <F extends 'underlying' | 'quotedTokensMask' | 'collateralTokensCount'>(functionName: F) =>
    publicClient.readContract({ address: creditManager, abi: creditManagerAbi, functionName });

  const [underlying, quotedTokensMask, tokensCount, enabledMask, cdd] = await Promise.all([
    read('underlying'),
    read('quotedTokensMask'),
    read('collateralTokensCount'),
    publicClient.readContract({
      address: creditManager,
      abi: creditManagerAbi,
      functionName: 'enabledTokensMaskOf',
      args: [p.creditAccount],
    }),
    publicClient.readContract({
      address: creditManager,
      abi: creditManagerAbi,
      functionName: 'calcDebtAndCollateral',
      args: [p.creditAccount, DEBT_ONLY],
    }),
  ]);

  // Every collateral token with its mask (bit i) and the account's balance of it.
  const tokens = await Promise.all(
    Array.from({ length: tokensCount }, async (_, i) => {
      const mask = 1n << BigInt(i);
      const token =
        mask === 1n
          ? underlying
          : await publicClient.readContract({
              address: creditManager,
              abi: creditManagerAbi,
              functionName: 'getTokenByMask',
              args: [mask],
            });
      const balance = await publicClient.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [p.creditAccount],
      });
      return { mask, token, balance };
    }),
  );

  const call = (callData: Hex): MultiCall => ({ target: p.creditFacade, callData });
  const calls: MultiCall[] = [];
  const quotedEnabled = enabledMask & quotedTokensMask;
  const totalDebt = cdd.debt + cdd.accruedInterest + cdd.accruedFees;

  // 1. Remove quotas while the debt is still non-zero (updateQuota reverts on zero-debt accounts,
  //    and a full repayment reverts while any quota is active). This also disables the tokens.
  if (cdd.debt > 0n) {
    for (const t of tokens) {
      if ((quotedEnabled & t.mask) === 0n) continue;
      calls.push(
        call(
          encodeFunctionData({
            abi: facadeMulticallAbi,
            functionName: 'updateQuota',
            args: [t.token, REMOVE_QUOTA, 0n],
          }),
        ),
      );
    }
  }

  // 2. The repayment comes out of the account's underlying balance: add the shortfall plus a buffer.
  const underlyingBalance = tokens[0]?.balance ?? 0n;
  const needed = cdd.debt > 0n ? totalDebt + (totalDebt * (p.bufferBps ?? 10n)) / 10_000n : 0n;
  const topUp = needed > underlyingBalance ? needed - underlyingBalance : 0n;
  if (topUp > 0n) {
    calls.push(
      call(encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'addCollateral', args: [underlying, topUp] })),
    );
  }

  // 3. Repay everything: any amount at or above the total debt is capped to it.
  if (cdd.debt > 0n) {
    calls.push(call(encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'decreaseDebt', args: [maxUint256] })));
  }

  // 4. Withdraw every token the account holds (enabled or not: leftovers would stay on the account
  //    when the factory reuses it), and disable enabled tokens that have nothing to withdraw.
  for (const t of tokens) {
    const balance = t.mask === 1n ? underlyingBalance + topUp - (cdd.debt > 0n ? totalDebt : 0n) : t.balance;
    if (balance > 1n) {
      calls.push(
        call(
          encodeFunctionData({
            abi: facadeMulticallAbi,
            functionName: 'withdrawCollateral',
            args: [t.token, maxUint256, p.recipient],
          }),
        ),
      );
    } else if ((enabledMask & t.mask) !== 0n && (quotedEnabled & t.mask) === 0n) {
      calls.push(call(encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'disableToken', args: [t.token] })));
    }
  }

  return { creditManager, underlying, totalDebt, topUp, calls };
}

/** Approves the top-up to the credit manager if needed, simulates and sends closeCreditAccount. */
export async function closeAccount(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: CloseAccountParams,
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const plan = await planClose(publicClient, p);

  let value = 0n;
  if (p.payWithEth) {
    const weth = await publicClient.readContract({ address: p.creditFacade, abi: creditFacadeAbi, functionName: 'weth' });
    if (!isAddressEqual(weth, plan.underlying)) throw new Error('payWithEth needs a WETH credit manager');
    value = plan.topUp;
  }

  if (plan.topUp > 0n) {
    // addCollateral transfers from the caller to the account through the credit manager.
    const allowance = await publicClient.readContract({
      address: plan.underlying,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, plan.creditManager],
    });
    if (allowance < plan.topUp) {
      const { request } = await publicClient.simulateContract({
        address: plan.underlying,
        abi: erc20Abi,
        functionName: 'approve',
        args: [plan.creditManager, plan.topUp],
        account,
      });
      await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) });
    }
  }

  const { request } = await publicClient.simulateContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'closeCreditAccount',
    args: [p.creditAccount, plan.calls],
    value,
    account,
  });
  return walletClient.writeContract(request);
}
