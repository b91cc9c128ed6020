// The fence's switch, read once by each thread that needs it: the build's entry (scripts/docusaurus.mjs), the
// config (src/lean/plugin.ts, `withLean`) and the tests.
//
// - LEAN=0: the fence is left out and the site is stock Docusaurus (the data and search plugins, the theme
//   overrides, the pages). Anything else, or no LEAN at all: the fence is in.
// - LEAN_OFF=part,part: with the fence in, leaves the parts named out, to measure what one part brings
//   (src/lean/README.md names the parts; PARTS below). A name that is not a part stops the build.
'use strict';

/** The fence's parts, each one surgery or a few that cannot work apart (src/lean/README.md). */
const PARTS = /** @type {const} */ ([
  'jiti',
  'ssgMainThread',
  'diagrams',
  'postcss',
  'unusedInfima',
  'codeBlocks',
  'baseUrlBanner',
  'tslib',
  'sideEffects',
  'standIns',
  'siteConfig',
  'globalData',
  'docsVersion',
  'registryPaths',
  'routeGroups',
  'chunkNames',
  'prefetch',
  'minifyCache',
  'caches',
  'docIslands',
  'dataIslands',
  'filter',
  'tokens',
]);

/**
 * Parts that another part needs: the data islands leave the rows out of the browser's data of `/` and of the tokens
 * pages, which only the fence's filter and tokens table read from the pages' HTML.
 */
const NEEDS = { dataIslands: ['filter', 'tokens'] };

/** Whether the fence is in. */
function leanOn(env = process.env) {
  return env.LEAN !== '0';
}

/** The parts that are in: none with LEAN=0; all but LEAN_OFF's otherwise. A part left in without one it needs stops the build. */
function leanParts(env = process.env) {
  if (!leanOn(env)) return new Set();
  const off = (env.LEAN_OFF ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = off.filter((p) => !PARTS.includes(p));
  if (unknown.length) throw new Error(`LEAN_OFF names no part of the fence: ${unknown.join(', ')} (the parts: ${PARTS.join(', ')})`);
  const on = new Set(PARTS.filter((p) => !off.includes(p)));
  for (const [part, needs] of Object.entries(NEEDS)) {
    const missing = needs.filter((n) => !on.has(n));
    if (on.has(part) && missing.length) throw new Error(`LEAN_OFF: the part ${part} needs ${missing.join(', ')}; leave ${part} out too`);
  }
  return on;
}

module.exports = { PARTS, NEEDS, leanOn, leanParts };
