/**
 * `/addresses/safe-address-book.csv`: every address of every network in the format the Safe{Wallet}
 * address book imports (`address,name,chainId`). Safe keeps one name per address and chain, so an
 * address with several rows (one feed pricing several tokens) gets one line whose name lists them all.
 * Names hold no control or bidirectional-override characters, are at most SAFE_NAME_MAX characters
 * (the longest name Safe accepts), and every cell is formula-neutralised and quoted (csv.ts).
 */
import type { CodeBook } from './book';
import { csvDocument } from './csv';
import { SAFE_ADDRESS_BOOK_FILE } from '../../domain/data/paths';
import { addressKey } from '../../domain/data/address';

/** The file's name under /addresses/ (its path: SAFE_ADDRESS_BOOK_FILE in src/domain/data/paths.ts). */
export const SAFE_FILE = SAFE_ADDRESS_BOOK_FILE.split('/').pop()!;
export const SAFE_NAME_MAX = 50;
export const SAFE_HEADER = ['address', 'name', 'chainId'] as const;

/** Control, format and bidirectional-control characters (C0, C1, U+200B–U+200F, U+202A–U+202E, U+2066–U+2069, U+FEFF). */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]+/g;

/** A name fit for the address book: visible characters, single spaces, at most `max` UTF-16 units. */
export function safeName(text: string, max = SAFE_NAME_MAX): string {
  const clean = text.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export interface SafeLine {
  address: string;
  name: string;
  chainId: number;
}

/** One line per (chain, address), in page order, network by network. */
export function safeLines(books: readonly CodeBook[]): SafeLine[] {
  const out: SafeLine[] = [];
  for (const book of books) {
    const byAddress = new Map<string, { address: string; names: string[] }>();
    for (const e of book.entries) {
      const key = addressKey(e.address);
      const item = byAddress.get(key) ?? { address: e.address, names: [] };
      if (!item.names.includes(e.description)) item.names.push(e.description);
      byAddress.set(key, item);
    }
    for (const { address, names } of byAddress.values()) {
      out.push({ address, name: safeName(`Gearbox ${names.join('; ')}`), chainId: book.network.chainId });
    }
  }
  return out;
}

export function safeAddressBook(books: readonly CodeBook[]): string {
  return csvDocument(
    SAFE_HEADER,
    safeLines(books).map((l) => [l.address, l.name, String(l.chainId)]),
  );
}
