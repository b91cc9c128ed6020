import React, { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import type { Matcher } from '@site/src/pageData/filter';
import { ALL_ID, FILTER_ID, URL_STATE_ATTR, URL_STATE_STYLE, URL_STATE_WAIT } from './urlState';
import { hashTarget } from '@site/src/domain/data/urlText';
import { createPageStore, matcherFor, urlState, urlTabs, type PageState, type PageStore, type PageTabSpec } from './store';

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

/** How long the state waits for typing to pause before the URL follows it. */
const URL_PAUSE_MS = 300;

/** State kept in the URL: ?network=…&q=…&all=1 */
function readUrl(tabs: readonly PageTabSpec[], search: string, hash: string): Omit<PageState, 'arrived'> {
  const { selected, query, all } = urlState(urlTabs(tabs), search, hash);
  return { selected, query, all };
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
  const [store] = useState(() => createPageStore(tabs, { selected: fallback, query: '', all: false }));
  const location = useLocation();
  const arrived = useRef(false);

  // The state follows the router's location: on arrival, and on every navigation to this page after (the navbar's
  // link to "/" clears the filter). The page's own changes are written with replaceState, which the router does not see.
  useEffect(() => {
    const url = readUrl(tabs, location.search, location.hash);
    // On arrival with server HTML, what the controls hold wins: the URL's state put there before the first paint
    // (URL_STATE_SCRIPT), and whatever was typed or ticked before the scripts ran.
    const box = document.getElementById(FILTER_ID) as HTMLInputElement | null;
    const toggle = document.getElementById(ALL_ID) as HTMLInputElement | null;
    const first = !arrived.current;
    arrived.current = true;
    store.set({
      ...(first && document.documentElement.hasAttribute(URL_STATE_ATTR) && box && toggle ? { ...url, query: box.value, all: toggle.checked } : url),
      arrived: true,
    });
    // The URL's state now lives in the tabs' own attributes and the drawn tables: the before-paint styles go.
    document.documentElement.removeAttribute(URL_STATE_ATTR);
    document.getElementById(URL_STATE_STYLE)?.remove();
    document.getElementById(URL_STATE_WAIT)?.remove();
    // A new search or path sets the state; a new hash alone (an anchor of this page followed) keeps it, as it always did.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, tabs, fallback, location.search, location.pathname]);

  useEffect(() => {
    // The URL follows the state once typing pauses (and before the page is left), so no keystroke's frame waits
    // for history.replaceState (a few milliseconds each) and fast typing stays under the browser's rate limit.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      writeUrl(store.get(), fallback);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(write, URL_PAUSE_MS);
    };
    const flush = () => {
      if (timer !== undefined) write();
    };
    const unsubscribe = store.subscribe(schedule);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    // Text typed before hydration is state the URL does not hold yet.
    schedule();
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
      // Leaving the page: the location is already the next page's, which this state must not touch.
      clearTimeout(timer);
    };
  }, [store, tabs, fallback]);

  // A link to a table (search results, the table of contents) opens the tab that holds it, and scrolls to it: the
  // browser could not while the tab was hidden, and tables not yet drawn only hold an estimated size, so the
  // scroll is repeated, frame by frame, until the tables around the target are drawn at their real size and it stays put.
  useEffect(() => {
    const { hashTab } = urlState(urlTabs(tabs), '', location.hash);
    const hash = hashTarget(location.hash);
    if (!hash) return;
    if (hashTab) store.set({ selected: hashTab });
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
