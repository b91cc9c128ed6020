import { describe, expect, test } from 'vitest';
import { effectiveBorrowRate, quotaIncreaseFee } from './borrowRate';
import { healthFactorBps, leveragedPosition, liquidationPrice, liquidationPriceRatioWad } from './liquidationPrice';
import { RAY, WAD } from './units';
import { maxBorrow, quotaStep, type MaxBorrowInput } from './maxBorrow';
import { aprToApy, dieselRateAt, expectedLiquidityAt, projectDieselRate, rayToFraction, realisedYield, SECONDS_PER_YEAR, type PoolAccrualState } from './poolYield';
import { earliestRampEnd, healthFactorAfterLtChange, liquidationThresholdAt } from './ltRamp';
import { versionFamily, versionSummary } from './versions';
import { accountFactoryFacts, factoryUsage, factoryUsageSummary } from './accountFactory';

const pct = (n: number) => (RAY * BigInt(Math.round(n * 1e6))) / 100_000_000n; // percent → RAY

describe('effective borrow rate', () => {
  test('base rate plus quota rates weighted by quota over debt, then the interest fee on top', () => {
    // D = 1,000 USDC, quota 1,125 USDC of WETH at 10.56%, base 5%, fee 25%
    const r = effectiveBorrowRate({ debt: 1_000_000_000n, baseRateRay: pct(5), feeInterestBps: 2500, quotas: [{ quota: 1_125_000_000n, rateBps: 1056 }] });
    expect(r.quotaRateRay).toBe(pct(11.88));
    expect(r.interestRateRay).toBe(pct(16.88));
    expect(r.feeRateRay).toBe(pct(4.22));
    expect(r.effectiveRateRay).toBe(pct(21.1));
  });

  test('two quoted tokens add up; no quota leaves base rate plus fee', () => {
    const two = effectiveBorrowRate({ debt: 2_000n * 10n ** 18n, baseRateRay: pct(2), feeInterestBps: 0, quotas: [{ quota: 1_000n * 10n ** 18n, rateBps: 400 }, { quota: 3_000n * 10n ** 18n, rateBps: 100 }] });
    // (1000·4% + 3000·1%) / 2000 = 3.5%
    expect(two.quotaRateRay).toBe(pct(3.5));
    expect(two.effectiveRateRay).toBe(pct(5.5));
    const none = effectiveBorrowRate({ debt: 1n, baseRateRay: pct(8), feeInterestBps: 1000, quotas: [] });
    expect(none.effectiveRateRay).toBe(pct(8.8));
  });

  test('refuses a zero debt and an impossible fee', () => {
    expect(() => effectiveBorrowRate({ debt: 0n, baseRateRay: 0n, feeInterestBps: 0, quotas: [] })).toThrow(/debt must be positive/);
    expect(() => effectiveBorrowRate({ debt: 1n, baseRateRay: 0n, feeInterestBps: 10_001, quotas: [] })).toThrow(/outside/);
  });

  test('quota-increase fee is increase × fee / 10000, rounded down, nothing for a decrease', () => {
    expect(quotaIncreaseFee(1_000_000n, 1)).toBe(100n);
    expect(quotaIncreaseFee(9_999n, 1)).toBe(0n);
    expect(quotaIncreaseFee(-5n, 100)).toBe(0n);
  });
});

describe('single-collateral health factor and liquidation price', () => {
  const pos = { value: 5_000n, ltBps: 9000, quota: 4_500n, totalDebt: 4_000n };

  test('HF = min(V·LT, Q) / D; the quota caps the weighted value', () => {
    expect(healthFactorBps(pos)).toBe(11250n);
    expect(healthFactorBps({ ...pos, quota: 4_000n })).toBe(10000n);
    expect(healthFactorBps({ ...pos, totalDebt: 0n })).toBeUndefined();
  });

  test('liquidation price ratio is D/(V·LT) = 1/HF, and HF is 1 exactly there', () => {
    const ratio = liquidationPriceRatioWad(pos)!;
    expect(ratio).toBe(888888888888888889n); // 4000 / 4500, rounded up
    const big = { value: 5_000n * WAD, ltBps: 9000, quota: 4_500n * WAD, totalDebt: 4_000n * WAD };
    const atLiq = (big.value * liquidationPriceRatioWad(big)!) / WAD; // value at the liquidation price
    expect(healthFactorBps({ ...big, value: atLiq })).toBe(10000n); // HF = 1 at the liquidation price …
    expect(healthFactorBps({ ...big, value: atLiq - 10n ** 6n })).toBe(9999n); // … and below 1 just under it
    expect(liquidationPrice(pos, 3_000n * WAD)).toBe(2_666_666_666_666_666_666_667n);
  });

  test('a quota below the debt means no price is safe', () => {
    expect(liquidationPriceRatioWad({ ...pos, quota: 3_999n })).toBeNull();
  });

  test('leveraged position: debt (L−1)·C, value L·C, quota = value·LT', () => {
    const p = leveragedPosition(1_000n, 5, 9000);
    expect(p).toEqual({ value: 5_000n, ltBps: 9000, quota: 4_500n, totalDebt: 4_000n });
    expect(() => leveragedPosition(1n, 1, 9000)).toThrow(RangeError);
  });
});

