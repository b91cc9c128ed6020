import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { DeployedContractsPageData } from '@site/src/pageData/deployedContractsPage';
import { ABI_INDEX_FILE } from '@site/src/domain/data/paths';
import styles from './styles.module.css';

/** One line under the intro: what the labels on the rows mean. */
export function AccessLegend({ data }: { data: DeployedContractsPageData }): ReactNode {
  const { belowTables } = data;
  return (
    <p className={styles.legend}>
      <strong>May I call this?</strong> Each row says:{' '}
      {belowTables.accessClasses.map((c, i) => (
        <React.Fragment key={c.cls}>
          {i > 0 && (i === belowTables.accessClasses.length - 1 ? ' or ' : ', ')}
          <Link to={c.href}>{c.label}</Link>
        </React.Fragment>
      ))}
      . <strong>Check</strong> gives a one-line command that reads the address from the protocol's own registry at the snapshot's block.{' '}
      <strong>ABI</strong> links the contract's ABI at the row's version (<a href={ABI_INDEX_FILE}>all ABIs</a>) or says none is published; adapters, quota
      keepers, gauges and interest models have no version in the snapshot.
    </p>
  );
}
