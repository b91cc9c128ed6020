// Runs npm scripts at the same time and fails if any fails: `node scripts/together.mjs typecheck:site lint:deps …`.
// For the checks of `npm test` that each use one core (tsc, dependency-cruiser, ESLint): run one after another they
// left the machine's second core idle. `SCRIPT<AFTER` starts SCRIPT once AFTER (another script of the same call) has
// ended well, and not at all when it failed: `npm test` starts the browser tests as soon as the build is there, beside
// the unit tests, rather than after everything. Each script's output is printed whole when it ends, in the order
// given, so the logs do not interleave; the exit code is the first failing script's.
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

/** `name<after` → { script: name, after }; a plain name has no `after`. */
export function parseSpec(spec) {
  const [script = '', after] = spec.split('<');
  return after === undefined ? { script } : { script, after };
}

/**
 * Runs every script at once (one written `SCRIPT<AFTER` once AFTER has ended well); prints each one's output as it
 * ends, in the given order; returns the first failure's code, or 0. A script whose AFTER failed is not run and fails.
 */
export async function together(specs, options) {
  const parsed = specs.map(parseSpec);
  const unknown = parsed.filter((p) => p.after !== undefined && !parsed.some((q) => q.script === p.after));
  if (unknown.length > 0) throw new Error(`together: ${unknown.map((p) => `${p.script}<${p.after}`).join(', ')} waits for a script not in the list`);
  const runs = new Map();
  const start = ({ script, after }) => {
    if (runs.has(script)) return runs.get(script);
    const run =
      after === undefined
        ? runScript(script, options)
        : start(parsed.find((q) => q.script === after)).then((before) => {
            if (before.code !== 0) return { script, code: 1, output: `not run: npm run ${after} failed\n`, seconds: 0 };
            process.stdout.write(`\n> npm run ${script} started (${after} ended)\n`);
            return runScript(script, options);
          });
    runs.set(script, run);
    return run;
  };
  const all = parsed.map(start);
  let failed = 0;
  for (const run of all) {
    const { script, code, output, seconds } = await run;
    process.stdout.write(`\n> npm run ${script} (${seconds.toFixed(1)} s, exit ${code})\n${output}`);
    if (code !== 0 && failed === 0) failed = code;
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('usage: node scripts/together.mjs SCRIPT[<AFTER] [SCRIPT[<AFTER] …]');
    process.exit(2);
  }
  process.exit(await together(scripts));
}
