import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { DataError } from '../../domain/data/errors';
import { loadSiteData } from '../../domain/data/entrance';
import { DIFF_SCHEMA, V31_DIFF_SCHEMA } from './schema';
import { V31_STATES_DIR } from '../../domain/v31/states';
import { DIRS, ROOT, tempCopy } from '../../../tests/helpers/data';
import { changedCopy, fake } from '../../../tests/helpers/diff';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const SCRIPT = path.join(ROOT, 'scripts/diff.ts');

/** Runs `npm run diff -- …` as npm would: from the project root, INIT_CWD the folder the command was typed in. */
function diff(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  delete env.DEBUG;
  if (options.env?.DEBUG) env.DEBUG = options.env.DEBUG;
  env.INIT_CWD = options.cwd ?? ROOT;
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    execFile(TSX, [SCRIPT, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, out, err });
    });
  });
}

/** The message the build stops with on the same folder. */
function buildMessage(snapshotDir: string): string {
  try {
    loadSiteData({ ...DIRS, snapshotDir });
  } catch (error) {
    expect(error).toBeInstanceOf(DataError);
    return (error as Error).message;
  }
  throw new Error('expected the build to refuse this folder');
}

// Each run starts tsx (a second or more on a busy machine).
describe('npm run diff -- OLD_DIR NEW_DIR', { timeout: 90_000 }, () => {
  test('identical inputs: exit 0, "no changes" for each network; folders relative to where the command was typed', async () => {
    const copy = tempCopy();
    const r = await diff([path.relative(path.dirname(copy.snapshotDir), DIRS.snapshotDir), 'snapshots'], { cwd: path.dirname(copy.snapshotDir) });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.match(/: no changes\.$/gm)).toHaveLength(3);
    expect(r.out).toContain('## Ethereum Mainnet (chain 1)');
  });

  test('a changed copy: exit 1, the change in Markdown; --json validates against the documented schema', async () => {
    const copy = changedCopy('arbitrum', (j) => {
      j.creditState[1].creditFacade.address = fake(0xab);
      j.creditState[1].creditManager.creditFacade = fake(0xab);
    });
    const [md, json] = await Promise.all([diff([DIRS.snapshotDir, copy.snapshotDir]), diff([DIRS.snapshotDir, copy.snapshotDir, '--json'])]);
    expect(md.code).toBe(1);
    expect(md.out).toMatch(new RegExp(`^- Replaced credit facade: CreditFacadeV3 of [^,]+, \`0x[0-9a-fA-F]{40}\` → \`${fake(0xab)}\`$`, 'm'));
    expect(md.out.match(/^- /gm)).toHaveLength(1);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.out);
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(DIFF_SCHEMA);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.same).toBe(false);
    expect(report.networks.map((n: { changes: unknown[] }) => n.changes.length)).toEqual([0, 1, 0]);
    expect(report.networks[1].changes[0]).toMatchObject({ kind: 'replaced', role: 'creditFacade', new: { address: fake(0xab) } });
  });

  test('a missing snapshot: exit 2 with the build\'s one-line message, no stack', async () => {
    const copy = tempCopy();
    rmSync(path.join(copy.snapshotDir, 'optimism.json'));
    const r = await diff([DIRS.snapshotDir, copy.snapshotDir]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`${buildMessage(copy.snapshotDir)}\n`);
    expect(r.err).toMatch(/^Bad data in .*optimism\.json at \$: expected a readable JSON file; found no such file\n$/);
  });

  test('an invalid snapshot: exit 2 with the build\'s message; DEBUG=1 adds the stack', async () => {
    const copy = changedCopy('mainnet', (j) => delete j.poolState[2].pool.decimals);
    const [r, debug] = await Promise.all([diff([copy.snapshotDir, DIRS.snapshotDir]), diff([copy.snapshotDir, DIRS.snapshotDir], { env: { DEBUG: '1' } })]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${buildMessage(copy.snapshotDir)}\n`);
    expect(r.err).toContain('at $.poolState[2].pool.decimals: expected a number');
    expect(debug.code).toBe(2);
    expect(debug.err.split('\n')[0]).toBe(r.err.trim());
    expect(debug.err).toMatch(/\n\s+at /);
  });

  test('wrong arguments: exit 2 with the usage', async () => {
    const [one, flag] = await Promise.all([diff([DIRS.snapshotDir]), diff([DIRS.snapshotDir, DIRS.snapshotDir, '--yaml'])]);
    expect(one.code).toBe(2);
    expect(one.err).toBe('Expected two folders, got 1. Usage: npm run diff -- OLD_DIR NEW_DIR [--json]\n');
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/^Unknown option --yaml\./);
  });
});

describe('npm run diff -- --v31 OLD_STATE.json NEW_STATE.json', { timeout: 90_000 }, () => {
  const states = path.join(DIRS.v31Dir, V31_STATES_DIR);
  const OLD = 'mainnet-25274831.json';
  const NEW = 'mainnet-25452438.json';

  test('the KPK pair: exit 1, the changes in the V3.0 words, Invariant Group not held before; --json validates against the V3.1 schema', async () => {
    const [md, json] = await Promise.all([diff(['--v31', OLD, NEW], { cwd: states }), diff(['--v31', path.join(states, OLD), path.join(states, NEW), '--json'])]);
    expect(md.err).toBe('');
    expect(md.code).toBe(1);
    expect(md.out).toContain(`# V3.1 state changes: ${OLD} → ${NEW}`);
    expect(md.out).toContain('From block 25,274,831 (2026-06-08 19:36:35 UTC) to block 25,452,438 (2026-07-03 13:58:59 UTC): 23 changes.');
    expect(md.out).toMatch(/^- Invariant Group \(`0x7A133FBd01736Fd076158307c9476cC3877F1AF5`\): not held before .*: market USDC \(`0xC155444481854c60e7a29f4150373f479988F32D`\)$/m);
    expect(md.out).toMatch(/^- Added credit manager: savETH CM \(`0x0F4e4432977Bbf3962322996F1c9aeFdBC62256d`\)$/m);
    expect(md.out).toMatch(/^### Credit suite savETH Strategy of wstETH v3 \(`0x87eD56356C106Ac1F8309cb3e2B7c719588E0927`\)$/m);
    expect(md.out).not.toMatch(/USDC.*added|Added pool/);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.out);
    const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(V31_DIFF_SCHEMA);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.same).toBe(false);
    expect(report.networks[0].changes).toHaveLength(23);
    expect(report.networks[0].curators.map((c: { name: string; status: string }) => `${c.name}: ${c.status}`)).toEqual(['Invariant Group: notHeldBefore', 'KPK: compared']);
  });

  test('a state with itself: exit 0, no changes', async () => {
    const r = await diff(['--v31', path.join(states, NEW), path.join(states, NEW)]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^From block 25,452,438 .* to block 25,452,438 .*: no changes\.$/m);
  });

  test("bad input: exit 2 with the build's message (a missing file, the states in the wrong order) or the usage", async () => {
    const [missing, order, one, flag] = await Promise.all([
      diff(['--v31', path.join(states, OLD), path.join(states, 'mainnet-1.json')]),
      diff(['--v31', path.join(states, NEW), path.join(states, OLD)]),
      diff(['--v31', path.join(states, OLD)]),
      diff(['--v31', path.join(states, OLD), path.join(states, NEW), '--yaml']),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.out).toBe('');
    expect(missing.err).toMatch(/^Bad data in .*mainnet-1\.json at \$: expected a readable JSON file; found no such file\n$/);
    expect(order.code).toBe(2);
    expect(order.err).toMatch(/mainnet-25274831\.json at \$\.currentBlock: expected a block no older than mainnet-25452438\.json's \(25452438\): the newer state second; found 25274831\n$/);
    expect(one.code).toBe(2);
    expect(one.err).toBe('Expected two state files, got 1. Usage: npm run diff -- --v31 OLD_STATE.json NEW_STATE.json [--json]\n');
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/^Unknown option --yaml\. Usage: npm run diff -- --v31 /);
  });
});
