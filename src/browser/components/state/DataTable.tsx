import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { Table } from '@site/src/pageData/state/cells';
import CellView from './Cell';
import styles from './styles.module.css';

/** A table of cells labelled by its section's heading; the first column holds row headers. Never empty: says so instead. */
export default function DataTable({ table, explorer, labelledBy }: { table: Table; explorer: string; labelledBy: string }): ReactNode {
  // Row anchors are link targets too: the build's broken-anchor check knows them.
  const links = useBrokenLinks();
  for (const id of table.rowIds ?? []) links.collectAnchor(id);
  if (table.rows.length === 0) return <p>{table.empty}</p>;
  return (
    <div className={styles.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.data} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.label} scope="col" className={clsx(c.numeric && styles.numeric, c.wide && styles.wide)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} id={table.rowIds?.[i]}>
              {row.map((cell, j) => {
                const column = table.columns[j];
                const className = clsx(column?.numeric && styles.numeric, column?.wide && styles.wide);
                const content = <CellView cell={cell} explorer={explorer} />;
                return j === 0 ? (
                  <th key={j} scope="row" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={j} className={className}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
