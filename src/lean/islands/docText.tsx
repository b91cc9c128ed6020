/**
 * The frame of a docs page's text: the MDX components (admonitions, headings, code blocks, details…) it is drawn
 * with. This is the server's copy, which draws it at once. The browser's bundle gets docText.browser.tsx in its
 * place (src/lean/bundlerChanges.ts), where the frame loads with the text itself, only when the browser draws it.
 */
import React, { type ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';

export default function DocText({ children }: { children: ReactNode }): ReactNode {
  return <MDXContent>{children}</MDXContent>;
}

/** Loads the frame's code, if it is not already loaded (the server's copy always is). */
export function loadDocText(): Promise<void> {
  return Promise.resolve();
}
