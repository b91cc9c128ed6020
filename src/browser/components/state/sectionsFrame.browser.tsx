/**
 * The browser's copy of sectionsFrame.tsx: the code that draws a state page's sections (Sections.tsx, Section.tsx
 * and the cells and tables it uses) loads only when the browser draws them, after a client-side navigation. The
 * page's island loads it with the full data, before the route renders (src/build/plugin/routes.ts); if the sections wait
 * for it on screen (React drew the page afresh), they wait under ServerHtmlUntilActive's Suspense boundary.
 */
import React, { type ReactNode } from 'react';
import type * as Drawn from './islandSections';
import { once } from '@site/src/browser/client/island';
import type { StatePageData } from '@site/src/pageData/state/page';

let drawn: typeof Drawn | undefined;

const load = once(() =>
  import('./islandSections').then((m) => {
    drawn = m;
  }),
);

/** Loads the sections' code, once. */
export default function loadSections(): Promise<void> {
  return load();
}

export function Sections(props: { page: StatePageData }): ReactNode {
  if (!drawn) throw load();
  const { Sections: Draw } = drawn;
  return <Draw {...props} />;
}
