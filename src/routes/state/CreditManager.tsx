import React, { type ReactNode } from 'react';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import DataTable from '@site/src/components/state/DataTable';
import Fields from '@site/src/components/state/Fields';
import AnchorHeading from '@site/src/components/AnchorHeading';
import type { CreditManagerPageData } from '@site/src/views/state/creditManager';

export default function CreditManagerRoute({ data }: { data: CreditManagerPageData }): ReactNode {
  const { meta, tables } = data;
  const ex = meta.explorer;
  return (
    <StatePage
      meta={meta}
      title={data.title}
      description={`Parameters of the Gearbox V3 credit manager ${data.title} on ${meta.networkName}: debt limits, fees, collateral tokens and liquidation thresholds, adapters.`}
      trail={[{ label: 'Credit managers', href: `/state/${meta.network}#credit-managers` }, { label: data.title }]}
      toc={[
        tocEntry('summary', 'Summary'),
        tocEntry('debt', 'Debt limits'),
        tocEntry('fees', 'Fees and liquidation'),
        tocEntry('status', 'Status'),
        tocEntry('collateral-tokens', 'Collateral tokens'),
        tocEntry('forbidden-tokens', 'Forbidden tokens'),
        tocEntry('adapters', 'Adapters'),
        tocEntry('emergency-liquidators', 'Emergency liquidators'),
      ]}>
      <AnchorHeading as="h2" id="summary" title="Summary" />
      <Fields fields={data.summary} explorer={ex} labelledBy="summary" />
      <AnchorHeading as="h2" id="debt" title="Debt limits" />
      <Fields fields={data.debt} explorer={ex} labelledBy="debt" />
      <AnchorHeading as="h2" id="fees" title="Fees and liquidation" />
      <Fields fields={data.fees} explorer={ex} labelledBy="fees" />
      <AnchorHeading as="h2" id="status" title="Status" />
      <Fields fields={data.status} explorer={ex} labelledBy="status" />
      <DataTable table={tables.collateral} explorer={ex} />
      <DataTable table={{ ...tables.forbidden, intro: data.forbiddenNote }} explorer={ex} />
      <DataTable table={tables.adapters} explorer={ex} />
      <DataTable table={tables.liquidators} explorer={ex} />
    </StatePage>
  );
}
