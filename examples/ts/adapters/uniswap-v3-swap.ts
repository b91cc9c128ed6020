// Uniswap V3 adapter calls (UniswapV3Adapter) encoded as multicall entries, then sent through
// CreditFacadeV3.multicall. The same adapter contract serves PancakeSwap V3 on mainnet.
import {
  encodeFunctionData,
  encodePacked,
  parseAbi,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Hex,
  type Transport,
  type WalletClient,
} from 'viem';

/** One entry of a multicall: `target` is the adapter, never the router itself. */
export interface MultiCall {
  target: Address;
  callData: Hex;
}

const RAY = 10n ** 27n;

const uniswapV3AdapterAbi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactDiffInputParams { bytes path; uint256 deadline; uint256 leftoverAmount; uint256 rateMinRAY; }',
  'function exactInputSingle(ExactInputSingleParams params) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function exactDiffInput(ExactDiffInputParams params) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
]);

const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function multicall(address creditAccount, MultiCall[] calls) payable',
]);

/**
 * Packs a Uniswap V3 path: token, 3-byte fee, token, ... The adapter accepts 1 to 3 hops
 * (43, 66 or 89 bytes) and checks every hop against its pool allowlist.
 */
export function encodePath(tokens: readonly Address[], fees: readonly number[]): Hex {
  if (tokens.length !== fees.length + 1 || fees.length < 1 || fees.length > 3) {
    throw new Error('a path needs 2 to 4 tokens and one fee per hop');
  }
  const types: ('address' | 'uint24')[] = [];
  const values: (Address | number)[] = [];
  tokens.forEach((token, i) => {
    types.push('address');
    values.push(token);
    const fee = fees[i];
    if (fee !== undefined) {
      types.push('uint24');
      values.push(fee);
    }
  });
  return encodePacked(types, values);
}

/**
 * `rateMinRAY` for the diff functions: the smallest acceptable output per unit of input, both in the
 * tokens' smallest units, scaled by 1e27. The adapter computes `amountOutMinimum = amountIn * rateMinRAY / 1e27`.
 * `quotedOut` is what a quote returned for `quotedIn`; `slippageBps` is in basis points (50 = 0.5%).
 */
export function rateMinRay(quotedIn: bigint, quotedOut: bigint, slippageBps: bigint): bigint {
  return (quotedOut * (10_000n - slippageBps) * RAY) / (quotedIn * 10_000n);
}

/** Swap an exact amount through one pool. `recipient` is overwritten by the adapter with the credit account. */
export function exactInputSingleCall(
  adapter: Address,
  creditAccount: Address,
  p: { tokenIn: Address; tokenOut: Address; fee: number; amountIn: bigint; amountOutMinimum: bigint; deadline: bigint },
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: uniswapV3AdapterAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: p.tokenIn,
          tokenOut: p.tokenOut,
          fee: p.fee,
          recipient: creditAccount,
          deadline: p.deadline,
          amountIn: p.amountIn,
          amountOutMinimum: p.amountOutMinimum,
          sqrtPriceLimitX96: 0n,
        },
      ],
    }),
  };
}

/**
 * Swap the account's whole balance of the path's first token, minus `leftoverAmount`, along `path`.
 * With `leftoverAmount` of 0 or 1 the adapter also reports the input token for disabling.
 */
export function exactDiffInputCall(
  adapter: Address,
  p: { path: Hex; leftoverAmount: bigint; rateMinRAY: bigint; deadline: bigint },
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: uniswapV3AdapterAbi, functionName: 'exactDiffInput', args: [p] }),
  };
}

/** Sends the calls in one CreditFacadeV3.multicall; the facade runs the collateral check at the end. */
export async function sendMulticall(
  wallet: WalletClient<Transport, Chain, Account>,
  creditFacade: Address,
  creditAccount: Address,
  calls: readonly MultiCall[],
): Promise<Hash> {
  return wallet.writeContract({
    address: creditFacade,
    abi: creditFacadeAbi,
    functionName: 'multicall',
    args: [creditAccount, calls],
  });
}
