/**
 * Bad input to `npm run snapshot`: each case exits non-zero with one line on
 * stderr, writes nothing, and leaves a good snapshot already in --out as it
 * was (byte for byte, no temporary file beside it).
 */
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getAddress } from 'viem';
import * as abi from '../../domain/abi';
import { runSnapshotCli } from './cli';
import { SnapshotError } from './errors';
import { writeSnapshot } from './write';
import { NETWORKS } from '../../domain/data/networks';
import { sharedSnapshot, startAnvil, startSnapshotChain, type SnapshotChain } from '../../../tests/helpers/chain';
import { DIRS, editJson, tempCopy } from '../../../tests/helpers/data';
import { captureIo, tempDir } from '../../../tests/helpers/snapshotCli';

const AP = getAddress(sharedSnapshot('optimism').core.addressProviderV3.address);
const GOOD = path.join(DIRS.snapshotDir, NETWORKS.optimism.file);

/** An --out folder holding a good optimism.json; `check()` asserts it is untouched and alone. */
function outWithGoodFile() {
  const dir = tempDir();
  const file = path.join(dir, NETWORKS.optimism.file);
  copyFileSync(GOOD, file);
  const before = readFileSync(file);
  return {
    dir,
    check() {
      expect(readdirSync(dir)).toEqual([NETWORKS.optimism.file]);
      expect(readFileSync(file).equals(before)).toBe(true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the command into a folder holding a good file; returns exit code and stderr, and checks the file. */
async function failing(args: string[], options: Parameters<typeof captureIo>[0] = {}) {
  const out = outWithGoodFile();
  const io = captureIo(options);
  const code = await runSnapshotCli([...args, '--out', out.dir], io);
  out.check();
  return { code, stderr: io.text() };
}

const oneLine = (text: string) => {
  expect(text.endsWith('\n')).toBe(true);
  expect(text.trimEnd().split('\n')).toHaveLength(1);
  return text.trimEnd();
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('snapshot: bad input on a chain that reads like Optimism', () => {
  let chain: SnapshotChain;
  beforeAll(async () => {
    chain = await startSnapshotChain('optimism');
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });

  test('wrong chain: the endpoint is Optimism, --network says mainnet', async () => {
    const { code, stderr } = await failing(['--network', 'mainnet', '--rpc-url', chain.rpcUrl]);
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe('snapshot: the RPC endpoint is on chain 10 (OP Mainnet), not Ethereum Mainnet (chain 1)');
  });

  test('a block before the deployment', async () => {
    const { code, stderr } = await failing(['--network', 'optimism', '--rpc-url', chain.rpcUrl, '--block', String(chain.emptyBlock)]);
    expect(code).toBe(1);
    expect(oneLine(stderr)).toBe(
      `snapshot: block ${chain.emptyBlock} is before the deployment of the address provider ${AP} on OP Mainnet: no contract there yet`,
    );
  });

  test('a block after the latest', async () => {
    const { code, stderr } = await failing(['--network', 'optimism', '--rpc-url', chain.rpcUrl, '--block', '99999999']);
    expect(code).toBe(1);
    expect(oneLine(stderr)).toMatch(/^snapshot: block 99999999 is after the latest block \d+ of OP Mainnet$/);
  });

  test('DEBUG=1 adds the stack after the line', async () => {
    const { code, stderr } = await failing(['--network', 'arbitrum', '--rpc-url', chain.rpcUrl], { env: { DEBUG: '1' } });
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('snapshot: the RPC endpoint is on chain 10 (OP Mainnet), not Arbitrum One (chain 42161)');
    expect(lines.slice(1).some((l) => /^\s+at /.test(l))).toBe(true);
  });

  test('transient RPC failures are retried: two HTTP 503 answers, then the run succeeds', async () => {
    let refused = 0;
    const proxy = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (refused < 2) {
          refused += 1;
          res.writeHead(503).end('busy');
          return;
        }
        fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: Buffer.concat(chunks) })
          .then(async (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(await r.text()))
          .catch(() => res.writeHead(502).end());
      });
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const out = tempDir();
    try {
      const { port } = proxy.address() as net.AddressInfo;
      const io = captureIo({ tty: true });
      const code = await runSnapshotCli(['--network', 'optimism', '--rpc-url', `http://127.0.0.1:${port}`, '--out', out], io);
      expect({ code, refused }).toEqual({ code: 0, refused: 2 });
      expect(readdirSync(out)).toEqual([NETWORKS.optimism.file]);
      expect(io.text()).toMatch(/optimism: block \d+, 2 pools, 4 credit managers, 32 price feeds, \d+ RPC requests/);
    } finally {
      proxy.close();
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('snapshot: bad input, each on its own endpoint', () => {
  test('unreachable RPC endpoint', async () => {
    const port = await freePort();
    const { code, stderr } = await failing(['--network', 'optimism', '--rpc-url', `http://127.0.0.1:${port}/v2/SECRET-KEY`], { retries: 1 });
    expect(code).toBe(1);
    const line = oneLine(stderr);
    expect(line).toMatch(new RegExp(`^snapshot: cannot reach the RPC endpoint http://127\\.0\\.0\\.1:${port}/…: `));
    expect(line).not.toContain('SECRET-KEY');
  }, 30_000);

  test('no contract at the address provider (an empty chain with the right chain id)', async () => {
    const anvil = await startAnvil(NETWORKS.optimism.chainId);
    try {
      const { code, stderr } = await failing(['--network', 'optimism', '--rpc-url', anvil.url]);
      expect(code).toBe(1);
      expect(oneLine(stderr)).toMatch(new RegExp(`^snapshot: no contract at the address provider ${AP} on OP Mainnet \\(chain 10\\) at block \\d+$`));
    } finally {
      await anvil.stop();
    }
  }, 60_000);

  test('a call that reverts names the contract, the function and the address', async () => {
    const item = sharedSnapshot('optimism').creditState[0]!;
    const facade = getAddress(item.creditFacade.address);
    const chain = await startSnapshotChain('optimism', { edit: (plan) => plan.forget(abi.creditFacadeV3, facade, 'debtLimits') });
    try {
      const { code, stderr } = await failing(['--network', 'optimism', '--rpc-url', chain.rpcUrl, '--block', String(chain.block)]);
      expect(code).toBe(1);
      expect(oneLine(stderr)).toBe(
        `snapshot: CreditFacadeV3.debtLimits() reverted at ${facade} (credit manager ${item.creditManager.name}), block ${chain.block}`,
      );
    } finally {
      await chain.stop();
    }
  }, 60_000);

  test('an unknown price-feed kind is named by its code, as the site shows it', async () => {
    const snap = structuredClone(sharedSnapshot('optimism'));
    const [token, feed] = Object.entries(snap.priceOracle.mainPriceFeeds).find(([, f]) => f.type === 0)!;
    feed.type = 23;
    const chain = await startSnapshotChain('optimism', { snapshot: snap });
    try {
      const { code, stderr } = await failing(['--network', 'optimism', '--rpc-url', chain.rpcUrl]);
      expect(code).toBe(1);
      expect(oneLine(stderr)).toBe(
        `snapshot: price feed ${getAddress(feed.address)} (main feed of token ${getAddress(token)}) is of an unknown kind: unknown type 23 (known kinds are codes 0–21)`,
      );
    } finally {
      await chain.stop();
    }
  }, 60_000);

  test.each([
    [[], 'snapshot: --network is required (mainnet, arbitrum, optimism)'],
    [['--network', 'base', '--rpc-url', 'http://127.0.0.1:1'], 'snapshot: unknown network "base": expected mainnet, arbitrum, optimism'],
    [['--network', 'optimism'], 'snapshot: --rpc-url is required'],
    [['--network', 'optimism', '--rpc-url', 'ws://127.0.0.1:1'], 'snapshot: --rpc-url must be an http(s) URL, got "ws://127.0.0.1:1"'],
    [['--network', 'optimism', '--rpc-url', 'http://127.0.0.1:1', '--block', 'latest'], 'snapshot: --block must be a block number, got "latest"'],
    [['--network', 'optimism', '--rpc-url', 'http://127.0.0.1:1', '--fast'], 'snapshot: unknown argument "--fast"'],
  ])('usage error %j: exit 2 and one line', async (args, message) => {
    const { code, stderr } = await failing(args);
    expect(code).toBe(2);
    expect(oneLine(stderr)).toBe(message);
  });

  test('a malformed token list (DATA_DIR): the data message on one line, no stack; DEBUG=1 adds it', async () => {
    const copy = tempCopy();
    editJson(path.join(copy.dataDir, 'tokens.json'), (j) => (j.networks.optimism[1].address = '0x123'));
    const args = ['--network', 'optimism', '--rpc-url', 'http://127.0.0.1:1'];
    const { code, stderr } = await failing(args, { env: { DATA_DIR: copy.dataDir } });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toMatch(/^snapshot: Bad data in .*tokens\.json at \$\.networks\.optimism\[1\]\.address: expected an address/);
    const debug = await failing(args, { env: { DATA_DIR: copy.dataDir, DEBUG: '1' } });
    expect(debug.code).toBe(1);
    expect(debug.stderr.split('\n')[0]).toBe(stderr.trimEnd());
    expect(debug.stderr).toMatch(/\n\s+at /);
  });

  test('a snapshot that fails the site schema is not written, the old file stays', () => {
    const out = outWithGoodFile();
    const bad = structuredClone(sharedSnapshot('optimism'));
    bad.poolState[0]!.pool.decimals = -1;
    expect(() => writeSnapshot(out.dir, 'optimism', bad)).toThrow(SnapshotError);
    expect(() => writeSnapshot(out.dir, 'optimism', bad)).toThrow(/fails the site's checks, nothing written: .*\$\.poolState\[0\]\.pool\.decimals/);
    out.check();
  });
});
