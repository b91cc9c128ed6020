import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyMarkdown from '@site/src/browser/components/CopyMarkdown';
import MarkdownAlternate from '@site/src/browser/components/MarkdownAlternate';
import { markdownPath } from '@site/src/domain/data/paths';
import styles from './styles.module.css';

/**
 * The docs pages' breadcrumbs with the "Copy page as Markdown" button beside them, and the page's Markdown version
 * (written by the data plugin, src/build/plugin/markdownFiles.ts) named in the head. Docs pages only: it reads the doc.
 */
export default function DocBreadcrumbsWithMarkdown(props: object): ReactNode {
  const { metadata } = useDoc();
  const href = markdownPath(metadata.permalink);
  return (
    <>
      <MarkdownAlternate links={[{ href, title: `${metadata.title} as Markdown` }]} />
      <div className={styles.bar}>
        <DocBreadcrumbs {...props} />
        <CopyMarkdown href={href} className={styles.copy} />
      </div>
    </>
  );
}
