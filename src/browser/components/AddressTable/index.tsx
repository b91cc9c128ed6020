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
   * Key of the table for a filter that shows and hides in place (src/browser/routes/DeployedContracts/inPlace.ts): set as
   * `data-part` on the heading, the notes and the table's box, which hide together when no row is left.
   */
  part?: string;
  /**
   * With `part`: what a filter matches besides each row's label, badges and address (src/pageData/filter.ts
   * `tableContext`), set as `data-ctx` on the box for the page's before-paint script.
   */
  context?: string;
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

/** One row. A filter shows and hides it in place (its `hidden` attribute); React never re-renders it for one. */
const Row = memo(function Row({ row, explorer }: { row: AddressTableRow; explorer: string }): ReactNode {
  return (
    <tr>
      <th scope="row" className={styles.label}>
        {row.label}
        {row.badges?.map((b) => <Badge key={b}>{b}</Badge>)}
        {row.access && (
          <>
            {' '}
            <AccessBadge {...row.access} />
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
}): ReactNode {
  // The wrapper lets the browser skip style, layout and paint of tables outside the viewport (`content-visibility`),
  // which keeps filter keystrokes and scrolling cheap on a page of ~750 rows. Its size estimate (from the number
  // of rows shown, see the stylesheet) holds the place of a table not yet drawn.
  return (
    <div className={styles.tableBox} style={{ '--rows': rows.length } as CSSProperties} data-part={part} data-box={part === undefined ? undefined : ''} data-ctx={context}>
      <table className={styles.table} aria-labelledby={labelledBy} data-table={table}>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <Row key={`${r.address}-${i}`} row={r} explorer={explorer} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** A headed two-column table of labelled addresses. */
export default memo(function AddressTable({ id, title, level, explorer, rows, labelHeader = 'Contract', badges, emptyText, href, part, context }: Props): ReactNode {
  // Heading, notes and table are siblings (no wrapper): search indexes a heading with what follows it.
  return (
    <>
      <AnchorHeading as={`h${level}`} id={id} title={title} className={styles.heading} part={part} />
      {(badges?.length || href) && (
        <p className={styles.tableNotes} data-part={part}>
          {badges?.map((b) => <Badge key={b}>{b}</Badge>)}
          {href && (
            <Link to={href} className={styles.pageLink}>
              All parameters<span className="sr-only"> of {title}</span>
            </Link>
          )}
        </p>
      )}
      {rows.length === 0 ? (
        <p data-part={part}>{emptyText ?? 'No entries.'}</p>
      ) : (
        <AddressRowsTable labelledBy={id} explorer={explorer} rows={rows} labelHeader={labelHeader} table={id} part={part} context={context} />
      )}
    </>
  );
});