describe('largest increaseDebt', () => {
  const base: MaxBorrowInput = {
    collateral: 10_000_000_000n, // 10,000 units of a 6-decimal underlying
    ltBps: 9000,
    minHealthFactorBps: 10_000,
    quotaIncreaseFeeBps: 0,
    accountQuotaCap: 10n ** 15n,
    poolQuotaRoom: 10n ** 15n,
    minDebt: 1_000_000_000n,
    maxDebt: 10n ** 15n,
    borrowable: 10n ** 15n,
    quotaRateBps: 100,
    quotaStep: 1n,
  };

  test('health bound without fee: D = C·LT/(1 − LT)', () => {
    const r = maxBorrow(base);
    expect(r.caps.health).toBe(90_000_000_000n);
    expect(r.binding).toBe('health');
    expect(r.feasible).toBe(true);
    expect(r.quota).toBe(90_000_000_000n); // (C + D)·LT
  });

  test('with a quota fee and a minimum HF, the largest debt passes the check and one unit more fails', () => {
    const input = { ...base, quotaIncreaseFeeBps: 1, minHealthFactorBps: 10_500 };
    const { maxDebt } = maxBorrow(input);
    const check = (d: bigint) => {
      const quota = ((input.collateral + d) * 9000n) / 10_000n;
      const debt = d + quota / 10_000n; // fee of 1 bps
      return quota * 10_000n >= 10_500n * debt;
    };
    expect(check(maxDebt)).toBe(true);
    expect(check(maxDebt + 1_000n)).toBe(false);
  });

  test('the smallest of quota cap, pool quota room, maxDebt and borrowable decides', () => {
    expect(maxBorrow({ ...base, accountQuotaCap: 50_000_000_000n }).binding).toBe('quota');
    expect(maxBorrow({ ...base, accountQuotaCap: 50_000_000_000n }).caps.quota).toBe(50_000_000_000n);
    expect(maxBorrow({ ...base, poolQuotaRoom: 20_000_000_000n }).caps.quota).toBe(20_000_000_000n);
    expect(maxBorrow({ ...base, maxDebt: 40_000_000_000n }).binding).toBe('maxDebt');
    const b = maxBorrow({ ...base, borrowable: 30_000_000_000n });
    expect([b.binding, b.maxDebt]).toEqual(['borrowable', 30_000_000_000n]);
  });

  test('below minDebt nothing can be borrowed', () => {
    const r = maxBorrow({ ...base, collateral: 100_000_000n, minDebt: 5_000_000_000n });
    expect(r.caps.health).toBe(900_000_000n);
    expect(r.feasible).toBe(false);
    expect(r.maxDebt).toBe(0n);
  });

  test('a 3.01 facade rounds quota changes to 10,000 units: the quota to buy is rounded up, its fee still fits, the cap is rounded down', () => {
    expect([quotaStep(300), quotaStep(301), quotaStep(310)]).toEqual([1n, 10_000n, 10_000n]);
    const input = { ...base, collateral: 10_000_123_457n, quotaIncreaseFeeBps: 50, minHealthFactorBps: 10_500, quotaStep: 10_000n };
    const r = maxBorrow(input);
    expect(r.binding).toBe('health');
    expect(r.quota % 10_000n).toBe(0n);
    // What the contracts do with D = maxDebt and updateQuota(T, quota, quota): the facade keeps the quota (a multiple of
    // the step), the fee is on it, and the collateral check passes; 10,000 units more debt fail it.
    const check = (d: bigint, quota: bigint) => {
      const weighted = ((input.collateral + d) * 9000n) / 10_000n;
      const debt = d + (quota * 50n) / 10_000n;
      return (weighted < quota ? weighted : quota) * 10_000n >= 10_500n * debt;
    };
    expect(r.quota).toBeGreaterThanOrEqual(((input.collateral + r.maxDebt) * 9000n) / 10_000n);
    expect(check(r.maxDebt, r.quota)).toBe(true);
    const more = r.maxDebt + 10_000n;
    expect(check(more, (((input.collateral + more) * 9000n) / 10_000n / 10_000n + 1n) * 10_000n)).toBe(false);
    // The quota cap: the largest multiple of the step under both ceilings.
    expect(maxBorrow({ ...input, accountQuotaCap: 50_000_012_345n }).caps.quota).toBe(maxBorrow({ ...input, accountQuotaCap: 50_000_010_000n }).caps.quota);
    expect(maxBorrow({ ...input, accountQuotaCap: 50_000_012_345n, quotaStep: 1n }).caps.quota).toBeGreaterThan(maxBorrow({ ...input, accountQuotaCap: 50_000_010_000n, quotaStep: 1n }).caps.quota);
  });

  test('a token at quota rate 0 backs no debt: the quota keeper grants no quota', () => {
    const r = maxBorrow({ ...base, quotaRateBps: 0 });
    expect([r.binding, r.caps.quota, r.maxDebt, r.feasible, r.quota]).toEqual(['quota', 0n, 0n, false, 0n]);
  });

  test('refuses inputs the facade would refuse', () => {
    expect(() => maxBorrow({ ...base, minHealthFactorBps: 9_999 })).toThrow(/below 10000/);
    expect(() => maxBorrow({ ...base, ltBps: 10_000 })).toThrow(/LT/);
  });
});

