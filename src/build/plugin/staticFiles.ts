/**
 * Static files written after the build: the address book per network as JSON
 * and CSV with its index and JSON Schema, as TypeScript, Solidity and a Safe
 * CSV, the lookup index and the revert decoder's table; the diagrams, for
 * the Markdown versions' images.
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
  // The revert decoder's table, fetched by /decode on first use.
  write(DECODE_TABLE_FILE, JSON.stringify(buildDecodeTable()));
  // The diagrams the docs show inline, as files the Markdown versions link to (see DIAGRAMS_SOURCE_DIR).
  const diagrams = path.join(siteDir, DIAGRAMS_SOURCE_DIR);
  mkdirSync(path.join(outDir, DIAGRAMS_DIR), { recursive: true });
  for (const file of readdirSync(diagrams).filter((f) => f.endsWith('.svg'))) copyFileSync(path.join(diagrams, file), path.join(outDir, diagramPath(file)));
}
