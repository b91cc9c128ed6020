/**
 * What the site's islands share (docIsland.tsx, dataIsland.ts): a page loaded from the server keeps parts of its
 * HTML as they are while it hydrates, and what draws those parts loads only when the browser has to draw them
 * (after a client-side navigation). registryLoader.cjs calls an island module's `ready()` before the route renders.
 */

/** True once the first page has hydrated (core sets the attribute after the first render). */
export function pageHasHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.getAttribute('data-has-hydrated') === 'true';
}

/** `load` run once, however often it is asked for. */
export function once(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => (loading ??= load());
}

/** An island's `ready()`: loads what draws it if the browser will draw it (any page but the one loaded from the server). */
export const readyWhenDrawn = (load: () => Promise<void>) => (): Promise<void> => (pageHasHydrated() ? load() : Promise.resolve());
