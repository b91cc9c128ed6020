/**
 * Build side: the names a V3 docs page is found by exactly. A search for exactly one of them shows that page or
 * section first, before the full-text results, and needs only Pagefind's small filter file to find it (no index
 * chunks), so it answers soonest on a slow network.
 *
 * A docs page is found by:
 * - its title (h1), and a section by its heading (h2, h3), when that text heads nothing else in the docs: a title
 *   wins over sections; a section heading shared by two pages ("Example", "Reverts") names neither. A plural
 *   heading is also found by its singular ("liquidation threshold" finds "Liquidation thresholds");
 * - its front-matter keywords that no heading has: they lead to the section that defines the term (in bold), else
 *   to the first section that uses it, else to the page. A keyword several pages list names the one page that
 *   defines it, when exactly one does ("liquidation threshold": the page about debt and collateral).
 * Names of pools, credit managers and tokens stay theirs (their pages come first for those), and headings that are
 * names from code (`CreditFacadeV3`) are handled by the code-name rule (src/build/search/indexer.ts).
 */
import { articleHeadings, articleOf, isCodeName, metaKeywords } from './prepare';
import { headingKeys, nameKey } from '../../pageData/search/query';

export interface DocsNames {
  /** Keys the whole page is about. */
  page: string[];
  /** Keys by section id. */
  anchors: Map<string, string[]>;
}

interface Place {
  route: string;
  id?: string;
}

/** One stretch of an article: from a heading with an id (or the article's start) to the next such heading. */
export interface Section {
  id?: string;
  html: string;
}

/** A page's article cut at its h2 and h3 headings with ids. */
export function sections(html: string): Section[] {
  const article = articleOf(html);
  if (article === undefined) return [];
  const out: Section[] = [];
  let from = 0;
  let id: string | undefined;
  for (const m of article.matchAll(/<h[23]\b[^>]*\bid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi)) {
    out.push({ ...(id ? { id } : {}), html: article.slice(from, m.index) });
    id = m[1] ?? m[2] ?? m[3];
    from = m.index;
  }
  out.push({ ...(id ? { id } : {}), html: article.slice(from) });
  return out;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * The section where a term is defined: the first with the term in bold. Undefined when the page never sets it in bold.
 * `split`: the page's sections, when the caller has them already.
 */
export function boldSection(html: string, term: string, split: readonly Section[] = sections(html)): { id?: string } | undefined {
  const key = nameKey(term);
  for (const s of split) {
    for (const [, , inner = ''] of s.html.matchAll(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi)) if (headingKeys(plain(inner).trim()).includes(key)) return s.id ? { id: s.id } : {};
  }
  return undefined;
}

/** Where a keyword leads on its page: the section that defines it (in bold), else the first that uses it, else the page. */
export function definingSection(html: string, keyword: string, split: readonly Section[] = sections(html)): { id?: string } {
  const bold = boldSection(html, keyword, split);
  if (bold) return bold;
  const key = nameKey(keyword);
  const word = new RegExp(`(^|[^\\w-])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?($|[^\\w-])`);
  const used = split.find((s) => word.test(plain(s.html)));
  return used?.id ? { id: used.id } : {};
}

export function docsNames(pages: readonly { route: string; html: string }[], reserved: ReadonlySet<string>): Map<string, DocsNames> {
  const titles = new Map<string, Place[]>();
  const headed = new Map<string, Place[]>();
  const keywords = new Map<string, Place[]>();
  const add = (into: Map<string, Place[]>, key: string, place: Place) => into.set(key, [...(into.get(key) ?? []), place]);
  /** Every heading key, names from code included: a keyword never takes a name a heading has. */
  const anyHeading = new Set<string>();
  for (const { route, html } of pages) {
    for (const h of articleHeadings(html)) {
      for (const key of headingKeys(h.text)) anyHeading.add(key);
      if (isCodeName(h.text)) continue;
      // A page's title names the page; another heading names its anchor, and one without an id names nothing.
      const place: Place | undefined = h.level === 1 ? { route } : h.id === undefined ? undefined : { route, id: h.id };
      if (place) for (const key of headingKeys(h.text)) add(h.level === 1 ? titles : headed, key, place);
    }
    for (const k of new Set(metaKeywords(html).map(nameKey))) add(keywords, k, { route });
  }

  const out = new Map<string, DocsNames>();
  const at = (route: string) => {
    let n = out.get(route);
    if (!n) {
      n = { page: [], anchors: new Map() };
      out.set(route, n);
    }
    return n;
  };
  const put = (key: string, { route, id }: Place) => {
    const names = at(route);
    if (id === undefined) names.page.push(key);
    else names.anchors.set(id, [...(names.anchors.get(id) ?? []), key]);
  };
  for (const [key, [only, ...more]] of titles) if (!reserved.has(key) && only && more.length === 0) put(key, only);
  for (const [key, [only, ...more]] of headed) if (!reserved.has(key) && !titles.has(key) && only && more.length === 0) put(key, only);
  const html = new Map(pages.map((p) => [p.route, p.html]));
  const htmlOf = (route: string): string => html.get(route) ?? '';
  // Each page cut into sections once, however many keywords ask.
  const split = new Map<string, Section[]>();
  const sectionsOf = (route: string): Section[] => {
    const known = split.get(route);
    if (known) return known;
    const cut = sections(htmlOf(route));
    split.set(route, cut);
    return cut;
  };
  for (const [key, places] of keywords) {
    if (reserved.has(key) || anyHeading.has(key)) continue;
    const [only, ...more] = places;
    if (only && more.length === 0) {
      const { route } = only;
      put(key, { route, ...definingSection(htmlOf(route), key, sectionsOf(route)) });
      continue;
    }
    // Listed by several pages: the one page that defines the term, if exactly one does.
    const defining = places.flatMap(({ route }) => {
      const at = boldSection(htmlOf(route), key, sectionsOf(route));
      return at ? [{ route, ...at }] : [];
    });
    const [one, ...others] = defining;
    if (one && others.length === 0) put(key, one);
  }
  return out;
}
