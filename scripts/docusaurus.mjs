// `node scripts/docusaurus.mjs <command> [options]`: the Docusaurus command line (build, start…), as
// node_modules/.bin/docusaurus runs it, except for how a failure is told. When the cause is in the inputs (an
// InputError of src/domain/errors.ts: a data file, a docs citation, a docs page), the person needs what to fix, not
// Docusaurus's wrapper ("Unable to build website for locale en.") and two screens of stack: stderr gets the message
// as its first line(s), then one line of hint; the stack only with DEBUG=1. Any other failure is printed the way
// Docusaurus prints it. The exit code is 1 either way.
//
// Why here and not in the plugin: the plugin cannot stop Docusaurus from printing its own report after it (short
// of exiting the process from inside a hook, which would also end `npm run dev` on a bad edit); here the whole
// error, with its chain of causes, is in hand once, for every command.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';

const requireHere = createRequire(import.meta.url);

// As Docusaurus's own bin: env defaults, each command sets its own.
process.env.BABEL_ENV ??= 'development';
process.env.NODE_ENV ??= 'development';

/**
 * The input errors' base class, through the jiti Docusaurus loads the config with (the fence's, set below, or its
 * own with LEAN=0). Possibly a copy of its own, not the one that made the error, as in the dev server, which loads
 * the config afresh on each reload: `instanceof InputError` holds for any copy's instances (src/domain/errors.ts),
 * which every failing build thus checks.
 */
function inputErrorClass() {
  const jiti = requireHere(createRequire(requireHere.resolve('@docusaurus/utils')).resolve('jiti'));
  const load = jiti(fileURLToPath(import.meta.url), { interopDefault: false, requireCache: false });
  return load('../src/domain/errors.ts').InputError;
}

/** The first error in the chain of causes that the person can act on. */
function inputError(error) {
  let InputError;
  try {
    InputError = inputErrorClass();
  } catch {
    return undefined; // the failure is in loading our code itself: printed whole
  }
  for (let e = error, depth = 0; e instanceof Object && depth < 20; e = e.cause, depth += 1) {
    if (e instanceof InputError) return e;
  }
  return undefined;
}

function fail(error) {
  const found = inputError(error);
  if (found) {
    const hint = [found.hint, process.env.DEBUG === '1' ? '' : 'DEBUG=1 prints the stack.'].filter(Boolean).join(' ');
    process.stderr.write(`${found.message}\n${hint}\n`);
    if (process.env.DEBUG === '1') process.stderr.write(`${inspect(error, { depth: Infinity })}\n`);
  } else {
    process.stderr.write(`[ERROR] ${inspect(error, { depth: Infinity })}\n`);
  }
  process.exit(1);
}

// With the fence in (src/lean/switch.cjs), Docusaurus loads the config and the plugins through a lean jiti
// (src/lean/jiti/leanJiti.cjs: installed packages left to Node, our TypeScript transpiled with SWC), set up here,
// before Docusaurus is loaded. With LEAN=0, through its own.
const { leanParts } = requireHere('../src/lean/switch.cjs');
if (leanParts().has('jiti')) {
  requireHere('../src/lean/jiti/leanJiti.cjs').useLeanJiti(fileURLToPath(new URL('..', import.meta.url)), { fresh: process.argv[2] !== 'build' });
}

process.on('unhandledRejection', fail);
try {
  const { runCLI } = await import('@docusaurus/core/lib/index.js');
  await runCLI([process.argv[0], 'docusaurus', ...process.argv.slice(2)]);
} catch (error) {
  fail(error);
}
