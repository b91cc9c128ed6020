/**
 * Builds of the site made by the tests, into folders of their own: `node scripts/docusaurus.mjs build --out-dir …`,
 * the entry `npm run build` runs (jiti's set-up and the report of bad input included), never Docusaurus's bin
 * directly.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './buildDir';

/** What a build said: its exit code (0: built) and its stderr. */
export interface BuildRun {
  code: number | null;
  stderr: string;
}

/** A build the test needed and that failed: its exit code and the end of its stderr. */
export class BuildFailed extends Error {
  constructor(
    readonly outDir: string,
    readonly run: BuildRun,
  ) {
    super(`the build into ${outDir} failed (exit code ${run.code}): ${run.stderr.slice(-2000)}`);
    this.name = 'BuildFailed';
  }
}

export interface BuildOptions {
  /** Variables added to this process's environment (SNAPSHOT_DIR, DATA_DIR, SNAPSHOT_PREVIOUS_DIR…); `undefined` removes one. */
  env?: Record<string, string | undefined>;
  outDir: string;
}

/** Runs the build and says how it ended, failed or not. */
export function runBuild({ env = {}, outDir }: BuildOptions): Promise<BuildRun> {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(ROOT, 'scripts/docusaurus.mjs'), 'build', '--out-dir', outDir], { cwd: ROOT, env: merged, maxBuffer: 64 * 1024 * 1024 }, (error, _out, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr });
    });
  });
}

/** Builds the site into `outDir`; rejects with `BuildFailed` if the build does not succeed. */
export async function buildSite(options: BuildOptions): Promise<void> {
  const run = await runBuild(options);
  if (run.code !== 0) throw new BuildFailed(options.outDir, run);
}
