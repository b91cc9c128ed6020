import React, { type ReactNode } from 'react';
import type { Field } from '@site/src/pageData/state/cells';
import CellView from './Cell';
import styles from './styles.module.css';

/** A labelled list of values: a two-column table with row headers. */
export default function Fields({ fields, explorer, labelledBy }: { fields: readonly Field[]; explorer: string; labelledBy: string }): ReactNode {
  return (
    <table className={styles.fields} aria-labelledby={labelledBy}>
      <tbody>
        {fields.map((f) => (
          <tr key={f.label}>
            <th scope="row">
              {f.label}
              {f.note && <span className={styles.note}>{f.note}</span>}
            </th>
            <td>
              <CellView cell={f.cell} explorer={explorer} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
