/**
 * Writing a snapshot: checked with the site's own schema and decoder first,
 * then written to a temporary file in the target folder and renamed over the
 * target, so a reader sees the old file or the new one, never a partial one,
 * and a failed run leaves the old file as it was.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { checkChain, checkReferences } from '../../domain/data/checks';
import { decodeSnapshot, decodeTokens } from '../../domain/data/link';
import { DataError } from '../../domain/data/errors';
import { NETWORKS, type NetworkId } from '../../domain/data/networks';
import { snapshot as snapshotSchema, type RawSnapshot } from '../../domain/data/schema';
import { validate } from '../../domain/data/validate';
import { SnapshotError } from './errors';

/** The snapshot as the site will load it, or a SnapshotError saying why the site would refuse it. */
export function checkSnapshot(raw: RawSnapshot, network: NetworkId, file: string): void {
  try {
    const valid = validate(snapshotSchema, JSON.parse(JSON.stringify(raw)) as unknown, file);
    checkChain(valid, NETWORKS[network], file);
    checkReferences(valid, file);
    decodeSnapshot(valid, NETWORKS[network], decodeTokens([]));
  } catch (error) {
    if (error instanceof DataError) throw new SnapshotError(`the snapshot read from chain fails the site's checks, nothing written: ${error.message}`);
    throw error;
  }
}

export function serializeSnapshot(raw: RawSnapshot): string {
  return `${JSON.stringify(raw, null, 2)}\n`;
}

/** Validates, then writes `<dir>/<network>.json` atomically. Returns the file's path. */
export function writeSnapshot(dir: string, network: NetworkId, raw: RawSnapshot): string {
  const file = path.join(dir, NETWORKS[network].file);
  checkSnapshot(raw, network, file);
  const text = serializeSnapshot(raw);
  const tmp = path.join(dir, `.${NETWORKS[network].file}.${process.pid}.${Date.now()}.tmp`);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(tmp, 'wx');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw new SnapshotError(`cannot write ${file}: ${(error as Error).message}`, { cause: error });
  }
  return file;
}
