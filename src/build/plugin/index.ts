/**
 * The data plugin: the only way snapshot data enters the site. Its lifecycle
 * hooks, in the order Docusaurus runs them, each delegating to a module:
 *
 * 1. getPathsToWatch: the data files (../data/site.ts), so `npm run dev` reloads on a change;
 * 2. loadContent: read, validate, check and decode them once (../data/site.ts);
 * 3. contentLoaded: one route per page of data, with its page JSON (routes.ts);
 * 4. allContentLoaded: the docs sidebar for pages outside the docs, and the
 *    values the docs cite, one module per citing page (liveValues.ts);
 * 5. configureWebpack, getClientModules: client-side set-up (framework.ts, ../client/), bundle timings; as a
 *    production build's bundling starts, a worker thread starts making the Markdown version of every docs and
 *    data page, /llms.txt and /llms-full.txt, from the docs and values of step 4 (markdownFiles.ts);
 * 6. postBuild: static files, the address book as data, the diagrams (staticFiles.ts); the Markdown files written.
 *
 * Each hook logs its time, and the bundler's compilations theirs (timing.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { dataDirsFromEnv, dataFiles, loadSiteData } from '../../domain/data/entrance';
import type { SiteData } from '../../domain/data/model';
import { ADDRESS_BOOK_EXAMPLE } from '../../pageData/deployedContractsPage';
import { sitePages, type SitePages } from '../../pageData/allPages';
import { CLIENT_CHUNK_FILENAME, diagramRule, docIslandRule, withoutChunkAssetPlugin, dataModuleFile, dataModuleRequest, docsSidebar, docsSidebarForPages, docsVersion, browserCopies, sideEffectFreeRule, browserStandIns, trimRegistryRule, trimSiteConfigRule, trimGlobalDataRule, tslibShimRule, trimDocsVersionRule, withoutBaseUrlIssueBanner, withoutEagerPrism } from './framework';
import { ElementCache, liveValues } from './liveValues';
import { docsInReadingOrder, MarkdownWorker, writingMarkdown } from './markdownFiles';
import type { MarkdownSiteInput } from '../markdown/allFiles';
import { PLUGIN_NAME, SIDEBAR_MODULE } from './modules';
import { unusedInfimaPlugin } from '../../lean/css/unusedInfima';
import { buildRoutes } from './routes';
import { MinifyCache } from '../../lean/caches/minifyCache';
import { writeStaticFiles } from './staticFiles';
import { BundleTimer, logPhase, OnBuildStart, PHASES, renderingDone, timed } from './timing';

export { PLUGIN_NAME };


let startUpLogged = false;
/** Everything before the plugins are created: Node, the Docusaurus CLI and loading the config (once per process). */
function logStartUp(): void {
  if (startUpLogged) return;
  startUpLogged = true;
  logPhase(PHASES.startUp, process.uptime());
}

