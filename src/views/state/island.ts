/**
 * Which protocol-state pages ship their sections only in their HTML (issue 18): every kind whose sections hold
 * nothing a person acts on (links, copy buttons through one delegated listener, native `<details>`, the raw-value
 * switch, which is a class on the sections' wrapper). The tokens page is not one: its table filters and sorts in
 * React. The data plugin writes a light module for these pages (src/plugin/islands.ts) and StatePage keeps their
 * sections' server HTML (src/components/state/StatePage.tsx).
 */
import type { StatePageData, StatePageKind } from './page';

export const SECTIONS_IN_HTML_ONLY: ReadonlySet<StatePageKind> = new Set<StatePageKind>(['overview', 'pool', 'creditManager', 'priceFeeds', 'governance', 'changes']);

export const sectionsInHtmlOnly = (page: Pick<StatePageData, 'kind'>): boolean => SECTIONS_IN_HTML_ONLY.has(page.kind);

/** What the page draws around its sections: everything but the intro and the sections' blocks (their ids and titles make the contents). */
export function lightStatePage<P extends StatePageData>(page: P): P {
  return { ...page, intro: [], sections: page.sections.map((s) => ({ id: s.id, title: s.title, blocks: [] })) };
}
