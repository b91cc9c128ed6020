/**
 * The Docusaurus internals this site relies on, fenced in one module so an
 * upgrade that changes them fails in one place (src/build/plugin/framework.test.ts
 * checks each against the installed version):
 *
 * - the docs sidebar as the docs plugin gives it to its own pages: a deep import
 *   of `plugin-content-docs/lib/props.js`, for the data pages and the 404 page;
 * - theme-classic's client module that loads Prism into every page's main
 *   bundle, aliased to an empty module (highlighting loads with code blocks);
 * - core's base-URL warning banner, aliased to an empty component, and the
 *   tslib that @docusaurus/utils-common requires, replaced by the one helper
 *   it calls (shims/): both otherwise ship in every page's main bundle;
 * - where `createData` writes a plugin's data modules, so that compiled docs
 *   pages can import one by name before it is written;
 * - the docs plugin's version module (the docs root route's `version` prop, a
 *   JSON file under `p/` of its generated folder), which every docs page
 *   downloads: a bundler rule drops the doc descriptions no page reads and
 *   the sidebar links' fields the theme reads only for being set or not
 *   (docsVersionLoader.cjs; docsSidebarForPages trims the data pages' copy).
 * - core's chunk registry (`registry.js` in the generated folder): in the
 *   client bundle a bundler rule blanks each entry's module path, which only
 *   server rendering reads, and loads a docs page's content as its island
 *   module (registryLoader.cjs, and docIslandRule with docIslandLoader.cjs, which
 *   cuts what the docs layout reads (DocProvider's fields) from the page's
 *   compiled module), and the page's text only when the browser draws it; the browser's copy of the text's frame loads the MDX
 *   components with the text (browserCopies);
 * - core's copy of the site config (`docusaurus.config.mjs` in the generated
 *   folder, `export default {…};`): in the client bundle a bundler rule leaves
 *   out the fields only the build reads, the HTML template first
 *   (siteConfigLoader.cjs);
 * - core's global data (`globalData.json` in the generated folder): in the
 *   client bundle a bundler rule lists the docs plugin's docs without their
 *   ids, which only components this site does not draw read
 *   (globalDataLoader.cjs);
 * - react-helmet-async, nprogress, path-to-regexp and react-loadable, as core and the theme call them: the
 *   browser's bundle gets a stand-in of ours for each (BROWSER_STAND_INS, browserStandIns);
 * - core's client output: chunk files named `[name].[contenthash:8].js`, which
 *   the client's copy names by id instead (CLIENT_CHUNK_FILENAME), and
 *   ChunkAssetPlugin's map of chunk names, left out (withoutChunkAssetPlugin):
 *   both otherwise put a map of every chunk into every page's runtime;
 * - the docs plugin's admonition keywords, and its front matter parser (the
 *   default of `markdown.parseFrontMatter`, called without its async wrapper), so
 *   src/build/mdx/readDocsPage.ts reads a page as the site does.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent, PropSidebar } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { DefaultAdmonitionOptions } from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import { parseFileContentFrontMatter } from '@docusaurus/utils/lib/markdownUtils.js';
import { DIAGRAMS_SOURCE_DIR } from '../../domain/data/paths';

const require = createRequire(import.meta.url);

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs plugin's content: its only version. */
export function docsVersion(allContent: AllContent): DocsContent['loadedVersions'][number] {
  const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
  const version = docs?.loadedVersions[0];
  if (!version) throw new Error('the docs plugin has no loaded version');
  return version;
}

/** The sidebar `sidebarId` as the docs plugin renders it. */
export function docsSidebar(allContent: AllContent, sidebarId = 'docs'): PropSidebar {
  return toSidebarsProp(docsVersion(allContent))[sidebarId] ?? [];
}

const { trimSidebar } = require('../../lean/loaders/docsVersionLoader.cjs') as { trimSidebar: (items: PropSidebar) => PropSidebar };

/**
 * The sidebar as a page downloads it: link items without `unlisted: false` and with a stand-in docId, as the docs
 * pages' copy is trimmed by docsVersionLoader.cjs (the theme reads neither value; src/lean/loaders/docsVersionLoader.test.ts).
 */
export function docsSidebarForPages(allContent: AllContent, sidebarId = 'docs'): PropSidebar {
  return trimSidebar(docsSidebar(allContent, sidebarId));
}

/** theme-classic's Prism client module, as its getClientModules() names it (resolved without extension). */
export const EAGER_PRISM_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');

