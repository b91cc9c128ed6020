import React, { type ReactNode } from 'react';
import StatePage from '@site/src/components/state/StatePage';
import InterestChart from '@site/src/components/state/InterestChart';
import type { PoolPageData } from '@site/src/views/state/pool';

export default function PoolRoute({ data }: { data: PoolPageData }): ReactNode {
  return <StatePage page={data} blocks={{ chart: (b) => <InterestChart curve={b.curve} description={b.text} id={b.id} /> }} />;
}
