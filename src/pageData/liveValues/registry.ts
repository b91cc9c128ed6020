/**
 * Every value a docs page can cite with `<LiveParam>`, by the kind of subject the element names and the field:
 * where it comes from and how it is found. A field is either a cell of a generated page (`pageField`,
 * `tokenColumn`, `feedField`: the docs show what the page shows, linked to it) or computed from the model by a
 * module of this folder, one per guide that cites it (`computed`). A field that no entry names stops the build,
 * listing the fields of its kind; a computed value that a page also shows under the same name says so
 * (`computedInsteadOfPage`), and registry.test.ts checks these entries against the pages.
 *
 * A core contract (`contract="ACL"`) names no field: its value is its address (pageFields.ts, coreContractValue).
 */
import { labeler } from '../../domain/data/labels';
import { creditManagerPath } from '../../domain/data/paths';
import { policyName } from '../../domain/protocol/timelock';
import type { Citation, CitationSources, LiveValue } from '../citations';
import { accountFactoryUsage, managerAccountFactory, managerAccountFactoryKind, managerAccountFactoryVersion, networkAccountFactoryKind, networkAccountFactoryVersion } from './accountFactory';
import { scenarioBorrowRate, scenarioFeeRate, scenarioHealthFactor, scenarioInterestRate, scenarioLiquidationDrop, scenarioQuotaPerDebt, scenarioQuotaRate } from './accountCost';
import { adapterManagerCount, adapterManagers, adapterTargets, creditManagerCount } from './adapters';
import { earliestRampEnd, policyDelay, rampedHealthFactor, rampedLT } from './governance';
import { accountQuotaCap, borrowable, maxBorrow, maxBorrowBinding, maxBorrowHealth, maxBorrowQuota, maxBorrowQuotaToBuy, poolQuotaRoom } from './maxBorrow';
import { coreContractValue, pageFields, tokenColumns } from './pageFields';
import { dieselRate, dieselRateProjected, projectedRealisedApr, projectedRealisedApy, supplyApy } from './poolYield';
import { feedCount, feedField, mainFeedInputs, reserveFeedType } from './priceFeeds';
import { nonQuotedCollateralCount } from './quotas';
import { creditConfiguratorsAt300, creditConfiguratorVersions, creditFacadesAt300, creditFacadeVersions, creditManagersAt300, creditManagerVersions, poolVersions } from './versions';
import { computed, computedInsteadOfPage, type Fail, type FieldEntry, type FieldSubjectKind, type SubjectBase, type Subjects } from './subject';

export type LiveValueRegistry = { readonly [K in FieldSubjectKind]: Readonly<Record<string, FieldEntry<Subjects[K]>>> };

export const LIVE_VALUE_FIELDS = {
  creditManager: {
    // The credit manager's page (src/pageData/state/creditManager.ts).
    ...pageFields('address', 'version', 'underlying', 'pool', 'creditFacade', 'creditConfigurator', 'priceOracle', 'botList'),
    ...pageFields('minDebt', 'maxDebt', 'maxDebtPerBlockMultiplier', 'maxEnabledTokens', 'maxQuotaMultiplier'),
    ...pageFields('feeInterest', 'feeLiquidation', 'liquidationDiscount', 'liquidationPremium', 'feeLiquidationExpired', 'liquidationDiscountExpired', 'liquidationPremiumExpired'),
    ...pageFields('isPaused', 'expirable', 'expirationDate', 'isDegenMode', 'degenNFT', 'currentCumulativeLoss', 'maxCumulativeLoss'),
    ...tokenColumns('liquidationThreshold'),
    // accountFactory.ts
    accountFactory: computed(managerAccountFactory),
    accountFactoryVersion: computed(managerAccountFactoryVersion),
    accountFactoryKind: computed(managerAccountFactoryKind),
    // accountCost.ts (inputs token, leverage)
    scenarioQuotaPerDebt: computed(scenarioQuotaPerDebt),
    scenarioQuotaRate: computed(scenarioQuotaRate),
    scenarioInterestRate: computed(scenarioInterestRate),
    scenarioFeeRate: computed(scenarioFeeRate),
    scenarioBorrowRate: computed(scenarioBorrowRate),
    scenarioHealthFactor: computed(scenarioHealthFactor),
    scenarioLiquidationDrop: computed(scenarioLiquidationDrop),
    // maxBorrow.ts (inputs token, collateral, minHealthFactor)
    borrowable: computed(borrowable),
    accountQuotaCap: computed(accountQuotaCap),
    poolQuotaRoom: computed(poolQuotaRoom),
    maxBorrow: computed(maxBorrow),
    maxBorrowHealth: computed(maxBorrowHealth),
    maxBorrowQuota: computed(maxBorrowQuota),
    maxBorrowQuotaToBuy: computed(maxBorrowQuotaToBuy),
    maxBorrowBinding: computed(maxBorrowBinding),
    // governance.ts (inputs token, healthFactor, ltDrop)
    rampedLT: computed(rampedLT),
    rampedHealthFactor: computed(rampedHealthFactor),
  },
  pool: {
    // The pool's page (src/pageData/state/pool.ts).
    ...pageFields('address', 'name', 'symbol', 'underlying', 'decimals', 'version', 'isPaused', 'quotaKeeper', 'gauge'),
    ...pageFields('expectedLiquidity', 'availableLiquidity', 'totalBorrowed', 'utilisation', 'totalDebtLimit', 'supplyRate', 'baseInterestRate', 'withdrawFee', 'totalSupply'),
    ...pageFields('interestModel', 'U1', 'U2', 'Rbase', 'Rslope1', 'Rslope2', 'Rslope3', 'isBorrowingMoreU2Forbidden', 'modelRate'),
    ...pageFields('gaugeContract', 'currentEpoch', 'epochFrozen'),
    ...tokenColumns('quotaRate', 'quotaIncreaseFee', 'totalQuoted', 'quotaLimit', 'isActive'),
    // poolYield.ts (inputs compounding, days)
    supplyApy: computed(supplyApy),
    dieselRate: computedInsteadOfPage(dieselRate),
    dieselRateProjected: computed(dieselRateProjected),
    projectedRealisedApr: computed(projectedRealisedApr),
    projectedRealisedApy: computed(projectedRealisedApy),
  },
  token: {
    // The token's row on the price feeds page (src/pageData/state/priceFeeds.ts); priceFeeds.ts.
    mainFeed: feedField('main', 'address'),
    mainFeedType: feedField('main', 'type'),
    mainFeedStaleness: feedField('main', 'staleness'),
    mainFeedInputs: computed(mainFeedInputs),
    reserveFeed: feedField('reserve', 'address'),
    reserveFeedType: computedInsteadOfPage(reserveFeedType),
    reserveFeedStaleness: feedField('reserve', 'staleness'),
  },
  policy: {
    // governance.ts
    delay: computed(policyDelay),
    earliestRampEnd: computed(earliestRampEnd),
  },
  network: {
    // accountFactory.ts
    accountFactoryUsage: computed(accountFactoryUsage),
    accountFactoryVersion: computed(networkAccountFactoryVersion),
    accountFactoryKind: computed(networkAccountFactoryKind),
    // versions.ts
    creditManagerVersions: computed(creditManagerVersions),
    creditFacadeVersions: computed(creditFacadeVersions),
    creditConfiguratorVersions: computed(creditConfiguratorVersions),
    poolVersions: computed(poolVersions),
    creditManagersAt300: computed(creditManagersAt300),
    creditFacadesAt300: computed(creditFacadesAt300),
    creditConfiguratorsAt300: computed(creditConfiguratorsAt300),
    // quotas.ts
    nonQuotedCollateralCount: computed(nonQuotedCollateralCount),
    // priceFeeds.ts (inputs mainFeedType, reserve)
    feedCount: computed(feedCount),
    // adapters.ts (input target)
    creditManagerCount: computed(creditManagerCount),
    adapterManagerCount: computed(adapterManagerCount),
    adapterManagers: computed(adapterManagers),
    adapterTargets: computed(adapterTargets),
  },
} satisfies LiveValueRegistry;

