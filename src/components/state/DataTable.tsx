import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Table } from '@site/src/views/state/cells';
import AnchorHeading from '../AnchorHeading';
import CellView from './Cell';
import styles from './styles.module.css';

/** A headed table of cells; the first column holds row headers. Never empty: says so instead. */
export default function DataTable({ table, explorer, level = 'h2' }: { table: Table; explorer: string; level?: 'h2' | 'h3' }): ReactNode {
  return (
    <div className={styles.block}>
      <AnchorHeading as={level} id={table.id} title={table.title} />
      {table.intro && <p>{table.intro}</p>}
      {table.rows.length === 0 ? (
        <p>{table.empty}</p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby={table.id} tabIndex={0}>
          <table className={styles.data} aria-labelledby={table.id}>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c.label} scope="col" className={clsx(c.numeric && styles.numeric)}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => {
                    const numeric = table.columns[j]?.numeric;
                    const content = <CellView cell={cell} explorer={explorer} />;
                    return j === 0 ? (
                      <th key={j} scope="row" className={clsx(numeric && styles.numeric)}>
                        {content}
                      </th>
                    ) : (
                      <td key={j} className={clsx(numeric && styles.numeric)}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
