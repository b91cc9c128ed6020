/**
 * Links inside an island (a docs page's text, a state page's sections, the tables of `/`) are the server's HTML, not
 * React's `Link`s: without this, following one would load the whole page again. The hook gives an island's links
 * what `Link` gives: a link to a route of the site navigates in the browser, and hovering or touching it loads the
 * route's code first. Links elsewhere (another origin, a file such as `.csv` or `.md`, a new tab, a modified click)
 * are left to the browser. useKeptServerHtml, below, is the one place that decides when an island keeps the
 * server's HTML (DocItem/Content, ServerHtmlUntilActive).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
    // A route group's route (`/v3.1/*`: src/lean/routeGroups/) stands for pages, never for a file under its prefix.
    if (r.path.endsWith('/*') && /\.[a-z0-9]+$/i.test(pathname)) return false;
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

/**
 * An element that keeps the server's HTML while the page loaded from the server hydrates (`keep`), and is drawn by
 * React otherwise: on the server, after a client-side navigation, or when React drew the page afresh instead of
 * hydrating it (the kept element is then empty). `hasServerHtml` says whether this page's HTML holds the element.
 * While kept, its links navigate in the browser. Render `<div ref={ref} dangerouslySetInnerHTML={{ __html: '' }}
 * suppressHydrationWarning />` (with the server's attributes) while `keep`.
 */
export function useKeptServerHtml(hasServerHtml: () => boolean = () => true): { keep: boolean; ref: RefObject<HTMLDivElement | null> } {
  const isBrowser = useIsBrowser();
  // useIsBrowser is false in the browser only while the page hydrates; after that, an element the check finds may be
  // the previous page's, mid-navigation.
  const [keep, setKeep] = useState(() => typeof document !== 'undefined' && !isBrowser && hasServerHtml());
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep]);
  useIslandLinks(ref, keep);
  return { keep, ref };
}