describe('pool yield', () => {
  test('APR to APY: daily and continuous compounding', () => {
    expect(aprToApy(0.05, 365)).toBeCloseTo(0.0512674965, 9);
    expect(aprToApy(0.05, Infinity)).toBeCloseTo(0.0512710964, 9);
    expect(aprToApy(0.05, 1)).toBeCloseTo(0.05, 12);
    expect(() => aprToApy(-0.01, 365)).toThrow(RangeError);
  });

  test('realised yield from two diesel rates', () => {
    const y = realisedYield(1_000_000n, 1_010_000n, SECONDS_PER_YEAR / 4);
    expect(y.growth).toBeCloseTo(0.01, 12);
    expect(y.apr).toBeCloseTo(0.04, 12);
    expect(y.apy).toBeCloseTo(1.01 ** 4 - 1, 12);
  });

  test('projected diesel rate grows linearly at supplyRate (grossed up for the withdraw fee)', () => {
    const r0 = 1_050_000_000_000_000_000_000_000_000n; // 1.05 RAY
    const year = projectDieselRate(r0, pct(4), 0, SECONDS_PER_YEAR);
    expect(year).toBe((r0 * 104n) / 100n);
    expect(realisedYield(r0, year, SECONDS_PER_YEAR).apr).toBeCloseTo(0.04, 12);
    // a 1% withdraw fee: supplyRate 3.96% means 4% growth
    expect(projectDieselRate(r0, pct(3.96), 100, SECONDS_PER_YEAR)).toBe((r0 * 104n) / 100n);
    expect(rayToFraction(pct(3.96))).toBeCloseTo(0.0396, 15);
  });

  test('expected liquidity and diesel rate as PoolV3 accrues them: each part from its own last update, each rounded down on its own', () => {
    // (Against the contracts themselves: src/domain/protocol/onChain30.test.ts, to the wei after each warp.)
    const year = BigInt(SECONDS_PER_YEAR);
    const s: PoolAccrualState = { expectedLiquidityLU: 1_000_000n, totalBorrowed: 0n, baseInterestRate: pct(10), lastBaseInterestUpdate: 1_000n, quotaRevenue: year - 1n, lastQuotaRevenueUpdate: 1_500n, totalSupply: 900_000n };
    // The quota part cannot be asked for before its own last update (the contract's subtraction reverts).
    expect(() => expectedLiquidityAt(s, 1_499n)).toThrow(RangeError);
    // Quota revenue of (year − 1) units a year: 0.99… of a unit after 1 s, 1.99… after 2 s, each rounded down.
    expect([1_500n, 1_501n, 1_502n].map((t) => expectedLiquidityAt(s, t))).toEqual([1_000_000n, 1_000_000n, 1_000_001n]);
    // Base interest from its own update: 10% a year on 3,153,600 units is exactly 1 unit per 100 s, but the rate's
    // growth is rounded down before it multiplies the principal (PoolV3.sol:598-600), so at 500 s the pool adds 4,
    // not 5; the exact line would say 5, 5, 6, 11.
    const b = { ...s, totalBorrowed: 3_153_600n, quotaRevenue: 0n };
    expect([1_500n, 1_599n, 1_600n, 2_100n].map((t) => expectedLiquidityAt(b, t) - s.expectedLiquidityLU)).toEqual([4n, 5n, 5n, 10n]);
    expect(dieselRateAt(s, 1_502n)).toBe((RAY * 1_000_001n) / 900_000n);
    expect(dieselRateAt({ ...s, totalSupply: 0n }, 1_502n)).toBe(RAY);
  });
});

