import React, { memo, type ReactNode } from 'react';
import PagePart from '@site/src/browser/components/PagePart';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { LegacyContent, NetworkContent } from '@site/src/browser/routes/DeployedContracts/tablesAndBelow';

/**
 * The panels of `/` as the fence's filter draws them: once, with every row. A filter shows and hides their rows,
 * tables and headings in place (filterResultInPlace.ts), keyed by `part`. Memoised, so re-renders of the page never reach them.
 * With the data islands they keep the server's HTML (no React work at hydration: PagePart's browser copy,
 * src/lean/islands/ServerHtmlUntilActive.tsx), and the page's data is its light data (no rows): the panels draw
 * only in the browser, from the full data and with code that the browser then loads (tablesAndBelow.browser.tsx).
 */
export const NetworkPanel = memo(function NetworkPanel({ data, tab }: { data: DeployedContractsPageData; tab: string }): ReactNode {
  return (
    <PagePart id={`content-${tab}`}>
      <NetworkContent data={data} tab={tab} />
    </PagePart>
  );
});

export const LegacyPanel = memo(function LegacyPanel({ data }: { data: DeployedContractsPageData }): ReactNode {
  return (
    <PagePart id={`content-${data.legacy.tab}`}>
      <LegacyContent data={data} />
    </PagePart>
  );
});
