/** Running the snapshot command in-process: temp folders and a captured stderr. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CliIo } from '../../src/cli/snapshot/cli';

const ROOT = path.resolve(__dirname, '../..');

export function tempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'gearbox-snapshot-'));
}

/** CLI io whose stderr is captured; `tty` makes it look like a terminal. */
export function captureIo(options: { tty?: boolean; env?: NodeJS.ProcessEnv; retries?: number } = {}): CliIo & { text(): string } {
  let text = '';
  const io: CliIo & { text(): string } = {
    stderr: { isTTY: options.tty ?? false, write: (s: string) => (text += s) },
    env: { ...process.env, DEBUG: '', ...options.env },
    cwd: ROOT,
    root: ROOT,
    text: () => text,
  };
  if (options.retries !== undefined) io.retries = options.retries;
  return io;
}
