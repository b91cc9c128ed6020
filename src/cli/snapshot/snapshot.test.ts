/**
 * `npm run snapshot` against a real node: anvil with stand-in contracts that
 * answer like the shared snapshots (tests/helpers/chain.ts). For each network
 * the generated file, loaded by the site's own loader, equals the shared
 * snapshot on every field the site reads, and the address book the build
 * exports from it is the same.
 */
import { execFile } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { zeroAddress } from 'viem';
import { buildSnapshot } from './build';
import { runSnapshotCli } from './cli';
import { mentionedAddresses, tokensUsed } from './labels';
import { createRpcClient } from './rpc';
import { REDSTONE_SIGNER_SLOTS } from '../../domain/abi';
import { PRICE_FEED_TYPES } from '../../domain/data/enums';
import { labeler } from '../../domain/data/labels';
import { loadSnapshot } from '../../domain/data/load';
import type { NetworkSnapshot, PriceFeed, SiteData } from '../../domain/data/model';
import { NETWORK_IDS, NETWORKS, type NetworkId } from '../../domain/data/networks';
import { allExports } from '../../pageData/addressExport';
import { startSnapshotChain, type SnapshotChain } from '../../../tests/helpers/chain';
import { NOT_V3_POOL, NOT_VERSIONED_MANAGER, REMOVED_ADMIN } from '../../../tests/helpers/chainSeed';
import { ROOT, siteData } from '../../../tests/helpers/data';
import { captureIo, tempDir } from '../../../tests/helpers/snapshotCli';

const COMPOSITE = PRICE_FEED_TYPES.indexOf('COMPOSITE_ORACLE');

/**
 * Where the shared snapshots differ from what the contracts hold, the
 * generator writes the contracts' value; the comparison applies the same
 * three corrections to both sides (and checks they change nothing in the
 * generated file):
 * - a RedstonePriceFeed has 10 signer slots (RedstonePriceFeed.sol:22), the shared files list 9;
 * - CompositePriceFeed checks its first feed unconditionally (CompositePriceFeed.sol:64): skipCheck false;
 * - a timelock group lists each contract once (the shared files repeat one per SetGroup event).
 */
function corrected(snap: NetworkSnapshot) {
  const feed = (f: PriceFeed): PriceFeed => {
    const out: PriceFeed = { ...f, parts: f.parts.map(feed) };
    if (f.type === COMPOSITE && out.parts[0]) out.parts[0] = { ...out.parts[0], skipCheck: false };
    if (f.signed) {
      const signers = [...f.signed.signers];
      while (signers.length < REDSTONE_SIGNER_SLOTS) signers.push(zeroAddress);
      out.signed = { ...f.signed, signers };
    }
    return out;
  };
  const { network: _n, block: _b, timestamp: _t, contractLabels: _l, tokens: _k, ...rest } = snap;
  return {
    ...rest,
    core: {
      ...rest.core,
      controllerTimelock: {
        ...rest.core.controllerTimelock,
        groups: rest.core.controllerTimelock.groups.map((g) => ({ name: g.name, members: [...new Set(g.members)] })),
      },
    },
    priceOracle: {
      ...rest.priceOracle,
      main: rest.priceOracle.main.map((t) => ({ token: t.token, feed: feed(t.feed) })),
      reserve: rest.priceOracle.reserve.map((t) => ({ token: t.token, feed: feed(t.feed) })),
    },
  };
}

function withoutCorrections(snap: NetworkSnapshot) {
  const { network: _n, block: _b, timestamp: _t, contractLabels: _l, tokens: _k, ...rest } = snap;
  return rest;
}

