// Entering and leaving a Convex farm from a credit account, as multicall entries:
// Curve LP -> Convex Booster (deposit + stake) -> BaseRewardPool (claim / withdraw and unwrap).
// Aura uses the same two adapter contracts (ConvexV1BoosterAdapter, ConvexV1BaseRewardPoolAdapter).
import { createPublicClient, encodeFunctionData, http, parseAbi, type Address, type Hex } from 'viem';

export interface MultiCall {
  target: Address;
  callData: Hex;
}

const boosterAdapterAbi = parseAbi([
  'function deposit(uint256 _pid, uint256 _amount, bool _stake) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  // Implementation order: pool id first, then the amount to keep. (The interface file names them the other way round.)
  'function depositDiff(uint256 _pid, uint256 leftoverAmount, bool _stake) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function withdrawDiff(uint256 _pid, uint256 leftoverAmount) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function pidToPhantomToken(uint256 pid) view returns (address)',
]);

const rewardPoolAdapterAbi = parseAbi([
  'function getReward() returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function withdrawDiffAndUnwrap(uint256 leftoverAmount, bool claim) returns (uint256 tokensToEnable, uint256 tokensToDisable)',
  'function stakedPhantomToken() view returns (address)',
  'function targetContract() view returns (address)',
]);

const baseRewardPoolAbi = parseAbi(['function pid() view returns (uint256)']);

/** Reads the Convex pool id from the reward pool behind a reward-pool adapter. */
export async function poolIdOf(rpcUrl: string, rewardPoolAdapter: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const rewardPool = await client.readContract({
    address: rewardPoolAdapter,
    abi: rewardPoolAdapterAbi,
    functionName: 'targetContract',
  });
  return client.readContract({ address: rewardPool, abi: baseRewardPoolAbi, functionName: 'pid' });
}

/**
 * Deposit all Curve LP of pool `pid` (keeping 1 wei) and stake it in one step.
 * The account receives the staked phantom token (stkcvx…), which the adapter enables.
 */
export function depositAndStakeAllCall(boosterAdapter: Address, pid: bigint): MultiCall {
  return {
    target: boosterAdapter,
    callData: encodeFunctionData({ abi: boosterAdapterAbi, functionName: 'depositDiff', args: [pid, 1n, true] }),
  };
}

/** Claim CRV, CVX and any extra rewards; the adapter enables every reward token it knows. */
export function claimCall(rewardPoolAdapter: Address): MultiCall {
  return {
    target: rewardPoolAdapter,
    callData: encodeFunctionData({ abi: rewardPoolAdapterAbi, functionName: 'getReward' }),
  };
}

/** Unstake everything (keeping 1 wei), unwrap to Curve LP and claim rewards on the way out. */
export function exitAllCall(rewardPoolAdapter: Address): MultiCall {
  return {
    target: rewardPoolAdapter,
    callData: encodeFunctionData({
      abi: rewardPoolAdapterAbi,
      functionName: 'withdrawDiffAndUnwrap',
      args: [1n, true],
    }),
  };
}
