import React, { memo, type ReactNode } from 'react';
import ServerHtmlUntilActive from '@site/src/browser/components/ServerHtmlUntilActive';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { LegacyContent, NetworkContent } from './bulkFrame';

/**
 * Panels render once: they keep the server's HTML (no React work at hydration), and a filter shows and hides their
 * rows, tables and headings in place (inPlace.ts), keyed by `part`. Memoised, so re-renders of the page never reach them.
 * Loaded from the server, the page's data is its light data (no rows): the panels draw only in the browser, from
 * the full data and with code (bulk.tsx) that the browser then loads (src/browser/client/dataIsland.ts, bulkFrame.browser.tsx).
 */
export const NetworkPanel = memo(function NetworkPanel({ data, tab }: { data: DeployedContractsPageData; tab: string }): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${tab}`}>
      <NetworkContent data={data} tab={tab} />
    </ServerHtmlUntilActive>
  );
});

export const LegacyPanel = memo(function LegacyPanel({ data }: { data: DeployedContractsPageData }): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${data.legacy.tab}`}>
      <LegacyContent data={data} />
    </ServerHtmlUntilActive>
  );
});
