import React, { Suspense, type ReactNode } from 'react';

/**
 * Children that may wait for an island's code or data (docIsland.tsx, dataIsland.ts): in the browser, under a
 * Suspense boundary that shows nothing meanwhile; on the server, as they are, since its render never waits and its
 * HTML then carries no Suspense markers.
 */
export default function BrowserSuspense({ children }: { children: ReactNode }): ReactNode {
  return typeof document === 'undefined' ? children : <Suspense fallback={null}>{children}</Suspense>;
}
