/**
 * Shapes what Pagefind returns into the rows the search box and /search
 * show: page title, section heading, where the page sits, and an excerpt
 * with the matched words marked. Pure: no Pagefind, no DOM.
 */
import { nameKey, singularOf } from './query';

/** The page meta that maps exact names to the ids of the sections they find (written by src/build/search/prepare.ts). */
export const NAMED_META = 'named';

/** The parts of a Pagefind anchor (an element with an id) this code reads. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  title?: string;
  location: number;
}

export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations?: PagefindWeightedLocation[];
}

/** A loaded Pagefind result (`await result.data()`). */
export interface PagefindData {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface Segment {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  /** Stable key: the URL. */
  key: string;
  url: string;
  /** The page's title. */
  page: string;
  /** The section the match is in, when it is not the top of the page. */
  section?: string;
  /** Breadcrumb of the page ("Docs › Oracles"), may be empty. */
  where: string;
  excerpt: Segment[];
  /** The query is this page's or section's exact name (a pool, credit manager or token). */
  exact: boolean;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (text: string) => text.replace(/&(?:lt|gt|amp|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);

/**
 * Pagefind's excerpt (page text with `<` and `>` escaped and matches wrapped
 * in `<mark>`) as plain segments, so no markup from the page ever reaches
 * the DOM as HTML.
 */
export function excerptSegments(excerpt: string): Segment[] {
  const out: Segment[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += text;
    else out.push({ text, mark });
  };
  const parts = excerpt.split(/(<mark>|<\/mark>)/);
  let marked = false;
  for (const part of parts) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else {
      const text = decode(part.replace(/<[^>]*>/g, ''));
      if (!marked) push(text, false);
      else {
        // Pagefind marks whole space-separated words; punctuation around the word is not part of the match.
        const m = /^([("'“‘]*)(.*?)([)"'”’.,;:!?]*)$/su.exec(text)!;
        push(m[1]!, false);
        push(m[2]!, true);
        push(m[3]!, false);
      }
    }
  }
  return out;
}

/** The section's own name: a title without the " · network" the index adds to address tables. */
export function sectionName(title: string): string {
  return title.split(' · ')[0] ?? title;
}

/** Does this section title name the entity? "Credit Manager Trade USDC Tier 1 · Ethereum Mainnet" names "Trade USDC Tier 1"; "… Tier 1 Arbitrum" does not; "Liquidation thresholds" names "liquidation threshold". */
export function titleNames(title: string, name: string): boolean {
  const t = nameKey(sectionName(title));
  const n = nameKey(name);
  return n.length > 0 && (t === n || t.endsWith(` ${n}`) || singularOf(t) === n);
}

const score = (s: PagefindSubResult) => (s.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);

/** `length` words of the page text from word `start`, the words of `name` marked. */
function excerptAt(content: string, start: number, length: number, name: string): Segment[] {
  const words = content.split(/\s+/).filter(Boolean);
  const marks = new Set(nameKey(name).split(' '));
  const out: Segment[] = [];
  const push = (text: string, mark: boolean) => {
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += text;
    else out.push({ text, mark });
  };
  words.slice(start, start + length).forEach((w, i) => {
    if (i > 0) push(' ', false);
    const word = w.replace(/[.,;:!?()]+$/g, '').toLowerCase();
    push(w, marks.has(word) || marks.has(singularOf(word)));
  });
  if (start + length < words.length) push(' …', false);
  return out;
}

/** The id of the section a name finds, from the page's `named` meta (JSON written by prepareHtml); undefined when none or unreadable. */
export function namedSection(meta: string | undefined, name: string): string | undefined {
  if (!meta) return undefined;
  try {
    const map: unknown = JSON.parse(meta);
    const id = map && typeof map === 'object' ? (map as Record<string, unknown>)[nameKey(name)] : undefined;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One row for one result page. With `exactName`, the row is the section
 * named so (a token's row on its network's token page, a credit manager's
 * table on the Deployed Contracts page); otherwise the section where the
 * query weighs most.
 */
export function shapeHit(data: PagefindData, exactName?: string, excerptWords = 24): SearchHit {
  const page = data.meta.title ?? data.url;
  const where = data.meta.where ?? '';
  const subs = data.sub_results ?? [];
  let chosen: PagefindSubResult | undefined;
  if (exactName) {
    const id = namedSection(data.meta[NAMED_META], exactName);
    const anchor = id === undefined ? undefined : data.anchors.find((a) => a.id === id);
    if (anchor) {
      const url = `${data.url.split('#')[0]}#${anchor.id}`;
      const section = anchor.title ?? anchor.text;
      return { key: url, url, page, ...(section && section !== page ? { section } : {}), where, excerpt: excerptAt(data.content, anchor.location, excerptWords, exactName), exact: true };
    }
    const pageNamed = titleNames(page, exactName);
    chosen = subs.find((s) => (s.anchor ? titleNames(s.title, exactName) : pageNamed));
    if (!chosen && !pageNamed) {
      const anchor = data.anchors.find((a) => titleNames(a.title ?? a.text ?? '', exactName));
      if (anchor) {
        const url = `${data.url.split('#')[0]}#${anchor.id}`;
        return { key: url, url, page, section: anchor.title ?? anchor.text, where, excerpt: excerptAt(data.content, anchor.location, excerptWords, exactName), exact: true };
      }
    }
    if (!chosen && pageNamed) {
      return { key: data.url, url: data.url, page, where, excerpt: subs[0] ? excerptSegments(subs[0].excerpt) : excerptAt(data.content, 0, excerptWords, exactName), exact: true };
    }
  }
  if (!chosen) chosen = subs.reduce<PagefindSubResult | undefined>((best, s) => (!best || score(s) > score(best) ? s : best), undefined);
  if (!chosen) return { key: data.url, url: data.url, page, where, excerpt: excerptSegments(data.excerpt), exact: Boolean(exactName) };
  const section = chosen.anchor && chosen.title && chosen.title !== page ? chosen.title : undefined;
  return { key: chosen.url, url: chosen.url, page, ...(section ? { section } : {}), where, excerpt: excerptSegments(chosen.excerpt), exact: Boolean(exactName) };
}

/**
 * Result order: pages the query names exactly (in their priority order)
 * first, then the full-text results by score. Ids are Pagefind result ids;
 * each appears once.
 */
export function orderResults<T extends { id: string }>(exact: T[], text: T[]): { result: T; exact: boolean }[] {
  const seen = new Set<string>();
  const out: { result: T; exact: boolean }[] = [];
  const byId = new Map(text.map((t) => [t.id, t]));
  for (const e of exact) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    out.push({ result: byId.get(e.id) ?? e, exact: true });
  }
  for (const t of text) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    out.push({ result: t, exact: false });
  }
  return out;
}
