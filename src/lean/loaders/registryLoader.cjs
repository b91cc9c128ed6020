// Bundler loader for core's chunk registry (.docusaurus/registry.js), client bundle only. Each entry is
// [load, module path, module id]. Two changes, both for the browser's copy only:
// - The module path is read by react-loadable only while the server renders (to report which modules a page
//   used); in the browser it is a string nobody reads, for every route's every chunk, in every page's main
//   bundle. The client's copy has "" in its place.
// - A docs page's content (an .md or .mdx file under docs/) is, in the client bundle, its island module
//   (docIslandLoader.cjs): the page's table of contents, front matter and metadata, and a component that keeps the
//   server's HTML of the text when the page is first loaded. The compiled text loads only when the browser has to
//   draw it (a client-side navigation): the entry waits for the island's `ready()`, which fetches it then, before
//   the route renders.
// - A data page's JSON module that has an island module beside it (`{name}.island.js`, written by the data plugin:
//   src/lean/dataIslands/islandModules.ts) loads as that island: the light data, with the JSON loaded by `ready()` likewise.
// See src/build/plugin/framework.ts.
'use strict';

const { existsSync } = require('node:fs');
const path = require('node:path');

const ENTRY = /\[\(\) => import\(\/\* webpackChunkName: "([^"]*)" \*\/ "([^"]*)"\), "[^"]*", require\.resolveWeak\("([^"]*)"\)\]/g;
const DOC = /^@site\/docs\/.+\.mdx?$/;
const READY = '__islandReady';
const DATA = /^(@generated\/gearbox-data\/[^/]+\/.+)\.json$/;

/**
 * The island module of a data page's JSON module `request`, if the data plugin wrote one in `generatedFilesDir`;
 * otherwise undefined.
 */
function dataIslandRequest(request, generatedFilesDir, watch = () => {}) {
  const name = DATA.exec(request)?.[1];
  if (!name) return undefined;
  const island = `${name}.island.js`;
  const file = path.join(generatedFilesDir, island.replace(/^@generated\//, ''));
  const exists = existsSync(file);
  watch(file, exists);
  return exists ? island : undefined;
}

/**
 * The registry without its module paths (each becomes ""), and docs pages' content and data pages' JSON with an
 * island as island modules.
 */
function trimRegistry(source, generatedFilesDir, watch) {
  let islands = 0;
  const trimmed = source.replace(ENTRY, (_all, chunk, request, weak) => {
    const islandOf = weak !== request ? undefined : DOC.test(request) ? request : generatedFilesDir ? dataIslandRequest(request, generatedFilesDir, watch) : undefined;
    if (islandOf) {
      const island = JSON.stringify(islandOf);
      islands += 1;
      return `[() => import(/* webpackChunkName: "${chunk}" */ ${island}).then(${READY}), "", require.resolveWeak(${island})]`;
    }
    return `[() => import(/* webpackChunkName: "${chunk}" */ "${request}"), "", require.resolveWeak("${weak}")]`;
  });
  return islands ? `const ${READY} = (m) => m.ready().then(() => m);\n${trimmed}` : trimmed;
}

module.exports = function registryLoader(source) {
  // The registry's output depends on which islands exist: a cached build redoes it when one appears or goes.
  return trimRegistry(source, path.dirname(this.resourcePath), (file, exists) => (exists ? this.addDependency(file) : this.addMissingDependency(file)));
};
module.exports.trimRegistry = trimRegistry;
module.exports.dataIslandRequest = dataIslandRequest;
