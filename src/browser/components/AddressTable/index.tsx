import React, { memo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import AddressLink from '../AddressLink';
import AnchorHeading from '../AnchorHeading';
import AccessBadge from '../AccessBadge';
import ProofButton from '../ProofButton';
import type { AddressTableRow } from '@site/src/pageData/deployedContracts/addressTableRow';
import styles from './styles.module.css';


interface Props {
  /** Anchor id of the heading; the table is labelled by it. */
  id: string;
  title: string;
  /** Heading level of the title. */
  level: 3 | 4 | 5;
  explorer: string;
  rows: readonly AddressTableRow[];
  /** Header of the first column. */
  labelHeader?: string;
  badges?: readonly string[];
  /** Sentence shown instead of an empty table. */
  emptyText?: string;
  /** The page on this site with everything about the table's subject. */
  href?: string;
  /**
   * Key of the table for a filter: set as `data-part` on the heading, the notes and the table's box, which hide
   * together when no row is left (a page's before-paint script finds them by it).
   */
  part?: string;
  /**
   * With `part`: what a filter matches besides each row's label, badges and address (src/pageData/filter.ts
   * `tableContext`), set as `data-ctx` on the box for the page's before-paint script.
   */
  context?: string;
  /** Which rows a filter keeps (each row's `hidden` is the opposite); without it, every row is shown. */
  shown?: readonly boolean[];
  /** A filter is on: the table (heading, notes, box) is hidden when `shown` keeps no row. */
  filtering?: boolean;
}

/**
 * A status shown after a name ("paused", "zero price feed"). The separation is in the text, not only in the
 * margin: a space before the badge, so a screen reader, a copied row and search all get "PoolV3 paused", never
 * "PoolV3paused".
 */
export function Badge({ children }: { children: string }): ReactNode {
  return (
    <>
      {' '}
      <span className={clsx('badge', styles.badge)}>{children}</span>
    </>
  );
}

/** One row; a filter shows and hides it (its `hidden` attribute). */
const Row = memo(function Row({ row, explorer, hidden }: { row: AddressTableRow; explorer: string; hidden?: boolean }): ReactNode {
  return (
    <tr hidden={hidden}>
      <th scope="row" className={styles.label}>
        {row.label}
        {row.badges?.map((b) => <Badge key={b}>{b}</Badge>)}
        {row.access && (
          <>
            {' '}
            <AccessBadge {...row.access} />
          </>
        )}
        {row.abi && (
          <>
            {' '}
            {row.abi.json ? (
              // A static file, not a page: a plain link (the router would look for a route).
              <a className={styles.abi} href={row.abi.json} aria-label={`${row.abi.text} of ${row.label} (JSON)`}>
                {row.abi.text}
              </a>
            ) : (
              <span className={styles.abi}>{row.abi.text}</span>
            )}
          </>
        )}
      </th>
      <td className={styles.addressCell}>
        <AddressLink address={row.address} explorer={explorer} label={row.label} />
        {row.proof && <ProofButton proof={row.proof} label={row.label} />}
      </td>
    </tr>
  );
});

/** The bare table: label header cells and address cells, labelled by a heading elsewhere. */
export const AddressRowsTable = memo(function AddressRowsTable({
  labelledBy,
  explorer,
  rows,
  labelHeader = 'Contract',
  table,
  part,
  context,
  shown,
  hidden,
}: {
  labelledBy: string;
  explorer: string;
  rows: readonly AddressTableRow[];
  labelHeader?: string;
  /** Identifies the table for tests and styles (the id of its heading). */
  table?: string;
  /** See `AddressTable`'s `part`: on the box, which a filter hides with its rows. */
  part?: string;
  /** See `AddressTable`'s `context`. */
  context?: string;
  /** See `AddressTable`'s `shown`. */
  shown?: readonly boolean[];
  /** The box is hidden (a filter left none of its rows). */
  hidden?: boolean;
}): ReactNode {
  const count = shown ? shown.filter(Boolean).length : rows.length;
  // The wrapper lets the browser skip style, layout and paint of tables outside the viewport (`content-visibility`),
  // which keeps filter keystrokes and scrolling cheap on a page of ~750 rows. Its size estimate (from the number
  // of rows shown, see the stylesheet) holds the place of a table not yet drawn.
  return (
    <div className={styles.tableBox} style={{ '--rows': count } as CSSProperties} data-part={part} data-box={part === undefined ? undefined : ''} data-ctx={context} hidden={hidden}>
      <table className={styles.table} aria-labelledby={labelledBy} data-table={table}>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <Row key={`${r.address}-${i}`} row={r} explorer={explorer} hidden={shown?.[i] === false} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** A headed two-column table of labelled addresses. */
export default memo(function AddressTable({ id, title, level, explorer, rows, labelHeader = 'Contract', badges, emptyText, href, part, context, shown, filtering }: Props): ReactNode {
  // With a filter, the whole table goes when none of its rows is left.
  const none = filtering === true && shown !== undefined && !shown.includes(true);
  // Heading, notes and table are siblings (no wrapper): search indexes a heading with what follows it.
  return (
    <>
      <AnchorHeading as={`h${level}`} id={id} title={title} className={styles.heading} part={part} hidden={none} />
      {(badges?.length || href) && (
        <p className={styles.tableNotes} data-part={part} hidden={none}>
          {badges?.map((b) => <Badge key={b}>{b}</Badge>)}
          {href && (
            <Link to={href} className={styles.pageLink}>
              All parameters<span className="sr-only"> of {title}</span>
            </Link>
          )}
        </p>
      )}
      {rows.length === 0 ? (
        <p data-part={part} hidden={none}>
          {emptyText ?? 'No entries.'}
        </p>
      ) : (
        <AddressRowsTable labelledBy={id} explorer={explorer} rows={rows} labelHeader={labelHeader} table={id} part={part} context={context} shown={shown} hidden={none} />
      )}
    </>
  );
});
