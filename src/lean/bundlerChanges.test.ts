/**
 * The Docusaurus internals the fence relies on (src/lean/bundlerChanges.ts), checked against the installed version: an
 * upgrade that moves or removes one fails here.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BASE_URL_ISSUE_BANNER_MODULE, BROWSER_STAND_INS, browserStandIns, CHUNK_ASSET_PLUGIN, CLIENT_CHUNK_FILENAME, withoutChunkAssetPlugin, REPLACED_MODULES, replacementRules, replaceThemeComponent, sideEffectFreeRule, THEME_COMPONENTS, tslibShimRule, registryRule, UTILS_COMMON_MODULE, withoutBaseUrlIssueBanner, DOCS_PROPS_MODULE, EAGER_PRISM_MODULE, trimDocsVersionRule, withoutEagerPrism } from './bundlerChanges';

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

describe('framework internals the fence relies on', () => {
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
      expect(module.startsWith(path.join(__dirname, 'standIns/')), module).toBe(true);
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
    const shimFile = tslibShimRule().resolve?.alias['tslib$'] ?? '';
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
    const { trimRegistry } = require('./loaders/registryLoader.cjs') as { trimRegistry: (source: string, options: object) => string };
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      const routes = [{ path: '/docs/intro', component: '@theme/DocItem', exact: true, modules: { content: '@site/docs/intro.md' }, plugin: { name: 'p', id: 'default' } }];
      await generateRouteFiles({ generatedFilesDir, routes });
      const file = path.join(generatedFilesDir, 'registry.js');
      const options = { blankPaths: true, docIslands: true };
      const rule = registryRule(generatedFilesDir, options);
      expect(file).toMatch(rule.test);
      expect(file.startsWith(String(rule.include))).toBe(true);
      expect(existsSync(rule.use?.[0]?.loader ?? '')).toBe(true);
      expect(rule.use?.[0]?.options).toEqual(options);
      const source = readFileSync(file, 'utf8');
      const trimmed = trimRegistry(source, options);
      for (const modulePath of ['@theme/DocItem', '@site/docs/intro.md']) {
        expect(source).toContain(`"${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]`);
      }
      expect(trimmed).toContain(`"@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")]`);
      // A docs page's content is its island module in the client bundle (docIslandLoader.cjs); the entry waits for its `ready()`.
      expect(trimmed).toContain(`"@site/docs/intro.md").then(__islandReady), "", require.resolveWeak("@site/docs/intro.md")]`);
      expect(trimmed.startsWith('const __islandReady = (m) => m.ready().then(() => m);\n')).toBe(true);
      expect(trimmed.match(/, "", require\.resolveWeak\(/g)?.length).toBe(source.match(/require\.resolveWeak\(/g)?.length);
      // A registry without docs pages gets no helper.
      expect(trimRegistry(source.replaceAll('@site/docs/intro.md', '@site/src/pages/x.tsx'), options)).not.toContain('__islandReady');
      // Each change only when asked for.
      expect(trimRegistry(source, { blankPaths: false, docIslands: false })).toBe(source);
      expect(trimRegistry(source, { blankPaths: false, docIslands: true })).toContain(`"@site/docs/intro.md").then(__islandReady), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")]`);
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });

  test("a docs page's island module: the light exports the docs layout reads, cut from the compiled page; the text kept for the island's ?text request", () => {
    type Loader = ((this: object, source: string) => string) & { islandModule: (source: string, file: string) => string; textRequest: (file: string) => string; LIGHT_EXPORTS: string[] };
    const loader = require('./loaders/docIslandLoader.cjs') as Loader;
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

  test("each module the fence replaces exists, and so does its replacement, which exports every name the module does", () => {
    const exported = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export (default )?(?:function|const) (\w+)/gm)].map((m) => (m[1] ? 'default' : m[2])).sort();
    const all = Object.values(REPLACED_MODULES).flat();
    expect(all.length).toBeGreaterThan(6);
    for (const { module, by } of all) {
      const file = [`${module}.tsx`, `${module}.ts`].find((f) => existsSync(f)) ?? '';
      expect(file, module).not.toBe('');
      expect(existsSync(by), by).toBe(true);
      expect(exported(file).length, file).toBeGreaterThan(0);
      expect(exported(by), by).toEqual(expect.arrayContaining(exported(file)));
    }
    // As aliases, for the server's bundle (those not only the browser's) and the browser's.
    const rules = (isServer: boolean) => replacementRules(all, '/site/src', isServer);
    expect(rules(false)).toHaveLength(all.length);
    expect(rules(true).map((r) => Object.values(r.resolve?.alias ?? {})[0])).toEqual(all.filter((r) => !r.browser).map((r) => r.by));
    for (const rule of rules(false)) expect(rule.exclude).toEqual(Object.values(rule.resolve?.alias ?? {}));
    // A folder's index is aliased as the folder, which is what pages import.
    expect(Object.keys(rules(false)[0]?.resolve?.alias ?? {})).toEqual([`${path.join(__dirname, '../browser/components/PagePart')}$`]);
  });

  test("the theme components the fence replaces are theme-classic's, and the fence's files exist", () => {
    const theme = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/theme');
    for (const { name, file } of Object.values(THEME_COMPONENTS)) {
      expect(existsSync(path.join(theme, name, 'index.js')), name).toBe(true);
      expect(existsSync(file), file).toBe(true);
    }
    const alias: Record<string, unknown> = { '@theme/CodeBlock': '/classic' };
    replaceThemeComponent(alias, 'CodeBlock', '/fence');
    expect(alias).toEqual({ '@theme/CodeBlock': '/fence' });
    expect(() => replaceThemeComponent(alias, 'Gone', '/fence')).toThrow(/no alias @theme\/Gone/);
  });

  test("react-router imports react-is only for prop types and hoist-non-react-statics only in withRouter; neither package says it has no side effects, which the rule says for them", () => {
    const router = readFileSync(path.join(path.dirname(require.resolve('react-router/package.json')), 'esm/react-router.js'), 'utf8');
    expect(router).toMatch(/^import \{ isValidElementType \} from 'react-is';$/m);
    expect(router).toMatch(/^import hoistStatics from 'hoist-non-react-statics';$/m);
    // isValidElementType is called in the development build's prop types only; hoistStatics by withRouter only.
    const uses = (name: string) => [...router.matchAll(new RegExp(`\\b${name}\\(`, 'g'))].map((m) => m.index ?? 0);
    const devOnly = [...router.matchAll(/if \(process\.env\.NODE_ENV !== "production"\) \{\n\s+Route\.propTypes = \{[\s\S]*?\n\s+\};/g)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);
    expect(uses('isValidElementType').every((at) => devOnly.some(([a, b]) => at > (a ?? 0) && at < (b ?? 0)))).toBe(true);
    const withRouter = /function withRouter\(Component\) \{[\s\S]*?\n\}/.exec(router);
    expect(withRouter?.[0]).toContain('return hoistStatics(C, Component);');
    expect(uses('hoistStatics')).toHaveLength(1);
    for (const pkg of ['react-is', 'hoist-non-react-statics']) {
      const json = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { sideEffects?: unknown };
      expect(json.sideEffects, pkg).toBeUndefined();
      expect(path.join('/x/node_modules', pkg, 'index.js')).toMatch(sideEffectFreeRule().test);
    }
    expect(sideEffectFreeRule().sideEffects).toBe(false);
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
    expect(readFileSync(path.join(__dirname, 'prefetchOnIntent.ts'), 'utf8')).toContain('__webpack_require__.gca = () => undefined;');
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

  test("the docs root route's version prop is written where the trimming rule looks (core's props modules), and the loader exists", () => {
    const { generateRoutePropFilename } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as { generateRoutePropFilename: (route: { path: string; component: string }) => string };
    const file = path.join('/site/.docusaurus', 'docusaurus-plugin-content-docs', 'default', 'p', generateRoutePropFilename({ path: '/docs', component: '@theme/DocVersionRoot' }));
    expect(file).toMatch(DOCS_PROPS_MODULE);
    expect('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json').not.toMatch(DOCS_PROPS_MODULE);
    expect('/site/.docusaurus/gearbox-data/default/p/x.json').not.toMatch(DOCS_PROPS_MODULE);
    const rule = trimDocsVersionRule();
    expect(existsSync(rule.use?.[0]?.loader ?? '')).toBe(true);
  });
});
