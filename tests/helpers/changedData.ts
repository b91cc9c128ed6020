/**
 * One build per run from changed data, shared by two test files (whichever runs first makes it, in the run's folder
 * from the global set-up; the files run one after another, vitest.e2e.config.mts):
 * - fresh-data.e2e.ts: the snapshot with one value changed (Trade USDC Tier 1's maximum debt), built in the checkout
 *   that built build/, shows the new value everywhere;
 * - changes.e2e.ts: the same snapshot, given SNAPSHOT_PREVIOUS_DIR (a copy of it as it was "before": older blocks,
 *   the differences below), has a changes page per network;
 * - both see a V3.1 folder with a fifth state (FIFTH_STATE), which fresh-data.e2e.ts reads on the V3.1 pages.
 * The "before" copy is made from the changed snapshot, so the maximum debt is the same in both and is no change; the
 * docs and state pages draw the current snapshot only, so the previous one changes nothing fresh-data reads.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { DIRS, editJson, siteData } from './data';
import { fake, removeLastManager } from './diff';
import { buildSite } from './build';

const real = siteData().networks;

/** The credit manager whose maximum debt the changed snapshot sets to 777,000 USDC (raw 777000000000). */
export const CHANGED_MANAGER = 'Trade USDC Tier 1';

/** The previous snapshots' differences that changes.e2e.ts names (the others it reads as the page words them). */
export const PREVIOUS = {
  mainnetBlock: real.mainnet.block - 7200,
  /** The credit manager the previous mainnet snapshot lacks (added since). */
  added: real.mainnet.creditManagers.at(-1)!,
  /** The pool called 'Old WBTC name' before. */
  renamed: real.mainnet.pools[1]!,
  /** The Arbitrum credit manager whose facade was `facade` before. */
  facadeOf: real.arbitrum.creditManagers[1]!,
  facade: fake(0xab),
} as const;

/**
 * A fifth V3.1 state the project does not have: Invariant Group read again at a later block, with one value changed
 * (its first credit suite's maximum debt). The build must show it without a code change: its market at the new block
 * and value, every other market as before.
 */
export const FIFTH_STATE = {
  from: 'mainnet-25452438.json',
  block: 25_700_000,
  timestamp: 1_786_000_000,
  file: 'mainnet-25700000.json',
  curator: 'Invariant Group',
  maxDebt: '777000000',
} as const;

/** Where the run's changed-data build lives: its data and its output. */
function folders() {
  const base = path.join(inject('runDir'), 'changed-data');
  return {
    base,
    snapshotDir: path.join(base, 'snapshots'),
    previousDir: path.join(base, 'previous'),
    v31Dir: path.join(base, 'v31'),
    outDir: path.join(base, 'build'),
    done: path.join(base, 'built'),
  };
}

/** The V3.1 folder with the fifth state: the held states, and Invariant Group's markets of the third at a later block. */
function writeV31({ v31Dir }: ReturnType<typeof folders>): void {
  cpSync(DIRS.v31Dir, v31Dir, { recursive: true });
  const file = path.join(v31Dir, 'states', FIFTH_STATE.file);
  cpSync(path.join(DIRS.v31Dir, 'states', FIFTH_STATE.from), file);
  const invariant = siteData().v31.networks.networks[0]?.curators.find((c) => c.name === FIFTH_STATE.curator)?.configurator.toLowerCase();
  editJson(file, (j) => {
    j.currentBlock.__value = String(FIFTH_STATE.block);
    j.timestamp.__value = String(FIFTH_STATE.timestamp);
    j.markets = j.markets.filter((m: { configurator: string }) => m.configurator.toLowerCase() === invariant);
    j.markets[0].creditManagers[0].creditFacade.maxDebt.__value = FIFTH_STATE.maxDebt;
  });
}

function writeData({ snapshotDir, previousDir }: ReturnType<typeof folders>): void {
  cpSync(DIRS.snapshotDir, snapshotDir, { recursive: true });
  editJson(path.join(snapshotDir, 'mainnet.json'), (j) => {
    const cm = j.creditState.find((c: { creditManager: { name: string } }) => c.creditManager.name === CHANGED_MANAGER);
    cm.creditFacade.maxDebt.__value = '777000000000';
  });
  cpSync(snapshotDir, previousDir, { recursive: true });
  editJson(path.join(previousDir, 'mainnet.json'), (j) => {
    j.block = PREVIOUS.mainnetBlock;
    j.timestamp -= 86_400;
    const wethAddress = real.mainnet.tokens.find((t) => t.symbol === 'WETH')!.address.toLowerCase();
    const weth = Object.keys(j.creditState[0].creditManager.collateralTokens).find((k) => k.toLowerCase() === wethAddress)!;
    j.creditState[0].creditManager.collateralTokens[weth] = 8500;
    j.poolState[1].pool.name = 'Old WBTC name';
    removeLastManager(j);
  });
  editJson(path.join(previousDir, 'arbitrum.json'), (j) => {
    j.block -= 1000;
    j.creditState[1].creditFacade.address = PREVIOUS.facade;
    j.creditState[1].creditManager.creditFacade = PREVIOUS.facade;
  });
  // Optimism: the same snapshot, so its page says nothing changed.
}

/** The folder of the run's changed-data build, made on first use (about as long as `npm run build`). */
export async function changedDataBuild(): Promise<string> {
  const dirs = folders();
  if (existsSync(dirs.done)) return dirs.outDir;
  rmSync(dirs.base, { recursive: true, force: true });
  mkdirSync(dirs.base, { recursive: true });
  writeData(dirs);
  writeV31(dirs);
  await buildSite({ env: { SNAPSHOT_DIR: dirs.snapshotDir, SNAPSHOT_PREVIOUS_DIR: dirs.previousDir, V31_DIR: dirs.v31Dir }, outDir: dirs.outDir });
  writeFileSync(dirs.done, '');
  return dirs.outDir;
}

/** The folder the changed-data build is (or will be) in, known before it is made. */
export const changedDataDir = (): string => folders().outDir;