/** Bundler aliases that replace the eager Prism module with an empty one. */
export function withoutEagerPrism(): Record<string, string> {
  return { [`${EAGER_PRISM_MODULE}$`]: path.join(__dirname, '../../lean/shims/noopClientModule.js') };
}

/** core's BaseUrlIssueBanner, as its App.js imports it (resolved without extension). */
export const BASE_URL_ISSUE_BANNER_MODULE = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/BaseUrlIssueBanner');

/** Bundler aliases that replace core's base-URL warning banner with a component that draws nothing. */
export function withoutBaseUrlIssueBanner(): Record<string, string> {
  return { [`${BASE_URL_ISSUE_BANNER_MODULE}$`]: path.join(__dirname, '../../lean/shims/noBaseUrlIssueBanner.js') };
}

/**
 * Modules with a server's copy (`{module}.tsx`, which draws at once) and a browser's copy (`{module}.browser.tsx`, which
 * loads what draws only when the browser draws): the frame of a docs page's text (src/browser/client/docText.tsx), a
 * highlighted code block (src/theme/CodeBlock/HighlightedBlock.tsx), the Deployed Contracts page's bulk
 * (src/browser/routes/DeployedContracts/bulkFrame.tsx) and a state page's sections (src/browser/components/state/sectionsFrame.tsx);
 * and the Deployed Contracts page's before-paint scripts (src/browser/routes/DeployedContracts/pageScripts.tsx), whose
 * browser's copy is the same elements, empty.
 */
export const DOC_TEXT_MODULE = path.join(__dirname, '../../browser/client/docText');
export const HIGHLIGHTED_BLOCK_MODULE = path.join(__dirname, '../../theme/CodeBlock/HighlightedBlock');
export const DEPLOYED_CONTRACTS_BULK_MODULE = path.join(__dirname, '../../browser/routes/DeployedContracts/bulkFrame');
export const STATE_SECTIONS_MODULE = path.join(__dirname, '../../browser/components/state/sectionsFrame');
export const DEPLOYED_CONTRACTS_SCRIPTS_MODULE = path.join(__dirname, '../../browser/routes/DeployedContracts/pageScripts');
export const BROWSER_COPIES = [DOC_TEXT_MODULE, HIGHLIGHTED_BLOCK_MODULE, DEPLOYED_CONTRACTS_BULK_MODULE, STATE_SECTIONS_MODULE, DEPLOYED_CONTRACTS_SCRIPTS_MODULE];

/** Bundler aliases that give the browser's bundle the browser's copy of each. */
export function browserCopies(): Record<string, string> {
  return Object.fromEntries(BROWSER_COPIES.map((m) => [`${m}$`, `${m}.browser.tsx`]));
}

/**
 * Packages that core and the theme import, and the browser's stand-ins for them (src/browser/client/): the same calls,
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
  'react-helmet-async': path.join(__dirname, '../../lean/standIns/head/index.tsx'),
  nprogress: path.join(__dirname, '../../lean/standIns/progressBar.ts'),
  'path-to-regexp': path.join(__dirname, '../../lean/standIns/routeMatcher.ts'),
  'react-loadable': path.join(__dirname, '../../lean/standIns/loadable.ts'),
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
export function sideEffectFreeRule(): { test: RegExp; sideEffects: false } {
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
 * in the viewport; src/browser/client/prefetchOnIntent.ts keeps links out of that observer, and gives `gca` a stand-in that
 * answers "no asset", which `prefetch` skips. The client's plugins without it:
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
export function diagramRule(rules: unknown[] | undefined, siteDir: string): { test: RegExp; include: string[]; use: { loader: string }[] } {
  const dir = path.join(siteDir, DIAGRAMS_SOURCE_DIR);
  const svgRule = (rules ?? []).find((r): r is { test: unknown; exclude?: unknown } => typeof r === 'object' && r !== null && String((r as { test?: unknown }).test) === DOCUSAURUS_SVG_TEST);
  if (!svgRule) throw new Error(`Docusaurus's rule for SVG files (test ${DOCUSAURUS_SVG_TEST}) is not in the bundler config; the diagrams' rule relies on it`);
  svgRule.exclude = [dir, ...[svgRule.exclude ?? []].flat()];
  return { test: /\.svg$/i, include: [dir], use: [{ loader: path.join(__dirname, '../../lean/loaders/diagramLoader.cjs') }] };
}

/**
 * The client's rule that turns each docs page's compiled module into its island (docIslandLoader.cjs): after the
 * docs plugin's loaders, on the page's file requested without a query (the island's `?text` and fallback `?full`
 * requests are left alone).
 */
