import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AddressLink from '../AddressLink';
import type { Cell } from '@site/src/pageData/state/cells';
import AccessBadge from '../AccessBadge';
import ProofButton from '../ProofButton';
// The light half of src/domain/protocol/access.ts: a cell's badge needs each role's class and reason, not its functions.
import { ACCESS_CLASS_INFO, ROLE_CLASS, accessDocsHref } from '@site/src/domain/protocol/accessClass';
import styles from './styles.module.css';

/** Renders one view cell. `explorer` is the page network's explorer origin. */
export default function CellView({ cell, explorer }: { cell: Cell; explorer: string }): ReactNode {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'num':
      return (
        // Numbers stay out of the search index: they would be most of it, and nobody searches for them.
        <span className={`${styles.num} search-ignore`} title={`Raw value: ${cell.raw}`}>
          <span className="human-value">{cell.value}</span> <span className="raw-value">{cell.raw}</span>
        </span>
      );
    case 'flag':
      return cell.value ? <span className={`${cell.warn ? styles.warn : styles.yes} search-ignore`}>yes</span> : <span className={`${styles.no} search-ignore`}>no</span>;
    case 'link':
      // A file is no route: a plain link, which the router leaves to the browser.
      return cell.file ? <a href={cell.href}>{cell.value}</a> : <Link to={cell.href}>{cell.value}</Link>;
    case 'code':
      return <code>{cell.value}</code>;
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
    case 'pair':
      return (
        <>
          <span className={styles.pairLabel}>{cell.label}:</span> <CellView cell={cell.value} explorer={explorer} />
        </>
      );
    case 'addr': {
      const cls = cell.role && ROLE_CLASS[cell.role];
      const badge = cls && <AccessBadge cls={cls.class} label={ACCESS_CLASS_INFO[cls.class].label} href={accessDocsHref(cls.class)} reason={cls.reason} />;
      return (
        <span className={styles.addr}>
          {cell.label !== undefined && (cell.href ? <Link to={cell.href}>{cell.label}</Link> : <span className={styles.addrLabel}>{cell.label}</span>)}
          {cell.label === undefined && cell.href && <Link to={cell.href}>Page on this site</Link>}
          {/* Addresses are searchable on the Deployed Contracts page and in the lookup; here they would only bloat the index. */}
          <span className="search-ignore">
            <AddressLink address={cell.address} explorer={cell.explorer ?? explorer} label={cell.label ?? cell.address} />
          </span>
          {badge && !cell.proof && (
            <>
              {' '}
              {badge}
            </>
          )}
          {/* "Check it yourself" shares the badge's line: the cell grows by no line. */}
          {cell.proof && (
            <span>
              {' '}
              {badge}{' '}
              <ProofButton proof={cell.proof} label={cell.label ?? cell.address} />
            </span>
          )}
        </span>
      );
    }
  }
}
