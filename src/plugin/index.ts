/**
 * The data plugin: the only way snapshot data enters the site.
 * loadContent reads, validates and decodes every file once; allContentLoaded
 * hands each route only what it shows, as JSON modules made with createData.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { dataDirsFromEnv, loadSiteData } from '../data/load';
import type { SiteData } from '../data/model';
import { deployedContractsPage } from '../views/deployedContractsPage';

export const PLUGIN_NAME = 'gearbox-data';

const require = createRequire(import.meta.url);
/** theme-classic's client module that loads Prism into every page's main bundle. */
const EAGER_PRISM = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');

/** Global data of this plugin: the docs sidebar, for pages outside the docs plugin (home, 404). */
export interface GearboxGlobalData {
  sidebar: unknown[];
}

export default function gearboxDataPlugin(context: LoadContext): Plugin {
  const dirs = dataDirsFromEnv(context.siteDir);
  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return [path.join(__dirname, '../client/noHomePrefetch.ts')];
    },

    configureWebpack() {
      return {
        resolve: {
          alias: { [`${EAGER_PRISM}$`]: path.join(__dirname, 'noop-client-module.js') },
        },
      };
    },

    getPathsToWatch() {
      return [path.join(dirs.snapshotDir, '*.json'), path.join(dirs.dataDir, '*.json')];
    },

    loadContent(): SiteData {
      return loadSiteData(dirs);
    },

    async allContentLoaded({ allContent, actions }) {
      const data = allContent[PLUGIN_NAME]?.default as SiteData | undefined;
      if (!data) throw new Error(`${PLUGIN_NAME}: content was not loaded`);
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) throw new Error(`${PLUGIN_NAME}: the docs plugin has no loaded version`);
      const sidebar = toSidebarsProp(version).docs ?? [];
      actions.setGlobalData({ sidebar } satisfies GearboxGlobalData);

      const page = await actions.createData('deployed-contracts.json', JSON.stringify(deployedContractsPage(data)));
      actions.addRoute({
        path: '/',
        exact: true,
        component: '@site/src/routes/DeployedContracts/index.tsx',
        modules: { data: page },
      });
    },
  };
}
