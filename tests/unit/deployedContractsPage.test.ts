import { describe, expect, test } from 'vitest';
import { deployedContractsPage } from '../../src/views/deployedContractsPage';
import { addressBook } from '../../src/views/addressBook';
import { siteData } from '../helpers/data';

describe('deployedContractsPage (what the browser receives)', () => {
  const data = deployedContractsPage(siteData(), '// example', 'https://example.org');
  const json = JSON.stringify(data);

  test('carries no raw snapshot data', () => {
    expect(json).not.toContain('__type');
    expect(json).not.toContain('contractLabels');
    expect(json).not.toContain('baseInterestIndex');
  });

  test('one entry per network with its chain, block and time', () => {
    expect(data.networks.map((n) => [n.id, n.chainId, n.block, n.time])).toEqual([
      ['mainnet', 1, 20263808, '2024-07-08T19:14:47.000Z'],
      ['arbitrum', 42161, 239832594, '2024-08-05T22:38:39.000Z'],
      ['optimism', 10, 123849616, '2024-08-10T13:53:29.000Z'],
    ]);
    expect(data.networks[2]?.blockUrl).toBe('https://optimistic.etherscan.io/block/123849616');
  });

  test('rows mirror the address book exactly', () => {
    for (const net of data.networks) {
      const tables = addressBook(siteData().networks[net.id]);
      expect(net.tables.map((t) => [t.title, t.rows.length])).toEqual(tables.map((t) => [t.title, t.rows.length]));
      expect(net.tables.flatMap((t) => t.rows.map((r) => r[1]))).toEqual(tables.flatMap((t) => t.rows.map((r) => r.address)));
    }
  });

  test('is compact: under 100 bytes of JSON per row on average', () => {
    const v3 = data.networks.reduce((n, net) => n + net.tables.reduce((m, t) => m + t.rows.length, 0), 0);
    expect(v3).toBe(485);
    // Page-level parts (the code example; issue 17's legend, reasons, previous versions, coverage and usage) are not per row.
    expect((json.length - JSON.stringify(data.example).length - JSON.stringify(data.extras).length) / (v3 + 259)).toBeLessThan(100);
    expect(JSON.stringify(data.extras).length).toBeLessThan(8_000);
  });
});
