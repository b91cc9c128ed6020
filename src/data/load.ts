/**
 * Loading: read the snapshot, token-list and legacy files from disk, parse,
 * validate and decode them. Used at build time by the data plugin and by tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataError } from './errors';
import { decodeLegacy, decodeSnapshot, decodeTokens } from './decode';
import type { LegacyList, NetworkSnapshot, SiteData, Token } from './model';
import { NETWORKS, NETWORK_IDS, type NetworkId, type NetworkInfo } from './networks';
import { legacyList, snapshot, tokenList } from './schema';
import { validate } from './validate';

export interface DataDirs {
  /** Folder with mainnet.json, arbitrum.json and optimism.json. */
  snapshotDir: string;
  /** Folder with tokens.json and mainnet-v2-v1.json. */
  dataDir: string;
}

/** Default folders, overridable by SNAPSHOT_DIR and DATA_DIR. */
export function dataDirsFromEnv(siteDir: string, env: NodeJS.ProcessEnv = process.env): DataDirs {
  return {
    snapshotDir: path.resolve(siteDir, env.SNAPSHOT_DIR || '../shared/snapshots'),
    dataDir: path.resolve(siteDir, env.DATA_DIR || '../shared/data'),
  };
}

/** Reads and parses a JSON file; a missing, unreadable or non-JSON file is a DataError. */
export function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory' : (code ?? String(error));
    throw new DataError(file, '$', 'a readable JSON file', reason);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DataError(file, '$', 'valid JSON', `a syntax error (${(error as Error).message})`);
  }
}

/** The snapshot must describe the network it is named after: its WETH must be that chain's WETH. */
export function checkChain(snap: NetworkSnapshot, file: string): void {
  const expected: NetworkInfo = snap.network;
  const entry = snap.core.addressProvider.entries.find((e) => e.role === 'WETH_TOKEN');
  if (!entry) {
    throw new DataError(file, '$.core.addressProviderV3.addresses.WETH_TOKEN', `a WETH_TOKEN entry (${expected.name} WETH)`, 'nothing');
  }
  if (entry.address.toLowerCase() !== expected.weth.toLowerCase()) {
    const other = Object.values(NETWORKS).find((n) => n.weth.toLowerCase() === entry.address.toLowerCase());
    throw new DataError(
      file,
      `$.core.addressProviderV3.addresses.WETH_TOKEN["${entry.version}"]`,
      `${expected.name}'s WETH ${expected.weth} (chain ${expected.chainId})`,
      `${entry.address}${other ? `, the WETH of ${other.name}: this is a ${other.name} snapshot` : ''}`,
    );
  }
}

export function loadTokens(dataDir: string): Record<NetworkId, Token[]> {
  const file = path.join(dataDir, 'tokens.json');
  const raw = validate(tokenList, readJson(file), file);
  return {
    mainnet: decodeTokens(raw.networks.mainnet),
    arbitrum: decodeTokens(raw.networks.arbitrum),
    optimism: decodeTokens(raw.networks.optimism),
  };
}

export function loadSnapshot(snapshotDir: string, id: NetworkId, tokens: Token[]): NetworkSnapshot {
  const network = NETWORKS[id];
  const file = path.join(snapshotDir, network.file);
  const raw = validate(snapshot, readJson(file), file);
  const snap = decodeSnapshot(raw, network, tokens);
  checkChain(snap, file);
  return snap;
}

export function loadLegacy(dataDir: string): LegacyList {
  const file = path.join(dataDir, 'mainnet-v2-v1.json');
  return decodeLegacy(validate(legacyList, readJson(file), file));
}

/** Everything the site shows, read once. */
export function loadSiteData(dirs: DataDirs): SiteData {
  const tokens = loadTokens(dirs.dataDir);
  const networks = Object.fromEntries(
    NETWORK_IDS.map((id) => [id, loadSnapshot(dirs.snapshotDir, id, tokens[id])]),
  ) as Record<NetworkId, NetworkSnapshot>;
  return { networks, legacy: loadLegacy(dirs.dataDir) };
}
