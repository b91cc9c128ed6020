/**
 * The Docusaurus internals the fence's surgery relies on, in one module so an upgrade that changes them fails in
 * one place (bundlerChanges.test.ts checks each against the installed version). Each is used by one part of the fence
 * (src/lean/plugin.ts, src/lean/README.md):
 *
 * - theme-classic's client module that loads Prism into every page's main bundle, aliased to an empty module
 *   (codeBlocks: highlighting loads with code blocks);
 * - core's base-URL warning banner, aliased to an empty component (baseUrlBanner), and the tslib that
 *   @docusaurus/utils-common requires, replaced by the one helper it calls (tslib): both otherwise ship in every
 *   page's main bundle;
 * - react-helmet-async, nprogress, path-to-regexp and react-loadable, as core and the theme call them: the
 *   browser's bundle gets a stand-in of ours for each (standIns);
 * - react-is and hoist-non-react-statics, which react-router imports for nothing a page uses (sideEffects);
 * - the docs plugin's version module (the docs root route's `version` prop, a JSON file under `p/` of its
 *   generated folder), which every docs page downloads: a bundler rule drops the doc descriptions no page reads
 *   and the sidebar links' fields the theme reads only for being set or not (docsVersion: docsVersionLoader.cjs;
 *   the data pages' copy of the sidebar, the data plugin's module, likewise);
 * - core's chunk registry (`registry.js` in the generated folder): in the client bundle a bundler rule blanks
 *   each entry's module path, which only server rendering reads (registryPaths), and loads a docs page's content
 *   and a data page's data as their island modules (docIslands, dataIslands: registryLoader.cjs);
 * - core's copy of the site config (`docusaurus.config.mjs` in the generated folder, `export default {…};`): in the
 *   client bundle a bundler rule leaves out the fields only the build reads (siteConfig: siteConfigLoader.cjs);
 * - core's global data (`globalData.json` in the generated folder): in the client bundle a bundler rule lists the
 *   docs plugin's docs without their ids (globalData: globalDataLoader.cjs);
 * - core's client output: chunk files named `[name].[contenthash:8].js`, which the client's copy names by id
 *   instead (chunkNames), and ChunkAssetPlugin's map of chunk names, left out (prefetch): both otherwise put a map
 *   of every chunk into every page's runtime;
 * - Docusaurus's rule for SVG files, which the docs' diagrams are taken out of (diagrams: diagramLoader.cjs);
 * - theme components the fence draws its own way (`@theme/…` aliases): the code block and the docs page's text;
 * - the bundler's rule-scoped resolve aliases, by which the fence's modules take the place of the site's
 *   (REPLACED_MODULES: the data islands' frames of `/` and the state pages, the filter of `/`, the tokens table).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { DIAGRAMS_SOURCE_DIR } from '../domain/data/paths';

const require = createRequire(import.meta.url);

/** A bundler rule, as this module makes them. */
export interface Rule {
  test: RegExp;
  include?: string | string[];
  exclude?: string[];
  resourceQuery?: { not: RegExp[] };
  enforce?: 'post';
  use?: { loader: string; options?: object }[];
  resolve?: { alias: Record<string, string> };
  sideEffects?: false;
}

const loader = (file: string, options?: object): { loader: string; options?: object } => ({ loader: path.join(__dirname, 'loaders', file), ...(options ? { options } : {}) });

/** theme-classic's Prism client module, as its getClientModules() names it (resolved without extension). */
export const EAGER_PRISM_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');

/** Bundler aliases that replace the eager Prism module with an empty one. */
export function withoutEagerPrism(): Record<string, string> {
  return { [`${EAGER_PRISM_MODULE}$`]: path.join(__dirname, 'shims/noopClientModule.js') };
}

/** core's BaseUrlIssueBanner, as its App.js imports it (resolved without extension). */
export const BASE_URL_ISSUE_BANNER_MODULE = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/BaseUrlIssueBanner');

/** Bundler aliases that replace core's base-URL warning banner with a component that draws nothing. */
export function withoutBaseUrlIssueBanner(): Record<string, string> {
  return { [`${BASE_URL_ISSUE_BANNER_MODULE}$`]: path.join(__dirname, 'shims/noBaseUrlIssueBanner.js') };
}

/**
 * Modules of the site (src/browser, by their path without extension, as pages import them) and the fence's own in
 * their place, by the part they belong to. `browser`: in the browser's bundle only (the server renders the site's
 * own); otherwise in both. Every module of the site's gets the fence's in its place but the fence's module itself,
 * which may import the one it stands for (replacementRules). Theme components are replaced through their `@theme/`
 * alias (THEME_COMPONENTS).
 */
