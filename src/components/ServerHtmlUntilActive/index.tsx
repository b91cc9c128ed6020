import React, { useEffect, useState, type ReactNode } from 'react';

/**
 * Content that is server-rendered but not shown yet (the hidden tabs of the
 * Deployed Contracts page) keeps its server HTML as inert markup until it is
 * first activated: React does not hydrate it, which keeps start-up work to the
 * visible tab. On activation the markup is replaced by live React content.
 *
 * The server always renders the children, so the HTML is complete for search
 * indexing and for readers without JavaScript. On client-side navigation there
 * is no server HTML: inactive content is then simply rendered when activated.
 */
export default function ServerHtmlUntilActive({ active, className, children }: { active: boolean; className?: string; children: ReactNode }): ReactNode {
  const [live, setLive] = useState(active);
  useEffect(() => {
    if (active) setLive(true);
  }, [active]);
  if (typeof window === 'undefined' || live) {
    return (
      <div key="live" className={className}>
        {children}
      </div>
    );
  }
  // Same element as the server's; React leaves the existing children alone when hydrating it.
  return <div key="static" className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
