// Uniswap V2 adapter calls (UniswapV2Adapter, also used for Sushiswap and Fraxswap routers)
// encoded as multicall entries for CreditFacadeV3.multicall.
import { encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

const uniswapV2AdapterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function swapDiffTokensForTokens(uint256 leftoverAmount, uint256 rateMinRAY, address[] path, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function isPairAllowed(address token0, address token1) view returns (bool)',
]);

/**
 * Exact-input swap along `path` (2 to 4 tokens, every pair allowlisted in the adapter).
 * The fourth argument is the router's `to`; the adapter ignores it and uses the credit account.
 */
export function swapExactTokensForTokensCall(
  adapter: Address,
  amountIn: bigint,
  amountOutMin: bigint,
  path: readonly Address[],
  deadline: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: uniswapV2AdapterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, path, zeroAddress, deadline],
    }),
  };
}

/** Swap the account's whole balance of path[0] except `leftoverAmount`; min output = amount * rateMinRAY / 1e27. */
export function swapDiffTokensForTokensCall(
  adapter: Address,
  leftoverAmount: bigint,
  rateMinRAY: bigint,
  path: readonly Address[],
  deadline: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: uniswapV2AdapterAbi,
      functionName: 'swapDiffTokensForTokens',
      args: [leftoverAmount, rateMinRAY, path, deadline],
    }),
  };
}
