/**
 * What a page's `<head>` holds, from the `<Head>` elements its components render: the browser's side of
 * `@docusaurus/Head`. The server renders the head with react-helmet-async (core's SSR), and the browser
 * bundle gets src/lean/standIns/head/index.tsx in its place (src/lean/bundlerChanges.ts, `BROWSER_STAND_INS`), which
 * keeps the head in step on client-side navigation with these rules, the library's own:
 *
 * - Each `<Head>` element is one entry, in the order the entries were first rendered: a layout's before its
 *   page's. A later entry overrides an earlier one.
 * - The title is the last entry's that has one; the base tag, the last entry's with an href.
 * - `<html>` and `<body>` attributes are merged, later entries winning.
 * - A tag (meta, link, script, style, noscript) is identified by its primary attribute: for meta,
 *   the last of name, charset, http-equiv, property and itemprop it has; for link, rel or href, where
 *   rel counts only for `rel="canonical"` (a stylesheet's rel never counts); for script, src or its text.
 *   A tag whose primary attribute's value (ignoring case) a later entry also sets is dropped. Within one
 *   entry, tags with the same value all stay (two hreflang alternates may share an href).
 *
 * src/lean/standIns/head/head.test.ts checks these rules against react-helmet-async's server output for the same
 * entries, so the head a page gets on navigation is the head its own HTML has.
 */

/** Attributes of one tag, by their HTML names; `innerHTML`/`cssText` hold a script's, noscript's or style's text. */
export type Attributes = Record<string, string | undefined>;

export const TAG_TYPES = ['base', 'meta', 'link', 'script', 'style', 'noscript'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** What one `<Head>` element says. */
export interface HeadEntry {
  title?: string;
  html?: Attributes;
  body?: Attributes;
  tags?: Partial<Record<TagType, Attributes[]>>;
}

/** What the head holds, all entries together. */
export interface HeadState {
  title: string | undefined;
  html: Attributes;
  body: Attributes;
  tags: Record<TagType, Attributes[]>;
}

/** The attributes that identify a tag of each type, in the library's order of precedence. */
const PRIMARY: Record<TagType, readonly string[]> = {
  base: ['href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
  noscript: ['innerHTML'],
};

/** Keys matched as written, not lower-cased. */
const CASED_KEYS = new Set(['innerHTML', 'cssText', 'itemprop']);

/** The attribute that identifies `tag` among tags of its type, if any. */
export function primaryAttribute(type: TagType, tag: Attributes): string | undefined {
  const primaries = PRIMARY[type];
  let primary: string | undefined;
  for (const key of Object.keys(tag)) {
    const lower = key.toLowerCase();
    const canonicalRel = primary === 'rel' && tag.rel?.toLowerCase() === 'canonical';
    const stylesheetRel = lower === 'rel' && tag.rel?.toLowerCase() === 'stylesheet';
    if (primaries.includes(lower) && !canonicalRel && !stylesheetRel) primary = lower;
    if (primaries.includes(key) && CASED_KEYS.has(key)) primary = key;
  }
  return primary;
}

/** The tags of one type that stay, in entry order: a tag goes if a later entry has one with the same identity. */
function tagsOf(type: TagType, entries: readonly HeadEntry[]): Attributes[] {
  const seenLater = new Map<string, Set<string>>();
  const kept: Attributes[][] = [];
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const tags = entries[i]?.tags?.[type];
    if (!tags) continue;
    const seenHere = new Map<string, Set<string>>();
    const stay = tags.filter((tag) => {
      const key = primaryAttribute(type, tag);
      const value = key ? tag[key] : undefined;
      if (!key || !value) return false;
      const lower = value.toLowerCase();
      if (seenLater.get(key)?.has(lower)) return false;
      const here = seenHere.get(key) ?? new Set<string>();
      here.add(lower);
      seenHere.set(key, here);
      return true;
    });
    for (const [key, values] of seenHere) {
      const all = seenLater.get(key) ?? new Set<string>();
      for (const v of values) all.add(v);
      seenLater.set(key, all);
    }
    kept.unshift(stay);
  }
  return kept.flat();
}

/** The base tag: the last entry's that has an href (a page has one base at most). */
function baseOf(entries: readonly HeadEntry[]): Attributes[] {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const base = entries[i]?.tags?.base?.find((tag) => tag.href);
    if (base) return [base];
  }
  return [];
}

/** The head, from its entries in render order. */
export function headState(entries: readonly HeadEntry[]): HeadState {
  let title: string | undefined;
  const html: Attributes = {};
  const body: Attributes = {};
  for (const entry of entries) {
    if (entry.title !== undefined) title = entry.title;
    Object.assign(html, entry.html);
    Object.assign(body, entry.body);
  }
  const tags = Object.fromEntries(TAG_TYPES.map((type) => [type, type === 'base' ? baseOf(entries) : tagsOf(type, entries)])) as Record<TagType, Attributes[]>;
  return { title: title || undefined, html, body, tags };
}
