// Route groups (the fence's part `routeGroups`): which of core's generated routes leave the browser's main bundle.
//
// Core writes every route of the site into three generated modules that every page's main bundle holds: the route
// table (routes.js: path, component), each route's chunk names (routesChunkNames.json) and the loader of each chunk
// (registry.js). A page of data costs every other page about 90 bytes (gzip) of those three and of the runtime's map
// of chunk files. A group is the exact routes under one path prefix (`/v3.1/`, `/state/`, or docs such as
// `/docs/errors/`, which sit inside the docs plugin's nested routes): in the browser's main bundle one route
// (`{prefix}*`, at their level, with their own properties) stands for them all, and the group's own module, loaded when the browser first
// goes to one of its pages, holds their table, chunk names and loaders. The server's bundle keeps core's modules.
//
// Pure functions of the generated sources, shared by the loaders of the three modules (routeGroupsLoader.cjs,
// registryLoader.cjs); tested in routeGroups.test.ts.
'use strict';

/**
 * An exact route as core's code generator writes it, at any depth (a page at the top, or a doc inside the docs
 * plugin's nested routes): one property per line, and after `exact: true` the route's own properties if it has any
 * (a doc's `sidebar: "docs"`, which the docs layout reads off the matching route).
 */
const ROUTE = /^( +)\{\n\1 {2}path: '([^'\n]*)',\n\1 {2}component: ComponentCreator\('([^'\n]*)', '([0-9a-f]+)'\),\n\1 {2}exact: true((?:,\n\1 {2}[A-Za-z_]\w*: [^\n]*)*)\n\1\},?\n/gm;

/**
 * The route table's exact routes: path, its key in routesChunkNames.json, where its text is, its depth (the
 * indentation) and its own properties (the text after `exact: true`, empty for most).
 */
function exactRoutes(routesSource) {
  const out = [];
  for (const m of routesSource.matchAll(ROUTE)) {
    if (m[2] !== m[3]) continue;
    out.push({ path: m[2], key: `${m[2]}-${m[4]}`, start: m.index, end: m.index + m[0].length, text: m[0], indent: m[1], props: m[5] });
  }
  return out;
}

/** Which group (index into `prefixes`) each grouped route is in: a route is in the first group whose prefix starts its path. */
function groupOf(path, prefixes) {
  const i = prefixes.findIndex((p) => path.startsWith(p) && path.length > p.length);
  return i < 0 ? undefined : i;
}

/**
 * The grouped routes of the table: `[{ path, key, group, … }]` in table order. A group's routes are siblings: one
 * depth and the same own properties (one route stands for them all), or the build stops.
 */
function groupedRoutes(routesSource, prefixes) {
  const routes = exactRoutes(routesSource).flatMap((r) => {
    const group = groupOf(r.path, prefixes);
    return group === undefined ? [] : [{ ...r, group }];
  });
  const first = new Map();
  for (const r of routes) {
    const f = first.get(r.group);
    if (!f) first.set(r.group, r);
    else if (f.indent !== r.indent || f.props !== r.props) {
      throw new Error(`route groups: ${r.path} and ${f.path} are both under ${prefixes[r.group]} but not siblings with the same properties; a group is one level of the route table`);
    }
  }
  return routes;
}

