// How our TypeScript becomes the CommonJS that jiti runs, for the config, the plugins and the Markdown worker
// (scripts/docusaurus.mjs hands it to the jiti Docusaurus creates; markdownWorker.cjs to its own). jiti's default
// is Babel: about 2.5 s of a cold build's start-up went to loading Babel and transpiling with it. SWC (@swc/core,
// which Docusaurus's `faster` set-up has installed) does it in this thread: 118 files took 0.13 s of a cold build's
// main thread and 14 files 0.07 s of the Markdown worker's, where esbuild, whose synchronous calls each go through
// a helper thread to a service process, took 0.71 s and 0.28 s. What jiti's Babel set-up does, this does too:
// - TypeScript out, ES modules to CommonJS;
// - `import()` becomes a promise of `require()` (code run by jiti has no loader for a real `import()`);
// - `import.meta.url` is the file's URL;
// - class fields keep their standard (define) semantics: the tsconfig's target is ES2022.
// No source maps: jiti runs each file with `vm`, whose code Node (20) does not map, so a stack names our file and
// function with the line of the JavaScript made from it, as under jiti's Babel.
'use strict';

const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const TYPESCRIPT = new Set(['.ts', '.mts', '.cts', '.tsx']);

/** jiti's `transform` option: `{ source, filename }` in, `{ code }` out. A syntax error is thrown, naming the file. */
function transform({ source, filename = '' }) {
  const extension = /\.[^./\\]+$/.exec(filename)?.[0] ?? '.js';
  // Loaded on the first file to transpile: a build whose files are all in jiti's cache never loads it.
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(source, {
    filename,
    swcrc: false,
    configFile: false,
    jsc: {
      parser: TYPESCRIPT.has(extension) ? { syntax: 'typescript', tsx: extension === '.tsx' } : { syntax: 'ecmascript', jsx: extension === '.jsx' },
      target: 'es2022',
      transform: { useDefineForClassFields: true },
    },
    // CommonJS; `import()` becomes `Promise.resolve().then(() => require())`, `import.meta.url` the file's URL.
    module: { type: 'commonjs' },
  });
  return { code };
}

/**
 * jiti's options for our code: this transform, and a transpile cache of its own (jiti's default folder holds what
 * Babel wrote), named by a hash of this file and of SWC's version, so a change to either starts a new one. jiti
 * keys its entries by each file's source alone. Not `transformOptions`, the way jiti offers to key its cache: jiti 1
 * appends their hash to the key once more for every level of nested require, so the same file got a different key
 * on each thread and missed.
 */
let cacheDir;
const jitiOptions = () => {
  cacheDir ??= path.join(tmpdir(), `node-jiti-swc-${createHash('sha256').update(readFileSync(__filename)).update(require('@swc/core/package.json').version).digest('hex').slice(0, 12)}`);
  return { transform, cache: cacheDir };
};

module.exports = { transform, jitiOptions };
