/**
 * The contract roles of Gearbox V3.1 (issue 33): what each kind of V3.1 contract is, and its access class, beside
 * the V3.0 roles of ./roles.ts. ./access.ts cites the facts each class rests on (file and line of the V3.1 source),
 * beside the role's functions; which role a V3.1 contract plays is decided here, from its contract type and version
 * (the states' `baseParams`) or its address-provider key, and nowhere else.
 *
 * The classes were read from the 3.10 sources, so a role is given only to contracts of version 3.10 to 3.19, and
 * only to the types and keys listed here: any other contract, and accounts and tokens, have no class (no badge, no
 * `access` in the exports) rather than a guessed one.
 *
 * Small on purpose: the state pages' scripts import it (through ./accessClass.ts) for the access badge of a cell.
 */
import type { AccessClass } from './accessClass';

export interface V31RoleFacts {
  /** The contract, as its Solidity source names it, or words for roles many contracts play (price feeds, adapters). */
  contract: string;
  /** The role in words ("Market configurator"). */
  name: string;
  /** May I call this? (./accessClass.ts explains the classes.) */
  class: AccessClass;
  /** One line: why this class (the facts behind it: ./access.ts, beside the role's functions). */
  reason: string;
}

/** Every V3.1 role, in the order the V3.1 address book lists them. */
export const V31_ROLES = {
  v31AddressProvider: {
    contract: 'AddressProvider',
    name: 'Address provider',
    class: 'read',
    reason: 'Lists the system contracts by key and version: read it; only its owner, the instance manager, sets entries.',
  },
  v31BytecodeRepository: {
    contract: 'BytecodeRepository',
    name: 'Bytecode repository',
    class: 'entry',
    reason: 'Anyone deploys an allowed bytecode from it or uploads signed bytecode and audit reports; allowing system contracts and auditors is its owner\'s.',
  },
  v31CrossChainGovernance: {
    contract: 'CrossChainMultisig',
    name: 'Cross-chain governance',
    class: 'governance',
    reason: 'Executes batches of calls only with enough of its signers\' signatures; its signers and threshold change only through its own batches.',
  },
  v31GovernanceProxy: {
    contract: 'ProxyCall',
    name: 'Governance proxy',
    class: 'governance',
    reason: 'Forwards calls for its owner (the instance manager) and for no one else.',
  },
  v31InstanceManager: {
    contract: 'InstanceManager',
    name: 'Instance manager',
    class: 'governance',
    reason: 'Every write needs the cross-chain governance, the instance owner or the treasury.',
  },
  v31PriceFeedStore: {
    contract: 'PriceFeedStore',
    name: 'Price feed store',
    class: 'read',
    reason: 'Read which feeds governance allows for each token; anyone may push signed prices to its updatable feeds; the list is its owner\'s.',
  },
  v31BotList: {
    contract: 'BotListV3',
    name: 'Bot list',
    class: 'internal',
    reason: "Bot permissions change only through the account's credit facade; read them here; forbidding a bot is its owner's.",
  },
  v31GearStaking: {
    contract: 'GearStakingV3',
    name: 'GEAR staking',
    class: 'entry',
    reason: 'GEAR holders stake, vote and withdraw here; settings are its owner\'s.',
  },
  v31MarketConfiguratorFactory: {
    contract: 'MarketConfiguratorFactory',
    name: 'Market configurator factory',
    class: 'entry',
    reason: 'Anyone creates a market configurator (and becomes a curator) here; read the list of curators; registering an outside one is governance\'s.',
  },
  v31MarketFactory: {
    contract: 'market factory',
    name: 'Market factory',
    class: 'internal',
    reason: 'Deploys and configures markets\' contracts only for registered market configurators; its hooks only build calls.',
  },
  v31Compressor: {
    contract: 'compressor',
    name: 'Compressor',
    class: 'read',
    reason: 'Only view functions: read markets, credit suites, accounts or feeds in one call; nothing in it can change.',
  },
  v31MarketConfigurator: {
    contract: 'MarketConfigurator',
    name: 'Market configurator',
    class: 'governance',
    reason: "The curator's one way to change its markets: every write needs its admin or emergency admin.",
  },
  v31Acl: {
    contract: 'ACL',
    name: 'ACL',
    class: 'governance',
    reason: "The curator's roles (pausable admins, emergency liquidators…): only its owner, the market configurator, grants and revokes them.",
  },
  v31ContractsRegister: {
    contract: 'ContractsRegister',
    name: 'Contracts register',
    class: 'read',
    reason: "The curator's pools and credit managers: read it; only the market configurator registers and shuts them down.",
  },
  v31TreasurySplitter: {
    contract: 'TreasurySplitter',
    name: 'Treasury splitter',
    class: 'governance',
    reason: "Splits a curator's fees between the DAO and the curator: only the two admins distribute and configure it.",
  },
  v31Pool: {
    contract: 'PoolV3',
    name: 'Pool',
    class: 'entry',
    reason: 'Lenders deposit and withdraw here (ERC-4626); lending to accounts is internal, settings are the market configurator\'s.',
  },
  v31QuotaKeeper: {
    contract: 'PoolQuotaKeeperV3',
    name: 'Pool quota keeper',
    class: 'internal',
    reason: "Quotas change only through a credit manager (the account's updateQuota in a multicall) and rates through the rate keeper.",
  },
  v31InterestRateModel: {
    contract: 'LinearInterestRateModelV3',
    name: 'Interest rate model',
    class: 'read',
    reason: 'Pure rate curve: only view functions; nothing in it can change.',
  },
  v31Tumbler: {
    contract: 'TumblerV3',
    name: 'Rate keeper (tumbler)',
    class: 'governance',
    reason: 'Quota rates set by the curator: every write needs the market configurator.',
  },
  v31PriceOracle: {
    contract: 'PriceOracleV3',
    name: 'Price oracle',
    class: 'read',
    reason: 'Read prices and conversions here; only the market configurator sets feeds.',
  },
  v31LossPolicy: {
    contract: 'AliasedLossPolicyV3',
    name: 'Loss policy',
    class: 'read',
    reason: 'The credit facade asks it whether a liquidation with a loss may go ahead; its settings are the market configurator\'s.',
  },
  v31PriceFeed: {
    contract: 'price feed',
    name: 'Price feed',
    class: 'read',
    reason: 'Read latestRoundData; signed (Redstone, Pyth) feeds also take signed price updates, usually through the facade multicall.',
  },
  v31CreditManager: {
    contract: 'CreditManagerV3',
    name: 'Credit manager',
    class: 'internal',
    reason: 'Its state-changing functions accept only its credit facade, its adapters and its configurator; read it freely.',
  },
  v31CreditFacade: {
    contract: 'CreditFacadeV3',
    name: 'Credit facade',
    class: 'entry',
    reason: 'Open, manage (multicall), close and liquidate credit accounts here; settings come only from its configurator.',
  },
  v31CreditConfigurator: {
    contract: 'CreditConfiguratorV3',
    name: 'Credit configurator',
    class: 'governance',
    reason: 'The way to change a credit manager and its facade: every function needs the market configurator or a pausable admin.',
  },
  v31AccountFactory: {
    contract: 'DefaultAccountFactoryV3',
    name: 'Account factory',
    class: 'internal',
    reason: 'Hands credit accounts to its credit managers and takes them back; no other caller is served.',
  },
  v31Adapter: {
    contract: 'adapter',
    name: 'Adapter',
    class: 'multicall',
    reason: "Each call must come from the credit manager's facade: put adapter calls in a multicall, never call them directly.",
  },
} as const satisfies Readonly<Record<string, V31RoleFacts>>;

