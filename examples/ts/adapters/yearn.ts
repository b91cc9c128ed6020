// Yearn V2 vault adapter calls (YearnV2Adapter) encoded as multicall entries.
import { encodeFunctionData, parseAbi, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

const yearnAdapterAbi = parseAbi([
  'function deposit(uint256 amount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function depositDiff(uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function withdraw(uint256 maxShares) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function withdrawDiff(uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
]);

/** Put all of the vault's underlying on the account (keeping 1 wei) into the vault. */
export function depositAllCall(yearnAdapter: Address): MultiCall {
  return {
    target: yearnAdapter,
    callData: encodeFunctionData({ abi: yearnAdapterAbi, functionName: 'depositDiff', args: [1n] }),
  };
}

/** Burn `shares` yTokens for underlying. */
export function withdrawCall(yearnAdapter: Address, shares: bigint): MultiCall {
  return {
    target: yearnAdapter,
    callData: encodeFunctionData({ abi: yearnAdapterAbi, functionName: 'withdraw', args: [shares] }),
  };
}

/** Burn all yTokens (keeping 1 wei); the adapter disables the yToken. */
export function withdrawAllCall(yearnAdapter: Address): MultiCall {
  return {
    target: yearnAdapter,
    callData: encodeFunctionData({ abi: yearnAdapterAbi, functionName: 'withdrawDiff', args: [1n] }),
  };
}
