// Balancer V2 Vault adapter calls (BalancerV2VaultAdapter) encoded as multicall entries.
import { encodeFunctionData, parseAbi, zeroAddress, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

/** Balancer `SwapKind`: 0 = GIVEN_IN, 1 = GIVEN_OUT */
export const GIVEN_IN = 0;
export const GIVEN_OUT = 1;

const balancerAdapterAbi = parseAbi([
  'struct SingleSwap { bytes32 poolId; uint8 kind; address assetIn; address assetOut; uint256 amount; bytes userData; }',
  'struct FundManagement { address sender; bool fromInternalBalance; address recipient; bool toInternalBalance; }',
  'struct SingleSwapDiff { bytes32 poolId; uint256 leftoverAmount; address assetIn; address assetOut; bytes userData; }',
  'function swap(SingleSwap singleSwap, FundManagement fundManagement, uint256 limit, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function swapDiff(SingleSwapDiff singleSwapDiff, uint256 limitRateRAY, uint256 deadline) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function joinPoolSingleAssetDiff(bytes32 poolId, address assetIn, uint256 leftoverAmount, uint256 minRateRAY) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function exitPoolSingleAsset(bytes32 poolId, address assetOut, uint256 amountIn, uint256 minAmountOut) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function poolStatus(bytes32 poolId) view returns (uint8)',
]);

// The adapter replaces FundManagement with (creditAccount, false, creditAccount, false); any value works here.
const IGNORED_FUNDS = {
  sender: zeroAddress,
  fromInternalBalance: false,
  recipient: zeroAddress,
  toInternalBalance: false,
} as const;

/** GIVEN_IN swap of `amount` assetIn for at least `minOut` assetOut in one pool. */
export function swapGivenInCall(
  adapter: Address,
  p: { poolId: Hex; assetIn: Address; assetOut: Address; amount: bigint; minOut: bigint; deadline: bigint },
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: balancerAdapterAbi,
      functionName: 'swap',
      args: [
        { poolId: p.poolId, kind: GIVEN_IN, assetIn: p.assetIn, assetOut: p.assetOut, amount: p.amount, userData: '0x' },
        IGNORED_FUNDS,
        p.minOut,
        p.deadline,
      ],
    }),
  };
}

/** Swap the account's assetIn balance except `leftoverAmount`; min output = amount * limitRateRAY / 1e27. */
export function swapDiffCall(
  adapter: Address,
  p: { poolId: Hex; assetIn: Address; assetOut: Address; leftoverAmount: bigint; limitRateRAY: bigint; deadline: bigint },
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: balancerAdapterAbi,
      functionName: 'swapDiff',
      args: [
        { poolId: p.poolId, leftoverAmount: p.leftoverAmount, assetIn: p.assetIn, assetOut: p.assetOut, userData: '0x' },
        p.limitRateRAY,
        p.deadline,
      ],
    }),
  };
}

/** Deposit the account's `assetIn` (minus leftover) into pool `poolId` for BPT; pool status must be ALLOWED. */
export function joinSingleAssetDiffCall(
  adapter: Address,
  poolId: Hex,
  assetIn: Address,
  leftoverAmount: bigint,
  minRateRAY: bigint,
): MultiCall {
  return {
    target: adapter,
    callData: encodeFunctionData({
      abi: balancerAdapterAbi,
      functionName: 'joinPoolSingleAssetDiff',
      args: [poolId, assetIn, leftoverAmount, minRateRAY],
    }),
  };
}
