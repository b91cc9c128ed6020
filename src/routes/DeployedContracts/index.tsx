import React, { useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AnchorHeading from '@site/src/components/AnchorHeading';
import DataPageLayout from '@site/src/components/DataPageLayout';
import type { DeployedContractsPageData } from '@site/src/views/deployedContractsPage';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import { ADDRESS_INDEX_FILE, ADDRESS_SCHEMA_FILE, addressBookFile, LOOKUP_PATH } from '@site/src/data/paths';
import { FilterBox, FilterCount, FilteredTables, FilteredToc } from './filter';
import { DeployedContractsState } from './state';
import { pageRows } from './visibility';
import { filterScriptSource, NOSCRIPT_STYLE, scriptSource, type ScriptTab } from './urlState';
import styles from './styles.module.css';
import { AccessLegend, AccessReasons, AddressBookAsCode, CoverageStatement, PreviousVersions } from './extras';

export default function DeployedContractsRoute({ data }: { data: DeployedContractsPageData }): ReactNode {
  const tabs: ScriptTab[] = useMemo(
    () => [...data.networks, data.legacy].map((n) => ({ value: n.tab, label: n.tabLabel, anchorPrefix: n.anchorPrefix, name: n.name })),
    [data],
  );
  const rows = useMemo(() => pageRows(data), [data]);
  const [urlScript] = useState(() => scriptSource(tabs));
  const [filterScript] = useState(() => filterScriptSource(tabs));
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
        <p>
          Every address below is read from an on-chain snapshot of the protocol at the block shown for each network and links to the network's block
          explorer. Addresses are EIP-55 checksummed; the button beside each one copies it. To find where an address is used, try the{' '}
          <Link to={LOOKUP_PATH}>address lookup</Link>; to use the list in code, download it <a href="#addresses-as-data">as JSON or CSV</a>. What the
          data covers, and what it does not, is <a href="#coverage">below the tables</a>.
        </p>
        <AccessLegend extras={data.extras} />
        <div className={styles.filter} role="search" data-needs-js="">
          <FilterBox />
          <FilterCount rows={rows} />
        </div>
        <noscript
          dangerouslySetInnerHTML={{
            __html: `${NOSCRIPT_STYLE}<p>The filter and the network tabs need JavaScript: every network's tables follow, one after another.</p>`,
          }}
        />
        {/* Applies the URL's tab, filter text and "All networks" before the tables are painted (urlState.ts). */}
        <script dangerouslySetInnerHTML={{ __html: urlScript }} />
        <FilteredTables rows={rows} />
        {/* Applies the URL's filter to the tables just drawn, and writes the count line (urlState.ts). */}
        <script dangerouslySetInnerHTML={{ __html: filterScript }} />
        <PreviousVersions extras={data.extras} />
        <CoverageStatement extras={data.extras} />
        <AnchorHeading as="h2" id="addresses-as-data" title="Addresses as data" />
        <p>
          The same rows, per network, as JSON (versioned by <code>schemaVersion</code>, described by a <a href={ADDRESS_SCHEMA_FILE}>JSON Schema</a>),
          CSV and Markdown tables. The <a href={ADDRESS_INDEX_FILE}>index</a> lists every file with its chain id, snapshot block and time.
        </p>
        <ul className={styles.downloads}>
          {data.files.map((f) => (
            <li key={f.network}>
              {f.name}: <a href={f.json}>{f.network}.json</a> · <a href={f.csv}>{f.network}.csv</a> · <a href={addressBookFile(f.network, 'md')}>{f.network}.md</a>
            </li>
          ))}
        </ul>
        {/* Plain blocks: syntax highlighting would load ~30 KB and tens of milliseconds of work for two examples far below the fold. */}
        <p className={styles.codeTitle}>Fetch with curl</p>
        <pre className={styles.code} tabIndex={0}>
          <code>{data.example.curl}</code>
        </pre>
        <p className={styles.codeTitle}>
          TypeScript: <code>{data.example.tsFile}</code> (type-checked with the site's other examples)
        </p>
        <pre className={styles.code} tabIndex={0}>
          <code>{data.example.ts}</code>
        </pre>
        <AddressBookAsCode extras={data.extras} />
        <AccessReasons extras={data.extras} />
      </DataPageLayout>
    </DeployedContractsState>
  );
}
