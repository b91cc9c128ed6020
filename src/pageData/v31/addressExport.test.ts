/**
 * The V3.1 address books in every format, on the real V3.1 data: the JSON validates against the one published schema
 * (and the V3.0 files still do), the CSV reads back to the same rows, the TypeScript modules type-check under strict
 * and import, the Solidity libraries compile with solc (which checks every checksum), the Safe CSV has one line per
 * address and chain; every format holds the book's addresses; no V3.1 file takes a V3.0 file's name.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import { getAddress } from 'viem';
import { afterAll, describe, expect, test } from 'vitest';
import { compile } from '../../../scripts/compile-sol.mjs';
import { addressKey } from '../../domain/data/address';
import { ADDRESS_INDEX_FILE, ADDRESS_SCHEMA_FILE, LOOKUP_INDEX_FILE, SAFE_ADDRESS_BOOK_FILE, V31_ADDRESS_INDEX_FILE, V31_SAFE_ADDRESS_BOOK_FILE, addressBookFile } from '../../domain/data/paths';
import { V31_ROLES, isV31Role } from '../../domain/protocol/v31Roles';
import { addressCodeFiles } from '../addressCode';
import { v31AddressCodeFiles, v31CodeBook } from '../addressCode/v31';
import { ADDRESS_BOOK_SCHEMA, allExports, CSV_COLUMNS } from '../addressExport';
import { parseCsv } from '../../../tests/helpers/csv';
import { ROOT, siteData } from '../../../tests/helpers/data';
import { bookRows, v31AddressBooks, type V31Book } from './addressBook';
import { allV31Exports, exportV31Book, V31_CSV_COLUMNS, v31Csv, v31ExportIndex } from './addressExport';

const site = siteData();
const books = v31AddressBooks(site.v31);
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The addresses of a book the code holds: every row but the addresses named in parameters (no Gearbox contracts). */
const codeAddresses = (book: V31Book): Set<string> => new Set(book.tables.filter((t) => t.kind !== 'parameters').flatMap((t) => t.rows.map((r) => addressKey(r.address))));

/** Every address string in a value (an imported module), lower case. */
function addressesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) out.add(addressKey(value));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) addressesIn(v, out);
  return out;
}

describe('the V3.1 address books as data', () => {
  const validate = new Ajv2020({ strict: false }).compile(ADDRESS_BOOK_SCHEMA);

  test('every V3.1 file validates against the published schema, and so does every V3.0 file', () => {
    const files = allV31Exports(site);
    expect(files.map((f) => f.network)).toEqual(books.map((b) => b.id));
    for (const f of [...files, ...allExports(site)]) expect(validate(f), `${f.network}: ${JSON.stringify(validate.errors)}`).toBe(true);
    // The extension is additive: a V3.1 field the schema does not know would fail (additionalProperties: false).
    const mainnet = files[0];
    expect(mainnet?.gearboxVersion).toBe('3.1');
    expect(validate({ ...mainnet, rows: [{ ...mainnet?.rows[0], unknown: 1 }] })).toBe(false);
    expect(validate({ ...mainnet, network: 'v3.1-Main net' })).toBe(false);
  });

  test("the JSON rows are the book's rows: access class on every row whose kind has one, and on no other", () => {
    for (const book of books) {
      const file = exportV31Book(book);
      const rows = bookRows(book);
      expect(file.rows.map((r) => [r.label, r.address, r.role, r.page])).toEqual(rows.map((r) => [r.label, r.address, r.kind, r.href]));
      for (const r of file.rows) expect(r.access).toBe(isV31Role(r.role) ? V31_ROLES[r.role].class : undefined);
      expect(file.block).toBe(book.state?.block ?? 0);
      expect(file.chainId).toBe(book.network.chainId);
    }
    const withClass = allV31Exports(site).flatMap((f) => f.rows).filter((r) => r.access).length;
    console.log(`V3.1 rows with an access class: ${withClass} of ${allV31Exports(site).reduce((n, f) => n + f.rows.length, 0)}`);
  });

  test('the CSV reads back to the same rows: the V3.0 columns first, then the V3.1 ones', () => {
    for (const f of allV31Exports(site)) {
      const [head, ...rows] = parseCsv(v31Csv(f));
      expect(head).toEqual([...V31_CSV_COLUMNS]);
      expect(head?.slice(0, CSV_COLUMNS.length)).toEqual([...CSV_COLUMNS]);
      expect(rows).toHaveLength(f.rows.length);
      rows.forEach((r, i) => {
        const row = f.rows[i];
        const cell = (column: (typeof V31_CSV_COLUMNS)[number]) => r[V31_CSV_COLUMNS.indexOf(column)];
        expect([cell('label'), cell('address'), cell('role'), cell('abi'), cell('page')]).toEqual([row?.label.replace(/^([=+\-@\t\r])/, "'$1"), row?.address, row?.role, row?.abi ?? '', row?.page]);
      });
    }
  });

  test('the index lists every V3.1 file with its rows and block, the schema and the coverage statement', () => {
    const index = v31ExportIndex(site);
    expect(index.files.map((f) => [f.network, f.json, f.rows])).toEqual(books.map((b) => [b.id, addressBookFile(b.id, 'json'), bookRows(b).length]));
    expect(index.schema).toBe(ADDRESS_BOOK_SCHEMA.$id);
    expect(index.safeAddressBook).toBe(V31_SAFE_ADDRESS_BOOK_FILE);
    expect(index.coverage.v31.networks).toBe(site.v31.networks.networks.length);
    expect(index.coverage.text).toContain(index.coverage.v31.text);
  });
});

