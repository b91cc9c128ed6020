/**
 * The Deployed Contracts filter: one pure matcher, shared by the page and its
 * tests. Case-insensitive; an address matches with or without "0x".
 */

export interface Matcher {
  /** Normalised text, "" when the filter is empty. */
  text: string;
  matches: (label: string, table: string, address: string) => boolean;
}

export function compileFilter(raw: string): Matcher {
  const text = raw.trim().toLowerCase();
  if (!text) return { text, matches: () => true };
  const hex = /^(0x)?[0-9a-f]+$/.test(text) ? text.replace(/^0x/, '') : null;
  return {
    text,
    matches: (label, table, address) =>
      label.toLowerCase().includes(text) ||
      table.toLowerCase().includes(text) ||
      address.toLowerCase().includes(text) ||
      (hex !== null && address.toLowerCase().slice(2).includes(hex)),
  };
}
