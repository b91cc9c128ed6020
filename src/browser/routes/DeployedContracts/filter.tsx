import React, { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { legacyParts } from '@site/src/pageData/legacyTableParts';
import { inPlaceDrawer, partHeadings } from './inPlace';
import { PageToc } from '@site/src/browser/components/DataPageLayout';
import NetworkTabs from '@site/src/browser/components/NetworkTabs';
import { LegacyPanel, NetworkPanel } from './panels';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { matcherFor, useMatcher, usePageState, usePageStore } from './state';
import { countLine, elsewhere, scopeOf, tocItems, type PageRows } from '../../../pageData/deployedContracts/visibility';
import { ALL_ID, COUNT_ID, FILTER_ID, HINT_ID, TABS_ID } from './urlState';
import { filterPace } from '../../../lean/deployedContracts/keystrokePace';
import { ownEvents } from '../../../lean/deployedContracts/filterBoxEvents';
import styles from './styles.module.css';

/** Runs `fn` in a task of its own after the next frame has been painted; returns a cancel. */
function afterPaint(fn: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    // A message posted from a frame's callback is handled once that frame's style, layout and paint are done.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (!cancelled) fn();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * The filter box, its clear button and the "All networks" switch.
 *
 * A keystroke within a frame (issue 18): the box is the browser's own (uncontrolled), so a keystroke runs none of our
 * rendering, and its events reach no listener but ours (ownEvents.ts). The browser shows the character, and the
 * filter reads the box when pace.ts says: in a task after the frame that painted it, or, while keys come faster than
 * results are drawn, once they pause. The box sits in a contained block of its own (styles.module.css, .filterBox,
 * inside the flex item .filterField), so the browser lays out and repaints it alone. What the box matches is a line
 * of text under it (its description), not a placeholder: Chromium restyles and lays out an input's placeholder on
 * every change of its value, a style recalculation and a larger layout on each keystroke; and a hint that stays on
 * screen while typing is one a person can still read.
 */
export function FilterBox(): ReactNode {
  const store = usePageStore();
  const query = usePageState('query');
  const all = usePageState('all');
  const box = useRef<HTMLInputElement>(null);
  // Only whether the box is empty is React's (the Clear button's state), so a keystroke that keeps it so renders nothing.
  const [empty, setEmpty] = useState(query === '');
  const applied = useRef(query);
  const [pace] = useState(() =>
    filterPace(
      () => {
        const latest = box.current?.value ?? '';
        applied.current = latest;
        store.set({ query: latest });
      },
      { now: () => performance.now(), afterPaint, after: (fn, ms) => clearTimeout.bind(null, setTimeout(fn, ms)) },
    ),
  );
  // The text the box must be given, when the filter changed elsewhere.
  const follow = useRef<string | null>(null);
  if (applied.current !== query) {
    // Changed elsewhere ("Nothing matches", the URL, what was typed before hydration): the box follows.
    applied.current = query;
    follow.current = query;
    pace.cancel();
    if (empty !== (query === '')) setEmpty(query === '');
  }
  useLayoutEffect(() => {
    if (follow.current === null) return;
    if (box.current && box.current.value !== follow.current) box.current.value = follow.current;
    follow.current = null;
  }, [query]);
  useEffect(() => () => pace.cancel(), [pace]);
  const typed = () => {
    const now = (box.current?.value ?? '') === '';
    if (empty !== now) setEmpty(now);
    pace.key();
  };
  // Clear leaves focus in the box, where the next filter is typed.
  const clear = () => {
    pace.cancel();
    if (box.current) box.current.value = '';
    setEmpty(true);
    applied.current = '';
    store.set({ query: '' });
    box.current?.focus();
  };
  // The box's events are handled here alone, not by React's listeners (ownEvents.ts); the latest closures are used.
  const handlers = useRef({ input: typed, escape: clear });
  handlers.current = { input: typed, escape: clear };
  useEffect(() => {
    if (!box.current) return;
    return ownEvents(box.current, { input: () => handlers.current.input(), escape: () => handlers.current.escape() });
  }, []);
  return (
    <>
      <label htmlFor={FILTER_ID} className={styles.filterLabel}>
        Filter
      </label>
      <span className={styles.filterField}>
        <span className={styles.filterBox}>
          <input
            ref={box}
            id={FILTER_ID}
            type="search"
            className={`text-input ${styles.filterInput}`}
            defaultValue={query}
            aria-describedby={HINT_ID}
            autoComplete="off"
            spellCheck={false}
          />
        </span>
      </span>
      <button type="button" className="button button--sm button--secondary" onClick={clear} disabled={empty}>
        Clear
      </button>
      <label className={styles.allToggle}>
        <input id={ALL_ID} type="checkbox" checked={all} onChange={(e) => store.set({ all: e.target.checked })} /> All networks
      </label>
      <p id={HINT_ID} className={styles.hint}>
        Matches any part of a name, badge, table title or address; every word must match.
      </p>
    </>
  );
}

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
function NothingMatches({ query, others, all }: { query: string; others: ReturnType<typeof elsewhere>; all: boolean }): ReactNode {
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

/** The tabs and their tables: rendered once; the filter's result is drawn in place (inPlace.ts). */
export function FilteredTables({ rows, data }: { rows: PageRows; data: DeployedContractsPageData }): ReactNode {
  const store = usePageStore();
  const selected = usePageState('selected');
  const all = usePageState('all');
  const query = usePageState('query');
  const arrived = usePageState('arrived') === true;
  const matcher = matcherFor(query);
  const filtering = matcher.text !== '';
  const counts = rows.countsOf(matcher);
  const shown = scopeOf(counts, selected, all).reduce((n, s) => n + s.shown, 0);
  const [draw] = useState(() => inPlaceDrawer(() => document.getElementById(TABS_ID)));
  const headings = useMemo(() => partHeadings(legacyParts(rows.legacy.sections)), [rows]);
  // Before this commit is painted: the rows and tables change in the same frame as the text and the count.
  // Until the URL's state is applied, the tables stay as the server and the before-paint script left them.
  useLayoutEffect(() => {
    if (arrived) draw(counts.visible, filtering, headings);
  }, [draw, counts, filtering, headings, arrived]);

  return (
    <>
      {filtering && shown === 0 && <NothingMatches query={query.trim()} others={elsewhere(counts, selected, all)} all={all} />}
      <NetworkTabs tabs={store.tabs} selected={selected} onSelect={(value) => store.set({ selected: value })} label="Network" showAll={all} id={TABS_ID}>
        {(value) => (value === rows.legacy.tab ? <LegacyPanel data={data} /> : <NetworkPanel data={data} tab={value} />)}
      </NetworkTabs>
    </>
  );
}
