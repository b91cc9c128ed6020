import { describe, expect, test } from 'vitest';
import { deployedContractsPage } from './deployedContractsPage';
import { addressBook } from './addressBook';
import { legacyBook, legacyRowCount } from './legacyBook';
import { ADDRESS_BOOK_NETWORKS } from '../domain/data/networks';
import { siteData } from '../../tests/helpers/data';

describe('deployedContractsPage (what the browser receives)', () => {
  const site = siteData();
  const data = deployedContractsPage(site, '// example', 'https://example.org');
  const json = JSON.stringify(data);

  test('carries no raw snapshot data', () => {
    expect(json).not.toContain('__type');
    expect(json).not.toContain('contractLabels');
    expect(json).not.toContain('baseInterestIndex');
  });

  test('one tab per network record, in order, with its chain, block and time', () => {
    expect([...data.networks, data.legacy].map((n) => [n.tab, n.tabLabel, n.name, n.anchorPrefix, n.explorer])).toEqual(ADDRESS_BOOK_NETWORKS.map((n) => [n.tab, n.tabLabel, n.name, n.anchorPrefix, n.explorer]));
    for (const n of data.networks) {
      const snap = site.networks[n.id];
      expect([n.chainId, n.block, n.time]).toEqual([snap.network.chainId, snap.block, new Date(snap.timestamp * 1000).toISOString()]);
      expect(n.blockUrl).toBe(`${snap.network.explorer}/block/${snap.block}`);
    }
  });

  test('rows mirror the address book exactly; tables keep kind, header and page link', () => {
    for (const net of data.networks) {
      const tables = addressBook(site.networks[net.id]);
      expect(net.tables.map((t) => [t.id, t.title, t.kind, t.labelHeader, t.href])).toEqual(tables.map((t) => [t.id, t.title, t.kind, t.labelHeader, t.subject?.path]));
      expect(net.tables.flatMap((t) => t.rows.map((r) => r[1]))).toEqual(tables.flatMap((t) => t.rows.map((r) => r.address)));
    }
    expect(legacyRowCount(data.legacy.sections)).toBe(legacyRowCount(legacyBook(site.legacy)));
  });

  test('links every downloadable file', () => {
    expect(data.files.map((f) => [f.network, f.json, f.csv])).toEqual(ADDRESS_BOOK_NETWORKS.map((n) => [n.id, `/addresses/${n.id}.json`, `/addresses/${n.id}.csv`]));
    expect(data.example.curl).toContain('https://example.org/addresses/index.json');
  });

  test('is compact: under 100 bytes of JSON per row on average', () => {
    const rows = data.networks.reduce((n, net) => n + net.tables.reduce((m, t) => m + t.rows.length, 0), 0) + legacyRowCount(data.legacy.sections);
    // Page-level parts (the code example; issue 17's legend, reasons, previous versions, coverage and usage) are not per row.
    expect((json.length - JSON.stringify(data.example).length - JSON.stringify(data.belowTables).length) / rows).toBeLessThan(100);
    // The coverage statement's V3.1 sentence and item (issue 33) take about 400 bytes of it.
    expect(JSON.stringify({ ...data.belowTables, abis: [] }).length).toBeLessThan(8_500);
    // The rows' ABIs (issue 35): one character per row, and each distinct ABI or "none" once for the page.
    expect(data.networks.every((n) => n.tables.every((t) => t.abi?.length === t.rows.length))).toBe(true);
    expect(JSON.stringify(data.belowTables.abis).length).toBeLessThan(1_000);
  });
});
