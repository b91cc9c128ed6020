/** The supported-tokens page of a network: every known token and where the protocol accepts it. */
import type { NetworkSnapshot } from '../../data/model';
import { bpsToPercent } from '../../data/format';
import { labeler } from '../../data/labels';
import { priceFeedTypeName } from '../../data/enums';
import type { AddrCell, SnapshotMeta } from './cells';
import { directory } from './directory';
import { snapshotMeta } from './meta';
import { creditManagerPath, feedAnchor, poolPath, priceFeedsPath, tokenAnchor } from './paths';

export interface TokenRow {
  id: string;
  symbol: string;
  address: string;
  /** In the SDK token list (false: used by the snapshot only). */
  listed: boolean;
  configured: boolean;
  /** Credit managers accepting it: name, page, LT text, LT bps. */
  managers: { name: string; href: string; lt: string; bps: number }[];
  /** Pools with a quota for it: name, page, rate text. */
  pools: { name: string; href: string; rate: string; bps: number }[];
  mainFeed?: { feed: AddrCell; kind: string; href: string };
  reserveFeed?: { feed: AddrCell; kind: string; href: string };
}

export interface TokensPageData {
  meta: SnapshotMeta;
  rows: TokenRow[];
  counts: { total: number; configured: number; unlisted: number };
}

export function tokensPage(snap: NetworkSnapshot): TokensPageData {
  const net = snap.network.id;
  const names = labeler(snap);
  const dir = directory(snap);
  const order: string[] = [];
  const listed = new Set<string>();
  const add = (a: string) => {
    const k = a.toLowerCase();
    if (!order.includes(k)) order.push(k);
  };
  for (const t of snap.tokens) {
    listed.add(t.address.toLowerCase());
    add(t.address);
  }
  const used: string[] = [
    ...snap.pools.map((p) => p.underlying),
    ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((c) => c.token)),
    ...snap.pools.flatMap((p) => p.quotas.map((q) => q.token)),
    ...snap.priceOracle.main.map((f) => f.token),
    ...snap.priceOracle.reserve.map((f) => f.token),
  ];
  for (const a of used) add(a);
  const checksummed = new Map<string, string>();
  for (const a of [...snap.tokens.map((t) => t.address), ...used]) checksummed.set(a.toLowerCase(), a);
  const feed = (list: typeof snap.priceOracle.main, k: string) => {
    const f = list.find((x) => x.token.toLowerCase() === k)?.feed;
    return f ? { feed: dir.cell(f.address), kind: priceFeedTypeName(f.type), href: `${priceFeedsPath(net)}#${feedAnchor(k)}` } : undefined;
  };
  const rows: TokenRow[] = order.map((k) => {
    const address = checksummed.get(k) ?? k;
    const managers = snap.creditManagers.flatMap((cm) => {
      const c = cm.collateralTokens.find((x) => x.token.toLowerCase() === k);
      return c ? [{ name: cm.name, href: creditManagerPath(net, cm.name), lt: bpsToPercent(c.liquidationThreshold), bps: c.liquidationThreshold }] : [];
    });
    const pools = snap.pools.flatMap((p) => {
      const q = p.quotas.find((x) => x.token.toLowerCase() === k);
      return q ? [{ name: p.name, href: poolPath(net, p.name), rate: bpsToPercent(q.rate), bps: q.rate }] : [];
    });
    const row: TokenRow = {
      id: tokenAnchor(k),
      symbol: names.tokenOrAddress(address as `0x${string}`),
      address,
      listed: listed.has(k),
      configured: managers.length > 0 || pools.length > 0 || snap.pools.some((p) => p.underlying.toLowerCase() === k),
      managers,
      pools,
    };
    const main = feed(snap.priceOracle.main, k);
    const reserve = feed(snap.priceOracle.reserve, k);
    if (main) row.mainFeed = main;
    if (reserve) row.reserveFeed = reserve;
    return row;
  });
  // Configured tokens first (in list order), then the rest.
  rows.sort((a, b) => Number(b.configured) - Number(a.configured));
  return {
    meta: snapshotMeta(snap),
    rows,
    counts: { total: rows.length, configured: rows.filter((r) => r.configured).length, unlisted: rows.filter((r) => !r.listed).length },
  };
}
