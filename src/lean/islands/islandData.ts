/**
 * Every protocol-state page ships its sections only in its HTML (issue 18): nothing in them needs React once drawn
 * (links, copy buttons through one delegated listener, native `<details>`, the raw-value switch, which is a class on
 * the sections' wrapper, and the tokens table, which filters and sorts its drawn rows in place:
 * src/lean/tokens/tokensInPlace.ts). The fence's plugin writes a light module for each page (islandModules.ts)
 * and the page keeps the sections' server HTML (ServerHtmlUntilActive.tsx).
 */
import type { StatePageData } from '../../pageData/state/page';

/** What the page draws around its sections: everything but the intro and the sections' blocks (their ids and titles make the contents). */
export function lightStatePage<P extends StatePageData>(page: P): P {
  return { ...page, intro: [], sections: page.sections.map((s) => ({ id: s.id, title: s.title, blocks: [] })) };
}
