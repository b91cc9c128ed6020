import React, { useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AnchorHeading from '@site/src/browser/components/AnchorHeading';
import DataPageLayout from '@site/src/browser/components/DataPageLayout';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import MarkdownAlternate from '@site/src/browser/components/MarkdownAlternate';
import { addressBookFile, LOOKUP_PATH } from '@site/src/domain/data/paths';
import PagePart from '@site/src/browser/components/PagePart';
import { FilterBox, FilteredTables, usePageRows } from './filter';
import { FilterCount, FilteredToc } from './results';
import { DeployedContractsState } from './pageStateContext';
import { NOSCRIPT_STYLE, type ScriptTab } from './urlState';
import { FilterScript, UrlStateScript } from './pageScripts';
import styles from './styles.module.css';
import { AccessLegend } from './legend';
import { MoreContent } from './tablesAndBelow';

export default function DeployedContractsRoute({ data }: { data: DeployedContractsPageData }): ReactNode {
  const tabs: ScriptTab[] = useMemo(
    () => [...data.networks, data.legacy].map((n) => ({ value: n.tab, label: n.tabLabel, anchorPrefix: n.anchorPrefix, name: n.name })),
    [data],
  );
  const rows = usePageRows(data);
  // A stable component, so the layout never re-renders: the TOC reads the page state itself.
  const [Toc] = useState(() => ({ mobile }: { mobile: boolean }) => <FilteredToc rows={rows} mobile={mobile} />);

  // This component holds no state: a keystroke re-renders only the components that read the page store.
  return (
    <DeployedContractsState tabs={tabs}>
      <DataPageLayout
        title="Deployed Contracts"
        description="Addresses of every Gearbox Protocol V3 contract on Ethereum Mainnet, Arbitrum and Optimism, read from on-chain snapshots, plus the legacy Mainnet V2 and V1 contracts."
        toc={Toc}>
        <MarkdownAlternate links={data.files.map((f) => ({ href: addressBookFile(f.network, 'md'), title: `${f.name} as Markdown` }))} />
        <h1>Deployed Contracts</h1>
        <p className={styles.versionNote}>
          {data.versionNote.text} <Link to={data.versionNote.href}>{data.versionNote.link}</Link>.
        </p>
        <p>
          Every address below is read from an on-chain snapshot of the protocol at the block shown for each network and links to the network's block
          explorer. Addresses are EIP-55 checksummed; the button beside each one copies it. To find where an address is used, try the{' '}
          <Link to={LOOKUP_PATH}>address lookup</Link>; to use the list in code, download it <a href="#addresses-as-data">as JSON or CSV</a>. What the
          data covers, and what it does not, is <a href="#coverage">below the tables</a>.
        </p>
        <PagePart id="access-legend">
          <AccessLegend data={data} />
        </PagePart>
        <div className={styles.filter} role="search" data-needs-js="">
          <FilterBox />
          <FilterCount rows={rows} />
        </div>
        <noscript
          dangerouslySetInnerHTML={{
            __html: `${NOSCRIPT_STYLE}<p>The filter and the network tabs need JavaScript: every network's tables follow, one after another.</p>`,
          }}
        />
        {/* The tables and everything under them paint apart from the filter box (styles.module.css, .apart). */}
        <div className={styles.apart}>
          <UrlStateScript tabs={tabs} />
          <FilteredTables rows={rows} data={data} />
          <FilterScript tabs={tabs} />
          {/* Everything under the tables. */}
          <PagePart id="contracts-more">
            <MoreContent data={data} />
          </PagePart>
        </div>
      </DataPageLayout>
    </DeployedContractsState>
  );
}
