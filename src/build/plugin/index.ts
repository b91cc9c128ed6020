/**
 * The data plugin: the only way snapshot data enters the site. Its lifecycle
 * hooks, in the order Docusaurus runs them, each delegating to a module:
 *
 * 1. getPathsToWatch: the data files (../data/site.ts), so `npm run dev` reloads on a change;
 * 2. loadContent: read, validate, check and decode them once (../data/site.ts);
 * 3. contentLoaded: one route per page of data, with its page JSON (routes.ts);
 * 4. allContentLoaded: the docs sidebar for pages outside the docs, and the
 *    values the docs cite, one module per citing page (liveValues.ts);
 * 5. configureWebpack: bundle timings; as a production build's bundling starts, a worker thread starts making
 *    the Markdown version of every docs and data page, /llms.txt and /llms-full.txt, from the docs and values of
 *    step 4 (markdownFiles.ts);
 * 6. getClientModules, injectHtmlTags: the browser's behaviour of copy buttons, proof dialogs and wide tables
 *    (src/browser/client/), and the style that hides what needs JavaScript without it;
 * 7. postBuild: static files, the address book as data, the diagrams (staticFiles.ts); the Markdown files written.
 *
 * Each hook logs its time, and the bundler's compilations theirs (timing.ts). Stores that keep what a build made
 * for the next one may be handed to it (extensions.ts).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { dataDirsFromEnv, dataFiles, loadSiteData } from '../../domain/data/entrance';
import { paramsReport } from '../../domain/v31/data';
import { readCompiledAbis } from '../../domain/abi/compiled/load';
import { migrationTableData } from '../../pageData/migrationTable';
import type { SiteData } from '../../domain/data/model';
import { dataModuleFile, dataModuleRequest, docsSidebar, docsVersion } from './docusaurusInternals';
import { liveValues } from './liveValues';
import { docsInReadingOrder, MarkdownWorker, writingMarkdown } from './markdownFiles';
import type { MarkdownSiteInput } from '../markdown/allFiles';
import { MIGRATION_MODULE, PLUGIN_NAME, SIDEBAR_MODULE } from './modules';
import { buildRoutes } from './routes';
import { sitePagesOf } from './pages';
import { buildExtensions } from './extensions';
import { writeStaticFiles } from './staticFiles';
import { BundleTimer, logPhase, OnBuildStart, PHASES, renderingDone, timed } from './timing';

export { PLUGIN_NAME };

/** What is hidden without JavaScript (injectHtmlTags). */
export const NEEDS_JS_HIDDEN = 'button[data-copy],button[data-copy-code],button[data-proof],[data-needs-js]{display:none!important}';


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
  // Every page's data, computed once per load of the data (pages.ts).
  const pagesOf = (data: SiteData) => sitePagesOf(context, data);

  // What the Markdown versions are made from, once allContentLoaded has the docs pages and the values their modules
  // hold; the worker making them, once a production build's bundling starts (or at postBuild, if it never did).
  let markdownInput: MarkdownSiteInput | undefined;
  let markdown: MarkdownWorker | undefined;
  const startMarkdown = (): MarkdownWorker => {
    if (!markdownInput) throw new Error(`${PLUGIN_NAME}: the docs were not loaded before the Markdown versions`);
    markdown ??= new MarkdownWorker({ input: markdownInput, ...buildExtensions().markdownWorker });
    return markdown;
  };

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return dataFiles(dirs);
    },

    loadContent() {
      const data = timed(PHASES.data, () => loadSiteData(dirs));
      // The build says how many V3.1 contracts' parameters it could not decode (shown as raw bytes on their pages).
      console.log(`[${PLUGIN_NAME}] ${paramsReport(data.v31).text}`);
      return data;
    },

    async contentLoaded({ content, actions }) {
      // Routes name their data modules by alias (@generated/…), not by absolute path: the path is written into the
      // route registry every page downloads, and a machine's folder names have no place in the bundle.
      const createData: typeof actions.createData = async (name, data) => {
        const written = await actions.createData(name, data);
        const expected = dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, name);
        if (written !== expected) throw new Error(`${PLUGIN_NAME}: createData wrote ${written}, not ${expected} where its alias points (see docusaurusInternals.ts)`);
        return dataModuleRequest(PLUGIN_NAME, name);
      };
      const routes = await timed(PHASES.routes, () => buildRoutes({ pages: pagesOf(content), createData }));
      for (const route of routes) actions.addRoute(route);
    },

    async allContentLoaded(args) {
      await timed(PHASES.liveValues, () => writeLiveValues(args));
    },

    configureWebpack(_config, isServer) {
      return { plugins: [new BundleTimer(isServer ? PHASES.bundleServer : PHASES.bundleClient), new OnBuildStart(startMarkdown)] };
    },

    getClientModules() {
      return ['copyButtons.ts', 'proofDialog.ts'].map((file) => path.join(__dirname, '../../browser/client', file));
    },

    injectHtmlTags() {
      // Without JavaScript, the controls that need it are not shown: copy buttons, proof buttons, and anything
      // marked `data-needs-js` (the filter on /).
      return { headTags: [{ tagName: 'noscript', innerHTML: `<style>${NEEDS_JS_HIDDEN}</style>` }] };
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
    const sidebar: PropSidebar = docsSidebar(allContent);
    const sidebarFile = await actions.createData(SIDEBAR_MODULE, JSON.stringify(sidebar));
    if (sidebarFile !== dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, SIDEBAR_MODULE)) throw new Error(`${PLUGIN_NAME}: createData wrote ${sidebarFile}, not where src/generated.d.ts imports it from (see docusaurusInternals.ts)`);
    // The V3.0 -> V3.1 migration table, from the committed compiled ABIs, as a module only its component imports.
    const migrationFile = await actions.createData(MIGRATION_MODULE, JSON.stringify(migrationTableData(readCompiledAbis())));
    if (migrationFile !== dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, MIGRATION_MODULE)) throw new Error(`${PLUGIN_NAME}: createData wrote ${migrationFile}, not where src/generated.d.ts imports it from (see docusaurusInternals.ts)`);
    const content = allContent[PLUGIN_NAME]?.default as SiteData | undefined;
    if (!content) throw new Error(`${PLUGIN_NAME}: content was not loaded`);
    const version = docsVersion(allContent);
    const cited = liveValues(context.siteDir, version.contentPath, { pages: pagesOf(content), data: content }, buildExtensions().elementStore?.());
    for (const { module, values } of cited) {
      const written = await actions.createData(module, JSON.stringify(values));
      const expected = dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, module);
      if (written !== expected) throw new Error(`${PLUGIN_NAME}: createData wrote ${written}, not ${expected} where compiled docs pages import it from (see docusaurusInternals.ts)`);
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