const site = (module: string) => path.join(__dirname, '../browser', module);
export const REPLACED_MODULES = {
  dataIslands: [
    { module: site('components/PagePart/index'), by: path.join(__dirname, 'islands/ServerHtmlUntilActive.tsx'), browser: true },
    { module: site('components/state/pageSections'), by: path.join(__dirname, 'islands/stateSections.browser.tsx'), browser: true },
    { module: site('routes/DeployedContracts/tablesAndBelow'), by: path.join(__dirname, 'deployedContracts/tablesAndBelow.browser.tsx'), browser: true },
    { module: site('routes/DeployedContracts/legend'), by: path.join(__dirname, 'deployedContracts/legend.browser.tsx'), browser: true },
  ],
  filter: [
    { module: site('routes/DeployedContracts/filter'), by: path.join(__dirname, 'deployedContracts/filter.tsx'), browser: false },
    { module: site('routes/DeployedContracts/pageScripts'), by: path.join(__dirname, 'deployedContracts/pageScripts.browser.tsx'), browser: true },
  ],
  tokens: [{ module: site('components/state/TokensTable'), by: path.join(__dirname, 'tokens/TokensTable.tsx'), browser: false }],
  // The fence's own modules with a server's copy (which draws at once) and a browser's copy (`.browser.tsx`, which
  // loads what draws only when the browser draws it): a highlighted code block, the frame of a docs page's text.
  codeBlocks: [{ module: path.join(__dirname, 'codeBlocks/HighlightedBlock'), by: path.join(__dirname, 'codeBlocks/HighlightedBlock.browser.tsx'), browser: true }],
  docIslands: [{ module: path.join(__dirname, 'islands/docText'), by: path.join(__dirname, 'islands/docText.browser.tsx'), browser: true }],
} as const;

/** A module and the one in its place. */
export type Replacement = (typeof REPLACED_MODULES)[keyof typeof REPLACED_MODULES][number];

/** A module's alias key: its path without extension, exactly (a folder's `index` as the folder, which pages import). */
const aliasKey = (module: string) => `${module.replace(/[\\/]index$/, '')}$`;

/**
 * Bundler rules that put each replacement in its module's place, for the server's bundle or the browser's: an
 * alias of the module, for the requests of every module of `srcDir` but the replacement itself.
 */
export function replacementRules(replacements: readonly Replacement[], srcDir: string, isServer: boolean): Rule[] {
  return replacements.filter((r) => !isServer || !r.browser).map((r) => ({ test: /\.[cm]?[jt]sx?$/, include: [srcDir], exclude: [r.by], resolve: { alias: { [aliasKey(r.module)]: r.by } } }));
}

/** Theme components the fence draws its own way, by the part they belong to: `@theme/{name}` and the fence's file. */
export const THEME_COMPONENTS = {
  codeBlocks: { name: 'CodeBlock', file: path.join(__dirname, 'codeBlocks/CodeBlock.tsx') },
  docIslands: { name: 'DocItem/Content', file: path.join(__dirname, 'islands/DocItemContent.tsx') },
} as const;

/** The modules the data islands load with the full data (islandModules.ts): what draws a state page's sections, and `/`'s bulk. */
export const ISLAND_DRAWN_BY = {
  sections: path.join(__dirname, 'islands/stateSections.browser.tsx'),
  tablesAndBelow: path.join(__dirname, 'deployedContracts/tablesAndBelow.browser.tsx'),
};

/**
 * Packages that core and the theme import, and the browser's stand-ins for them (standIns/): the same calls,
 * without what only the server's rendering or a development build uses. The server's bundle keeps the packages,
 * which write each page's HTML.
 * - react-helmet-async (core's client entry imports `HelmetProvider`, `@docusaurus/Head` imports `Helmet`): the
 *   head, without the library's server rendering, prop types and deep comparison;
 * - nprogress (theme-classic's `lib/nprogress.js` calls `configure`, `start`, `done`): the bar at the top of the
 *   window during a client-side navigation, drawing the elements the theme's stylesheet styles;
 * - path-to-regexp (1.x, which react-router matches every route with): the same expressions for literal paths and
 *   `*`, the only paths this site's routes have (tests/e2e/browser-shims.e2e.ts checks each route of the build);
 * - react-loadable (core's ComponentCreator makes each route's component with `Loadable`, `Loadable.Map`,
 *   `preload`): without the module capture that only the server's rendering uses.
 */
