/**
 * The Deployed Contracts filter: one pure matcher, shared by the page and its
 * tests. Case-insensitive; several words match as AND of words, each anywhere
 * in the row's search text (label, badges, table title or section trail with
 * its badges, address); a hex word matches inside the address with or without
 * "0x".
 */

export interface Matcher {
  /** Normalised text, "" when the filter is empty. */
  text: string;
  /** Whether a row's search text (from `searchText`) holds every word. */
  test: (haystack: string) => boolean;
  /** The same for the row's parts, joined by `searchText`. */
  matches: (label: string, table: string, address: string, badges?: readonly string[]) => boolean;
}

/**
 * What the filter searches in a row, made once per row: its label, its badges, its table's title (with the
 * table's badges) and its address, lower-cased, one per line (a word never spans two of them).
 */
export function searchText(label: string, table: string, address: string, badges: readonly string[] = []): string {
  return [label, ...badges, table, address].join('\n').toLowerCase();
}

export function compileFilter(raw: string): Matcher {
  const text = raw.trim().toLowerCase();
  if (!text) return { text, test: () => true, matches: () => true };
  // "0x1234" also matches inside an address: the address part of the text holds it without "0x" too.
  const words = [...new Set(text.split(/\s+/))].map((w) => (/^0x[0-9a-f]+$/.test(w) ? w.slice(2) : w));
  const test = (haystack: string) => words.every((w) => haystack.includes(w));
  return { text, test, matches: (label, table, address, badges) => test(searchText(label, table, address, badges)) };
}
