/**
 * The browser's copy of the Deployed Contracts page's drawing (src/browser/routes/DeployedContracts/tablesAndBelow.tsx; the data
 * islands): the code that draws the tables and everything under them loads only when the browser draws them, after
 * a client-side navigation, and draws them from the page's full data. The page's island loads it with the full data,
 * before the route renders (src/lean/islands/islandModules.ts), so the tables never wait for it on screen; if they do
 * (React drew the page afresh), they wait under ServerHtmlUntilActive's Suspense boundary.
 */
import React, { type ReactNode } from 'react';
import type * as TablesAndBelow from '@site/src/browser/routes/DeployedContracts/tablesAndBelow';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { once } from '../islands/island';
import { fullData } from '../islands/dataIsland';

let drawing: typeof TablesAndBelow | undefined;

const load = once(() =>
  import('@site/src/browser/routes/DeployedContracts/tablesAndBelow').then((m) => {
    drawing = m;
  }),
);

/** Loads the drawing's code, once. */
export default function loadBulk(): Promise<void> {
  return load();
}

function loaded(): typeof TablesAndBelow {
  if (!drawing) throw load();
  return drawing;
}

export function NetworkContent(props: { data: DeployedContractsPageData; tab: string }): ReactNode {
  const { NetworkContent: Drawn } = loaded();
  return <Drawn {...props} data={fullData(props.data)} />;
}

export function LegacyContent(props: { data: DeployedContractsPageData }): ReactNode {
  const { LegacyContent: Drawn } = loaded();
  return <Drawn {...props} data={fullData(props.data)} />;
}

export function MoreContent(props: { data: DeployedContractsPageData }): ReactNode {
  const { MoreContent: Drawn } = loaded();
  return <Drawn {...props} data={fullData(props.data)} />;
}
