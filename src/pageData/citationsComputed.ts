/**
 * Cited values that no generated page shows, computed from the model: which
 * account factory a credit manager uses, contract versions per network,
 * timelock policy delays, and the worked numbers of the how-to pages (by the
 * pure functions in src/domain/protocol/).
 *
 * `resolveComputed` returns undefined for any citation it does not handle, so
 * `resolveCitation` asks it first and falls through to the pages' fields.
 *
 * Example inputs of a worked number (a leverage, a collateral amount, a health factor) are
 * attributes of the element; every protocol value comes from the snapshot.
 */
import type { CreditManager, NetworkSnapshot, Pool, SiteData } from '../domain/data/model';
import { sameAddress as same } from '../domain/data/address';
import { amountText, bpsToPercent, formatDuration, formatFixed, rayToPercent } from '../domain/data/format';
import { isNetworkId, type NetworkId } from '../domain/data/networks';
import { labeler } from '../domain/data/labels';
import { addressBook } from './addressBook';
import { SECTION } from './state/sections';
import { creditManagerPath, feedAnchor, governancePath, homePath, poolPath, priceFeedsPath, statePath, withAnchor } from '../domain/data/paths';
import { policyName } from '../domain/protocol/timelock';
import { priceFeedTypeName } from '../domain/data/enums';
import { maskOrderVerified } from '../domain/protocol/tokenMasks';
import { accountFactoryFacts, accountFactoryName, factoryUsageSummary, factoryVersion, type FactoryInput } from '../domain/protocol/accountFactory';
import { effectiveBorrowRate } from '../domain/protocol/borrowRate';
import { healthFactorBps, leveragedPosition, liquidationPriceRatioWad } from '../domain/protocol/liquidationPrice';
import { WAD } from '../domain/protocol/units';
import { maxBorrow, quotaStep } from '../domain/protocol/maxBorrow';
import { aprToApy, projectDieselRate, rayToFraction, realisedYield } from '../domain/protocol/poolYield';
import { earliestRampEnd, healthFactorAfterLtChange, MIN_LT_RAMP_DURATION } from '../domain/protocol/ltRamp';
import { versionSummary } from '../domain/protocol/versions';

export interface ProtocolParamValue {
  text: string;
  raw: string;
  href: string;
}

type Fail = (why: string) => never;

function factoryInput(snap: NetworkSnapshot): FactoryInput {
  return { core: snap.core.accountFactory, managers: snap.creditManagers.map((c) => ({ name: c.name, accountFactory: c.accountFactory })) };
}

/** The network's core contracts table on the Deployed Contracts page. */
const coreHref = (snap: NetworkSnapshot) => homePath(snap.network.tab, addressBook(snap).find((t) => t.kind === 'core')?.id);

/** A fraction (0.0512) as "5.12%". */
const fractionToPercent = (f: number, digits = 2) => `${(f * 100).toFixed(digits)}%`;
/** Basis points as a health factor: 10500 → "1.05". */
const hfText = (bps: bigint | number) => formatFixed(BigInt(bps), 4, 4);

function positiveNumber(attrs: Readonly<Record<string, string>>, name: string, fail: Fail): number {
  const v = Number(attrs[name]);
  if (attrs[name] === undefined || !Number.isFinite(v) || v <= 0) fail(`attribute ${name} must be a positive number`);
  return v;
}
function bpsAttr(attrs: Readonly<Record<string, string>>, name: string, fail: Fail, fallback?: number): number {
  if (attrs[name] === undefined && fallback !== undefined) return fallback;
  const v = Number(attrs[name]);
  if (!Number.isInteger(v) || v < 0 || v > 65_535) fail(`attribute ${name} must be basis points (an integer 0..65535)`);
  return v;
}

/** Whole-unit amount attribute ("20000") → smallest units. */
function amountAttr(attrs: Readonly<Record<string, string>>, name: string, decimals: number, fail: Fail): bigint {
  const text = attrs[name] ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) fail(`attribute ${name} must be a decimal amount in whole tokens`);
  const [whole = '0', frac = ''] = text.split('.');
  if (frac.length > decimals) fail(`attribute ${name} has more than ${decimals} decimals`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
}

