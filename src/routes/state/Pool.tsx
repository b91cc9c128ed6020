import React, { type ReactNode } from 'react';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import DataTable from '@site/src/components/state/DataTable';
import Fields from '@site/src/components/state/Fields';
import InterestChart from '@site/src/components/state/InterestChart';
import AnchorHeading from '@site/src/components/AnchorHeading';
import type { PoolPageData } from '@site/src/views/state/pool';

export default function PoolRoute({ data }: { data: PoolPageData }): ReactNode {
  const { meta, tables } = data;
  const ex = meta.explorer;
  return (
    <StatePage
      meta={meta}
      title={data.title}
      description={`Parameters of the Gearbox V3 pool ${data.title} on ${meta.networkName}: liquidity, interest rate model, quotas, gauge and debt limits.`}
      trail={[{ label: 'Pools', href: `/state/${meta.network}#pools` }, { label: data.title }]}
      toc={[
        tocEntry('summary', 'Summary'),
        tocEntry('liquidity', 'Liquidity and rates'),
        tocEntry('interest-rate-model', 'Interest rate model'),
        tocEntry('quotas', 'Quotas'),
        tocEntry('gauge', 'Gauge'),
        tocEntry('debt-per-credit-manager', 'Debt per credit manager'),
        tocEntry('zappers', 'Zappers'),
      ]}>
      <AnchorHeading as="h2" id="summary" title="Summary" />
      <Fields fields={data.summary} explorer={ex} labelledBy="summary" />
      <AnchorHeading as="h2" id="liquidity" title="Liquidity and rates" />
      <Fields fields={data.liquidity} explorer={ex} labelledBy="liquidity" />
      <AnchorHeading as="h2" id="interest-rate-model" title="Interest rate model" />
      <InterestChart curve={data.curve} description={data.curveText} id="rate-curve" />
      <Fields fields={data.model} explorer={ex} labelledBy="interest-rate-model" />
      <DataTable table={tables.quotas} explorer={ex} />
      <AnchorHeading as="h2" id="gauge" title="Gauge" />
      <Fields fields={data.gauge} explorer={ex} labelledBy="gauge" />
      <DataTable table={tables.gauge} explorer={ex} level="h3" />
      <DataTable table={tables.debt} explorer={ex} />
      <DataTable table={tables.zappers} explorer={ex} />
    </StatePage>
  );
}
