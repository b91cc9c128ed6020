/**
 * The address book as code: what the build writes next to /addresses/{network}.json and .csv.
 * - {network}.ts: a typed, data-only TypeScript module (typescript.ts)
 * - {network}.sol: a Solidity library of constants (solidity.ts)
 * - safe-address-book.csv: every network, for the Safe{Wallet} address-book import (safe.ts)
 * All three are made from one grouping of the page's rows (book.ts).
 */
import type { SiteData } from '../../domain/data/model';
import { NETWORK_IDS } from '../../domain/data/networks';
import { addressBookFile, SAFE_ADDRESS_BOOK_FILE } from '../../domain/data/paths';
import { codeBook, type CodeBook } from './book';
import { safeAddressBook, SAFE_FILE } from './safe';
import { solidityLibrary } from './solidity';
import { typescriptModule } from './typescript';

export { codeBook, type CodeBook, type CodeEntry } from './book';
export { typescriptModule } from './typescript';
export { solidityLibrary, libraryName } from './solidity';
export { safeAddressBook, safeLines, safeName, SAFE_FILE, SAFE_NAME_MAX } from './safe';
export { usageExamples, type UsageExamples } from './usage';
export { csvCell, csvDocument, neutraliseFormula } from './csv';

export interface GeneratedFile {
  /** File name inside /addresses/. */
  name: string;
  /** Its path on the site (src/domain/data/paths.ts). */
  path: string;
  content: string;
}

export function codeBooks(site: SiteData): CodeBook[] {
  return NETWORK_IDS.map((id) => codeBook(site.networks[id]));
}

/** Every file of the address book as code. */
export function addressCodeFiles(site: SiteData): GeneratedFile[] {
  const books = codeBooks(site);
  return [
    ...books.flatMap((b) => [
      { name: `${b.network.id}.ts`, path: addressBookFile(b.network.id, 'ts'), content: typescriptModule(b) },
      { name: `${b.network.id}.sol`, path: addressBookFile(b.network.id, 'sol'), content: solidityLibrary(b) },
    ]),
    { name: SAFE_FILE, path: SAFE_ADDRESS_BOOK_FILE, content: safeAddressBook(books) },
  ];
}
