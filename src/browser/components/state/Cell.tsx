import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AddressLink from '../AddressLink';
import type { Cell } from '@site/src/pageData/state/cells';
import AccessBadge from '../AccessBadge';
// The light half of src/domain/protocol/access.ts: a cell's badge needs each role's class and reason, not its functions.
import { ACCESS_CLASS_INFO, ROLE_CLASS, accessDocsHref } from '@site/src/domain/protocol/accessClass';
import styles from './styles.module.css';

/** Renders one view cell. `explorer` is the page network's explorer origin. */
export default function CellView({ cell, explorer }: { cell: Cell; explorer: string }): ReactNode {
  switch (cell.t) {
    case 'text':
      return cell.v;
    case 'num':
      return (
        // Numbers stay out of the search index: they would be most of it, and nobody searches for them.
        <span className={`${styles.num} search-ignore`} title={`Raw value: ${cell.raw}`}>
          <span className="human-value">{cell.v}</span> <span className="raw-value">{cell.raw}</span>
        </span>
      );
    case 'flag':
      return cell.v ? <span className={`${cell.warn ? styles.warn : styles.yes} search-ignore`}>yes</span> : <span className={`${styles.no} search-ignore`}>no</span>;
    case 'link':
      return <Link to={cell.h}>{cell.v}</Link>;
    case 'code':
      return <code>{cell.v}</code>;
    case 'list':
      return (
        <ul className={styles.cellList}>
          {cell.items.map((item, i) => (
            <li key={i}>
              <CellView cell={item} explorer={explorer} />
            </li>
          ))}
        </ul>
      );
    case 'addr':
      return (
        <span className={styles.addr}>
          {cell.l !== undefined && (cell.h ? <Link to={cell.h}>{cell.l}</Link> : <span className={styles.addrLabel}>{cell.l}</span>)}
          {cell.l === undefined && cell.h && <Link to={cell.h}>Page on this site</Link>}
          {/* Addresses are searchable on the Deployed Contracts page and in the lookup; here they would only bloat the index. */}
          <span className="search-ignore">
            <AddressLink address={cell.a} explorer={explorer} label={cell.l ?? cell.a} />
          </span>
          {cell.x && (
            <>
              {' '}
              <AccessBadge cls={ROLE_CLASS[cell.x].class} label={ACCESS_CLASS_INFO[ROLE_CLASS[cell.x].class].label} href={accessDocsHref(ROLE_CLASS[cell.x].class)} reason={ROLE_CLASS[cell.x].reason} />
            </>
          )}
        </span>
      );
  }
}