export default function gearboxDataPlugin(context: LoadContext): Plugin<SiteData> {
  logStartUp();
  const dirs = dataDirsFromEnv(context.siteDir);
  // Every page's data, computed once per load of the data.
  const computed = new WeakMap<SiteData, SitePages>();
  const pagesOf = (data: SiteData): SitePages => {
    let pages = computed.get(data);
    if (!pages) {
      const addressBookExample = readFileSync(path.join(context.siteDir, ADDRESS_BOOK_EXAMPLE), 'utf8').trimEnd();
      pages = sitePages(data, { addressBookExample, siteUrl: context.siteConfig.url });
      computed.set(data, pages);
    }
    return pages;
  };

  // What the Markdown versions are made from, once allContentLoaded has the docs pages and the values their modules
  // hold; the worker making them, once a production build's bundling starts (or at postBuild, if it never did).
  let markdownInput: MarkdownSiteInput | undefined;
  let markdown: MarkdownWorker | undefined;
  const startMarkdown = (): MarkdownWorker => {
    if (!markdownInput) throw new Error(`${PLUGIN_NAME}: the docs were not loaded before the Markdown versions`);
    markdown ??= new MarkdownWorker({ input: markdownInput, cacheFile: path.join(context.generatedFilesDir, PLUGIN_NAME, 'markdown.json') });
    return markdown;
  };

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return dataFiles(dirs);
    },

    loadContent() {
      return timed(PHASES.data, () => loadSiteData(dirs));
    },

    async contentLoaded({ content, actions }) {
      // Routes name their data modules by alias (@generated/…), not by absolute path: the path is written into the
      // route registry every page downloads, and a machine's folder names have no place in the bundle.
      const createData: typeof actions.createData = async (name, data) => {
        const written = await actions.createData(name, data);
        const expected = dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, name);
        if (written !== expected) throw new Error(`${PLUGIN_NAME}: createData wrote ${written}, not ${expected} where its alias points (see framework.ts)`);
        return dataModuleRequest(PLUGIN_NAME, name);
      };
      const routes = await timed(PHASES.routes, () => buildRoutes({ pages: pagesOf(content), createData }));
      for (const route of routes) actions.addRoute(route);
    },

    async allContentLoaded(args) {
      await timed(PHASES.liveValues, () => writeLiveValues(args));
    },

    configureWebpack(config, isServer) {
      if (!isServer) config.plugins = withoutChunkAssetPlugin(config.plugins);
      const diagrams = diagramRule(config.module?.rules, context.siteDir);
      return {
        resolve: { alias: { ...withoutEagerPrism(), ...withoutBaseUrlIssueBanner(), ...(isServer ? {} : { ...browserCopies(), ...browserStandIns() }) } },
        module: { rules: [diagrams, trimDocsVersionRule(), tslibShimRule(), ...(isServer ? [] : [sideEffectFreeRule(), trimRegistryRule(context.generatedFilesDir), trimSiteConfigRule(context.generatedFilesDir), trimGlobalDataRule(context.generatedFilesDir), docIslandRule(context.siteDir)])] },
        plugins: [new BundleTimer(isServer ? PHASES.bundleServer : PHASES.bundleClient), new OnBuildStart(startMarkdown), ...(isServer ? [] : [new MinifyCache(path.join(context.generatedFilesDir, PLUGIN_NAME, 'minified'))])],
        // Chunk files named by id and hash only: the runtime's map of chunk names (every route's modules) stays out of every page.
        ...(isServer ? {} : { output: { chunkFilename: CLIENT_CHUNK_FILENAME } }),
      };
    },

    configurePostCss(options) {
      // Docusaurus's postcss-preset-env goes: Lightning CSS, the minimizer of `future.faster`, already prefixes and
      // lowers the stylesheet for the same browserslist targets. What the preset added on top were fallbacks for
      // browsers without custom properties, `:is()`, `:any-link` or logical properties (a value before each var(),
      // selector lists spelt out), which no browser that runs this site's scripts needs: the stylesheet is 0.9 KB
      // gzip smaller on every page, and each stylesheet no longer passes through the preset's ~60 plugins (about 1 s
      // of a cold build's main thread).
      options.plugins = options.plugins.filter((p) => !(Array.isArray(p) && String(p[0]).includes('postcss-preset-env')));
      options.plugins.push(unusedInfimaPlugin(context.siteDir));
      // The plugins are all here: postcss-loader is told not to look for a config file. Otherwise it searches every
      // folder from each stylesheet's up to the root for a dozen file names, once per stylesheet (1.2 s of a cold build).
      options.config = false;
      return options;
    },

    getClientModules() {
      return ['prefetchOnIntent.ts', 'copyButtons.ts', 'proofDialog.ts'].map((file) => path.join(__dirname, '../../browser/client', file));
    },

    async postBuild({ outDir, content, routesPaths }) {
      renderingDone();
      timed(PHASES.staticFiles, () => writeStaticFiles(outDir, context.siteDir, content));
      const worker = startMarkdown();
      const written = await writingMarkdown(timed(PHASES.markdownWait, () => worker.write({ outDir, routesPaths })));
      logPhase(PHASES.markdown, written.seconds);
      console.log(`[${PLUGIN_NAME}] wrote ${written.files} Markdown files (${(written.bytes / 1e6).toFixed(1)} MB; ${written.made} made, ${written.reused} kept from the last build)`);
    },
  };

  async function writeLiveValues({ allContent, actions }: Parameters<NonNullable<Plugin<SiteData>['allContentLoaded']>>[0]): Promise<void> {
    // The docs sidebar for pages outside the docs plugin (data pages, 404), as a module only they import
    // (src/browser/components/DataPageLayout): as global data, every page would download it.
    const sidebar: PropSidebar = docsSidebarForPages(allContent);
    const sidebarFile = await actions.createData(SIDEBAR_MODULE, JSON.stringify(sidebar));
    if (sidebarFile !== dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, SIDEBAR_MODULE)) throw new Error(`${PLUGIN_NAME}: createData wrote ${sidebarFile}, not where src/generated.d.ts imports it from (see framework.ts)`);
    const content = allContent[PLUGIN_NAME]?.default as SiteData | undefined;
    if (!content) throw new Error(`${PLUGIN_NAME}: content was not loaded`);
    const cache = new ElementCache(path.join(context.generatedFilesDir, PLUGIN_NAME, 'live-param-elements.json'));
    const version = docsVersion(allContent);
    const cited = liveValues(context.siteDir, version.contentPath, { pages: pagesOf(content), data: content }, cache);
    for (const { module, values } of cited) {
      const written = await actions.createData(module, JSON.stringify(values));
      const expected = dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, module);
      if (written !== expected) throw new Error(`${PLUGIN_NAME}: createData wrote ${written}, not ${expected} where compiled docs pages import it from (see framework.ts)`);
    }
    const { siteConfig, siteDir } = context;
    markdownInput = {
      siteUrl: siteConfig.url,
      siteDir,
      title: siteConfig.title,
      tagline: siteConfig.tagline,
      docs: docsInReadingOrder(version, docsSidebar(allContent), siteDir),
      liveValues: new Map(cited.map((f) => [f.file, f.values])),
      pages: pagesOf(content),
      data: content,
    };
  }
}
