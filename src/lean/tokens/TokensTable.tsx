/**
 * The supported-tokens table as the fence draws it (src/browser/components/state/TokensTable.tsx in its place: the
 * tokens part, src/lean/plugin.ts): every token, with its filter, "Configured only" box and sort headers. React
 * draws the table once, from the page's data, in its first order; the filter and the sorts then act on the drawn
 * rows in place (tokensInPlace.ts), whether the rows are the server's HTML (a page loaded from the server; with the
 * data islands the browser's data holds no row) or React's (after a client-side navigation).
 */
import React, { useEffect, type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { BlockContext } from '@site/src/browser/components/state/Section';
import AddressLink from '@site/src/browser/components/AddressLink';
import { Badge } from '@site/src/browser/components/AddressTable';
import type { TokenRow } from '@site/src/pageData/state/tokens';
import WideTable, { headerCells } from '@site/src/browser/components/state/WideTable';
import { DEFAULT_STATE, EARLY_SORT_SCRIPT, shownLine, headerState, rowKeys, type SortKey } from '@site/src/pageData/state/tokensTable';
import styles from '@site/src/browser/components/state/tokens.module.css';
import { FeedCell, Places } from '@site/src/browser/components/state/TokenCells';
import { EMPTY_MARK, ROW_KEYS, TABLE_MARK, attachTokensTable, rowDataAttributes } from './tokensInPlace';

function Row({ r, explorer }: { r: TokenRow; explorer: string }): ReactNode {
  useBrokenLinks().collectAnchor(r.id);
  return (
    <tr id={r.id} {...rowDataAttributes(rowKeys(r))}>
      <th scope="row" className={styles.tokenCell}>
        <span className={styles.symbol} {...{ [ROW_KEYS.symbol]: '' }}>
          {r.symbol}
        </span>
        {!r.configured && <Badge>not configured</Badge>}
        {!r.listed && <span className={styles.muted}>not in the SDK token list</span>}
        <span className="search-ignore">
          <AddressLink address={r.address} explorer={explorer} label={r.symbol} />
        </span>
      </th>
      <td {...{ [ROW_KEYS.managers]: '' }}>
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

function SortHeader({ sortKey, label, hint }: { sortKey: SortKey; label: string; hint?: string }): ReactNode {
  const { ariaSort, arrow } = headerState(DEFAULT_STATE.sort, sortKey);
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className={styles.sort} title={hint} data-sort-key={sortKey}>
        {label}
        <span aria-hidden="true">{arrow}</span>
      </button>
    </th>
  );
}

/** Every token, filterable by symbol, address or credit manager, sortable by symbol, highest liquidation threshold and pool quotas. */
export default function TokensTable({ rows, context: { explorer, sectionId } }: { rows: readonly TokenRow[]; context: BlockContext }): ReactNode {
  // Drawn by React (a client-side navigation): the table acts once it is in the document. Loaded from the server with
  // the data islands, the sections stay the server's HTML and this never runs: attachOnRoute.ts attaches it.
  useEffect(() => {
    attachTokensTable(document);
  }, []);
  return (
    <div {...{ [TABLE_MARK]: '' }}>
      <div className={styles.controls}>
        <label>
          Filter{' '}
          {/* Uncontrolled: what is typed before the scripts run stays, and tokensInPlace.ts reads it when it attaches. */}
          <input type="search" defaultValue="" placeholder="Symbol, address or credit manager" className={`text-input ${styles.input}`} />
        </label>
        <label>
          <input type="checkbox" defaultChecked={false} /> Configured only
        </label>
        <span role="status" aria-live="polite">
          {shownLine(rows.length, rows.length)}
        </span>
      </div>
      <script dangerouslySetInnerHTML={{ __html: EARLY_SORT_SCRIPT }} />
      <WideTable
        labelledBy={sectionId}
        head={
          <>
            <SortHeader sortKey="symbol" label="Token" />
            <SortHeader sortKey="lt" label="Credit managers (liquidation threshold)" hint="Sort by the highest liquidation threshold" />
            <SortHeader sortKey="pools" label="Pool quotas (rate)" />
            {headerCells(['Main feed', 'Reserve feed'])}
          </>
        }>
        {rows.map((r) => (
          <Row key={r.id} r={r} explorer={explorer} />
        ))}
      </WideTable>
      <p hidden {...{ [EMPTY_MARK]: '' }}>
        No token matches the filter.
      </p>
    </div>
  );
}
