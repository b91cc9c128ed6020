import { describe, expect, test } from 'vitest';
import { borrowRateRay, poolUtilisation, utilisationWad } from './interestModel';
import { RAY, WAD } from './units';
import type { InterestModel } from '../data/model';
import { siteData } from '../../../tests/helpers/data';

const model: InterestModel = { address: '0x0000000000000000000000000000000000000001', U1: 7000, U2: 9000, Rbase: 100, Rslope1: 200, Rslope2: 500, Rslope3: 10000, isBorrowingMoreU2Forbidden: false };
const pct = (n: bigint) => (n * RAY) / 100n;

describe('LinearInterestRateModelV3', () => {
  test('utilisation is (expected − available) / expected in WAD, 0 when nothing is borrowed', () => {
    expect(utilisationWad(1000n, 400n)).toBe((WAD * 6n) / 10n);
    expect(utilisationWad(1000n, 1000n)).toBe(0n);
    expect(utilisationWad(1000n, 1200n)).toBe(0n);
    expect(utilisationWad(0n, 0n)).toBe(0n);
  });

  test('the rate is Rbase at 0, adds each slope at its kink, and is linear in between', () => {
    expect(borrowRateRay(model, 0n)).toBe(pct(1n));
    expect(borrowRateRay(model, (WAD * 7n) / 10n)).toBe(pct(3n));
    expect(borrowRateRay(model, (WAD * 9n) / 10n)).toBe(pct(8n));
    expect(borrowRateRay(model, WAD)).toBe(pct(108n));
    expect(borrowRateRay(model, (WAD * 35n) / 100n)).toBe(pct(2n));
    expect(borrowRateRay(model, (WAD * 8n) / 10n)).toBe(pct(11n) / 2n);
  });

  test('on every pool of the snapshots the model gives the stored base rate, to within 0.02 points', () => {
    for (const snap of Object.values(siteData().networks)) {
      for (const p of snap.pools) {
        const rate = borrowRateRay(p.interestModel, poolUtilisation(p));
        const diff = rate > p.baseInterestRate ? rate - p.baseInterestRate : p.baseInterestRate - rate;
        // The stored rate is from the pool's last update; liquidity has moved a little since.
        expect(diff * 5_000n, `${snap.network.id} ${p.name}`).toBeLessThan(RAY);
      }
    }
  });
});
