/**
 * A client module of the fence's tokens part: after each route is drawn, a supported-tokens table on the page
 * (tokensInPlace.ts) acts. Loaded from the server with the data islands, the page's sections stay the server's HTML
 * and React never draws the table, so it is attached here, once the page has hydrated; a later move of the router
 * to the same page with another search (back, forward) applies that search's state. The table's code loads only
 * on a page that has the table: every page's main bundle carries this module.
 */
import type { ClientModule } from '@docusaurus/types';
import { TABLE_MARK } from './tableMark';

export function onRouteDidUpdate({ location, previousLocation }: Parameters<NonNullable<ClientModule['onRouteDidUpdate']>>[0]): void {
  if (!document.querySelector(`[${TABLE_MARK}]`)) return;
  const searchOnly = previousLocation !== null && previousLocation.pathname === location.pathname && previousLocation.search !== location.search;
  void import('./tokensInPlace').then(({ attachTokensTable }) => {
    const table = attachTokensTable(document);
    if (table && searchOnly) table.fromUrl(location.search);
  });
}
