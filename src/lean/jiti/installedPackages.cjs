// The packages installed in a site's node_modules (scoped ones as `@scope/name`): what jiti is told to leave to
// Node (JITI_NATIVE_MODULES), so that it transpiles only our TypeScript. Used by scripts/docusaurus.mjs for the
// build's thread and by markdownWorker.cjs for the worker it starts.
'use strict';

const { readdirSync } = require('node:fs');
const path = require('node:path');

/** @param {string} siteDir @returns {string[]} */
function installedPackages(siteDir) {
  const modules = path.join(siteDir, 'node_modules');
  const names = [];
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    if (!entry.name.startsWith('@')) names.push(entry.name);
    else for (const scoped of readdirSync(path.join(modules, entry.name))) names.push(`${entry.name}/${scoped}`);
  }
  return names;
}

module.exports = { installedPackages };
