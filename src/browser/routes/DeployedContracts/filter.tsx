/** The filter on `/`: its box and the tables it filters (results.tsx says what it found). */
import React, { useMemo, useRef, type ReactNode } from 'react';
import NetworkTabs from '@site/src/browser/components/NetworkTabs';
import { LegacyPanel, NetworkPanel } from './panels';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { matcherFor, usePageState, usePageStore } from './pageStateContext';
import { elsewhere, pageRows, scopeOf, type PageRows } from '../../../pageData/deployedContracts/visibility';
import { TABS_ID } from './urlState';
import { NothingMatches } from './results';
import { FilterField, FilterOptions } from './filterOptions';

/** The filter's model of the page's rows (visibility.ts), made once per page. */
export function usePageRows(data: DeployedContractsPageData): PageRows {
  return useMemo(() => pageRows(data), [data]);
}

/**
 * The filter box, its clear button and the "All networks" switch. What the box matches is a line of text under it
 * (its description), which stays on screen while typing, not a placeholder. Escape clears it; so does Clear, which
 * leaves focus in the box, where the next filter is typed.
 */
export function FilterBox(): ReactNode {
  const store = usePageStore();
  const query = usePageState('query');
  const box = useRef<HTMLInputElement>(null);
  const clear = () => {
    store.set({ query: '' });
    box.current?.focus();
  };
  return (
    <>
      <FilterField
        box={box}
        input={{
          value: query,
          onChange: (e) => store.set({ query: e.target.value }),
          onKeyDown: (e) => {
            if (e.key === 'Escape') clear();
          },
        }}
      />
      <FilterOptions onClear={clear} clearDisabled={query === ''} />
    </>
  );
}

/**
 * The tabs and their tables, each row shown or hidden as the filter says (visibility.ts). Rows, tables and panels
 * are memoised: a keystroke re-renders the tables whose rows change, and in them the rows that do.
 */
export function FilteredTables({ rows, data }: { rows: PageRows; data: DeployedContractsPageData }): ReactNode {
  const store = usePageStore();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const query = usePageState('query');
  const matcher = matcherFor(query);
  const filtering = matcher.text !== '';
  const counts = rows.countsOf(matcher);
  const shown = scopeOf(counts, selected, all).reduce((n, s) => n + s.shown, 0);
  return (
    <>
      {filtering && shown === 0 && <NothingMatches query={query.trim()} others={elsewhere(counts, selected, all)} all={all} />}
      <NetworkTabs tabs={store.tabs} selected={selected} onSelect={(value) => store.set({ selected: value })} label="Network" showAll={all} id={TABS_ID}>
        {(value) =>
          value === rows.legacy.tab ? (
            <LegacyPanel data={data} visible={counts.visible} filtering={filtering} />
          ) : (
            <NetworkPanel data={data} tab={value} visible={counts.visible} filtering={filtering} />
          )
        }
      </NetworkTabs>
    </>
  );
}
