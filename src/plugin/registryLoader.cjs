// Bundler loader for core's chunk registry (.docusaurus/registry.js), client bundle only. Each entry is
// [load, module path, module id]; the module path is read by react-loadable only while the server renders
// (to report which modules a page used), and in the browser it is a string nobody reads, for every route's
// every chunk, in every page's main bundle. The client's copy has "" in its place. See src/plugin/framework.ts.
'use strict';

const ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "[^"]*"\), )"[^"]*"(, require\.resolveWeak\()/g;

/** The registry without its module paths (each becomes ""); anything else unchanged. */
function trimRegistry(source) {
  return source.replace(ENTRY, '$1""$2');
}

module.exports = function registryLoader(source) {
  return trimRegistry(source);
};
module.exports.trimRegistry = trimRegistry;
