import type { TabSpec } from '../../components/NetworkTabs';
import { compileFilter, type Matcher } from '../../../pageData/filter';

/** A tab of the page: its value (the network's tab id, also the id of its heading) and the first word of its tables' anchors. */
export interface PageTabSpec extends TabSpec {
  anchorPrefix: string;
}

/** A tab as the URL rules see it: its value and the first word of its tables' anchors. */
export type UrlTab = readonly [value: string, anchorPrefix: string];
export const urlTabs = (tabs: readonly PageTabSpec[]): UrlTab[] => tabs.map((t) => [t.value, t.anchorPrefix]);

/**
 * The state a URL asks for (`?network=…&q=…&all=1`, or a table's anchor), and the tab holding the hash's anchor.
 * The tab: `?network=`, else the tab of the (decoded) hash's anchor, the first tab when neither names one. The tab
 * of an anchor: the tab whose heading it is, else the one whose tables' anchors start with `{anchorPrefix}-`.
 * Self-contained: the page's before-paint script embeds this function's source (urlState.ts).
 */
export function urlState(tabs: readonly UrlTab[], search: string, hash: string): { selected: string; query: string; all: boolean; hashTab: string | null } {
  var params = new URLSearchParams(search);
  var target = hash.replace(/^#/, '');
  try {
    target = decodeURIComponent(target);
  } catch (e) {
    // A malformed escape is kept as it is (src/domain/data/urlText.ts).
  }
  var hashTab: string | null = null;
  var i;
  for (i = 0; i < tabs.length && hashTab === null; i++) if (target === tabs[i]![0]) hashTab = tabs[i]![0];
  for (i = 0; i < tabs.length && hashTab === null; i++) if (target.indexOf(tabs[i]![1] + '-') === 0) hashTab = tabs[i]![0];
  var requested = params.get('network');
  if (requested === null) requested = hashTab;
  var selected = tabs.length ? tabs[0]![0] : '';
  for (i = 0; i < tabs.length; i++) if (tabs[i]![0] === requested) selected = requested;
  return { selected: selected, query: params.get('q') || '', all: params.get('all') === '1', hashTab: hashTab };
}

/** The tab holding an anchor (an element id): the tab whose heading it is, else the one whose tables' anchors start with it. */
export function tabOfHash(tabs: readonly PageTabSpec[], id: string): string | undefined {
  return urlState(urlTabs(tabs), '', `#${encodeURIComponent(id)}`).hashTab ?? undefined;
}

/**
 * The page's state (active tab, filter text, "all networks") in a small store.
 *
 * A keystroke re-renders exactly the components that read the store: the filter box, the count, the tables and
 * the table of contents. React context would also do, but every change of a context value makes React walk the
 * whole tree under the provider (navbar, sidebar, every table row) looking for readers; a store notifies its
 * subscribers directly. Updates are synchronous, so the tables change in the same frame as the text.
 */
export interface PageState {
  selected: string;
  query: string;
  all: boolean;
  /**
   * Whether the URL's state has been applied (on arrival, by pageStateContext.tsx). Until then the page shows the server's
   * HTML as the before-paint script left it (urlState.ts): the tables are not drawn and the TOC lists every table.
   */
  arrived?: boolean;
}

export interface PageStore {
  get: () => PageState;
  set: (change: Partial<PageState>) => void;
  subscribe: (listener: () => void) => () => void;
  tabs: readonly TabSpec[];
}

export function createPageStore(tabs: readonly TabSpec[], initial: PageState): PageStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: PageStore = {
    get: () => state,
    set: (change) => {
      const next = { ...state, ...change };
      if ((Object.keys(change) as (keyof PageState)[]).every((k) => next[k] === state[k])) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tabs,
  };
  return store;
}

// One matcher per filter text, shared by every reader, so results cached by matcher are shared too.
let lastMatcher: Matcher = compileFilter('');
let lastQuery = '';
export function matcherFor(query: string): Matcher {
  if (query !== lastQuery) {
    lastQuery = query;
    lastMatcher = compileFilter(query);
  }
  return lastMatcher;
}
