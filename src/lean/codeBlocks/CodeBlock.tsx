import React, { useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
// The server's copy highlights at once; the browser's loads the highlighter when it draws a block (bundlerChanges.ts).
import HighlightedBlock from './HighlightedBlock';

/**
 * A code block as the fence draws it (theme-classic's CodeBlock in its place, with the eager Prism client module
 * left out: src/lean/plugin.ts, the codeBlocks part). The server's markup is final: token colours are classes (the
 * Prism theme is empty, src/browser/css/code.css colours them for both colour modes)
 * and the copy button works through one delegated listener
 * (src/browser/client/copyButtons.ts). So a code block present when the page loads
 * keeps its server HTML as inert markup while the page hydrates, and the page
 * never downloads the highlighter. On a client-side navigation there is no
 * server HTML, and the block is highlighted in the browser.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // False on the server and after the first render in the browser; true while the page hydrates.
  const [hydrating] = useState(() => typeof document !== 'undefined' && !isBrowser);
  if (hydrating) {
    // Same element as the server's; React leaves its existing children alone when hydrating it.
    return <div className="code-block" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div className="code-block">
      <HighlightedBlock {...props} />
    </div>
  );
}
