import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AddressLink from '../AddressLink';
import type { Cell } from '@site/src/views/state/cells';
import styles from './styles.module.css';

/** Renders one view cell. `explorer` is the page network's explorer origin. */
export default function CellView({ cell, explorer }: { cell: Cell; explorer: string }): ReactNode {
  switch (cell.t) {
    case 'text':
      return cell.v;
    case 'num':
      return (
        <span className={styles.num} title={`Raw value: ${cell.raw}`}>
          <span className="human-value">{cell.v}</span>
          <span className="raw-value">{cell.raw}</span>
        </span>
      );
    case 'flag':
      return cell.v ? <span className={cell.warn ? styles.warn : styles.yes}>yes</span> : <span className={styles.no}>no</span>;
    case 'link':
      return <Link to={cell.h}>{cell.v}</Link>;
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
          <AddressLink address={cell.a} explorer={explorer} label={cell.l ?? cell.a} />
        </span>
      );
  }
}
