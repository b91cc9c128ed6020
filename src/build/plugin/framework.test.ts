/**
 * The Docusaurus internals fenced in src/build/plugin/framework.ts, checked against the installed version: an upgrade that
 * moves or removes one fails here.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AllContent } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { ADMONITION_KEYWORDS, BASE_URL_ISSUE_BANNER_MODULE, BROWSER_STAND_INS, browserStandIns, CHUNK_ASSET_PLUGIN, CLIENT_CHUNK_FILENAME, withoutChunkAssetPlugin, BROWSER_COPIES, browserCopies, DOC_TEXT_MODULE, HIGHLIGHTED_BLOCK_MODULE, DEPLOYED_CONTRACTS_BULK_MODULE, DEPLOYED_CONTRACTS_SCRIPTS_MODULE, STATE_SECTIONS_MODULE, tslibShimRule, trimRegistryRule, UTILS_COMMON_MODULE, withoutBaseUrlIssueBanner, dataModuleFile, dataModuleRequest, docsSidebar, DOCS_PROPS_MODULE, EAGER_PRISM_MODULE, parseFrontMatter, trimDocsVersionRule, withoutEagerPrism } from './framework';

const require = createRequire(import.meta.url);

/** Core's client modules that a page's bundle can hold (the `server*` ones are the server's), with their paths under lib/client. */
function browserCoreModules(): { file: string; source: string }[] {
  const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');
  return readdirSync(coreClient, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.js$/.test(file) && !/^server/.test(path.basename(file)))
    .map((file) => ({ file, source: readFileSync(path.join(coreClient, file), 'utf8') }));
}

/** The source of one of them. */
function coreModule(modules: { file: string; source: string }[], file: string): string {
  const found = modules.find((m) => m.file === file);
  if (!found) throw new Error(`core's client has no ${file}`);
  return found.source;
}

