/**
 * CSV safe in a spreadsheet (src/pageData/addressCode/csv.ts, the one CSV cell): formula-like cells neutralised (OWASP), quoting per RFC 4180,
 * and the address book export of hostile data read back by an independent RFC 4180 reader.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { csvCell, csvDocument } from './csv';
import { CSV_COLUMNS, exportNetwork, toCsv } from '../addressExport';
import { loadSiteData } from '../../domain/data/entrance';
import { parseCsv } from '../../../tests/helpers/csv';
import { HOSTILE_LABELS, HOSTILE_SYMBOLS, RENAMED_MANAGER, writeHostileData } from '../../../tests/helpers/hostile';

/** What a spreadsheet must be given for a value: the value, with a `'` first when its first character starts a formula. */
const neutralised = (v: string) => (['=', '+', '-', '@', '\t', '\r'].includes(v[0] ?? '') ? `'${v}` : v);

describe('csvCell', () => {
  test('text that cannot start a formula is left as it is', () => {
    for (const v of ['', 'ACL', 'Adapter for UNISWAP_V3_ROUTER', '0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3', 'a=b', 'x-1', "it's", ' =1+1']) expect(csvCell(v)).toBe(v);
  });

  test('each formula start gets a leading quote mark', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // A carriage return also needs quoting.
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  test('commas, quotes and line breaks are quoted, quotes doubled (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('=HYPERLINK("http://127.0.0.1:9/x","x")')).toBe('"\'=HYPERLINK(""http://127.0.0.1:9/x"",""x"")"');
  });

  test('documents: commas between fields, CRLF after every record', () => {
    expect(csvDocument(['h1', 'h2', 'h3'], [['a', '=b', 'c,d']])).toBe("h1,h2,h3\r\na,'=b,\"c,d\"\r\n");
    expect(csvDocument(['h1', 'h2'], [['1', '2'], ['', '-3']])).toBe("h1,h2\r\n1,2\r\n,'-3\r\n");
  });
});

describe('the test reader (RFC 4180)', () => {
  test('reads quoted fields with commas, doubled quotes and line breaks; empty fields; CRLF or LF', () => {
    expect(parseCsv('a,"b,c","d ""e""\r\nf",\r\n,x\r\n')).toEqual([
      ['a', 'b,c', 'd "e"\r\nf', ''],
      ['', 'x'],
    ]);
    expect(parseCsv('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(() => parseCsv('"open')).toThrow();
    expect(() => parseCsv('a"b')).toThrow();
  });
});

describe('the address book CSV of hostile data', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'gearbox-hostile-csv-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));
  const dirs = writeHostileData(base);
  const file = exportNetwork(loadSiteData(dirs), 'mainnet');

  test('the hostile strings reach the export (JSON keeps them as the data has them)', () => {
    const labels = file.rows.map((r) => r.label);
    for (const symbol of Object.values(HOSTILE_SYMBOLS)) expect(labels).toContain(symbol);
    for (const label of HOSTILE_LABELS) expect(labels).toContain(`Adapter for ${label}`);
    expect(file.rows.map((r) => r.table)).toContain(`Credit Manager ${RENAMED_MANAGER.to}`);
    expect(labels.some((l) => l.length > 5000)).toBe(true);
  });

  test('it reads back to the same rows, every formula neutralised', () => {
    const csv = toCsv(file);
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toEqual(file.rows.map((r) => [r.network, r.table, r.label, r.address, r.role, r.target ?? '', r.access ?? '', r.abi ?? ''].map(neutralised)));
    expect(rows.filter((r) => r[2]!.startsWith("'")).length).toBeGreaterThanOrEqual(6);
    // No cell starts with a formula character once read.
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });
});
