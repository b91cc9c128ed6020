/** What the filter on `/` found: the count line, the contents of what is shown, and "Nothing matches". */
import React, { useMemo, useRef, type ReactNode } from 'react';
import { PageToc } from '@site/src/browser/components/DataPageLayout';
import { useMatcher, usePageState, usePageStore } from './pageStateContext';
import { countLine, tocItems, type elsewhere, type PageRows } from '../../../pageData/deployedContracts/visibility';
import { COUNT_ID, FILTER_ID } from './urlState';
import styles from './styles.module.css';

/** "12 of 744 rows match (…)" */
export function FilterCount({ rows }: { rows: PageRows }): ReactNode {
  const matcher = useMatcher();
  return (
    // Before hydration the before-paint script may have written the URL's count here (urlState.ts): React keeps it,
    // and writes its own once the URL's state is applied (the same text).
    <p id={COUNT_ID} className={styles.count} role="status" aria-live="polite" suppressHydrationWarning>
      {countLine(rows.countsOf(matcher), matcher.text, usePageState('selected'), usePageState('all'))}
    </p>
  );
}

/** The table of contents of what is shown. */
export function FilteredToc({ rows, mobile }: { rows: PageRows; mobile: boolean }): ReactNode {
  const matcher = useMatcher();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const arrived = usePageState('arrived') === true;
  const counts = rows.countsOf(matcher);
  // Until the URL's state is applied, every table is listed (as the server renders it): the before-paint script
  // hides the entries the URL leaves out with a style (urlState.ts), and without JavaScript every table is shown.
  const items = useMemo(
    () => tocItems(rows, counts, selected, all || !arrived, arrived && matcher.text !== ''),
    [rows, counts, all, selected, matcher, arrived],
  );
  // The same entries keep the same array, so the (memoised) TOC skips keystrokes that change no table's presence.
  const previous = useRef(items);
  if (items.length !== previous.current.length || items.some((item, i) => item.id !== previous.current[i]?.id)) previous.current = items;
  return <PageToc items={previous.current} mobile={mobile} />;
}

/** What to do when the filter leaves nothing here: the networks where it matches, and controls to go there or to clear it. */
export function NothingMatches({ query, others, all }: { query: string; others: ReturnType<typeof elsewhere>; all: boolean }): ReactNode {
  const store = usePageStore();
  const clear = () => {
    store.set({ query: '' });
    document.getElementById(FILTER_ID)?.focus();
  };
  return (
    <div className={styles.nothing} data-nothing-matches="">
      <p>
        Nothing matches “<span dir="auto">{query}</span>”{all ? ' on any network' : ' here'}.
        {others.length > 0 && <> It matches on {others.map((o) => `${o.name} (${o.shown} row${o.shown === 1 ? '' : 's'})`).join(', ')}.</>}
      </p>
      <p className={styles.nothingActions}>
        {others.length > 0 && (
          <button type="button" className="button button--sm button--primary" onClick={() => store.set({ all: true })}>
            Show all networks
          </button>
        )}
        <button type="button" className="button button--sm button--secondary" onClick={clear}>
          Clear the filter
        </button>
      </p>
    </div>
  );
}
