// Read, raise, lower or remove a credit account's quota for a token.
import {
  encodeFunctionData,
  parseAbi,
  type Address,
  type Hash,
  type PublicClient,
  type WalletClient,
} from 'viem';

/** core-v3 contracts/interfaces/ICreditFacadeV3.sol */
export const creditFacadeAbi = parseAbi([
  'struct MultiCall { address target; bytes callData; }',
  'function creditManager() view returns (address)',
  'function multicall(address creditAccount, MultiCall[] calls) payable',
]);

/** core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol */
export const facadeMulticallAbi = parseAbi([
  'function updateQuota(address token, int96 quotaChange, uint96 minQuota)',
]);

/** core-v3 contracts/interfaces/ICreditManagerV3.sol and IPoolQuotaKeeperV3.sol */
const creditManagerAbi = parseAbi(['function poolQuotaKeeper() view returns (address)']);
const poolQuotaKeeperAbi = parseAbi([
  'function getQuota(address creditAccount, address token) view returns (uint96 quota, uint192 cumulativeIndexLU)',
  'function getTokenQuotaParams(address token) view returns (uint16 rate, uint192 cumulativeIndexLU, uint16 quotaIncreaseFee, uint96 totalQuoted, uint96 limit, bool isActive)',
]);

/** `type(int96).min`: passed as `quotaChange`, it removes the whole quota. */
export const REMOVE_QUOTA = -(2n ** 95n);

async function quotaKeeperOf(publicClient: PublicClient, creditFacade: Address): Promise<Address> {
  const creditManager = await publicClient.readContract({
    address: creditFacade,
    abi: creditFacadeAbi,
    functionName: 'creditManager',
  });
  return publicClient.readContract({ address: creditManager, abi: creditManagerAbi, functionName: 'poolQuotaKeeper' });
}

/** The account's current quota for `token` and the room left under the token's total limit, in underlying units. */
export async function readQuota(
  publicClient: PublicClient,
  creditFacade: Address,
  creditAccount: Address,
  token: Address,
): Promise<{ quota: bigint; capacityLeft: bigint; rateBps: number; increaseFeeBps: number }> {
  const keeper = await quotaKeeperOf(publicClient, creditFacade);
  const [[quota], [rate, , quotaIncreaseFee, totalQuoted, limit]] = await Promise.all([
    publicClient.readContract({ address: keeper, abi: poolQuotaKeeperAbi, functionName: 'getQuota', args: [creditAccount, token] }),
    publicClient.readContract({ address: keeper, abi: poolQuotaKeeperAbi, functionName: 'getTokenQuotaParams', args: [token] }),
  ]);
  return {
    quota,
    capacityLeft: limit > totalQuoted ? limit - totalQuoted : 0n,
    rateBps: rate,
    increaseFeeBps: quotaIncreaseFee,
  };
}

/**
 * Changes the quota by `quotaChange` (underlying units; negative to reduce, REMOVE_QUOTA to remove).
 * A facade of version 301 rounds the change towards zero to a multiple of 10000 units (version 300
 * does not), and does not round `minQuota`. `minQuota` is the smallest
 * resulting quota you accept: when an increase is cut by the token's limit, the call reverts
 * instead of silently giving you less.
 */
export async function updateQuota(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: { creditFacade: Address; creditAccount: Address; token: Address; quotaChange: bigint; minQuota: bigint },
): Promise<Hash> {
  const account = walletClient.account;
  if (!account) throw new Error('walletClient has no account');

  const callData = encodeFunctionData({
    abi: facadeMulticallAbi,
    functionName: 'updateQuota',
    args: [p.token, p.quotaChange, p.minQuota],
  });
  const { request } = await publicClient.simulateContract({
    address: p.creditFacade,
    abi: creditFacadeAbi,
    functionName: 'multicall',
    args: [p.creditAccount, [{ target: p.creditFacade, callData }]],
    account,
  });
  return walletClient.writeContract(request);
}

/** Sets the quota to `target` (underlying units), whatever it is now. */
export async function setQuota(
  publicClient: PublicClient,
  walletClient: WalletClient,
  p: { creditFacade: Address; creditAccount: Address; token: Address; target: bigint },
): Promise<Hash> {
  const { quota } = await readQuota(publicClient, p.creditFacade, p.creditAccount, p.token);
  const quotaChange = p.target === 0n ? REMOVE_QUOTA : p.target - quota;
  // Rounding of the change may leave the result just under `target`; allow for it.
  const minQuota = p.target > 10_000n ? p.target - 10_000n : 0n;
  return updateQuota(publicClient, walletClient, { ...p, quotaChange, minQuota });
}
