/** The price feeds page: main and reserve feed of every token, composite feeds as trees. */
import type { NetworkSnapshot, PriceFeed } from '../../domain/data/model';
import { formatDuration } from '../../domain/data/format';
import { priceFeedTypeName } from '../../domain/data/enums';
import { addressKey, isZeroAddress } from '../../domain/data/address';
import { zeroPriceFeedTest } from '../../domain/protocol/zeroPriceFeed';
import { feedAnchor, priceFeedsPath } from '../../domain/data/paths';
import type { AddrCell } from './cells';
import { directory } from './addressCells';
import { ROLES } from '../../domain/protocol/roles';
import { statePage } from './header';
import { SECTION } from './sections';
import { paragraph, section, type StatePageData } from './page';

export interface FeedNode {
  feed: AddrCell;
  /** PriceFeedType name, and its code. */
  kind: string;
  code: number;
  version: number;
  staleness: string;
  /** stalenessPeriod and skipCheck as the snapshot has them. */
  stalenessRaw: string;
  zero: boolean;
  signed?: { dataId: string; signers: AddrCell[]; slots: number; threshold: number };
  parts: FeedNode[];
}

export interface TokenFeeds {
  /** Anchor of the token's row. */
  id: string;
  token: AddrCell;
  symbol: string;
  main?: FeedNode;
  reserve?: FeedNode;
}

export type PriceFeedsPageData = StatePageData<'priceFeeds'>;

/**
 * A feed's staleness period as text. The oracle refuses a period of 0 for a
 * feed whose staleness it checks, so 0 with the check on means the snapshot did
 * not record the period (true of every top-level feed in these snapshots).
 */
export function stalenessText(period: number, skipCheck: boolean): string {
  if (skipCheck) return period === 0 ? 'not checked (the feed validates itself)' : `${formatDuration(period)} (not checked: the feed validates itself)`;
  return period === 0 ? 'not recorded in the snapshot' : formatDuration(period);
}

export function priceFeedsPage(snap: NetworkSnapshot): PriceFeedsPageData {
  const dir = directory(snap);
  const isZero = zeroPriceFeedTest(snap);
  const node = (f: PriceFeed): FeedNode => {
    const zero = isZero(f);
    const out: FeedNode = {
      feed: dir.cell(f.address, zero ? 'ZeroPriceFeed' : undefined),
      kind: priceFeedTypeName(f.type),
      code: f.type,
      version: f.version,
      staleness: stalenessText(f.stalenessPeriod, f.skipCheck),
      stalenessRaw: `${f.stalenessPeriod} s, skipCheck ${f.skipCheck}`,
      zero,
      parts: f.parts.map(node),
    };
    if (f.signed) {
      const filled = f.signed.signers.filter((s) => !isZeroAddress(s));
      out.signed = { dataId: f.signed.dataId, signers: filled.map((s) => dir.cell(s)), slots: f.signed.signers.length, threshold: f.signed.threshold };
    }
    return out;
  };
  const byToken = new Map<string, TokenFeeds>();
  const entry = (token: string): TokenFeeds => {
    let e = byToken.get(addressKey(token));
    if (!e) {
      const cell = dir.cell(token);
      e = { id: feedAnchor(token), token: cell, symbol: cell.label ?? token };
      byToken.set(addressKey(token), e);
    }
    return e;
  };
  const main = snap.priceOracle.main.map(({ token, feed }) => (entry(token).main = node(feed)));
  const reserve = snap.priceOracle.reserve.map(({ token, feed }) => (entry(token).reserve = node(feed)));
  const all = [...main, ...reserve];
  return statePage(snap, 'priceFeeds', {
    path: priceFeedsPath(snap.network.id),
    title: 'Price feeds',
    description: `Main and reserve price feeds of every token in the Gearbox V3 price oracle on ${snap.network.name}: kind, staleness, composite parts, signed feeds.`,
    trail: [{ label: 'Price feeds' }],
    sections: [
      section(
        SECTION.priceFeeds.oracle,
        'Price oracle',
        paragraph(dir.cell(snap.priceOracle.address, ROLES.priceOracle.contract)),
        paragraph(
          `${main.length} tokens have a main feed and ${reserve.length} a reserve feed; ${all.filter((n) => n.signed).length} feeds are signed (Redstone) feeds updated on demand, and ${all.filter((n) => n.zero).length} point at the zero price feed (the token is priced at zero and is not usable as collateral). A feed whose staleness is not checked validates its own answers; a composite feed lists the feeds it is built from underneath it.`,
        ),
      ),
      section(SECTION.priceFeeds.feeds, 'Feeds per token', { kind: 'feeds', tokens: [...byToken.values()] }),
    ],
  });
}