/** Every chunk name of one route's entry in routesChunkNames.json (nested objects and arrays flattened). */
function chunkNamesOf(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

/**
 * The group each chunk name belongs to: a chunk that only routes of one group load goes with that group; a chunk
 * any other route loads (a page component, a plugin's context) stays in the main registry (absent from the map).
 */
function chunkGroups(chunkNames, groupOfKey) {
  const owner = new Map();
  for (const [key, entry] of Object.entries(chunkNames)) {
    const group = groupOfKey.has(key) ? groupOfKey.get(key) : 'main';
    for (const name of chunkNamesOf(entry)) owner.set(name, owner.has(name) && owner.get(name) !== group ? 'main' : group);
  }
  return new Map([...owner].filter(([, g]) => g !== 'main'));
}

/** The group a module request asks for (`?group=2`), or undefined for the main module. */
function groupOfQuery(resourceQuery) {
  const m = /[?&]group=(\d+)(?:&|$)/.exec(resourceQuery || '');
  return m ? Number(m[1]) : undefined;
}

/**
 * The browser's route table: each group's routes out, one route `{prefix}*` in at the place of the group's first,
 * whose component loads the group's module (`{request}?group=i`) through `routeGroup` (the module `runtime`).
 */
function mainRoutes(routesSource, prefixes, { request, runtime }) {
  const grouped = groupedRoutes(routesSource, prefixes);
  if (grouped.length === 0) return routesSource;
  const first = new Map();
  for (const r of grouped) if (!first.has(r.group)) first.set(r.group, r);
  let out = '';
  let at = 0;
  for (const r of grouped) {
    out += routesSource.slice(at, r.start);
    if (first.get(r.group) === r) {
      const load = `() => import(/* webpackChunkName: "route-group-${r.group}" */ ${JSON.stringify(`${request}?group=${r.group}`)})`;
      const i = r.indent;
      out += `${i}{\n${i}  path: ${JSON.stringify(`${prefixes[r.group]}*`)},\n${i}  component: __routeGroup(${load}),\n${i}  exact: true${r.props}\n${i}},\n`;
    }
    at = r.end;
  }
  out += routesSource.slice(at);
  return `import __routeGroup from ${JSON.stringify(runtime)};\n${out}`;
}

/**
 * A group's module: its routes' chunk names and loaders merged into core's (which ComponentCreator reads when a
 * route's component is made), then its routes, and core's 404 route for a path under the prefix that none has.
 */
function groupRoutes(routesSource, prefixes, group, { chunkNamesRequest, registryRequest }) {
  const routes = groupedRoutes(routesSource, prefixes).filter((r) => r.group === group);
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `import chunkNames from ${JSON.stringify(chunkNamesRequest)};`,
    `import registry from ${JSON.stringify(registryRequest)};`,
    `import groupChunkNames from ${JSON.stringify(`${chunkNamesRequest}?group=${group}`)};`,
    `import groupRegistry from ${JSON.stringify(`${registryRequest}?group=${group}`)};`,
    'Object.assign(chunkNames, groupChunkNames);',
    'Object.assign(registry, groupRegistry);',
    'export default [',
    ...routes.map((r) => r.text.trimEnd().replace(/,?$/, ',')),
    "  { path: '*', component: ComponentCreator('*') },",
    '];',
    '',
  ].join('\n');
}

/** Each grouped route's group, by its key in routesChunkNames.json (`{path}-{hash}`). */
const groupOfKeys = (routesSource, prefixes) => new Map(groupedRoutes(routesSource, prefixes).map((r) => [r.key, r.group]));

/** routesChunkNames.json for the main bundle (no grouped route) or for group `group` (its routes only). */
function splitChunkNames(chunkNames, routesSource, prefixes, group) {
  const groupOfKey = groupOfKeys(routesSource, prefixes);
  return Object.fromEntries(Object.entries(chunkNames).filter(([key]) => (group === undefined ? !groupOfKey.has(key) : groupOfKey.get(key) === group)));
}

/** The chunk names of the registry that group `group` holds, or (for undefined) that the main registry leaves out. */
function registryNames(chunkNames, routesSource, prefixes) {
  return chunkGroups(chunkNames, groupOfKeys(routesSource, prefixes));
}

/**
 * The registry's source (`export default {\n  "name": [...],\n…}`) for the main bundle, without the grouped chunks, or
 * for group `group`, with only its chunks. `owners` is registryNames' map.
 */
function splitRegistry(source, owners, group) {
  // One entry per line; core's generator closes the object on the last entry's line (`…],};`).
  const ENTRY_LINE = /^( {2}"([^"]+)": \[.*\],?)(\};)?$/;
  return source
    .split('\n')
    .flatMap((line) => {
      const m = ENTRY_LINE.exec(line);
      if (!m) return [line];
      const owner = owners.get(m[2]);
      const kept = group === undefined ? owner === undefined : owner === group;
      return kept ? [line] : m[3] ? [m[3]] : [];
    })
    .join('\n');
}

module.exports = { exactRoutes, groupOf, groupedRoutes, chunkNamesOf, chunkGroups, groupOfQuery, mainRoutes, groupRoutes, splitChunkNames, registryNames, splitRegistry };
