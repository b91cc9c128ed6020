/**
 * A protocol-state page's intro and sections, from its data (pageSections.tsx gives it the blocks only some pages
 * have).
 */
import React, { type ReactNode } from 'react';
import type { StatePageData } from '@site/src/pageData/state/page';
import { Paragraph, SectionView, type PageBlockRenderers } from './Section';

export interface SectionsProps {
  page: StatePageData;
  /** How the page draws the blocks only it has (a chart, the tokens table…). */
  blocks: PageBlockRenderers;
}

export function Sections({ page, blocks }: SectionsProps): ReactNode {
  const { intro, sections, meta } = page;
  // A page of several networks has no network of its own: each of its address cells names its explorer.
  const explorer = meta?.explorer ?? page.explorer ?? '';
  return (
    <>
      {intro.map((p, i) => (
        <Paragraph key={i} block={p} explorer={explorer} />
      ))}
      {sections.map((s) => (
        <SectionView key={s.id} section={s} explorer={explorer} renderers={blocks} />
      ))}
    </>
  );
}
