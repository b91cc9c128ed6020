/**
 * The route that stands for a group's pages in the browser's main route table (./routeGroups.cjs): its component
 * loads the group's module (the pages' routes, chunk names and loaders) and draws the matching page, or the 404 page.
 * Core preloads a route before drawing it (./preload.ts hands over the path), so by the time this draws, the
 * group's table and the page's chunks are in and the page is drawn in one go, as any other route.
 */
import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, renderRoutes, type RouteConfig } from 'react-router-config';

type Preloadable = { preload?: () => Promise<unknown> };

export default function routeGroup(load: () => Promise<{ default: RouteConfig[] }>): ComponentType & { preload: (pathname?: string) => Promise<unknown> } {
  let routes: RouteConfig[] | undefined;
  let loading: Promise<RouteConfig[]> | undefined;
  const table = (): Promise<RouteConfig[]> => {
    loading ??= load().then(
      (m) => (routes = m.default),
      (error: unknown) => {
        loading = undefined; // a failed load (network) is tried again on the next visit
        throw error;
      },
    );
    return loading;
  };
  function RouteGroup(): ReactNode {
    // Only reached before the table is in if a path was drawn without core's preload: wait for it (Suspense).
    if (!routes) throw table();
    return renderRoutes(routes);
  }
  return Object.assign(RouteGroup, {
    preload: async (pathname?: string): Promise<unknown> => {
      const loaded = await table();
      return pathname === undefined ? undefined : Promise.all(matchRoutes(loaded, pathname).map((m) => (m.route.component as Preloadable | undefined)?.preload?.()));
    },
  });
}
