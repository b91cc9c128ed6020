import { describe, expect, test } from 'vitest';
import { zeroPriceFeedTest } from './zeroPriceFeed';
import { ZERO_ORACLE_CODE } from '../data/enums';
import { sameAddress } from '../data/address';
import { A, fixtureSnapshot, TKN, USDC } from '../../../tests/helpers/fixture';
import { siteData } from '../../../tests/helpers/data';

describe('the zero price feed', () => {
  test("is the address provider's ZERO_PRICE_FEED, a contract labelled ZeroPriceFeed, or any ZERO_ORACLE feed", () => {
    const snap = fixtureSnapshot((raw) => {
      raw.contractLabels[A(0x2e1)] = 'ZeroPriceFeed';
    });
    const isZero = zeroPriceFeedTest(snap);
    const feedOf = (token: string) => snap.priceOracle.main.find((f) => sameAddress(f.token, token))!.feed;
    expect(isZero(feedOf(TKN))).toBe(true);
    expect(isZero(feedOf(USDC))).toBe(false);
    expect(isZero({ ...feedOf(USDC), address: A(0x2e1) })).toBe(true);
    expect(isZero({ ...feedOf(USDC), type: ZERO_ORACLE_CODE })).toBe(true);
  });

  test("on the snapshots, every feed at the address provider's ZERO_PRICE_FEED counts", () => {
    for (const snap of Object.values(siteData().networks)) {
      const isZero = zeroPriceFeedTest(snap);
      const zero = snap.core.addressProvider.entries.find((e) => e.role === 'ZERO_PRICE_FEED')?.address;
      for (const { feed } of snap.priceOracle.main) if (zero && sameAddress(feed.address, zero)) expect(isZero(feed)).toBe(true);
    }
  });
});
