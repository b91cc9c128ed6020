import React, { type ReactNode } from 'react';
import wide from './wideTable.module.css';

/** Header cells from column labels. */
export const headerCells = (labels: readonly string[]): ReactNode =>
  labels.map((label) => (
    <th key={label} scope="col">
      {label}
    </th>
  ));

/** A wide table that scrolls sideways in a region of its own, both labelled by its section's heading. */
export default function WideTable({ labelledBy, head, children }: { labelledBy: string; head: ReactNode; children: ReactNode }): ReactNode {
  return (
    <div className={wide.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={wide.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