export function docIslandRule(siteDir: string): { test: RegExp; include: string[]; resourceQuery: { not: RegExp[] }; enforce: 'post'; use: { loader: string }[] } {
  return { test: /\.mdx?$/, include: [path.join(siteDir, 'docs')], resourceQuery: { not: [/./] }, enforce: 'post', use: [{ loader: path.join(__dirname, '../../lean/loaders/docIslandLoader.cjs') }] };
}

/** The client entry of @docusaurus/utils-common, the only client module that requires tslib. */
export const UTILS_COMMON_MODULE = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;

/** The bundler rule that gives utils-common the one tslib helper it calls instead of all of tslib. */
export function tslibShimRule(): { test: RegExp; resolve: { alias: Record<string, string> } } {
  return { test: UTILS_COMMON_MODULE, resolve: { alias: { tslib$: path.join(__dirname, '../../lean/shims/tslibImportDefault.cjs') } } };
}

/** Props modules of the docs plugin's routes: `.docusaurus/docusaurus-plugin-content-docs/{id}/p/{name}.json`. */
export const DOCS_PROPS_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The bundler rule that trims the docs version module. */
export function trimDocsVersionRule(): { test: RegExp; use: { loader: string }[] } {
  return { test: DOCS_PROPS_MODULE, use: [{ loader: path.join(__dirname, '../../lean/loaders/docsVersionLoader.cjs') }] };
}

/** Core's copy of the site config for the bundles, written in `generatedFilesDir`: `docusaurus.config.mjs`. */
export const SITE_CONFIG_MODULE = /[\\/]docusaurus\.config\.mjs$/;

/** The client bundle's rule that leaves the fields only the build reads out of the site config (siteConfigLoader.cjs). */
export function trimSiteConfigRule(generatedFilesDir: string): { test: RegExp; include: string; use: { loader: string }[] } {
  return { test: SITE_CONFIG_MODULE, include: generatedFilesDir, use: [{ loader: path.join(__dirname, '../../lean/loaders/siteConfigLoader.cjs') }] };
}

/** Core's global data module, written in `generatedFilesDir`: `globalData.json`. */
export const GLOBAL_DATA_MODULE = /[\\/]globalData\.json$/;

/** The client bundle's rule that lists docs without their ids in the global data (globalDataLoader.cjs). */
export function trimGlobalDataRule(generatedFilesDir: string): { test: RegExp; include: string; use: { loader: string }[] } {
  return { test: GLOBAL_DATA_MODULE, include: generatedFilesDir, use: [{ loader: path.join(__dirname, '../../lean/loaders/globalDataLoader.cjs') }] };
}

/** The client bundle's rule that blanks the module paths of core's chunk registry, written in `generatedFilesDir`. */
export function trimRegistryRule(generatedFilesDir: string): { test: RegExp; include: string; use: { loader: string }[] } {
  return { test: /[\\/]registry\.js$/, include: generatedFilesDir, use: [{ loader: path.join(__dirname, '../../lean/loaders/registryLoader.cjs') }] };
}

/** The import request of the data module a plugin writes with `createData(name)`: `@generated/{plugin}/{id}/{name}`. */
export const dataModuleRequest = (plugin: string, name: string, id = 'default'): string => `@generated/${plugin}/${id}/${name}`;

/** Where `createData(name)` writes it; the plugin checks each module lands there, so the request above finds it. */
export const dataModuleFile = (generatedFilesDir: string, plugin: string, name: string, id = 'default'): string => path.join(generatedFilesDir, plugin, id, name);

/** The admonition keywords of the docs (`:::note`, `:::warning`…): Docusaurus's defaults, which this site does not change. */
export const ADMONITION_KEYWORDS: readonly string[] = DefaultAdmonitionOptions.keywords;

/**
 * The docs plugin's front matter parser as this site has it (`markdown.parseFrontMatter` left at its default,
 * DEFAULT_PARSE_FRONT_MATTER, which calls this function): the front matter's data and the text after it, trimmed.
 * Called here without the async wrapper, so a page can be read synchronously; framework.test.ts checks both agree.
 */
export const parseFrontMatter: (text: string) => { frontMatter: Record<string, unknown>; content: string } = parseFileContentFrontMatter;
