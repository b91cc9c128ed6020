/** The supported-tokens page of a network: every known token and where the protocol accepts it. */
import type { Address, NetworkSnapshot, TokenFeed } from '../../domain/data/model';
import { bpsToPercent } from '../../domain/data/format';
import { labeler } from '../../domain/data/labels';
import { addressKey, sameAddress } from '../../domain/data/address';
import { priceFeedTypeName } from '../../domain/data/enums';
import { creditManagerPath, feedAnchor, poolPath, priceFeedsPath, SUPPORTED_TOKENS_DOC, tokenAnchor, tokensPath } from '../../domain/data/paths';
import { link, type AddrCell } from './cells';
import { directory } from './addressCells';
import { statePage } from './header';
import { SECTION } from './sections';
import { paragraph, section, type StatePageData } from './page';

export interface TokenFeedLink {
  feed: AddrCell;
  kind: string;
  href: string;
}

export interface TokenRow {
  id: string;
  symbol: string;
  address: string;
  /** In the SDK token list (false: used by the snapshot only). */
  listed: boolean;
  configured: boolean;
  /** Credit managers accepting it: name, page, liquidation threshold. */
  managers: { name: string; href: string; lt: string; ltBps: number }[];
  /** Pools with a quota for it: name, page, quota rate. */
  pools: { name: string; href: string; rate: string }[];
  mainFeed?: TokenFeedLink;
  reserveFeed?: TokenFeedLink;
}

export type TokensPageData = StatePageData<'tokens'>;

export function tokensPage(snap: NetworkSnapshot): TokensPageData {
  const net = snap.network.id;
  const names = labeler(snap);
  const dir = directory(snap);
  // Every token of the list, in its order, then the tokens the snapshot uses that the list lacks.
  const tokens = new Map<string, { address: Address; listed: boolean }>();
  for (const t of snap.tokens) if (!tokens.has(addressKey(t.address))) tokens.set(addressKey(t.address), { address: t.address, listed: true });
  const used = [
    ...snap.pools.map((p) => p.underlying),
    ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((c) => c.token)),
    ...snap.pools.flatMap((p) => p.quotas.map((q) => q.token)),
    ...snap.priceOracle.main.map((f) => f.token),
    ...snap.priceOracle.reserve.map((f) => f.token),
  ];
  for (const a of used) if (!tokens.has(addressKey(a))) tokens.set(addressKey(a), { address: a, listed: false });

  const feed = (list: TokenFeed[], token: Address): TokenFeedLink | undefined => {
    const f = list.find((x) => sameAddress(x.token, token))?.feed;
    return f && { feed: dir.cell(f.address), kind: priceFeedTypeName(f.type), href: priceFeedsPath(net, feedAnchor(token)) };
  };
  const rows: TokenRow[] = [...tokens.values()].map(({ address, listed }) => {
    const managers = snap.creditManagers.flatMap((cm) => {
      const c = cm.collateralTokens.find((x) => sameAddress(x.token, address));
      return c ? [{ name: cm.name, href: creditManagerPath(net, cm.name), lt: bpsToPercent(c.liquidationThreshold), ltBps: Number(c.liquidationThreshold) }] : [];
    });
    const pools = snap.pools.flatMap((p) => {
      const q = p.quotas.find((x) => sameAddress(x.token, address));
      return q ? [{ name: p.name, href: poolPath(net, p.name), rate: bpsToPercent(q.rate) }] : [];
    });
    const row: TokenRow = {
      id: tokenAnchor(address),
      symbol: names.tokenOrAddress(address),
      address,
      listed,
      configured: managers.length > 0 || pools.length > 0 || snap.pools.some((p) => sameAddress(p.underlying, address)),
      managers,
      pools,
    };
    const main = feed(snap.priceOracle.main, address);
    const reserve = feed(snap.priceOracle.reserve, address);
    if (main) row.mainFeed = main;
    if (reserve) row.reserveFeed = reserve;
    return row;
  });
  // Configured tokens first (in list order), then the rest.
  rows.sort((a, b) => Number(b.configured) - Number(a.configured));
  return statePage(snap, 'tokens', {
    path: tokensPath(net),
    title: `Supported tokens on ${snap.network.name}`,
    description: `Every token Gearbox V3 knows on ${snap.network.name}: address, credit managers accepting it with liquidation thresholds, pool quotas and price feeds.`,
    trail: [{ label: 'Supported tokens' }],
    intro: [
      paragraph(
        `${rows.length} tokens: every token of the SDK's list for this network plus ${rows.filter((r) => !r.listed).length} that the snapshot uses but the list lacks. ${rows.filter((r) => r.configured).length} are configured: collateral of a credit manager, quoted in a pool, or a pool's underlying. See `,
        link('how to read this table', SUPPORTED_TOKENS_DOC),
        '.',
      ),
    ],
    sections: [section(SECTION.tokens.tokens, 'Tokens', { kind: 'tokens', rows })],
  });
}
