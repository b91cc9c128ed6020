/**
 * A copy of the shared data whose names are hostile: token symbols (token list), contract labels of
 * adapter targets (snapshot contractLabels), pool names and credit-manager names are replaced by
 * HTML/script, spreadsheet formulas, a right-to-left override, line breaks, commas and quotes, comment
 * terminators, NatSpec tags, prototype keys, names that differ only in case and a 5,000-character label.
 * Loaded through the normal path (validate, decode), so it is what a build from such data would see.
 * Call inside a test: the temporary copy is removed when the test finishes.
 */
import path from 'node:path';
import { loadSiteData } from '../../src/data/site';
import type { SiteData } from '../../src/data/model';
import { NETWORK_IDS } from '../../src/data/networks';
import { editJson, tempCopy } from './data';

export const LONG_LABEL = `${'Long label, '.repeat(416)}end!!!!!`.slice(0, 5000);

export const HOSTILE = [
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example","click")',
  "-2+3+cmd|' /C calc'!A0",
  '+SUM(1,2)',
  '@SUM(1)',
  '\tTabbed',
  '\rCarriage',
  'Right\u202Eto left\u202C override',
  'line one\nline two\r\n*/ // /* end',
  'a,"quoted",b',
  '@title evil natspec',
  '__proto__',
  'constructor',
  'USDC', // the same name twice (see below) and in another case
  'usdc',
  '0x',
  '\u{1F600}\u{1F600}',
  "it's \\ back'slash",
  LONG_LABEL,
] as const;

/** SiteData with hostile names on every network. */
export function hostileSite(): SiteData {
  const { snapshotDir, dataDir } = tempCopy();
  const pick = (i: number) => HOSTILE[i % HOSTILE.length]!;
  editJson(path.join(dataDir, 'tokens.json'), (json) => {
    for (const id of NETWORK_IDS) {
      (json.networks[id] as { symbol: string }[]).forEach((t, i) => {
        t.symbol = pick(i);
      });
    }
  });
  for (const id of NETWORK_IDS) {
    editJson(path.join(snapshotDir, `${id}.json`), (snap) => {
      let n = 0;
      // Adapter targets: the names adapters are keyed by.
      for (const cs of snap.creditState) {
        for (const target of Object.keys(cs.creditManager.contractsToAdapters)) snap.contractLabels[target.toLowerCase()] = pick(n++);
      }
      snap.poolState.forEach((p: { pool: { name: string } }, i: number) => {
        p.pool.name = i < 2 ? HOSTILE[0] : pick(i + 3); // two pools with one name
      });
      snap.creditState.forEach((c: { creditManager: { name: string } }, i: number) => {
        c.creditManager.name = i < 2 ? LONG_LABEL : pick(i + 7); // two managers with the same 5,000-character name
      });
    });
  }
  return loadSiteData({ snapshotDir, dataDir });
}
