import React, { useEffect, useState, type ReactNode } from 'react';

/**
 * Server-rendered content that needs no React until something changes it
 * (the address tables of the Deployed Contracts page: plain links, and copy
 * buttons handled by one delegated listener) keeps its server HTML as inert
 * markup while the page hydrates, which keeps start-up work small. When it is
 * first activated (a filter is typed), the markup is replaced by live React
 * content.
 *
 * The server always renders the children, so the HTML is complete for search
 * indexing and readers without JavaScript. On client-side navigation there is
 * no server HTML to keep, and the children render at once.
 */
export default function ServerHtmlUntilActive({ id, active, children }: { id: string; active: boolean; children: ReactNode }): ReactNode {
  const [live, setLive] = useState(() => active || typeof document === 'undefined' || !document.getElementById(id));
  useEffect(() => {
    if (active) setLive(true);
  }, [active]);
  if (live) {
    return (
      <div key="live" id={id}>
        {children}
      </div>
    );
  }
  // Same element as the server's; React leaves its existing children alone when hydrating it.
  return <div key="static" id={id} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
