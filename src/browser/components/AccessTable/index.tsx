import React, { type ReactNode } from 'react';
import { ACCESS, ACCESS_CLASS_INFO, CONTRACT_ROLES, ROLES, accessDocsHref } from '@site/src/domain/protocol/access';
import AccessBadge from '../AccessBadge';
import styles from './styles.module.css';


/**
 * Every role of the address book with its access class, the reason, and which functions fall in which
 * class: rendered from src/domain/protocol/access.ts, the one place that decides them.
 */
export default function AccessTable(): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label="Access class of every contract role" tabIndex={0}>
      <table className={styles.table}>
        <caption className="sr-only">Access class of every contract role on the Deployed Contracts page</caption>
        <thead>
          <tr>
            <th scope="col">Role (contract)</th>
            <th scope="col">Class and reason</th>
            <th scope="col">Functions by class</th>
          </tr>
        </thead>
        <tbody>
          {CONTRACT_ROLES.map((role) => {
            const a = ACCESS[role];
            return (
              <tr key={role} id={`access-${role}`}>
                <th scope="row">
                  {ROLES[role].name}
                  <br />
                  <code>{a.contract}</code>
                </th>
                <td>
                  <AccessBadge cls={a.class} label={ACCESS_CLASS_INFO[a.class].label} href={accessDocsHref(a.class)} />
                  <br />
                  {a.reason}
                </td>
                <td>
                  {a.functions.length === 0 ? (
                    'Views only.'
                  ) : (
                    <ul className={styles.groups}>
                      {a.functions.map((g, i) => (
                        <li key={i}>
                          <strong>{ACCESS_CLASS_INFO[g.class].label}</strong> ({g.caller}): <code>{g.functions.join(', ')}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
