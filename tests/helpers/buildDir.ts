/** Where the tests find the repository and the build they read; free of Vitest, so the global set-up can load it. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[/\\]$/, '');
/** The build the browser tests read: build/, or another folder given as E2E_BUILD_DIR (a build made with `--out-dir`). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ? path.resolve(process.env.E2E_BUILD_DIR) : path.join(ROOT, 'build');