describe('the V3.1 address books as code', () => {
  const files = v31AddressCodeFiles(books);

  test('TypeScript type-checks under strict and imports; Solidity compiles; each holds the addresses of its book', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gearbox-v31-code-'));
    dirs.push(dir);
    for (const f of files) writeFileSync(path.join(dir, f.name), f.content);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022'], types: [], noUncheckedIndexedAccess: true }, include: ['*.ts'] }),
    );
    expect(() => execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
    const sol = files.filter((f) => f.name.endsWith('.sol')).map((f) => path.join(dir, f.name));
    const errors = (compile(sol) as { severity: string; formattedMessage: string }[]).filter((m) => m.severity === 'error').map((m) => m.formattedMessage);
    expect(errors).toEqual([]);
    const counts: Record<string, Record<string, number>> = {};
    for (const book of books) {
      const want = codeAddresses(book);
      const mod = (await import(pathToFileURL(path.join(dir, `${book.id}.ts`)).href)) as Record<string, unknown>;
      const inTs = addressesIn(mod);
      // The module holds every address of the book's code, and besides them only adapters' targets and tokens feeds price.
      for (const a of want) expect(inTs.has(a), `${book.id}.ts: ${a}`).toBe(true);
      const subjects = new Set(bookRows(book).flatMap((r) => (r.subject ? [addressKey(r.subject)] : [])));
      for (const a of inTs) expect(want.has(a) || subjects.has(a), `${book.id}.ts holds ${a}`).toBe(true);
      expect(mod.chainId).toBe(book.network.chainId);
      expect(mod.block).toBe(book.state?.block ?? null);
      const solText = files.find((f) => f.name === `${book.id}.sol`)?.content ?? '';
      const solAddresses = new Set([...solText.matchAll(/address internal constant \w+ = (0x[0-9a-fA-F]{40});/g)].map((m) => addressKey(m[1] ?? '')));
      expect([...solAddresses].sort()).toEqual([...want].sort());
      counts[book.id] = { rows: bookRows(book).length, codeAddresses: want.size, ts: inTs.size, solConstants: [...solText.matchAll(/address internal constant/g)].length };
    }
    console.log(`V3.1 address book as code, per network: ${JSON.stringify(counts)}`);
  }, 300_000);

  test('the Safe CSV: address,name,chainId, one line per address and chain, every address of every book, names within limits', () => {
    const csv = files.find((f) => f.path === V31_SAFE_ADDRESS_BOOK_FILE)?.content ?? '';
    const [head, ...rows] = parseCsv(csv);
    expect(head).toEqual(['address', 'name', 'chainId']);
    expect(new Set(rows.map((r) => `${r[2]} ${addressKey(r[0] ?? '')}`)).size).toBe(rows.length);
    for (const r of rows) {
      expect(getAddress(r[0] ?? '')).toBe(r[0]);
      expect(r[1]?.startsWith('Gearbox V3.1 ')).toBe(true);
      expect(r[1]?.length).toBeLessThanOrEqual(50);
    }
    for (const book of books) {
      const chain = String(book.network.chainId);
      expect(new Set(rows.filter((r) => r[2] === chain).map((r) => addressKey(r[0] ?? '')))).toEqual(codeAddresses(book));
    }
  });

  test('names in code are identifiers, one constant per (name, address), the same on every build', () => {
    for (const book of books) {
      const code = v31CodeBook(book);
      for (const e of code.entries) expect(e.constant).toMatch(/^[A-Z_][A-Z0-9_]*$/);
      expect(new Set(code.entries.map((e) => e.constant)).size).toBe(new Set(code.entries.map((e) => `${e.constant} ${addressKey(e.address)}`)).size);
    }
    expect(v31AddressCodeFiles(books)).toEqual(files);
    const mainnet = files.find((f) => f.name === 'v3.1-mainnet.sol')?.content ?? '';
    expect(mainnet).toContain('library GearboxV31Mainnet {');
    expect(mainnet).toMatch(/address internal constant ADDRESS_PROVIDER = 0xF7f0a609BfAb9a0A98786951ef10e5FE26cC1E38;/);
  });
});

describe('V3.0 and V3.1 file names never collide', () => {
  test('every V3.1 file under /addresses/ has a name no V3.0 file has', () => {
    const v30 = [
      ...allExports(site).flatMap((f) => [addressBookFile(f.network, 'json'), addressBookFile(f.network, 'csv'), addressBookFile(f.network, 'md')]),
      ...addressCodeFiles(site).map((f) => f.path),
      ADDRESS_INDEX_FILE,
      ADDRESS_SCHEMA_FILE,
      LOOKUP_INDEX_FILE,
      SAFE_ADDRESS_BOOK_FILE,
    ];
    const v31 = [
      ...books.flatMap((b) => (['json', 'csv', 'md'] as const).map((f) => addressBookFile(b.id, f))),
      ...v31AddressCodeFiles(books).map((f) => f.path),
      V31_ADDRESS_INDEX_FILE,
    ];
    expect(v31.filter((p) => v30.includes(p))).toEqual([]);
    expect(new Set(v31).size).toBe(v31.length);
    for (const p of v31) expect(p.startsWith('/addresses/v3.1-'), p).toBe(true);
    console.log(`/addresses/: ${v30.length} V3.0 files, ${v31.length} V3.1 files`);
  });
});
