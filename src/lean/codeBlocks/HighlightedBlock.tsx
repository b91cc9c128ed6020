/**
 * A code block, highlighted. This is the server's copy: it highlights at once, so the block is in the page's HTML
 * where it stands (no streamed placeholder that only a script moves into place), for readers without JavaScript
 * too. The browser's bundle gets HighlightedBlock.browser.tsx in its place (src/lean/bundlerChanges.ts), which loads the
 * highlighter only when the browser draws a block.
 */
import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import Highlighted from './Highlighted';

export default function HighlightedBlock(props: Props): ReactNode {
  return <Highlighted {...props} />;
}
