// Curve adapter calls (CurveV1Adapter2Assets / 3Assets / StableNG / StETH share these functions)
// encoded as multicall entries for CreditFacadeV3.multicall.
import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';

/** One entry of a multicall: `target` is the Curve adapter, not the pool. */
export interface MultiCall {
  target: Address;
  callData: Hex;
}

// Only the uint256-index overloads are declared here; the adapter translates them to whichever
// signature the pool really has (int128 for most stable pools, uint256 for crypto pools).
const curveAdapterAbi = parseAbi([
  'function exchange(uint256 i, uint256 j, uint256 dx, uint256 min_dy) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function exchange_diff(uint256 i, uint256 j, uint256 leftoverAmount, uint256 rateMinRAY) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function add_diff_liquidity_one_coin(uint256 leftoverAmount, uint256 i, uint256 rateMinRAY) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function remove_liquidity_one_coin(uint256 amount, uint256 i, uint256 minAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function token2() view returns (address)',
  'function token3() view returns (address)',
]);

/**
 * Exchange `dx` of coin `i` for at least `minDy` of coin `j`. Indexes are the pool's coin order,
 * which the adapter exposes as token0()..token3() (e.g. the mainnet 3pool: DAI 0, USDC 1, USDT 2).
 */
export function exchangeCall(adapter: Address, i: bigint, j: bigint, dx: bigint, minDy: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: curveAdapterAbi, functionName: 'exchange', args: [i, j, dx, minDy] }),
  };
}

/**
 * Exchange everything the account holds of coin `i` except `leftoverAmount`.
 * `rateMinRAY` = minimum units of coin j per unit of coin i (smallest units) * 1e27;
 * the adapter sets min_dy = dx * rateMinRAY / 1e27.
 */
export function exchangeDiffCall(
  adapter: Address,
  i: bigint,
  j: bigint,
  leftoverAmount: bigint,
  rateMinRAY: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: curveAdapterAbi,
      functionName: 'exchange_diff',
      args: [i, j, leftoverAmount, rateMinRAY],
    }),
  };
}

/** Deposit the account's coin `i` (minus `leftoverAmount`) into the pool for LP tokens. */
export function addDiffLiquidityOneCoinCall(
  adapter: Address,
  leftoverAmount: bigint,
  i: bigint,
  rateMinRAY: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: curveAdapterAbi,
      functionName: 'add_diff_liquidity_one_coin',
      args: [leftoverAmount, i, rateMinRAY],
    }),
  };
}

/** Burn `amount` LP tokens for coin `i`, receiving at least `minAmount`. */
export function removeLiquidityOneCoinCall(adapter: Address, amount: bigint, i: bigint, minAmount: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: curveAdapterAbi,
      functionName: 'remove_liquidity_one_coin',
      args: [amount, i, minAmount],
    }),
  };
}

/** Example: swap 1,000 USDC (index 1, 6 decimals) for at least 995 USDT (index 2) in a 3pool-style pool. */
export function usdcToUsdtExample(curve3poolAdapter: Address): MultiCall {
  return exchangeCall(curve3poolAdapter, 1n, 2n, 1_000n * 10n ** 6n, 995n * 10n ** 6n);
}
