import { describe, expect, test } from 'vitest';
import { LiveParamError, resolveLiveParam } from '../../src/views/liveParams';
import { siteData } from '../helpers/data';

const site = siteData();
const r = (attrs: Record<string, string>) => resolveLiveParam(site, attrs);

describe('LiveParam', () => {
  test('credit manager fields in human units, linked to the credit manager page', () => {
    expect(r({ network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'liquidationDiscount' })).toEqual({
      text: '96%',
      raw: '9600 bps',
      href: '/state/mainnet/credit-managers/trade-usdc-tier-1#fees',
    });
    expect(r({ network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'liquidationPremium' }).text).toBe('4%');
    expect(r({ network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'minDebt' }).text).toBe('20,000 USDC');
    expect(r({ network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'liquidationThreshold', token: 'WETH' }).text).toBe('90%');
  });

  test('pool fields, quota fields and addresses', () => {
    expect(r({ network: 'mainnet', pool: 'Trade USDC v3', field: 'U1' }).text).toBe('70%');
    expect(r({ network: 'mainnet', pool: 'Trade USDC v3', field: 'utilisation' }).text).toBe('55.25%');
    expect(r({ network: 'mainnet', pool: 'Trade USDC v3', field: 'baseInterestRate' }).text).toBe('0.789%');
    expect(r({ network: 'mainnet', pool: 'Trade USDC v3', field: 'quotaRate', token: 'WBTC' }).text).toBe('17.03%');
    const acl = r({ network: 'arbitrum', contract: 'ACL' });
    expect(acl.text).toBe(site.networks.arbitrum.core.acl.address);
    expect(acl.href).toBe('/?network=arbitrum#arbitrum-core-contracts');
  });

  test('unknown names and fields fail with a message naming the element', () => {
    expect(() => r({ network: 'base', pool: 'x', field: 'U1' })).toThrow(LiveParamError);
    expect(() => r({ network: 'mainnet', pool: 'No such pool', field: 'U1' })).toThrow(/<LiveParam network="mainnet" pool="No such pool" field="U1" \/>: no pool named/);
    expect(() => r({ network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'nope' })).toThrow(/unknown credit manager field/);
    expect(() => r({ network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'liquidationThreshold', token: 'NOTATOKEN' })).toThrow(/unknown token/);
  });
});
