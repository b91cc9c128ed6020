/**
 * Build side: what each generated page is about, from the model, for the
 * search index. Pools and credit managers have their own state page and a
 * table on the Deployed Contracts page; tokens have a row on their network's
 * supported-tokens page and, when priced, on its price-feeds page. Searching
 * one of these names exactly puts these places first, in this order: the
 * entity's own page, its token row, its price feeds, its address table.
 *
 * URLs and anchors come from src/pageData/state/paths.ts and the address book,
 * names from src/domain/data/labels.ts: nothing here re-derives them.
 *
 * Gearbox V3.1: each market, credit suite and curator page is about its name
 * (ranked after every V3.0 place, so V3.0 results keep their order), and each
 * section that shows an address of a V3.1 book (src/pageData/v31/addressBook.ts)
 * is titled with its table and network, the page and section the book gives.
 * Row labels are not made exact names: "Bot list" or "Pool" must stay the docs'.
 * Addresses themselves are answered from the lookup index (src/pageData/addressIndex.ts).
 */
import type { SiteData } from '../../domain/data/model';
import { NETWORK_IDS } from '../../domain/data/networks';
import { labeler } from '../../domain/data/labels';
import { addressKey } from '../../domain/data/address';
import { addressBook } from '../../pageData/addressBook';
import { creditManagerPath, feedAnchor, poolPath, priceFeedsPath, tokenAnchor, tokensPath } from '../../domain/data/paths';
import type { AnchorAnnotation, PageAnnotation } from './prepare';
import { v31AddressBooks } from '../../pageData/v31/addressBook';
import { v31NetworkName } from '../../pageData/addressIndex';

/** Exact-name matches are ordered by this, then by network (mainnet, Arbitrum, Optimism). */
export const PRIORITY = { ownPage: 100, tokenRow: 200, priceFeeds: 300, addressTable: 400, v31Page: 500 } as const;

/** The route of the Deployed Contracts page. */
export const DEPLOYED_CONTRACTS = '/';

type Pages = Map<string, PageAnnotation>;

function page(pages: Pages, url: string): PageAnnotation {
  let p = pages.get(url);
  if (!p) {
    p = { anchors: new Map<string, AnchorAnnotation>() };
    pages.set(url, p);
  }
  return p;
}

function anchor(p: PageAnnotation, id: string, a: AnchorAnnotation): void {
  const existing = p.anchors!.get(id);
  if (existing) existing.names.push(...a.names);
  else p.anchors!.set(id, { ...a, names: [...a.names] });
}

/** Page annotations of the generated routes, by URL. Docs pages get theirs from their own HTML (keywords, breadcrumbs). */
export function entityAnnotations(site: SiteData): Pages {
  const pages: Pages = new Map();
  NETWORK_IDS.forEach((net, netIndex) => {
    const snap = site.networks[net];
    const names = labeler(snap);
    const network = snap.network.name;

    for (const p of snap.pools) Object.assign(page(pages, poolPath(net, p.name)), { names: [p.name], priority: PRIORITY.ownPage + netIndex });
    for (const cm of snap.creditManagers) Object.assign(page(pages, creditManagerPath(net, cm.name)), { names: [cm.name], priority: PRIORITY.ownPage + netIndex });

    // Token rows; the page only keeps those it really shows (see prepareHtml).
    const tokens = page(pages, tokensPath(net));
    tokens.priority = PRIORITY.tokenRow + netIndex;
    const feeds = page(pages, priceFeedsPath(net));
    feeds.priority = PRIORITY.priceFeeds + netIndex;
    const seen = new Set<string>();
    const all = [...snap.tokens.map((t) => t.address), ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((t) => t.token)), ...snap.priceOracle.main.map((f) => f.token)];
    for (const address of all) {
      const key = addressKey(address);
      if (seen.has(key)) continue;
      seen.add(key);
      const symbol = names.token(address);
      if (!symbol) continue;
      anchor(tokens, tokenAnchor(address), { title: symbol, names: [symbol] });
      anchor(feeds, feedAnchor(address), { title: symbol, names: [symbol] });
    }

    // Tables of the Deployed Contracts page: each titled with its network; pools and credit managers by name.
    const home = page(pages, DEPLOYED_CONTRACTS);
    home.priority = PRIORITY.addressTable;
    for (const t of addressBook(snap)) {
      const name = t.subject?.name;
      anchor(home, t.id, { title: `${t.title} · ${network}`, names: name && (t.kind === 'pool' || t.kind === 'creditManager') ? [name] : [] });
    }
  });

  // Gearbox V3.1: own pages by name, and every section a book row links to, titled with its table and network.
  v31AddressBooks(site.v31).forEach((book, netIndex) => {
    const network = v31NetworkName(book);
    for (const t of book.tables) {
      // A curator has a page of its own only when a market of it is held (else its table links the network page's list).
      if (t.subject && (t.kind === 'market' || t.kind === 'creditSuite' || t.kind === 'curator') && !t.subject.path.includes('#')) {
        const own = page(pages, t.subject.path);
        own.names = [...new Set([...(own.names ?? []), t.subject.name])];
        own.priority = PRIORITY.v31Page + netIndex;
      }
      for (const r of t.rows) {
        const [url = r.href, id] = r.href.split('#');
        if (id) anchor(page(pages, url), id, { title: `${t.title} · ${network}`, names: [] });
      }
    }
  });
  return pages;
}
