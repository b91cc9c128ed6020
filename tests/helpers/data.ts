/** Shared test fixtures: the real snapshots, loaded once, and temp copies for bad-input cases. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { onTestFinished } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { dataDirsFromEnv, loadSiteData, type DataDirs } from '../../src/domain/data/entrance';
import type { SiteData } from '../../src/domain/data/model';
import type { NetworkId } from '../../src/domain/data/networks';
import { tokensPage, type TokenRow } from '../../src/pageData/state/tokens';
import { ROOT } from './buildDir';

export { ROOT };
export const DIRS = dataDirsFromEnv(ROOT);

let cached: SiteData | undefined;
/** The real snapshots from ../shared (or SNAPSHOT_DIR / DATA_DIR). */
export function siteData(): SiteData {
  cached ??= loadSiteData(DIRS);
  return cached;
}

/** A temp copy of the snapshot and data folders, to break on purpose; removed when the test finishes. */
export function tempCopy(): DataDirs {
  const base = mkdtempSync(path.join(os.tmpdir(), 'gearbox-data-'));
  onTestFinished(() => rmSync(base, { recursive: true, force: true }));
  const snapshotDir = path.join(base, 'snapshots');
  const dataDir = path.join(base, 'data');
  cpSync(DIRS.snapshotDir, snapshotDir, { recursive: true });
  cpSync(DIRS.dataDir, dataDir, { recursive: true });
  return { snapshotDir, dataDir, v31Dir: DIRS.v31Dir };
}

/** Rewrites a JSON file in place through `edit`. */
export function editJson(file: string, edit: (json: any) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  edit(json);
  writeFileSync(file, JSON.stringify(json));
}

/** The rows of a network's supported-tokens table, as its page's data has them. */
export function tokensTableRows(network: NetworkId = 'mainnet'): TokenRow[] {
  for (const section of tokensPage(siteData().networks[network]).sections)
    for (const block of section.blocks) if (block.kind === 'tokens') return block.rows;
  throw new Error(`the ${network} tokens page has no tokens table`);
}
