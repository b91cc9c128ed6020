import React, { useMemo, useRef, type ReactNode } from 'react';
import { PageToc } from '@site/src/components/DataPageLayout';
import NetworkTabs from '@site/src/components/NetworkTabs';
import { markKeystroke, useKeystrokeTiming } from './bench';
import { LegacyPanel, NetworkPanel } from './panels';
import { matcherFor, useMatcher, usePageState, usePageStore } from './state';
import { countLine, scopeOf, tocItems, type PageRows } from './visibility';
import styles from './styles.module.css';

/** The filter box, its clear button and the "All networks" switch. */
export function FilterBox(): ReactNode {
  const store = usePageStore();
  const query = usePageState('query');
  const all = usePageState('all');
  const clear = () => store.set({ query: '' });
  return (
    <>
      <label htmlFor="contract-filter" className={styles.filterLabel}>
        Filter
      </label>
      <input
        id="contract-filter"
        type="search"
        className={`text-input ${styles.filterInput}`}
        value={query}
        placeholder="Name, table or address"
        autoComplete="off"
        spellCheck={false}
        onFocus={store.activateAll}
        onChange={(e) => {
          markKeystroke();
          store.set({ query: e.target.value });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') clear();
        }}
      />
      <button type="button" className="button button--sm button--secondary" onClick={clear} disabled={!query}>
        Clear
      </button>
      <label className={styles.allToggle}>
        <input type="checkbox" checked={all} onChange={(e) => store.set({ all: e.target.checked })} /> All networks
      </label>
    </>
  );
}

/** "12 of 744 rows match (…)" */
export function FilterCount({ rows }: { rows: PageRows }): ReactNode {
  const matcher = useMatcher();
  return (
    <p className={styles.count} role="status" aria-live="polite">
      {countLine(rows.countsOf(matcher), matcher.text, usePageState('selected'), usePageState('all'))}
    </p>
  );
}

/** The table of contents of what is shown. */
export function FilteredToc({ rows, mobile }: { rows: PageRows; mobile: boolean }): ReactNode {
  const matcher = useMatcher();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const counts = rows.countsOf(matcher);
  const items = useMemo(() => tocItems(rows, counts, selected, all, matcher.text !== ''), [rows, counts, all, selected, matcher]);
  // The same entries keep the same array, so the (memoised) TOC skips keystrokes that change no table's presence.
  const previous = useRef(items);
  if (items.length !== previous.current.length || items.some((item, i) => item.id !== previous.current[i]?.id)) previous.current = items;
  return <PageToc items={previous.current} mobile={mobile} />;
}

/** The tabs and their tables. */
export function FilteredTables({ rows }: { rows: PageRows }): ReactNode {
  const store = usePageStore();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const activated = usePageState('activated');
  const query = usePageState('query');
  const matcher = matcherFor(query);
  const filtering = matcher.text !== '';
  const counts = rows.countsOf(matcher);
  const shown = scopeOf(counts, selected, all).reduce((n, s) => n + s.shown, 0);
  useKeystrokeTiming(matcher);

  return (
    <>
      {filtering && shown === 0 && <p>Nothing matches "{query.trim()}". Clear the filter, or search all networks.</p>}
      <NetworkTabs tabs={store.tabs} selected={selected} onSelect={(value) => store.set({ selected: value })} label="Network" showAll={all}>
        {(value) => {
          const net = rows.prepared.find((n) => n.tab === value);
          const active = activated.has(value);
          return net ? (
            <NetworkPanel net={net} active={active} visible={counts.visible} filtering={filtering} />
          ) : (
            <LegacyPanel legacy={rows.legacy} active={active} visible={counts.visible} filtering={filtering} />
          );
        }}
      </NetworkTabs>
    </>
  );
}
