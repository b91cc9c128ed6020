import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import AddressLink from '../AddressLink';
import AnchorHeading from '../AnchorHeading';
import styles from './styles.module.css';

export interface TableRow {
  label: string;
  address: string;
  /** Shown after the label: "paused", "zero price feed"… */
  badges?: readonly string[];
}

interface Props {
  /** Anchor id of the heading; the table is labelled by it. */
  id: string;
  title: string;
  /** Heading level of the title. */
  level: 3 | 4 | 5;
  explorer: string;
  rows: readonly TableRow[];
  /** Header of the first column. */
  labelHeader?: string;
  badges?: readonly string[];
  /** Sentence shown instead of an empty table. */
  emptyText?: string;
  /** The page on this site with everything about the table's subject. */
  href?: string;
}

export function Badge({ children }: { children: string }): ReactNode {
  return <span className={clsx('badge', styles.badge)}>{children}</span>;
}

/** The bare table: label header cells and address cells, labelled by a heading elsewhere. */
export function AddressRowsTable({
  labelledBy,
  explorer,
  rows,
  labelHeader = 'Contract',
}: {
  labelledBy: string;
  explorer: string;
  rows: readonly TableRow[];
  labelHeader?: string;
}): ReactNode {
  return (
    <table className={styles.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.address}-${i}`}>
            <th scope="row" className={styles.label}>
              {r.label}
              {r.badges?.map((b) => <Badge key={b}>{b}</Badge>)}
            </th>
            <td className={styles.addressCell}>
              <AddressLink address={r.address} explorer={explorer} label={r.label} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A headed two-column table of labelled addresses. */
export default function AddressTable({ id, title, level, explorer, rows, labelHeader = 'Contract', badges, emptyText, href }: Props): ReactNode {
  return (
    <div className={styles.section} data-table={id}>
      <div className={styles.headingRow}>
        <AnchorHeading as={`h${level}`} id={id} title={title} className={styles.heading} />
        {badges?.map((b) => <Badge key={b}>{b}</Badge>)}
        {href && (
          <Link to={href} className={styles.pageLink}>
            All parameters<span className="sr-only"> of {title}</span>
          </Link>
        )}
      </div>
      {rows.length === 0 ? (
        <p>{emptyText ?? 'No entries.'}</p>
      ) : (
        <AddressRowsTable labelledBy={id} explorer={explorer} rows={rows} labelHeader={labelHeader} />
      )}
    </div>
  );
}
