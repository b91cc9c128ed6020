import React, { useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StatePage from '@site/src/components/state/StatePage';
import CellView from '@site/src/components/state/Cell';
import type { BlockContext } from '@site/src/components/state/Section';
import AddressLink from '@site/src/components/AddressLink';
import { Badge } from '@site/src/components/AddressTable';
import type { TokenFeedLink, TokenRow, TokensPageData } from '@site/src/views/state/tokens';
import WideTable, { headerCells } from '@site/src/components/state/WideTable';
import styles from '@site/src/components/state/tokens.module.css';

type SortKey = 'symbol' | 'managers' | 'pools';
const SORTS: Record<SortKey, (a: TokenRow, b: TokenRow) => number> = {
  symbol: (a, b) => a.symbol.localeCompare(b.symbol, 'en', { sensitivity: 'base' }),
  managers: (a, b) => a.managers.length - b.managers.length,
  pools: (a, b) => a.pools.length - b.pools.length,
};

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

/** Every token, filterable by symbol, address or credit manager, sortable by symbol and by how widely it is used. */
function TokensTable({ rows: all, context: { explorer, sectionId } }: { rows: TokenRow[]; context: BlockContext }): ReactNode {
  const [query, setQuery] = useState('');
  const [onlyConfigured, setOnlyConfigured] = useState(false);
  const [sort, setSort] = useState<{ key: SortKey | null; dir: 1 | -1 }>({ key: null, dir: 1 });
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^0x/, '');
    const filtered = all.filter(
      (r) =>
        (!onlyConfigured || r.configured) &&
        (!q || r.symbol.toLowerCase().includes(q) || r.address.toLowerCase().includes(q) || r.managers.some((m) => m.name.toLowerCase().includes(q))),
    );
    if (!sort.key) return filtered;
    const cmp = SORTS[sort.key];
    return [...filtered].sort((a, b) => sort.dir * cmp(a, b));
  }, [all, query, onlyConfigured, sort]);
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className={styles.sort}
          onClick={() => setSort((s) => ({ key, dir: s.key === key ? (s.dir === 1 ? -1 : 1) : key === 'symbol' ? 1 : -1 }))}>
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
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Symbol, address or credit manager" className={clsx('text-input', styles.input)} />
        </label>
        <label>
          <input type="checkbox" checked={onlyConfigured} onChange={(e) => setOnlyConfigured(e.target.checked)} /> Configured only
        </label>
        <span role="status" aria-live="polite">
          {rows.length} of {all.length} shown
        </span>
      </div>
      <WideTable
        labelledBy={sectionId}
        head={
          <>
            {header('symbol', 'Token')}
            {header('managers', 'Credit managers (liquidation threshold)')}
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
  return <StatePage page={data} blocks={{ tokens: (b, context) => <TokensTable rows={b.rows} context={context} /> }} />;
}
