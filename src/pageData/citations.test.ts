import { describe, expect, test } from 'vitest';
import { CitationError, citationKey, parseCitation, resolveCitation } from './citations';
import { sitePages } from './allPages';
import { getAddress } from 'viem';
import { A, fixtureSite, WETH } from '../../tests/helpers/fixture';

const data = fixtureSite();
const pages = sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });
const cite = (attrs: Record<string, string>) => resolveCitation({ pages, data }, parseCitation(attrs));
const CM = { network: 'mainnet', creditManager: 'Test USDC Tier 1' };
const POOL = { network: 'mainnet', pool: 'Test USDC v3' };

describe('reading <LiveParam> attributes (no data needed)', () => {
  test('a credit manager or pool field, with an optional token; a core contract; a token feed', () => {
    expect(parseCitation({ ...CM, field: 'maxDebt' })).toEqual({ network: 'mainnet', subject: { kind: 'creditManager', name: 'Test USDC Tier 1' }, field: 'maxDebt' });
    expect(parseCitation({ ...POOL, field: 'quotaRate', token: 'WETH' })).toEqual({ network: 'mainnet', subject: { kind: 'pool', name: 'Test USDC v3' }, field: 'quotaRate', token: 'WETH' });
    expect(parseCitation({ network: 'arbitrum', contract: 'ACL' })).toEqual({ network: 'arbitrum', subject: { kind: 'contract', name: 'ACL' } });
    expect(parseCitation({ network: 'optimism', token: 'WETH', field: 'mainFeed' })).toEqual({ network: 'optimism', subject: { kind: 'token', symbol: 'WETH' }, field: 'mainFeed' });
  });

  test('the key is the attributes in a fixed order, whatever order they were written in', () => {
    expect(citationKey(parseCitation({ field: 'quotaRate', token: 'WETH', ...POOL }))).toBe('network="mainnet" pool="Test USDC v3" token="WETH" field="quotaRate"');
  });

  test('a malformed element fails with a message naming it', () => {
    expect(() => parseCitation({ network: 'base', pool: 'x', field: 'U1' })).toThrow(/network must be mainnet, arbitrum or optimism/);
    expect(() => parseCitation({ network: 'mainnet', pool: 'x' })).toThrow(/<LiveParam network="mainnet" pool="x" \/>: field is missing/);
    expect(() => parseCitation({ network: 'mainnet', pool: 'x', creditManager: 'y', field: 'U1' })).toThrow(/name one of creditManager, pool, contract or policy/);
    expect(() => parseCitation({ network: 'mainnet', contract: 'ACL', field: 'x' })).toThrow(/a contract takes no field/);
    expect(() => parseCitation({ network: 'mainnet', pool: 'x', field: 'U1', colour: 'red' })).toThrow(/unknown attribute colour/);
    // A field with no subject is a field of the network as a whole; one the network does not have fails when resolved.
    expect(parseCitation({ network: 'mainnet', field: 'U1' })).toEqual({ network: 'mainnet', subject: { kind: 'network' }, field: 'U1' });
    expect(() => cite({ network: 'mainnet', field: 'U1' })).toThrow(CitationError);
    expect(() => cite({ network: 'mainnet', field: 'U1' })).toThrow(/unknown network field "U1"/);
  });
});

describe('resolving a citation: the same cell the page shows', () => {
  test('credit manager fields link to their section, with the raw value', () => {
    expect(cite({ ...CM, field: 'liquidationDiscount' })).toEqual({ text: '96%', raw: '9600 bps', href: '/state/mainnet/credit-managers/test-usdc-tier-1#fees' });
    expect(cite({ ...CM, field: 'maxDebt' })).toEqual({ text: '1,000,000 USDC', raw: '1000000000000', href: '/state/mainnet/credit-managers/test-usdc-tier-1#debt' });
    expect(cite({ ...CM, field: 'liquidationThreshold', token: 'WETH' })).toEqual({ text: '90%', raw: '9000 bps', href: '/state/mainnet/credit-managers/test-usdc-tier-1#collateral-tokens' });
    expect(cite({ ...CM, field: 'address' })).toMatchObject({ raw: cite({ ...CM, field: 'address' }).text, code: true, href: '/state/mainnet/credit-managers/test-usdc-tier-1#summary' });
  });

  test('pool fields and per-token quota fields', () => {
    expect(cite({ ...POOL, field: 'utilisation' })).toMatchObject({ text: '60%', href: '/state/mainnet/pools/test-usdc-v3#liquidity' });
    expect(cite({ ...POOL, field: 'U2' }).text).toBe('90%');
    expect(cite({ ...POOL, field: 'baseInterestRate' }).text).toBe('0.857% per year');
    expect(cite({ ...POOL, field: 'quotaLimit', token: 'WETH' })).toMatchObject({ text: '3,000,000 USDC', href: '/state/mainnet/pools/test-usdc-v3#quotas' });
  });

  test('core contracts link to their table on the Deployed Contracts page; feeds to the token on the price feeds page', () => {
    const acl = getAddress(A(0xac1));
    expect(cite({ network: 'arbitrum', contract: 'ACL' })).toEqual({ text: acl, raw: acl, href: '/?network=arbitrum#arbitrum-core-contracts', code: true });
    const href = `/state/mainnet/price-feeds#feed-${WETH.toLowerCase()}`;
    expect(cite({ network: 'mainnet', token: 'WETH', field: 'mainFeedType' })).toEqual({ text: 'COMPOSITE_ORACLE', raw: '8', href });
    expect(cite({ network: 'mainnet', token: 'USDC', field: 'mainFeedStaleness' })).toMatchObject({ text: '1 day 15 min', raw: '87300 s, skipCheck false' });
    expect(cite({ network: 'mainnet', token: 'USDC', field: 'reserveFeed' })).toMatchObject({ code: true });
  });

  test('a name or field the data lacks fails with a message naming the element', () => {
    expect(() => cite({ network: 'mainnet', pool: 'No such pool', field: 'U1' })).toThrow(/<LiveParam network="mainnet" pool="No such pool" field="U1" \/>: no pool named "No such pool" on mainnet/);
    // A field its kind does not have: the message lists the fields the kind has, page fields and computed ones.
    expect(() => cite({ ...CM, field: 'nope' })).toThrow(/unknown credit manager field "nope" \(the credit manager fields: address, .*maxDebt, .*maxBorrow, /);
    expect(() => cite({ ...POOL, field: 'nope' })).toThrow(/unknown pool field "nope" \(the pool fields: .*U1, .*supplyApy/);
    expect(() => cite({ ...CM, field: 'maxDebt', token: 'WETH' })).toThrow(/field "maxDebt" is not per token/);
    expect(() => cite({ ...CM, field: 'liquidationThreshold' })).toThrow(/is per token: name the token/);
    expect(() => cite({ ...CM, field: 'liquidationThreshold', token: 'NOTATOKEN' })).toThrow(/has no NOTATOKEN in "Collateral tokens"/);
    expect(() => cite({ network: 'mainnet', contract: 'Nope' })).toThrow(/no core contract "Nope"/);
    expect(() => cite({ network: 'mainnet', token: 'WETH', field: 'reserveFeed' })).toThrow(/WETH has no reserve feed/);
    expect(() => cite({ network: 'mainnet', token: 'WETH', field: 'price' })).toThrow(/unknown price feed field "price"/);
  });
});
