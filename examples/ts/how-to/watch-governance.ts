// Lists the transactions waiting in a ControllerTimelockV3: queued, neither executed nor
// cancelled, with the window in which they can be executed and their decoded arguments.
import { decodeAbiParameters, parseAbi, parseAbiItem, type Address, type Hex, type PublicClient } from 'viem';

const timelockAbi = parseAbi([
  'event QueueTransaction(bytes32 indexed txHash, address indexed executor, address target, string signature, bytes data, uint40 eta)',
  'event ExecuteTransaction(bytes32 indexed txHash)',
  'event CancelTransaction(bytes32 indexed txHash)',
  'function GRACE_PERIOD() view returns (uint256)',
  'function queuedTransactions(bytes32 txHash) view returns (bool queued, address executor, address target, uint40 eta, string signature, bytes data, uint256 sanityCheckValue, bytes sanityCheckCallData)',
]);

export type TxStatus = 'waiting' | 'executable' | 'expired';

export interface PendingTx {
  txHash: Hex;
  executor: Address;
  /** The contract the call goes to: a credit configurator, pool, quota keeper, gauge, price oracle or LP feed. */
  target: Address;
  signature: string;
  /** Arguments decoded from `data` with the types in `signature`. */
  args: readonly unknown[];
  /** Earliest execution time (unix seconds). */
  eta: number;
  /** Last execution time: eta + GRACE_PERIOD. */
  deadline: number;
  status: TxStatus;
  /** Block of the QueueTransaction event. */
  queuedInBlock: bigint;
}

/** Decodes a queued call's data (the arguments without a selector) from its signature, e.g. "setTokenLimit(address,uint96)". */
export function decodeQueuedCall(signature: string, data: Hex): readonly unknown[] {
  const item = parseAbiItem(`function ${signature}`);
  if (item.type !== 'function') throw new Error(`not a function signature: ${signature}`);
  return decodeAbiParameters(item.inputs, data);
}

export async function pendingTransactions(client: PublicClient, timelock: Address, fromBlock: bigint): Promise<PendingTx[]> {
  const range = { address: timelock, abi: timelockAbi, fromBlock, toBlock: 'latest' } as const;
  const [queued, executed, cancelled, grace, head] = await Promise.all([
    client.getContractEvents({ ...range, eventName: 'QueueTransaction' }),
    client.getContractEvents({ ...range, eventName: 'ExecuteTransaction' }),
    client.getContractEvents({ ...range, eventName: 'CancelTransaction' }),
    client.readContract({ address: timelock, abi: timelockAbi, functionName: 'GRACE_PERIOD' }),
    client.getBlock(),
  ]);
  const done = new Set<Hex>([...executed, ...cancelled].flatMap((e) => (e.args.txHash ? [e.args.txHash] : [])));
  const now = Number(head.timestamp);
  const out: PendingTx[] = [];
  for (const e of queued) {
    const { txHash, executor, target, signature, data, eta } = e.args;
    if (!txHash || !executor || !target || signature === undefined || !data || eta === undefined || done.has(txHash)) continue;
    // The same txHash can be queued again after a cancel; the stored entry is the source of truth.
    const [stillQueued] = await client.readContract({ address: timelock, abi: timelockAbi, functionName: 'queuedTransactions', args: [txHash] });
    if (!stillQueued) continue;
    const deadline = eta + Number(grace);
    out.push({
      txHash,
      executor,
      target,
      signature,
      args: decodeQueuedCall(signature, data),
      eta,
      deadline,
      status: now < eta ? 'waiting' : now <= deadline ? 'executable' : 'expired',
      queuedInBlock: e.blockNumber,
    });
  }
  return out.sort((a, b) => a.eta - b.eta);
}

/** For a queued LT ramp: the LT in bps at `timestamp`, as CreditLogic.getLiquidationThreshold computes it. */
export function rampedLt(ltNow: number, ltFinal: number, rampStart: number, rampDuration: number, timestamp: number): number {
  const end = rampStart + rampDuration;
  if (timestamp <= rampStart) return ltNow;
  if (timestamp >= end) return ltFinal;
  return Math.floor((ltNow * (end - timestamp) + ltFinal * (timestamp - rampStart)) / (end - rampStart));
}
