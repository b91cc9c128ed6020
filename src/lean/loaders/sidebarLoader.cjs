// Bundler loader for the data pages' copy of the docs sidebar (the data plugin's `sidebar.json`, a JSON array of
// items): trimmed as the docs pages' copy is (docsVersionLoader.cjs, trimSidebar). See src/lean/bundlerChanges.ts.
'use strict';

const { trimSidebar } = require('./docsVersionLoader.cjs');

module.exports = function sidebarLoader(source) {
  return JSON.stringify(trimSidebar(JSON.parse(source)));
};
