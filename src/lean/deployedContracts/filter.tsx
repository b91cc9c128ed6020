/**
 * The filter on `/` as the fence draws it (src/browser/routes/DeployedContracts/filter.tsx in its place: the filter
 * part, src/lean/plugin.ts): a keystroke within a frame (issue 18). The tables are rendered once and the filter's
 * result is drawn in place (filterResultInPlace.ts); the box is the browser's own, its events handled by our listeners alone
 * (filterBoxEvents.ts), and the result drawn at the pace of the keys (keystrokePace.ts). What it found is said by
 * the page's own results.tsx.
 */
import React, { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { legacyParts } from '@site/src/pageData/legacyTableParts';
import NetworkTabs from '@site/src/browser/components/NetworkTabs';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { matcherFor, usePageState, usePageStore } from '@site/src/browser/routes/DeployedContracts/pageStateContext';
import { elsewhere, pageRows, scopeOf, type PageRows } from '@site/src/pageData/deployedContracts/visibility';
import { TABS_ID } from '@site/src/browser/routes/DeployedContracts/urlState';
import { FilterField, FilterOptions } from '@site/src/browser/routes/DeployedContracts/filterOptions';
import { NothingMatches } from '@site/src/browser/routes/DeployedContracts/results';
import { loadedData } from '../islands/dataIsland';
import { inPlaceDrawer, partHeadings } from './filterResultInPlace';
import { LegacyPanel, NetworkPanel } from './panels';
import { filterPace } from './keystrokePace';
import { ownEvents } from './filterBoxEvents';
import { shownTexts } from './shownTexts';

/**
 * The filter's model of the page's rows. With the data islands, `data` is the page's light data (no rows:
 * src/lean/islands/islandRows.ts): loaded from the server, the filter reads the rows' texts from the tables' HTML;
 * drawn in the browser, the full data is loaded and the texts are made from its rows. (A table of the full data
 * never asks `shownTexts`.)
 */
export function usePageRows(data: DeployedContractsPageData): PageRows {
  return useMemo(() => pageRows(loadedData(data) ?? data, shownTexts), [data]);
}

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
 * rendering, and its events reach no listener but ours (filterBoxEvents.ts). The browser shows the character, and the
 * filter reads the box when keystrokePace.ts says: in a task after the frame that painted it, or, while keys come faster than
 * results are drawn, once they pause. The box sits in a contained block of its own (styles.module.css, .filterBox,
 * inside the flex item .filterField), so the browser lays out and repaints it alone. What the box matches is a line
 * of text under it (its description), not a placeholder: Chromium restyles and lays out an input's placeholder on
 * every change of its value, a style recalculation and a larger layout on each keystroke; and a hint that stays on
 * screen while typing is one a person can still read.
 */
export function FilterBox(): ReactNode {
  const store = usePageStore();
  const query = usePageState('query');
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
  // The box's events are handled here alone, not by React's listeners (filterBoxEvents.ts); the latest closures are used.
  const handlers = useRef({ input: typed, escape: clear });
  handlers.current = { input: typed, escape: clear };
  useEffect(() => {
    if (!box.current) return;
    return ownEvents(box.current, { input: () => handlers.current.input(), escape: () => handlers.current.escape() });
  }, []);
  return (
    <>
      <FilterField box={box} input={{ defaultValue: query }} />
      <FilterOptions onClear={clear} clearDisabled={empty} />
    </>
  );
}

/** The tabs and their tables: rendered once; the filter's result is drawn in place (filterResultInPlace.ts). */
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
