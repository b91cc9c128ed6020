/** The price feeds page: main and reserve feed of every token, composite feeds as trees. */
import type { NetworkSnapshot, PriceFeed } from '../../data/model';
import { formatDuration } from '../../data/format';
import { priceFeedTypeName, ZERO_ORACLE_CODE } from '../../data/enums';
import { zeroPriceFeeds } from '../addressBook';
import type { AddrCell, SnapshotMeta } from './cells';
import { directory } from './directory';
import { snapshotMeta } from './meta';
import { feedAnchor } from './paths';

export interface FeedNode {
  feed: AddrCell;
  kind: string;
  code: number;
  version: number;
  staleness: string;
  stalenessRaw: number;
  skipCheck: boolean;
  zero: boolean;
  signed?: { dataId: string; signers: AddrCell[]; slots: number; threshold: number };
  parts: FeedNode[];
}

export interface TokenFeeds {
  id: string;
  token: AddrCell;
  symbol: string;
  main?: FeedNode;
  reserve?: FeedNode;
}

export interface PriceFeedsPageData {
  meta: SnapshotMeta;
  oracle: AddrCell;
  tokens: TokenFeeds[];
  counts: { main: number; reserve: number; zero: number; signed: number };
}

const ZERO = '0x0000000000000000000000000000000000000000';

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
  const zero = zeroPriceFeeds(snap);
  let zeroCount = 0;
  let signedCount = 0;
  const node = (f: PriceFeed): FeedNode => {
    const isZero = zero.has(f.address.toLowerCase()) || f.type === ZERO_ORACLE_CODE;
    const out: FeedNode = {
      feed: dir.cell(f.address, isZero ? 'ZeroPriceFeed' : undefined),
      kind: priceFeedTypeName(f.type),
      code: f.type,
      version: f.version,
      staleness: stalenessText(f.stalenessPeriod, f.skipCheck),
      stalenessRaw: f.stalenessPeriod,
      skipCheck: f.skipCheck,
      zero: isZero,
      parts: f.parts.map(node),
    };
    if (f.signed) {
      const filled = f.signed.signers.filter((s) => s.toLowerCase() !== ZERO);
      out.signed = { dataId: f.signed.dataId, signers: filled.map((s) => dir.cell(s)), slots: f.signed.signers.length, threshold: f.signed.threshold };
    }
    return out;
  };
  const byToken = new Map<string, TokenFeeds>();
  const entry = (token: string): TokenFeeds => {
    const key = token.toLowerCase();
    let e = byToken.get(key);
    if (!e) {
      const cell = dir.cell(token);
      e = { id: feedAnchor(token), token: cell, symbol: cell.l ?? token };
      byToken.set(key, e);
    }
    return e;
  };
  for (const { token, feed } of snap.priceOracle.main) {
    const n = node(feed);
    if (n.zero) zeroCount++;
    if (n.signed) signedCount++;
    entry(token).main = n;
  }
  for (const { token, feed } of snap.priceOracle.reserve) {
    const n = node(feed);
    if (n.zero) zeroCount++;
    if (n.signed) signedCount++;
    entry(token).reserve = n;
  }
  return {
    meta: snapshotMeta(snap),
    oracle: dir.cell(snap.priceOracle.address, 'PriceOracleV3'),
    tokens: [...byToken.values()],
    counts: { main: snap.priceOracle.main.length, reserve: snap.priceOracle.reserve.length, zero: zeroCount, signed: signedCount },
  };
}
