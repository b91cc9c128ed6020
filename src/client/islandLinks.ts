/**
 * Links inside an island (a docs page's text, a state page's sections, the tables of `/`) are the server's HTML, not
 * React's `Link`s: without this, following one would load the whole page again. The hook gives an island's links
 * what `Link` gives: a link to a route of the site navigates in the browser, and hovering or touching it loads the
 * route's code first. Links elsewhere (another origin, a file such as `.csv` or `.md`, a new tab, a modified click)
 * are left to the browser.
 */
import { useEffect, type RefObject } from 'react';
import { matchPath, useHistory } from '@docusaurus/router';
import routes from '@generated/routes';

interface RouteLike {
  path?: string;
  exact?: boolean;
  strict?: boolean;
  routes?: readonly RouteLike[];
}

/** True when `pathname` is one of the site's routes (not the catch-all "page not found"). */
export function isSiteRoute(pathname: string, list: readonly RouteLike[] = routes as readonly RouteLike[]): boolean {
  return list.some((r) => {
    if (!r.path || r.path === '*') return false;
    if (!matchPath(pathname, { path: r.path, exact: r.exact, strict: r.strict })) return false;
    return r.exact || !r.routes?.length || isSiteRoute(pathname, r.routes);
  });
}

/** The site route a click or hover on `target` inside `island` leads to, if the browser should not handle it itself. */
export function routeOfLink(target: EventTarget | null, island: HTMLElement, here: Location = window.location): string | undefined {
  const a = target instanceof Element ? target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement) || !island.contains(a)) return undefined;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return undefined;
  const url = new URL(a.href, here.href);
  if (url.origin !== here.origin) return undefined;
  // A link within the page: the browser scrolls to it.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return undefined;
  return isSiteRoute(url.pathname) ? url.pathname + url.search + url.hash : undefined;
}

/** Client-side navigation for the links of the island `ref`, while `active` (while it holds the server's HTML). */
export function useIslandLinks(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const history = useHistory();
  useEffect(() => {
    const island = ref.current;
    if (!active || !island) return undefined;
    const click = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const to = routeOfLink(e.target, island);
      if (!to) return;
      e.preventDefault();
      history.push(to);
    };
    const intent = (e: Event) => {
      const to = routeOfLink(e.target, island);
      if (to) window.docusaurus.preload(new URL(to, window.location.href).pathname);
    };
    island.addEventListener('click', click);
    island.addEventListener('mouseover', intent, { passive: true });
    island.addEventListener('touchstart', intent, { passive: true });
    return () => {
      island.removeEventListener('click', click);
      island.removeEventListener('mouseover', intent);
      island.removeEventListener('touchstart', intent);
    };
  }, [ref, active, history]);
}