export const BROWSER_STAND_INS: Readonly<Record<string, string>> = {
  'react-helmet-async': path.join(__dirname, 'standIns/head/index.tsx'),
  nprogress: path.join(__dirname, 'standIns/progressBar.ts'),
  'path-to-regexp': path.join(__dirname, 'standIns/routeMatcher.ts'),
  'react-loadable': path.join(__dirname, 'standIns/loadable.ts'),
};

/** Bundler aliases that give the browser's bundle the stand-in of each package above. */
export function browserStandIns(): Record<string, string> {
  return Object.fromEntries(Object.entries(BROWSER_STAND_INS).map(([pkg, module]) => [`${pkg}$`, module]));
}

/**
 * Packages that react-router imports for what only its development build or its unused `withRouter` calls
 * (`react-is`'s element check for prop types, `hoist-non-react-statics`). Neither declares itself free of side
 * effects, so the bundler keeps both whole in every page's main bundle for an import whose binding nothing uses.
 * They have none (each only defines functions and constants): marked so, they are left out while unused, and
 * bundled as usual if code of the page ever calls them.
 */
export const UNUSED_IMPORTS_MODULE = /[\\/]node_modules[\\/](react-is|hoist-non-react-statics)[\\/]/;
export function sideEffectFreeRule(): Rule {
  return { test: UNUSED_IMPORTS_MODULE, sideEffects: false };
}

/**
 * The browser's chunk files: `assets/js/{id}.{hash}.js`. Core names them `[name].[contenthash:8].js`, and a chunk
 * made for a route's module is named after it (an 8-digit hash), so the runtime every page loads carries a map from
 * each chunk's id to its name as well as to its hash: about 1 KB gzip for this site's 400 or so chunks.
 */
export const CLIENT_CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Core's ChunkAssetPlugin puts a map from every route module's chunk name to its chunk id into the runtime of every
 * page (`__webpack_require__.gca`, about 2 KB gzip here). Only core's `prefetch` reads it, which Link calls for a link
 * in the viewport; prefetchOnIntent.ts keeps links out of that observer, and gives `gca` a stand-in that answers
 * "no asset", which `prefetch` skips. The client's plugins without it:
 */
export const CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';
export function withoutChunkAssetPlugin<P>(plugins: P[] | undefined): P[] {
  return (plugins ?? []).filter((p) => (p as { constructor?: { name?: string } } | undefined)?.constructor?.name !== CHUNK_ASSET_PLUGIN);
}

/**
 * The docs' diagrams (DIAGRAMS_SOURCE_DIR) are components of their own, drawn inline (diagramLoader.cjs), in both
 * compilers. Docusaurus's own rule for SVG files (a URL of the file; with `svgr: false`, no SVGR), found by its test
 * as Docusaurus's SVGR plugin finds it, leaves them out; the rule returned takes them. Throws if that rule is gone.
 */
export const DOCUSAURUS_SVG_TEST = String(/\.svg$/i);
export function diagramRule(rules: unknown[] | undefined, siteDir: string): Rule {
  const dir = path.join(siteDir, DIAGRAMS_SOURCE_DIR);
  const svgRule = (rules ?? []).find((r): r is { test: unknown; exclude?: unknown } => typeof r === 'object' && r !== null && String((r as { test?: unknown }).test) === DOCUSAURUS_SVG_TEST);
  if (!svgRule) throw new Error(`Docusaurus's rule for SVG files (test ${DOCUSAURUS_SVG_TEST}) is not in the bundler config; the diagrams' rule relies on it`);
  svgRule.exclude = [dir, ...[svgRule.exclude ?? []].flat()];
  return { test: /\.svg$/i, include: [dir], use: [loader('diagramLoader.cjs')] };
}

/**
 * The client's rule that turns each docs page's compiled module into its island (docIslandLoader.cjs): after the
 * docs plugin's loaders, on the page's file requested without a query (the island's `?text` and fallback `?full`
 * requests are left alone).
 */
export function docIslandRule(siteDir: string): Rule {
  return { test: /\.mdx?$/, include: [path.join(siteDir, 'docs')], resourceQuery: { not: [/./] }, enforce: 'post', use: [loader('docIslandLoader.cjs')] };
}

/** The client entry of @docusaurus/utils-common, the only client module that requires tslib. */
export const UTILS_COMMON_MODULE = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/** The bundler rule that gives utils-common the one tslib helper it calls instead of all of tslib. */
export function tslibShimRule(): Rule {
  return { test: UTILS_COMMON_MODULE, resolve: { alias: { tslib$: path.join(__dirname, 'shims/tslibImportDefault.cjs') } } };
}

