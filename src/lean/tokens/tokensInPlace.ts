/**
 * The supported-tokens table acting in place (issue 18, "no page content twice"; the fence's tokens part): with the
 * data islands the page's browser data holds no row, so the filter and the sorts read what they need from the rows
 * the table shows (`readRowKeys`), and show, hide and reorder those rows. The model is tokensTable.ts's, the same
 * the tests and the Markdown use; the state lives in the URL, as before, and what was typed or ticked before the
 * scripts ran applies when the table attaches.
 */
import { TOKEN_ANCHOR_PREFIX } from '../../domain/data/paths';
import { TOKENS_LIVE_ATTR, shownLine, headerState, nextSort, readTokensUrl, shownItems, tokensSearch, type RowKeys, type SortKey, type TokensState } from '../../pageData/state/tokensTable';
import { TABLE_MARK } from './tableMark';

export { TABLE_MARK };

/** The "no token matches" line. */
export const EMPTY_MARK = 'data-tokens-empty';
/**
 * Where a row's keys are: the attributes that mark the symbol and the credit managers' cell, the row's attributes
 * for what the cells do not show as it is (the highest LT, the pool count, configured), and the prefix of its id
 * before the address.
 */
export const ROW_KEYS = {
  symbol: 'data-symbol',
  managers: 'data-managers',
  lt: 'data-lt',
  pools: 'data-pools',
  configured: 'data-configured',
  anchorPrefix: TOKEN_ANCHOR_PREFIX,
} as const;

/** The attributes of a row with these keys (TokensTable.tsx). */
export const rowDataAttributes = (k: RowKeys): Record<string, string> => ({
  [ROW_KEYS.lt]: String(k.lt),
  [ROW_KEYS.pools]: String(k.pools),
  [ROW_KEYS.configured]: k.configured ? '1' : '0',
});

/**
 * A row's keys, read from the row as TokensTable.tsx draws it. Self-contained (`at` is ROW_KEYS), so a test can run
 * its source in the page.
 */
export function readRowKeys(tr: HTMLTableRowElement, at: typeof ROW_KEYS = ROW_KEYS): RowKeys {
  const number = (name: string) => {
    const n = Number(tr.getAttribute(name));
    if (tr.getAttribute(name) === null || !Number.isFinite(n)) throw new Error(`token row ${tr.id}: ${name} is not a number`);
    return n;
  };
  return {
    symbol: tr.querySelector(`[${at.symbol}]`)?.textContent ?? '',
    address: tr.id.startsWith(at.anchorPrefix) ? tr.id.slice(at.anchorPrefix.length) : '',
    managers: Array.from(tr.querySelectorAll(`[${at.managers}] li > a`), (a) => a.textContent ?? ''),
    configured: tr.getAttribute(at.configured) === '1',
    lt: number(at.lt),
    pools: number(at.pools),
  };
}

export interface TokensTableHandle {
  /** Applies the state of a URL's search (the router moved to the page again, e.g. back or forward). */
  fromUrl(search: string): void;
}

const attached = new WeakMap<Element, TokensTableHandle>();

/**
 * Makes the tokens table under `root` act, once per table: reads the state from the URL and from the controls (what
 * was typed or ticked before), draws it, and follows every change after. Null when `root` has no table yet.
 */
export function attachTokensTable(root: ParentNode): TokensTableHandle | null {
  const box = root.querySelector(`[${TABLE_MARK}]`);
  if (!box) return null;
  const known = attached.get(box);
  if (known) return known;
  const query = box.querySelector<HTMLInputElement>('input[type="search"]')!;
  const tick = box.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const status = box.querySelector('[role="status"]')!;
  const empty = box.querySelector<HTMLElement>(`[${EMPTY_MARK}]`)!;
  const tbody = box.querySelector('tbody')!;
  const buttons = Array.from(box.querySelectorAll<HTMLButtonElement>('[data-sort-key]'));
  const rows = Array.from(tbody.rows, (el) => ({ el, keys: readRowKeys(el) }));
  let order: readonly HTMLTableRowElement[] = rows.map((r) => r.el);

  const url = readTokensUrl(window.location.search);
  let state: TokensState = { ...url, query: query.value || url.query, configured: tick.checked || url.configured };

  const draw = () => {
    if (query.value !== state.query) query.value = state.query;
    tick.checked = state.configured;
    const shown = shownItems(rows, (r) => r.keys, state);
    const visible = new Set(shown);
    // Sorted: the shown rows in order, the others after them; unsorted: the table's first order.
    const next = state.sort.key ? [...shown, ...rows.filter((r) => !visible.has(r))].map((r) => r.el) : rows.map((r) => r.el);
    if (next.some((el, i) => el !== order[i])) {
      tbody.append(...next);
      order = next;
    }
    for (const r of rows) if (r.el.hidden === visible.has(r)) r.el.hidden = !visible.has(r);
    status.textContent = shownLine(shown.length, rows.length);
    empty.hidden = shown.length > 0;
    for (const b of buttons) {
      const { ariaSort, arrow } = headerState(state.sort, b.dataset.sortKey as SortKey);
      b.closest('th')?.setAttribute('aria-sort', ariaSort);
      const glyph = b.querySelector('[aria-hidden]');
      if (glyph) glyph.textContent = arrow;
    }
    const search = tokensSearch(window.location.search, state);
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  };
  const set = (change: Partial<TokensState>) => {
    state = { ...state, ...change };
    draw();
  };

  query.addEventListener('input', () => set({ query: query.value }));
  tick.addEventListener('change', () => set({ configured: tick.checked }));
  for (const b of buttons) b.addEventListener('click', () => set({ sort: nextSort(state.sort, b.dataset.sortKey as SortKey) }));
  // From here on the table handles sort clicks itself: the early-click script (EARLY_SORT_SCRIPT) stands down.
  document.documentElement.setAttribute(TOKENS_LIVE_ATTR, '');
  draw();

  const handle: TokensTableHandle = {
    fromUrl(search) {
      state = readTokensUrl(search);
      draw();
    },
  };
  attached.set(box, handle);
  return handle;
}
