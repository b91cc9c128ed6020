import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import DocText from './docText';
import BrowserSuspense from './browserSuspense';
import type { Props } from '@theme/DocItem/Content';
import { useKeptServerHtml } from './islandLinks';

/**
 * The docs page's text as the doc islands draw it (theme-classic's DocItem/Content in its place: src/lean/plugin.ts):
 * its title, unless the text or the front matter gives its own, then the text.
 *
 * The text loaded with the page stays the server's HTML: React hydrates this element and leaves what is inside
 * it alone, and the browser never downloads the text's compiled code (docIsland.tsx). Everything in
 * the text that acts works without React: links (which navigate in the browser, islandLinks.ts),
 * anchors, the copy buttons (one delegated listener), native `<details>`. After a client-side navigation the text is drawn by React, as the server drew it.
 */
export default function DocItemContent({ children }: Props): ReactNode {
  const { metadata, frontMatter, contentTitle } = useDoc();
  // The text loaded with the page stays the server's HTML while it hydrates; its links navigate in the browser.
  const { keep, ref } = useKeptServerHtml();
  const className = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');
  if (keep) return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  const title = !frontMatter.hide_title && contentTitle === undefined ? metadata.title : undefined;
  return (
    <div className={className}>
      {title && (
        <header>
          <Heading as="h1">{title}</Heading>
        </header>
      )}
      {/* In the browser the text may still be loading (docIsland.tsx); the server's render never waits. */}
      <BrowserSuspense>
        <DocText>{children}</DocText>
      </BrowserSuspense>
    </div>
  );
}
