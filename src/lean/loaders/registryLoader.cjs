// Bundler loader for core's chunk registry (.docusaurus/registry.js), client bundle only. Each entry is
// [load, module path, module id]. Three changes, each for the browser's copy only and each if its option says
// (src/lean/bundlerChanges.ts, RegistryOptions):
// - `blankPaths`: the module path is read by react-loadable only while the server renders (to report which modules a page
//   used); in the browser it is a string nobody reads, for every route's every chunk, in every page's main
//   bundle. The client's copy has "" in its place.
// - `docIslands`: a docs page's content (an .md or .mdx file under docs/) is, in the client bundle, its island module
//   (docIslandLoader.cjs): the page's table of contents, front matter and metadata, and a component that keeps the
//   server's HTML of the text when the page is first loaded. The compiled text loads only when the browser has to
//   draw it (a client-side navigation): the entry waits for the island's `ready()`, which fetches it then, before
//   the route renders.
// - `dataIslands`: a data page's JSON module (`{from}{name}.json`) that has an island module (`{to}{name}.island.js`,
//   written by the fence's plugin: src/lean/dataIslands/islandModules.ts) loads as that island: the light data,
//   with the JSON loaded by `ready()` likewise.
// - `routeGroups`: the loaders of chunks that only a route group's routes load (src/lean/routeGroups/routeGroups.cjs)
//   leave the main registry; `registry.js?group=i` is group i's registry, which its module merges into core's.
// See src/lean/bundlerChanges.ts.
'use strict';

const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { groupOfQuery, registryNames, splitRegistry } = require('../routeGroups/routeGroups.cjs');

const ENTRY = /\[\(\) => import\(\/\* webpackChunkName: "([^"]*)" \*\/ "([^"]*)"\), "([^"]*)", require\.resolveWeak\("([^"]*)"\)\]/g;
const DOC = /^@site\/docs\/.+\.mdx?$/;
const READY = '__islandReady';

/**
 * The island module of a data page's JSON module `request` (`{from}{name}.json`), if one was written in `dir`
 * (`{name}.island.js`): its request, `{to}{name}.island.js`; otherwise undefined. `watch` is told each file looked for.
 */
function dataIslandRequest(request, { from, to, dir }, watch = () => {}) {
  if (!request.startsWith(from) || !request.endsWith('.json')) return undefined;
  const name = `${request.slice(from.length, -'.json'.length)}.island.js`;
  const file = path.join(dir, name);
  const exists = existsSync(file);
  watch(file, exists);
  return exists ? `${to}${name}` : undefined;
}

/** The registry's source with the changes `options` asks for (RegistryOptions). */
function trimRegistry(source, options, watch) {
  let islands = 0;
  const trimmed = source.replace(ENTRY, (_all, chunk, request, modulePath, weak) => {
    const islandOf = weak !== request ? undefined : options.docIslands && DOC.test(request) ? request : options.dataIslands ? dataIslandRequest(request, options.dataIslands, watch) : undefined;
    const shownPath = options.blankPaths ? '' : modulePath;
    if (islandOf) {
      const island = JSON.stringify(islandOf);
      islands += 1;
      return `[() => import(/* webpackChunkName: "${chunk}" */ ${island}).then(${READY}), "${shownPath}", require.resolveWeak(${island})]`;
    }
    return `[() => import(/* webpackChunkName: "${chunk}" */ "${request}"), "${shownPath}", require.resolveWeak("${weak}")]`;
  });
  return islands ? `const ${READY} = (m) => m.ready().then(() => m);\n${trimmed}` : trimmed;
}

module.exports = function registryLoader(source) {
  const options = this.getOptions();
  // The registry's output depends on which islands exist: a cached build redoes it when one appears or goes.
  const trimmed = trimRegistry(source, options, (file, exists) => (exists ? this.addDependency(file) : this.addMissingDependency(file)));
  if (!options.routeGroups) return trimmed;
  // Which chunks a group takes is read from the route table and the routes' chunk names, written beside the registry.
  const dir = path.dirname(this.resourcePath);
  const [routesFile, chunkNamesFile] = [path.join(dir, 'routes.js'), path.join(dir, 'routesChunkNames.json')];
  this.addDependency(routesFile);
  this.addDependency(chunkNamesFile);
  const owners = registryNames(JSON.parse(readFileSync(chunkNamesFile, 'utf8')), readFileSync(routesFile, 'utf8'), options.routeGroups.prefixes);
  return splitRegistry(trimmed, owners, groupOfQuery(this.resourceQuery));
};
module.exports.trimRegistry = trimRegistry;
module.exports.dataIslandRequest = dataIslandRequest;
