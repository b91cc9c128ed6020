/**
 * Build side: turns a built HTML page into what the Pagefind indexer reads.
 * The site's markup is not changed; only the copy handed to Pagefind is.
 *
 * - The page's `<article>` is the indexed body (navbar, sidebars, table of
 *   contents, footer and pagination stay out).
 * - Page facts become Pagefind attributes: where the page sits (`where`
 *   meta), docs keywords (`keywords` meta, weighted in ranking), exact names
 *   of the pools, credit managers, tokens and docs sections it is about
 *   (`name` filter, for exact-name matches; `named` meta, which section each
 *   docs name finds) and their order (`priority` sort), section titles
 *   for entity rows and tables (`data-pagefind-title` on the element with
 *   that id), and weights for the body and title.
 * - Text that is not words people search by is removed: 40-digit addresses
 *   (the address lookup answers those) here; raw values, code blocks and
 *   formulas through the indexer's excluded selectors.
 * - Table cells, list items and spans are separated by a space: minified
 *   HTML omits end tags, and Pagefind would otherwise glue neighbouring
 *   cells (or the facts of a price feed) into one word. The site's markup
 *   never splits a word across spans outside code and formulas.
 */
import { nameKey } from '../../pageData/search/query';
import { NAMED_META } from '../../pageData/search/results';

export interface AnchorAnnotation {
  /** Title Pagefind gives the section starting at this element (a table row or heading). */
  title?: string;
  /** Exact names this element is about; recorded only if the element is on the page. */
  names: string[];
}

export interface PageAnnotation {
  /** Breadcrumb of the page, shown under each result ("Docs › Oracles"). */
  where?: string;
  /** Exact names the whole page is about (its pool or credit manager). */
  names?: string[];
  /** Order of exact-name matches: lower first. */
  priority?: number;
  /** Docs front-matter keywords, searched as weighted metadata. */
  keywords?: string[];
  /** Weight of the body text (Pagefind's scale: 1 is normal, 0.5 counts a quarter). */
  bodyWeight?: number;
  /** Weight of the page's h1 when the body is weighted (keeps the page's name strong). */
  titleWeight?: number;
  /** Annotations by element id. */
  anchors?: Map<string, AnchorAnnotation>;
}

const ADDRESS = /\b0x[0-9a-fA-F]{40}\b/g;
/** Elements whose end tag minified HTML may omit, or that end a block of text. */
const SEPARATED = /<(td|th|tr|li|dt|dd|p|div|span|h[1-6]|caption|br|section|figure|figcaption|blockquote)(?=[\s>/])/gi;

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Pagefind's `key:value` attribute syntax; everything after the first colon is the literal value. */
const marker = (attribute: string, key: string, value: string) => `<span ${attribute}="${escapeAttribute(`${key}:${value}`)}"></span>`;

