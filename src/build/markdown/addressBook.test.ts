import { getAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import { sitePages } from '../../pageData/allPages';
import { LEGACY } from '../../domain/data/networks';
import { legacyRowCount } from '../../pageData/legacyBook';
import { legacyAddressBookTree, networkAddressBookTree } from './addressBook';
import { stringify } from './stringify';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { siteData } from '../../../tests/helpers/data';
import { addressesIn, markdownTables } from '../../../tests/helpers/markdown';
import { withAccess } from '../../pageData/deployedContracts/accessRows';
import { toRow } from '../../pageData/deployedContracts/visibility';

const SITE = 'https://example.org';

describe('the Deployed Contracts tables of a network as Markdown', () => {
  const page = sitePages(fixtureSite(), { addressBookExample: '', siteUrl: SITE }).deployedContracts;

  test('one table per table of the page, in order, with header rows; the rows are the page rows', () => {
    const net = page.networks[0]!;
    const text = stringify(networkAddressBookTree(net, page.belowTables, { siteUrl: SITE }));
    expect(text.startsWith('# Deployed contracts on Ethereum Mainnet\n')).toBe(true);
    expect(text).toContain('[mainnet.json](https://example.org/addresses/mainnet.json), [mainnet.csv](https://example.org/addresses/mainnet.csv)');
    const tables = markdownTables(text);
    expect(tables.length).toBe(net.tables.filter((t) => t.rows.length > 0).length);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual([...net.tables.map((t) => t.title), 'Previous versions']);
    const withRows = net.tables.filter((t) => t.rows.length > 0);
    withRows.forEach((t, i) => {
      expect(tables[i]?.header.slice(0, 3)).toEqual([t.labelHeader, 'Address', 'Access']);
      expect(tables[i]?.rows.map((r) => [r[0], r[1]])).toEqual(t.rows.map(([label, address]) => [label, address]));
    });
    // The pool's table links to its page.
    expect(text).toContain('All parameters: [Test USDC v3](https://example.org/state/mainnet/pools/test-usdc-v3).');
  });

  test('flags as words in a last column, only in tables that have one', () => {
    const net = page.networks[0]!;
    const tables = markdownTables(stringify(networkAddressBookTree(net, page.belowTables, { siteUrl: SITE })));
    const feeds = tables.find((t) => t.header[0] === 'Token' && t.rows.some((r) => r[t.header.indexOf('Flags')] === 'zero price feed'));
    expect(feeds?.header).toEqual(['Token', 'Address', 'Access', 'ABI', 'Flags']);
    expect(tables.find((t) => t.rows.some((r) => r[0] === 'ACL'))?.header).toEqual(['Contract', 'Address', 'Access', 'ABI']);
  });

  test("each row's access class, as the page labels it, linked to its docs section", () => {
    const net = page.networks[0]!;
    const text = stringify(networkAddressBookTree(net, page.belowTables, { siteUrl: SITE }));
    const tables = markdownTables(text);
    const rows = withAccess(net, page.belowTables, net.tables.map((t) => t.rows.map(toRow))).flat();
    const mdRows = tables.flatMap((t) => t.rows);
    expect(mdRows.length).toBe(rows.length);
    rows.forEach((r, i) => expect(mdRows[i]?.[2], r.label).toBe(r.access?.label ?? ''));
    const classes = new Set(rows.flatMap((r) => (r.access ? [r.access.label] : [])));
    expect(classes.size).toBeGreaterThan(1);
    for (const c of page.belowTables.accessClasses.filter((c) => classes.has(c.label))) expect(text).toContain(`[${c.label}](${SITE}${c.href})`);
  });

  test('the previous versions of the network and the address book as code', () => {
    const net = page.networks[0]!;
    const text = stringify(networkAddressBookTree(net, page.belowTables, { siteUrl: SITE }));
    const prev = page.belowTables.previous.find((p) => p.network === net.id)!;
    expect(text).toContain('## Previous versions');
    if (prev.rows.length === 0) expect(text).toContain('No entry of the Ethereum Mainnet address provider has been replaced');
    for (const [key, version, address] of prev.rows) expect(text).toContain(`| ${key} | ${version} | \`${address}\``);
    expect(text).toContain('[mainnet.ts](https://example.org/addresses/mainnet.ts), [mainnet.sol](https://example.org/addresses/mainnet.sol)');
  });

  test('an empty table is a sentence', () => {
    const net = { ...page.networks[0]!, tables: [{ ...page.networks[0]!.tables[0]!, rows: [] }] };
    expect(stringify(networkAddressBookTree(net, page.belowTables, { siteUrl: SITE }))).toContain('No core contracts are set on Ethereum Mainnet in this snapshot.');
  });

  test('the legacy list of the real data: every entry, in headed sections, checksummed', { timeout: 60_000 }, () => {
    const legacy = sitePages(siteData(), { addressBookExample: '', siteUrl: SITE }).deployedContracts.legacy;
    const text = stringify(legacyAddressBookTree(legacy, LEGACY.id, { siteUrl: SITE }));
    const rows = markdownTables(text).flatMap((t) => t.rows);
    expect(rows.length).toBe(legacyRowCount(legacy.sections));
    for (const a of addressesIn(text)) expect(a).toBe(getAddress(a));
    expect(text).toContain('[mainnet-v2-v1.json](https://example.org/addresses/mainnet-v2-v1.json)');
  });
});
