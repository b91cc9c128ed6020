/**
 * The search plugin: adds the /search page and, after the build, writes the
 * Pagefind index of the built pages (src/build/search/indexer.ts), or copies
 * the last build's when no indexed page changed (indexCache.ts). The navbar
 * box is the SearchBar theme component (src/theme/SearchBar).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, LoadedPlugin, Plugin } from '@docusaurus/types';
import type { SiteData } from '../../domain/data/model';
import { PLUGIN_NAME as DATA_PLUGIN } from '../plugin/index';
import { buildSearchIndex } from './indexer';
import { SEARCH_PATH } from '../../domain/data/paths';
import { PHASES, renderingDone, timed } from '../plugin/timing';
import { writeHostingHeaders } from '../hosting/writeHeaders';
import { markdownWritten } from '../plugin/markdownFiles';
import { buildExtensions } from '../plugin/extensions';

export const SEARCH_PLUGIN_NAME = 'gearbox-search';

export default function searchPlugin(_context: LoadContext): Plugin {
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({ actions }) {
      actions.addRoute({ path: SEARCH_PATH, exact: true, component: '@site/src/browser/routes/Search/index.tsx' });
    },

    async postBuild({ outDir, plugins, siteConfig }) {
      const site = plugins.find((p) => p.name === DATA_PLUGIN)?.content as SiteData | undefined;
      if (!site) throw new Error(`${SEARCH_PLUGIN_NAME}: the ${DATA_PLUGIN} plugin has no content to index`);
      renderingDone();
      const store = buildExtensions().searchIndexStore?.();
      const report = await timed(PHASES.searchIndex, () => buildSearchIndex({ outDir, site, ...(store ? { store } : {}) }));
      console.log(`[${SEARCH_PLUGIN_NAME}] indexed ${report.pages} pages in ${report.seconds.toFixed(1)} s${report.kept ? ' (none changed: the last build\'s index)' : ''}`);
      // Last, when every file is written (the data plugin's static files before this hook runs, its Markdown files
      // alongside the search index, the sitemap by its plugin's postBuild, which runs beside this one: waited for
      // here): the hosting headers, listing the files the build holds.
      await markdownWritten();
      await sitemapWritten(outDir, plugins, siteConfig.noIndex);
      writeHostingHeaders(outDir);
    },
  };
}

/** The sitemap plugin's name, and how long its file is waited for at most. */
const SITEMAP_PLUGIN = 'docusaurus-plugin-sitemap';
const SITEMAP_WAIT_MS = 30_000;

/**
 * Resolves once the sitemap plugin's file is in `outDir` (at once without that plugin, or with `noIndex`, when it
 * writes none). Its postBuild runs beside this plugin's, and an index kept from the last build (indexCache.ts) can
 * make this one finish first: the hosting headers would then leave the sitemap out.
 */
export async function sitemapWritten(outDir: string, plugins: readonly Pick<LoadedPlugin, 'name' | 'options'>[], noIndex: boolean): Promise<void> {
  const sitemap = plugins.find((p) => p.name === SITEMAP_PLUGIN);
  if (!sitemap || noIndex) return;
  const file = path.join(outDir, (sitemap.options as { filename?: string }).filename ?? 'sitemap.xml');
  for (let waited = 0; !existsSync(file) && waited < SITEMAP_WAIT_MS; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
}
