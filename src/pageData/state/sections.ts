/**
 * The anchors of the state pages' sections, per page kind: the one place they are written. Each page heads its
 * sections with these ids, and every link into a section (docs citations, the address lookup, address cells) reads
 * them here, so renaming a section cannot leave a link pointing at nothing (sections.test.ts holds the pages to
 * exactly these ids, and checks every link into a state page). The changes page names its sections from the data.
 */
import type { StatePageKind } from './page';

export const SECTION = {
  overview: { pools: 'pools', creditManagers: 'credit-managers' },
  pool: {
    summary: 'summary',
    liquidity: 'liquidity',
    interestRateModel: 'interest-rate-model',
    quotas: 'quotas',
    gauge: 'gauge',
    gaugeRates: 'gauge-rates',
    debtPerCreditManager: 'debt-per-credit-manager',
    zappers: 'zappers',
  },
  creditManager: {
    summary: 'summary',
    debt: 'debt',
    fees: 'fees',
    status: 'status',
    collateralTokens: 'collateral-tokens',
    forbiddenTokens: 'forbidden-tokens',
    adapters: 'adapters',
    emergencyLiquidators: 'emergency-liquidators',
  },
  priceFeeds: { oracle: 'oracle', feeds: 'feeds' },
  governance: {
    acl: 'acl',
    timelockPolicies: 'timelock-policies',
    policyGroups: 'policy-groups',
    staking: 'staking',
    addressProvider: 'address-provider',
  },
  tokens: { tokens: 'tokens' },
  v31Networks: { networks: 'networks', states: 'states' },
  v31Network: { addressProvider: 'address-provider', systemContracts: 'system-contracts', curators: 'curators', markets: 'markets', rwa: 'real-world-assets', changes: 'changes' },
  v31Curator: { summary: 'summary', roles: 'roles', markets: 'markets' },
  v31Market: {
    summary: 'summary',
    pool: 'pool',
    debt: 'debt-per-credit-manager',
    interestRateModel: 'interest-rate-model',
    quotas: 'quotas',
    priceFeeds: 'price-feeds',
    lossPolicy: 'loss-policy',
    tokens: 'tokens',
    creditSuites: 'credit-suites',
  },
  v31PriceFeeds: { oracle: 'price-oracle', feedMap: 'feeds-by-token', feedTree: 'feed-tree' },
  v31CreditSuite: {
    summary: 'summary',
    creditManager: 'credit-manager',
    collateral: 'collateral-tokens',
    creditFacade: 'credit-facade',
    creditConfigurator: 'credit-configurator',
    accountFactory: 'account-factory',
    adapters: 'adapters',
  },
} as const satisfies Record<Exclude<StatePageKind, 'changes' | 'v31Changes'>, Record<string, string>>;
