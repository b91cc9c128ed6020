import { describe, expect, test } from 'vitest';
import * as paths from './paths';

describe('paths: every URL of the site', () => {
  test('slugs', () => {
    expect(paths.slugify('Trade USDC.e Tier 1 Arbitrum')).toBe('trade-usdc-e-tier-1-arbitrum');
    expect(paths.slugify('  V2 (Deprecated) ')).toBe('v2-deprecated');
  });

  test('the Deployed Contracts page: tabs and anchors', () => {
    expect(paths.homePath('arbitrum', 'arbitrum-core-contracts')).toBe('/?network=arbitrum#arbitrum-core-contracts');
    expect(paths.homePath('mainnet-v2')).toBe('/?network=mainnet-v2');
    expect(paths.homeAnchor('mainnet', 'Pool Trade USDC.e v3')).toBe('mainnet-pool-trade-usdc-e-v3');
    expect(paths.homeAnchor('legacy-pool-usdc', 'V2 (Deprecated)')).toBe('legacy-pool-usdc-v2-deprecated');
  });

  test('state pages, tokens and their anchors', () => {
    expect(paths.statePath('optimism', 'pools')).toBe('/state/optimism#pools');
    expect(paths.poolPath('mainnet', 'Trade USDC v3')).toBe('/state/mainnet/pools/trade-usdc-v3');
    expect(paths.creditManagerPath('arbitrum', 'Trade USDC.e Tier 1 Arbitrum')).toBe('/state/arbitrum/credit-managers/trade-usdc-e-tier-1-arbitrum');
    expect(paths.priceFeedsPath('mainnet', paths.feedAnchor('0xAbC'))).toBe('/state/mainnet/price-feeds#feed-0xabc');
    expect(paths.governancePath('mainnet')).toBe('/state/mainnet/governance');
    expect(paths.tokensPath('mainnet', paths.tokenAnchor('0xAbC'))).toBe('/tokens/mainnet#token-0xabc');
  });

  test('ABIs in /abi/: by the contract as its source names it and the version its version() returns', () => {
    // A version is two digits after the point (3.01 is not 3.1), and one below 100 stays a number.
    expect([310, 301, 300, 311, 312, 1, 0].map(paths.versionLabel)).toEqual(['3.10', '3.01', '3.00', '3.11', '3.12', '1', '0']);
    expect(paths.abiFile('CreditFacadeV3', 310, 'json')).toBe('/abi/CreditFacadeV3-3.10.json');
    expect(paths.abiFile('CreditFacadeV3', 301, 'ts')).toBe('/abi/CreditFacadeV3-3.01.ts');
    expect(paths.ABI_INDEX_FILE).toBe(`${paths.ABI_DIR}/index.json`);
    // Two versions of one contract never share a file, nor a contract's file another's.
    const names = ['PoolV3', 'CreditManagerV3', 'ERC4626Adapter'].flatMap((c) => [300, 301, 310, 311, 312].map((v) => paths.abiFile(c, v, 'json')));
    expect(new Set(names).size).toBe(names.length);
  });

  test('files in /addresses/', () => {
    expect(paths.addressBookFile('mainnet-v2-v1', 'csv')).toBe('/addresses/mainnet-v2-v1.csv');
    expect(paths.addressBookFile('arbitrum', 'md')).toBe('/addresses/arbitrum.md');
    expect([paths.ADDRESS_INDEX_FILE, paths.ADDRESS_SCHEMA_FILE, paths.LOOKUP_INDEX_FILE]).toEqual(['/addresses/index.json', '/addresses/address-book.schema.json', '/addresses/lookup.json']);
  });

  test('a Check button\'s row: V3.0 and V3.1 specs read back, told apart by the book', () => {
    expect(paths.proofSpec('mainnet', 12)).toBe('mainnet:12');
    expect(paths.parseProofSpec('mainnet:12')).toEqual({ book: 'mainnet', index: 12, v31: false });
    const v31 = paths.proofSpec(paths.v31BookId('mainnet'), 0);
    expect(v31).toBe('v3.1-mainnet:0');
    expect(paths.parseProofSpec(v31)).toEqual({ book: 'v3.1-mainnet', index: 0, v31: true });
    expect(paths.addressBookFile(paths.parseProofSpec(v31).book, 'json')).toBe(paths.v31AddressBookFile('mainnet', 'json'));
    expect(paths.parseProofSpec('mainnet').index).toBeNaN();
  });

  test("a page's Markdown version: its path plus .md, without anchor or query", () => {
    expect(paths.markdownPath('/docs/intro')).toBe('/docs/intro.md');
    expect(paths.markdownPath('/state/mainnet/pools/trade-usdc-v3#quotas')).toBe('/state/mainnet/pools/trade-usdc-v3.md');
    expect(paths.markdownPath('/docs/core-concepts/')).toBe('/docs/core-concepts.md');
    expect([paths.LLMS_TXT, paths.LLMS_FULL_TXT]).toEqual(['/llms.txt', '/llms-full.txt']);
  });
});
