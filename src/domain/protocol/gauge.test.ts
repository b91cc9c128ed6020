import { describe, expect, test } from 'vitest';
import { gaugeRate } from './gauge';
import { siteData } from '../../../tests/helpers/data';

const GEAR = 10n ** 18n;

describe('GaugeV3 rates', () => {
  test('min and max rate weighted by CA-side and LP-side votes; no votes give the minimum', () => {
    expect(gaugeRate(4, 4000, 30_000n * GEAR, 10_000n * GEAR)).toBe(3001);
    expect(gaugeRate(100, 500, 0n, 7n * GEAR)).toBe(100);
    expect(gaugeRate(100, 500, 7n * GEAR, 0n)).toBe(500);
    expect(gaugeRate(100, 500, 0n, 0n)).toBe(100);
  });

  test('every gauge of the snapshots: the rate at current votes lies between its bounds', () => {
    for (const snap of Object.values(siteData().networks)) {
      for (const p of snap.pools) {
        for (const g of p.gauge.params) {
          const r = gaugeRate(g.minRate, g.maxRate, g.votesLpSide, g.votesCaSide);
          expect(r).toBeGreaterThanOrEqual(g.minRate);
          expect(r).toBeLessThanOrEqual(g.maxRate);
        }
      }
    }
  });
});
