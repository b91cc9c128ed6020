import React, { memo, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { HtmlClassNameProvider, ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import docsSidebar from '@generated/gearbox-data/default/sidebar.json';
import type { TOCItem } from '@docusaurus/mdx-loader';
import styles from './styles.module.css';

/** The docs sidebar, written by the data plugin for pages outside the docs plugin (only they download it). */
export function useDocsSidebarItems(): PropSidebar {
  return docsSidebar;
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

/** A table of contents that changes while the page is used: a component that renders `PageToc` with the current items. */
export type DynamicToc = ComponentType<{ mobile: boolean }>;

interface Props {
  title: string;
  description: string;
  /** The table of contents: its items, or a component that renders them (only it re-renders when they change). */
  toc: readonly TOCItem[] | DynamicToc;
  children: ReactNode;
}

/** The side table of contents on wide screens, the collapsible one above the content on narrow screens. */
export const PageToc = memo(function PageToc({ items, mobile }: { items: readonly TOCItem[]; mobile: boolean }): ReactNode {
  if (items.length === 0) return null;
  return mobile ? <TOCCollapsible toc={items} className={styles.tocMobile} /> : <TOC toc={items} />;
});

/** A page generated from data that looks and navigates like a docs page: sidebar, content, table of contents. */
export default function DataPageLayout({ title, description, toc, children }: Props): ReactNode {
  const windowSize = useWindowSize();
  const hasToc = typeof toc === 'function' || toc.length > 0;
  const tocFor = (mobile: boolean) => (typeof toc === 'function' ? React.createElement(toc, { mobile }) : <PageToc items={toc} mobile={mobile} />);
  const desktopToc = hasToc && (windowSize === 'desktop' || windowSize === 'ssr');
  return (
    <Layout title={title} description={description}>
      <WithDocsSidebar>
        <div className="row">
          <div className={clsx('col', desktopToc && styles.mainCol)}>
            <article>
              {hasToc && tocFor(true)}
              <div className={clsx('markdown', styles.content)}>{children}</div>
            </article>
          </div>
          {desktopToc && (
            <div className="col col--3">{tocFor(false)}</div>
          )}
        </div>
      </WithDocsSidebar>
    </Layout>
  );
}
