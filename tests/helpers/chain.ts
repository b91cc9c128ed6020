/**
 * A local chain that reads like a shared snapshot: anvil (npm @foundry-rs/anvil)
 * on a free port with the network's chain id, a stand-in contract (AnswerStub)
 * at every address the generator calls, seeded with the snapshot's values and
 * events (chainSeed.ts), and a Multicall3-compatible contract at the canonical
 * address. Reusable by any test that needs "the protocol on a chain", e.g. to
 * run `cast call` against it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import { BaseError, encodeFunctionData, parseAbi, WaitForTransactionReceiptTimeoutError, type Address, type Hex, type PublicClient, type TransactionReceipt } from 'viem';
import { MULTICALL3_ADDRESS } from '../../src/domain/abi/multicall3';
import { NETWORKS, type NetworkId } from '../../src/domain/data/networks';
import type { Token } from '../../src/domain/data/model';
import { snapshot as snapshotSchema, type RawSnapshot } from '../../src/domain/data/schema';
import { validate } from '../../src/domain/data/validate';
import { seedPlan, type SeedPlan } from './chainSeed';
import { loadTokens } from '../../src/domain/data/load';
import { dataDirsFromEnv } from '../../src/domain/data/entrance';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = dataDirsFromEnv(ROOT);

export interface SnapshotChain {
  network: NetworkId;
  rpcUrl: string;
  chainId: number;
  /** A block at which every stand-in is deployed and seeded (the latest when started). */
  block: bigint;
  /** The last block before any contract was deployed. */
  emptyBlock: bigint;
  /** The snapshot the chain was seeded from. */
  source: RawSnapshot;
  plan: SeedPlan;
  /** JSON-RPC request to the node (for tests that poke it directly). */
  rpc(method: string, params?: unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

export interface ChainOptions {
  /** Snapshot to seed from (default: the shared snapshot of the network). */
  snapshot?: RawSnapshot;
  /** Token list used to seed symbol() answers (default: the shared list). */
  tokens?: readonly Token[];
  /** Changes the seeding before it is applied (remove an answer to make a call revert…). */
  edit?: (plan: SeedPlan) => void;
  /**
   * Number the chain's blocks so that the snapshot's own block is a seeded one (for commands that read
   * `--block <snapshot block>`, like the "Check it yourself" proofs). Default: the chain starts at block 0.
   */
  atSnapshotBlock?: boolean;
}

/** Blocks the harness mines before its seeding block (see startSnapshotChain). */
const BLOCKS_BEFORE_SEEDING = 18;

const SEED_ABI = parseAbi(['function stubSeed(bytes[] calls, bytes[] results, bytes32[][] topics, bytes[] data)']);
const SENDER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil's first dev account

let compiled: { stub: Hex; multicall: Hex } | undefined;

/** Runtime bytecode of the two test contracts, compiled once per process with solc-js. */
export function testContracts(): { stub: Hex; multicall: Hex } {
  if (compiled) return compiled;
  const dir = path.join(ROOT, 'tests/helpers/contracts');
  const sources = Object.fromEntries(['AnswerStub.sol', 'Multicall3Lite.sol'].map((f) => [f, { content: readFileSync(path.join(dir, f), 'utf8') }]));
  const input = {
    language: 'Solidity',
    sources,
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>;
  };
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  compiled = {
    stub: `0x${out.contracts['AnswerStub.sol']!.AnswerStub!.evm.deployedBytecode.object}`,
    multicall: `0x${out.contracts['Multicall3Lite.sol']!.Multicall3Lite!.evm.deployedBytecode.object}`,
  };
  return compiled;
}

function anvilBinary(): string {
  const direct = path.join(ROOT, 'node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil');
  return existsSync(direct) ? direct : path.join(ROOT, 'node_modules/.bin/anvil');
}

/** Starts anvil on a free port with `chainId`; resolves once it listens. */
export async function startAnvil(chainId: number, genesisNumber = 0n): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(
    anvilBinary(),
    [
      '--port', '0', '--chain-id', String(chainId), '--accounts', '1', '--balance', '100000000', '--hardfork', 'prague', '--disable-block-gas-limit', '--no-request-size-limit',
      ...(genesisNumber > 0n ? ['--number', genesisNumber.toString()] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Listening on ([\d.]+:\d+)/.exec(out);
      if (m) {
        child.stdout?.off('data', onData);
        resolve(`http://${m[1]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`anvil exited (${code}) before listening:\n${out.slice(-2000)}`)));
    child.once('error', reject);
  });
  child.stdout?.resume();
  child.stderr?.resume();
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  return { url, child, stop };
}

/** JSON-RPC calls to a node: one at a time, or many in batches of 200. */
export function rpcClient(url: string) {
  let id = 0;
  const call = async (method: string, params: unknown[] = []): Promise<unknown> => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }) });
    const body = (await res.json()) as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  const batch = async (requests: { method: string; params: unknown[] }[]): Promise<unknown[]> => {
    const out: unknown[] = [];
    for (let i = 0; i < requests.length; i += 200) {
      const part = requests.slice(i, i + 200).map((r) => ({ jsonrpc: '2.0', id: ++id, ...r }));
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(part) });
      const body = (await res.json()) as { id: number; result?: unknown; error?: { message: string } }[];
      const byId = new Map(body.map((b) => [b.id, b]));
      for (const r of part) {
        const b = byId.get(r.id);
        if (!b || b.error) throw new Error(`${r.method}: ${b?.error?.message ?? 'no answer'}`);
        out.push(b.result);
      }
    }
    return out;
  };
  return { call, batch };
}

/** The shared snapshot of a network, validated (the same file the site builds from). */
export function sharedSnapshot(network: NetworkId): RawSnapshot {
  const file = path.join(DIRS.snapshotDir, NETWORKS[network].file);
  return validate(snapshotSchema, JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
}

/** A local chain that reads back as the network's snapshot. Call stop() when done. */
export async function startSnapshotChain(network: NetworkId, options: ChainOptions = {}): Promise<SnapshotChain> {
  const net = NETWORKS[network];
  const source = options.snapshot ?? sharedSnapshot(network);
  const tokens = options.tokens ?? loadTokens(DIRS.dataDir)[network];
  const plan = seedPlan(source, tokens);
  options.edit?.(plan);
  const code = testContracts();
  // Seeding lands in block genesis + BLOCKS_BEFORE_SEEDING; with atSnapshotBlock that is two blocks before the snapshot's.
  const genesis = options.atSnapshotBlock ? BigInt(source.block) - BigInt(BLOCKS_BEFORE_SEEDING) - 2n : 0n;
  if (genesis < 0n) throw new Error(`the snapshot's block ${source.block} is too low for atSnapshotBlock`);
  const anvil = await startAnvil(net.chainId, genesis);
  try {
    const { call, batch } = rpcClient(anvil.url);
    // History before the deployment, for "block before the deployment" cases.
    await call('anvil_mine', ['0x10']);
    const emptyBlock = BigInt((await call('eth_blockNumber')) as string);
    // anvil_setCode changes the state of the latest block: move past the empty one first.
    await call('anvil_mine', ['0x1']);
    const stubs = [...plan.stubs.values()];
    await batch([
      { method: 'anvil_setCode', params: [MULTICALL3_ADDRESS, code.multicall] },
      ...stubs.map((s) => ({ method: 'anvil_setCode', params: [s.address, code.stub] })),
    ]);
    await call('evm_setAutomine', [false]);
    const seeded = stubs.filter((s) => s.answers.size > 0 || s.logs.length > 0);
    const nonce = Number(BigInt((await call('eth_getTransactionCount', [SENDER, 'latest'])) as string));
    const hashes = (await batch(
      seeded.map((s, i) => ({
        method: 'eth_sendTransaction',
        params: [
          {
            from: SENDER,
            to: s.address,
            nonce: `0x${(nonce + i).toString(16)}`,
            gas: '0x3b9aca00',
            data: encodeFunctionData({
              abi: SEED_ABI,
              functionName: 'stubSeed',
              args: [[...s.answers.keys()], [...s.answers.values()], s.logs.map((l) => l.topics), s.logs.map((l) => l.data)],
            }),
          },
        ],
      })),
    )) as Hex[];
    await call('evm_mine');
    await call('evm_setAutomine', [true]);
    const receipts = (await batch(hashes.map((h) => ({ method: 'eth_getTransactionReceipt', params: [h] })))) as ({ status: Hex } | null)[];
    const failed = receipts.findIndex((r) => r?.status !== '0x1');
    if (failed >= 0) throw new Error(`seeding ${seeded[failed]!.address} failed`);
    // A few blocks on top, so "the latest block minus a few" still sees everything.
    await call('anvil_mine', ['0x10']);
    const block = BigInt((await call('eth_blockNumber')) as string);
    return { network, rpcUrl: anvil.url, chainId: net.chainId, block, emptyBlock, source, plan, rpc: call, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/**
 * Gas for every transaction the deployments on anvil send (tests/helpers/protocol30.ts, protocol31.ts). Not estimated:
 * the contracts probe price feeds with try/catch (PriceFeedValidationTrait) and bound some calls' gas, so an estimate
 * can settle on an amount at which a probe runs out of gas and is caught, and the transaction then takes another path
 * on chain than in the estimate (an openCreditAccount reverted that way). anvil runs without a block gas limit.
 */
export const TX_GAS = 30_000_000n;

/** A transaction sent to anvil had no receipt in time, or reverted (with the reason its replay gave). */
export class ChainTransactionError extends Error {
  constructor(
    message: string,
    readonly context: { hash: Hex; what: string },
  ) {
    super(message);
    this.name = 'ChainTransactionError';
  }
}

/**
 * The receipt of a transaction anvil mines at once (automine): polled every 5 ms for at most 20 s. Throws a
 * ChainTransactionError when it reverted, after replaying it on the state before it (`replay`, which throws what the
 * contract reverted with, decoded against its ABI where the caller gives one).
 */
export async function minedReceipt(client: PublicClient, hash: Hex, what: string, replay?: (blockNumber: bigint) => Promise<unknown>): Promise<TransactionReceipt> {
  let receipt: TransactionReceipt;
  try {
    receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 5, timeout: 20_000 });
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) throw new ChainTransactionError(`${what}: no receipt after 20 s`, { hash, what });
    throw error;
  }
  if (receipt.status === 'success') return receipt;
  const reason = replay
    ? await replay(receipt.blockNumber - 1n).then(
        () => 'no revert when replayed',
        (e: unknown) => (e instanceof BaseError ? e.shortMessage : String(e)),
      )
    : 'not replayed';
  throw new ChainTransactionError(`${what} reverted: ${reason}`, { hash, what });
}
