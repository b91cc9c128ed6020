/**
 * A V3.1 market's price feeds, on their own page under the market: the price oracle, the feed each token uses (main
 * and reserve, with its staleness period and answer), and the feed tree: every feed the oracle reads, each with the
 * feeds it reads in turn (linked to their rows), its decoded parameters and its answer at the state's block.
 */
import type { Address } from 'viem';
import { addressKey } from '../../domain/data/address';
import { formatDuration, formatFixed } from '../../domain/data/format';
import { v31FeedAnchor, v31MarketPath, v31PriceFeedsPath, withAnchor } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network } from '../../domain/v31/networks';
import type { V31Market, V31State } from '../../domain/v31/states';
import { code, link, list, num, pair, text, type Table } from '../state/cells';
import { fieldsBlock, paragraph, section, tableBlock, type StatePageData } from '../state/page';
import { SECTION } from '../state/sections';
import { curatorOf, v31Directory } from './directory';
import { v31Page } from './frame';
import { contractFields, paramsCell } from './params';

export type V31PriceFeedsPageData = StatePageData<'v31PriceFeeds'>;

export function v31PriceFeedsPage(data: V31Data, network: V31Network, market: V31Market, state: V31State): V31PriceFeedsPageData {
  const dir = v31Directory(data, network).forMarket(market);
  const net = network.slug;
  const p = market.pool;
  const s = SECTION.v31PriceFeeds;
  const page = v31PriceFeedsPath(net, p.address);
  const tree = new Map(market.priceOracle.feedTree.map((f) => [addressKey(f.address), f]));
  const tokenCell = (a: Address) => dir.cell(a, market.tokens.find((t) => addressKey(t.address) === addressKey(a))?.symbol);
  /** A feed the page has a row for: its name, linked to that row (the row shows its address); else its full cell. */
  const rowLink = (a: string) => {
    const f = tree.get(addressKey(a));
    return f ? link(f.description || f.type || a, withAnchor(page, v31FeedAnchor(a))) : undefined;
  };
  const feedRef = (a: Address) => rowLink(a) ?? dir.cell(a);
  const staleness = (e: { stalenessPeriod: number } | undefined) =>
    !e ? text('none') : e.stalenessPeriod === 0 ? num('not checked', 0) : num(formatDuration(e.stalenessPeriod), `${e.stalenessPeriod} s`);
  // One row per token, its main and reserve feed side by side; each feed links to its row of the tree (its address,
  // type and answer are there).
  const tokens = [...new Map(market.priceOracle.feedMap.map((e) => [addressKey(e.token), e.token])).values()];
  const feedMap: Table = {
    columns: [{ label: 'Token', key: 'token' }, { label: 'Main feed' }, { label: 'Main staleness', numeric: true }, { label: 'Reserve feed' }, { label: 'Reserve staleness', numeric: true }],
    rows: tokens.map((token) => {
      const of = (reserve: boolean) => market.priceOracle.feedMap.find((e) => e.reserve === reserve && addressKey(e.token) === addressKey(token));
      const main = of(false);
      const reserve = of(true);
      return [tokenCell(token), main ? feedRef(main.priceFeed) : text('none'), staleness(main), reserve ? feedRef(reserve.priceFeed) : text('none'), staleness(reserve)];
    }),
    empty: 'The price oracle has no feeds.',
  };
  const feedTree: Table = {
    columns: [{ label: 'Feed', wide: true }, { label: 'Type, version' }, { label: 'Answer', numeric: true }, { label: 'Reads' }, { label: 'Parameters' }, { label: 'Decimals and checks' }],
    rows: market.priceOracle.feedTree.map((f) => [
      dir.cell(f.address, f.description || undefined),
      code(`${f.type || 'no type'} ${f.version}`),
      f.answer.success ? num(formatFixed(f.answer.price, f.decimals, 4), f.answer.price) : text('no answer'),
      f.underlyingFeeds.length === 0
        ? text('nothing (a source feed)')
        : list(f.underlyingFeeds.map((u) => pair(u.stalenessPeriod === 0 ? 'staleness not checked' : `staleness ${formatDuration(u.stalenessPeriod)}`, feedRef(u.address)))),
      // A feed among the parameters links to its row, where its address is.
      paramsCell(f, dir, [], rowLink),
      text([`${f.decimals} decimals`, f.skipCheck ? 'skips checks' : 'checked', ...(f.updatable ? ['updatable'] : [])].join(', ')),
    ]),
    rowIds: market.priceOracle.feedTree.map((f) => v31FeedAnchor(f.address)),
    empty: 'The price oracle has no feeds.',
  };
  const curator = curatorOf(network, market.configurator);
  return v31Page(network, state, 'v31PriceFeeds', {
    path: page,
    title: `Price feeds of ${p.name}`,
    description: `The price feeds of the Gearbox V3.1 market ${p.name} of ${curator.name} on ${network.name}: each token's main and reserve feed, and the feed tree decoded.`,
    trail: [{ label: p.name, href: v31MarketPath(net, p.address) }, { label: 'Price feeds' }],
    sections: [
      section(s.oracle, 'Price oracle', fieldsBlock(contractFields(market.priceOracle, dir, 'Price oracle'))),
      section(s.feedMap, 'Feeds by token', paragraph("Each token's feeds; a reserve feed takes over when the main one fails its checks. A feed's address and answer are in its row of the tree below."), tableBlock(feedMap)),
      section(s.feedTree, 'Feed tree', paragraph('Every feed the oracle reads, the feeds it reads in turn, its decoded parameters and its answer at the block above.'), tableBlock(feedTree)),
    ],
  });
}
