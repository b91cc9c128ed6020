/**
 * Event logs up to the pinned block. One `eth_getLogs` covers several
 * contracts and events at once. Providers that cap the block range or the
 * number of results get the range split in halves until each piece passes
 * (starting at the first contract's deployment block, found by bisecting on
 * `eth_getCode`): more requests, same logs.
 */
import { decodeEventLog, type Abi, type AbiEvent, type Address, type Hex, type PublicClient, toEventSelector } from 'viem';
import { SnapshotError, shortReason } from './errors';

export interface DecodedLog {
  address: Address;
  blockNumber: bigint;
  logIndex: number;
  eventName: string;
  args: Record<string, unknown>;
  topics: Hex[];
}

interface RawLog {
  address: Address;
  blockNumber: Hex;
  logIndex: Hex;
  topics: Hex[];
  data: Hex;
}

const LIMIT_RE = /range|limit|too many|exceed|max.*results|10000|block.*(span|range)|query timeout|response size/i;

function isLimitError(error: unknown): boolean {
  let e: unknown = error;
  while (e instanceof Error) {
    const code = (e as Error & { code?: unknown }).code;
    if (code === -32005 || code === -32602 || code === -32614 || LIMIT_RE.test(e.message)) return true;
    e = (e as Error & { cause?: unknown }).cause;
  }
  return false;
}

/** Every log of `events` emitted by `addresses` in blocks 0…toBlock, oldest first, decoded. */
export async function readLogs(
  client: PublicClient,
  addresses: Address[],
  events: AbiEvent[],
  toBlock: bigint,
): Promise<DecodedLog[]> {
  const abi = events as unknown as Abi;
  const topic0 = events.map((e) => toEventSelector(e));
  const fetchRange = async (from: bigint, to: bigint): Promise<RawLog[]> =>
    (await client.request({
      method: 'eth_getLogs',
      params: [{ address: addresses, topics: [topic0], fromBlock: `0x${from.toString(16)}`, toBlock: `0x${to.toString(16)}` }],
    })) as unknown as RawLog[];

  let raw: RawLog[];
  try {
    raw = await fetchRange(0n, toBlock);
  } catch (error) {
    if (!isLimitError(error)) throw new SnapshotError(`eth_getLogs failed for ${addresses.join(', ')} up to block ${toBlock}: ${shortReason(error)}`, { cause: error });
    const starts = await Promise.all(addresses.map((a) => deploymentBlock(client, a, toBlock)));
    const from = starts.reduce((m, b) => (b < m ? b : m), toBlock);
    raw = await splitRange(fetchRange, from, toBlock);
  }
  const out: DecodedLog[] = [];
  for (const log of raw) {
    try {
      const decoded = decodeEventLog({ abi, topics: log.topics as [Hex, ...Hex[]], data: log.data });
      out.push({
        address: log.address,
        blockNumber: BigInt(log.blockNumber),
        logIndex: Number(BigInt(log.logIndex)),
        eventName: decoded.eventName ?? '',
        args: (decoded.args ?? {}) as Record<string, unknown>,
        topics: log.topics,
      });
    } catch {
      throw new SnapshotError(`a ${log.topics[0]} log of ${log.address} at block ${BigInt(log.blockNumber)} does not decode as the expected event`);
    }
  }
  out.sort((a, b) => (a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1));
  return out;
}

async function splitRange(fetchRange: (from: bigint, to: bigint) => Promise<RawLog[]>, from: bigint, to: bigint): Promise<RawLog[]> {
  try {
    return await fetchRange(from, to);
  } catch (error) {
    if (!isLimitError(error) || from >= to) throw new SnapshotError(`eth_getLogs failed for blocks ${from}…${to}: ${shortReason(error)}`, { cause: error });
    const mid = from + (to - from) / 2n;
    const left = await splitRange(fetchRange, from, mid);
    const right = await splitRange(fetchRange, mid + 1n, to);
    return [...left, ...right];
  }
}

/** First block at which `address` has code (bisection on eth_getCode). */
export async function deploymentBlock(client: PublicClient, address: Address, toBlock: bigint): Promise<bigint> {
  let lo = 0n;
  let hi = toBlock;
  while (lo < hi) {
    const mid = lo + (hi - lo) / 2n;
    const code = await client.getCode({ address, blockNumber: mid });
    if (code && code !== '0x') hi = mid;
    else lo = mid + 1n;
  }
  return lo;
}
