/**
 * The worked numbers of docs/how-to/account-cost.mdx: a leveraged single-token position (inputs token, leverage)
 * and what it costs per year, from the credit manager's and its pool's parameters.
 */
import { formatFixed, rayToPercent } from '../../domain/data/format';
import { withAnchor } from '../../domain/data/paths';
import { effectiveBorrowRate } from '../../domain/protocol/borrowRate';
import { healthFactorBps, leveragedPosition, liquidationPriceRatioWad } from '../../domain/protocol/liquidationPrice';
import { WAD } from '../../domain/protocol/units';
import type { LiveValue } from '../citations';
import { hfText, positiveNumber, quotaOf } from './inputs';
import type { CreditManagerSubject } from './subject';
import { SECTION } from '../state/sections';

function scenario(s: CreditManagerSubject) {
  const { cm, pool, href, fail } = s;
  const { lt, quota } = quotaOf(s);
  const leverage = positiveNumber(s, 'leverage');
  // The ratios do not depend on the collateral amount: use 1,000,000 whole units for precision.
  const collateral = 1_000_000n * 10n ** BigInt(pool.decimals);
  let pos;
  try {
    pos = leveragedPosition(collateral, leverage, lt);
  } catch (e) {
    return fail((e as Error).message);
  }
  const inputs = `leverage ${leverage}, LT ${lt} bps, quota rate ${quota.rate} bps, base rate ${pool.baseInterestRate} RAY, feeInterest ${cm.feeInterest} bps`;
  const cost = effectiveBorrowRate({ debt: pos.totalDebt, baseRateRay: pool.baseInterestRate, feeInterestBps: cm.feeInterest, quotas: [{ quota: pos.quota, rateBps: quota.rate }] });
  const computed = (text: string, raw: string, anchor: string = SECTION.creditManager.fees): LiveValue => ({ text, raw: `computed from ${inputs}: ${raw}`, href: withAnchor(href, anchor) });
  return { pos, cost, computed };
}

export function scenarioQuotaPerDebt(s: CreditManagerSubject): LiveValue {
  const { pos, computed } = scenario(s);
  return computed(formatFixed((pos.quota * 10_000n) / pos.totalDebt, 4, 3), `Q/D = ${pos.quota}/${pos.totalDebt}`);
}

export function scenarioQuotaRate(s: CreditManagerSubject): LiveValue {
  const { cost, computed } = scenario(s);
  return computed(rayToPercent(cost.quotaRateRay), `${cost.quotaRateRay} RAY`);
}

export function scenarioInterestRate(s: CreditManagerSubject): LiveValue {
  const { cost, computed } = scenario(s);
  return computed(rayToPercent(cost.interestRateRay), `${cost.interestRateRay} RAY`);
}

export function scenarioFeeRate(s: CreditManagerSubject): LiveValue {
  const { cost, computed } = scenario(s);
  return computed(rayToPercent(cost.feeRateRay), `${cost.feeRateRay} RAY`);
}

export function scenarioBorrowRate(s: CreditManagerSubject): LiveValue {
  const { cost, computed } = scenario(s);
  return computed(rayToPercent(cost.effectiveRateRay), `${cost.effectiveRateRay} RAY`);
}

export function scenarioHealthFactor(s: CreditManagerSubject): LiveValue {
  const { pos, computed } = scenario(s);
  const hf = healthFactorBps(pos) ?? s.fail('no debt');
  return computed(hfText(hf), `${hf} bps`, SECTION.creditManager.collateralTokens);
}

export function scenarioLiquidationDrop(s: CreditManagerSubject): LiveValue {
  const { pos, computed } = scenario(s);
  const ratio = liquidationPriceRatioWad(pos) ?? s.fail('the quota does not cover the debt');
  const drop = WAD - ratio;
  return computed(`${formatFixed((drop * 10_000n) / WAD, 2, 2)}%`, `p*/p = ${ratio} WAD`, SECTION.creditManager.collateralTokens);
}
