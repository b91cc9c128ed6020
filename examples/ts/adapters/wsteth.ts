// wstETH adapter calls (WstETHV1Adapter; target is the wstETH token) encoded as multicall entries.
import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

const wstethAdapterAbi = parseAbi([
  'function wrap(uint256 amount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function wrapDiff(uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function unwrap(uint256 amount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function unwrapDiff(uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
]);

/** Wrap all stETH on the account except `leftoverAmount` into wstETH. */
export function wrapDiffCall(adapter: Address, leftoverAmount: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: wstethAdapterAbi, functionName: 'wrapDiff', args: [leftoverAmount] }),
  };
}

/** Unwrap `amount` wstETH (18 decimals) into stETH. */
export function unwrapCall(adapter: Address, amount: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: wstethAdapterAbi, functionName: 'unwrap', args: [amount] }),
  };
}
