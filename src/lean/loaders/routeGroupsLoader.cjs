// Bundler loader for core's route table (.docusaurus/routes.js) and routes' chunk names (routesChunkNames.json),
// client bundle only, for the fence's part `routeGroups` (src/lean/routeGroups/routeGroups.cjs says what a group is).
// Without a query each module is the main bundle's: the groups' routes out, one route per group in. With `?group=i`
// it is group i's: its routes (routes.js, which imports the rest) or their chunk names (routesChunkNames.json).
// Options: `prefixes` (the groups' path prefixes) and `runtime` (the module whose default export makes a group's route
// component: src/lean/routeGroups/routeGroup.tsx).
'use strict';

const { readFileSync } = require('node:fs');
const path = require('node:path');
const { groupOfQuery, groupRoutes, mainRoutes, splitChunkNames } = require('../routeGroups/routeGroups.cjs');

const ROUTES = 'routes.js';
const CHUNK_NAMES = 'routesChunkNames.json';
const REGISTRY = 'registry.js';

module.exports = function routeGroupsLoader(source) {
  const { prefixes, runtime } = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  const group = groupOfQuery(this.resourceQuery);
  const file = path.basename(this.resourcePath);
  if (file === ROUTES) {
    if (group === undefined) return mainRoutes(source, prefixes, { request: this.resourcePath, runtime });
    return groupRoutes(source, prefixes, group, { chunkNamesRequest: path.join(dir, CHUNK_NAMES), registryRequest: path.join(dir, REGISTRY) });
  }
  if (file === CHUNK_NAMES) {
    const routesFile = path.join(dir, ROUTES);
    this.addDependency(routesFile);
    return JSON.stringify(splitChunkNames(JSON.parse(source), readFileSync(routesFile, 'utf8'), prefixes, group));
  }
  throw new Error(`routeGroupsLoader: ${this.resourcePath} is neither ${ROUTES} nor ${CHUNK_NAMES}`);
};
