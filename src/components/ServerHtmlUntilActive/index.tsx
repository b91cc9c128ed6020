import React, { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useIslandLinks } from '@site/src/client/islandLinks';

/**
 * Server-rendered content that needs no React after it is drawn (the address tables of the Deployed Contracts
 * page: plain links, copy buttons handled by one delegated listener, and a filter that shows and hides rows in
 * place) keeps its server HTML as inert markup while the page hydrates, which keeps start-up work small.
 *
 * The server always renders the children, so the HTML is complete for search indexing and readers without
 * JavaScript. On client-side navigation there is no server HTML to keep, and the children render at once.
 */
export default function ServerHtmlUntilActive({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const isBrowser = useIsBrowser();
  // Static only while the page loaded from the server hydrates (useIsBrowser is false then, and only then, in the
  // browser). After that, an element with this id may still be the previous page's, mid-navigation.
  const [live, setLive] = useState(() => typeof document === 'undefined' || isBrowser || !document.getElementById(id));
  const kept = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // If React had to draw the page afresh instead of hydrating it, there is no server HTML to keep: draw the children.
    if (!live && kept.current && !kept.current.hasChildNodes()) setLive(true);
  }, [live]);
  // Its links navigate in the browser, as the Links React would have drawn (src/client/islandLinks.ts).
  useIslandLinks(kept, !live);
  if (live) {
    return (
      <div key="live" id={id}>
        {children}
      </div>
    );
  }
  // Same element as the server's; React leaves its existing children alone when hydrating it.
  return <div key="static" ref={kept} id={id} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
