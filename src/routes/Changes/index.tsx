import React, { type ReactNode } from 'react';
import StatePage from '@site/src/components/state/StatePage';
import type { ChangesPageData } from '@site/src/diff/page';

/** "Changes since block N": what the comparison with the previous snapshot found, place by place. */
export default function ChangesRoute({ data }: { data: ChangesPageData }): ReactNode {
  return <StatePage page={data} />;
}
