/**
 * A token's price feeds (docs/oracles/): its main and reserve feed as the price feeds page shows them (address,
 * type, staleness), the type of its reserve feed or "none", the inputs of a composite main feed; and the network's
 * count of tokens by main feed type (inputs mainFeedType, optional reserve "yes" or "no").
 */
import { sameAddress as same } from '../../domain/data/address';
import { priceFeedTypeName } from '../../domain/data/enums';
import { feedAnchor, priceFeedsPath, withAnchor } from '../../domain/data/paths';
import type { LiveValue } from '../citations';
import { tokenBySymbol } from './inputs';
import { cellValue } from './pageFields';
import { input, type FieldEntry, type NetworkSubject, type TokenSubject } from './subject';

/** The token's main or reserve feed on the price feeds page: its address, type or staleness. */
export const feedField = (which: 'main' | 'reserve', part: 'address' | 'type' | 'staleness'): FieldEntry<TokenSubject> => ({
  source: 'page',
  resolve: ({ pages, net, symbol, fail }) => {
    const page = pages.networks[net].priceFeeds;
    const feeds = page.sections.flatMap((s) => s.blocks.flatMap((b) => (b.t === 'feeds' ? b.tokens : [])));
    const token = feeds.find((t) => t.symbol === symbol) ?? fail(`no token "${symbol}" on ${net} has a price feed`);
    const node = (which === 'main' ? token.main : token.reserve) ?? fail(`${symbol} has no ${which} feed`);
    const href = withAnchor(page.path, token.id);
    if (part === 'type') return { text: node.kind, raw: String(node.code), href };
    if (part === 'staleness') return { text: node.staleness, raw: node.stalenessRaw, href };
    return cellValue(node.feed, href);
  },
});

/** The type of the token's reserve feed in PriceOracleV3, or "none". */
export function reserveFeedType({ snap, net, symbol, fail }: TokenSubject): LiveValue {
  const token = tokenBySymbol(snap, symbol, fail);
  const href = priceFeedsPath(net, feedAnchor(token));
  const reserve = snap.priceOracle.reserve.find((f) => same(f.token, token))?.feed;
  return reserve ? { text: priceFeedTypeName(reserve.type), raw: `${reserve.address}, type ${reserve.type}`, href } : { text: 'none', raw: 'no reserve feed in PriceOracleV3', href };
}

/** The types of a composite main feed's inputs: "REDSTONE_ORACLE × CHAINLINK_ORACLE". */
export function mainFeedInputs({ snap, net, symbol, fail }: TokenSubject): LiveValue {
  const token = tokenBySymbol(snap, symbol, fail);
  const href = priceFeedsPath(net, feedAnchor(token));
  const main = snap.priceOracle.main.find((f) => same(f.token, token))?.feed ?? fail(`${symbol} has no main feed on ${net}`);
  if (main.parts.length === 0) return fail(`${symbol}'s main feed on ${net} has no inputs (it is a leaf feed)`);
  return { text: main.parts.map((p) => priceFeedTypeName(p.type)).join(' × '), raw: main.parts.map((p) => `${p.address} (type ${p.type})`).join(', '), href };
}

/** Tokens whose main feed has type `mainFeedType`, optionally only those with (reserve="yes") or without (reserve="no") a reserve feed. */
export function feedCount(s: NetworkSubject): LiveValue {
  const { snap, net, fail } = s;
  const type = input(s, 'mainFeedType') ?? fail('feedCount needs a mainFeedType attribute');
  const reserve = input(s, 'reserve');
  const tokens = snap.priceOracle.main.filter((m) => priceFeedTypeName(m.feed.type) === type);
  const hasReserve = (t: string) => snap.priceOracle.reserve.some((r) => same(r.token, t));
  const picked = reserve === 'yes' ? tokens.filter((m) => hasReserve(m.token)) : reserve === 'no' ? tokens.filter((m) => !hasReserve(m.token)) : tokens;
  if (reserve !== undefined && reserve !== 'yes' && reserve !== 'no') return fail('attribute reserve must be "yes" or "no"');
  return { text: String(picked.length), raw: `${picked.length} of ${tokens.length} tokens with a ${type} main feed`, href: priceFeedsPath(net) };
}
