import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { WithDocsSidebar } from '@site/src/components/DataPageLayout';

/** 404 content inside the docs layout (whose own `main` holds it): the sidebar stays, and the way back is one click away. */
export default function NotFoundContent(): ReactNode {
  return (
    <WithDocsSidebar>
      <div className="markdown">
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved when the documentation was reorganised.</p>
        <ul>
          <li>
            <Link to="/">Deployed contracts</Link>: every V3 address per network.
          </li>
          <li>
            <Link to="/docs/intro">Introduction</Link>: where everything on this site lives.
          </li>
          <li>Or use the search box at the top of the page.</li>
        </ul>
      </div>
    </WithDocsSidebar>
  );
}
