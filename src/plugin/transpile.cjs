// How our TypeScript becomes the CommonJS that jiti runs, for the config, the plugins and the Markdown worker
// (scripts/docusaurus.mjs hands it to the jiti Docusaurus creates; markdownWorker.cjs to its own). jiti's default
// is Babel: about 2.5 s of a cold build's start-up went to loading Babel and transpiling with it, where esbuild
// takes a tenth of that. What jiti's Babel set-up does, this does too:
// - TypeScript out, ES modules to CommonJS;
// - `import()` becomes a promise of `require()` (code run by jiti has no loader for a real `import()`);
// - `import.meta.url` is the file's URL;
// - class fields keep their standard (define) semantics: the tsconfig's target is ES2022.
// Stack traces can point at the TypeScript: each file carries an inline source map, which Node reads when DEBUG=1
// asks for the stack (sourceMapsWhenDebugging, below).
'use strict';

const { tmpdir } = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { transformSync } = require('esbuild');

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };
const IMPORT_META_URL = '__transpiled_import_meta_url';

/** jiti's `transform` option: `{ source, filename }` in, `{ code }` out. A syntax error is thrown, naming the file. */
function transform({ source, filename = '' }) {
  const extension = /\.[^./\\]+$/.exec(filename)?.[0] ?? '.js';
  const { code } = transformSync(source, {
    loader: LOADERS[extension] ?? 'js',
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': IMPORT_META_URL },
    banner: source.includes('import.meta.url') ? `const ${IMPORT_META_URL} = ${JSON.stringify(pathToFileURL(filename).href)};` : '',
    tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: false } },
    sourcefile: filename,
    sourcemap: 'inline',
    logLevel: 'silent',
  });
  return { code };
}

/**
 * jiti's options for our code: this transform, and a transpile cache of its own (jiti's default folder holds what
 * Babel wrote). Not `transformOptions`, the way jiti offers to key its cache: jiti 1 appends their hash to the key
 * once more for every level of nested require, so the same file got a different key on each thread and missed.
 */
const jitiOptions = () => ({ transform, cache: path.join(tmpdir(), 'node-jiti-esbuild') });

/**
 * With DEBUG=1, stack traces through our TypeScript name its own lines; called by each thread that runs our code
 * through jiti. Not always: with source maps on, Node reads the .map file of every package module it loads (0.5 s
 * of a build's start-up).
 */
function sourceMapsWhenDebugging() {
  if (process.env.DEBUG === '1') process.setSourceMapsEnabled(true);
}

module.exports = { transform, jitiOptions, sourceMapsWhenDebugging };