export type V31Role = keyof typeof V31_ROLES;

/** The V3.1 roles, in order. */
export const V31_ROLE_NAMES = Object.keys(V31_ROLES) as readonly V31Role[];

export function isV31Role(role: string): role is V31Role {
  return Object.hasOwn(V31_ROLES, role);
}

/** A version the classes hold for: 3.10 to 3.19 (the sources read are 3.10 and 3.11). */
export const isV31Version = (version: number): boolean => version >= 310 && version < 320;

/** Roles by contract type (`baseParams.contractType`); adapters and price feeds by their prefix. */
const BY_TYPE: Readonly<Record<string, V31Role>> = {
  POOL: 'v31Pool',
  POOL_QUOTA_KEEPER: 'v31QuotaKeeper',
  'IRM::LINEAR': 'v31InterestRateModel',
  'RATE_KEEPER::TUMBLER': 'v31Tumbler',
  PRICE_ORACLE: 'v31PriceOracle',
  'LOSS_POLICY::ALIASED': 'v31LossPolicy',
  CREDIT_MANAGER: 'v31CreditManager',
  CREDIT_FACADE: 'v31CreditFacade',
  CREDIT_CONFIGURATOR: 'v31CreditConfigurator',
  'ACCOUNT_FACTORY::DEFAULT': 'v31AccountFactory',
};

