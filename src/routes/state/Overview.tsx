import React, { type ReactNode } from 'react';
import StatePage from '@site/src/components/state/StatePage';
import type { OverviewPageData } from '@site/src/views/state/overview';

export default function OverviewRoute({ data }: { data: OverviewPageData }): ReactNode {
  return <StatePage page={data} />;
}
