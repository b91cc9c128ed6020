import type { TabSpec } from '../../components/NetworkTabs';
import { compileFilter, type Matcher } from '../../views/filter';

/** A tab of the page: its value (the network's tab id, also the id of its heading) and the first word of its tables' anchors. */
export interface PageTabSpec extends TabSpec {
  anchorPrefix: string;
}

/** The tab holding an anchor: the tab whose heading it is, else the one whose tables' anchors start with it (`{anchorPrefix}-…`). */
export function tabOfHash(tabs: readonly PageTabSpec[], hash: string): string | undefined {
  return (tabs.find((t) => hash === t.value) ?? tabs.find((t) => hash.startsWith(`${t.anchorPrefix}-`)))?.value;
}

/** The tab a URL asks for: `?network=`, else the tab of the (decoded) hash's anchor; the first tab when neither names one. */
export function urlTab(tabs: readonly PageTabSpec[], network: string | null, hash: string): string {
  const requested = network ?? tabOfHash(tabs, hash);
  return requested && tabs.some((t) => t.value === requested) ? requested : (tabs[0]?.value ?? '');
}

/**
 * The page's state (active tab, filter text, "all networks") in a small store.
 *
 * A keystroke re-renders exactly the components that read the store: the filter box, the count, the tables'
 * wrapper (which draws the result in place, inPlace.ts) and the table of contents. React context would also do, but every change of a context value makes React walk the
 * whole tree under the provider (navbar, sidebar, every table row) looking for readers; a store notifies its
 * subscribers directly. Updates are synchronous, so the tables change in the same frame as the text.
 */
export interface PageState {
  selected: string;
  query: string;
  all: boolean;
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
