import { describe, expect, test } from 'vitest';
import { buildRoutes, COMPONENTS } from './routes';
import { sitePages, type SitePages } from '../../pageData/allPages';
import { NETWORK_IDS } from '../../domain/data/networks';
import { siteData } from '../../../tests/helpers/data';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { allV31Pages } from '../../pageData/v31';

/** buildRoutes with a createData that keeps what it is given. */
async function routesOf(pages: SitePages) {
  const modules = new Map<string, string>();
  const routes = await buildRoutes({
    pages,
    createData: async (name, data) => {
      if (modules.has(name)) throw new Error(`module ${name} written twice`);
      modules.set(name, typeof data === 'string' ? data : JSON.stringify(data));
      return `/generated/${name}`;
    },
  });
  return { routes, modules };
}

describe('buildRoutes (fixture)', () => {
  const pages = sitePages(fixtureSite(), { addressBookExample: '// example', siteUrl: 'https://example.org' });

  test('one exact route per page, each with its component and its page data as a module', async () => {
    const { routes, modules } = await routesOf(pages);
    expect(routes.map((r) => [r.path, r.component])).toEqual([
      ['/', '@site/src/browser/routes/DeployedContracts/index.tsx'],
      ['/lookup', '@site/src/browser/routes/Lookup/index.tsx'],
      ['/decode', '@site/src/browser/routes/Decode/index.tsx'],
      ...NETWORK_IDS.flatMap((id) => [
        [`/state/${id}`, '@site/src/browser/routes/state/State.tsx'],
        [`/state/${id}/price-feeds`, '@site/src/browser/routes/state/State.tsx'],
        [`/state/${id}/governance`, '@site/src/browser/routes/state/State.tsx'],
        [`/tokens/${id}`, '@site/src/browser/routes/state/State.tsx'],
        ...(id === 'mainnet'
          ? [
              ['/state/mainnet/pools/test-usdc-v3', '@site/src/browser/routes/state/State.tsx'],
              ['/state/mainnet/credit-managers/test-usdc-tier-1', '@site/src/browser/routes/state/State.tsx'],
            ]
          : []),
      ]),
      // Gearbox V3.1: a route per page of it, each a state page.
      ...allV31Pages(pages.v31).map((p) => [p.path, '@site/src/browser/routes/state/State.tsx']),
    ]);
    expect(routes.every((r) => r.exact)).toBe(true);
    expect(JSON.parse(modules.get('v3-1.json') ?? '')).toEqual(pages.v31.map);
    const pool = routes.find((r) => r.path === '/state/mainnet/pools/test-usdc-v3');
    expect(pool?.modules).toEqual({ data: '/generated/pool-mainnet-test-usdc-v3.json' });
    expect(JSON.parse(modules.get('pool-mainnet-test-usdc-v3.json') ?? '')).toEqual(pages.networks.mainnet.pools[0]);
    expect(JSON.parse(modules.get('deployed-contracts.json') ?? '')).toEqual(pages.deployedContracts);
    // One module per route, and nothing else.
    expect(modules.size).toBe(routes.length);
  });

  test('with previous snapshots, a "Changes since block N" route per network', async () => {
    const data = fixtureSite();
    const withPrevious = sitePages({ ...data, previous: data.networks }, { addressBookExample: '', siteUrl: 'https://example.org' });
    const { routes } = await routesOf(withPrevious);
    const changes = routes.filter((r) => r.path.endsWith('/changes')).map((r) => r.path);
    expect(changes).toEqual(NETWORK_IDS.map((id) => `/state/${id}/changes`));
    // A state page like the others.
    expect(routes.filter((r) => r.path.endsWith('/changes')).map((r) => r.component)).toEqual(NETWORK_IDS.map(() => '@site/src/browser/routes/state/State.tsx'));
    expect((await routesOf(pages)).routes.some((r) => r.path.endsWith('/changes'))).toBe(false);
  });

  test('every route component exists', async () => {
    const { existsSync } = await import('node:fs');
    for (const c of Object.values(COMPONENTS)) expect(existsSync(`src/browser/routes/${c}`), c).toBe(true);
  });
});

describe('buildRoutes (snapshots)', () => {
  test('one route per pool and per credit manager of each network, and no two routes or modules alike', async () => {
    const site = siteData();
    const { routes, modules } = await routesOf(sitePages(site, { addressBookExample: '', siteUrl: 'https://example.org' }));
    const v31 = sitePages(site, { addressBookExample: '', siteUrl: 'https://example.org' }).v31;
    // The V3.1 pages: the map, 16 networks, the curators with markets, and per market its page, its price feeds and its credit suites, and the changes pages.
    const v31Routes = 1 + 16 + v31.curators.length + 2 * site.v31.markets.length + site.v31.markets.reduce((n, m) => n + m.market.creditSuites.length, 0) + v31.changes.length;
    const expected = 3 + NETWORK_IDS.reduce((n, id) => n + 4 + site.networks[id].pools.length + site.networks[id].creditManagers.length, 0) + v31Routes;
    expect(routes).toHaveLength(expected);
    expect(new Set(routes.map((r) => r.path)).size).toBe(expected);
    // Each route's JSON module.
    expect(modules.size).toBe(expected);
    expect([...modules.keys()].every((m) => m.endsWith('.json'))).toBe(true);
  });
});