/** How messages name each kind of subject. */
const KIND_NAMES: Readonly<Record<FieldSubjectKind, string>> = { creditManager: 'credit manager', pool: 'pool', token: 'price feed', policy: 'policy', network: 'network' };

/** The field's entry for that kind; a field the kind does not have, or a token given or missing against it, fails. */
function entryOf<K extends FieldSubjectKind>(kind: K, c: Citation, fail: Fail): FieldEntry<Subjects[K]> {
  const fields: LiveValueRegistry[K] = LIVE_VALUE_FIELDS[kind];
  const field = c.field ?? '';
  const entry = fields[field] ?? fail(`unknown ${KIND_NAMES[kind]} field "${field}" (the ${KIND_NAMES[kind]} fields: ${Object.keys(fields).join(', ')})`);
  if (entry.perToken && c.token === undefined) fail(`field "${field}" is per token: name the token`);
  if (entry.source === 'page' && !entry.perToken && c.token !== undefined) fail(`field "${field}" is not per token: leave out the token`);
  return entry;
}

/** The value a citation names: the field of its subject, from the subject's page or computed from the model; a core contract's address. */
export function resolveLiveValue({ pages, data }: CitationSources, c: Citation, fail: Fail): LiveValue {
  const net = c.network;
  const snap = data.networks[net];
  const base: SubjectBase = { citation: c, net, snap, site: data, pages, fail };
  const { subject } = c;
  switch (subject.kind) {
    case 'creditManager': {
      const entry = entryOf('creditManager', c, fail);
      const missing = () => fail(`no credit manager named "${subject.name}" on ${net}`);
      const page = pages.networks[net].creditManagers.find((p) => p.title === subject.name) ?? missing();
      const cm = snap.creditManagers.find((x) => x.name === subject.name) ?? missing();
      return entry.resolve({ ...base, page, cm, pool: cm.pool, sym: labeler(snap).tokenOrAddress(cm.pool.underlying), href: creditManagerPath(net, cm.name) });
    }
    case 'pool': {
      const entry = entryOf('pool', c, fail);
      const missing = () => fail(`no pool named "${subject.name}" on ${net}`);
      const page = pages.networks[net].pools.find((p) => p.title === subject.name) ?? missing();
      const pool = snap.pools.find((x) => x.name === subject.name) ?? missing();
      return entry.resolve({ ...base, page, pool });
    }
    case 'token':
      return entryOf('token', c, fail).resolve({ ...base, symbol: subject.symbol });
    case 'policy': {
      const entry = entryOf('policy', c, fail);
      const policies = snap.core.controllerTimelock.policies.filter((p) => policyName(p.hash) === subject.name);
      if (policies.length === 0) return fail(`no timelock policy "${subject.name}" on ${net}`);
      const delays = [...new Set(policies.map((p) => p.delay))].sort((a, b) => a - b);
      return entry.resolve({ ...base, name: subject.name, delays });
    }
    case 'network':
      return entryOf('network', c, fail).resolve(base);
    case 'contract':
      return coreContractValue(pages, c, subject.name, fail);
  }
}
