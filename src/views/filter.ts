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

/** A word's test on a row: words of 4+ hex digits (or "0x…") also match inside the address; a number matches a whole number in the text. */
function wordTest(word: string): (text: string, address: string) => boolean {
  const hex = /^0x[0-9a-f]*$/.test(word) ? word.slice(2) : /^[0-9a-f]{4,}$/.test(word) ? word : null;
  const number = /^[0-9]+$/.test(word) ? new RegExp(`(^|[^0-9a-z])${word}($|[^0-9a-z])`) : null;
  return (text, address) => (number ? number.test(text) : text.includes(word)) || (hex !== null && address.includes(hex));
}

export function compileFilter(raw: string): Matcher {
  const text = raw.trim().toLowerCase();
  if (!text) return { text, test: () => true, matches: () => true };
  const words = [...new Set(text.split(/\s+/))].map(wordTest);
  // The address is the last line of the search text.
  const test = (haystack: string) => {
    const cut = haystack.lastIndexOf('\n');
    const body = haystack.slice(0, cut);
    const address = haystack.slice(cut + 1);
    return words.every((w) => w(body, address));
  };
  return { text, test, matches: (label, table, address, badges) => test(searchText(label, table, address, badges)) };
}
