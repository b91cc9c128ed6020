import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';

/** `<link rel="alternate" type="text/markdown">` in the page's head, one per Markdown version of the page. */
export default function MarkdownAlternate({ links }: { links: readonly { href: string; title: string }[] }): ReactNode {
  return (
    <Head>
      {links.map((l) => (
        <link key={l.href} rel="alternate" type="text/markdown" href={l.href} title={l.title} />
      ))}
    </Head>
  );
}
