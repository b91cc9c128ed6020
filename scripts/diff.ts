/**
 * `npm run diff -- OLD_DIR NEW_DIR [--json]`: what changed between two folders
 * of snapshots (mainnet.json, arbitrum.json, optimism.json), network by network.
 * `npm run diff -- --v31 OLD_STATE.json NEW_STATE.json [--json]`: what changed between two Gearbox V3.1 states of
 * one network, for the curators both were read for (src/pageData/v31/diff.ts), in the same words.
 * Markdown by default; `--json` prints the shape described by src/pageData/diff/schema.ts (V31_DIFF_SCHEMA for --v31).
 * Exit code 0: no change; 1: changes; 2: bad input (the build's message; DEBUG=1 adds the stack).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { InputError, UsageError } from '../src/domain/errors';
import { unknownOptions } from '../src/cli/commandLine';
import { NETWORK_IDS } from '../src/domain/data/networks';
import { diffSnapshots } from '../src/pageData/diff/compare';
import { dataDirsFromEnv, loadSnapshots } from '../src/domain/data/entrance';
import { renderMarkdown } from '../src/pageData/diff/report';
import { loadV31Networks } from '../src/domain/v31/networks';
import { loadV31State } from '../src/domain/v31/states';
import { renderV31Markdown, v31DiffReport } from '../src/pageData/v31/diff';

const USAGE = 'Usage: npm run diff -- OLD_DIR NEW_DIR [--json]';
const V31_USAGE = 'Usage: npm run diff -- --v31 OLD_STATE.json NEW_STATE.json [--json]';
const ROOT = path.resolve(__dirname, '..');

const OPTIONS = { json: { type: 'boolean' }, v31: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

function run(argv: string[]): number {
  const { values, positionals, tokens } = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  if (values.help) {
    process.stdout.write(
      `${USAGE}\n${V31_USAGE}\nCompares two snapshot folders, or two V3.1 state files of one network; exit code 0 when they are the same, 1 when they differ, 2 on bad input.\n`,
    );
    return 0;
  }
  const unknown = unknownOptions(argv, tokens, OPTIONS);
  if (unknown.length) throw new UsageError(`Unknown option ${unknown.join(', ')}. ${values.v31 ? V31_USAGE : USAGE}`);
  if (values.v31) return runV31(positionals, values.json === true);
  const dirs = positionals;
  if (dirs.length !== 2) throw new UsageError(`Expected two folders, got ${dirs.length}. ${USAGE}`);
  // npm runs scripts from the project root; folders are meant relative to where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const [oldDir, newDir] = dirs.map((d) => path.resolve(cwd, d)) as [string, string];
  const { dataDir } = dataDirsFromEnv(ROOT);
  const before = loadSnapshots(oldDir, dataDir);
  const after = loadSnapshots(newDir, dataDir);
  const report = diffSnapshots(before, after, NETWORK_IDS);
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderMarkdown(report, `Snapshot changes: ${dirs[0]} → ${dirs[1]}`));
  return report.same ? 0 : 1;
}

/** Two V3.1 state files, the older first, each read and checked as the build reads it. */
function runV31(files: string[], json: boolean): number {
  if (files.length !== 2) throw new UsageError(`Expected two state files, got ${files.length}. ${V31_USAGE}`);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const [oldFile, newFile] = files.map((f) => path.resolve(cwd, f)) as [string, string];
  const networks = loadV31Networks(dataDirsFromEnv(ROOT).v31Dir);
  const report = v31DiffReport(networks, loadV31State(oldFile, networks), loadV31State(newFile, networks));
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : renderV31Markdown(report, `V3.1 state changes: ${files[0]} → ${files[1]}`));
  return report.same ? 0 : 1;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  const message = error instanceof InputError ? error.message : `Could not compare: ${(error as Error).message ?? String(error)}`;
  process.stderr.write(`${message}\n`);
  if (process.env.DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 2;
}
