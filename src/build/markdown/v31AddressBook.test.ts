/**
 * `/addresses/v3.1-{network}.md`: each V3.1 book's rows as Markdown tables, read back with a Markdown parser: every row
 * of the JSON file (label, address, access class) under its table's heading, the page it links to, and the files beside it.
 */
import { describe, expect, test } from 'vitest';
import { ACCESS_CLASS_INFO } from '../../domain/protocol/accessClass';
import { v31AddressBookFile } from '../../domain/data/paths';
import { siteData } from '../../../tests/helpers/data';
import { markdownLinks, markdownTables } from '../../../tests/helpers/markdown';
import { v31AddressBooks } from '../../pageData/v31/addressBook';
import { exportV31Book } from '../../pageData/v31/addressExport';
import { v31AddressBookTree } from './addressBook';
import { stringify } from './stringify';

const SITE = 'https://example.org';

describe('the V3.1 address books as Markdown', () => {
  const books = v31AddressBooks(siteData().v31);

  test("every row of each network's JSON file, with its access class and page, table by table", () => {
    for (const book of books) {
      const text = stringify(v31AddressBookTree(book, { siteUrl: SITE }));
      const json = exportV31Book(book);
      const tables = markdownTables(text);
      expect(tables).toHaveLength(book.tables.length);
      const rows = tables.flatMap((t) => t.rows.map((r) => ({ label: r[t.header.indexOf('Name')], address: r[t.header.indexOf('Address')], access: r[t.header.indexOf('Access')] })));
      // A table cell's text is trimmed (a credit manager's name may end in a space on chain).
      expect(rows.map((r) => [r.label, r.address])).toEqual(json.rows.map((r) => [r.label.trim(), r.address]));
      expect(rows.map((r) => r.access)).toEqual(json.rows.map((r) => (r.access ? ACCESS_CLASS_INFO[r.access].label : '')));
      const links = markdownLinks(text).map((l) => l.url);
      for (const r of json.rows) expect(links).toContain(`${SITE}${r.page}`);
      for (const f of ['json', 'csv', 'ts', 'sol'] as const) expect(links).toContain(`${SITE}${v31AddressBookFile(book.network.slug, f)}`);
    }
  }, 60_000);
});