function tokenBySymbol(snap: NetworkSnapshot, symbol: string, fail: Fail): string {
  const names = labeler(snap);
  const candidates = new Set<string>([...snap.tokens.map((t) => t.address), ...snap.creditManagers.flatMap((c) => c.collateralTokens.map((t) => t.token))]);
  return [...candidates].find((a) => names.token(a) === symbol) ?? fail(`unknown token "${symbol}" on ${snap.network.id}`);
}

interface ManagerContext {
  snap: NetworkSnapshot;
  net: NetworkId;
  cm: CreditManager;
  pool: Pool;
  sym: string;
  href: string;
}

function managerFactoryField(ctx: ManagerContext, field: string, fail: Fail): ProtocolParamValue | undefined {
  const { snap, net, cm, href } = ctx;
  const address = cm.accountFactory;
  const version = factoryVersion(factoryInput(snap), address);
  const isCore = same(address, snap.core.accountFactory.address);
  switch (field) {
    case 'accountFactory':
      return { text: address, raw: address, href: isCore ? coreHref(snap) : href };
    case 'accountFactoryVersion':
      if (version === undefined) return fail(`the snapshot has no version() for ${cm.name}'s account factory ${address}`);
      return { text: String(version), raw: String(version), href: coreHref(snap) };
    case 'accountFactoryKind': {
      const name = accountFactoryName(version) ?? fail(`${cm.name}'s account factory ${address} has version ${version ?? 'unknown'}, which these docs do not describe`);
      return { text: name, raw: `${address}, version ${version}`, href: coreHref(snap) };
    }
    default:
      return undefined;
  }
}

function quotaOf(ctx: ManagerContext, attrs: Readonly<Record<string, string>>, fail: Fail) {
  const token = tokenBySymbol(ctx.snap, attrs.token ?? '', fail);
  const lt = ctx.cm.collateralTokens.find((c) => same(c.token, token)) ?? fail(`${attrs.token} is not a collateral token of ${ctx.cm.name}`);
  const quota = ctx.pool.quotas.find((q) => same(q.token, token)) ?? fail(`${attrs.token} has no quota in ${ctx.pool.name}`);
  return { token, lt: lt.liquidationThreshold, quota };
}

/** Worked numbers for a leveraged single-token position (attributes token, leverage). */
function scenarioField(ctx: ManagerContext, attrs: Readonly<Record<string, string>>, field: string, fail: Fail): ProtocolParamValue | undefined {
  if (!field.startsWith('scenario')) return undefined;
  const { cm, pool, href } = ctx;
  const { lt, quota } = quotaOf(ctx, attrs, fail);
  const leverage = positiveNumber(attrs, 'leverage', fail);
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
  const computed = (text: string, raw: string, anchor: string = SECTION.creditManager.fees) => ({ text, raw: `computed from ${inputs}: ${raw}`, href: withAnchor(href, anchor) });
  switch (field) {
    case 'scenarioQuotaPerDebt':
      return computed(formatFixed((pos.quota * 10_000n) / pos.totalDebt, 4, 3), `Q/D = ${pos.quota}/${pos.totalDebt}`);
    case 'scenarioQuotaRate':
      return computed(rayToPercent(cost.quotaRateRay), `${cost.quotaRateRay} RAY`);
    case 'scenarioInterestRate':
      return computed(rayToPercent(cost.interestRateRay), `${cost.interestRateRay} RAY`);
    case 'scenarioFeeRate':
      return computed(rayToPercent(cost.feeRateRay), `${cost.feeRateRay} RAY`);
    case 'scenarioBorrowRate':
      return computed(rayToPercent(cost.effectiveRateRay), `${cost.effectiveRateRay} RAY`);
    case 'scenarioHealthFactor': {
      const hf = healthFactorBps(pos) ?? fail('no debt');
      return computed(hfText(hf), `${hf} bps`, SECTION.creditManager.collateralTokens);
    }
    case 'scenarioLiquidationDrop': {
      const ratio = liquidationPriceRatioWad(pos) ?? fail('the quota does not cover the debt');
      const drop = WAD - ratio;
      return computed(`${formatFixed((drop * 10_000n) / WAD, 2, 2)}%`, `p*/p = ${ratio} WAD`, SECTION.creditManager.collateralTokens);
    }
    default:
      return fail(`unknown scenario field "${field}"`);
  }
}

