/**
 * A block only the supported-tokens page has (drawn by Sections.tsx, like the other pages' blocks): every token,
 * with its filter, "Configured only" box and sort headers. The state (src/pageData/state/tokensTable.ts) lives in
 * the URL (`?q=…&configured=1&sort=lt-desc`); what was typed, ticked or clicked before the scripts ran applies when
 * the table hydrates.
 */
import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { BlockContext } from './Section';
import { FeedCell, Places } from './TokenCells';
import AddressLink from '@site/src/browser/components/AddressLink';
import { Badge } from '@site/src/browser/components/AddressTable';
import type { TokenRow } from '@site/src/pageData/state/tokens';
import WideTable, { headerCells } from './WideTable';
import {
  DEFAULT_STATE,
  EARLY_SORT_SCRIPT,
  headerState,
  nextSort,
  readTokensUrl,
  shownLine,
  shownRows,
  tokensSearch,
  TOKENS_LIVE_ATTR,
  type SortKey,
  type TokensState,
} from '@site/src/pageData/state/tokensTable';
import styles from './tokens.module.css';

function Row({ r, explorer }: { r: TokenRow; explorer: string }): ReactNode {
  useBrokenLinks().collectAnchor(r.id);
  return (
    <tr id={r.id}>
      <th scope="row" className={styles.tokenCell}>
        <span className={styles.symbol}>{r.symbol}</span>
        {!r.configured && <Badge>not configured</Badge>}
        {!r.listed && <span className={styles.muted}>not in the SDK token list</span>}
        <span className="search-ignore">
          <AddressLink address={r.address} explorer={explorer} label={r.symbol} />
        </span>
      </th>
      <td>
        <Places items={r.managers.map((m) => ({ name: m.name, href: m.href, fact: `LT ${m.lt}` }))} />
      </td>
      <td>
        <Places items={r.pools.map((p) => ({ name: p.name, href: p.href, fact: p.rate }))} />
      </td>
      <td>
        <FeedCell feed={r.mainFeed} explorer={explorer} />
      </td>
      <td>
        <FeedCell feed={r.reserveFeed} explorer={explorer} />
      </td>
    </tr>
  );
}

/** Every token, filterable by symbol, address or credit manager, sortable by symbol, highest liquidation threshold and pool quotas. */
export default function TokensTable({ rows: all, context: { explorer, sectionId } }: { rows: readonly TokenRow[]; context: BlockContext }): ReactNode {
  const [state, setState] = useState<TokensState>(DEFAULT_STATE);
  const rows = useMemo(() => shownRows(all, state), [all, state]);
  const queryBox = useRef<HTMLInputElement>(null);
  const configuredBox = useRef<HTMLInputElement>(null);
  const { search } = useLocation();
  const synced = useRef(false);

  // The URL holds the state, and the controls what was typed or ticked before the scripts ran: both apply at
  // hydration; later moves of the router to this page (back, forward) apply their URL's.
  useEffect(() => {
    document.documentElement.setAttribute(TOKENS_LIVE_ATTR, '');
    // window.location, not the router's, at first: a sort clicked before hydration was recorded there (EARLY_SORT_SCRIPT).
    const first = !synced.current;
    synced.current = true;
    const url = readTokensUrl(first ? window.location.search : search);
    const box = queryBox.current;
    const tick = configuredBox.current;
    setState(first && box && tick ? { ...url, query: box.value || url.query, configured: tick.checked || url.configured } : url);
  }, [search]);

  useEffect(() => {
    if (!synced.current) return;
    const next = tokensSearch(window.location.search, state);
    if (next !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${next}${window.location.hash}`);
  }, [state]);

  const header = (key: SortKey, label: string, hint?: string) => {
    const { ariaSort, arrow } = headerState(state.sort, key);
    return (
      <th scope="col" aria-sort={ariaSort}>
        <button type="button" className={styles.sort} title={hint} data-sort-key={key} onClick={() => setState((s) => ({ ...s, sort: nextSort(s.sort, key) }))}>
          {label}
          <span aria-hidden="true">{arrow}</span>
        </button>
      </th>
    );
  };
  return (
    <div>
      <div className={styles.controls}>
        <label>
          Filter{' '}
          <input
            ref={queryBox}
            type="search"
            value={state.query}
            onChange={(e) => setState((s) => ({ ...s, query: e.target.value }))}
            placeholder="Symbol, address or credit manager"
            className={`text-input ${styles.input}`}
          />
        </label>
        <label>
          <input ref={configuredBox} type="checkbox" checked={state.configured} onChange={(e) => setState((s) => ({ ...s, configured: e.target.checked }))} /> Configured only
        </label>
        <span role="status" aria-live="polite">
          {shownLine(rows.length, all.length)}
        </span>
      </div>
      <script dangerouslySetInnerHTML={{ __html: EARLY_SORT_SCRIPT }} />
      <WideTable
        labelledBy={sectionId}
        head={
          <>
            {header('symbol', 'Token')}
            {header('lt', 'Credit managers (liquidation threshold)', 'Sort by the highest liquidation threshold')}
            {header('pools', 'Pool quotas (rate)')}
            {headerCells(['Main feed', 'Reserve feed'])}
          </>
        }>
        {rows.map((r) => (
          <Row key={r.id} r={r} explorer={explorer} />
        ))}
      </WideTable>
      <p hidden={rows.length > 0}>No token matches the filter.</p>
    </div>
  );
}
