import React, { useMemo, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { TOCItem } from '@docusaurus/mdx-loader';
import DataPageLayout from '../DataPageLayout';
import CopyMarkdown from '../CopyMarkdown';
import MarkdownAlternate from '../MarkdownAlternate';
import { markdownPath } from '@site/src/domain/data/paths';
import { formatIsoUtc, groupDigits } from '@site/src/domain/data/format';
import type { StatePageData } from '@site/src/pageData/state/page';
import PagePart from '../PagePart';
import { Sections } from './pageSections';
import styles from './styles.module.css';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The table of contents: the page's sections. */
export const tocOf = (page: StatePageData): TOCItem[] => page.sections.map((s) => ({ id: s.id, value: escapeHtml(s.title), level: 2 }));

/**
 * Any protocol-state page, drawn from its data: breadcrumbs, title, snapshot block and date, raw-value switch, then its
 * sections.
 */
export default function StatePage({ page }: { page: StatePageData }): ReactNode {
  const [raw, setRaw] = useState(false);
  const { meta } = page;
  const toc = useMemo(() => tocOf(page), [page]);
  // The page's Markdown version, written by the data plugin from the same page data (src/build/markdown/statePage.ts).
  const markdown = markdownPath(page.path);
  return (
    <DataPageLayout title={page.title} description={page.description} toc={toc}>
      <MarkdownAlternate links={[{ href: markdown, title: `${page.title} as Markdown` }]} />
      <nav aria-label="Breadcrumbs" className={styles.crumbs}>
        <ul className="breadcrumbs">
          {page.breadcrumbs.map((c) => (
            <li key={c.label} className="breadcrumbs__item">
              {c.href ? (
                <Link className="breadcrumbs__link" to={c.href}>
                  {c.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{c.label}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <h1>{page.title}</h1>
      <div className={styles.meta}>
        {meta && (
          <p>
            {meta.networkName} (chain {meta.chainId}), snapshot at block{' '}
            <a href={meta.blockUrl} target="_blank" rel="noopener noreferrer">
              {groupDigits(meta.block)}
            </a>{' '}
            on <time dateTime={meta.time}>{formatIsoUtc(meta.time)}</time>.
          </p>
        )}
        <div className={styles.actions}>
          {/* One pattern: the label says what a press does (no aria-pressed as well, or a screen reader hears "Show human units, pressed"). */}
          <button type="button" className="button button--sm button--secondary" onClick={() => setRaw((r) => !r)}>
            {raw ? 'Show human units' : 'Show raw values'}
          </button>
          <CopyMarkdown href={markdown} />
        </div>
      </div>
      <div className={raw ? 'show-raw' : undefined}>
        <PagePart id="state-sections">
          <Sections page={page} />
        </PagePart>
      </div>
    </DataPageLayout>
  );
}
