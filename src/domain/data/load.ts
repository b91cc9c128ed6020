/**
 * Loading one file: read it from disk, parse, validate, check and decode it.
 * site.ts puts the files together.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataError } from './errors';
import { decodeLegacy, decodeSnapshot, decodeTokens } from './link';
import type { LegacyList, NetworkSnapshot, Token } from './model';
import { checkChain, checkReferences } from './checks';
import { LEGACY, NETWORKS, NETWORK_IDS, type NetworkId } from './networks';
import { legacyList, snapshot, tokenList } from './schema';
import { validate } from './validate';

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

/** The token list's file name inside DATA_DIR. */
export const TOKEN_LIST_FILE = 'tokens.json';

export function loadTokens(dataDir: string): Record<NetworkId, Token[]> {
  const file = path.join(dataDir, TOKEN_LIST_FILE);
  const raw = validate(tokenList, readJson(file), file);
  return Object.fromEntries(NETWORK_IDS.map((id) => [id, decodeTokens(raw.networks[id])])) as Record<NetworkId, Token[]>;
}

export function loadSnapshot(snapshotDir: string, id: NetworkId, tokens: Token[]): NetworkSnapshot {
  const network = NETWORKS[id];
  const file = path.join(snapshotDir, network.file);
  const raw = validate(snapshot, readJson(file), file);
  checkChain(raw, network, file);
  checkReferences(raw, file);
  return decodeSnapshot(raw, network, tokens);
}

export function loadLegacy(dataDir: string): LegacyList {
  const file = path.join(dataDir, LEGACY.file);
  return decodeLegacy(validate(legacyList, readJson(file), file));
}
