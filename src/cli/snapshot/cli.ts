/**
 * `npm run snapshot -- --network NETWORK --rpc-url URL [--block N] [--out DIR]` (USAGE below names the networks)
 *
 * Reads the network's Gearbox V3 state at one block and writes `<network>.json`
 * into DIR (default: the folder the site reads, SNAPSHOT_DIR or ../shared/snapshots).
 * On a terminal, progress and a one-line summary go to stderr; otherwise the
 * command is silent unless it fails. Any failure prints one line and exits
 * non-zero without writing (DEBUG=1 adds the stack).
 */
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadTokens } from '../../domain/data/load';
import { dataDirsFromEnv } from '../../domain/data/entrance';
import { NETWORKS, NETWORK_IDS, isNetworkId, type NetworkId } from '../../domain/data/networks';
import { InputError, UsageError } from '../../domain/errors';
import { snapshot as snapshotSchema } from '../../domain/data/schema';
import { buildSnapshot, type Progress } from './build';
import { SnapshotError, redactUrl } from './errors';
import { createRpcClient } from './rpc';
import { writeSnapshot } from './write';

export interface CliIo {
  stderr: { write(text: string): unknown; isTTY?: boolean | undefined };
  env: NodeJS.ProcessEnv;
  /** Folder relative paths are resolved from. */
  cwd: string;
  /** The project root (where ../shared is found). */
  root: string;
  /** RPC retries (tests lower it). */
  retries?: number;
}

export const USAGE = `usage: npm run snapshot -- --network ${NETWORK_IDS.join('|')} --rpc-url URL [--block N] [--out DIR]`;

interface Args {
  network: NetworkId;
  rpcUrl: string;
  block?: bigint;
  out?: string;
}

const OPTIONS = {
  network: { type: 'string' },
  'rpc-url': { type: 'string' },
  block: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type ValueOption = Exclude<keyof typeof OPTIONS, 'help'>;
const isValueOption = (name: string): name is ValueOption => name !== 'help' && Object.hasOwn(OPTIONS, name);

/** The command line, read in order (parseArgs's tokens): help as soon as it is asked for, else the first thing wrong. */
export function readArgs(argv: readonly string[]): Args | 'help' {
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const values: Partial<Record<ValueOption, string>> = {};
  for (const t of tokens) {
    if (t.kind === 'option' && t.name === 'help') return 'help';
    if (t.kind !== 'option' || !isValueOption(t.name)) throw new UsageError(`unknown argument ${JSON.stringify(argv[t.index])}`);
    if (t.value === undefined || t.value === '') throw new UsageError(`--${t.name} needs a value`);
    values[t.name] = t.value;
  }
  const network = values.network;
  if (!network) throw new UsageError(`--network is required (${NETWORK_IDS.join(', ')})`);
  if (!isNetworkId(network)) throw new UsageError(`unknown network ${JSON.stringify(network)}: expected ${NETWORK_IDS.join(', ')}`);
  const rpcUrl = values['rpc-url'];
  if (!rpcUrl) throw new UsageError('--rpc-url is required');
  if (!/^https?:\/\//i.test(rpcUrl)) throw new UsageError(`--rpc-url must be an http(s) URL, got ${JSON.stringify(redactUrl(rpcUrl))}`);
  const args: Args = { network, rpcUrl };
  if (values.block !== undefined) {
    if (!/^(?:\d+|0x[0-9a-fA-F]+)$/.test(values.block)) throw new UsageError(`--block must be a block number, got ${JSON.stringify(values.block)}`);
    args.block = BigInt(values.block);
  }
  if (values.out !== undefined) args.out = values.out;
  return args;
}

/** The previous snapshot's labels, if that file exists and is a valid snapshot. */
function previousLabels(files: string[]): Record<string, string> | undefined {
  for (const file of files) {
    if (!existsSync(file)) continue;
    try {
      const parsed = snapshotSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) return parsed.data.contractLabels;
    } catch {
      // unreadable: try the next one
    }
  }
  return undefined;
}

/** Fails early when `dir` (or, if it does not exist yet, the folder it would be made in) is not writable. */
function checkWritableDir(dir: string): void {
  let target = dir;
  while (!existsSync(target)) {
    const parent = path.dirname(target);
    if (parent === target) break;
    target = parent;
  }
  try {
    if (target === dir && !statSync(dir).isDirectory()) throw new SnapshotError(`--out ${dir} is not a folder`);
    accessSync(target, constants.W_OK);
  } catch (error) {
    if (error instanceof SnapshotError) throw error;
    throw new SnapshotError(`cannot write to ${dir}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

export async function runSnapshotCli(argv: readonly string[], io: CliIo): Promise<number> {
  const tty = io.stderr.isTTY === true;
  const started = Date.now();
  let args: Args | 'help';
  try {
    args = readArgs(argv);
  } catch (error) {
    io.stderr.write(`snapshot: ${(error as Error).message}\n`);
    return 2;
  }
  if (args === 'help') {
    io.stderr.write(`${USAGE}\n`);
    return 0;
  }
  const { network, rpcUrl } = args;
  const dirs = dataDirsFromEnv(io.root, io.env);
  const outDir = path.resolve(io.cwd, args.out ?? dirs.snapshotDir);
  const file = NETWORKS[network].file;
  let shown = false;
  const show = (p: Progress) => {
    if (!tty) return;
    const count = p.total > 0 ? ` ${p.done} of ${p.total}` : '';
    io.stderr.write(`\r\x1b[2K${network}: reading ${p.stage}${count}`);
    shown = true;
  };
  try {
    checkWritableDir(outDir);
    const tokens = loadTokens(dirs.dataDir)[network];
    const previous = previousLabels([path.join(outDir, file), path.join(dirs.snapshotDir, file)]);
    const rpc = createRpcClient(rpcUrl, io.retries === undefined ? {} : { retries: io.retries });
    let result;
    try {
      result = await buildSnapshot({ client: rpc.client, network, block: args.block, tokens, previousLabels: previous, onProgress: show });
    } catch (error) {
      if (error instanceof SnapshotError && error.message.startsWith('cannot reach the RPC endpoint')) {
        throw new SnapshotError(error.message.replace('the RPC endpoint', `the RPC endpoint ${redactUrl(rpcUrl)}`), { cause: error });
      }
      throw error;
    }
    const written = writeSnapshot(outDir, network, result.snapshot);
    if (tty) {
      const s = result.stats;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      io.stderr.write(
        `\r\x1b[2K${network}: block ${s.block}, ${s.pools} pools, ${s.creditManagers} credit managers, ${s.feeds} price feeds, ` +
          `${rpc.requests()} RPC requests (${s.calls} calls in ${s.batches} ${s.multicall ? 'multicalls' : 'eth_call batches'}), ${seconds} s → ${path.relative(io.cwd, written) || written}\n`,
      );
    }
    return 0;
  } catch (error) {
    if (shown) io.stderr.write('\r\x1b[2K');
    const message = error instanceof InputError ? error.message : `unexpected error: ${String(error)}`;
    io.stderr.write(`snapshot: ${message.split('\n')[0]}\n`);
    if (io.env.DEBUG === '1' && error instanceof Error) {
      let e: unknown = error;
      while (e instanceof Error) {
        io.stderr.write(`${e.stack ?? e.message}\n`);
        e = (e as Error & { cause?: unknown }).cause;
      }
    }
    return 1;
  }
}
