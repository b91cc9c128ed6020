import { describe, expect, test } from 'vitest';
import { compileFilter } from './filter';
import { checkAddressInput, describeRemoved, stripInvisible } from '../domain/data/addressInput';
import { ADDRESS_BOOK_SCHEMA, allExports, exportIndex, exportLegacy, exportNetwork, toCsv } from './addressExport';
import { lookupIndex, lookupPage } from './addressIndex';
import { addressBook } from './addressBook';
import { legacyBook, legacyParts, legacyRowCount } from './legacyBook';
import { LEGACY, NETWORK_IDS } from '../domain/data/networks';
import { siteData } from '../../tests/helpers/data';
import { A, fixtureSite, USDC } from '../../tests/helpers/fixture';

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

describe('address book export (fixture)', () => {
  const site = fixtureSite();

  test('rows equal the address book, with roles and targets; the file names its network', () => {
    const file = exportNetwork(site, 'mainnet');
    expect(file.rows.map((r) => r.address)).toEqual(addressBook(site.networks.mainnet).flatMap((t) => t.rows.map((r) => r.address)));
    expect(file).toMatchObject({ schemaVersion: 1, network: 'mainnet', networkName: 'Ethereum Mainnet', chainId: 1, block: 1000, timestamp: 1_700_000_000, explorer: 'https://etherscan.io' });
    const adapter = file.rows.find((r) => r.role === 'adapter');
    expect(adapter).toMatchObject({ table: 'Credit Manager Test USDC Tier 1', label: 'Adapter for TARGET_ROUTER' });
    expect(adapter?.target?.toLowerCase()).toBe(A(0x7a));
  });

  test('the legacy list: its own record, each row in its trail of sections, adapters told apart', () => {
    const legacy = exportLegacy(site);
    expect(legacy).toMatchObject({ network: 'mainnet-v2-v1', networkName: LEGACY.name, chainId: 1, block: 0 });
    expect(legacy.rows.map((r) => [r.table, r.label, r.role])).toEqual([
      ['Core', 'ACL', 'legacy'],
      ['Pool USDC / V2.1', 'Pool', 'legacy'],
      ['Pool USDC / V2.1 / Adapters', 'Curve', 'legacyAdapter'],
    ]);
  });

  test('the index lists every file with its rows, block and links', () => {
    const index = exportIndex(allExports(site), site);
    expect(index.files.map((f) => [f.network, f.json, f.rows])).toEqual([
      ['mainnet', '/addresses/mainnet.json', exportNetwork(site, 'mainnet').rows.length],
      ['arbitrum', '/addresses/arbitrum.json', exportNetwork(site, 'arbitrum').rows.length],
      ['optimism', '/addresses/optimism.json', exportNetwork(site, 'optimism').rows.length],
      ['mainnet-v2-v1', '/addresses/mainnet-v2-v1.json', 3],
    ]);
    expect(index.schema).toBe(ADDRESS_BOOK_SCHEMA.$id);
  });

  test('CSV quotes fields with commas and has one line per row', () => {
    const file = exportNetwork(site, 'optimism');
    const csv = toCsv(file);
    expect(csv.trim().split('\r\n')).toHaveLength(file.rows.length + 1);
    expect(csv.startsWith('network,table,label,address,role,target,access,abi\r\n')).toBe(true);
    expect(toCsv({ ...file, rows: [{ network: 'x', table: 'a,b', label: 'say "hi"', address: '0x1', role: 'pool' }] })).toContain('"a,b","say ""hi"""');
  });
});

