import React, { type ReactNode } from 'react';
import StatePage from '@site/src/browser/components/state/StatePage';
import type { StatePageData } from '@site/src/pageData/state/page';

/** Every protocol-state page: overview, price feeds, governance, tokens, pools, credit managers, changes. */
export default function StateRoute({ data }: { data: StatePageData }): ReactNode {
  return <StatePage page={data} />;
}
