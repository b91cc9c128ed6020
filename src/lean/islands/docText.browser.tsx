/**
 * The browser's copy of docText.tsx: the MDX components load with a page's text (docIsland.tsx), so a
 * page whose text is the server's HTML never downloads them.
 */
import type { ComponentType, ReactNode } from 'react';
import React from 'react';
import { once } from './island';

let Frame: ComponentType<{ children: ReactNode }> | undefined;

export const loadDocText = once(() =>
  import('@theme/MDXContent').then((m) => {
    Frame = m.default;
  }),
);

export default function DocText({ children }: { children: ReactNode }): ReactNode {
  // Under the docs layout's Suspense boundary; usually loaded before the route renders.
  if (!Frame) throw loadDocText();
  return <Frame>{children}</Frame>;
}
