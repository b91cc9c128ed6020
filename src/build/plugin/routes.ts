/**
 * The generated routes: one per page of data, each handed its page's JSON as
 * a module made with createData. Pure apart from createData, as in
 * Docusaurus's own content plugins.
 */
import type { PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { NETWORK_IDS } from '../../domain/data/networks';
import { DECODE_PATH, HOME_PATH, LOOKUP_PATH, changesPath, slugify } from '../../domain/data/paths';
import type { SitePages } from '../../pageData/allPages';
import type { StatePageData } from '../../pageData/state/page';
import { lightStatePage } from '../../lean/dataIslands/islandData';
import { lightDeployedContractsPage } from '../../lean/deployedContracts/islandRows';
import { DEPLOYED_CONTRACTS_BULK_MODULE, STATE_SECTIONS_MODULE, dataModuleRequest } from './framework';
import { dataIslandModule, islandModuleName } from '../../lean/dataIslands/islandModules';
import { PLUGIN_NAME } from './modules';

/** Route components, relative to src/routes. */
export const COMPONENTS = {
  deployedContracts: 'DeployedContracts/index.tsx',
  lookup: 'Lookup/index.tsx',
  decode: 'Decode/index.tsx',
  /** Every state page but the tokens page (overview, price feeds, governance, pools, credit managers, changes). */
  state: 'state/State.tsx',
  /** The tokens page: the same, and its table, which acts in place. */
  tokens: 'state/Tokens.tsx',
} as const;

export async function buildRoutes({ pages, createData }: { pages: SitePages; createData: PluginContentLoadedActions['createData'] }): Promise<RouteConfig[]> {
  /**
   * `island`: for a page whose bulk stays the server's HTML, its light data, which the browser loads first, and the
   * module that loads the code drawing the bulk, if it has its own (islands.ts).
   */
  const route = async (path: string, component: keyof typeof COMPONENTS, module: string, data: unknown, island?: { light: unknown; drawnBy?: string }): Promise<RouteConfig> => {
    const written = await createData(module, JSON.stringify(data));
    if (island === undefined && isStatePage(data)) island = { light: lightStatePage(data), drawnBy: STATE_SECTIONS_MODULE };
    if (island) await createData(islandModuleName(module), dataIslandModule(island.light, dataModuleRequest(PLUGIN_NAME, module), island.drawnBy));
    return { path, exact: true, component: `@site/src/browser/routes/${COMPONENTS[component]}`, modules: { data: written } };
  };
  const routes = [
    route(HOME_PATH, 'deployedContracts', 'deployed-contracts.json', pages.deployedContracts, {
      light: lightDeployedContractsPage(pages.deployedContracts),
      drawnBy: DEPLOYED_CONTRACTS_BULK_MODULE,
    }),
    route(LOOKUP_PATH, 'lookup', 'lookup.json', pages.lookup),
    route(DECODE_PATH, 'decode', 'decode.json', pages.decode),
  ];
  for (const id of NETWORK_IDS) {
    const net = pages.networks[id];
    routes.push(
      route(net.overview.path, 'state', `state-${id}.json`, net.overview),
      route(net.priceFeeds.path, 'state', `price-feeds-${id}.json`, net.priceFeeds),
      route(net.governance.path, 'state', `governance-${id}.json`, net.governance),
      route(net.tokens.path, 'tokens', `tokens-${id}.json`, net.tokens),
      ...net.pools.map((p) => route(p.path, 'state', `pool-${id}-${slugify(p.title)}.json`, p)),
      ...net.creditManagers.map((cm) => route(cm.path, 'state', `credit-manager-${id}-${slugify(cm.title)}.json`, cm)),
    );
    if (net.changes) routes.push(route(changesPath(id), 'state', `changes-${id}.json`, net.changes));
  }
  return Promise.all(routes);
}

const isStatePage = (data: unknown): data is StatePageData =>
  typeof data === 'object' && data !== null && 'kind' in data && 'sections' in data && Array.isArray((data as StatePageData).sections);
