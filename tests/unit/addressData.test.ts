import { describe, expect, test } from 'vitest';
import { compileFilter } from '../../src/views/filter';
import { allExports, exportIndex, exportNetwork, toCsv } from '../../src/views/addressExport';
import { lookupIndex } from '../../src/views/addressIndex';
import { addressBook } from '../../src/views/addressBook';
import { siteData } from '../helpers/data';

const site = siteData();

describe('filter', () => {
  const acl = ['ACL', 'Core Contracts', '0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3'] as const;
  test('matches label, table or address, case-insensitively, with or without 0x', () => {
    expect(compileFilter('acl').matches(...acl)).toBe(true);
    expect(compileFilter('CORE contr').matches(...acl)).toBe(true);
    expect(compileFilter('  523DA3A8961e  ').matches(...acl)).toBe(true);
    expect(compileFilter('0x523da3').matches(...acl)).toBe(true);
    expect(compileFilter('weth').matches(...acl)).toBe(false);
    expect(compileFilter('').matches(...acl)).toBe(true);
    expect(compileFilter('').text).toBe('');
  });
});

describe('address book export', () => {
  test('rows equal the address book, with roles and targets', () => {
    const file = exportNetwork(site, 'mainnet');
    const book = addressBook(site.networks.mainnet);
    expect(file.rows.map((r) => r.address)).toEqual(book.flatMap((t) => t.rows.map((r) => r.address)));
    expect(file).toMatchObject({ schemaVersion: 1, chainId: 1, block: 20263808, explorer: 'https://etherscan.io' });
    const adapter = file.rows.find((r) => r.role === 'adapter');
    expect(adapter?.target).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  test('index lists every file with its block; legacy has 259 rows', () => {
    const files = allExports(site);
    const index = exportIndex(files, site);
    expect(index.files.map((f) => f.network)).toEqual(['mainnet', 'arbitrum', 'optimism', 'mainnet-v2-v1']);
    expect(index.files[3]?.rows).toBe(259);
    expect(index.files[1]?.block).toBe(239832594);
  });

  test('CSV quotes fields with commas and has one line per row', () => {
    const file = exportNetwork(site, 'optimism');
    const csv = toCsv(file);
    expect(csv.trim().split('\n')).toHaveLength(file.rows.length + 1);
    expect(csv.startsWith('network,table,label,address,role,target,access\n')).toBe(true);
    expect(toCsv({ ...file, rows: [{ network: 'x', table: 'a,b', label: 'say "hi"', address: '0x1', role: 'pool' }] })).toContain('"a,b","say ""hi"""');
  });
});

describe('lookup index', () => {
  const index = lookupIndex(site);
  test('an address on several networks lists each place', () => {
    // The emergency liquidators are the same two addresses on every network.
    const places = index.addresses['0x7bd9c8161836b1f402233e80f55e3cae0fde4d87'] ?? [];
    expect(new Set(places.map((p) => p[0]))).toEqual(new Set(['mainnet', 'arbitrum', 'optimism']));
    expect(places.some((p) => p[1].startsWith('Emergency liquidator of'))).toBe(true);
  });

  test('roles: core contract, feeds for a token, adapter and target, legacy entries', () => {
    expect(index.addresses[site.networks.mainnet.core.acl.address.toLowerCase()]?.map((p) => p[1])).toContain('Core contract: ACL');
    const wsteth = '0x7f39c581f595b53c5cb19bd0b3f8da6c935e2ca0';
    expect(index.addresses[wsteth]?.some((p) => p[1] === 'Token' && p[2] === 'wstETH')).toBe(true);
    const uni = index.addresses['0xe592427a0aece92de3edee1f18e0157c05861564'] ?? [];
    expect(uni.some((p) => p[1].startsWith('Adapter target in Trade USDC Tier 1') && p[2] === 'UNISWAP_V3_ROUTER')).toBe(true);
    // The legacy ACL is also the V3 ACL on Mainnet: both places are listed.
    const acl = index.addresses['0x523da3a8961e4dd4f6206dbf7e6c749f51796bb3'] ?? [];
    expect(acl.some((p) => p[0] === 'mainnet-v2-v1')).toBe(true);
    expect(acl.some((p) => p[0] === 'mainnet')).toBe(true);
  });
});

import { checkAddressInput } from '../../src/data/addressInput';

describe('address input', () => {
  const acl = '0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3';
  test('any case, with surrounding whitespace, is accepted and checksummed', () => {
    expect(checkAddressInput(`  ${acl.toLowerCase()} \n`)).toEqual({ ok: true, address: acl });
    expect(checkAddressInput(acl)).toEqual({ ok: true, address: acl });
    expect(checkAddressInput(acl.slice(2))).toEqual({ ok: true, address: acl });
  });
  test('bad input gets a reason, never an exception', () => {
    expect(checkAddressInput('').ok).toBe(false);
    expect(checkAddressInput('0xZZ3dA3a8961E4dD4f6206DBf7E6c749f51796bb3')).toMatchObject({ ok: false, reason: 'not-hex' });
    expect(checkAddressInput('0x523dA3')).toMatchObject({ ok: false, reason: 'length' });
    const flipped = `0x5${'2'}3Da3a8961E4dD4f6206DBf7E6c749f51796bb3`;
    const result = checkAddressInput(flipped);
    expect(result).toMatchObject({ ok: false, reason: 'checksum' });
    expect(!result.ok && result.message).toMatch(/probably mistyped/);
  });
});