describe.each(NETWORK_IDS)('snapshot round trip: %s', (network: NetworkId) => {
  let chain: SnapshotChain;
  let out: string;
  let generated: NetworkSnapshot;
  let cliOutput: string;
  let code: number;

  beforeAll(async () => {
    chain = await startSnapshotChain(network);
    out = tempDir();
    const io = captureIo();
    code = await runSnapshotCli(['--network', network, '--rpc-url', chain.rpcUrl, '--out', out], io);
    cliOutput = io.text();
    generated = loadSnapshot(out, network, siteData().networks[network].tokens);
  }, 120_000);

  afterAll(async () => {
    await chain?.stop();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  test('exits 0, silent when stderr is not a terminal, leaves only <network>.json', () => {
    expect({ code, cliOutput }).toEqual({ code: 0, cliOutput: '' });
    expect(readdirSync(out)).toEqual([NETWORKS[network].file]);
  });

  test('reads the default block: the latest minus 5, with the local chain time', () => {
    expect(BigInt(generated.block)).toBe(chain.block - 5n);
    expect(generated.timestamp).toBeGreaterThan(0);
  });

  test('equals the shared snapshot on every field the site reads (block and time aside)', () => {
    const shared = siteData().networks[network];
    expect(corrected(generated)).toEqual(withoutCorrections(generated));
    expect(corrected(generated)).toEqual(corrected(shared));
  });

  test('skips what is not V3 and admins that were removed', () => {
    const addresses = [...generated.pools.map((p) => p.address), ...generated.creditManagers.map((m) => m.address)];
    expect(addresses).not.toContain(NOT_V3_POOL);
    expect(addresses).not.toContain(NOT_VERSIONED_MANAGER);
    expect(generated.core.acl.pausableAdmins).not.toContain(REMOVED_ADMIN);
  });

  test('every address the site names gets the same name', () => {
    const shared = siteData().networks[network];
    // Every address the site can show: those the snapshot mentions, and the token list's.
    const { contractLabels: _labels, ...body } = chain.source;
    const addresses = new Set([...mentionedAddresses(body), ...shared.tokens.map((t) => t.address.toLowerCase())]);
    const names = (snap: NetworkSnapshot) => {
      const l = labeler(snap);
      return [...addresses].map((a) => [a, l.token(a) ?? null, l.contract(a) ?? null]);
    };
    expect(addresses.size).toBeGreaterThan(100);
    expect(names(generated)).toEqual(names(shared));
  });

  test('the build exports the same address-book rows (/addresses/*.json)', () => {
    const shared = siteData();
    const site: SiteData = { ...shared, networks: { ...shared.networks, [network]: generated } };
    const strip = (f: ReturnType<typeof allExports>[number]) => ({ ...f, block: 0, timestamp: 0 });
    const fromGenerated = allExports(site).map(strip);
    expect(fromGenerated.find((f) => f.network === network)!.rows.length).toBeGreaterThan(20);
    expect(fromGenerated).toEqual(allExports(shared).map(strip));
  });
});

describe('snapshot on a terminal, labels from chain, the real command', () => {
  let chain: SnapshotChain;
  beforeAll(async () => {
    chain = await startSnapshotChain('optimism');
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });

  test('on a terminal: progress (n of m) and a one-line summary on stderr', async () => {
    const out = tempDir();
    try {
      const io = captureIo({ tty: true });
      const code = await runSnapshotCli(['--network=optimism', `--rpc-url=${chain.rpcUrl}`, `--block=${chain.block}`, `--out=${out}`], io);
      expect(code).toBe(0);
      expect(io.text()).toContain('optimism: reading pools 2 of 2');
      expect(io.text()).toContain('optimism: reading credit managers 4 of 4');
      const summary = io.text().split('\r\x1b[2K').at(-1)!;
      expect(summary).toMatch(
        new RegExp(`^optimism: block ${chain.block}, 2 pools, 4 credit managers, 32 price feeds, \\d+ RPC requests \\(\\d+ calls in \\d+ multicalls\\), [\\d.]+ s → .*optimism\\.json\\n$`),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  test('a token missing from the token list and the previous labels is named by its symbol() on chain', async () => {
    const rpc = createRpcClient(chain.rpcUrl);
    const { snapshot } = await buildSnapshot({ client: rpc.client, network: 'optimism', block: chain.block, tokens: [], previousLabels: {} });
    const list = siteData().networks.optimism.tokens;
    const used = tokensUsed(snapshot);
    const expected = list.filter((t) => used.has(t.address.toLowerCase()) && !chain.source.poolState.some((p) => p.pool.address === t.address));
    expect(expected.length).toBeGreaterThan(10);
    for (const t of expected) expect([t.address, snapshot.contractLabels[t.address.toLowerCase()]]).toEqual([t.address, t.symbol]);
    // Contracts that are not tokens get no name without a previous snapshot.
    expect(snapshot.contractLabels[snapshot.core.acl.address.toLowerCase()]).toBeUndefined();
  }, 60_000);

  test('npm run snapshot (tsx scripts/snapshot.ts) writes a file the site loads; quiet off a terminal', async () => {
    const out = tempDir();
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/snapshot.ts', '--network', 'optimism', '--rpc-url', chain.rpcUrl, '--out', out],
          { cwd: ROOT },
          (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr }),
        );
      });
      expect(result).toEqual({ code: 0, stderr: '' });
      const snap = loadSnapshot(out, 'optimism', siteData().networks.optimism.tokens);
      expect(snap.pools.map((p) => p.name)).toEqual(siteData().networks.optimism.pools.map((p) => p.name));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
