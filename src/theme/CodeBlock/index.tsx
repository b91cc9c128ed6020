import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

// Syntax highlighting (Prism and its languages, ~30 KB gzip) loads with the first
// code block a page renders, not with every page. The server render waits for
// it, so the static HTML is always highlighted.
const Highlighted = lazy(() => import('./Highlighted'));

export default function CodeBlock(props: Props): ReactNode {
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
