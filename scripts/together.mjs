// Runs npm scripts at the same time and fails if any fails: `node scripts/together.mjs typecheck:site lint:deps …`.
// For the checks of `npm test` that each use one core (tsc, dependency-cruiser, ESLint): run one after another they
// left the machine's second core idle. Each script's output is printed whole when it ends, in the order given, so
// the logs do not interleave; the exit code is the first failing script's.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`, collecting its output; resolves to its exit code and output. */
export function runScript(script, { cwd = process.cwd(), npm = process.platform === 'win32' ? 'npm.cmd' : 'npm' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { cwd, env: process.env });
    const chunks = [];
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const started = Date.now();
    child.on('error', (error) => resolve({ script, code: 1, output: `${error.message}\n`, seconds: 0 }));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

/** Runs every script at once; prints each one's output as it ends, in the given order; returns the first failure's code, or 0. */
export async function together(scripts, options) {
  const runs = scripts.map((s) => runScript(s, options));
  let failed = 0;
  for (const run of runs) {
    const { script, code, output, seconds } = await run;
    process.stdout.write(`\n> npm run ${script} (${seconds.toFixed(1)} s, exit ${code})\n${output}`);
    if (code !== 0 && failed === 0) failed = code;
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('usage: node scripts/together.mjs SCRIPT [SCRIPT …]');
    process.exit(2);
  }
  process.exit(await together(scripts));
}
