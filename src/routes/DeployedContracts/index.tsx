import React, { memo, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { TOCItem } from '@docusaurus/mdx-loader';
import AnchorHeading from '@site/src/components/AnchorHeading';
import DeferredHydration, { releaseHydration } from '@site/src/components/DeferredHydration';
import DataPageLayout from '@site/src/components/DataPageLayout';
import NetworkTabs, { type TabSpec } from '@site/src/components/NetworkTabs';
import AddressTable, { AddressRowsTable, type TableRow } from '@site/src/components/AddressTable';
import { formatIsoUtc, groupDigits } from '@site/src/data/format';
import type { CompactRow, DeployedContractsPageData, PageNetwork } from '@site/src/views/deployedContractsPage';
import type { LegacySection, LegacySubsection } from '@site/src/views/legacyBook';
import styles from './styles.module.css';

const LEGACY_TAB = 'mainnet-v2';
const QUERY_KEY = 'network';

const FLAG_TEXT: Record<string, string> = { p: 'paused', z: 'zero price feed' };

function toRow([label, address, flags]: CompactRow): TableRow {
  return flags ? { label, address, badges: [...flags].map((f) => FLAG_TEXT[f] ?? f) } : { label, address };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function networkToc(net: PageNetwork): TOCItem[] {
  return [
    { value: escapeHtml(net.name), id: net.id, level: 2 },
    ...net.tables.map((t) => ({ value: escapeHtml(t.title), id: t.id, level: 3 })),
  ];
}

function legacyToc(sections: LegacySection[]): TOCItem[] {
  return [
    { value: 'Mainnet V2 and V1', id: LEGACY_TAB, level: 2 },
    ...sections.map((s) => ({ value: escapeHtml(s.title), id: s.id, level: 3 })),
  ];
}

/** Panels are memoised so that re-renders of the page never reach a panel still waiting to hydrate. */
const NetworkPanel = memo(function NetworkPanel({ net, defer }: { net: PageNetwork; defer: boolean }): ReactNode {
  return (
    <DeferredHydration id={net.id} defer={defer}>
      <AnchorHeading as="h2" id={net.id} title={net.name} className={styles.networkHeading} />
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
      </dl>
      {net.tables.map((t) => (
        <AddressTable
          key={t.id}
          id={t.id}
          title={t.title}
          level={3}
          explorer={net.explorer}
          rows={t.rows.map(toRow)}
          badges={t.paused ? ['paused'] : undefined}
          href={t.href}
          labelHeader={t.title.endsWith('Price Feeds') ? 'Token' : 'Contract'}
          emptyText={`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`}
        />
      ))}
    </DeferredHydration>
  );
});

function LegacyBlocks({ part, explorer, level }: { part: LegacySubsection; explorer: string; level: 3 | 4 }): ReactNode {
  return (
    <div className={styles.legacySection}>
      <AnchorHeading as={`h${level}`} id={part.id} title={part.title} />
      {part.blocks.map((block, i) => {
        const id = block.group ? `${part.id}-${block.group.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : `${part.id}-contracts`;
        return block.group ? (
          <AddressTable key={id} id={id} title={block.group} level={level === 3 ? 4 : 5} explorer={explorer} rows={block.rows} />
        ) : (
          <AddressRowsTable key={`${id}-${i}`} labelledBy={part.id} explorer={explorer} rows={block.rows} />
        );
      })}
    </div>
  );
}

const LegacyPanel = memo(function LegacyPanel({ sections, explorer, defer }: { sections: LegacySection[]; explorer: string; defer: boolean }): ReactNode {
  return (
    <DeferredHydration id={LEGACY_TAB} defer={defer}>
      <AnchorHeading as="h2" id={LEGACY_TAB} title="Mainnet V2 and V1" />
      <p>
        Legacy Gearbox V2.1, V2 and V1 contracts on Ethereum Mainnet. V2 and V1 credit managers marked
        deprecated no longer open accounts; they are listed for integrations that still read them.
      </p>
      {sections.map((s) => (
        <div key={s.id}>
          <LegacyBlocks part={s} explorer={explorer} level={3} />
          {s.subsections.map((ss) => (
            <LegacyBlocks key={ss.id} part={ss} explorer={explorer} level={4} />
          ))}
        </div>
      ))}
    </DeferredHydration>
  );
});

export default function DeployedContractsRoute({ data }: { data: DeployedContractsPageData }): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const tabs: TabSpec[] = useMemo(
    () => [...data.networks.map((n) => ({ value: n.id, label: n.tabLabel })), { value: LEGACY_TAB, label: 'Mainnet V2/V1' }],
    [data],
  );
  const fallback = tabs[0]?.value ?? LEGACY_TAB;
  // The tab lives in the URL. During hydration the server's default is kept so markup matches.
  // A link to a table (search results do this) opens the tab that holds it: ids start with the tab's value.
  const fromHash = isBrowser && location.hash ? tabs.find((t) => location.hash.slice(1).startsWith(t.value === LEGACY_TAB ? 'legacy-' : `${t.value}`))?.value : undefined;
  const requested = isBrowser ? (new URLSearchParams(location.search).get(QUERY_KEY) ?? fromHash ?? null) : null;
  const selected = requested && tabs.some((t) => t.value === requested) ? requested : fallback;

  const select = useCallback(
    (value: string) => {
      const params = new URLSearchParams(location.search);
      if (value === fallback) params.delete(QUERY_KEY);
      else params.set(QUERY_KEY, value);
      const search = params.toString();
      history.replace({ ...location, search: search ? `?${search}` : '', hash: '' });
    },
    [history, location, fallback],
  );

  // Hidden panels hydrate when first opened.
  useEffect(() => releaseHydration(selected), [selected]);

  const active = data.networks.find((n) => n.id === selected);
  const toc = active ? networkToc(active) : legacyToc(data.legacy.sections);

  return (
    <DataPageLayout
      title="Deployed Contracts"
      description="Addresses of every Gearbox Protocol V3 contract on Ethereum Mainnet, Arbitrum and Optimism, read from on-chain snapshots, plus the legacy Mainnet V2 and V1 contracts."
      toc={toc}>
      <h1>Deployed Contracts</h1>
      <p>
        Every address below is read from an on-chain snapshot of the protocol at the block shown for
        each network and links to the network's block explorer. Addresses are EIP-55 checksummed; the
        button beside each one copies it.
      </p>
      <NetworkTabs tabs={tabs} selected={selected} onSelect={select} label="Network">
        {(value) => {
          const net = data.networks.find((n) => n.id === value);
          const defer = value !== fallback;
          return net ? (
            <NetworkPanel net={net} defer={defer} />
          ) : (
            <LegacyPanel sections={data.legacy.sections} explorer={data.legacy.explorer} defer={defer} />
          );
        }}
      </NetworkTabs>
    </DataPageLayout>
  );
}