/**
 * The compressor's type for a feed that gives none (Chainlink aggregators and the like): whatever its version, the
 * oracle only reads it, through latestRoundData.
 */
const EXTERNAL_FEED = 'PRICE_FEED::EXTERNAL';

/** The role of a market or credit-suite contract by its type and version, if the site has read its source. */
export function v31RoleOfType(type: string, version: number): V31Role | undefined {
  if (type === EXTERNAL_FEED) return 'v31PriceFeed';
  if (!isV31Version(version)) return undefined;
  if (type.startsWith('ADAPTER::')) return 'v31Adapter';
  if (type.startsWith('PRICE_FEED::')) return 'v31PriceFeed';
  return BY_TYPE[type];
}

/**
 * Roles by address-provider key. Keys of version 0 are not version-controlled (`NO_VERSION_CONTROL`); the others must
 * be 3.1x. Keys not here (the DAO treasury, the WETH and GEAR tokens, the router, faucets and loggers, compressors whose
 * source this site has not read) have no role.
 */
const BY_KEY: Readonly<Record<string, V31Role>> = {
  BYTECODE_REPOSITORY: 'v31BytecodeRepository',
  CROSS_CHAIN_GOVERNANCE: 'v31CrossChainGovernance',
  CROSS_CHAIN_GOVERNANCE_PROXY: 'v31GovernanceProxy',
  INSTANCE_MANAGER_PROXY: 'v31GovernanceProxy',
  TREASURY_PROXY: 'v31GovernanceProxy',
  INSTANCE_MANAGER: 'v31InstanceManager',
  PRICE_FEED_STORE: 'v31PriceFeedStore',
  BOT_LIST: 'v31BotList',
  GEAR_STAKING: 'v31GearStaking',
  MARKET_CONFIGURATOR_FACTORY: 'v31MarketConfiguratorFactory',
  POOL_FACTORY: 'v31MarketFactory',
  CREDIT_FACTORY: 'v31MarketFactory',
  PRICE_ORACLE_FACTORY: 'v31MarketFactory',
  INTEREST_RATE_MODEL_FACTORY: 'v31MarketFactory',
  RATE_KEEPER_FACTORY: 'v31MarketFactory',
  LOSS_POLICY_FACTORY: 'v31MarketFactory',
  'GLOBAL::MARKET_COMPRESSOR': 'v31Compressor',
  'GLOBAL::CREDIT_SUITE_COMPRESSOR': 'v31Compressor',
  'GLOBAL::ACCOUNT_COMPRESSOR': 'v31Compressor',
  'GLOBAL::PRICE_FEED_COMPRESSOR': 'v31Compressor',
  'GLOBAL::GAUGE_COMPRESSOR': 'v31Compressor',
  'GLOBAL::PERIPHERY_COMPRESSOR': 'v31Compressor',
  'GLOBAL::REWARDS_COMPRESSOR': 'v31Compressor',
  'GLOBAL::TOKEN_COMPRESSOR': 'v31Compressor',
};

/** The role of an address-provider entry, if the site has read its source. */
export function v31RoleOfKey(key: string, version: number): V31Role | undefined {
  if (version !== 0 && !isV31Version(version)) return undefined;
  return BY_KEY[key];
}
