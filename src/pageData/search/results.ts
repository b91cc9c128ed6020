/**
 * Shapes what Pagefind returns into the rows the search box and /search
 * show: page title, section heading, where the page sits, and an excerpt
 * with the matched words marked. A row is planned from the page's fragment
 * (`planHit`: the section, and where the excerpt lies in the page's words),
 * and drawn once those words are loaded (`excerptText`; the excerpt files,
 * src/pageData/search/excerpts.ts). Pure: no Pagefind, no DOM.
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
  anchor?: PagefindAnchor;
  weighted_locations?: PagefindWeightedLocation[];
}

/**
 * A loaded Pagefind result (`await result.data()`): the page's fragment as the build leaves it, without the page's
 * text (src/pageData/search/excerpts.ts), and what Pagefind adds for the query: the query's words on the page
 * (`weighted_locations`) and the page's sections that hold them (`sub_results`).
 */
export interface PagefindData {
  url: string;
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
  weighted_locations?: PagefindWeightedLocation[];
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

/** Where a row's excerpt lies in its page's words, and which of them are marked. */
export interface ExcerptSpan {
  start: number;
  length: number;
  /** The positions of the query's words that Pagefind located, or a name whose words are marked wherever they are. */
  marks: readonly number[] | { name: string };
  /** More text follows: the excerpt ends with an ellipsis. */
  more: boolean;
}

/** A row before its excerpt's words are loaded. */
export interface HitPlan {
  hit: Omit<SearchHit, 'excerpt'>;
  excerpt: ExcerptSpan;
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

/**
 * Where an excerpt of `length` words starts: one word before the stretch where the located words' scores add up to
 * the most (a word of context), the middle one of a run of equally good stretches; 0 when every location fits in
 * the first `length` words. Pagefind's rule for its own excerpts, kept so that rows read as they did when Pagefind
 * made them from the page's whole text.
 */
export function densestStart(locations: readonly { location: number; balanced_score: number }[], length: number): number {
  const scores: number[] = [];
  for (const l of locations) scores[l.location] = (scores[l.location] ?? 0) + l.balanced_score;
  if (scores.length <= length) return 0;
  let sum = 0;
  for (let i = 0; i < length; i++) sum += scores[i] ?? 0;
  let best = sum;
  let run = [0];
  for (let before = 0; before < scores.length; before++) {
    // The stretch that starts after word `before`.
    sum += (scores[before + length] ?? 0) - (scores[before] ?? 0);
    if (sum > best) {
      best = sum;
      run = [before];
    } else if (sum === best && run[run.length - 1] === before - 1) run.push(before);
  }
  return run[Math.floor(run.length / 2)] ?? 0;
}

/** Anchors that start a section of Pagefind's sub-results: titled ones and headings with text, in page order. */
const sectionAnchors = (anchors: readonly PagefindAnchor[]) =>
  anchors.filter((a) => (a.title !== undefined && /\S/.test(a.title)) || (/h\d/i.test(a.element) && a.text !== undefined && /\S/.test(a.text))).sort((a, b) => a.location - b.location);

/**
 * The excerpt of a section (from word `from`, up to word `to` or the end of the page's `total` words): the
 * `length` words where the located words weigh most, all of them marked.
 */
function spanIn(located: readonly PagefindWeightedLocation[], from: number, to: number | undefined, total: number, length: number): ExcerptSpan {
  const relative = located.map((l) => ({ location: l.location - from, balanced_score: l.balanced_score }));
  let start = from + densestStart(relative, length);
  if (to !== undefined) length = Math.min(to - start, length);
  const end = to ?? total;
  if (end - from < length) length = end - from;
  if (start + length > end) start = end - length;
  if (start < from) start = from;
  return { start, length: Math.max(0, length), marks: located.map((l) => l.location), more: false };
}

/** `length` words from word `start`, the words of `name` marked. */
const nameSpan = (start: number, length: number, total: number, name: string): ExcerptSpan => ({
  start,
  length: Math.max(0, Math.min(length, total - start)),
  marks: { name },
  more: start + length < total,
});

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
 * One row for one result page, and where its excerpt is among the page's `total` words. With `exactName`, the row
 * is the section named so (a token's row on its network's token page, a credit manager's table on the Deployed
 * Contracts page); otherwise the section where the query weighs most.
 */
export function planHit(data: PagefindData, total: number, exactName?: string, excerptWords = 24): HitPlan {
  const page = data.meta.title ?? data.url;
  const where = data.meta.where ?? '';
  const subs = data.sub_results ?? [];
  const base = data.url.split('#')[0];
  const atAnchor = (anchor: PagefindAnchor, name: string, section = anchor.title ?? anchor.text): HitPlan => {
    const url = `${base}#${anchor.id}`;
    return { hit: { key: url, url, page, ...(section && section !== page ? { section } : {}), where, exact: true }, excerpt: nameSpan(anchor.location, excerptWords, total, name) };
  };
  let chosen: PagefindSubResult | undefined;
  if (exactName) {
    const id = namedSection(data.meta[NAMED_META], exactName);
    const named = id === undefined ? undefined : data.anchors.find((a) => a.id === id);
    if (named) return atAnchor(named, exactName);
    const pageNamed = titleNames(page, exactName);
    chosen = subs.find((s) => (s.anchor ? titleNames(s.title, exactName) : pageNamed));
    if (!chosen && !pageNamed) {
      const anchor = data.anchors.find((a) => titleNames(a.title ?? a.text ?? '', exactName));
      if (anchor) return atAnchor(anchor, exactName);
    }
    if (!chosen && pageNamed) {
      const hit = { key: data.url, url: data.url, page, where, exact: true };
      return { hit, excerpt: subs[0] ? subSpan(data, subs[0], total, excerptWords) : nameSpan(0, excerptWords, total, exactName) };
    }
  }
  if (!chosen) chosen = subs.reduce<PagefindSubResult | undefined>((best, s) => (!best || score(s) > score(best) ? s : best), undefined);
  if (!chosen) {
    return { hit: { key: data.url, url: data.url, page, where, exact: Boolean(exactName) }, excerpt: spanIn(data.weighted_locations ?? [], 0, undefined, total, excerptWords) };
  }
  const section = chosen.anchor && chosen.title && chosen.title !== page ? chosen.title : undefined;
  return { hit: { key: chosen.url, url: chosen.url, page, ...(section ? { section } : {}), where, exact: Boolean(exactName) }, excerpt: subSpan(data, chosen, total, excerptWords) };
}

/** The excerpt of one of Pagefind's sub-results: within its section, which ends where the next one starts. */
function subSpan(data: PagefindData, sub: PagefindSubResult, total: number, length: number): ExcerptSpan {
  const anchors = sectionAnchors(data.anchors);
  const own = sub.anchor;
  const next = own ? anchors[anchors.findIndex((a) => a.id === own.id && a.location === own.location) + 1] : anchors[0];
  const from = own?.location ?? 0;
  return spanIn(sub.weighted_locations ?? [], from, next?.location, total, length);
}

/** A marked word without the punctuation around it: Pagefind locates whole space-separated words. */
const AROUND = /^([("'“‘]*)(.*?)([)"'”’.,;:!?]*)$/su;

/** The excerpt's words (`word(i)` is word i of the page, `joiner` what joins two) as segments, marked words apart. */
export function excerptText(word: (i: number) => string | undefined, span: ExcerptSpan, joiner: string = ' '): Segment[] {
  const out: Segment[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += text;
    else out.push({ text, mark });
  };
  const { marks } = span;
  const located = 'name' in marks ? undefined : new Set(marks);
  const nameWords = 'name' in marks ? new Set(nameKey(marks.name).split(' ')) : undefined;
  let first = true;
  for (let i = span.start; i < span.start + span.length; i++) {
    const w = word(i);
    if (!w) continue;
    if (!first) push(joiner, false);
    first = false;
    const [, before = '', core = '', after = ''] = AROUND.exec(w) ?? [];
    const lower = core.toLowerCase();
    const marked = located ? located.has(i) : Boolean(nameWords && (nameWords.has(lower) || nameWords.has(singularOf(lower))));
    if (marked && core) {
      push(before, false);
      push(core, true);
      push(after, false);
    } else push(w, false);
  }
  if (span.more && out.length > 0) push(' …', false);
  return out;
}

/** The row for a result whose page's words are all at hand (`words`, as src/pageData/search/excerpts.ts splits them). */
export function shapeHit(data: PagefindData, words: readonly string[], exactName?: string, excerptWords = 24): SearchHit {
  const { hit, excerpt } = planHit(data, words.length, exactName, excerptWords);
  return { ...hit, excerpt: excerptText((i) => words[i], excerpt) };
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
