import React, { useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import CellView from '@site/src/components/state/Cell';
import AddressLink from '@site/src/components/AddressLink';
import AnchorHeading from '@site/src/components/AnchorHeading';
import { Badge } from '@site/src/components/AddressTable';
import type { TokenRow, TokensPageData } from '@site/src/views/state/tokens';
import styles from '@site/src/components/state/tokens.module.css';
import wide from '@site/src/components/state/wideTable.module.css';

type SortKey = 'symbol' | 'managers' | 'maxLt' | 'pools';
const SORTS: Record<SortKey, (a: TokenRow, b: TokenRow) => number> = {
  symbol: (a, b) => a.symbol.localeCompare(b.symbol, 'en', { sensitivity: 'base' }),
  managers: (a, b) => a.managers.length - b.managers.length,
  maxLt: (a, b) => Math.max(0, ...a.managers.map((m) => m.bps)) - Math.max(0, ...b.managers.map((m) => m.bps)),
  pools: (a, b) => a.pools.length - b.pools.length,
};

function FeedCell({ feed, explorer }: { feed: TokenRow['mainFeed']; explorer: string }): ReactNode {
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
        {r.managers.length === 0 ? (
          <span className={styles.muted}>none</span>
        ) : (
          <ul className={styles.list}>
            {r.managers.map((m) => (
              <li key={m.name}>
                <Link to={m.href}>{m.name}</Link>: LT {m.lt}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {r.pools.length === 0 ? (
          <span className={styles.muted}>none</span>
        ) : (
          <ul className={styles.list}>
            {r.pools.map((p) => (
              <li key={p.name}>
                <Link to={p.href}>{p.name}</Link>: {p.rate}
              </li>
            ))}
          </ul>
        )}
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

export default function TokensRoute({ data }: { data: TokensPageData }): ReactNode {
  const { meta, counts } = data;
  const [query, setQuery] = useState('');
  const [onlyConfigured, setOnlyConfigured] = useState(false);
  const [sort, setSort] = useState<{ key: SortKey | null; dir: 1 | -1 }>({ key: null, dir: 1 });
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase().replace(/^0x/, '');
    const filtered = data.rows.filter(
      (r) =>
        (!onlyConfigured || r.configured) &&
        (!q || r.symbol.toLowerCase().includes(q) || r.address.toLowerCase().includes(q) || r.managers.some((m) => m.name.toLowerCase().includes(q))),
    );
    if (!sort.key) return filtered;
    const cmp = SORTS[sort.key];
    return [...filtered].sort((a, b) => sort.dir * cmp(a, b));
  }, [data.rows, query, onlyConfigured, sort]);
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
    <StatePage
      meta={meta}
      title={`Supported tokens on ${meta.networkName}`}
      description={`Every token Gearbox V3 knows on ${meta.networkName}: address, credit managers accepting it with liquidation thresholds, pool quotas and price feeds.`}
      trail={[{ label: 'Supported tokens' }]}
      toc={[tocEntry('tokens', 'Tokens')]}>
      <p>
        {counts.total} tokens: every token of the SDK's list for this network plus {counts.unlisted} that the snapshot uses but the list lacks.{' '}
        {counts.configured} are configured: collateral of a credit manager, quoted in a pool, or a pool's underlying. See{' '}
        <Link to="/docs/supported-tokens">how to read this table</Link>.
      </p>
      <AnchorHeading as="h2" id="tokens" title="Tokens" />
      <div className={styles.controls}>
        <label>
          Filter{' '}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Symbol, address or credit manager" className={clsx("text-input", styles.input)} />
        </label>
        <label>
          <input type="checkbox" checked={onlyConfigured} onChange={(e) => setOnlyConfigured(e.target.checked)} /> Configured only
        </label>
        <span role="status" aria-live="polite">
          {rows.length} of {counts.total} shown
        </span>
      </div>
      <div className={wide.scroll} role="region" aria-labelledby="tokens" tabIndex={0}>
        <table className={wide.table} aria-labelledby="tokens">
          <thead>
            <tr>
              {header('symbol', 'Token')}
              {header('managers', 'Credit managers (liquidation threshold)')}
              {header('pools', 'Pool quotas (rate)')}
              <th scope="col">Main feed</th>
              <th scope="col">Reserve feed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <Row key={r.id} r={r} explorer={meta.explorer} />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p>No token matches the filter.</p>}
    </StatePage>
  );
}
