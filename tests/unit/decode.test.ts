import { describe, expect, test } from 'vitest';
import { big, decimalTextToBigint, looseBig } from '../../src/data/decode';
import { siteData } from '../helpers/data';

describe('bigint decoding', () => {
  test('markers decode exactly, beyond 2^53', () => {
    expect(big({ __type: 'bigint', __value: '1007855264482698440632184169' })).toBe(1007855264482698440632184169n);
    expect(big({ __type: 'bigint', __value: '-5' })).toBe(-5n);
  });

  test('JSON numbers written in exponent form decode to the intended integer', () => {
    expect(decimalTextToBigint('7.4e+22')).toBe(74_000_000_000_000_000_000_000n);
    expect(decimalTextToBigint('1.2345e4')).toBe(12345n);
    expect(decimalTextToBigint('42')).toBe(42n);
    expect(looseBig(1e23)).toBe(100_000_000_000_000_000_000_000n);
    expect(() => decimalTextToBigint('1.5')).toThrow(/not an integer/);
    expect(() => decimalTextToBigint('abc')).toThrow(/not a decimal/);
  });
});

describe('decoded snapshots', () => {
  const { networks } = siteData();

  test('blocks and timestamps match the snapshot README', () => {
    expect([networks.mainnet.block, networks.mainnet.timestamp]).toEqual([20263808, 1720466087]);
    expect([networks.arbitrum.block, networks.arbitrum.timestamp]).toEqual([239832594, 1722897519]);
    expect([networks.optimism.block, networks.optimism.timestamp]).toEqual([123849616, 1723298009]);
  });

  test('pool and credit manager counts', () => {
    expect(Object.values(networks).map((n) => [n.pools.length, n.creditManagers.length])).toEqual([
      [8, 17],
      [3, 6],
      [2, 4],
    ]);
  });

  test('every address is EIP-55 checksummed, including ones stored lower case', () => {
    const m = networks.mainnet;
    // Stored lower case in the file.
    expect(m.core.acl.address).toBe('0x523dA3a8961E4dD4f6206DBf7E6c749f51796bb3');
    expect(m.pools[0]?.interestModel.address).toBe('0xff767BdCd76f6E5AF75957E15D5B2a8BFC43B4Bf');
    const all = JSON.stringify(m, (_k, v) => (typeof v === 'bigint' ? v.toString() : v instanceof Map ? undefined : v));
    const lowerOnly = all.match(/"0x[0-9a-f]{40}"/g) ?? [];
    // An address with no letters a–f is the same in both cases; any other all-lower address is a miss.
    expect(lowerOnly.filter((a) => /[a-f]/.test(a))).toEqual([]);
  });

  test('gauge votes written as large JSON numbers become exact bigints', () => {
    const wbtc = networks.mainnet.pools[0]?.gauge.params.find((p) => p.token === '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599');
    expect(wbtc?.votesLpSide).toBe(74_000n * 10n ** 18n);
    expect(wbtc?.votesCaSide).toBe(100_000n * 10n ** 18n);
  });

  test('amounts are bigint', () => {
    const usdc = networks.mainnet.pools[0];
    expect(typeof usdc?.expectedLiquidity).toBe('bigint');
    expect(usdc?.baseInterestIndex).toBe(1007855264482698440632184169n);
  });
});
