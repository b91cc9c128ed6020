/**
 * A protocol-state page's intro and sections, from its full data (islandSections.tsx gives it the blocks only some
 * pages have).
 */
import React, { type ReactNode } from 'react';
import type { StatePageData } from '@site/src/pageData/state/page';
import { fullData } from '@site/src/browser/client/dataIsland';
import { Paragraph, SectionView, type PageBlockRenderers } from './Section';

export interface SectionsProps {
  page: StatePageData;
  /** How the page draws the blocks only it has (a chart, the tokens table…). */
  blocks: PageBlockRenderers;
}

export function Sections({ page, blocks }: SectionsProps): ReactNode {
  const { intro, sections, meta } = fullData(page);
  return (
    <>
      {intro.map((p, i) => (
        <Paragraph key={i} block={p} explorer={meta.explorer} />
      ))}
      {sections.map((s) => (
        <SectionView key={s.id} section={s} explorer={meta.explorer} renderers={blocks} />
      ))}
    </>
  );
}
