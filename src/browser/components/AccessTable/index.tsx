import React, { type ReactNode } from 'react';
import { ACCESS_CLASS_INFO, accessDocsHref, accessTableRows, type AccessTableVersion } from '@site/src/domain/protocol/access';
import AccessBadge from '../AccessBadge';
import styles from './styles.module.css';


const NAMED: Record<AccessTableVersion, { region: string; caption: string }> = {
  'v3.0': { region: 'Access class of every contract role', caption: 'Access class of every contract role on the Deployed Contracts page' },
  'v3.1': { region: 'Access class of every Gearbox V3.1 contract role', caption: 'Access class of every contract role on the Gearbox V3.1 pages' },
};

/**
 * Every role of an address book (V3.0's by default, or V3.1's) with its access class, the reason, and which functions
 * fall in which class: rendered from src/domain/protocol/access.ts, the one place that decides them.
 */
export default function AccessTable({ version = 'v3.0' }: { version?: AccessTableVersion }): ReactNode {
  return (
    <div className={styles.scroll} role="region" aria-label={NAMED[version].region} tabIndex={0}>
      <table className={styles.table}>
        <caption className="sr-only">{NAMED[version].caption}</caption>
        <thead>
          <tr>
            <th scope="col">Role (contract)</th>
            <th scope="col">Class and reason</th>
            <th scope="col">Functions by class</th>
          </tr>
        </thead>
        <tbody>
          {accessTableRows(version).map(({ role, name, access: a }) => {
            return (
              <tr key={role} id={`access-${role}`}>
                <th scope="row">
                  {name}
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
