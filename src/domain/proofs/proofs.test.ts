/**
 * "Check it yourself", for real: every proof command the page offers, for every row of every network,
 * run against a local chain that holds the snapshot's state at the snapshot's own block (anvil, seeded
 * through the generator's ABIs by tests/helpers/chainSeed.ts). The Foundry command is run by bash, text
 * as shown, with cast from @foundry-rs/cast-linux-amd64; the viem snippet is run by Node, text as shown.
 * Each must return its row's address.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NETWORK_IDS, type NetworkId } from '../data/networks';
import { castCommand, RPC_URL_VARIABLE, viemSnippet, type ProofRead } from './proof';
import { exportNetwork, type AddressBookFile } from '../../pageData/addressExport';
import { exportProofs } from '../../pageData/addressProofs';
import { startSnapshotChain, type SnapshotChain } from '../../../tests/helpers/chain';
import { ROOT, siteData } from '../../../tests/helpers/data';

const run = promisify(execFile);
const CAST_DIR = path.join(ROOT, 'node_modules/@foundry-rs/cast-linux-amd64/bin');
const PATH = `${CAST_DIR}:${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`;

/** Runs `jobs` with at most `limit` at a time. */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

/** Does cast's output show `address` as the answer (equal, or one element of a list)? */
function castReturned(output: string, p: ProofRead): boolean {
  const found = output.match(/0x[0-9a-fA-F]{40}/g) ?? [];
  const hit = (a: string) => a.toLowerCase() === p.expected.toLowerCase();
  return p.match === 'equals' ? found.length === 1 && hit(found[0]!) : found.some(hit);
}

const tally: Record<string, { rows: number; cast: number; castRight: number; viem: number; viemRight: number }> = {};

afterAll(() => {
  // The numbers the report quotes.
  console.log(`proof commands against anvil: ${JSON.stringify(tally)}`);
});

describe.each(NETWORK_IDS.map((n) => [n] as const))('proofs on %s', (network: NetworkId) => {
  let chain: SnapshotChain;
  let file: AddressBookFile;
  let proofs: (ProofRead | undefined)[];

  beforeAll(async () => {
    file = exportNetwork(siteData(), network);
    proofs = exportProofs(file);
    chain = await startSnapshotChain(network, { atSnapshotBlock: true });
    tally[network] = { rows: file.rows.length, cast: 0, castRight: 0, viem: 0, viemRight: 0 };
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });

  test('every row has a proof', () => {
    const missing = file.rows.filter((_, i) => proofs[i] === undefined).map((r) => `${r.table} / ${r.label}`);
    expect(missing).toEqual([]);
    // Each read proves its own row.
    proofs.forEach((p, i) => expect(p?.expected).toBe(file.rows[i]!.address));
  });

  test('every cast command returns its row\'s address at the snapshot block', async () => {
    const env = { ...process.env, PATH, [RPC_URL_VARIABLE[network]]: chain.rpcUrl };
    const results = await pool(
      proofs.map((p, i) => async () => {
        const command = castCommand(p!, { block: file.block, network });
        try {
          const { stdout } = await run('bash', ['-c', command], { env, timeout: 60_000 });
          return { i, command, ok: castReturned(stdout, p!), out: stdout.trim() };
        } catch (error) {
          return { i, command, ok: false, out: String((error as { stderr?: string }).stderr ?? error).trim() };
        }
      }),
      4,
    );
    tally[network]!.cast = results.length;
    tally[network]!.castRight = results.filter((r) => r.ok).length;
    expect(results.filter((r) => !r.ok).map((r) => `${file.rows[r.i]!.label}: ${r.command} → ${r.out}`)).toEqual([]);
    expect(results).toHaveLength(file.rows.length);
  }, 600_000);

  test('every viem snippet prints true at the snapshot block', async () => {
    // Inside the project, so the snippets' `import … from 'viem'` resolves as in a user's project.
    const base = path.join(ROOT, 'node_modules/.cache');
    mkdirSync(base, { recursive: true });
    const dir = mkdtempSync(path.join(base, 'proof-snippets-'));
    try {
      const files = proofs.map((p, i) => {
        const f = path.join(dir, `row-${i}.mjs`);
        writeFileSync(f, viemSnippet(p!, { block: file.block, network }));
        return f;
      });
      // One Node process runs them all, one after the other, and reports what each printed.
      const runner = path.join(dir, 'run.mjs');
      writeFileSync(
        runner,
        [
          `const files = ${JSON.stringify(files)};`,
          'const out = [];',
          'const log = console.log;',
          'for (const f of files) {',
          '  let printed = [];',
          '  console.log = (...a) => printed.push(a.join(" "));',
          '  try { await import(f); } catch (e) { printed.push(`error: ${e.message}`); }',
          '  out.push(printed.join("\\n"));',
          '}',
          'console.log = log;',
          'process.stdout.write(JSON.stringify(out));',
        ].join('\n'),
      );
      const { stdout } = await run(process.execPath, [runner], { env: { ...process.env, [RPC_URL_VARIABLE[network]]: chain.rpcUrl }, timeout: 300_000, maxBuffer: 64 * 1024 * 1024 });
      const printed = JSON.parse(stdout) as string[];
      tally[network]!.viem = printed.length;
      tally[network]!.viemRight = printed.filter((p) => p === 'true').length;
      expect(printed.map((p, i) => (p === 'true' ? null : `${file.rows[i]!.label}: ${p}`)).filter(Boolean)).toEqual([]);
      expect(printed).toHaveLength(file.rows.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);

  test('a wrong block shows nothing: before the seeding the same command fails', async () => {
    const p = proofs.find((x) => x?.functionName === 'addresses')!;
    const env = { ...process.env, PATH, [RPC_URL_VARIABLE[network]]: chain.rpcUrl };
    const early = castCommand(p, { block: chain.emptyBlock, network });
    const result = await run('bash', ['-c', early], { env }).then(
      (r) => r.stdout,
      () => 'failed',
    );
    expect(castReturned(result, p)).toBe(false);
  }, 60_000);
});
