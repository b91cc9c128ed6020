/**
 * The browser's copy of bulkFrame.tsx: the code that draws the page's bulk (bulk.tsx) loads only when the browser
 * draws it, after a client-side navigation. The page's island loads it with the full data, before the route renders
 * (src/build/plugin/routes.ts), so the tables never wait for it on screen; if they do (React drew the page afresh), they
 * wait under ServerHtmlUntilActive's Suspense boundary.
 */
import React, { type ReactNode } from 'react';
import type * as Bulk from './bulk';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { once } from '@site/src/browser/client/island';

let bulk: typeof Bulk | undefined;

const load = once(() =>
  import('./bulk').then((m) => {
    bulk = m;
  }),
);

/** Loads the bulk's code, once. */
export default function loadBulk(): Promise<void> {
  return load();
}

function loaded(): typeof Bulk {
  if (!bulk) throw load();
  return bulk;
}

export function NetworkContent(props: { data: DeployedContractsPageData; tab: string }): ReactNode {
  const { NetworkContent: Drawn } = loaded();
  return <Drawn {...props} />;
}

export function LegacyContent(props: { data: DeployedContractsPageData }): ReactNode {
  const { LegacyContent: Drawn } = loaded();
  return <Drawn {...props} />;
}

export function MoreContent(props: { data: DeployedContractsPageData }): ReactNode {
  const { MoreContent: Drawn } = loaded();
  return <Drawn {...props} />;
}
