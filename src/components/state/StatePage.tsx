import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import DataPageLayout from '../DataPageLayout';
import { formatIsoUtc, groupDigits } from '@site/src/data/format';
import type { SnapshotMeta } from '@site/src/views/state/cells';
import styles from './styles.module.css';

interface Props {
  meta: SnapshotMeta;
  title: string;
  description: string;
  /** Breadcrumb trail after "Protocol state › Network". */
  trail?: { label: string; href?: string }[];
  toc: TOCItem[];
  children: ReactNode;
}

/** Frame of every protocol-state page: breadcrumb, title, snapshot block and date, raw-value switch. */
export default function StatePage({ meta, title, description, trail = [], toc, children }: Props): ReactNode {
  const [raw, setRaw] = useState(false);
  return (
    <DataPageLayout title={title} description={description} toc={toc}>
      <nav aria-label="Breadcrumbs" className={styles.crumbs}>
        <ul className="breadcrumbs">
          <li className="breadcrumbs__item">
            <span className="breadcrumbs__link">Protocol state</span>
          </li>
          <li className="breadcrumbs__item">
            <Link className="breadcrumbs__link" to={`/state/${meta.network}`}>
              {meta.networkName}
            </Link>
          </li>
          {trail.map((t) => (
            <li key={t.label} className="breadcrumbs__item">
              {t.href ? (
                <Link className="breadcrumbs__link" to={t.href}>
                  {t.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{t.label}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      <div className={styles.meta}>
        <p>
          {meta.networkName} (chain {meta.chainId}), snapshot at block{' '}
          <a href={meta.blockUrl} target="_blank" rel="noopener noreferrer">
            {groupDigits(meta.block)}
          </a>{' '}
          on <time dateTime={meta.time}>{formatIsoUtc(meta.time)}</time>.
        </p>
        <button type="button" className="button button--sm button--secondary" aria-pressed={raw} onClick={() => setRaw((r) => !r)}>
          {raw ? 'Show human units' : 'Show raw values'}
        </button>
      </div>
      <div className={raw ? 'show-raw' : undefined}>{children}</div>
    </DataPageLayout>
  );
}

export const tocEntry = (id: string, value: string, level = 2): TOCItem => ({
  id,
  value: value.replace(/&/g, '&amp;').replace(/</g, '&lt;'),
  level,
});
