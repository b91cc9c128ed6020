import { describe, expect, test } from 'vitest';
import { maskHas, maskOrderVerified, tokensInMask } from './tokenMasks';
import { fixtureSnapshot, TKN, USDC, WETH } from '../../../tests/helpers/fixture';
import { siteData } from '../../../tests/helpers/data';

describe('token masks', () => {
  const cm = fixtureSnapshot().creditManagers[0]!;

  test('bits map to the collateral list by index; a bit beyond the list has no token', () => {
    expect(tokensInMask(cm, 0b110n)).toEqual([{ index: 1, token: WETH }, { index: 2, token: TKN }]);
    expect(tokensInMask(cm, 1n << 5n)).toEqual([{ index: 5 }]);
    expect(tokensInMask(cm, 0n)).toEqual([]);
    expect([0, 1, 2].map((i) => maskHas(0b101n, i))).toEqual([true, false, true]);
    expect(cm.collateralTokens[0]?.token).toBe(USDC);
  });

  test('the order is confirmed when the quoted mask selects exactly the tokens with quotas', () => {
    expect(maskOrderVerified(cm)).toBe(true);
    const other = fixtureSnapshot((raw) => {
      const m = raw.creditState[0]!.creditManager;
      m.quotedTokensMask = { __type: 'bigint', __value: '4' };
    }).creditManagers[0]!;
    expect(maskOrderVerified(other)).toBe(false);
  });

  test('every credit manager of the snapshots has a confirmed order', () => {
    for (const snap of Object.values(siteData().networks)) for (const c of snap.creditManagers) expect(maskOrderVerified(c), c.name).toBe(true);
  });
});