describe('LT ramps', () => {
  const ramp = { ltInitialBps: 9000, ltFinalBps: 8500, rampStart: 1_000_000, rampDuration: 7 * 86_400 };
  test('piecewise linear, rounded down, like CreditLogic.getLiquidationThreshold', () => {
    expect(liquidationThresholdAt(ramp, 999_999)).toBe(9000);
    expect(liquidationThresholdAt(ramp, 1_000_000)).toBe(9000);
    expect(liquidationThresholdAt(ramp, 1_000_000 + 3.5 * 86_400)).toBe(8750);
    expect(liquidationThresholdAt(ramp, 1_000_001)).toBe(8999);
    expect(liquidationThresholdAt(ramp, 1_000_000 + 7 * 86_400)).toBe(8500);
  });
  test('HF scales with the LT; the earliest end is delay + 7 days', () => {
    expect(healthFactorAfterLtChange(10_500, 9000, 8500)).toBe(9916);
    expect(earliestRampEnd(0, 86_400)).toBe(8 * 86_400);
  });
});

describe('versions and account factories', () => {
  test('version families and summaries', () => {
    expect([300, 301, 310, 220, 1, 999].map(versionFamily)).toEqual(['3.0', '3.01', '3.1', 'v2', 'v1', 'unknown']);
    expect(versionSummary([301, 300, 301])).toBe('1 report 300, 2 report 301');
    expect(versionSummary([301, 301])).toBe('all 2 report 301');
    expect(versionSummary([300])).toBe('the only one reports 300');
  });

  test('factory kinds and a usage summary that stays true when managers differ', () => {
    expect(accountFactoryFacts(1)).toMatchObject({ contract: 'AccountFactory', hasRescue: false, reuseDelaySeconds: 0 });
    expect(accountFactoryFacts(300)).toMatchObject({ contract: 'AccountFactoryV3', hasRescue: true, reuseDelaySeconds: 259_200 });
    expect(accountFactoryFacts(310)).toBeUndefined();
    const A = '0x444CD42BaEdDEB707eeD823f7177b9ABcC779C04' as const;
    const B = '0x03cD6b5c36c15B9feed278C417274902609E5Df9' as const;
    const core = { address: A, version: 1 };
    expect(factoryUsageSummary({ core, managers: [{ name: 'x', accountFactory: A }, { name: 'y', accountFactory: A }] })).toBe('all 2 credit managers use AccountFactory (core-v2, version 1)');
    expect(factoryUsageSummary({ core, managers: [{ name: 'x', accountFactory: A }] })).toBe('the only credit manager uses AccountFactory (core-v2, version 1)');
    const mixed = { core, managers: [{ name: 'x', accountFactory: A }, { name: 'y', accountFactory: B }, { name: 'z', accountFactory: A }] };
    expect(factoryUsage(mixed).map((u) => u.managers)).toEqual([['x', 'z'], ['y']]);
    expect(factoryUsageSummary(mixed)).toBe(`2 of 3 credit managers use AccountFactory (core-v2, version 1), 1 uses the factory at ${B} (version not in the snapshot)`);
  });
});
