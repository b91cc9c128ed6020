/**
 * The generated routes: one per page of data, each handed its page's JSON as
 * a module made with createData. Pure apart from createData, as in
 * Docusaurus's own content plugins.
 */
import type { PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { NETWORK_IDS } from '../data/networks';
import { DECODE_PATH, HOME_PATH, LOOKUP_PATH, changesPath, slugify } from '../data/paths';
import type { SitePages } from '../views/site';
import type { StatePageData } from '../views/state/page';
import { lightStatePage, sectionsInHtmlOnly } from '../views/state/island';
import { dataModuleRequest } from './framework';
import { dataIslandModule, islandModuleName } from './islands';
import { PLUGIN_NAME } from './modules';

/** Route components, relative to src/routes. */
export const COMPONENTS = {
  deployedContracts: 'DeployedContracts/index.tsx',
  lookup: 'Lookup/index.tsx',
  decode: 'Decode/index.tsx',
  changes: 'Changes/index.tsx',
  overview: 'state/Overview.tsx',
  priceFeeds: 'state/PriceFeeds.tsx',
  governance: 'state/Governance.tsx',
  tokens: 'state/Tokens.tsx',
  pool: 'state/Pool.tsx',
  creditManager: 'state/CreditManager.tsx',
} as const;

export async function buildRoutes({ pages, createData }: { pages: SitePages; createData: PluginContentLoadedActions['createData'] }): Promise<RouteConfig[]> {
  const route = async (path: string, component: keyof typeof COMPONENTS, module: string, data: unknown): Promise<RouteConfig> => {
    const written = await createData(module, JSON.stringify(data));
    // A state page whose sections stay the server's HTML: the browser loads its light data first (islands.ts).
    if (isStatePage(data) && sectionsInHtmlOnly(data)) {
      await createData(islandModuleName(module), dataIslandModule(lightStatePage(data), dataModuleRequest(PLUGIN_NAME, module)));
    }
    return { path, exact: true, component: `@site/src/routes/${COMPONENTS[component]}`, modules: { data: written } };
  };
  const routes = [
    route(HOME_PATH, 'deployedContracts', 'deployed-contracts.json', pages.deployedContracts),
    route(LOOKUP_PATH, 'lookup', 'lookup.json', pages.lookup),
    route(DECODE_PATH, 'decode', 'decode.json', pages.decode),
  ];
  for (const id of NETWORK_IDS) {
    const net = pages.networks[id];
    routes.push(
      route(net.overview.path, 'overview', `state-${id}.json`, net.overview),
      route(net.priceFeeds.path, 'priceFeeds', `price-feeds-${id}.json`, net.priceFeeds),
      route(net.governance.path, 'governance', `governance-${id}.json`, net.governance),
      route(net.tokens.path, 'tokens', `tokens-${id}.json`, net.tokens),
      ...net.pools.map((p) => route(p.path, 'pool', `pool-${id}-${slugify(p.title)}.json`, p)),
      ...net.creditManagers.map((cm) => route(cm.path, 'creditManager', `credit-manager-${id}-${slugify(cm.title)}.json`, cm)),
    );
    if (net.changes) routes.push(route(changesPath(id), 'changes', `changes-${id}.json`, net.changes));
  }
  return Promise.all(routes);
}

const isStatePage = (data: unknown): data is StatePageData =>
  typeof data === 'object' && data !== null && 'kind' in data && 'sections' in data && Array.isArray((data as StatePageData).sections);
