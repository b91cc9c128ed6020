import React, { type ReactNode } from 'react';
import StatePage from '@site/src/browser/components/state/StatePage';
import type { StatePageData } from '@site/src/pageData/state/page';

/**
 * Every protocol-state page whose sections stay the server's HTML (overview, pools, credit managers, price feeds,
 * governance, changes: src/lean/dataIslands/islandData.ts). What draws their sections, the blocks only some of them have
 * included, loads only when the browser draws them (src/browser/components/state/Sections.tsx).
 */
export default function StateRoute({ data }: { data: StatePageData }): ReactNode {
  return <StatePage page={data} />;
}
