import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import DataTable from '@site/src/components/state/DataTable';
import type { OverviewPageData } from '@site/src/views/state/overview';

export default function OverviewRoute({ data }: { data: OverviewPageData }): ReactNode {
  const { meta } = data;
  return (
    <StatePage
      meta={meta}
      title={`${meta.networkName} protocol state`}
      description={`Pools and credit managers of Gearbox V3 on ${meta.networkName} at a glance: liquidity, utilisation, rates, debt limits and flags.`}
      toc={[tocEntry('pools', 'Pools'), tocEntry('credit-managers', 'Credit managers')]}>
      <p>
        Every pool and credit manager of Gearbox V3 on {meta.networkName} in this snapshot. Open one for all its parameters. Also:{' '}
        {data.links.map((l, i) => (
          <React.Fragment key={l.href}>
            {i > 0 && ', '}
            <Link to={l.href}>{l.label.toLowerCase()}</Link>
          </React.Fragment>
        ))}
        .
      </p>
      <DataTable table={data.pools} explorer={meta.explorer} />
      <DataTable table={data.creditManagers} explorer={meta.explorer} />
    </StatePage>
  );
}
