/**
 * The browser's copy of HighlightedBlock.tsx: syntax highlighting (Prism and its languages, ~33 KB gzip) loads only
 * when the browser draws a code block, after a client-side navigation; until it arrives the block shows its code
 * unhighlighted.
 */
import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

const Highlighted = lazy(() => import('./Highlighted'));

export default function HighlightedBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre className="prism-code">
          <code>{props.children}</code>
        </pre>
      }>
      <Highlighted {...props} />
    </Suspense>
  );
}
