import { getAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import { sitePages } from '../../../src/views/site';
import { LEGACY } from '../../../src/data/networks';
import { legacyRowCount } from '../../../src/views/legacyBook';
import { legacyAddressBookTree, networkAddressBookTree } from '../../../src/markdown/addressBook';
import { stringify } from '../../../src/markdown/stringify';
import { fixtureSite } from '../../helpers/fixture';
import { siteData } from '../../helpers/data';
import { addressesIn, markdownTables } from '../../helpers/markdown';

const SITE = 'https://example.org';

describe('the Deployed Contracts tables of a network as Markdown', () => {
  const page = sitePages(fixtureSite(), { addressBookExample: '', siteUrl: SITE }).deployedContracts;

  test('one table per table of the page, in order, with header rows; the rows are the page rows', () => {
    const net = page.networks[0]!;
    const text = stringify(networkAddressBookTree(net, { siteUrl: SITE }));
    expect(text.startsWith('# Deployed contracts on Ethereum Mainnet\n')).toBe(true);
    expect(text).toContain('[mainnet.json](https://example.org/addresses/mainnet.json), [mainnet.csv](https://example.org/addresses/mainnet.csv)');
    const tables = markdownTables(text);
    expect(tables.length).toBe(net.tables.filter((t) => t.rows.length > 0).length);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(net.tables.map((t) => t.title));
    const withRows = net.tables.filter((t) => t.rows.length > 0);
    withRows.forEach((t, i) => {
      expect(tables[i]?.header.slice(0, 2)).toEqual([t.labelHeader, 'Address']);
      expect(tables[i]?.rows.map((r) => [r[0], r[1]])).toEqual(t.rows.map(([label, address]) => [label, address]));
    });
    // The pool's table links to its page.
    expect(text).toContain('All parameters: [Test USDC v3](https://example.org/state/mainnet/pools/test-usdc-v3).');
  });

  test('flags as words in a third column, only in tables that have one', () => {
    const net = page.networks[0]!;
    const tables = markdownTables(stringify(networkAddressBookTree(net, { siteUrl: SITE })));
    const feeds = tables.find((t) => t.header[0] === 'Token' && t.rows.some((r) => r[2] === 'zero price feed'));
    expect(feeds?.header).toEqual(['Token', 'Address', 'Flags']);
    expect(tables.find((t) => t.rows.some((r) => r[0] === 'ACL'))?.header).toEqual(['Contract', 'Address']);
  });

  test('an empty table is a sentence', () => {
    const net = { ...page.networks[0]!, tables: [{ ...page.networks[0]!.tables[0]!, rows: [] }] };
    expect(stringify(networkAddressBookTree(net, { siteUrl: SITE }))).toContain('No core contracts are set on Ethereum Mainnet in this snapshot.');
  });

  test('the legacy list of the real data: every entry, in headed sections, checksummed', () => {
    const legacy = sitePages(siteData(), { addressBookExample: '', siteUrl: SITE }).deployedContracts.legacy;
    const text = stringify(legacyAddressBookTree(legacy, LEGACY.id, { siteUrl: SITE }));
    const rows = markdownTables(text).flatMap((t) => t.rows);
    expect(rows.length).toBe(legacyRowCount(legacy.sections));
    for (const a of addressesIn(text)) expect(a).toBe(getAddress(a));
    expect(text).toContain('[mainnet-v2-v1.json](https://example.org/addresses/mainnet-v2-v1.json)');
  });
});
