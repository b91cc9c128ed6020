/**
 * Batched contract reads at one pinned block. Every read issued before the
 * event loop turns is collected and sent as one Multicall3 `aggregate3` call
 * (split into chunks when large), so a whole level of discovery costs one
 * round trip. Without Multicall3 on the chain, the same reads go out as plain
 * `eth_call`s, which the HTTP transport batches into one JSON-RPC request.
 *
 * A read that reverts (or returns nothing) is an error naming the contract,
 * the function and the address; `tryRead` returns undefined instead, for
 * calls that may legitimately fail (a Chainlink aggregator has no
 * `priceFeedType()`, a token may lack `symbol()`).
 */
import {
  decodeFunctionResult,
  encodeFunctionData,
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionReturnType,
  type Hex,
  type PublicClient,
} from 'viem';
import { multicall3 } from '../../domain/abi/multicall3';
import type { ContractFamily } from '../../domain/abi';
import { SnapshotError, shortReason } from './errors';

type ViewName<abi extends Abi> = ContractFunctionName<abi, 'view' | 'pure'>;
type ViewArgs<abi extends Abi, fn extends ViewName<abi>> = ContractFunctionArgs<abi, 'view' | 'pure', fn>;
type ViewReturn<abi extends Abi, fn extends ViewName<abi>, args extends ViewArgs<abi, fn>> = ContractFunctionReturnType<
  abi,
  'view' | 'pure',
  fn,
  args
>;

interface Pending {
  target: Address;
  callData: Hex;
  resolve: (r: RawResult) => void;
  reject: (e: unknown) => void;
}

export interface RawResult {
  success: boolean;
  returnData: Hex;
}

export interface ReaderOptions {
  /** Multicall3 address, or undefined to send plain eth_calls. */
  multicall?: Address | undefined;
  /** Most calls in one aggregate3 (default 400). */
  maxCalls?: number;
  /** Most calldata bytes in one aggregate3 (default 48 KB). */
  maxBytes?: number;
}

export class BatchReader {
  /** Contract calls made (each entry of a multicall counts). */
  calls = 0;
  /** Multicalls / eth_call batches sent. */
  batches = 0;
  private queue: Pending[] = [];
  private scheduled = false;
  private readonly maxCalls: number;
  private readonly maxBytes: number;
  private readonly multicall: Address | undefined;

  constructor(
    private readonly client: PublicClient,
    readonly blockNumber: bigint,
    options: ReaderOptions = {},
  ) {
    this.multicall = options.multicall;
    this.maxCalls = options.maxCalls ?? 400;
    this.maxBytes = options.maxBytes ?? 48_000;
  }

  /** A view call that must succeed. */
  async read<const abi extends Abi, fn extends ViewName<abi>, const args extends ViewArgs<abi, fn>>(
    family: ContractFamily<abi>,
    address: Address,
    functionName: fn,
    args?: args,
    what?: string,
  ): Promise<ViewReturn<abi, fn, args>> {
    const result = await this.attempt(family, address, functionName, args);
    if (result.ok) return result.value;
    const call = `${family.name}.${String(functionName)}(${formatArgs(args)})`;
    const where = `at ${address}${what ? ` (${what})` : ''}, block ${this.blockNumber}`;
    throw new SnapshotError(`${call} ${result.reason} ${where}`);
  }

  /** A view call that may fail: undefined when it reverts, returns nothing or does not decode. */
  async tryRead<const abi extends Abi, fn extends ViewName<abi>, const args extends ViewArgs<abi, fn>>(
    family: ContractFamily<abi>,
    address: Address,
    functionName: fn,
    args?: args,
  ): Promise<ViewReturn<abi, fn, args> | undefined> {
    const result = await this.attempt(family, address, functionName, args);
    return result.ok ? result.value : undefined;
  }

