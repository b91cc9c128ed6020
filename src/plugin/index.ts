/**
 * The data plugin: the only way snapshot data enters the site.
 * loadContent reads, validates and decodes every file once; allContentLoaded
 * hands each route only what it shows, as JSON modules made with createData.
 */
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { dataDirsFromEnv, loadSiteData } from '../data/load';
import type { SiteData } from '../data/model';
import { ADDRESS_BOOK_EXAMPLE, deployedContractsPage } from '../views/deployedContractsPage';
import { ADDRESS_BOOK_SCHEMA, allExports, exportIndex, toCsv } from '../views/addressExport';
import { lookupIndex } from '../views/addressIndex';
import { addressCodeFiles } from '../addressCode';
import { NETWORK_IDS } from '../data/networks';
import { slugify } from '../data/labels';
import { overviewPage } from '../views/state/overview';
import { poolPage } from '../views/state/pool';
import { creditManagerPage } from '../views/state/creditManager';
import { priceFeedsPage } from '../views/state/priceFeeds';
import { governancePage } from '../views/state/governance';
import { tokensPage } from '../views/state/tokens';
import { governancePath, priceFeedsPath, statePath, tokensPath } from '../views/state/paths';

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
      return [path.join(__dirname, '../client/prefetchOnIntent.ts'), path.join(__dirname, '../client/copyButtons.ts'), path.join(__dirname, '../client/proofDialog.ts')];
    },

    configureWebpack() {
      return {
        resolve: {
          alias: { [`${EAGER_PRISM}$`]: path.join(__dirname, 'noop-client-module.js') },
        },
      };
    },

    /**
     * Static files: the address book per network as JSON and CSV with its
     * index and JSON Schema, as TypeScript, Solidity and a Safe CSV, the lookup index, and KaTeX's stylesheet and fonts
     * (served from the site itself; pages with formulas link them).
     */
    postBuild({ outDir, content }) {
      const data = content as SiteData;
      const dir = path.join(outDir, 'addresses');
      mkdirSync(dir, { recursive: true });
      const files = allExports(data);
      for (const f of files) {
        writeFileSync(path.join(dir, `${f.network}.json`), `${JSON.stringify(f, null, 2)}\n`);
        writeFileSync(path.join(dir, `${f.network}.csv`), toCsv(f));
      }
      writeFileSync(path.join(dir, 'index.json'), `${JSON.stringify(exportIndex(files, data), null, 2)}\n`);
      writeFileSync(path.join(dir, 'address-book.schema.json'), `${JSON.stringify(ADDRESS_BOOK_SCHEMA, null, 2)}\n`);
      writeFileSync(path.join(dir, 'lookup.json'), JSON.stringify(lookupIndex(data)));
      // The address book as code: {network}.ts, {network}.sol, safe-address-book.csv (src/addressCode).
      for (const f of addressCodeFiles(data)) writeFileSync(path.join(dir, f.name), f.content);

      const katex = path.join(path.dirname(require.resolve('katex/package.json')), 'dist');
      mkdirSync(path.join(outDir, 'katex'), { recursive: true });
      cpSync(path.join(katex, 'katex.min.css'), path.join(outDir, 'katex', 'katex.min.css'));
      cpSync(path.join(katex, 'fonts'), path.join(outDir, 'katex', 'fonts'), { recursive: true });
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

      const route = async (routePath: string, component: string, file: string, pageData: unknown) => {
        const module = await actions.createData(file, JSON.stringify(pageData));
        actions.addRoute({ path: routePath, exact: true, component: `@site/src/routes/${component}`, modules: { data: module } });
      };

      const example = readFileSync(path.join(context.siteDir, ADDRESS_BOOK_EXAMPLE), 'utf8').trimEnd();
      await route('/', 'DeployedContracts/index.tsx', 'deployed-contracts.json', deployedContractsPage(data, example, context.siteConfig.url));
      await route('/lookup', 'Lookup/index.tsx', 'lookup.json', {
        networks: NETWORK_IDS.map((id) => ({ id, name: data.networks[id].network.name, explorer: data.networks[id].network.explorer, block: data.networks[id].block })),
      });

      // Protocol state and supported tokens: one route per network page, pool and credit manager.
      for (const id of NETWORK_IDS) {
        const snap = data.networks[id];
        await route(statePath(id), 'state/Overview.tsx', `state-${id}.json`, overviewPage(snap));
        await route(priceFeedsPath(id), 'state/PriceFeeds.tsx', `price-feeds-${id}.json`, priceFeedsPage(snap));
        await route(governancePath(id), 'state/Governance.tsx', `governance-${id}.json`, governancePage(snap));
        await route(tokensPath(id), 'state/Tokens.tsx', `tokens-${id}.json`, tokensPage(snap));
        for (const p of snap.pools) {
          const page = poolPage(snap, p);
          await route(page.path, 'state/Pool.tsx', `pool-${id}-${slugify(p.name)}.json`, page);
        }
        for (const cm of snap.creditManagers) {
          const page = creditManagerPage(snap, cm);
          await route(page.path, 'state/CreditManager.tsx', `credit-manager-${id}-${slugify(cm.name)}.json`, page);
        }
      }
    },
  };
}
