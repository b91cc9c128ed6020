/** The pure parts of the snapshot generator (src/chain): encoding, version picking, labels, URL redaction. */
import { describe, expect, test } from 'vitest';
import type { Address } from 'viem';
import { pickVersion } from '../../domain/data/deployments';
import { looseInteger } from './encode';
import { redactUrl } from './errors';
import { contractLabels, mentionedAddresses } from './labels';
import { looseBig } from '../../domain/data/link';
import { sharedSnapshot } from '../../../tests/helpers/chain';

describe('gauge votes keep every digit', () => {
  test.each([0n, 10n ** 19n, 8n * 10n ** 19n, 2n ** 53n - 1n, 74_123_456_789_012_345_678_901n, 2n ** 96n - 1n])('%s', (votes) => {
    const encoded = looseInteger(votes);
    expect(looseBig(JSON.parse(JSON.stringify(encoded)) as never)).toBe(votes);
  });

  test('a number where the snapshots have one, a bigint marker where a number would round', () => {
    expect(looseInteger(10n ** 19n)).toBe(10_000_000_000_000_000_000);
    expect(looseInteger(74_123_456_789_012_345_678_901n)).toEqual({ __type: 'bigint', __value: '74123456789012345678901' });
  });
});

describe('address-provider entries: which version a field takes', () => {
  const versions = (entries: [number, string][]) => new Map(entries.map(([v, a]) => [v, a as Address]));

  test('v3: the highest 3xx version', () => {
    expect(pickVersion(versions([[1, '0x1'], [300, '0x300'], [302, '0x302'], [301, '0x301']]), 'v3')).toBe('0x302');
    expect(pickVersion(versions([[2, '0x2'], [210, '0x210'], [300, '0x300']]), 'v3')).toBe('0x300');
  });

  test('v3 finds nothing among V2 entries; latest takes the highest of any', () => {
    expect(pickVersion(versions([[0, '0x0']]), 'v3')).toBeUndefined();
    expect(pickVersion(versions([[0, '0x0'], [1, '0x1']]), 'latest')).toBe('0x1');
  });
});

describe('RPC URLs in messages', () => {
  test.each([
    ['https://eth-mainnet.g.alchemy.com/v2/SECRET', 'https://eth-mainnet.g.alchemy.com/…'],
    ['https://mainnet.infura.io/v3/SECRET?x=1', 'https://mainnet.infura.io/…'],
    ['https://user:SECRET@rpc.example.org', 'https://rpc.example.org/…'],
    ['http://127.0.0.1:8545', 'http://127.0.0.1:8545'],
    ['http://127.0.0.1:8545/', 'http://127.0.0.1:8545'],
  ])('%s → %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });
});

describe('contractLabels of a generated snapshot', () => {
  const { contractLabels: previous, ...body } = sharedSnapshot('optimism');
  const pool = body.poolState[0]!;
  const usdcE = pool.pool.underlying.toLowerCase();
  const acl = body.core.acl.address.toLowerCase();

  test('a previous name wins, even over the token list', () => {
    const labels = contractLabels(body, {
      tokens: [{ symbol: 'USDC.e from the list', address: pool.pool.underlying as Address }],
      previous: new Map([[usdcE, 'USDC_e']]),
      symbols: new Map(),
    });
    expect(labels[usdcE]).toBe('USDC_e');
  });

  test('a token without a previous name: the token list, then symbol() on chain', () => {
    const firstQuoted = Object.keys(pool.poolQuotaKeeper.quotas)[0]!.toLowerCase();
    const labels = contractLabels(body, {
      tokens: [{ symbol: 'USDC.e', address: pool.pool.underlying as Address }],
      previous: new Map(),
      symbols: new Map([
        [firstQuoted, 'ONCHAIN'],
        [usdcE, 'IGNORED'],
      ]),
    });
    expect(labels[usdcE]).toBe('USDC.e');
    expect(labels[firstQuoted]).toBe('ONCHAIN');
  });

  test('a contract that is not a token gets no name without a previous one', () => {
    const labels = contractLabels(body, { tokens: [], previous: new Map(), symbols: new Map([[acl, 'NOT A TOKEN']]) });
    expect(labels[acl]).toBeUndefined();
  });

  test('names of addresses the snapshot no longer mentions are dropped', () => {
    const gone = '0x000000000000000000000000000000000000beef';
    const labels = contractLabels(body, { tokens: [], previous: new Map([[gone, 'OLD'], [acl, 'ACL']]), symbols: new Map() });
    expect(labels[gone]).toBeUndefined();
    expect(labels[acl]).toBe('ACL');
    expect(mentionedAddresses(body).has(acl)).toBe(true);
  });
});
