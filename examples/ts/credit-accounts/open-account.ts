// Open a leveraged credit account in one transaction:
// add underlying collateral, borrow, swap the whole amount on Uniswap V3 through the
// Gearbox adapter, and buy a quota for the token received.
import {
  encodeFunctionData,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** CreditFacadeV3 entry points used here (core-v3 contracts/interfaces/ICreditFacadeV3.sol). */
export const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function creditManager() view returns (address)',
  'function debtLimits() view returns (uint128 minDebt, uint128 maxDebt)',
  'function openCreditAccount(address onBehalfOf, MultiCall[] calls, uint256 referralCode) payable returns (address creditAccount)',
  'event OpenCreditAccount(address indexed creditAccount, address indexed onBehalfOf, address indexed caller, uint256 referralCode)',
]);

/** Multicall operations (core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol). */
export const facadeMulticallAbi = parseAbi([
  'function addCollateral(address token, uint256 amount)',
  'function increaseDebt(uint256 amount)',
  'function updateQuota(address token, int96 quotaChange, uint96 minQuota)',
]);

/** UniswapV3Adapter.exactInputSingle (integrations-v3 contracts/interfaces/uniswap/IUniswapV3Adapter.sol). */
export const uniswapV3AdapterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
]);

const erc20Abi = parseAbi([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);

export type MultiCall = { target: Address; callData: Hex };

export interface OpenAccountParams {
  /** CreditFacadeV3 of the credit manager to open the account in. */
  creditFacade: Address;
  /** The credit manager's underlying token (the pool's asset). */
  underlying: Address;
  /** Collateral to add, in underlying units (e.g. 6 decimals for USDC). */
  collateral: bigint;
  /** Amount to borrow, in underlying units; must be within the facade's debt limits. */
  debt: bigint;
  /** The credit manager's adapter for the Uniswap V3 router. */
  uniswapV3Adapter: Address;
  /** Token to buy; must be a collateral token of the credit manager. */
  tokenOut: Address;
  /** Uniswap V3 pool fee tier, e.g. 500 for 0.05%. */
  poolFee: number;
  /** Minimum amount of `tokenOut` to receive, in `tokenOut` units. */
  amountOutMinimum: bigint;
  /** Quota to buy for `tokenOut`, in underlying units (rounded down to a multiple of 10000 below). */
  quota: bigint;
  /** Unix time after which the swap reverts. Defaults to 10 minutes from now. */
  deadline?: bigint;
  referralCode?: bigint;
}

/** Builds the opening multicall. Every facade operation targets the facade itself. */
export function buildOpenAccountCalls(p: OpenAccountParams): MultiCall[] {
  const deadline = p.deadline ?? BigInt(Math.floor(Date.now() / 1000) + 600);
  // A facade of version 301 rounds quota changes down to a multiple of 10000 units (one of version 300
  // does not); rounding here keeps minQuota == quotaChange satisfiable on both.
  const quota = (p.quota / 10_000n) * 10_000n;
  return [
    {
      target: p.creditFacade,
      callData: encodeFunctionData({
        abi: facadeMulticallAbi,
        functionName: 'addCollateral',
        args: [p.underlying, p.collateral],
      }),
    },
    {
      target: p.creditFacade,
      callData: encodeFunctionData({ abi: facadeMulticallAbi, functionName: 'increaseDebt', args: [p.debt] }),
    },
    {
      // Adapter calls target the adapter. The adapter replaces `recipient` with the credit account
      // (whose address is not known before opening), so the value passed here is ignored.
      target: p.uniswapV3Adapter,
      callData: encodeFunctionData({
        abi: uniswapV3AdapterAbi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: p.underlying,
            tokenOut: p.tokenOut,
            fee: p.poolFee,
            recipient: zeroAddress,
            deadline,
            amountIn: p.collateral + p.debt,
            amountOutMinimum: p.amountOutMinimum,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    },
    {
      // Quota changes need non-zero debt, so this call comes after `increaseDebt`.
      // minQuota = quota: revert rather than accept a quota cut down by the token's limit.
      target: p.creditFacade,
      callData: encodeFunctionData({
        abi: facadeMulticallAbi,
        functionName: 'updateQuota',
        args: [p.tokenOut, quota, quota],
      }),
    },
  ];
}

/**
 * Checks the debt limits, approves the collateral to the credit manager (not the facade),
 * simulates the opening, sends it and reads the new account from the OpenCreditAccount event.
 */
export async function openAccount(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: OpenAccountParams,
): Promise<{ hash: Hash; creditAccount: Address }> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const [minDebt, maxDebt] = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'debtLimits',
  });
  if (p.debt < minDebt || p.debt > maxDebt) {
    throw new Error(`debt must be between ${minDebt} and ${maxDebt}`);
  }

  // The credit manager pulls collateral with transferFrom, so it is the spender to approve.
  const creditManager = await publicClient.readContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'creditManager',
  });
  const allowance = await publicClient.readContract({
    address: p.underlying,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account.address, creditManager],
  });
  if (allowance < p.collateral) {
    const { request } = await publicClient.simulateContract({
      address: p.underlying,
      abi: erc20Abi,
      functionName: 'approve',
      args: [creditManager, p.collateral],
      account,
    });
    await publicClient.waitForTransactionReceipt({ hash: await walletClient.writeContract(request) });
  }

  // Simulation runs the whole multicall and the collateral check, so most mistakes surface here.
  const { request } = await publicClient.simulateContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'openCreditAccount',
    args: [account.address, buildOpenAccountCalls(p), p.referralCode ?? 0n],
    account,
  });
  const hash = await walletClient.writeContract(request);

  // Accounts are reused from a queue, so the simulated address may not be the one you get:
  // take it from the event in the receipt.
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  const [opened] = parseEventLogs({
    abi: creditFacadeAbi,
    eventName: 'OpenCreditAccount',
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, p.creditFacade)),
  });
  if (!opened) throw new Error('OpenCreditAccount event not found');
  return { hash, creditAccount: opened.args.creditAccount };
}