/** Worked numbers of "how much can I borrow" (attributes token, collateral in whole units, optional minHealthFactor bps). */
function maxBorrowField(ctx: ManagerContext, attrs: Readonly<Record<string, string>>, field: string, fail: Fail): ProtocolParamValue | undefined {
  const { cm, pool, sym, href } = ctx;
  const amount = (v: bigint, anchor: string, raw?: string) => ({ text: amountText(v, { symbol: sym, decimals: pool.decimals }, 2), raw: raw ?? v.toString(), href: anchor });
  const borrowable = cm.debt.availableToBorrow;
  const quotaCap = BigInt(cm.facade.maxQuotaMultiplier) * cm.facade.maxDebt;
  switch (field) {
    case 'borrowable':
      return amount(borrowable, withAnchor(poolPath(ctx.net, pool.name), SECTION.pool.liquidity), `${borrowable} (PoolV3.creditManagerBorrowable)`);
    case 'accountQuotaCap':
      return amount(quotaCap, withAnchor(href, SECTION.creditManager.debt), `${cm.facade.maxQuotaMultiplier} × ${cm.facade.maxDebt}`);
    case 'poolQuotaRoom': {
      const { quota } = quotaOf(ctx, attrs, fail);
      const room = quota.limit > quota.totalQuoted ? quota.limit - quota.totalQuoted : 0n;
      return amount(room, withAnchor(poolPath(ctx.net, pool.name), SECTION.pool.quotas), `limit ${quota.limit} − totalQuoted ${quota.totalQuoted}`);
    }
  }
  if (!field.startsWith('maxBorrow')) return undefined;
  const { lt, quota } = quotaOf(ctx, attrs, fail);
  const collateral = amountAttr(attrs, 'collateral', pool.decimals, fail);
  const h = bpsAttr(attrs, 'minHealthFactor', fail, 10_000);
  let r;
  try {
    r = maxBorrow({
      collateral,
      ltBps: lt,
      minHealthFactorBps: h,
      quotaIncreaseFeeBps: quota.quotaIncreaseFee,
      accountQuotaCap: quotaCap,
      poolQuotaRoom: quota.limit > quota.totalQuoted ? quota.limit - quota.totalQuoted : 0n,
      minDebt: cm.facade.minDebt,
      maxDebt: cm.facade.maxDebt,
      borrowable,
      quotaRateBps: quota.rate,
      quotaStep: quotaStep(cm.facade.version),
    });
  } catch (e) {
    return fail((e as Error).message);
  }
  const raw = `caps: health ${r.caps.health}, quota ${r.caps.quota}, maxDebt ${r.caps.maxDebt}, borrowable ${r.caps.borrowable}`;
  switch (field) {
    case 'maxBorrow':
      return r.feasible ? amount(r.maxDebt, withAnchor(href, SECTION.creditManager.debt), raw) : { text: `nothing (the largest allowed debt is below minDebt)`, raw, href: withAnchor(href, SECTION.creditManager.debt) };
    case 'maxBorrowHealth':
      return amount(r.caps.health, withAnchor(href, SECTION.creditManager.collateralTokens), raw);
    case 'maxBorrowQuota':
      return amount(r.caps.quota, withAnchor(href, SECTION.creditManager.debt), raw);
    case 'maxBorrowQuotaToBuy':
      return amount(r.quota, withAnchor(poolPath(ctx.net, pool.name), SECTION.pool.quotas), raw);
    case 'maxBorrowBinding': {
      const names = { health: 'the health factor', quota: 'the quota cap', maxDebt: 'maxDebt', borrowable: "the pool's borrowable amount" } as const;
      return { text: names[r.binding], raw, href: withAnchor(href, SECTION.creditManager.debt) };
    }
    default:
      return fail(`unknown max-borrow field "${field}"`);
  }
}