describe('lookup (fixture)', () => {
  const site = fixtureSite();
  const index = lookupIndex(site);
  const places = (address: string) => index.addresses[address.toLowerCase()] ?? [];

  test('an address lists each place, on each network, with its page here', () => {
    expect(places(A(0xe1))).toEqual([['mainnet', 'Emergency liquidator of Test USDC Tier 1', '', '/state/mainnet/credit-managers/test-usdc-tier-1#emergency-liquidators']]);
    // The fixture's other networks share its core contracts.
    expect(places(A(0x0e)).map((p) => [p[0], p[1], p[3]])).toEqual(['mainnet', 'arbitrum', 'optimism'].map((n) => [n, 'ACL owner', `/state/${n}/governance`]));
  });

  test('core contract, adapter target, token and legacy places', () => {
    const acl = places(A(0xac1));
    expect(acl).toContainEqual(['mainnet', 'Core contract: ACL', '', '/?network=mainnet#mainnet-core-contracts']);
    expect(acl).toContainEqual(['mainnet-v2-v1', 'Legacy V2/V1: Core: ACL', 'ACL', '/?network=mainnet-v2#legacy-core']);
    expect(places(A(0x7a))).toContainEqual(['mainnet', 'Adapter target in Test USDC Tier 1', 'TARGET_ROUTER', '/?network=mainnet#mainnet-credit-manager-test-usdc-tier-1']);
    expect(places(USDC)).toContainEqual(['mainnet', 'Token', 'USDC', `/tokens/mainnet#token-${USDC.toLowerCase()}`]);
    expect(places(A(0x2002))).toEqual([['mainnet-v2-v1', 'Legacy V2/V1: Pool USDC / V2.1 / Adapters: Curve', 'Curve', '/?network=mainnet-v2#legacy-pool-usdc-v2-1']]);
  });

  test('the lookup page knows every network and the block of each snapshot', () => {
    const networks = lookupPage(site).networks;
    expect(networks.slice(0, 4)).toEqual([
      { id: 'mainnet', name: 'Ethereum Mainnet', explorer: 'https://etherscan.io', block: 1000 },
      { id: 'arbitrum', name: 'Arbitrum One', explorer: 'https://arbiscan.io', block: 1000 },
      { id: 'optimism', name: 'OP Mainnet', explorer: 'https://optimistic.etherscan.io', block: 1000 },
      { id: 'mainnet-v2-v1', name: LEGACY.name, explorer: 'https://etherscan.io' },
    ]);
    // Then each V3.1 network, with the block of its newest state where the site holds one (Mainnet only).
    const v31 = networks.slice(4);
    expect(v31.map((n) => n.id)).toEqual(site.v31.networks.networks.map((n) => `v3.1-${n.slug}`));
    expect(v31[0]).toEqual({ id: 'v3.1-mainnet', name: 'Gearbox V3.1 on Mainnet', explorer: 'https://etherscan.io', block: site.v31.states.at(-1)?.block });
    expect(v31.filter((n) => n.block !== undefined)).toHaveLength(1);
  });
});

describe('lookup (snapshots)', () => {
  const site = siteData();
  const index = lookupIndex(site);

  test('every row of every address book and of the legacy list is in the index, with the table it is in', () => {
    for (const id of NETWORK_IDS) {
      for (const t of addressBook(site.networks[id])) {
        for (const r of t.rows) expect(index.addresses[r.address.toLowerCase()]?.some((p) => p[0] === id && p[3] === `/?network=${id}#${t.id}`), `${id} ${t.title} ${r.label}`).toBe(true);
      }
    }
    for (const part of legacyParts(legacyBook(site.legacy))) {
      for (const b of part.blocks) for (const r of b.rows) expect(index.addresses[r.address.toLowerCase()]?.some((p) => p[0] === LEGACY.id)).toBe(true);
    }
  });

  test('the address book files hold every row of their tab', () => {
    for (const f of allExports(site)) expect(f.rows.length).toBeGreaterThan(0);
    expect(exportLegacy(site).rows).toHaveLength(legacyRowCount(legacyBook(site.legacy)));
  });
});


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
  test('invisible characters are removed and named; the refused text is kept apart from the sentence', () => {
    const pasted = `\uFEFF${acl.slice(0, 10)}\u200B${acl.slice(10)}\u00A0\u202E`;
    expect(checkAddressInput(pasted)).toEqual({
      ok: true,
      address: acl,
      removed: [
        { codePoint: 'U+FEFF', name: 'byte-order mark (zero-width no-break space)', count: 1 },
        { codePoint: 'U+200B', name: 'zero-width space', count: 1 },
        { codePoint: 'U+00A0', name: 'no-break space', count: 1 },
        { codePoint: 'U+202E', name: 'right-to-left override', count: 1 },
      ],
    });
    const { removed } = stripInvisible('a\u200Bb\u200Bc\u202Ed');
    expect(describeRemoved(removed)).toBe('2 zero-width spaces (U+200B) and a right-to-left override (U+202E)');
    // Ordinary spaces and line breaks are not worth a mention.
    expect(stripInvisible(` ${acl}\n`)).toEqual({ text: acl, removed: [] });
    // A character that is visible but not hexadecimal is named, and the text is returned apart from the message.
    const bad = checkAddressInput('0x523dA3a8961E4dD4f6206DBf7E6c749f51796bbא');
    expect(bad).toMatchObject({ ok: false, reason: 'not-hex', badCharacter: { char: 'א', codePoint: 'U+05D0' }, found: '0x523dA3a8961E4dD4f6206DBf7E6c749f51796bbא' });
    expect(!bad.ok && bad.message).not.toContain('א');
  });
});
