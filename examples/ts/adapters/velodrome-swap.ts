// Velodrome V2 router adapter calls (VelodromeV2RouterAdapter, Optimism) encoded as multicall entries.
import { encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

/** One hop: which pool (from, to, stable or volatile, factory) to trade through. */
export interface Route {
  from: Address;
  to: Address;
  stable: boolean;
  factory: Address;
}

const velodromeV2AdapterAbi = parseAbi([
  'struct Route { address from; address to; bool stable; address factory; }',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, Route[] routes, address, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function swapDiffTokensForTokens(uint256 leftoverAmount, uint256 rateMinRAY, Route[] routes, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function isPoolAllowed(address token0, address token1, bool stable, address factory) view returns (bool)',
]);

/** Exact-input swap through 1 to 3 chained routes; the recipient argument is ignored by the adapter. */
export function swapExactTokensForTokensCall(
  adapter: Address,
  amountIn: bigint,
  amountOutMin: bigint,
  routes: readonly Route[],
  deadline: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: velodromeV2AdapterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, amountOutMin, routes, zeroAddress, deadline],
    }),
  };
}

/** Swap the account's balance of routes[0].from except `leftoverAmount`. */
export function swapDiffTokensForTokensCall(
  adapter: Address,
  leftoverAmount: bigint,
  rateMinRAY: bigint,
  routes: readonly Route[],
  deadline: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: velodromeV2AdapterAbi,
      functionName: 'swapDiffTokensForTokens',
      args: [leftoverAmount, rateMinRAY, routes, deadline],
    }),
  };
}
