/**
 * A build that stops on bad input says why on the first line of stderr, then one line of hint; the stack only with
 * DEBUG=1; a non-zero exit code (scripts/docusaurus.mjs, behind `npm run build`, `npm start` and `npm run dev`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DataError } from '../../src/domain/data/errors';
import { loadSiteData } from '../../src/domain/data/entrance';
import { editJson, tempCopy } from '../helpers/data';
import { runBuild, type BuildRun } from '../helpers/build';

/** `npm run build` as npm runs it, into a temp folder, with the data folders given. */
async function build(dirs: { snapshotDir: string; dataDir: string }, debug: boolean): Promise<BuildRun> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'gearbox-bad-build-'));
  try {
    return await runBuild({ env: { SNAPSHOT_DIR: dirs.snapshotDir, DATA_DIR: dirs.dataDir, DEBUG: debug ? '1' : undefined }, outDir });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const STACK_LINE = /^\s+at /m;

describe('a build with bad data', () => {
  test('a malformed snapshot: its message is the first line, one hint after it, no stack; DEBUG=1 adds the stack', async () => {
    const copy = tempCopy();
    editJson(path.join(copy.snapshotDir, 'mainnet.json'), (j) => (j.creditState[3].creditFacade.address = '0x123'));
    let expected = '';
    try {
      loadSiteData(copy);
    } catch (error) {
      expect(error).toBeInstanceOf(DataError);
      expected = (error as Error).message;
    }
    expect(expected).toMatch(/^Bad data in .*mainnet\.json at \$\.creditState\[3\]\.creditFacade\.address: expected /);
    const [plain, debug] = await Promise.all([build(copy, false), build(copy, true)]);

    expect(plain.code).toBe(1);
    const lines = plain.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(expected);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/DEBUG=1 prints the stack\.$/);
    expect(plain.stderr).not.toMatch(STACK_LINE);
    expect(plain.stderr).not.toContain('Unable to build website');

    expect(debug.code).toBe(1);
    expect(debug.stderr.split('\n')[0]).toBe(expected);
    expect(debug.stderr).toMatch(STACK_LINE);
  }, 300_000);

  test('data the docs cite and the snapshot lacks: the message names each citation, no stack', async () => {
    const copy = tempCopy();
    // The docs cite "Trade WETH Tier 1" by name; under another name, every such citation is unresolved.
    editJson(path.join(copy.snapshotDir, 'mainnet.json'), (j) => {
      const manager = j.creditState.find((c: any) => c.creditManager.name === 'Trade WETH Tier 1').creditManager;
      manager.name = 'Trade WETH Tier One';
    });
    const run = await build(copy, false);
    expect(run.code).toBe(1);
    const lines = run.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('Live values cited in the docs that the data does not have:');
    const cited = lines.slice(1, -1);
    expect(cited.length).toBeGreaterThan(0);
    for (const line of cited) expect(line).toMatch(/^docs\/.+\.mdx?:\d+: <LiveParam .*creditManager="Trade WETH Tier 1".* \/>: /);
    expect(lines.at(-1)).toMatch(/^Fix the <LiveParam> elements named above/);
    expect(run.stderr).not.toMatch(STACK_LINE);
  }, 300_000);
});
