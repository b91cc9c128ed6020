/**
 * The search plugin: adds the /search page and, after the build, writes the
 * Pagefind index of the built pages (src/build/search/indexer.ts), or copies
 * the last build's when no indexed page changed (indexCache.ts). The navbar
 * box is the SearchBar theme component (src/theme/SearchBar).
 */
import path from 'node:path';
import type { LoadContext, LoadedPlugin, Plugin } from '@docusaurus/types';
import type { SiteData } from '../../domain/data/model';
import { PLUGIN_NAME as DATA_PLUGIN } from '../plugin/index';
import { buildSearchIndex } from './indexer';
import { SEARCH_PATH } from '../../domain/data/paths';
import { PHASES, renderingDone, timed } from '../plugin/timing';
import { writeHostingHeaders } from '../hosting/writeHeaders';
import { markdownWritten } from '../plugin/markdownFiles';

export const SEARCH_PLUGIN_NAME = 'gearbox-search';

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({ actions }) {
      actions.addRoute({ path: SEARCH_PATH, exact: true, component: '@site/src/browser/routes/Search/index.tsx' });
    },

    async postBuild({ outDir, plugins, siteConfig }) {
      const site = plugins.find((p) => p.name === DATA_PLUGIN)?.content as SiteData | undefined;
      if (!site) throw new Error(`${SEARCH_PLUGIN_NAME}: the ${DATA_PLUGIN} plugin has no content to index`);
      renderingDone();
      // The last build's index when no indexed page changed (indexCache.ts).
      const cache = { dir: path.join(context.generatedFilesDir, SEARCH_PLUGIN_NAME, 'index'), siteDir: context.siteDir };
      const report = await timed(PHASES.searchIndex, () => buildSearchIndex({ outDir, site, cache }));
      console.log(`[${SEARCH_PLUGIN_NAME}] indexed ${report.pages} pages in ${report.seconds.toFixed(1)} s${report.kept ? ' (none changed: the last build\'s index)' : ''}`);
      // Last, when every file of ours is written (the data plugin's static files before this hook runs, its Markdown
      // files alongside the search index): the hosting headers, listing the files the build holds and the sitemap,
      // which its plugin's postBuild writes beside this one.
      await markdownWritten();
      writeHostingHeaders(outDir, sitemapFiles(plugins, siteConfig.noIndex));
    },
  };
}

/** The sitemap plugin's name. */
const SITEMAP_PLUGIN = 'docusaurus-plugin-sitemap';

/**
 * The file the sitemap plugin writes into the build, under the name its options give: none without that plugin, or
 * with `noIndex`, when it writes none.
 */
export function sitemapFiles(plugins: readonly Pick<LoadedPlugin, 'name' | 'options'>[], noIndex: boolean): string[] {
  const sitemap = plugins.find((p) => p.name === SITEMAP_PLUGIN);
  if (!sitemap || noIndex) return [];
  return [(sitemap.options as { filename?: string }).filename ?? 'sitemap.xml'];
}
