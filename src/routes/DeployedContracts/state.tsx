import React, { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import type { Matcher } from '@site/src/views/filter';
import { createPageStore, matcherFor, tabOfHash, type PageState, type PageStore, type PageTabSpec } from './store';

export { matcherFor };

// The context holds the store object, which never changes: no re-render and no tree walk comes from it.
const StoreContext = createContext<PageStore | null>(null);

function useStore(): PageStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('the Deployed Contracts state is read outside <DeployedContractsState>');
  return store;
}

/** One field of the page state; the component re-renders when that field changes. */
export function usePageState<K extends keyof PageState>(key: K): PageState[K] {
  const store = useStore();
  const read = () => store.get()[key];
  return useSyncExternalStore(store.subscribe, read, read);
}

export const usePageStore = useStore;

export const useMatcher = (): Matcher => matcherFor(usePageState('query'));

/** State kept in the URL: ?network=…&q=…&all=1 */
function readUrl(tabs: readonly PageTabSpec[], fallback: string): { selected: string; query: string; all: boolean } {
  const params = new URLSearchParams(window.location.search);
  const requested = params.get('network') ?? tabOfHash(tabs, window.location.hash.slice(1));
  return {
    selected: requested && tabs.some((t) => t.value === requested) ? requested : fallback,
    query: params.get('q') ?? '',
    all: params.get('all') === '1',
  };
}

function writeUrl({ selected, query, all }: PageState, fallback: string): void {
  const params = new URLSearchParams(window.location.search);
  const set = (k: string, v: string | null) => (v ? params.set(k, v) : params.delete(k));
  set('network', selected === fallback ? null : selected);
  set('q', query.trim() ? query : null);
  set('all', all ? '1' : null);
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
}

/** Provides the page store; renders its children once (they subscribe to what they show). */
export function DeployedContractsState({ tabs, children }: { tabs: readonly PageTabSpec[]; children: ReactNode }): ReactNode {
  const fallback = tabs[0]?.value ?? '';
  // The server render (and hydration) shows the default tab and no filter; the URL is applied right after.
  const [store] = useState(() => createPageStore(tabs, { selected: fallback, query: '', all: false, activated: new Set() }));
  const location = useLocation();

  useEffect(() => {
    store.set(readUrl(tabs, fallback));
    // The URL follows the state, written after the frame that shows the change, so typing never waits for it.
    let pending: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (pending !== undefined) return;
      pending = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          pending = undefined;
          writeUrl(store.get(), fallback);
        }, 0);
      });
    };
    const unsubscribe = store.subscribe(() => {
      const now = store.get();
      if (now.query !== '' || now.all) store.activateAll();
      schedule();
    });
    if (store.get().query !== '' || store.get().all) store.activateAll();
    return () => {
      unsubscribe();
      if (pending !== undefined) cancelAnimationFrame(pending);
      clearTimeout(timer);
    };
  }, [store, tabs, fallback]);

  // A link to a table (search results, the table of contents) opens the tab that holds it, and scrolls to it: the
  // browser could not while the tab was hidden, and tables not yet drawn only hold an estimated size, so the
  // scroll is repeated, frame by frame, until the tables around the target are drawn at their real size and it stays put.
  useEffect(() => {
    const hash = decodeURIComponent(location.hash.slice(1));
    if (!hash) return;
    const tab = tabOfHash(tabs, hash);
    if (tab) store.set({ selected: tab });
    let frames = 0;
    let steady = 0;
    let last = NaN;
    let frame = requestAnimationFrame(function settle() {
      const target = document.getElementById(hash);
      if (!target) return;
      target.scrollIntoView();
      const top = target.getBoundingClientRect().top;
      steady = top === last ? steady + 1 : 0;
      last = top;
      if (steady < 2 && ++frames < 30) frame = requestAnimationFrame(settle);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.hash, tabs, store]);

  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
