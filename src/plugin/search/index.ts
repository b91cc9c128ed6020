/**
 * The search plugin: adds the /search page and, after the build, writes the
 * Pagefind index of the built pages (src/plugin/search/indexer.ts), or copies
 * the last build's when no indexed page changed (indexCache.ts). The navbar
 * box is the SearchBar theme component (src/theme/SearchBar).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { SiteData } from '../../data/model';
import { PLUGIN_NAME as DATA_PLUGIN } from '../index';
import { buildSearchIndex } from './indexer';
import { SEARCH_PATH } from '../../data/paths';
import { PHASES, renderingDone, timed } from '../timing';
import { writeHostingHeaders } from '../hosting';
import { markdownWritten } from '../markdownFiles';

export const SEARCH_PLUGIN_NAME = 'gearbox-search';

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({ actions }) {
      actions.addRoute({ path: SEARCH_PATH, exact: true, component: '@site/src/routes/Search/index.tsx' });
    },

    async postBuild({ outDir, plugins }) {
      const site = plugins.find((p) => p.name === DATA_PLUGIN)?.content as SiteData | undefined;
      if (!site) throw new Error(`${SEARCH_PLUGIN_NAME}: the ${DATA_PLUGIN} plugin has no content to index`);
      renderingDone();
      // The last build's index when no indexed page changed (indexCache.ts).
      const cache = { dir: path.join(context.generatedFilesDir, SEARCH_PLUGIN_NAME, 'index'), siteDir: context.siteDir };
      const report = await timed(PHASES.searchIndex, () => buildSearchIndex({ outDir, site, cache }));
      console.log(`[${SEARCH_PLUGIN_NAME}] indexed ${report.pages} pages in ${report.seconds.toFixed(1)} s${report.kept ? ' (none changed: the last build\'s index)' : ''}`);
      // Last, when every file is written (the data plugin's static files before this hook runs, its Markdown files
      // alongside the search index: waited for here): the hosting headers, listing the files the build holds.
      await markdownWritten();
      writeHostingHeaders(outDir);
    },
  };
}
