/**
 * Static files written after the build: the address book per network as JSON
 * and CSV with its index and JSON Schema, as TypeScript, Solidity and a Safe
 * CSV, the same for each Gearbox V3.1 network (`/addresses/v3.1-*`), the
 * contracts' ABIs (`/abi/`), the lookup index and the revert decoder's table; the diagrams, for the Markdown
 * versions' images.
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../domain/data/model';
import { ADDRESS_BOOK_SCHEMA, allExports, exportIndex, toCsv } from '../../pageData/addressExport';
import { lookupIndex } from '../../pageData/addressIndex';
import { ADDRESS_INDEX_FILE, ADDRESS_SCHEMA_FILE, addressBookFile, DECODE_TABLE_FILE, DIAGRAMS_DIR, DIAGRAMS_SOURCE_DIR, diagramPath, LOOKUP_INDEX_FILE } from '../../domain/data/paths';
import { previousIndexSection } from '../../pageData/state/changes';
import { buildDecodeTable } from '../../domain/protocol/errors/decodeTable';
import { addressCodeFiles } from '../../pageData/addressCode';
import { v31AddressCodeFiles } from '../../pageData/addressCode/v31';
import { v31AddressBooks } from '../../pageData/v31/addressBook';
import { exportV31Book, v31Csv, v31ExportIndex } from '../../pageData/v31/addressExport';
import { V31_ADDRESS_INDEX_FILE, v31AddressBookFile } from '../../domain/data/paths';
import { abiFiles } from '../../pageData/abiFiles';

export function writeStaticFiles(outDir: string, siteDir: string, data: SiteData): void {
  const write = (sitePath: string, text: string) => {
    const file = path.join(outDir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files = allExports(data);
  for (const f of files) {
    write(addressBookFile(f.network, 'json'), json(f));
    write(addressBookFile(f.network, 'csv'), toCsv(f));
  }
  const index = exportIndex(files, data);
  // With previous snapshots, the index says which block they are from and how many rows changed.
  write(ADDRESS_INDEX_FILE, json(data.previous ? { ...index, previous: previousIndexSection(data.previous, data.networks) } : index));
  write(ADDRESS_SCHEMA_FILE, json(ADDRESS_BOOK_SCHEMA));
  write(LOOKUP_INDEX_FILE, JSON.stringify(lookupIndex(data)));
  // The address book as code: {network}.ts, {network}.sol, safe-address-book.csv (src/addressCode).
  for (const f of addressCodeFiles(data)) write(f.path, f.content);
  // Gearbox V3.1: each network's book as JSON, CSV, TypeScript and Solidity, the Safe CSV and the V3.1 index.
  const v31Books = v31AddressBooks(data.v31);
  for (const b of v31Books) {
    const f = exportV31Book(b);
    write(v31AddressBookFile(b.network.slug, 'json'), json(f));
    write(v31AddressBookFile(b.network.slug, 'csv'), v31Csv(f));
  }
  for (const f of v31AddressCodeFiles(v31Books)) write(f.path, f.content);
  write(V31_ADDRESS_INDEX_FILE, json(v31ExportIndex(data)));
  // The contracts' ABIs the address books link to: each as JSON and as a TypeScript module, and their index (/abi/).
  for (const f of abiFiles()) write(f.path, f.content);
  // The revert decoder's table, fetched by /decode on first use.
  write(DECODE_TABLE_FILE, JSON.stringify(buildDecodeTable()));
  // The diagrams the docs show inline, as files the Markdown versions link to (see DIAGRAMS_SOURCE_DIR).
  const diagrams = path.join(siteDir, DIAGRAMS_SOURCE_DIR);
  mkdirSync(path.join(outDir, DIAGRAMS_DIR), { recursive: true });
  for (const file of readdirSync(diagrams).filter((f) => f.endsWith('.svg'))) copyFileSync(path.join(diagrams, file), path.join(outDir, diagramPath(file)));
}