/** A queued LT cut seen from a single-collateral account (attributes token, healthFactor bps, ltDrop bps). */
function ltRampField(ctx: ManagerContext, attrs: Readonly<Record<string, string>>, field: string, fail: Fail): ProtocolParamValue | undefined {
  if (field !== 'rampedLT' && field !== 'rampedHealthFactor') return undefined;
  const { lt } = quotaOf(ctx, attrs, fail);
  const drop = bpsAttr(attrs, 'ltDrop', fail);
  if (drop >= lt) fail(`ltDrop ${drop} must be below the current LT ${lt}`);
  const newLt = lt - drop;
  if (field === 'rampedLT') return { text: bpsToPercent(newLt), raw: `${lt} − ${drop} bps`, href: withAnchor(ctx.href, SECTION.creditManager.collateralTokens) };
  const hf = bpsAttr(attrs, 'healthFactor', fail);
  const after = healthFactorAfterLtChange(hf, lt, newLt);
  return { text: hfText(after), raw: `${hf} × ${newLt} / ${lt} = ${after} bps`, href: withAnchor(ctx.href, SECTION.creditManager.collateralTokens) };
}

function poolField(snap: NetworkSnapshot, net: NetworkId, pool: Pool, attrs: Readonly<Record<string, string>>, field: string, fail: Fail): ProtocolParamValue | undefined {
  const href = withAnchor(poolPath(net, pool.name), SECTION.pool.liquidity);
  const periods = (): number => {
    const p = attrs.compounding ?? '';
    if (p === 'continuous') return Infinity;
    const n = Number(p);
    return Number.isInteger(n) && n >= 1 ? n : fail('attribute compounding must be "continuous" or a whole number of periods per year');
  };
  const dieselText = (r: bigint) => formatFixed(r, 27, 6);
  switch (field) {
    case 'supplyApy': {
      const apy = aprToApy(rayToFraction(pool.supplyRate), periods());
      return { text: fractionToPercent(apy, 3), raw: `supplyRate ${pool.supplyRate} RAY compounded ${attrs.compounding}`, href };
    }
    case 'dieselRate':
      return { text: dieselText(pool.dieselRate), raw: `${pool.dieselRate} (convertToAssets(1e27))`, href };
    case 'dieselRateProjected':
    case 'projectedRealisedApr':
    case 'projectedRealisedApy': {
      const days = positiveNumber(attrs, 'days', fail);
      const seconds = Math.round(days * 86_400);
      const later = projectDieselRate(pool.dieselRate, pool.supplyRate, pool.withdrawFee, seconds);
      if (field === 'dieselRateProjected') return { text: dieselText(later), raw: `${later}`, href };
      const y = realisedYield(pool.dieselRate, later, seconds);
      return { text: fractionToPercent(field === 'projectedRealisedApr' ? y.apr : y.apy, 3), raw: `from ${pool.dieselRate} to ${later} over ${seconds} s`, href };
    }
    default:
      return undefined;
  }
}

