/** Blocks only the governance page has (drawn by Sections.tsx): the policies and the policy groups. */
import React, { type ReactNode } from 'react';
import CellView from './Cell';
import type { BlockContext } from './Section';
import type { PolicyGroup, PolicyRow } from '@site/src/pageData/state/governance';
import WideTable, { headerCells } from './WideTable';
import styles from './feeds.module.css';

export function Policies({ columns, policies, context: { explorer, sectionId } }: { columns: string[]; policies: PolicyRow[]; context: BlockContext }): ReactNode {
  return (
    <WideTable labelledBy={sectionId} head={headerCells(columns)}>
      {policies.map((p) => (
        <tr key={p.hash}>
          <th scope="row">{p.name ?? <code className="raw-hash">{p.hash}</code>}</th>
          <td>{p.enabled ? 'yes' : 'no'}</td>
          <td>
            <CellView cell={p.admin} explorer={explorer} />
          </td>
          <td title={`${p.delayRaw} s`}>{p.delay}</td>
          <td>
            {p.checks.length === 0 ? (
              <span>none (flags {p.flags})</span>
            ) : (
              <ul className={styles.parts} aria-label={`Checks, flags ${p.flags}`}>
                {p.checks.map((c) => (
                  <li key={c.check}>
                    {c.check}: {c.bound}
                  </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{p.referencePointPeriod}</td>
            </tr>
      ))}
    </WideTable>
  );
}

export function PolicyGroups({ groups, explorer }: { groups: PolicyGroup[]; explorer: string }): ReactNode {
  return (
    <ul>
      {groups.map((g) => (
        <li key={g.name}>
          <details>
            <summary>
              <code>{g.name}</code>: {g.members.length} contract{g.members.length === 1 ? '' : 's'}
            </summary>
            <ul>
              {g.members.map((m) => (
                <li key={m.address}>
                  <CellView cell={m} explorer={explorer} />
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