describe('framework internals the site relies on', () => {
  test("the docs plugin's sidebar prop (plugin-content-docs/lib/props.js) turns a sidebar into links", () => {
    const doc = { id: 'intro', title: 'Introduction', permalink: '/docs/intro', frontMatter: {}, unlisted: false };
    const allContent: AllContent = {
      'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs: [doc], sidebars: { docs: [{ type: 'doc', id: 'intro' }] } }] } },
    };
    expect(docsSidebar(allContent)).toEqual([expect.objectContaining({ type: 'link', href: '/docs/intro', label: 'Introduction', docId: 'intro' })]);
    expect(() => docsSidebar({})).toThrow(/the docs plugin has no loaded version/);
  });

  test("theme-classic still loads Prism through the client module that is aliased away, and it exists", () => {
    const themeClassic = require('@docusaurus/theme-classic').default as (context: unknown, options: unknown) => { getClientModules: () => string[] };
    const context = {
      i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
      siteStorage: { type: 'localStorage', namespace: '' },
      siteConfig: { themeConfig: { prism: { additionalLanguages: [] }, colorMode: {} } },
    };
    const libDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const modules = themeClassic(context, { customCss: [] }).getClientModules().map((m) => (m.startsWith('.') ? path.resolve(libDir, m) : m));
    expect(modules).toContain(EAGER_PRISM_MODULE);
    expect(existsSync(require.resolve(EAGER_PRISM_MODULE))).toBe(true);
    const [alias, target] = Object.entries(withoutEagerPrism())[0] ?? [];
    expect(alias).toBe(`${EAGER_PRISM_MODULE}$`);
    expect(existsSync(target ?? '')).toBe(true);
  });

  test("core's App imports the BaseUrlIssueBanner module that is aliased away, and the replacement exists", () => {
    const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');
    expect(readFileSync(path.join(coreClient, 'App.js'), 'utf8')).toMatch(/import BaseUrlIssueBanner from '\.\/BaseUrlIssueBanner'/);
    expect(path.join(coreClient, 'BaseUrlIssueBanner')).toBe(BASE_URL_ISSUE_BANNER_MODULE);
    expect(existsSync(path.join(BASE_URL_ISSUE_BANNER_MODULE, 'index.js'))).toBe(true);
    const [alias, target] = Object.entries(withoutBaseUrlIssueBanner())[0] ?? [];
    expect(alias).toBe(`${BASE_URL_ISSUE_BANNER_MODULE}$`);
    expect(existsSync(target ?? '')).toBe(true);
  });

  test("core's client imports only HelmetProvider and Helmet from react-helmet-async, which the browser's head module exports", async () => {
    // Every import of the library in the modules a page's bundle can hold (serverEntry and serverHelmetUtils are the server's).
    const imports = browserCoreModules().flatMap(({ file, source }) => [...source.matchAll(/import \{([^}]*)\} from 'react-helmet-async'/g)].map((m) => `${file}: ${(m[1] ?? '').trim()}`));
    expect(imports.sort()).toEqual(['clientEntry.js: HelmetProvider', 'exports/Head.js: Helmet']);
    const browser = (await import(BROWSER_STAND_INS['react-helmet-async'] ?? '')) as Record<string, unknown>;
    expect(typeof browser.HelmetProvider).toBe('function');
    expect(typeof browser.Helmet).toBe('function');
  });

  test("theme-classic's progress bar module calls only configure, start and done of nprogress, which the browser's bar provides", async () => {
    const themeModule = readFileSync(path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/nprogress.js'), 'utf8');
    expect(themeModule).toMatch(/^import nprogress from 'nprogress';$/m);
    expect([...new Set([...themeModule.matchAll(/nprogress\.(\w+)\(/g)].map((m) => m[1]))].sort()).toEqual(['configure', 'done', 'start']);
    const progressModule = BROWSER_STAND_INS.nprogress ?? '';
    const bar = ((await import(progressModule)) as { default: Record<string, unknown> }).default;
    for (const name of ['configure', 'start', 'done']) expect(typeof bar[name], name).toBe('function');
    // Its steps: forward while the wait lasts, ever smaller, never to the end before `done`.
    const { nextStep } = (await import(progressModule)) as { nextStep: (at: number) => number };
    let at = 0.08;
    let last = Infinity;
    for (let i = 0; i < 500; i += 1) {
      const next = nextStep(at);
      expect(next).toBeGreaterThanOrEqual(at);
      expect(next - at).toBeLessThanOrEqual(last + 1e-12);
      last = next - at;
      at = next;
    }
    expect(at).toBeGreaterThan(0.99);
    expect(at).toBeLessThan(1);
  });

  test("core's client calls react-loadable only as the browser's copy provides it: Loadable, Loadable.Map and a component's preload", async () => {
    const modules = browserCoreModules();
    const users = modules.filter(({ source }) => source.includes("from 'react-loadable'")).map(({ file }) => file);
    expect(users).toEqual(['exports/ComponentCreator.js']);
    const creator = coreModule(modules, 'exports/ComponentCreator.js');
    expect(creator).toMatch(/^import Loadable from 'react-loadable';$/m);
    expect([...new Set([...creator.matchAll(/Loadable(\.\w+)?\(/g)].map((m) => m[0]))].sort()).toEqual(['Loadable(', 'Loadable.Map(']);
    // Options it passes: the browser's copy reads loader, loading, render; modules and webpack are the server's.
    expect([...new Set([...creator.matchAll(/^\s+(\w+)(?::|\()/gm)].map((m) => m[1]))].filter((k) => ['loader', 'loading', 'render', 'modules', 'webpack', 'delay', 'timeout'].includes(k ?? '')).sort()).toEqual(['loader', 'loading', 'modules', 'render', 'webpack']);
    expect(coreModule(modules, 'preload.js')).toContain('match.route.component.preload?.()');
  });

  test("the browser's bundle aliases each package to its stand-in, which exists: react-helmet-async, nprogress, path-to-regexp, react-loadable", () => {
    expect(Object.keys(BROWSER_STAND_INS).sort()).toEqual(['nprogress', 'path-to-regexp', 'react-helmet-async', 'react-loadable']);
    expect(browserStandIns()).toEqual(Object.fromEntries(Object.entries(BROWSER_STAND_INS).map(([pkg, module]) => [`${pkg}$`, module])));
    for (const module of Object.values(BROWSER_STAND_INS)) {
      expect(module.startsWith(path.join(__dirname, '../../lean/standIns/')), module).toBe(true);
      expect(existsSync(module), module).toBe(true);
    }
  });

  test('utils-common calls no tslib helper but __importDefault, which the shim provides as tslib does', () => {
    const libDir = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
    expect(path.join(libDir, 'index.js')).toMatch(UTILS_COMMON_MODULE);
    const helpers = new Set<string>();
    for (const file of readdirSync(libDir).filter((f) => f.endsWith('.js'))) {
      for (const m of readFileSync(path.join(libDir, file), 'utf8').matchAll(/tslib_\d+\.(\w+)/g)) helpers.add(m[1] ?? '');
    }
    expect([...helpers]).toEqual(['__importDefault']);
    const shimFile = tslibShimRule().resolve.alias['tslib$'] ?? '';
    const shim = require(shimFile) as { __importDefault: (m: unknown) => unknown };
    const tslib = require('tslib') as { __importDefault: (m: unknown) => unknown };
    const esm = { __esModule: true, default: 1 };
    expect(shim.__importDefault(esm)).toBe(esm);
    expect(shim.__importDefault(tslib.__importDefault(esm))).toEqual(tslib.__importDefault(esm));
    expect(shim.__importDefault(42)).toEqual(tslib.__importDefault(42));
    expect(shim.__importDefault(42)).toEqual({ default: 42 });
  });

  test("core's chunk registry, as its codegen writes it: the client's copy keeps each loader and module id, with the module path blank", async () => {
    const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
      generateRouteFiles: (args: { generatedFilesDir: string; routes: object[] }) => Promise<void>;
    };
    const { trimRegistry } = require('../../lean/loaders/registryLoader.cjs') as { trimRegistry: (source: string) => string };
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      const routes = [{ path: '/docs/intro', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/intro.md' }, plugin: { name: 'p', id: 'default' } }];
      await generateRouteFiles({ generatedFilesDir, routes });
      const file = path.join(generatedFilesDir, 'registry.js');
      const rule = trimRegistryRule(generatedFilesDir);
      expect(file).toMatch(rule.test);
      expect(file.startsWith(rule.include)).toBe(true);
      expect(existsSync(rule.use[0]?.loader ?? '')).toBe(true);
      const source = readFileSync(file, 'utf8');
      const trimmed = trimRegistry(source);
      for (const modulePath of ['@theme/DocItem', '@site/docs/intro.md']) {
        expect(source).toContain(`"${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]`);
      }
      expect(trimmed).toContain(`"@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")]`);
      // A docs page's content is its island module in the client bundle (docIslandLoader.cjs); the entry waits for its `ready()`.
      expect(trimmed).toContain(`"@site/docs/intro.md").then(__islandReady), "", require.resolveWeak("@site/docs/intro.md")]`);
      expect(trimmed.startsWith('const __islandReady = (m) => m.ready().then(() => m);\n')).toBe(true);
      expect(trimmed.match(/, "", require\.resolveWeak\(/g)?.length).toBe(source.match(/require\.resolveWeak\(/g)?.length);
      // A registry without docs pages gets no helper.
      expect(trimRegistry(source.replaceAll('@site/docs/intro.md', '@site/src/pages/x.tsx'))).not.toContain('__islandReady');
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });

  test("a docs page's island module: the light exports the docs layout reads, cut from the compiled page; the text kept for the island's ?text request", () => {
    type Loader = ((this: object, source: string) => string) & { islandModule: (source: string, file: string) => string; textRequest: (file: string) => string; LIGHT_EXPORTS: string[] };
    const loader = require('../../lean/loaders/docIslandLoader.cjs') as Loader;
    // DocProvider (plugin-content-docs' client) hands these fields of the page's module to the layout.
    const provider = readFileSync(require.resolve('@docusaurus/plugin-content-docs/lib/client/doc.js'), 'utf8');
    const read = [...provider.matchAll(/(\w+): content\.(\w+)/g)].map((m) => m[2]);
    expect(read.length).toBeGreaterThan(3);
    expect([...read].sort()).toEqual([...loader.LIGHT_EXPORTS].sort());
    // The mdx-loader writes the first four as statements of their own; its toc plugin adds `toc` as an export.
    const mdxLoader = readFileSync(require.resolve('@docusaurus/mdx-loader/lib/loader.js'), 'utf8');
    for (const written of ['export const frontMatter = ', 'export const contentTitle = ', 'export {default as metadata} from ', 'export const assets = ']) expect(mdxLoader).toContain(written);
    // A compiled page, in the shape the docs plugin's loaders give it.
    const light = ['export const frontMatter = {\n  title: "A"\n};', "export const contentTitle = 'A';", "export { default as metadata } from '@site/.docusaurus/docs/site-docs-a-mdx.json';", 'export const assets = {};', 'export const toc = [{ value: "B", id: "b", level: 2 }];'];
    const compiled = ['import { jsx as _jsx } from "react/jsx-runtime";', 'import LiveValue from "@site/src/browser/components/LiveValue";', ...light, 'function _createMdxContent(props) { return _jsx("p", { children: "the text" }); }', 'export default function MDXContent(props = {}) { return _createMdxContent(props); }'].join('\n');
    const island = loader.islandModule(compiled, '/site/docs/a.mdx');
    for (const statement of light) expect(island).toContain(statement);
    expect(island).not.toContain('the text');
    expect(island).not.toContain('LiveValue');
    expect(island).toContain(`import(${JSON.stringify(loader.textRequest('/site/docs/a.mdx'))})`);
    expect(() => loader.islandModule(compiled.replace('export const toc', 'const toc'), '/site/docs/a.mdx')).toThrow(/does not export toc/);
    // Only the statements before the content function are read: what follows it is not parsed (this would not parse)…
    expect(loader.islandModule(`${compiled}\n(`, '/site/docs/a.mdx')).toBe(island);
    // …and a page without that function is read whole.
    const renamed = compiled.replace('function _createMdxContent(', 'function content(').replace('return _createMdxContent(', 'return content(');
    expect(loader.islandModule(renamed, '/site/docs/a.mdx')).toBe(island);
    expect(() => loader.islandModule(`${renamed}\n(`, '/site/docs/a.mdx')).toThrow(SyntaxError);
    // As the bundler runs it: the page's request gives the island and keeps the compiled page; `?text` gives that back.
    const dependencies: string[] = [];
    const context = (resourceQuery: string) => ({ resourcePath: '/site/docs/a.mdx', resourceQuery, addDependency: (f: string) => dependencies.push(f) });
    expect(loader.call(context(''), compiled)).toBe(island);
    expect(loader.call(context('?text'), '')).toBe(compiled);
    expect(dependencies).toEqual(['/site/docs/a.mdx']);
    // A page this process never compiled: the text is the page compiled anew.
    expect(loader.call({ ...context('?text'), resourcePath: '/site/docs/b.mdx' }, '')).toContain('export * from "/site/docs/b.mdx?full"');
  });

  test("each module with a browser's copy has both copies, exporting the same names", () => {
    const alias = browserCopies();
    expect(Object.keys(alias)).toEqual(BROWSER_COPIES.map((m) => `${m}$`));
    expect(BROWSER_COPIES).toEqual([DOC_TEXT_MODULE, HIGHLIGHTED_BLOCK_MODULE, DEPLOYED_CONTRACTS_BULK_MODULE, STATE_SECTIONS_MODULE, DEPLOYED_CONTRACTS_SCRIPTS_MODULE]);
    const exported = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export (default )?(?:function|const) (\w+)/gm)].map((m) => (m[1] ? 'default' : m[2])).sort();
    for (const [key, browserFile] of Object.entries(alias)) {
      const serverFile = `${key.slice(0, -1)}.tsx`;
      expect(existsSync(serverFile)).toBe(true);
      expect(existsSync(browserFile)).toBe(true);
      expect(exported(browserFile).length).toBeGreaterThan(0);
      expect(exported(serverFile), serverFile).toEqual(exported(browserFile));
    }
  });

  test("core's chunk-asset map: added to the client by ChunkAssetPlugin, read only by prefetch, which skips a missing asset and which Link calls only from its viewport observer or without one", () => {
    const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
    expect(readFileSync(path.join(core, 'lib/webpack/client.js'), 'utf8')).toContain('new ChunkAssetPlugin_1.default()');
    const { default: ChunkAssetPlugin } = require(path.join(core, 'lib/webpack/plugins/ChunkAssetPlugin.js')) as { default: new () => object };
    expect(ChunkAssetPlugin.name).toBe(CHUNK_ASSET_PLUGIN);
    const other = { constructor: { name: 'Other' } };
    expect(withoutChunkAssetPlugin([new ChunkAssetPlugin(), other])).toEqual([other]);
    const client = readFileSync(path.join(core, 'lib/client/docusaurus.js'), 'utf8');
    expect(client.match(/__webpack_require__\.gca\(/g)).toHaveLength(1);
    expect(client).toMatch(/const chunkAsset = __webpack_require__\.gca\(chunkName\);\s+(\/\/[^\n]*\s+)*if \(chunkAsset && /);
    const link = readFileSync(path.join(core, 'lib/client/exports/Link.js'), 'utf8');
    expect(link.match(/window\.docusaurus\.prefetch\(/g)).toHaveLength(2);
    // The stand-in every page installs, which answers "no asset".
    expect(readFileSync(path.join(__dirname, '../../browser/client/prefetchOnIntent.ts'), 'utf8')).toContain('__webpack_require__.gca = () => undefined;');
  });

  test("the browser's chunk files are named by id and content hash, not by name (no map of names in the runtime)", () => {
    expect(CLIENT_CHUNK_FILENAME).toBe('assets/js/[id].[contenthash:8].js');
    const base = readFileSync(path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/webpack/base.js'), 'utf8');
    expect(base).toMatch(/chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/);
  });

  test("react-loadable reads the module paths only through the server's capture context, which the browser does not have", () => {
    const loadable = readFileSync(require.resolve('react-loadable/lib/index.js'), 'utf8');
    expect(loadable).toContain('React.createContext(null)');
    expect(loadable).toMatch(/if \(this\.context && Array\.isArray\(opts\.modules\)\)/);
    expect(loadable.match(/opts\.modules/g)?.length).toBe(2);
  });

  test('createData writes a module where a compiled page imports it from: @generated/{plugin}/{id}/{name}', async () => {
    const { createPluginActionsUtils } = require('@docusaurus/core/lib/server/plugins/actions.js') as {
      createPluginActionsUtils: (args: object) => Promise<{ getActions: () => { createData: (name: string, data: string) => Promise<string> } }>;
    };
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      const utils = await createPluginActionsUtils({ plugin: { name: 'gearbox-data', options: { id: 'default' } }, generatedFilesDir, baseUrl: '/', trailingSlash: false });
      const written = await utils.getActions().createData('live/docs/x.mdx.json', '{}');
      expect(written).toBe(dataModuleFile(generatedFilesDir, 'gearbox-data', 'live/docs/x.mdx.json'));
      expect(existsSync(written)).toBe(true);
      expect(`@generated/${path.relative(generatedFilesDir, written)}`).toBe(dataModuleRequest('gearbox-data', 'live/docs/x.mdx.json'));
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });

  test("the docs root route's version prop is written where the trimming rule looks (core's props modules), and the loader exists", () => {
    const { generateRoutePropFilename } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as { generateRoutePropFilename: (route: { path: string; component: string }) => string };
    const file = path.join('/site/.docusaurus', 'docusaurus-plugin-content-docs', 'default', 'p', generateRoutePropFilename({ path: '/docs', component: '@theme/DocVersionRoot' }));
    expect(file).toMatch(DOCS_PROPS_MODULE);
    expect('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json').not.toMatch(DOCS_PROPS_MODULE);
    expect('/site/.docusaurus/gearbox-data/default/p/x.json').not.toMatch(DOCS_PROPS_MODULE);
    const rule = trimDocsVersionRule();
    expect(existsSync(rule.use[0]?.loader ?? '')).toBe(true);
  });

  test("the docs plugin's admonition keywords, and its front matter parser: the default one, called synchronously", async () => {
    expect(ADMONITION_KEYWORDS).toEqual(expect.arrayContaining(['note', 'tip', 'info', 'warning', 'danger', 'caution']));
    const fileContent = '---\ntitle: A page\nsidebar_position: 2\n---\n\n# Heading\n\nText.\n';
    const expected = await DEFAULT_PARSE_FRONT_MATTER({ filePath: 'docs/a.mdx', fileContent });
    expect(parseFrontMatter(fileContent)).toEqual(expected);
    expect(expected).toEqual({ frontMatter: { title: 'A page', sidebar_position: 2 }, content: '# Heading\n\nText.' });
  });
});

