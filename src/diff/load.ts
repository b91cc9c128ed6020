/**
 * Reading a folder of snapshots to compare: the same files, checks and
 * messages as the build (`DataError` on a missing or invalid file).
 */
import path from 'node:path';
import type { NetworkSnapshot, Token } from '../data/model';
import { loadSnapshot, loadTokens } from '../data/load';
import { NETWORK_IDS, type NetworkId } from '../data/networks';

export type Snapshots = Record<NetworkId, NetworkSnapshot>;

/** Every network's snapshot in `snapshotDir`, labelled with the token list of `dataDir` (or the tokens given). */
export function loadSnapshots(snapshotDir: string, dataDirOrTokens: string | Record<NetworkId, Token[]>): Snapshots {
  const tokens = typeof dataDirOrTokens === 'string' ? loadTokens(dataDirOrTokens) : dataDirOrTokens;
  return Object.fromEntries(NETWORK_IDS.map((id) => [id, loadSnapshot(snapshotDir, id, tokens[id])])) as Snapshots;
}

/** The folder of the previous snapshots, when the build is given one (SNAPSHOT_PREVIOUS_DIR, relative to the site). */
export function previousDirFromEnv(siteDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.SNAPSHOT_PREVIOUS_DIR;
  return dir ? path.resolve(siteDir, dir) : undefined;
}
