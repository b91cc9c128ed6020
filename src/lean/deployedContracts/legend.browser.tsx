/**
 * The browser's copy of the access legend of `/` (src/browser/routes/DeployedContracts/legend.tsx; the data islands):
 * loaded from the server it stays the server's HTML, so the page's light data leaves the access classes out; drawn
 * in the browser, it reads the full data.
 */
import React, { type ReactNode } from 'react';
import { AccessLegend as Drawn } from '@site/src/browser/routes/DeployedContracts/legend';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { fullData } from '../islands/dataIsland';

export function AccessLegend({ data }: { data: DeployedContractsPageData }): ReactNode {
  return <Drawn data={fullData(data)} />;
}
