/**
 * Every generated page's data, computed once from the model: what the routes
 * render, and what citations in the docs quote.
 */
import type { SiteData } from '../domain/data/model';
import { NETWORK_IDS, type NetworkId } from '../domain/data/networks';
import { deployedContractsPage, type DeployedContractsPageData } from './deployedContractsPage';
import { lookupPage, type LookupPageData } from './addressIndex';
import { overviewPage, type OverviewPageData } from './state/overview';
import { poolPage, type PoolPageData } from './state/pool';
import { creditManagerPage, type CreditManagerPageData } from './state/creditManager';
import { priceFeedsPage, type PriceFeedsPageData } from './state/priceFeeds';
import { governancePage, type GovernancePageData } from './state/governance';
import { tokensPage, type TokensPageData } from './state/tokens';
import { decodePage, type DecodePageData } from './decodePage';
import { changesLink, changesPage, type ChangesPageData } from './state/changes';
import { v31Pages, type V31Pages } from './v31';

export interface NetworkPages {
  overview: OverviewPageData;
  priceFeeds: PriceFeedsPageData;
  governance: GovernancePageData;
  tokens: TokensPageData;
  pools: PoolPageData[];
  creditManagers: CreditManagerPageData[];
  /** "Changes since block N", when the build is given the previous snapshots. */
  changes?: ChangesPageData;
}

export interface SitePages {
  deployedContracts: DeployedContractsPageData;
  lookup: LookupPageData;
  decode: DecodePageData;
  networks: Record<NetworkId, NetworkPages>;
  /** Gearbox V3.1: the network map, networks, curators, markets and credit suites. */
  v31: V31Pages;
}

/** What the pages need besides the data: the address-book example's source and the site's URL. */
export interface PageContext {
  addressBookExample: string;
  siteUrl: string;
}

export function sitePages(data: SiteData, context: PageContext): SitePages {
  const networks = Object.fromEntries(
    NETWORK_IDS.map((id): [NetworkId, NetworkPages] => {
      const snap = data.networks[id];
      const before = data.previous?.[id];
      return [
        id,
        {
          overview: overviewPage(snap, before && changesLink(before, snap)),
          priceFeeds: priceFeedsPage(snap),
          governance: governancePage(snap),
          tokens: tokensPage(snap),
          pools: snap.pools.map((p) => poolPage(snap, p)),
          creditManagers: snap.creditManagers.map((cm) => creditManagerPage(snap, cm)),
          ...(before && { changes: changesPage(before, snap) }),
        },
      ];
    }),
  ) as Record<NetworkId, NetworkPages>;
  return { deployedContracts: deployedContractsPage(data, context.addressBookExample, context.siteUrl), lookup: lookupPage(data), decode: decodePage(data), networks, v31: v31Pages(data.v31) };
}
