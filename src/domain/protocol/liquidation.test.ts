import { describe, expect, test } from 'vitest';
import { liquidationPremium } from './liquidation';

describe('liquidation premium', () => {
  test('is 100% minus the discount, in basis points', () => {
    expect(liquidationPremium(9600)).toBe(400);
    expect(liquidationPremium(10_000)).toBe(0);
  });
});
