/**
 * The V3.1 address books as data (issue 33): each network's book (./addressBook.ts) in the JSON shape of the V3.0
 * books, extended (src/pageData/addressExport.ts: one schema for both), as CSV (the V3.0 columns, then the V3.1 ones),
 * and the V3.1 index with the one coverage statement. Written to /addresses/v3.1-* at build time; file names from
 * src/domain/data/paths.ts, which keeps them apart from the V3.0 files.
 */
import type { SiteData } from '../../domain/data/model';
import { ABI_INDEX_FILE, ACCESS_DOC, ADDRESS_SCHEMA_FILE, V31_SAFE_ADDRESS_BOOK_FILE, v31AddressBookFile } from '../../domain/data/paths';
import { v31RowAbi } from '../abiLinks';
import { V31_ROLES, isV31Role } from '../../domain/protocol/v31Roles';
import { csvDocument } from '../addressCode/csv';
import { v31LibraryName } from '../addressCode/v31';
import { abiFields, CSV_COLUMNS, SCHEMA_VERSION, type AddressBookFile, type ExportRow } from '../addressExport';
import { coverage, type Coverage } from '../coverage';
import { v31AddressBooks, type V31Book } from './addressBook';

/** A V3.1 book as a JSON file. */
export function exportV31Book(book: V31Book): AddressBookFile {
  const n = book.network;
  const rows: ExportRow[] = book.tables.flatMap((t) =>
    t.rows.map((r) => {
      const row: ExportRow = { network: book.id, table: t.title, label: r.label, address: r.address, role: r.kind };
      if (r.subject) row.target = r.subject;
      if (isV31Role(r.kind)) row.access = V31_ROLES[r.kind].class;
      Object.assign(row, abiFields(v31RowAbi(r)));
      if (r.subjectLabel) row.targetLabel = r.subjectLabel;
      if (r.reserve !== undefined) row.reserve = r.reserve;
      if (r.key !== undefined) row.key = r.key;
      if (r.version !== undefined) row.version = r.version;
      if (r.contractType !== undefined) row.contractType = r.contractType;
      if (r.block !== undefined) row.block = r.block;
      row.page = r.href;
      if (r.part !== undefined) row.part = r.part;
      if (r.curator !== undefined) row.curator = r.curator;
      if (r.market !== undefined) row.market = r.market;
      if (r.creditManager !== undefined) row.creditManager = r.creditManager;
      return row;
    }),
  );
  return {
    schemaVersion: SCHEMA_VERSION,
    gearboxVersion: '3.1',
    network: book.id,
    networkName: n.name,
    chainId: n.chainId,
    explorer: n.explorer,
    block: book.state?.block ?? 0,
    timestamp: book.state?.timestamp ?? 0,
    rows,
    addressProviderEntries: book.entries.map((e) => ({ key: e.key, version: e.version, address: e.address })),
  };
}

/** The V3.1 CSV's columns: the V3.0 ones, then the V3.1 fields. */
export const V31_CSV_COLUMNS = [...CSV_COLUMNS, 'targetLabel', 'reserve', 'key', 'version', 'contractType', 'block', 'page'] as const;

/** A V3.1 book's rows as CSV (RFC 4180, CRLF, every cell through the one CSV cell). */
export function v31Csv(file: AddressBookFile): string {
  const opt = (v: string | number | boolean | undefined) => (v === undefined ? '' : String(v));
  return csvDocument(
    V31_CSV_COLUMNS,
    file.rows.map((r) => [r.network, r.table, r.label, r.address, r.role, opt(r.target), opt(r.access), opt(r.abi), opt(r.targetLabel), opt(r.reserve), opt(r.key), opt(r.version), opt(r.contractType), opt(r.block), opt(r.page)]),
  );
}

export interface V31IndexFile {
  schemaVersion: number;
  gearboxVersion: '3.1';
  /** The JSON Schema of the books (V3.0 and V3.1 alike). */
  schema: string;
  files: { network: string; networkName: string; chainId: number; block: number; timestamp: number; json: string; csv: string; ts: string; sol: string; md: string; library: string; rows: number }[];
  /** Every V3.1 network's addresses in one CSV for the Safe{Wallet} address-book import. */
  safeAddressBook: string;
  /** What the data covers and what it does not (src/pageData/coverage.ts: V3.0 and V3.1 in one statement). */
  coverage: Coverage;
  /** Where the access classes of the rows are explained. */
  accessClasses: string;
  /** The index of the contracts' ABIs the rows link to. */
  abis: string;
}

/** Every V3.1 book as JSON, in the networks file's order. */
export function allV31Exports(site: SiteData): AddressBookFile[] {
  return v31AddressBooks(site.v31).map(exportV31Book);
}

/** `/addresses/v3.1-index.json`. */
export function v31ExportIndex(site: SiteData): V31IndexFile {
  return {
    schemaVersion: SCHEMA_VERSION,
    gearboxVersion: '3.1',
    schema: ADDRESS_SCHEMA_FILE,
    files: v31AddressBooks(site.v31).map((b) => {
      const slug = b.network.slug;
      return {
        network: b.id,
        networkName: b.network.name,
        chainId: b.network.chainId,
        block: b.state?.block ?? 0,
        timestamp: b.state?.timestamp ?? 0,
        json: v31AddressBookFile(slug, 'json'),
        csv: v31AddressBookFile(slug, 'csv'),
        ts: v31AddressBookFile(slug, 'ts'),
        sol: v31AddressBookFile(slug, 'sol'),
        md: v31AddressBookFile(slug, 'md'),
        library: v31LibraryName(slug),
        rows: b.tables.reduce((n, t) => n + t.rows.length, 0),
      };
    }),
    safeAddressBook: V31_SAFE_ADDRESS_BOOK_FILE,
    coverage: coverage(site),
    accessClasses: ACCESS_DOC,
    abis: ABI_INDEX_FILE,
  };
}
