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

/**
 * The page's state (active tab, filter text, "all networks", which tabs are live) in a small store.
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
  /** Tabs whose tables are live React content; until then they stay inert server HTML. */
  activated: ReadonlySet<string>;
}

export interface PageStore {
  get: () => PageState;
  set: (change: Partial<PageState>) => void;
  subscribe: (listener: () => void) => () => void;
  tabs: readonly TabSpec[];
  /** Makes every tab's tables live (on focus of the filter box, or when a filter or "all networks" needs them). */
  activateAll: () => void;
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
    activateAll: () => {
      if (tabs.every((t) => state.activated.has(t.value))) return;
      store.set({ activated: new Set(tabs.map((t) => t.value)) });
    },
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
