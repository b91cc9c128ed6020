/**
 * The generated routes: one per page of data, each handed its page's JSON as
 * a module made with createData. Pure apart from createData, as in
 * Docusaurus's own content plugins.
 */
import type { PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { NETWORK_IDS } from '../../domain/data/networks';
import { DECODE_PATH, HOME_PATH, LOOKUP_PATH, changesPath, slugify } from '../../domain/data/paths';
import type { SitePages } from '../../pageData/allPages';
import { allV31Pages } from '../../pageData/v31';

/** Route components, relative to src/routes. */
export const COMPONENTS = {
  deployedContracts: 'DeployedContracts/index.tsx',
  lookup: 'Lookup/index.tsx',
  decode: 'Decode/index.tsx',
  /** Every state page: overview, price feeds, governance, tokens, pools, credit managers, changes. */
  state: 'state/State.tsx',
} as const;

/** A route of data: its path, its component (a key of COMPONENTS), its data module's name and the data it holds. */
export interface DataRoute {
  path: string;
  component: keyof typeof COMPONENTS;
  module: string;
  data: unknown;
}

/** Every route of data, in order: the tools, then each network's state pages. */
export function dataRoutes(pages: SitePages): DataRoute[] {
  const route = (path: string, component: keyof typeof COMPONENTS, module: string, data: unknown): DataRoute => ({ path, component, module, data });
  const routes = [
    route(HOME_PATH, 'deployedContracts', 'deployed-contracts.json', pages.deployedContracts),
    route(LOOKUP_PATH, 'lookup', 'lookup.json', pages.lookup),
    route(DECODE_PATH, 'decode', 'decode.json', pages.decode),
  ];
  for (const id of NETWORK_IDS) {
    const net = pages.networks[id];
    routes.push(
      route(net.overview.path, 'state', `state-${id}.json`, net.overview),
      route(net.priceFeeds.path, 'state', `price-feeds-${id}.json`, net.priceFeeds),
      route(net.governance.path, 'state', `governance-${id}.json`, net.governance),
      route(net.tokens.path, 'state', `tokens-${id}.json`, net.tokens),
      ...net.pools.map((p) => route(p.path, 'state', `pool-${id}-${slugify(p.title)}.json`, p)),
      ...net.creditManagers.map((cm) => route(cm.path, 'state', `credit-manager-${id}-${slugify(cm.title)}.json`, cm)),
    );
    if (net.changes) routes.push(route(changesPath(id), 'state', `changes-${id}.json`, net.changes));
  }
  // Gearbox V3.1: one module per page, named after its path.
  for (const page of allV31Pages(pages.v31)) routes.push(route(page.path, 'state', `${slugify(page.path)}.json`, page));
  return routes;
}

/** The routes, each handed its page's JSON as a module written with `createData`. */
export async function buildRoutes({ pages, createData }: { pages: SitePages; createData: PluginContentLoadedActions['createData'] }): Promise<RouteConfig[]> {
  return Promise.all(
    dataRoutes(pages).map(async ({ path, component, module, data }) => ({
      path,
      exact: true,
      component: `@site/src/browser/routes/${COMPONENTS[component]}`,
      modules: { data: await createData(module, JSON.stringify(data)) },
    })),
  );
}
