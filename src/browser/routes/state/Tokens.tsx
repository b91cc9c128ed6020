import React, { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import StatePage from '@site/src/browser/components/state/StatePage';
import type { TokensPageData } from '@site/src/pageData/state/tokens';
import { attachTokensTable } from './tokensInPlace';

/**
 * The supported-tokens page. Its sections stay the server's HTML like every state page's; its table acts in place
 * (tokensInPlace.ts). Loaded from the server, the route attaches the table when it hydrates; drawn by React, the
 * table attaches itself (src/browser/components/state/TokensTable.tsx). Later moves of the router to this page with another
 * search (back, forward) apply that search's state.
 */
export default function TokensRoute({ data }: { data: TokensPageData }): ReactNode {
  const { search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const table = attachTokensTable(document);
    if (!first.current) table?.fromUrl(search);
    first.current = false;
  }, [search]);
  return <StatePage page={data} />;
}
