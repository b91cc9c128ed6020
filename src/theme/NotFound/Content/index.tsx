import React, { lazy, Suspense, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { INTRO_DOC } from '@site/src/domain/data/paths';

// The docs sidebar and its layout load with the page not found only. The docs plugin's root component imports this
// one (for a /docs/ path with no page): a static import would put the sidebar in every docs page's scripts.
// The server renders it in full; while hydrating, React keeps that HTML until the chunk is in.
const WithDocsSidebar = lazy(() => import('@site/src/browser/components/DataPageLayout').then((m) => ({ default: m.WithDocsSidebar })));

function Message(): ReactNode {
  return (
    <div className="markdown">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved when the documentation was reorganised.</p>
      <ul>
        <li>
          <Link to="/">Deployed contracts</Link>: every V3 address per network.
        </li>
        <li>
          <Link to={INTRO_DOC}>Introduction</Link>: where everything on this site lives.
        </li>
        <li>Or use the search box at the top of the page.</li>
      </ul>
    </div>
  );
}

/** 404 content inside the docs layout (whose own `main` holds it): the sidebar stays, and the way back is one click away. */
export default function NotFoundContent(): ReactNode {
  return (
    // Reached by a link inside the site, the message shows at once, in a main of its own, and the sidebar follows.
    <Suspense
      fallback={
        <main className="container margin-vert--xl">
          <Message />
        </main>
      }>
      <WithDocsSidebar>
        <Message />
      </WithDocsSidebar>
    </Suspense>
  );
}
