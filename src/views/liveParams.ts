/**
 * Live parameters quoted in the documentation: `<LiveParam … />` in MDX is
 * replaced at build time by the value from the snapshot, in human units,
 * linked to the page that holds it. This module resolves one element.
 */
import type { NetworkSnapshot, SiteData } from '../data/model';
import { bpsToPercent, formatAmount, rayToPercent } from '../data/format';
import { stalenessText } from './state/priceFeeds';
import { isNetworkId } from '../data/networks';
import { labeler } from '../data/labels';
import { priceFeedTypeName } from '../data/enums';
import { addressBook } from './addressBook';
import { creditManagerPath, feedAnchor, poolPath, priceFeedsPath } from './state/paths';
import { utilisation, utilisationText } from './state/pool';
import { resolveProtocolParam } from './liveParamsProtocol';

export interface LiveParamValue {
  text: string;
  /** Raw on-chain value, shown on hover. */
  raw: string;
  href: string;
}

export class LiveParamError extends Error {
  constructor(attrs: Record<string, string>, why: string) {
    const shown = Object.entries(attrs)
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ');
    super(`<LiveParam ${shown} />: ${why}`);
    this.name = 'LiveParamError';
  }
}

function tokenAddress(snap: NetworkSnapshot, symbol: string): string | undefined {
  const names = labeler(snap);
  const candidates = new Set<string>([
    ...snap.tokens.map((t) => t.address),
    ...snap.priceOracle.main.map((f) => f.token),
    ...snap.creditManagers.flatMap((c) => c.collateralTokens.map((t) => t.token)),
  ]);
  return [...candidates].find((a) => names.token(a) === symbol);
}

