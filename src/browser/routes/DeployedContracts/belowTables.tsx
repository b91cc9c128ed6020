/**
 * Issue 17's parts of the Deployed Contracts page, as components the page places: the reasons the rows'
 * access labels point to (the labels themselves come with the rows, accessRows.ts), the legend, the coverage
 * statement, the "Previous versions" tables and the address book as code. Data comes from
 * src/pageData/deployedContractsBelowTables.ts.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import AnchorHeading from '@site/src/browser/components/AnchorHeading';
import AddressLink from '@site/src/browser/components/AddressLink';
import type { PageBelowTables } from '@site/src/pageData/deployedContractsBelowTables';
import { previousVersionsAnchor } from '@site/src/domain/data/paths';
import { reasonId } from '../../../pageData/deployedContracts/accessRows';
import styles from './styles.module.css';

/** The reasons, once per role, for the labels' aria-describedby (not shown: the docs and the dialog show them). */
export function AccessReasons({ belowTables }: { belowTables: PageBelowTables }): ReactNode {
  return (
    <div hidden>
      {belowTables.accessRoles.map((r) => (
        <p key={r.role} id={reasonId(r.role)}>
          {r.reason}
        </p>
      ))}
    </div>
  );
}

/** What the data covers and what it does not (src/pageData/coverage.ts). */
export function CoverageStatement({ belowTables }: { belowTables: PageBelowTables }): ReactNode {
  const { parts, notCovered } = belowTables.coverage;
  return (
    <>
      <AnchorHeading as="h2" id="coverage" title="What the data covers" />
      <div data-coverage="">
        <p className={styles.coverageLead}>{parts.lead}</p>
        <ul>
          {parts.networks.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        {parts.legacy && <p>{parts.legacy}</p>}
        <p>{parts.v31}</p>
        <p className={styles.coverageLead}>Not in it:</p>
        <ul>
          {notCovered.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    </>
  );
}

export function PreviousVersions({ belowTables }: { belowTables: PageBelowTables }): ReactNode {
  return (
    <>
      <AnchorHeading as="h2" id="previous-versions" title="Previous versions" />
      <p>
        The address provider keeps every version of each entry. These entries have been replaced: a newer version of the same key holds another
        address. The address lookup names the replacement too.
      </p>
      {belowTables.previous.map((n) => (
        <React.Fragment key={n.network}>
          <AnchorHeading as="h3" id={previousVersionsAnchor(n.network)} title={n.name} />
          {n.rows.length === 0 ? (
            <p>No entry of the {n.name} address provider has been replaced in this snapshot.</p>
          ) : (
            <div className={styles.wide}>
              <table className={styles.previous} aria-labelledby={previousVersionsAnchor(n.network)}>
                <thead>
                  <tr>
                    <th scope="col">Entry</th>
                    <th scope="col">Version</th>
                    <th scope="col">Address</th>
                    <th scope="col">Replaced by</th>
                  </tr>
                </thead>
                <tbody>
                  {n.rows.map(([key, version, address, byVersion, byAddress]) => (
                    <tr key={`${key}-${version}`}>
                      <th scope="row">{key}</th>
                      <td>{version}</td>
                      <td>
                        <AddressLink address={address} explorer={n.explorer} label={`${key} version ${version}`} />
                      </td>
                      <td>
                        version {byVersion}
                        <br />
                        <AddressLink address={byAddress} explorer={n.explorer} label={`${key} version ${byVersion}`} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </React.Fragment>
      ))}
    </>
  );
}

/** Under "Addresses as data": the same addresses as code, and how to use each file. */
export function AddressBookAsCode({ belowTables }: { belowTables: PageBelowTables }): ReactNode {
  const { code } = belowTables;
  return (
    <>
      <AnchorHeading as="h3" id="address-book-as-code" title="The address book as code" />
      <p>
        The same rows as a typed TypeScript module and a Solidity library per network, and one CSV for the Safe address book. Every address is
        checksummed, every name follows one rule (the label's letters and digits joined by <code>_</code>), and each file is stamped with its
        snapshot's block.
      </p>
      <ul className={styles.downloads}>
        {code.files.map((f) => (
          <li key={f.network}>
            {f.name}: <a href={f.ts}>{f.network}.ts</a> · <a href={f.sol}>{f.network}.sol</a> (<code>library {f.library}</code>)
          </li>
        ))}
        <li>
          Every network, for Safe: <a href={code.safe}>{code.safe.split('/').pop()}</a> (<code>address,name,chainId</code>)
        </li>
      </ul>
      <p className={styles.codeTitle}>Download</p>
      <pre className={styles.code} tabIndex={0}>
        <code>{code.usage.download}</code>
      </pre>
      <p className={styles.codeTitle}>
        TypeScript: import the module (data only, so a bundler keeps just the groups you use)
      </p>
      <pre className={styles.code} tabIndex={0}>
        <code>{code.usage.ts}</code>
      </pre>
      <p className={styles.codeTitle}>Solidity: import the library (solc checks every address checksum when it compiles)</p>
      <pre className={styles.code} tabIndex={0}>
        <code>{code.usage.sol}</code>
      </pre>
      <p className={styles.codeTitle}>Safe: import the address book</p>
      <ol>
        {code.usage.safe.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}
