/**
 * The search plugin: adds the /search page and, after the build, writes the
 * Pagefind index of the built pages (src/plugin/search/indexer.ts). The
 * navbar box is the SearchBar theme component (src/theme/SearchBar).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { SiteData } from '../../data/model';
import { PLUGIN_NAME as DATA_PLUGIN } from '../index';
import { buildSearchIndex } from './indexer';
import { SEARCH_PATH } from '../../data/paths';
import { PHASES, renderingDone, timed } from '../timing';

export const SEARCH_PLUGIN_NAME = 'gearbox-search';

export default function searchPlugin(_context: LoadContext): Plugin {
  return {
    name: SEARCH_PLUGIN_NAME,

    async contentLoaded({ actions }) {
      actions.addRoute({ path: SEARCH_PATH, exact: true, component: '@site/src/routes/Search/index.tsx' });
    },

    async postBuild({ outDir, plugins }) {
      const site = plugins.find((p) => p.name === DATA_PLUGIN)?.content as SiteData | undefined;
      if (!site) throw new Error(`${SEARCH_PLUGIN_NAME}: the ${DATA_PLUGIN} plugin has no content to index`);
      renderingDone();
      const report = await timed(PHASES.searchIndex, () => buildSearchIndex({ outDir, site }));
      console.log(`[${SEARCH_PLUGIN_NAME}] indexed ${report.pages} pages in ${report.seconds.toFixed(1)} s`);
    },
  };
}