export function resolveLiveParam(site: SiteData, attrs: Record<string, string>): LiveParamValue {
  const fail = (why: string): never => {
    throw new LiveParamError(attrs, why);
  };
  const net = attrs.network ?? '';
  if (!isNetworkId(net)) return fail(`network must be mainnet, arbitrum or optimism`);
  const snap = site.networks[net];
  const names = labeler(snap);
  const field = attrs.field ?? '';
  // Issue 14 fields (account factories, versions, policies, how-to worked numbers): see liveParamsProtocol.ts.
  const extra = resolveProtocolParam(site, attrs, fail);
  if (extra) return extra;

  if (attrs.creditManager !== undefined) {
    const cm = snap.creditManagers.find((c) => c.name === attrs.creditManager) ?? fail(`no credit manager named "${attrs.creditManager}" on ${net}`);
    const pool = snap.pools.find((p) => p.address.toLowerCase() === cm.pool.toLowerCase());
    const decimals = pool?.decimals ?? 18;
    const sym = names.tokenOrAddress(cm.underlying);
    const href = creditManagerPath(net, cm.name);
    const bps = (v: number, anchor: string) => ({ text: bpsToPercent(v), raw: `${v} bps`, href: `${href}#${anchor}` });
    const amount = (v: bigint) => ({ text: `${formatAmount(v, decimals, decimals)} ${sym}`, raw: v.toString(), href: `${href}#debt` });
    const count = (v: number) => ({ text: String(v), raw: String(v), href: `${href}#debt` });
    switch (field) {
      case 'minDebt':
        return amount(cm.facade.minDebt);
      case 'maxDebt':
        return amount(cm.facade.maxDebt);
      case 'feeInterest':
        return bps(cm.feeInterest, 'fees');
      case 'feeLiquidation':
        return bps(cm.feeLiquidation, 'fees');
      case 'liquidationDiscount':
        return bps(cm.liquidationDiscount, 'fees');
      case 'liquidationPremium':
        return bps(10_000 - cm.liquidationDiscount, 'fees');
      case 'feeLiquidationExpired':
        return bps(cm.feeLiquidationExpired, 'fees');
      case 'liquidationDiscountExpired':
        return bps(cm.liquidationDiscountExpired, 'fees');
      case 'maxEnabledTokens':
        return count(cm.maxEnabledTokens);
      case 'maxQuotaMultiplier':
        return count(cm.facade.maxQuotaMultiplier);
      case 'maxDebtPerBlockMultiplier':
        return count(cm.facade.maxDebtPerBlockMultiplier);
      case 'address':
        return { text: cm.address, raw: cm.address, href };
      case 'liquidationThreshold': {
        const token = tokenAddress(snap, attrs.token ?? '') ?? fail(`unknown token "${attrs.token ?? ''}" on ${net}`);
        const ct = cm.collateralTokens.find((c) => c.token.toLowerCase() === token.toLowerCase()) ?? fail(`${attrs.token} is not a collateral token of ${cm.name}`);
        return bps(ct.liquidationThreshold, 'collateral-tokens');
      }
      default:
        return fail(`unknown credit manager field "${field}"`);
    }
  }

  if (attrs.pool !== undefined) {
    const p = snap.pools.find((x) => x.name === attrs.pool) ?? fail(`no pool named "${attrs.pool}" on ${net}`);
    const href = poolPath(net, p.name);
    const sym = names.tokenOrAddress(p.underlying);
    const m = p.interestModel;
    const bps = (v: number, anchor: string) => ({ text: bpsToPercent(v), raw: `${v} bps`, href: `${href}#${anchor}` });
    const amount = (v: bigint) => ({ text: `${formatAmount(v, p.decimals, 2)} ${sym}`, raw: v.toString(), href: `${href}#liquidity` });
    const quota = () => {
      const token = tokenAddress(snap, attrs.token ?? '') ?? fail(`unknown token "${attrs.token ?? ''}" on ${net}`);
      return p.quotas.find((q) => q.token.toLowerCase() === token.toLowerCase()) ?? fail(`${attrs.token} has no quota in ${p.name}`);
    };
    switch (field) {
      case 'U1':
      case 'U2':
      case 'Rbase':
      case 'Rslope1':
      case 'Rslope2':
      case 'Rslope3':
        return bps(m[field], 'interest-rate-model');
      case 'baseInterestRate':
        return { text: rayToPercent(p.baseInterestRate), raw: p.baseInterestRate.toString(), href: `${href}#liquidity` };
      case 'supplyRate':
        return { text: rayToPercent(p.supplyRate), raw: p.supplyRate.toString(), href: `${href}#liquidity` };
      case 'utilisation': {
        const u = utilisation(p);
        return { text: utilisationText(u), raw: u.toString(), href: `${href}#liquidity` };
      }
      case 'totalDebtLimit':
        return amount(p.totalDebtLimit);
      case 'availableLiquidity':
        return amount(p.availableLiquidity);
      case 'expectedLiquidity':
        return amount(p.expectedLiquidity);
      case 'withdrawFee':
        return bps(p.withdrawFee, 'liquidity');
      case 'address':
        return { text: p.address, raw: p.address, href };
      case 'quotaRate':
        return bps(quota().rate, 'quotas');
      case 'quotaIncreaseFee':
        return bps(quota().quotaIncreaseFee, 'quotas');
      case 'quotaLimit': {
        const q = quota();
        return { text: `${formatAmount(q.limit, p.decimals, 2)} ${sym}`, raw: q.limit.toString(), href: `${href}#quotas` };
      }
      default:
        return fail(`unknown pool field "${field}"`);
    }
  }

  if (attrs.contract !== undefined) {
    const core = addressBook(snap)[0];
    const row = core?.rows.find((r) => r.label === attrs.contract) ?? fail(`unknown core contract "${attrs.contract}"`);
    return { text: row.address, raw: row.address, href: `/?network=${net}#${core?.id ?? ''}` };
  }

  if (attrs.token !== undefined) {
    const token = tokenAddress(snap, attrs.token) ?? fail(`unknown token "${attrs.token}" on ${net}`);
    const href = `${priceFeedsPath(net)}#${feedAnchor(token)}`;
    const main = snap.priceOracle.main.find((f) => f.token.toLowerCase() === token.toLowerCase())?.feed;
    const reserve = snap.priceOracle.reserve.find((f) => f.token.toLowerCase() === token.toLowerCase())?.feed;
    switch (field) {
      case 'mainFeed':
        return main ? { text: main.address, raw: main.address, href } : fail(`${attrs.token} has no main feed`);
      case 'reserveFeed':
        return reserve ? { text: reserve.address, raw: reserve.address, href } : fail(`${attrs.token} has no reserve feed`);
      case 'mainFeedStaleness':
        return main ? { text: stalenessText(main.stalenessPeriod, main.skipCheck), raw: `${main.stalenessPeriod} s, skipCheck ${main.skipCheck}`, href } : fail(`${attrs.token} has no main feed`);
      case 'mainFeedType':
        return main ? { text: priceFeedTypeName(main.type), raw: String(main.type), href } : fail(`${attrs.token} has no main feed`);
      default:
        return fail(`unknown price feed field "${field}"`);
    }
  }
  return fail('name a creditManager, pool, contract, token or policy, or a network field');
}
