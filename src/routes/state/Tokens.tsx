import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StatePage from '@site/src/components/state/StatePage';
import { Sections } from '@site/src/components/state/Sections';
import CellView from '@site/src/components/state/Cell';
import type { BlockContext } from '@site/src/components/state/Section';
import AddressLink from '@site/src/components/AddressLink';
import { Badge } from '@site/src/components/AddressTable';
import type { TokenFeedLink, TokenRow, TokensPageData } from '@site/src/views/state/tokens';
import WideTable, { headerCells } from '@site/src/components/state/WideTable';
import styles from '@site/src/components/state/tokens.module.css';
import { DEFAULT_STATE, EARLY_SORT_SCRIPT, TOKENS_LIVE_ATTR, nextSort, readTokensUrl, shownRows, tokensSearch, type SortKey, type TokensState } from './tokensTable';

function FeedCell({ feed, explorer }: { feed: TokenFeedLink | undefined; explorer: string }): ReactNode {
  if (!feed) return <span className={styles.muted}>none</span>;
  return (
    <>
      <CellView cell={feed.feed} explorer={explorer} />{' '}
      <Link to={feed.href} className={styles.kindLink}>
        {feed.kind}
      </Link>
    </>
  );
}

/** A list of links with a fact each ("Trade USDC Tier 1: LT 90%"), or "none". */
function Places({ items }: { items: { name: string; href: string; fact: string }[] }): ReactNode {
  if (items.length === 0) return <span className={styles.muted}>none</span>;
  return (
    <ul className={styles.list}>
      {items.map((m) => (
        <li key={m.name}>
          <Link to={m.href}>{m.name}</Link>: {m.fact}
        </li>
      ))}
    </ul>
  );
}

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
function TokensTable({ rows: all, context: { explorer, sectionId } }: { rows: TokenRow[]; context: BlockContext }): ReactNode {
  const [state, setState] = useState<TokensState>(DEFAULT_STATE);
  const { query, configured, sort } = state;
  const queryRef = useRef<HTMLInputElement>(null);
  const configuredRef = useRef<HTMLInputElement>(null);
  const rows = useMemo(() => shownRows(all, state), [all, state]);
  const location = useLocation();
  const synced = useRef(false);

  // The URL holds the state, and the controls what was typed or ticked before the scripts ran: both apply at hydration.
  useEffect(() => {
    document.documentElement.setAttribute(TOKENS_LIVE_ATTR, '');
    // window.location, not the router's: a sort clicked before hydration was recorded there (EARLY_SORT_SCRIPT).
    const url = readTokensUrl(synced.current ? location.search : window.location.search);
    const first = !synced.current;
    synced.current = true;
    const box = queryRef.current;
    const tick = configuredRef.current;
    setState(first && box && tick ? { ...url, query: box.value || url.query, configured: tick.checked || url.configured } : url);
  }, [location.search]);

  useEffect(() => {
    if (!synced.current) return;
    const search = tokensSearch(window.location.search, state);
    if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
  }, [state]);

  const header = (key: SortKey, label: string, hint?: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className={styles.sort} title={hint} data-sort-key={key} onClick={() => setState((s) => ({ ...s, sort: nextSort(s.sort, key) }))}>
          {label}
          <span aria-hidden="true">{active ? (sort.dir === 1 ? ' ▲' : ' ▼') : ' ↕'}</span>
        </button>
      </th>
    );
  };
  return (
    <>
      <div className={styles.controls}>
        <label>
          Filter{' '}
          <input
            ref={queryRef}
            type="search"
            value={query}
            onChange={(e) => setState((s) => ({ ...s, query: e.target.value }))}
            placeholder="Symbol, address or credit manager"
            className={clsx('text-input', styles.input)}
          />
        </label>
        <label>
          <input ref={configuredRef} type="checkbox" checked={configured} onChange={(e) => setState((s) => ({ ...s, configured: e.target.checked }))} /> Configured only
        </label>
        <span role="status" aria-live="polite">
          {rows.length} of {all.length} shown
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
      {rows.length === 0 && <p>No token matches the filter.</p>}
    </>
  );
}

export default function TokensRoute({ data }: { data: TokensPageData }): ReactNode {
  return <StatePage page={data} blocks={{ tokens: (b, context) => <TokensTable rows={b.rows} context={context} /> }} sections={Sections} />;
}
