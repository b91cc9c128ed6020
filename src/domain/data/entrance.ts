/**
 * The one data entrance: where the data files are, which files the site
 * reads, and all of them loaded, validated, checked and decoded into the
 * model. The data plugin calls it once per build (and again when a file
 * changes under `npm run dev`); the tests call it too.
 */
import path from 'node:path';
import { loadLegacy, loadSnapshot, loadTokens, TOKEN_LIST_FILE } from './load';
import type { NetworkSnapshot, SiteData, Snapshots, Token } from './model';
import { LEGACY, NETWORKS, NETWORK_IDS, type NetworkId } from './networks';
import { loadV31, v31Files } from '../v31/data';
import { v31DirFromEnv } from '../v31/networks';

export interface DataDirs {
  /** Folder with mainnet.json, arbitrum.json and optimism.json. */
  snapshotDir: string;
  /** Folder with tokens.json and the legacy list (mainnet-v2-v1.json). */
  dataDir: string;
  /** Folder with the previous snapshots, to show what changed since (optional). */
  previousDir?: string;
  /** The Gearbox V3.1 folder: networks.json and states/*.json. */
  v31Dir: string;
}

/** Default folders, overridable by SNAPSHOT_DIR, DATA_DIR and V31_DIR; SNAPSHOT_PREVIOUS_DIR names the previous snapshots. */
export function dataDirsFromEnv(siteDir: string, env: NodeJS.ProcessEnv = process.env): DataDirs {
  return {
    snapshotDir: path.resolve(siteDir, env.SNAPSHOT_DIR || '../shared/snapshots'),
    dataDir: path.resolve(siteDir, env.DATA_DIR || '../shared/data'),
    ...(env.SNAPSHOT_PREVIOUS_DIR ? { previousDir: path.resolve(siteDir, env.SNAPSHOT_PREVIOUS_DIR) } : {}),
    v31Dir: v31DirFromEnv(siteDir, env),
  };
}

/** Every file the site reads: what shows on any page is a function of these files' contents. */
export function dataFiles(dirs: DataDirs): string[] {
  return [
    ...NETWORK_IDS.map((id) => path.join(dirs.snapshotDir, NETWORKS[id].file)),
    path.join(dirs.dataDir, TOKEN_LIST_FILE),
    path.join(dirs.dataDir, LEGACY.file),
    ...(dirs.previousDir ? NETWORK_IDS.map((id) => path.join(dirs.previousDir as string, NETWORKS[id].file)) : []),
    ...v31Files(dirs.v31Dir),
  ];
}

/** Every network's snapshot in `snapshotDir`, named with the token list of `dataDir` (or the token lists given). */
export function loadSnapshots(snapshotDir: string, dataDirOrTokens: string | Record<NetworkId, Token[]>): Snapshots {
  const tokens = typeof dataDirOrTokens === 'string' ? loadTokens(dataDirOrTokens) : dataDirOrTokens;
  return Object.fromEntries(NETWORK_IDS.map((id): [NetworkId, NetworkSnapshot] => [id, loadSnapshot(snapshotDir, id, tokens[id])])) as Snapshots;
}

/** Everything the site shows, read once; with a previous folder, its snapshots too (named with today's token list). */
export function loadSiteData(dirs: DataDirs): SiteData {
  const tokens = loadTokens(dirs.dataDir);
  const networks = loadSnapshots(dirs.snapshotDir, tokens);
  const legacy = loadLegacy(dirs.dataDir);
  const v31 = loadV31(dirs.v31Dir);
  return dirs.previousDir ? { networks, legacy, v31, previous: loadSnapshots(dirs.previousDir, tokens) } : { networks, legacy, v31 };
}
