/**
 * What each key of the V3.1 address provider names: the one place the site says it. The keys are the
 * `addressProvider.addresses` of the states; the words are ours, written from the contracts' source
 * (Gearbox-protocol/permissionless at PERMISSIONLESS_COMMIT, and periphery-v3 for the compressors and the router).
 * A key this list does not know is shown with its name and "not described here", never a blank.
 */

/** The permissionless repository's commit the descriptions were checked against. */
export const PERMISSIONLESS_COMMIT = '49ac690dad57f05fc8e4c215c406801cbca965d5';

export interface SystemContractInfo {
  /** A short name for tables and labels. */
  name: string;
  /** One sentence: what it does, for an integrator. */
  what: string;
  /** Its source file, in the permissionless repository unless it says otherwise. */
  source?: string;
  /** Kinds of system contract, for grouping on the page. */
  group: 'governance' | 'registry' | 'factory' | 'compressor' | 'periphery' | 'token';
}

export const SYSTEM_CONTRACTS: Readonly<Record<string, SystemContractInfo>> = {
  BYTECODE_REPOSITORY: {
    name: 'Bytecode repository',
    what: 'Holds every contract bytecode the protocol may deploy, by type and version, with its audit reports; contracts are deployed from it, so code on chain matches an audited record.',
    source: 'contracts/global/BytecodeRepository.sol',
    group: 'registry',
  },
  CROSS_CHAIN_GOVERNANCE: {
    name: 'Cross-chain governance',
    what: 'The multisig whose signed batches of calls are executed on every network, so one governance decision applies to all of them.',
    source: 'contracts/global/CrossChainMultisig.sol',
    group: 'governance',
  },
  CROSS_CHAIN_GOVERNANCE_PROXY: {
    name: 'Cross-chain governance proxy',
    what: "The proxy through which the cross-chain governance's calls reach this network's contracts.",
    source: 'contracts/helpers/ProxyCall.sol',
    group: 'governance',
  },
  INSTANCE_MANAGER: {
    name: 'Instance manager',
    what: 'Owns this network\'s address provider and carries out governance on it: activating the instance, setting global addresses, deploying system contracts from the bytecode repository.',
    source: 'contracts/instance/InstanceManager.sol',
    group: 'governance',
  },
  INSTANCE_MANAGER_PROXY: {
    name: 'Instance manager proxy',
    what: 'The proxy that holds ownership of system contracts on behalf of the instance manager.',
    source: 'contracts/helpers/ProxyCall.sol',
    group: 'governance',
  },
  TREASURY: { name: 'Treasury', what: "The protocol's treasury: the DAO's share of fees is sent here.", group: 'governance' },
  TREASURY_PROXY: { name: 'Treasury proxy', what: 'The proxy through which the treasury is called on this network.', source: 'contracts/helpers/ProxyCall.sol', group: 'governance' },
  PRICE_FEED_STORE: {
    name: 'Price feed store',
    what: 'The list of price feeds governance allows for each token, with their staleness periods; curators pick their markets\' feeds from it.',
    source: 'contracts/instance/PriceFeedStore.sol',
    group: 'registry',
  },
  BOT_LIST: { name: 'Bot list', what: 'Records which bots may act on which credit accounts, and with which permissions.', group: 'registry' },
  GEAR_STAKING: { name: 'GEAR staking', what: 'Staking of GEAR, whose votes set quota rates through gauges.', group: 'registry' },
  MARKET_CONFIGURATOR_FACTORY: {
    name: 'Market configurator factory',
    what: "Deploys a curator's market configurator (with its ACL, contracts register and treasury) and keeps the list of registered configurators.",
    source: 'contracts/instance/MarketConfiguratorFactory.sol',
    group: 'factory',
  },
  POOL_FACTORY: { name: 'Pool factory', what: 'Deploys pools and their quota keepers for market configurators, and relays their configuration calls.', source: 'contracts/factories/PoolFactory.sol', group: 'factory' },
  CREDIT_FACTORY: {
    name: 'Credit factory',
    what: 'Deploys credit suites (credit manager, facade, configurator) and adapters for market configurators, and relays their configuration calls.',
    source: 'contracts/factories/CreditFactory.sol',
    group: 'factory',
  },
  PRICE_ORACLE_FACTORY: { name: 'Price oracle factory', what: "Deploys a market's price oracle and sets its feeds from the price feed store.", source: 'contracts/factories/PriceOracleFactory.sol', group: 'factory' },
  INTEREST_RATE_MODEL_FACTORY: { name: 'Interest rate model factory', what: "Deploys and configures markets' interest rate models.", source: 'contracts/factories/InterestRateModelFactory.sol', group: 'factory' },
  RATE_KEEPER_FACTORY: { name: 'Rate keeper factory', what: "Deploys and configures markets' rate keepers (gauges, tumblers), which set quota rates.", source: 'contracts/factories/RateKeeperFactory.sol', group: 'factory' },
  LOSS_POLICY_FACTORY: { name: 'Loss policy factory', what: "Deploys and configures markets' loss policies, which decide when a liquidation with a loss may go ahead.", source: 'contracts/factories/LossPolicyFactory.sol', group: 'factory' },
  'GLOBAL::MARKET_COMPRESSOR': { name: 'Market compressor', what: 'A read-only contract that returns a whole market (pool, quotas, rates, oracle, credit suites) in one call.', source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::CREDIT_SUITE_COMPRESSOR': { name: 'Credit suite compressor', what: "A read-only contract that returns credit suites' parameters in one call.", source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::ACCOUNT_COMPRESSOR': { name: 'Account compressor', what: 'A read-only contract that returns credit accounts with their debt, balances and health in one call.', source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::PRICE_FEED_COMPRESSOR': { name: 'Price feed compressor', what: "A read-only contract that returns a price oracle's feeds, each with the feeds under it, in one call.", source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::GAUGE_COMPRESSOR': { name: 'Gauge compressor', what: 'A read-only contract that returns gauges with their votes and rates in one call.', source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::PERIPHERY_COMPRESSOR': { name: 'Periphery compressor', what: 'A read-only contract that returns peripheral contracts such as zappers and bots in one call.', source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::REWARDS_COMPRESSOR': { name: 'Rewards compressor', what: 'A read-only contract that returns the farming rewards a credit account can claim.', source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::TOKEN_COMPRESSOR': { name: 'Token compressor', what: 'A read-only contract that returns token metadata and balances in one call.', source: 'periphery-v3', group: 'compressor' },
  'GLOBAL::ROUTER': { name: 'Router', what: 'Finds paths to swap or convert one token into another through the adapters a credit manager allows, for building multicalls.', group: 'periphery' },
  WETH_TOKEN: { name: 'WETH', what: "The network's wrapped ether token.", group: 'token' },
  'GLOBAL::GEAR_TOKEN': { name: 'GEAR', what: "Gearbox's governance token.", group: 'token' },
};

/** What the address provider's key names, or its name and "not described here". */
export function systemContractInfo(key: string): SystemContractInfo {
  return SYSTEM_CONTRACTS[key] ?? { name: key, what: 'A key of the address provider this site does not describe yet.', group: 'registry' };
}