/** Text of the page's breadcrumb items, the current page (last) left out. Empty items (the home icon) are skipped. */
export function breadcrumbTrail(html: string): string[] {
  const nav = /<nav\b[^>]*aria-label="?Breadcrumbs"?[^>]*>([\s\S]*?)<\/nav>/i.exec(html);
  if (!nav) return [];
  const items = nav[1]!.split(/<li\b[^>]*>/i).slice(1).map((li) => decodeEntities(li.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim());
  return items.slice(0, -1).filter(Boolean);
}

/** The page's `<meta name="keywords">`, split on commas. */
export function metaKeywords(html: string): string[] {
  const m = /<meta\b[^>]*\bname="?keywords"?[^>]*>/i.exec(html);
  if (!m) return [];
  const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[0]);
  const value = decodeEntities(content?.[1] ?? content?.[2] ?? content?.[3] ?? '');
  return value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** A name from code (`CreditFacadeV3`, `botMulticall`, `PERCENTAGE_FACTOR`): one word with inner capitals, a digit or an underscore. */
export const isCodeName = (text: string): boolean => /^[A-Za-z_$][\w$]*$/.test(text) && /[a-z][A-Z]|[A-Z]{2}|\d|_/.test(text);

/** A heading of a page's article: its level, its id (absent on most h1s) and its text without the anchor link. */
export interface ArticleHeading {
  level: 1 | 2 | 3;
  id?: string;
  text: string;
}

/** The page's `<article>` (from its start tag to its end tag, or to the end of the page); undefined without one. */
export function articleOf(html: string): string | undefined {
  const start = html.search(/<article\b/i);
  if (start < 0) return undefined;
  const end = html.indexOf('</article>', start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** The h1, h2 and h3 headings inside the page's `<article>`, in order. */
export function articleHeadings(html: string): ArticleHeading[] {
  const article = articleOf(html);
  if (article === undefined) return [];
  const out: ArticleHeading[] = [];
  for (const m of article.matchAll(/<h([123])\b([^>]*)>([\s\S]*?)<\/h\1>/gi)) {
    const id = /\bid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[2]!);
    const text = decodeEntities(m[3]!.replace(/<a\b[^>]*class="?hash-link[\s\S]*?<\/a>/gi, '').replace(/<[^>]*>/g, ''))
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const value = id?.[1] ?? id?.[2] ?? id?.[3];
    if (text) out.push({ level: Number(m[1]) as 1 | 2 | 3, ...(value ? { id: value } : {}), text });
  }
  return out;
}

/**
 * Headings (h2, h3) whose whole text is a name from code, with their ids: the section of a docs page about that
 * contract or function, which a search for exactly that name should show first.
 */
export function codeNameHeadings(html: string): { id: string; name: string }[] {
  return articleHeadings(html)
    .filter((h): h is ArticleHeading & { id: string } => h.level > 1 && h.id !== undefined && isCodeName(h.text))
    .map((h) => ({ id: h.id, name: h.text }));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * Adds attributes to the first start tag that carries each wanted id (quoted or not), right after that id, in one
 * pass over the HTML: a page such as `/` has hundreds of anchors, and searching the whole page once per anchor made
 * the search index's preparation quadratic. Returns the new HTML and the ids found.
 */
function annotateIds(html: string, wanted: ReadonlyMap<string, string>): { html: string; found: Set<string> } {
  const found = new Set<string>();
  if (wanted.size === 0) return { html, found };
  const parts: string[] = [];
  let from = 0;
  for (const tag of html.matchAll(/<[a-zA-Z][a-zA-Z0-9]*\b[^>]*>/g)) {
    const id = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s>/]+)(?=[\s>/]))/.exec(tag[0]);
    if (!id) continue;
    const value = id[1] ?? id[2] ?? id[3]!;
    const attributes = wanted.get(value);
    if (attributes === undefined || found.has(value)) continue;
    found.add(value);
    const at = tag.index + id.index + id[0].length;
    parts.push(html.slice(from, at), ` ${attributes}`);
    from = at;
    if (found.size === wanted.size) break;
  }
  parts.push(html.slice(from));
  return { html: parts.join(''), found };
}

/** The copy of `html` that Pagefind indexes. Throws when the page has no `<article>` (nothing to index). */
export function prepareHtml(html: string, page: PageAnnotation): string {
  const article = /<article\b/i.exec(html);
  if (!article) throw new Error('no <article> element: the page has no body to index');
  let out = html;

  const names = new Set((page.names ?? []).map(nameKey));
  /** Sections found by a name their own heading may not say (a docs keyword's defining section): name → id. */
  const named: Record<string, string> = {};
  const anchors = page.anchors ?? new Map<string, AnchorAnnotation>();
  const annotated = annotateIds(
    out,
    new Map([...anchors].map(([id, a]) => [id, a.title ? `data-pagefind-title="${escapeAttribute(a.title)}"` : ''])),
  );
  out = annotated.html;
  for (const [id, a] of anchors) {
    if (!annotated.found.has(id)) continue;
    for (const n of a.names) {
      names.add(nameKey(n));
      if (!a.title) named[nameKey(n)] = id;
    }
  }

  const markers = [
    page.where ? marker('data-pagefind-meta', 'where', page.where) : '',
    page.keywords?.length ? marker('data-pagefind-meta', 'keywords', page.keywords.join(' ')) : '',
    Object.keys(named).length ? marker('data-pagefind-meta', NAMED_META, JSON.stringify(named)) : '',
    ...[...names].filter(Boolean).map((n) => marker('data-pagefind-filter', 'name', n)),
    names.size && page.priority !== undefined ? marker('data-pagefind-sort', 'priority', String(page.priority).padStart(3, '0')) : '',
  ].join('');
  const bodyWeight = page.bodyWeight !== undefined ? ` data-pagefind-weight="${page.bodyWeight}"` : '';
  out = out.replace(/<article\b([^>]*)>/i, (_m, attrs: string) => `<article${attrs} data-pagefind-body${bodyWeight}>${markers}`);
  if (page.titleWeight !== undefined) {
    const afterArticle = out.search(/<article\b/i);
    const h1 = out.slice(afterArticle).search(/<h1(?=[\s>])/i);
    if (h1 >= 0) {
      const at = afterArticle + h1 + 3;
      out = `${out.slice(0, at)} data-pagefind-weight="${page.titleWeight}"${out.slice(at)}`;
    }
  }

  out = out.replace(/>([^<]+)</g, (_m, text: string) => `>${text.replace(ADDRESS, ' ')}<`);
  return out.replace(SEPARATED, ' <$1');
}
