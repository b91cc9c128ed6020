import React, { type ReactNode } from 'react';
import migration from '@generated/gearbox-data/default/migration.json';
import { changeText, migrationSummary, type MigrationCell, type MigrationGroup, type MigrationRow } from '@site/src/pageData/migration';
import styles from './styles.module.css';

const BEFORE = 'V3.0 (3.01)';
const AFTER = 'V3.1 (3.10)';

function Side({ cell, missing }: { cell: MigrationCell | undefined; missing: string }): ReactNode {
  if (!cell) return <span className={styles.none}>{missing}</span>;
  return (
    <>
      <code>{cell.declaration}</code>
      {cell.signature && (
        <>
          <br />
          <span className={styles.label}>signature </span>
          <code>{cell.signature}</code>
        </>
      )}
      <br />
      <span className={styles.label}>selector </span>
      <code>{cell.selector}</code>
    </>
  );
}

function Row({ row }: { row: MigrationRow }): ReactNode {
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        <span className={styles.label}>{row.kind} </span>
        <code>{row.name}</code>
        <br />
        <span className={styles[row.change]}>{changeText(row)}</span>
      </th>
      <td role="cell" data-side={BEFORE}>
        <Side cell={row.before} missing="not in V3.0" />
      </td>
      <td role="cell" data-side={AFTER}>
        <Side cell={row.after} missing="not in V3.1" />
      </td>
    </tr>
  );
}

function Group({ group }: { group: MigrationGroup }): ReactNode {
  return (
    <tbody id={`migration-${group.id}`} role="rowgroup">
      <tr role="row">
        <th scope="colgroup" colSpan={3} className={styles.group} role="columnheader">
          {group.label}:{' '}
          {group.before ? (
            <>
              <code>{group.before.contract}</code> ({group.before.source}) →{' '}
            </>
          ) : (
            'new in V3.1: '
          )}
          <code>{group.after.contract}</code> ({group.after.source})
          {group.inherits && <> — changes inherited from {group.inherits.join(' and ')} are listed there</>}
        </th>
      </tr>
      {group.rows.length === 0 ? (
        <tr role="row">
          <td colSpan={3} role="cell">
            No function, event or error changed.
          </td>
        </tr>
      ) : (
        group.rows.map((row) => <Row key={`${row.kind} ${row.before?.selector ?? ''} ${row.after?.selector ?? ''}`} row={row} />)
      )}
    </tbody>
  );
}

/**
 * Every function, event and error that changed from V3.0 (contracts 3.01) to V3.1 (contracts 3.10), by contract,
 * with both signatures and selectors: the module the data plugin writes from the compiled ABIs
 * (src/pageData/migrationTable.ts). An MDX page places it as `<MigrationTable />`.
 */
export default function MigrationTable(): ReactNode {
  const { groups } = migration;
  return (
    <>
      <p>{migrationSummary(migration)}</p>
      <div className={styles.scroll} role="region" aria-label="Functions, events and errors changed from V3.0 to V3.1" tabIndex={0}>
        {/* Explicit roles: on narrow screens the rows are stacked (display: block), which would drop a table's semantics. */}
        <table className={styles.table} role="table">
          <caption className="sr-only">Functions, events and errors changed from V3.0 (contracts 3.01) to V3.1 (contracts 3.10), by contract</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Member and change
              </th>
              <th scope="col" role="columnheader">
                {BEFORE}
              </th>
              <th scope="col" role="columnheader">
                {AFTER}
              </th>
            </tr>
          </thead>
          {groups.map((g) => (
            <Group key={g.id} group={g} />
          ))}
        </table>
      </div>
    </>
  );
}
