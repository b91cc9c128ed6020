/** A state page's intro and sections, with the blocks only some of the pages have. */
import React, { type ReactNode } from 'react';
import type { PageBlockRenderers } from './Section';
import { Sections as Draw, type SectionsProps } from './Sections';
import InterestChart from './InterestChart';
import FeedsTable from './FeedsTable';
import { Policies, PolicyGroups } from './GovernanceBlocks';
import TokensTable from './TokensTable';

/** The blocks only some of these pages have: the pool's rate chart, the price feeds, the governance policies, the tokens table. */
const BLOCKS: PageBlockRenderers = {
  chart: (b) => <InterestChart curve={b.curve} description={b.text} id={b.id} />,
  feeds: (b, context) => <FeedsTable tokens={b.tokens} context={context} />,
  policies: (b, context) => <Policies columns={b.columns} policies={b.policies} context={context} />,
  policyGroups: (b, { explorer }) => <PolicyGroups groups={b.groups} explorer={explorer} />,
  tokens: (b, context) => <TokensTable rows={b.rows} context={context} />,
};

export function Sections({ page }: Pick<SectionsProps, 'page'>): ReactNode {
  return <Draw page={page} blocks={BLOCKS} />;
}
