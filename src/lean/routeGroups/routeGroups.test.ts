import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'acorn';
import { matchPath } from 'react-router';
import pathToRegexp from '../standIns/routeMatcher';
import { CORE_PRELOAD, ROUTE_GROUP_PREFIXES, routeGroupRules } from '../bundlerChanges';

const require = createRequire(import.meta.url);

type Loader = (this: object, source: string) => string;
const groups = require('./routeGroups.cjs') as {
  exactRoutes: (source: string) => { path: string; key: string }[];
  mainRoutes: (source: string, prefixes: readonly string[], o: { request: string; runtime: string }) => string;
  groupRoutes: (source: string, prefixes: readonly string[], group: number, o: { chunkNamesRequest: string; registryRequest: string }) => string;
  splitChunkNames: (names: Record<string, unknown>, source: string, prefixes: readonly string[], group: number | undefined) => Record<string, unknown>;
  registryNames: (names: Record<string, unknown>, source: string, prefixes: readonly string[]) => Map<string, number>;
  splitRegistry: (source: string, owners: Map<string, number>, group: number | undefined) => string;
};
const routeGroupsLoader = require('../loaders/routeGroupsLoader.cjs') as Loader;
const registryLoader = require('../loaders/registryLoader.cjs') as Loader;

const PREFIXES = ['/v3.1/', '/state/', '/docs/errors/'];
const plugin = { name: 'gearbox-data', id: 'default' };
/** A site's routes as plugins add them: pages in two groups, pages outside them, the docs' nested routes. */
const ROUTES = [
  { path: '/decode', component: '@site/src/Decode.tsx', exact: true, modules: { data: '@generated/d/decode.json' }, plugin },
  { path: '/v3.1', component: '@site/src/V31Page.tsx', exact: true, modules: { data: '@generated/d/v3-1.json' }, plugin },
  { path: '/v3.1/mainnet', component: '@site/src/V31Page.tsx', exact: true, modules: { data: '@generated/d/v3-1-mainnet.json' }, plugin },
  { path: '/v3.1/mainnet/markets/0xabc', component: '@site/src/V31Market.tsx', exact: true, modules: { data: '@generated/d/v3-1-market.json' }, plugin },
  { path: '/state/mainnet', component: '@site/src/StatePage.tsx', exact: true, modules: { data: '@generated/d/state-mainnet.json' }, plugin },
  { path: '/state/mainnet/governance', component: '@site/src/StatePage.tsx', exact: true, modules: { data: '@generated/d/governance.json' }, plugin },
  { path: '/tokens/mainnet', component: '@site/src/StatePage.tsx', exact: true, modules: { data: '@generated/d/tokens.json' }, plugin },
  {
    path: '/docs',
    component: '@theme/DocsRoot',
    exact: false,
    plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
    // The docs plugin's own property of each doc route, which its layout reads off the matching route.
    routes: [
      { path: '/docs/errors/pool', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/errors/pool.mdx' }, sidebar: 'docs' },
      { path: '/docs/errors/v3.1/core', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/errors/v3.1/core.mdx' }, sidebar: 'docs' },
      { path: '/docs/intro', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/intro.md' }, sidebar: 'docs' },
    ],
  },
];

let dir = '';
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
/** Runs a bundler loader on a generated file, with `?group=i` or without. */
function run(loader: Loader, file: string, options: object, group?: number): string {
  return loader.call({ getOptions: () => options, resourcePath: path.join(dir, file), resourceQuery: group === undefined ? '' : `?group=${group}`, addDependency: () => {}, addMissingDependency: () => {} }, read(file));
}
const loaderOptions = { prefixes: PREFIXES, runtime: '/fence/routeGroup.tsx' };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'route-groups-'));
  const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as { generateRouteFiles: (a: { generatedFilesDir: string; routes: object[] }) => Promise<void> };
  await generateRouteFiles({ generatedFilesDir: dir, routes: ROUTES });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('route groups (the fence part routeGroups), on the route files core generates', () => {
  test("the browser's route table: each group's pages out, one route per group in, after the pages that sort before it; everything else as core wrote it", () => {
    const source = read('routes.js');
    const main = run(routeGroupsLoader, 'routes.js', loaderOptions);
    parse(main, { ecmaVersion: 'latest', sourceType: 'module' });
    const paths = [...main.matchAll(/path: ("[^"]*"|'[^']*')/g)].map((m) => JSON.parse(m[1]?.replace(/^'|'$/g, '"') ?? '""') as string);
    expect(paths).toEqual(['/decode', '/v3.1', '/v3.1/*', '/state/*', '/tokens/mainnet', '/docs', '/docs/errors/*', '/docs/intro', '*']);
    // A group inside the docs' nested routes stands at their level, with their own property.
    expect(main).toMatch(/\n( {6,})\{\n\1 {2}path: "\/docs\/errors\/\*",\n\1 {2}component: __routeGroup\([^\n]*\),\n\1 {2}exact: true,\n\1 {2}sidebar: "docs"\n\1\},\n/);
    expect(main.startsWith(`import __routeGroup from "/fence/routeGroup.tsx";\n`)).toBe(true);
    expect(main).toContain(`__routeGroup(() => import(/* webpackChunkName: "route-group-0" */ ${JSON.stringify(`${path.join(dir, 'routes.js')}?group=0`)}))`);
    // Without groups to take, the table is core's.
    expect(groups.mainRoutes(source, ['/nothing/'], { request: 'x', runtime: 'y' })).toBe(source);
  });

  test('a group is one level of the table: routes under one prefix at two depths, or with other properties, stop the build', () => {
    const route = (indent: string, p: string, props = '') => `${indent}{\n${indent}  path: '${p}',\n${indent}  component: ComponentCreator('${p}', 'abc'),\n${indent}  exact: true${props}\n${indent}},\n`;
    const twoDepths = route('  ', '/a/x') + route('      ', '/a/y', ',\n        sidebar: "docs"');
    expect(() => groups.mainRoutes(twoDepths, ['/a/'], { request: 'r', runtime: 't' })).toThrow('route groups: /a/y and /a/x are both under /a/ but not siblings with the same properties');
    const sameLevel = route('      ', '/a/x', ',\n        sidebar: "docs"') + route('      ', '/a/y', ',\n        sidebar: "docs"');
    expect(groups.mainRoutes(sameLevel, ['/a/'], { request: 'r', runtime: 't' })).toContain('path: "/a/*"');
  });

  test("a group's route matches its pages and only them, in the browser's matcher as in react-router's", () => {
    const cases: [string, boolean][] = [['/v3.1/mainnet', true], ['/v3.1/mainnet/markets/0xabc', true], ['/v3.1/anything/else', true], ['/v3.1', false], ['/v3.10/x', false], ['/tokens/mainnet', false]];
    for (const [pathname, matches] of cases) {
      expect(matchPath(pathname, { path: '/v3.1/*', exact: true }) !== null, pathname).toBe(matches);
      expect(pathToRegexp('/v3.1/*', [], { end: true }).test(pathname), pathname).toBe(matches);
    }
  });

  test("a group's module: its pages' routes as core wrote them, then core's 404 route; it merges its chunk names and loaders into core's first", () => {
    const module = run(routeGroupsLoader, 'routes.js', loaderOptions, 0);
    parse(module, { ecmaVersion: 'latest', sourceType: 'module' });
    const paths = [...module.matchAll(/path: '([^']*)'/g)].map((m) => m[1]);
    expect(paths).toEqual(['/v3.1/mainnet', '/v3.1/mainnet/markets/0xabc', '*']);
    expect(module.indexOf('Object.assign(chunkNames, groupChunkNames);')).toBeLessThan(module.indexOf('export default ['));
    expect(module).toContain(`import groupRegistry from ${JSON.stringify(`${path.join(dir, 'registry.js')}?group=0`)};`);
    expect(run(routeGroupsLoader, 'routes.js', loaderOptions, 1).match(/path: '([^']*)'/g)).toEqual(["path: '/state/mainnet'", "path: '/state/mainnet/governance'", "path: '*'"]);
    // A docs group's module: its docs with their own property, which the docs layout reads.
    const docs = run(routeGroupsLoader, 'routes.js', loaderOptions, 2);
    parse(docs, { ecmaVersion: 'latest', sourceType: 'module' });
    expect(docs.match(/path: '([^']*)'/g)).toEqual(["path: '/docs/errors/pool'", "path: '/docs/errors/v3.1/core'", "path: '*'"]);
    expect(docs.match(/sidebar: "docs"/g)).toHaveLength(2);
  });

  test("chunk names and loaders: each route's names in exactly one module; a chunk only a group's pages load goes with the group, any other stays in the main registry", () => {
    const all = JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>;
    const parts = [undefined, 0, 1, 2].map((g) => JSON.parse(run(routeGroupsLoader, 'routesChunkNames.json', loaderOptions, g)) as Record<string, unknown>);
    const keys = parts.map((p) => Object.keys(p).map((k) => k.replace(/-[^-]+$/, '')));
    expect(keys.map((k) => [...k].sort())).toEqual([
      ['/decode', '/docs', '/docs/intro', '/tokens/mainnet', '/v3.1'],
      ['/v3.1/mainnet', '/v3.1/mainnet/markets/0xabc'],
      ['/state/mainnet', '/state/mainnet/governance'],
      ['/docs/errors/pool', '/docs/errors/v3.1/core'],
    ]);
    expect(Object.assign({}, ...parts)).toEqual(all);

    const registryOptions = { blankPaths: true, docIslands: false, routeGroups: { prefixes: PREFIXES } };
    const registries = [undefined, 0, 1, 2].map((g) => run(registryLoader, 'registry.js', registryOptions, g));
    for (const r of registries) parse(r.replaceAll('require.resolveWeak', 'String'), { ecmaVersion: 'latest', sourceType: 'module' });
    const modulesOf = (r: string) => [...r.matchAll(/import\(\/\* webpackChunkName: "[^"]*" \*\/ "([^"]+)"\)/g)].map((m) => m[1]);
    const [main = [], v31 = [], state = [], errorDocs = []] = registries.map(modulesOf);
    // The market's component and the two V3.1 pages' data go with the V3.1 group; the page component the map shares stays.
    expect(v31.sort()).toEqual(['@generated/d/v3-1-mainnet.json', '@generated/d/v3-1-market.json', '@site/src/V31Market.tsx']);
    expect(state.sort()).toEqual(['@generated/d/governance.json', '@generated/d/state-mainnet.json']);
    expect(main).toEqual(expect.arrayContaining(['@site/src/V31Page.tsx', '@site/src/StatePage.tsx', '@generated/d/v3-1.json', '@generated/d/tokens.json']));
    // The errors docs' contents go with their group; the docs' own components stay.
    expect(errorDocs.sort()).toEqual(['@site/docs/errors/pool.mdx', '@site/docs/errors/v3.1/core.mdx']);
    expect(main).toEqual(expect.arrayContaining(['@site/docs/intro.md', '@theme/DocItem', '@theme/DocsRoot']));
    expect([...main, ...v31, ...state, ...errorDocs].sort()).toEqual(modulesOf(read('registry.js')).sort());
  });

  test("the rules: core's generated route files and registry are split in the browser's bundle; core's client modules that import './preload' get the fence's", () => {
    const [files, preload] = routeGroupRules(dir, ROUTE_GROUP_PREFIXES);
    for (const file of ['routes.js', 'routesChunkNames.json']) expect(path.join(dir, file)).toMatch(files?.test ?? /^$/);
    expect(path.join(dir, 'registry.js')).not.toMatch(files?.test ?? /^$/);
    expect(files?.use?.[0]?.options).toEqual({ prefixes: ROUTE_GROUP_PREFIXES, runtime: path.join(__dirname, 'routeGroup.tsx') });
    expect(preload?.resolve?.alias).toEqual({ './preload$': CORE_PRELOAD.by });
    // Core's client modules that preload a route: each imports it as './preload' from the folder the rule covers.
    const importers = readdirSync(CORE_PRELOAD.dir).filter((f) => f.endsWith('.js') && /from '\.\/preload'/.test(readFileSync(path.join(CORE_PRELOAD.dir, f), 'utf8')));
    // (serverEntry.js too: the rule is the browser's bundle's only, the server's keeps core's.)
    expect(importers.sort()).toEqual(['PendingNavigation.js', 'clientEntry.js', 'docusaurus.js', 'serverEntry.js']);
    // The fence's preload does what core's does, and hands over the path.
    const core = readFileSync(path.join(CORE_PRELOAD.dir, 'preload.js'), 'utf8');
    expect(core).toContain('.map((p) => matchRoutes(routes, p))');
    expect(core).toContain('match.route.component.preload?.()');
  });
});
