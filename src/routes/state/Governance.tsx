import React, { type ReactNode } from 'react';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import DataTable from '@site/src/components/state/DataTable';
import Fields from '@site/src/components/state/Fields';
import CellView from '@site/src/components/state/Cell';
import AnchorHeading from '@site/src/components/AnchorHeading';
import type { GovernancePageData } from '@site/src/views/state/governance';
import styles from '@site/src/components/state/feeds.module.css';
import wide from '@site/src/components/state/wideTable.module.css';

export default function GovernanceRoute({ data }: { data: GovernancePageData }): ReactNode {
  const { meta } = data;
  const ex = meta.explorer;
  return (
    <StatePage
      meta={meta}
      title="Governance"
      description={`Who controls Gearbox V3 on ${meta.networkName}: ACL owner and admins, address provider entries, staking, and the controller timelock's policies.`}
      trail={[{ label: 'Governance' }]}
      toc={[
        tocEntry('acl', 'Access control'),
        tocEntry('timelock-policies', 'Controller timelock policies'),
        tocEntry('policy-groups', 'Policy groups'),
        tocEntry('staking', 'Gear staking'),
        tocEntry('address-provider', 'Address provider entries'),
      ]}>
      <AnchorHeading as="h2" id="acl" title="Access control" />
      <Fields fields={data.acl} explorer={ex} labelledBy="acl" />
      <AnchorHeading as="h2" id="timelock-policies" title="Controller timelock policies" />
      <p>
        <CellView cell={data.timelock} explorer={ex} />
      </p>
      <p>
        Each policy lets its admin change one kind of parameter through the controller timelock after a delay, within the bounds its flags enable.
        A policy is identified by <code>keccak256(abi.encode(keys…))</code> of its key strings; unknown identifiers are shown as the hash.
      </p>
      <div className={wide.scroll} role="region" aria-labelledby="timelock-policies" tabIndex={0}>
        <table className={wide.table} aria-labelledby="timelock-policies">
          <thead>
            <tr>
              <th scope="col">Policy</th>
              <th scope="col">Enabled</th>
              <th scope="col">Admin</th>
              <th scope="col">Delay</th>
              <th scope="col">Checks (flags)</th>
              <th scope="col">Reference period</th>
            </tr>
          </thead>
          <tbody>
            {data.policies.map((p) => (
              <tr key={p.hash}>
                <th scope="row">
                  {p.name ?? <code className="raw-hash">{p.hash}</code>}
                </th>
                <td>{p.enabled ? 'yes' : 'no'}</td>
                <td>
                  <CellView cell={p.admin} explorer={ex} />
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
          </tbody>
        </table>
      </div>
      <AnchorHeading as="h2" id="policy-groups" title="Policy groups" />
      <p>Contracts each group of policies applies to.</p>
      <ul>
        {data.groups.map((g) => (
          <li key={g.name}>
            <details>
              <summary>
                <code>{g.name}</code>: {g.members.length} contract{g.members.length === 1 ? '' : 's'}
              </summary>
              <ul>
                {g.members.map((m) => (
                  <li key={m.a}>
                    <CellView cell={m} explorer={ex} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <AnchorHeading as="h2" id="staking" title="Gear staking" />
      <Fields fields={data.staking} explorer={ex} labelledBy="staking" />
      <DataTable table={data.addressProvider} explorer={ex} />
    </StatePage>
  );
}
