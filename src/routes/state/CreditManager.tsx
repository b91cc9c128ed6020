import React, { type ReactNode } from 'react';
import StatePage from '@site/src/components/state/StatePage';
import type { CreditManagerPageData } from '@site/src/views/state/creditManager';

export default function CreditManagerRoute({ data }: { data: CreditManagerPageData }): ReactNode {
  return <StatePage page={data} />;
}
