/**
 * The supported-tokens table's model: filter, "Configured only" and sort, kept in the URL
 * (`?q=…&configured=1&sort=lt-desc`) like the Deployed Contracts page's state. Pure; src/pageData/noSurprises.test.ts.
 * The table applies it to its drawn rows in place: tokensInPlace.ts.
 */
import type { TokenRow } from './tokens';
import { addressKey } from '../../domain/data/address';

export type SortKey = 'symbol' | 'lt' | 'pools';
export interface TokensState {
  query: string;
  configured: boolean;
  sort: { key: SortKey | null; dir: 1 | -1 };
}
export const DEFAULT_STATE: TokensState = { query: '', configured: false, sort: { key: null, dir: 1 } };

/** The highest liquidation threshold a credit manager gives the token; -1 when none accepts it (last when descending). */
export const highestLt = (r: TokenRow): number => r.managers.reduce((m, x) => Math.max(m, x.ltBps), -1);

/** What the filter and the sorts read of a row: from its data, or from the row as the table shows it (tokensInPlace.ts). */
export interface RowKeys {
  symbol: string;
  address: string;
  /** The names of the credit managers that accept it. */
  managers: readonly string[];
  configured: boolean;
  /** highestLt */
  lt: number;
  /** How many pools have a quota for it. */
  pools: number;
}

export const rowKeys = (r: TokenRow): RowKeys => ({
  symbol: r.symbol,
  address: r.address,
  managers: r.managers.map((m) => m.name),
  configured: r.configured,
  lt: highestLt(r),
  pools: r.pools.length,
});

const SORTS: Record<SortKey, (a: RowKeys, b: RowKeys) => number> = {
  symbol: (a, b) => a.symbol.localeCompare(b.symbol, 'en', { sensitivity: 'base' }),
  lt: (a, b) => a.lt - b.lt,
  pools: (a, b) => a.pools - b.pools,
};

/** The items shown, in order, each read through `keys`. */
export function shownItems<T>(all: readonly T[], keys: (item: T) => RowKeys, { query, configured, sort }: TokensState): T[] {
  const q = query.trim().toLowerCase().replace(/^0x/, '');
  const keyed = all.map((item) => ({ item, k: keys(item) }));
  const filtered = keyed.filter(
    ({ k }) =>
      (!configured || k.configured) &&
      (!q || k.symbol.toLowerCase().includes(q) || addressKey(k.address).includes(q) || k.managers.some((m) => m.toLowerCase().includes(q))),
  );
  if (sort.key) {
    const cmp = SORTS[sort.key];
    filtered.sort((a, b) => sort.dir * cmp(a.k, b.k));
  }
  return filtered.map(({ item }) => item);
}

/** The rows shown, in order. */
export const shownRows = (all: readonly TokenRow[], state: TokensState): TokenRow[] => shownItems(all, rowKeys, state);

/** The line under the filter. */
export const shownLine = (shown: number, total: number): string => `${shown} of ${total} shown`;

/** A sort header's state: its `aria-sort` and the arrow after its label. */
export function headerState(sort: TokensState['sort'], key: SortKey): { ariaSort: 'ascending' | 'descending' | 'none'; arrow: string } {
  if (sort.key !== key) return { ariaSort: 'none', arrow: ' ↕' };
  return sort.dir === 1 ? { ariaSort: 'ascending', arrow: ' ▲' } : { ariaSort: 'descending', arrow: ' ▼' };
}

/** A click on a header: the same key flips the direction; a new key starts ascending for text, descending for numbers. */
export const nextSort = (sort: TokensState['sort'], key: SortKey): TokensState['sort'] => ({
  key,
  dir: sort.key === key ? (sort.dir === 1 ? -1 : 1) : key === 'symbol' ? 1 : -1,
});

const isKey = (k: string): k is SortKey => k === 'symbol' || k === 'lt' || k === 'pools';

export function readTokensUrl(search: string): TokensState {
  const p = new URLSearchParams(search);
  const [key = '', dir] = (p.get('sort') ?? '').split('-');
  return {
    query: p.get('q') ?? '',
    configured: p.get('configured') === '1',
    sort: isKey(key) ? { key, dir: dir === 'desc' ? -1 : 1 } : DEFAULT_STATE.sort,
  };
}

/** The search part of the URL for a state, other parameters kept ("" when none is left). */
export function tokensSearch(current: string, { query, configured, sort }: TokensState): string {
  const p = new URLSearchParams(current);
  const set = (k: string, v: string | null) => (v ? p.set(k, v) : p.delete(k));
  set('q', query.trim() ? query : null);
  set('configured', configured ? '1' : null);
  set('sort', sort.key ? `${sort.key}-${sort.dir === 1 ? 'asc' : 'desc'}` : null);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Set on <html> once the table is live (React has hydrated it): the early-click script stands down. */
export const TOKENS_LIVE_ATTR = 'data-tokens-live';

/**
 * A sort header clicked before the scripts have run: a tiny inline script (placed before the table) records the
 * click in the URL with the same rule as `nextSort`, and the table applies the URL's sort when it hydrates.
 */
export const EARLY_SORT_SCRIPT = `(function(){try{var d=document;d.addEventListener('click',function(e){
if(d.documentElement.hasAttribute('${TOKENS_LIVE_ATTR}'))return;
var b=e.target&&e.target.closest&&e.target.closest('[data-sort-key]');if(!b)return;
var u=new URL(window.location.href),k=b.getAttribute('data-sort-key'),c=(u.searchParams.get('sort')||'').split('-');
var dir=c[0]===k?(c[1]==='desc'?'asc':'desc'):(k==='symbol'?'asc':'desc');
u.searchParams.set('sort',k+'-'+dir);window.history.replaceState(window.history.state,'',u.toString());
});}catch(e){}})();`;
