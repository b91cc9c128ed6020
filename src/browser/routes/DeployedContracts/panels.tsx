import React, { memo, type ReactNode } from 'react';
import PagePart from '@site/src/browser/components/PagePart';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import type { Visibility } from '../../../pageData/deployedContracts/visibility';
import { LegacyContent, NetworkContent } from './tablesAndBelow';

/** What a panel shows of its rows: which rows the filter keeps, by table (visibility.ts), and whether a filter is on. */
interface Shown {
  visible: Visibility;
  filtering: boolean;
}

/** A network's tab panel. Memoised: a keystroke reaches it only through the rows it shows. */
export const NetworkPanel = memo(function NetworkPanel({ data, tab, visible, filtering }: { data: DeployedContractsPageData; tab: string } & Shown): ReactNode {
  return (
    <PagePart id={`content-${tab}`}>
      <NetworkContent data={data} tab={tab} visible={visible} filtering={filtering} />
    </PagePart>
  );
});

/** The Mainnet V2/V1 tab panel. */
export const LegacyPanel = memo(function LegacyPanel({ data, visible, filtering }: { data: DeployedContractsPageData } & Shown): ReactNode {
  return (
    <PagePart id={`content-${data.legacy.tab}`}>
      <LegacyContent data={data} visible={visible} filtering={filtering} />
    </PagePart>
  );
});