/** Props modules of the docs plugin's routes: `.docusaurus/docusaurus-plugin-content-docs/{id}/p/{name}.json`. */
export const DOCS_PROPS_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The bundler rule that trims the docs version module. */
export function trimDocsVersionRule(): Rule {
  return { test: DOCS_PROPS_MODULE, use: [loader('docsVersionLoader.cjs')] };
}

/** The bundler rule that trims a sidebar module (`file`, a JSON array of items) as the docs version's sidebars are. */
export function trimSidebarRule(file: string): Rule {
  return { test: new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), use: [loader('sidebarLoader.cjs')] };
}

/** Core's copy of the site config for the bundles, written in `generatedFilesDir`: `docusaurus.config.mjs`. */
export const SITE_CONFIG_MODULE = /[\\/]docusaurus\.config\.mjs$/;

/** The client bundle's rule that leaves the fields only the build reads out of the site config (siteConfigLoader.cjs). */
export function trimSiteConfigRule(generatedFilesDir: string): Rule {
  return { test: SITE_CONFIG_MODULE, include: generatedFilesDir, use: [loader('siteConfigLoader.cjs')] };
}

/** Core's global data module, written in `generatedFilesDir`: `globalData.json`. */
export const GLOBAL_DATA_MODULE = /[\\/]globalData\.json$/;

/** The client bundle's rule that lists docs without their ids in the global data (globalDataLoader.cjs). */
export function trimGlobalDataRule(generatedFilesDir: string): Rule {
  return { test: GLOBAL_DATA_MODULE, include: generatedFilesDir, use: [loader('globalDataLoader.cjs')] };
}

/** What the registry's loader does (registryLoader.cjs). */
export interface RegistryOptions {
  /** Blank each entry's module path. */
  blankPaths: boolean;
  /** Load each docs page's content as its island module. */
  docIslands: boolean;
  /** Load a data module `{from}{name}.json` as its island module `{to}{name}.island.js`, where one is written (in `dir`). */
  dataIslands?: { from: string; to: string; dir: string };
  /** Leave the chunks only a route group loads out of the main registry (routeGroups/routeGroups.cjs). */
  routeGroups?: { prefixes: readonly string[] };
}

/**
 * The route groups (part `routeGroups`, routeGroups/routeGroups.cjs): the pages under each prefix leave the
 * browser's main bundle, for one route per prefix that loads them. The data pages (V3.1's and V3.0's state pages),
 * and the five largest sections of the docs (errors 28 pages, credit accounts 17, V3.1 14, adapters 11, oracles 11):
 * a docs page outside a section, and every page that is no docs page, no longer carries the section's routes.
 */
export const ROUTE_GROUP_PREFIXES: readonly string[] = ['/v3.1/', '/state/', '/docs/errors/', '/docs/v3.1/', '/docs/credit-accounts/', '/docs/adapters/', '/docs/oracles/'];

/** Core's client module that preloads a route before it is drawn (`preload(pathname)`), and the fence's in its place. */
export const CORE_PRELOAD = { request: './preload', dir: path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client'), by: path.join(__dirname, 'routeGroups/preload.ts') };

/**
 * The client bundle's rules for route groups: core's route table and routes' chunk names split by routeGroupsLoader.cjs,
 * and core's `preload` (imported as './preload' by its client entry, its navigation and its `docusaurus` object)
 * replaced by one that hands each matched route's component the path, so a group loads the page's chunks too.
 */
export function routeGroupRules(generatedFilesDir: string, prefixes: readonly string[]): Rule[] {
  const options = { prefixes, runtime: path.join(__dirname, 'routeGroups/routeGroup.tsx') };
  return [
    { test: /[\\/](routes\.js|routesChunkNames\.json)$/, include: generatedFilesDir, use: [loader('routeGroupsLoader.cjs', options)] },
    { test: /\.js$/, include: [CORE_PRELOAD.dir], resolve: { alias: { [`${CORE_PRELOAD.request}$`]: CORE_PRELOAD.by } } },
  ];
}

/** The client bundle's rule for core's chunk registry, written in `generatedFilesDir`. */
export function registryRule(generatedFilesDir: string, options: RegistryOptions): Rule {
  return { test: /[\\/]registry\.js$/, include: generatedFilesDir, use: [loader('registryLoader.cjs', options)] };
}

/**
 * Docusaurus's alias of a theme component (`@theme/{name}`), pointed at `file`: the component the fence draws its
 * own way. Throws if the theme no longer has it.
 */
export function replaceThemeComponent(alias: Record<string, unknown> | undefined, name: string, file: string): void {
  const key = `@theme/${name}`;
  if (!alias || !(key in alias)) throw new Error(`the bundler config has no alias ${key}; the fence replaces that theme component`);
  alias[key] = file;
}
