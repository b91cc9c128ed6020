import React, { type ReactNode } from 'react';
import BrowserSuspense from './browserSuspense';
import { useKeptServerHtml } from './islandLinks';

/**
 * The browser's copy of a page's part (src/browser/components/PagePart; the data islands). Server-rendered content
 * that needs no React after it is drawn (the address tables of the Deployed Contracts page: plain links, copy
 * buttons handled by one delegated listener, and a filter that shows and hides rows in place; a state page's
 * sections) keeps its server HTML as inert markup while the page hydrates, which keeps start-up work small.
 *
 * The server always renders the children, so the HTML is complete for search indexing and readers without
 * JavaScript. On client-side navigation there is no server HTML to keep, and the children render at once; in the
 * browser they render under a Suspense boundary, for children that wait for an island's full data
 * (dataIsland.ts). The server renders them without one, so its HTML has no Suspense markers.
 */
export default function ServerHtmlUntilActive({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const { keep, ref } = useKeptServerHtml(() => document.getElementById(id) !== null);
  if (!keep) {
    return (
      <div key="live" id={id}>
        <BrowserSuspense>{children}</BrowserSuspense>
      </div>
    );
  }
  // Same element as the server's; React leaves its existing children alone when hydrating it.
  return <div key="static" ref={ref} id={id} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
