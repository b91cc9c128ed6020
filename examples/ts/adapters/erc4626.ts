// ERC-4626 vault adapter calls (ERC4626Adapter; used for sDAI as MAKER_DSR_VAULT and sUSDe as
// STAKED_USDE_VAULT on mainnet) encoded as multicall entries.
import { encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

const erc4626AdapterAbi = parseAbi([
  'function deposit(uint256 assets, address) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function depositDiff(uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function mint(uint256 shares, address) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function withdraw(uint256 assets, address, address) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function redeem(uint256 shares, address, address) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function redeemDiff(uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
]);

/** Deposit `assets` of the vault's asset; the receiver argument is ignored (shares go to the account). */
export function depositCall(adapter: Address, assets: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: erc4626AdapterAbi, functionName: 'deposit', args: [assets, zeroAddress] }),
  };
}

/** Deposit everything except `leftoverAmount` of the asset. */
export function depositDiffCall(adapter: Address, leftoverAmount: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: erc4626AdapterAbi, functionName: 'depositDiff', args: [leftoverAmount] }),
  };
}

/** Redeem all shares except `leftoverAmount`; with 0 or 1 the adapter disables the share token. */
export function redeemDiffCall(adapter: Address, leftoverAmount: bigint): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({ abi: erc4626AdapterAbi, functionName: 'redeemDiff', args: [leftoverAmount] }),
  };
}
