// `node scripts/docusaurus.mjs <command> [options]`: the Docusaurus command line (build, start…), as
// node_modules/.bin/docusaurus runs it, except for how a failure is told. When the cause is in the inputs (a data
// file: DataError; a docs citation: CitationError), the person needs what to fix, not Docusaurus's wrapper
// ("Unable to build website for locale en.") and two screens of stack: stderr gets the message as its first line,
// then one line of hint; the stack only with DEBUG=1. Any other failure is printed the way Docusaurus prints it.
// The exit code is 1 either way.
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

/** Errors whose message names the file, the place in it and what was expected (src/domain/data/errors.ts, src/pageData/citations.ts). */
const INPUT_ERRORS = {
  DataError: 'Fix that file, or point SNAPSHOT_DIR, DATA_DIR or SNAPSHOT_PREVIOUS_DIR at other data (README, "Data").',
  CitationError: 'Fix the <LiveParam> elements named above, or the data they cite (README, "How the code is laid out").',
};

/** The first error in the chain of causes that the person can act on. */
function inputError(error) {
  for (let e = error, depth = 0; e instanceof Error && depth < 20; e = e.cause, depth += 1) {
    if (Object.hasOwn(INPUT_ERRORS, e.name)) return e;
  }
  return undefined;
}

function fail(error) {
  const found = inputError(error);
  if (found) {
    process.stderr.write(`${found.message}\n${INPUT_ERRORS[found.name]}${process.env.DEBUG === '1' ? '' : ' DEBUG=1 prints the stack.'}\n`);
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
