/**
 * The data plugin: the only way snapshot data enters the site. Its lifecycle
 * hooks, in the order Docusaurus runs them, each delegating to a module:
 *
 * 1. getPathsToWatch: the data files (../data/site.ts), so `npm run dev` reloads on a change;
 * 2. loadContent: read, validate, check and decode them once (../data/site.ts);
 * 3. contentLoaded: one route per page of data, with its page JSON (routes.ts);
 * 4. allContentLoaded: the docs sidebar for pages outside the docs, and the
 *    values the docs cite, one module per citing page (liveValues.ts);
 * 5. configureWebpack, getClientModules: client-side set-up (framework.ts, ../client/), bundle timings;
 * 6. postBuild: static files, the address book as data (staticFiles.ts).
 *
 * Each hook logs its time, and the bundler's compilations theirs (timing.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { dataDirsFromEnv, dataFiles, loadSiteData } from '../data/site';
import type { SiteData } from '../data/model';
import { ADDRESS_BOOK_EXAMPLE } from '../views/deployedContractsPage';
import { sitePages, type SitePages } from '../views/site';
import { dataModuleFile, docsSidebar, docsVersion, trimDocsVersionRule, withoutEagerPrism } from './framework';
import { ElementCache, liveValues } from './liveValues';
import { PLUGIN_NAME } from './modules';
import { buildRoutes } from './routes';
import { writeStaticFiles } from './staticFiles';
import { BundleTimer, logPhase, PHASES, renderingDone, timed } from './timing';

export { PLUGIN_NAME };

/** Global data of this plugin: the docs sidebar, for pages outside the docs plugin (data pages, 404). */
export interface GearboxGlobalData {
  sidebar: PropSidebar;
}

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

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return dataFiles(dirs);
    },

    loadContent() {
      return timed(PHASES.data, () => loadSiteData(dirs));
    },

    async contentLoaded({ content, actions }) {
      const routes = await timed(PHASES.routes, () => buildRoutes({ pages: pagesOf(content), createData: actions.createData }));
      for (const route of routes) actions.addRoute(route);
    },

    async allContentLoaded(args) {
      await timed(PHASES.liveValues, () => writeLiveValues(args));
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: { alias: withoutEagerPrism() },
        module: { rules: [trimDocsVersionRule()] },
        plugins: [new BundleTimer(isServer ? PHASES.bundleServer : PHASES.bundleClient)],
      };
    },

    getClientModules() {
      return ['prefetchOnIntent.ts', 'copyButtons.ts', 'proofDialog.ts', 'scrollableRegions.ts'].map((file) => path.join(__dirname, '../client', file));
    },

    postBuild({ outDir, content }) {
      renderingDone();
      timed(PHASES.staticFiles, () => writeStaticFiles(outDir, content));
    },
  };

  async function writeLiveValues({ allContent, actions }: Parameters<NonNullable<Plugin<SiteData>['allContentLoaded']>>[0]): Promise<void> {
    actions.setGlobalData({ sidebar: docsSidebar(allContent) } satisfies GearboxGlobalData);
    const content = allContent[PLUGIN_NAME]?.default as SiteData | undefined;
    if (!content) throw new Error(`${PLUGIN_NAME}: content was not loaded`);
    const cache = new ElementCache(path.join(context.generatedFilesDir, PLUGIN_NAME, 'live-param-elements.json'));
    for (const { module, values } of liveValues(context.siteDir, docsVersion(allContent).contentPath, { pages: pagesOf(content), data: content }, cache)) {
      const written = await actions.createData(module, JSON.stringify(values));
      const expected = dataModuleFile(context.generatedFilesDir, PLUGIN_NAME, module);
      if (written !== expected) throw new Error(`${PLUGIN_NAME}: createData wrote ${written}, not ${expected} where compiled docs pages import it from (see framework.ts)`);
    }
  }
}
