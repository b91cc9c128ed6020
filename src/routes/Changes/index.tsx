import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import StatePage, { tocEntry } from '@site/src/components/state/StatePage';
import AnchorHeading from '@site/src/components/AnchorHeading';
import CellView from '@site/src/components/state/Cell';
import AddressLink from '@site/src/components/AddressLink';
import { formatIsoUtc, groupDigits } from '@site/src/data/format';
import type { ChangesPageData, ChangesSection } from '@site/src/diff/page';
import stateStyles from '@site/src/components/state/styles.module.css';
import styles from './styles.module.css';

function Section({ section, columns, explorer }: { section: ChangesSection; columns: string[]; explorer: string }): ReactNode {
  return (
    <section className={stateStyles.block}>
      <AnchorHeading as="h2" id={section.id} title={section.title} />
      {(section.href || section.contract) && (
        <p className={styles.placeLinks}>
          {section.contract && (
            <span className="search-ignore">
              <AddressLink address={section.contract.a} explorer={explorer} label={section.title} />
            </span>
          )}
          {section.href && <Link to={section.href}>Current state of {section.title.charAt(0).toLowerCase() + section.title.slice(1)}</Link>}
        </p>
      )}
      <div className={stateStyles.scroll} role="region" aria-labelledby={section.id} tabIndex={0}>
        <table className={clsx(stateStyles.data, styles.changes)} aria-labelledby={section.id}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      <CellView cell={cell} explorer={explorer} />
                    </th>
                  ) : (
                    <td key={j}>
                      <CellView cell={cell} explorer={explorer} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** "Changes since block N": what the comparison with the previous snapshot found, place by place. */
export default function ChangesRoute({ data }: { data: ChangesPageData }): ReactNode {
  const { meta, previous } = data;
  return (
    <StatePage
      meta={meta}
      title={data.title}
      description={`What changed in Gearbox V3 on ${meta.networkName} between block ${groupDigits(previous.block)} and block ${groupDigits(meta.block)}: contracts added, removed or replaced, renames and parameter changes.`}
      trail={[{ label: 'Changes' }]}
      toc={data.sections.map((s) => tocEntry(s.id, s.title))}>
      <p>
        Compared with the previous snapshot, at block{' '}
        <a href={previous.blockUrl} target="_blank" rel="noopener noreferrer">
          {groupDigits(previous.block)}
        </a>{' '}
        on <time dateTime={previous.time}>{formatIsoUtc(previous.time)}</time>:{' '}
        {data.count === 0 ? 'no contract and no compared parameter changed.' : `${data.count} ${data.count === 1 ? 'change' : 'changes'}.`} Unchanged contracts
        and parameters are not listed, and the order in which a snapshot lists things is not a change. Values that move with every block (liquidity,
        borrowed amounts, rates that follow utilisation, gauge votes) are not compared.
      </p>
      {data.sections.map((s) => (
        <Section key={s.id} section={s} columns={data.columns} explorer={meta.explorer} />
      ))}
    </StatePage>
  );
}
