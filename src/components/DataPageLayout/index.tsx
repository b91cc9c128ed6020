import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { HtmlClassNameProvider, ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { TOCItem } from '@docusaurus/mdx-loader';
import styles from './styles.module.css';

/** The docs sidebar, published by the data plugin for pages outside the docs plugin. */
export function useDocsSidebarItems(): PropSidebar {
  const data = usePluginData('gearbox-data') as { sidebar?: PropSidebar } | undefined;
  return data?.sidebar ?? [];
}

/** Docs sidebar around any content: used by data pages and the 404 page. */
export function WithDocsSidebar({ children }: { children: ReactNode }): ReactNode {
  const sidebar = useDocsSidebarItems();
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name="docs" items={sidebar}>
        <DocRootLayout>{children}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}

interface Props {
  title: string;
  description: string;
  toc: readonly TOCItem[];
  children: ReactNode;
}

/** A page generated from data that looks and navigates like a docs page: sidebar, content, table of contents. */
export default function DataPageLayout({ title, description, toc, children }: Props): ReactNode {
  const windowSize = useWindowSize();
  const desktopToc = toc.length > 0 && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <Layout title={title} description={description}>
      <WithDocsSidebar>
        <div className="row">
          <div className={clsx('col', desktopToc && styles.mainCol)}>
            <article>
              {toc.length > 0 && <TOCCollapsible toc={toc} className={styles.tocMobile} />}
              <div className={clsx('markdown', styles.content)}>{children}</div>
            </article>
          </div>
          {desktopToc && (
            <div className="col col--3">
              <TOC toc={toc} />
            </div>
          )}
        </div>
      </WithDocsSidebar>
    </Layout>
  );
}
