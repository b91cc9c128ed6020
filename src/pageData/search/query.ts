/**
 * What a search box hands to the search: the person's text made safe to
 * search and to echo. Invisible and control characters are dropped (they
 * cannot be seen, so they cannot be fixed), compatibility forms are unified
 * (full-width letters, ligatures), whitespace is collapsed, and the text is
 * cut to MAX_QUERY_LENGTH characters and MAX_QUERY_WORDS words so that a
 * pasted page of text neither hangs the search nor floods the page title.
 */

/** Characters searched at most; inputs also refuse to take more. */
export const MAX_QUERY_LENGTH = 200;
/** Words searched at most (each word may load a part of the index). */
export const MAX_QUERY_WORDS = 12;
/**
 * Characters a word needs to be searched in the full text as the start of a word. The index keeps together the
 * words that begin with the same this many characters (src/build/search/reshape.ts), so from here on each prefix
 * of a word typed loads one part of the index, the part that holds every word it can still become. A shorter
 * word is left to the exact-name match while it is the last word of the query (`fullTextTerm`).
 */
export const MIN_SEARCHED_WORD = 3;
/** Characters of the query echoed in a heading or page title. */
export const MAX_ECHO_LENGTH = 80;

// Format characters (zero-width spaces and joiners, bidirectional controls, BOM), controls, and line/paragraph separators.
const INVISIBLE = /[\p{Cf}\p{Cc}\u2028\u2029]/gu;

/** The text as it will be searched: trimmed, single-spaced, capped. Empty when nothing is left. */
export function normalizeQuery(raw: string): string {
  const text = raw
    .slice(0, MAX_QUERY_LENGTH * 4)
    .normalize('NFKC')
    .replace(INVISIBLE, (c) => (/\s/.test(c) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').slice(0, MAX_QUERY_WORDS).join(' ');
  return cutAtCodePoint(words, MAX_QUERY_LENGTH).trim();
}

/** A normalized query shortened for a heading or a title, with an ellipsis when cut. */
export function echoQuery(query: string, max = MAX_ECHO_LENGTH): string {
  const q = normalizeQuery(query);
  return [...q].length > max ? `${cutAtCodePoint(q, max - 1).trimEnd()}…` : q;
}

/** A word's characters as Pagefind indexes them: letters, digits and underscores (it drops punctuation). */
const indexedLength = (word: string) => (word.match(/[\p{L}\p{N}_]/gu) ?? []).length;

/**
 * What the full-text search looks for, given a normalized query: the query, less a last word shorter than
 * MIN_SEARCHED_WORD (still being typed: as a prefix it would match too much, from a part of the index its next
 * keys leave). Empty when nothing is left: a single short word is matched by exact names only. Words before the
 * last are whole words, searched whatever their length.
 */
export function fullTextTerm(query: string): string {
  const words = query.split(' ').filter(Boolean);
  const last = words[words.length - 1];
  if (last !== undefined && indexedLength(last) < MIN_SEARCHED_WORD) words.pop();
  return words.join(' ');
}

/** The key exact names are compared by: normalized, lower case. */
export function nameKey(text: string): string {
  return normalizeQuery(text).toLowerCase();
}

/**
 * The keys a heading is found by: its name key and, when its last word is an English plural, the singular too
 * ("Liquidation thresholds" is found by "liquidation threshold", "Quotas" by "quota"). Queries are not folded,
 * so a symbol that ends in "s" still matches only itself.
 */
export function headingKeys(text: string): string[] {
  const key = nameKey(text);
  const singular = singularOf(key);
  return singular === key ? [key] : [key, singular];
}

/** The last word of a key without its plural ending: "-sses", "-xes", "-ches", "-shes" lose "es"; other words of four letters or more lose an "s" (not "-ss", "-us", "-is"). */
export function singularOf(key: string): string {
  if (/[a-z](ss|x|ch|sh)es$/.test(key)) return key.slice(0, -2);
  return key.replace(/([a-z]{2}[^\s\d_sui])s$/, '$1');
}

function cutAtCodePoint(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}
