import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { big, decimalTextToBigint, looseBig } from './link';
import { NETWORK_IDS } from './networks';
import { sameAddress } from './address';
import { DIRS, siteData } from '../../../tests/helpers/data';
import { CM, fixtureSnapshot, POOL, USDC, WETH } from '../../../tests/helpers/fixture';

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

describe('decoding the fixture', () => {
  const snap = fixtureSnapshot();

  test('every address is checksummed, amounts are bigints, large vote counts exact', () => {
    expect(snap.core.addressProvider.entries.find((e) => e.role === 'WETH_TOKEN')?.address).toBe(WETH);
    expect(snap.pools[0]?.expectedLiquidity).toBe(1_000_000_000_000n);
    expect(snap.pools[0]?.gauge.params[0]).toMatchObject({ votesLpSide: 30_000n * 10n ** 18n, votesCaSide: 10_000n * 10n ** 18n });
  });

  test('each credit manager carries its pool and its debt parameters', () => {
    const [cm] = snap.creditManagers;
    expect(cm?.address.toLowerCase()).toBe(CM);
    expect(cm?.pool).toBe(snap.pools[0]);
    expect(cm?.pool.address.toLowerCase()).toBe(POOL);
    expect(cm?.pool.underlying).toBe(USDC);
    expect(cm?.pool.decimals).toBe(6);
    expect(cm?.debt).toEqual({ borrowed: 600_000_000_000n, limit: 2_000_000_000_000n, availableToBorrow: 400_000_000_000n });
  });
});

describe('decoding the snapshots', () => {
  const { networks } = siteData();
  const raw = (id: string) => JSON.parse(readFileSync(path.join(DIRS.snapshotDir, `${id}.json`), 'utf8'));

  test('block, timestamp, pools and credit managers are those of the file', () => {
    for (const id of NETWORK_IDS) {
      const r = raw(id);
      expect([networks[id].block, networks[id].timestamp]).toEqual([r.block, r.timestamp]);
      expect(networks[id].pools.map((p) => p.name)).toEqual(r.poolState.map((p: { pool: { name: string } }) => p.pool.name));
      expect(networks[id].creditManagers.map((c) => c.name)).toEqual(r.creditState.map((c: { creditManager: { name: string } }) => c.creditManager.name));
    }
  });

  test("every credit manager is linked to the pool it names, with that pool's underlying and its entry in the pool's debt parameters", () => {
    for (const id of NETWORK_IDS) {
      for (const [i, c] of raw(id).creditState.entries()) {
        const cm = networks[id].creditManagers[i]!;
        expect(networks[id].pools).toContain(cm.pool);
        expect(sameAddress(cm.pool.address, c.creditManager.pool)).toBe(true);
        expect(sameAddress(cm.pool.underlying, c.creditManager.underlying)).toBe(true);
        const p = raw(id).poolState.find((x: { pool: { address: string } }) => sameAddress(x.pool.address, c.creditManager.pool));
        const d = Object.values(p.pool.creditManagerDebtParams as Record<string, { creditManager: string; borrowed: { __value: string } }>).find((x) => sameAddress(x.creditManager, cm.address));
        expect(cm.debt.borrowed.toString()).toBe(d?.borrowed.__value);
      }
    }
  });

  test('every address is EIP-55 checksummed, including ones stored lower case', () => {
    for (const id of NETWORK_IDS) {
      const all = JSON.stringify(networks[id], (_k, v) => (typeof v === 'bigint' ? v.toString() : v instanceof Map ? undefined : v));
      // An address with no letters a–f is the same in both cases; any other all-lower address is a miss.
      expect((all.match(/"0x[0-9a-f]{40}"/g) ?? []).filter((a) => /[a-f]/.test(a))).toEqual([]);
    }
  });
});
