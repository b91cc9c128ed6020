/**
 * The browser's copy of a state page's sections (src/browser/components/state/pageSections.tsx; the data islands):
 * the code that draws them (Sections.tsx, Section.tsx and the cells and tables it uses) loads only when the browser
 * draws them, after a client-side navigation, and draws them from the page's full data. The page's island loads it
 * with the full data, before the route renders (islandModules.ts); if the sections wait for it on screen (React drew
 * the page afresh), they wait under ServerHtmlUntilActive's Suspense boundary.
 */
import React, { type ReactNode } from 'react';
import type * as Drawn from '@site/src/browser/components/state/pageSections';
import type { StatePageData } from '@site/src/pageData/state/page';
import { once } from './island';
import { fullData } from './dataIsland';

let drawn: typeof Drawn | undefined;

const load = once(() =>
  import('@site/src/browser/components/state/pageSections').then((m) => {
    drawn = m;
  }),
);

/** Loads the sections' code, once. */
export default function loadSections(): Promise<void> {
  return load();
}

export function Sections({ page }: { page: StatePageData }): ReactNode {
  if (!drawn) throw load();
  const { Sections: Draw } = drawn;
  return <Draw page={fullData(page)} />;
}
