import React, { type ReactNode } from 'react';
import StatePage from '@site/src/components/state/StatePage';
import type { StatePageData } from '@site/src/views/state/page';

/**
 * Every protocol-state page whose sections stay the server's HTML (overview, pools, credit managers, price feeds,
 * governance, changes: src/views/state/island.ts). What draws their sections, the blocks only some of them have
 * included, loads only when the browser draws them (src/components/state/Sections.tsx).
 */
export default function StateRoute({ data }: { data: StatePageData }): ReactNode {
  return <StatePage page={data} />;
}
