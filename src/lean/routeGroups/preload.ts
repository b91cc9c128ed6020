/**
 * Core's `preload(pathname)` (lib/client/preload.js) in the browser's bundle, for route groups: the same matching,
 * and each matched route's component is handed the path. Core's components ignore it; a group's route
 * (./routeGroup.tsx) needs it to load the page's own chunks, not only the group's table, before the page is drawn
 * (hydration, a client-side navigation).
 */
import routes from '@generated/routes';
import { matchRoutes, type RouteConfig } from 'react-router-config';

type Preloadable = { preload?: (pathname: string) => Promise<unknown> };

export default function preload(pathname: string): Promise<unknown[]> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((p) => matchRoutes(routes as RouteConfig[], p));
  return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.(pathname)));
}
