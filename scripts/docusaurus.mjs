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
const { installedPackages } = requireHere('../src/lean/jiti/installedPackages.cjs');

// As Docusaurus's own bin: env defaults, each command sets its own.
process.env.BABEL_ENV ??= 'development';
process.env.NODE_ENV ??= 'development';

/**
 * The input errors' base class, through jiti with the transform the config gets (set below). A copy of its own
 * (`requireCache: false`), never the one that made the error, as in the dev server, which loads the config afresh on
 * each reload: `instanceof InputError` holds for any copy's instances (src/domain/errors.ts), which every failing
 * build thus checks.
 */
function inputErrorClass() {
  const load = jiti(fileURLToPath(import.meta.url), { interopDefault: false, ...jitiOptions(), requireCache: false });
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

/**
 * Docusaurus loads the config, and with it our plugins, through jiti, which transpiles every file it loads with
 * Babel, packages included: the remark and micromark stack, KaTeX (twice) and the rest, about a thousand files, on
 * every start with an empty cache (a fresh clone, CI). Node loads those packages itself (ES modules too, through
 * require), so jiti is told to leave every installed package to Node and to transpile only our TypeScript. On this
 * 2-core machine that took a cold start from 13.9 s to 4.8 s (scripts/bench-build.mjs has the phases). The list is
 * src/lean/jiti/installedPackages.cjs's, which the Markdown worker thread uses too.
 */
process.env.JITI_NATIVE_MODULES ??= JSON.stringify(installedPackages(fileURLToPath(new URL('..', import.meta.url))));

/**
 * jiti transpiles that TypeScript with Babel unless told otherwise; src/lean/jiti/transpile.cjs does it with SWC
 * (what it keeps of Babel's set-up is listed there). Docusaurus creates its jiti itself (@docusaurus/utils,
 * loadFreshModule), so the jiti it requires is handed the transform (and its own cache folder) here, before
 * Docusaurus is loaded. A cold start-up no longer loads Babel nor runs it over our files.
 */
const { jitiOptions } = requireHere('../src/lean/jiti/transpile.cjs');
const jitiPath = createRequire(requireHere.resolve('@docusaurus/utils')).resolve('jiti');
const jiti = requireHere(jitiPath);
// A build loads the config twice (for its locales, then for the site), which Docusaurus asks jiti to do afresh,
// evaluating every module of ours again (0.2 s): only the dev server needs that, to pick up edits.
const fresh = process.argv[2] !== 'build';
requireHere.cache[jitiPath].exports = (filename, options) => jiti(filename, { ...options, ...jitiOptions(), ...(fresh ? {} : { requireCache: true }) });

process.on('unhandledRejection', fail);
try {
  const { runCLI } = await import('@docusaurus/core/lib/index.js');
  await runCLI([process.argv[0], 'docusaurus', ...process.argv.slice(2)]);
} catch (error) {
  fail(error);
}
