/**
 * What draws the Deployed Contracts page's tables and what is below them from its data: the tables of each tab, each row shown or hidden as
 * the filter says (`visible`, `filtering`: visibility.ts; without them every row is shown), and everything under
 * them (previous versions, coverage, the addresses as data and as code, the access reasons).
 */
import React, { useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AnchorHeading from '@site/src/browser/components/AnchorHeading';
import AddressTable, { AddressRowsTable } from '@site/src/browser/components/AddressTable';
import { formatIsoUtc, groupDigits } from '@site/src/domain/data/format';
import type { DeployedContractsPageData, PageLegacy, PageNetwork } from '@site/src/pageData/deployedContractsPage';
import type { LegacySubsection } from '@site/src/pageData/legacyBook';
import { tableContext } from '@site/src/pageData/filter';
import { ADDRESS_INDEX_FILE, ADDRESS_SCHEMA_FILE, addressBookFile } from '@site/src/domain/data/paths';
import { legacyBlockKey, networkRows, tableBadges, type Visibility } from '../../../pageData/deployedContracts/visibility';
import { AccessReasons, AddressBookAsCode, CoverageStatement, PreviousVersions } from './belowTables';
import styles from './styles.module.css';

/** Which rows the filter keeps, by table, and whether a filter is on: without them, every row is shown. */
interface Shown {
  visible?: Visibility;
  filtering?: boolean;
}

/** A network's tab: its heading, snapshot facts and tables. */
export function NetworkContent({ data, tab, visible, filtering }: { data: DeployedContractsPageData; tab: string } & Shown): ReactNode {
  const net = data.networks.find((n) => n.tab === tab);
  return net ? <NetworkTables net={net} belowTables={data.belowTables} visible={visible} filtering={filtering} /> : null;
}

function NetworkTables({ net, belowTables, visible, filtering }: { net: PageNetwork; belowTables: DeployedContractsPageData['belowTables'] } & Shown): ReactNode {
  const rows = useMemo(() => networkRows(net, belowTables), [net, belowTables]);
  return (
    <>
      <AnchorHeading as="h2" id={net.tab} title={net.name} className={styles.networkHeading} />
      <dl className={styles.meta}>
        <div>
          <dt>Chain ID</dt>
          <dd>{net.chainId}</dd>
        </div>
        <div>
          <dt>Snapshot block</dt>
          <dd>
            <a href={net.blockUrl} target="_blank" rel="noopener noreferrer">
              {groupDigits(net.block)}
            </a>
          </dd>
        </div>
        <div>
          <dt>Snapshot time</dt>
          <dd>
            <time dateTime={net.time}>{formatIsoUtc(net.time)}</time>
          </dd>
        </div>
        {net.changes && (
          <div>
            <dt>Changes</dt>
            <dd>
              <Link to={net.changes.href}>{net.changes.label}</Link>
            </dd>
          </div>
        )}
      </dl>
      {net.tables.map((t, i) => (
        <AddressTable
          key={t.id}
          id={t.id}
          title={t.title}
          level={3}
          explorer={net.explorer}
          rows={rows[i]!}
          badges={tableBadges(t)}
          href={t.href}
          part={t.id}
          shown={visible?.get(t.id)}
          filtering={filtering}
          context={tableContext(t.title, tableBadges(t))}
          labelHeader={t.labelHeader}
          emptyText={`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`}
        />
      ))}
    </>
  );
}

function LegacyBlocks({ part, explorer, level, visible, filtering }: { part: LegacySubsection; explorer: string; level: 3 | 4 } & Shown): ReactNode {
  // With a filter, a (sub)section's heading goes when none of its blocks has a row left.
  const any = !filtering || !visible || part.blocks.some((_, i) => visible.get(legacyBlockKey(part, i))?.includes(true));
  return (
    <>
      <AnchorHeading as={`h${level}`} id={part.id} title={part.title} hidden={!any} />
      {part.blocks.map((block, i) => {
        const key = legacyBlockKey(part, i);
        const shown = visible?.get(key);
        if (block.group) {
          return <AddressTable key={block.id} id={block.id} title={block.group} level={level === 3 ? 4 : 5} explorer={explorer} rows={block.rows} part={key} shown={shown} filtering={filtering} context={block.trail} />;
        }
        return (
          <AddressRowsTable
            key={`${block.id}-${i}`}
            labelledBy={part.id}
            explorer={explorer}
            rows={block.rows}
            table={block.id}
            part={key}
            shown={shown}
            hidden={filtering === true && shown !== undefined && !shown.includes(true)}
            context={block.trail}
          />
        );
      })}
    </>
  );
}

/** The Mainnet V2/V1 tab. */
export function LegacyContent({ data, visible, filtering }: { data: DeployedContractsPageData } & Shown): ReactNode {
  const legacy: PageLegacy = data.legacy;
  return (
    <>
      <AnchorHeading as="h2" id={legacy.tab} title={legacy.name} />
      <p>
        Legacy Gearbox V2.1, V2 and V1 contracts on Ethereum Mainnet. Sub-sections marked deprecated no longer open accounts; they are listed for
        integrations that still read them.
      </p>
      {legacy.sections.map((s) => (
        <React.Fragment key={s.id}>
          <LegacyBlocks part={s} explorer={legacy.explorer} level={3} visible={visible} filtering={filtering} />
          {s.subsections.map((ss) => (
            <LegacyBlocks key={ss.id} part={ss} explorer={legacy.explorer} level={4} visible={visible} filtering={filtering} />
          ))}
        </React.Fragment>
      ))}
    </>
  );
}

/** Everything under the tables. */
export function MoreContent({ data }: { data: DeployedContractsPageData }): ReactNode {
  return (
    <>
    <PreviousVersions belowTables={data.belowTables} />
    <CoverageStatement belowTables={data.belowTables} />
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
    <AddressBookAsCode belowTables={data.belowTables} />
    <AccessReasons belowTables={data.belowTables} />
    </>
  );
}
