/** Every V3.1 page's data: the network map, each network, each curator with markets held, each market and credit suite. */
import type { V31Data } from '../../domain/v31/data';
import { v31ChangesPages, type V31ChangesPageData } from './changes';
import { v31CreditSuitePage, type V31CreditSuitePageData } from './creditSuite';
import { v31CuratorPage, type V31CuratorPageData } from './curator';
import { v31MarketPage, type V31MarketPageData } from './market';
import { v31PriceFeedsPage, type V31PriceFeedsPageData } from './priceFeeds';
import { v31NetworkPage, v31NetworksPage, type V31NetworkPageData, type V31NetworksPageData } from './networks';

export interface V31Pages {
  map: V31NetworksPageData;
  networks: V31NetworkPageData[];
  curators: V31CuratorPageData[];
  markets: V31MarketPageData[];
  /** Each market's price feeds. */
  priceFeeds: V31PriceFeedsPageData[];
  creditSuites: V31CreditSuitePageData[];
  /** What changed between two states that read a curator in common. */
  changes: V31ChangesPageData[];
}

export function v31Pages(data: V31Data): V31Pages {
  const nets = data.networks.networks;
  const byChain = (chainId: number) => nets.find((n) => n.chainId === chainId);
  const markets: V31MarketPageData[] = [];
  const priceFeeds: V31PriceFeedsPageData[] = [];
  const creditSuites: V31CreditSuitePageData[] = [];
  for (const { market, state } of data.markets) {
    const network = byChain(state.chainId);
    if (!network) continue;
    markets.push(v31MarketPage(data, network, market, state));
    priceFeeds.push(v31PriceFeedsPage(data, network, market, state));
    for (const suite of market.creditSuites) creditSuites.push(v31CreditSuitePage(data, network, market, suite, state));
  }
  return {
    map: v31NetworksPage(data),
    networks: nets.map((n) => v31NetworkPage(data, n)),
    curators: nets.flatMap((n) => n.curators.flatMap((c) => v31CuratorPage(data, n, c) ?? [])),
    markets,
    priceFeeds,
    creditSuites,
    changes: v31ChangesPages(data),
  };
}

/** Every V3.1 page, in site order. */
export const allV31Pages = (p: V31Pages) => [p.map, ...p.networks, ...p.curators, ...p.markets, ...p.priceFeeds, ...p.creditSuites, ...p.changes];