  /** The raw outcome of a call. */
  raw(target: Address, callData: Hex): Promise<RawResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ target, callData, resolve, reject });
      this.calls += 1;
      if (!this.scheduled) {
        this.scheduled = true;
        // After every pending microtask: reads issued by parallel branches join one batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async attempt<const abi extends Abi, fn extends ViewName<abi>, const args extends ViewArgs<abi, fn>>(
    family: ContractFamily<abi>,
    address: Address,
    functionName: fn,
    args: args | undefined,
  ): Promise<{ ok: true; value: ViewReturn<abi, fn, args> } | { ok: false; reason: string }> {
    const callData = encodeFunctionData({ abi: family.abi, functionName, args } as never);
    const { success, returnData } = await this.raw(address, callData);
    if (!success) return { ok: false, reason: 'reverted' };
    if (returnData === '0x') return { ok: false, reason: 'returned no data (no contract there?)' };
    try {
      const value = decodeFunctionResult({ abi: family.abi, functionName, data: returnData } as never);
      return { ok: true, value: value as ViewReturn<abi, fn, args> };
    } catch {
      return { ok: false, reason: 'returned data that does not decode' };
    }
  }

  private async flush(): Promise<void> {
    const batch = this.queue;
    this.queue = [];
    this.scheduled = false;
    const chunks: Pending[][] = [];
    let current: Pending[] = [];
    let bytes = 0;
    for (const p of batch) {
      const size = (p.callData.length - 2) / 2 + 96;
      if (current.length > 0 && (current.length >= this.maxCalls || bytes + size > this.maxBytes)) {
        chunks.push(current);
        current = [];
        bytes = 0;
      }
      current.push(p);
      bytes += size;
    }
    if (current.length > 0) chunks.push(current);
    await Promise.all(chunks.map((chunk) => this.send(chunk)));
  }

  private async send(chunk: Pending[]): Promise<void> {
    this.batches += 1;
    try {
      if (this.multicall) {
        const data = encodeFunctionData({
          abi: multicall3.abi,
          functionName: 'aggregate3',
          args: [chunk.map((p) => ({ target: p.target, allowFailure: true, callData: p.callData }))],
        });
        const { data: out } = await this.client.call({ to: this.multicall, data, blockNumber: this.blockNumber });
        if (!out) throw new SnapshotError(`Multicall3 returned no data at ${this.multicall}, block ${this.blockNumber}`);
        const results = decodeFunctionResult({ abi: multicall3.abi, functionName: 'aggregate3', data: out });
        chunk.forEach((p, i) => p.resolve(results[i] ?? { success: false, returnData: '0x' }));
      } else {
        await Promise.all(chunk.map((p) => this.single(p)));
      }
    } catch (error) {
      const wrapped =
        error instanceof SnapshotError ? error : new SnapshotError(`RPC request failed at block ${this.blockNumber}: ${shortReason(error)}`, { cause: error });
      for (const p of chunk) p.reject(wrapped);
    }
  }

  private async single(p: Pending): Promise<void> {
    try {
      const { data } = await this.client.call({ to: p.target, data: p.callData, blockNumber: this.blockNumber });
      p.resolve({ success: true, returnData: data ?? '0x' });
    } catch (error) {
      if (isRevert(error)) p.resolve({ success: false, returnData: '0x' });
      else throw error;
    }
  }
}

/** A node's answer that the call itself reverted (as opposed to a transport failure). */
function isRevert(error: unknown): boolean {
  let e: unknown = error;
  while (e instanceof Error) {
    const code = (e as Error & { code?: unknown }).code;
    if (code === 3 || /revert/i.test(e.message)) return true;
    e = (e as Error & { cause?: unknown }).cause;
  }
  return false;
}

function formatArgs(args: unknown): string {
  if (!Array.isArray(args)) return '';
  return args.map((a) => (typeof a === 'bigint' ? a.toString() : typeof a === 'string' ? a : JSON.stringify(a))).join(', ');
}
