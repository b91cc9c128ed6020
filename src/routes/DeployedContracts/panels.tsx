import React, { memo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AnchorHeading from '@site/src/components/AnchorHeading';
import ServerHtmlUntilActive from '@site/src/components/ServerHtmlUntilActive';
import AddressTable, { AddressRowsTable } from '@site/src/components/AddressTable';
import { formatIsoUtc, groupDigits } from '@site/src/data/format';
import type { PageLegacy } from '@site/src/views/deployedContractsPage';
import type { LegacySubsection } from '@site/src/views/legacyBook';
import { tableContext } from '@site/src/views/filter';
import { legacyBlockKey, type PreparedNetwork } from './visibility';
import styles from './styles.module.css';

/**
 * Panels render once: they keep the server's HTML (no React work at hydration), and a filter shows and hides their
 * rows, tables and headings in place (inPlace.ts), keyed by `part`. Memoised, so re-renders of the page never reach them.
 */
export const NetworkPanel = memo(function NetworkPanel({ net }: { net: PreparedNetwork }): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${net.tab}`}>
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
      {net.tables.map((t) => (
        <AddressTable
          key={t.id}
          id={t.id}
          title={t.title}
          level={3}
          explorer={net.explorer}
          rows={t.rowObjs}
          badges={t.badges}
          href={t.href}
          part={t.id}
          context={tableContext(t.title, t.badges)}
          labelHeader={t.labelHeader}
          emptyText={`No ${t.title.toLowerCase()} are set on ${net.name} in this snapshot.`}
        />
      ))}
    </ServerHtmlUntilActive>
  );
});

function LegacyBlocks({ part, explorer, level }: { part: LegacySubsection; explorer: string; level: 3 | 4 }): ReactNode {
  return (
    <>
      <AnchorHeading as={`h${level}`} id={part.id} title={part.title} />
      {part.blocks.map((block, i) => {
        const key = legacyBlockKey(part, i);
        if (block.group) {
          return <AddressTable key={block.id} id={block.id} title={block.group} level={level === 3 ? 4 : 5} explorer={explorer} rows={block.rows} part={key} context={block.trail} />;
        }
        return (
          <AddressRowsTable key={`${block.id}-${i}`} labelledBy={part.id} explorer={explorer} rows={block.rows} table={block.id} part={key} context={block.trail} />
        );
      })}
    </>
  );
}

export const LegacyPanel = memo(function LegacyPanel({ legacy }: { legacy: PageLegacy }): ReactNode {
  return (
    <ServerHtmlUntilActive id={`content-${legacy.tab}`}>
      <AnchorHeading as="h2" id={legacy.tab} title={legacy.name} />
      <p>
        Legacy Gearbox V2.1, V2 and V1 contracts on Ethereum Mainnet. Sub-sections marked deprecated no longer open accounts; they are listed for
        integrations that still read them.
      </p>
      {legacy.sections.map((s) => (
        <React.Fragment key={s.id}>
          <LegacyBlocks part={s} explorer={legacy.explorer} level={3} />
          {s.subsections.map((ss) => (
            <LegacyBlocks key={ss.id} part={ss} explorer={legacy.explorer} level={4} />
          ))}
        </React.Fragment>
      ))}
    </ServerHtmlUntilActive>
  );
});