function networkField(site: SiteData, snap: NetworkSnapshot, net: NetworkId, attrs: Readonly<Record<string, string>>, field: string, fail: Fail): ProtocolParamValue | undefined {
  const overview = statePath(net);
  const summary = (versions: number[], what: string) => ({ text: versionSummary(versions), raw: `${what}: ${versions.join(', ')}`, href: overview });
  switch (field) {
    case 'accountFactoryUsage':
      return { text: factoryUsageSummary(factoryInput(snap)), raw: snap.creditManagers.map((c) => `${c.name}: ${c.accountFactory}`).join('; '), href: coreHref(snap) };
    case 'accountFactoryVersion':
      return { text: String(snap.core.accountFactory.version), raw: `${snap.core.accountFactory.address} version()`, href: coreHref(snap) };
    case 'accountFactoryKind': {
      const v = snap.core.accountFactory.version;
      const name = accountFactoryName(v) ?? fail(`the account factory on ${net} reports version ${v}, which these docs do not describe`);
      const facts = accountFactoryFacts(v);
      return { text: name, raw: `${snap.core.accountFactory.address}, reuse delay ${facts?.reuseDelaySeconds ?? '?'} s`, href: coreHref(snap) };
    }
    case 'creditManagerVersions':
      return summary(snap.creditManagers.map((c) => c.version), 'CreditManagerV3.version()');
    case 'creditFacadeVersions':
      return summary(snap.creditManagers.map((c) => c.facade.version), 'CreditFacadeV3.version()');
    case 'creditConfiguratorVersions':
      return summary(snap.creditManagers.map((c) => c.configurator.version), 'CreditConfiguratorV3.version()');
    case 'poolVersions':
      return summary(snap.pools.map((p) => p.version), 'PoolV3.version()');
    case 'nonQuotedCollateralCount': {
      // Collateral tokens other than the underlying with LT > 0 whose bit is not in quotedTokensMask.
      let count = 0;
      for (const cm of snap.creditManagers) {
        if (!maskOrderVerified(cm)) return fail(`${cm.name}: the collateral list's order is not confirmed as mask order`);
        cm.collateralTokens.forEach((t, i) => {
          if (i > 0 && t.liquidationThreshold > 0 && ((cm.quotedTokensMask >> BigInt(i)) & 1n) === 0n) count += 1;
        });
      }
      return { text: String(count), raw: `over ${snap.creditManagers.length} credit managers`, href: overview };
    }
    case 'feedCount': {
      // Tokens whose main feed has type `mainFeedType`, optionally only those with (reserve="yes") or without (reserve="no") a reserve feed.
      const type = attrs.mainFeedType ?? fail('feedCount needs a mainFeedType attribute');
      const tokens = snap.priceOracle.main.filter((m) => priceFeedTypeName(m.feed.type) === type);
      const hasReserve = (t: string) => snap.priceOracle.reserve.some((r) => same(r.token, t));
      const picked = attrs.reserve === 'yes' ? tokens.filter((m) => hasReserve(m.token)) : attrs.reserve === 'no' ? tokens.filter((m) => !hasReserve(m.token)) : tokens;
      if (attrs.reserve !== undefined && attrs.reserve !== 'yes' && attrs.reserve !== 'no') return fail('attribute reserve must be "yes" or "no"');
      return { text: String(picked.length), raw: `${picked.length} of ${tokens.length} tokens with a ${type} main feed`, href: priceFeedsPath(net) };
    }
    case 'creditManagerCount':
      return { text: String(snap.creditManagers.length), raw: String(snap.creditManagers.length), href: overview };
    case 'adapterManagerCount':
    case 'adapterManagers': {
      // Credit managers with an adapter for every target label in `target` ("A" or "A+B").
      const managers = managersWithAdapters(site, snap, attrs.target, fail);
      const names = managers.map((c) => c.name);
      const href = homePath(snap.network.tab);
      if (field === 'adapterManagerCount') return { text: String(names.length), raw: names.length ? names.join(', ') : 'none', href };
      return { text: names.length ? names.join(', ') : 'none', raw: `${names.length} of ${snap.creditManagers.length} credit managers`, href };
    }
    case 'adapterTargets': {
      // Every target label with an adapter on the network, with the number of credit managers that allow it.
      const names = labeler(snap);
      const counts = new Map<string, number>();
      for (const cm of snap.creditManagers) {
        for (const label of new Set(cm.adapters.map((a) => names.contractOrAddress(a.target)))) counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      if (counts.size === 0) return { text: 'none', raw: 'no adapters', href: homePath(snap.network.tab) };
      const rows = [...counts].sort(([a], [b]) => a.localeCompare(b));
      return { text: rows.map(([label, n]) => `${label} (${n})`).join(', '), raw: `${rows.length} targets over ${snap.creditManagers.length} credit managers`, href: homePath(snap.network.tab) };
    }
    default:
      return undefined;
  }
}

/**
 * The credit managers of `snap` that have an adapter for each label of `target` ("UNISWAP_V3_ROUTER", or "A+B"
 * for both). A label must be a contract label of some network's snapshot, so a typo stops the build; a label of
 * another network counts 0 here.
 */
function managersWithAdapters(site: SiteData, snap: NetworkSnapshot, target: string | undefined, fail: Fail): CreditManager[] {
  const labels = (target ?? '').split('+').map((t) => t.trim()).filter((t) => t !== '');
  if (labels.length === 0) return fail('adapterManagers and adapterManagerCount need a target attribute (a target label, or labels joined by +)');
  const names = labeler(snap);
  const known = new Set(Object.values(site.networks).flatMap((n) => [...n.contractLabels.values()]));
  const missing = labels.filter((l) => !known.has(l));
  if (missing.length > 0) return fail(`unknown target label ${missing.join(', ')} (not a contract label of any snapshot)`);
  return snap.creditManagers.filter((c) => {
    const has = new Set(c.adapters.map((a) => names.contractOrAddress(a.target)));
    return labels.every((l) => has.has(l));
  });
}

/** A computed value for the element's attributes, or undefined when the pages' fields answer it. */
export function resolveComputed(site: SiteData, attrs: Readonly<Record<string, string>>, fail: Fail): ProtocolParamValue | undefined {
  const net = attrs.network ?? '';
  if (!isNetworkId(net)) return undefined;
  const snap = site.networks[net];
  const field = attrs.field ?? '';

  if (attrs.policy !== undefined) {
    const policies = snap.core.controllerTimelock.policies.filter((p) => policyName(p.hash) === attrs.policy);
    if (policies.length === 0) return fail(`no timelock policy "${attrs.policy}" on ${net}`);
    const delays = [...new Set(policies.map((p) => p.delay))].sort((a, b) => a - b);
    if (field === 'earliestRampEnd') {
      // A ramp queued now starts no earlier than the delay and lasts at least MIN_LT_RAMP_DURATION.
      if (attrs.policy !== 'TOKEN_LT') return fail('earliestRampEnd only applies to the TOKEN_LT policy');
      const shortest = delays[0] ?? 0;
      return { text: formatDuration(earliestRampEnd(0, shortest)), raw: `${shortest} s + ${MIN_LT_RAMP_DURATION} s`, href: governancePath(net, SECTION.governance.timelockPolicies) };
    }
    if (field !== 'delay') return fail(`unknown policy field "${field}"`);
    const text = delays.length === 1 ? formatDuration(delays[0] ?? 0) : `${formatDuration(delays[0] ?? 0)} to ${formatDuration(delays[delays.length - 1] ?? 0)}, depending on the policy`;
    return { text, raw: delays.map((d) => `${d} s`).join(', '), href: governancePath(net, SECTION.governance.timelockPolicies) };
  }

  if (attrs.creditManager !== undefined) {
    const cm = snap.creditManagers.find((c) => c.name === attrs.creditManager);
    if (!cm) return undefined; // the main resolver reports the unknown name
    const ctx: ManagerContext = { snap, net, cm, pool: cm.pool, sym: labeler(snap).tokenOrAddress(cm.pool.underlying), href: creditManagerPath(net, cm.name) };
    return managerFactoryField(ctx, field, fail) ?? scenarioField(ctx, attrs, field, fail) ?? maxBorrowField(ctx, attrs, field, fail) ?? ltRampField(ctx, attrs, field, fail);
  }

  if (attrs.pool !== undefined) {
    const pool = snap.pools.find((p) => p.name === attrs.pool);
    return pool ? poolField(snap, net, pool, attrs, field, fail) : undefined;
  }

  if (attrs.token !== undefined && attrs.contract === undefined && (field === 'reserveFeedType' || field === 'mainFeedInputs')) {
    const token = tokenBySymbol(snap, attrs.token, fail);
    const href = priceFeedsPath(net, feedAnchor(token));
    if (field === 'reserveFeedType') {
      const reserve = snap.priceOracle.reserve.find((f) => same(f.token, token))?.feed;
      return reserve ? { text: priceFeedTypeName(reserve.type), raw: `${reserve.address}, type ${reserve.type}`, href } : { text: 'none', raw: 'no reserve feed in PriceOracleV3', href };
    }
    const main = snap.priceOracle.main.find((f) => same(f.token, token))?.feed ?? fail(`${attrs.token} has no main feed on ${net}`);
    if (main.parts.length === 0) return fail(`${attrs.token}'s main feed on ${net} has no inputs (it is a leaf feed)`);
    return { text: main.parts.map((p) => priceFeedTypeName(p.type)).join(' × '), raw: main.parts.map((p) => `${p.address} (type ${p.type})`).join(', '), href };
  }

  if (attrs.contract === undefined && attrs.token === undefined) return networkField(site, snap, net, attrs, field, fail);
  return undefined;
}
