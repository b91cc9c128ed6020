/**
 * The Deployed Contracts filter: one pure matcher, shared by the page, its before-paint script and its tests.
 * Case-insensitive; several words match as AND of words, each anywhere in the row's search text (label, badges,
 * table title or section trail with its badges, address); a hex word matches inside the address with or without
 * "0x".
 *
 * `filterTest` and `rowSearchText` are self-contained functions (no reference outside their own body, no syntax
 * that needs a compiler helper): the page's inline script (src/browser/routes/DeployedContracts/urlState.ts) embeds their
 * source with `.toString()`, so the rows painted before the scripts run are the rows React keeps, by construction.
 */

export interface Matcher {
  /** Normalised text, "" when the filter is empty. */
  text: string;
  /** Whether a row's search text (from `searchText`) holds every word. */
  test: (haystack: string) => boolean;
  /** The same for the row's parts, joined by `searchText`. */
  matches: (label: string, table: string, address: string, badges?: readonly string[]) => boolean;
}

/** A row's own part of its search text: its label and its badges, one per line (the label's header cell shows the same). */
export const rowText = (label: string, badges: readonly string[] = []): string => [label, ...badges].join('\n');

/** A table's part: its title and its badges ("paused"), or a legacy block's section trail. */
export const tableContext = (title: string, badges: readonly string[] = []): string => [title, ...badges].join('\n');

/** What the filter searches in a row, lower-cased, one part per line (a word never spans two); the address last. Self-contained. */
export function rowSearchText(row: string, table: string, address: string): string {
  return (row + '\n' + table + '\n' + address).toLowerCase();
}

/**
 * What the filter searches in a row, made once per row: its label, its badges, its table's title (with the
 * table's badges) and its address, lower-cased, one per line (a word never spans two of them).
 */
export function searchText(label: string, table: string, address: string, badges: readonly string[] = []): string {
  return rowSearchText(rowText(label, badges), table, address);
}

/**
 * The test of a filter text on a row's search text, or null when the text is empty (every row matches).
 * A word of 4+ hex digits (or "0x…") also matches inside the address (the last line); a number matches a whole
 * number in the text. Self-contained.
 */
export function filterTest(raw: string): ((haystack: string) => boolean) | null {
  var text = raw.trim().toLowerCase();
  if (!text) return null;
  var words = text.split(/\s+/).filter(function (w, i, all) {
    return all.indexOf(w) === i;
  });
  var tests = words.map(function (word) {
    var hex = /^0x[0-9a-f]*$/.test(word) ? word.slice(2) : /^[0-9a-f]{4,}$/.test(word) ? word : null;
    var number = /^[0-9]+$/.test(word) ? new RegExp('(^|[^0-9a-z])' + word + '($|[^0-9a-z])') : null;
    return function (body: string, address: string) {
      return (number ? number.test(body) : body.indexOf(word) >= 0) || (hex !== null && address.indexOf(hex) >= 0);
    };
  });
  return function (haystack) {
    var cut = haystack.lastIndexOf('\n');
    var body = haystack.slice(0, cut);
    var address = haystack.slice(cut + 1);
    return tests.every(function (t) {
      return t(body, address);
    });
  };
}

export function compileFilter(raw: string): Matcher {
  const text = raw.trim().toLowerCase();
  const test = filterTest(raw) ?? (() => true);
  return { text, test, matches: (label, table, address, badges) => test(searchText(label, table, address, badges)) };
}
