/**
 * The one data entrance: where the data files are, which files the site
 * reads, and all of them loaded, validated, checked and decoded into the
 * model. The data plugin calls it once per build (and again when a file
 * changes under `npm run dev`); the tests call it too.
 */
import path from 'node:path';
import { loadLegacy, loadSnapshot, loadTokens, TOKEN_LIST_FILE } from './load';
import type { NetworkSnapshot, SiteData } from './model';
import { LEGACY, NETWORKS, NETWORK_IDS, type NetworkId } from './networks';

export interface DataDirs {
  /** Folder with mainnet.json, arbitrum.json and optimism.json. */
  snapshotDir: string;
  /** Folder with tokens.json and the legacy list (mainnet-v2-v1.json). */
  dataDir: string;
}

/** Default folders, overridable by SNAPSHOT_DIR and DATA_DIR. */
export function dataDirsFromEnv(siteDir: string, env: NodeJS.ProcessEnv = process.env): DataDirs {
  return {
    snapshotDir: path.resolve(siteDir, env.SNAPSHOT_DIR || '../shared/snapshots'),
    dataDir: path.resolve(siteDir, env.DATA_DIR || '../shared/data'),
  };
}

/** Every file the site reads: what shows on any page is a function of these files' contents. */
export function dataFiles(dirs: DataDirs): string[] {
  return [
    ...NETWORK_IDS.map((id) => path.join(dirs.snapshotDir, NETWORKS[id].file)),
    path.join(dirs.dataDir, TOKEN_LIST_FILE),
    path.join(dirs.dataDir, LEGACY.file),
  ];
}

/** Everything the site shows, read once. */
export function loadSiteData(dirs: DataDirs): SiteData {
  const tokens = loadTokens(dirs.dataDir);
  const networks = Object.fromEntries(NETWORK_IDS.map((id) => [id, loadSnapshot(dirs.snapshotDir, id, tokens[id])])) as Record<NetworkId, NetworkSnapshot>;
  return { networks, legacy: loadLegacy(dirs.dataDir) };
}
