/**
 * The contract roles of the address book: the one record of what each role is. The address book's row roles, the
 * access classes (./accessClass.ts, ./access.ts), the exports' JSON Schema, the core contracts of the lookup and of
 * the address book as code, the snapshot comparison's roles and every role's name in words derive from it.
 *
 * Small on purpose: the state pages' scripts import it (through ./accessClass.ts) for the access badge of a cell.
 */
import type { AccessClass } from './accessClass';

export interface RoleFacts {
  /** One per network, in the address book's first table ("Core Contracts"). */
  core: boolean;
  /**
   * The contract, as its Solidity source names it: the name every page shows for the contract. Roles that many
   * kinds of contract play (price feeds, adapters) have words here instead.
   */
  contract: string;
  /** The role in words, as the docs' table of roles names it ("Address provider"); `roleInSentence` for running text. */
  name: string;
  /** May I call this? (./accessClass.ts explains the classes.) */
  class: AccessClass;
  /** One line: why this class (the facts behind it: ./access.ts, beside the role's functions). */
  reason: string;
}

/** Every role, in the order the address book and the docs list them. */
export const ROLES = {
  acl: {
    core: true,
    contract: 'ACL',
    name: 'ACL',
    class: 'governance',
    reason: 'Holds the governance roles; only its owner adds or removes admins.',
  },
  addressProvider: {
    core: true,
    contract: 'AddressProviderV3',
    name: 'Address provider',
    class: 'read',
    reason: 'The registry of core contracts: read it to find them; only the configurator changes entries.',
  },
  contractsRegister: {
    core: true,
    contract: 'ContractsRegister',
    name: 'Contracts register',
    class: 'read',
    reason: 'The list of pools and credit managers: read it; only the configurator adds to it.',
  },
  botList: {
    core: true,
    contract: 'BotListV3',
    name: 'Bot list',
    class: 'internal',
    reason: "Bot permissions change only through a credit facade (the account owner's setBotPermissions); read them here.",
  },
  gearStaking: {
    core: true,
    contract: 'GearStakingV3',
    name: 'GEAR staking',
    class: 'entry',
    reason: 'GEAR holders stake, vote on quota rates and withdraw here; settings are governance only.',
  },
  degenNFT: {
    core: true,
    contract: 'DegenNFT',
    name: 'Degen NFT',
    class: 'internal',
    reason: 'Minted by its minter (the degen distributor) and burnt by credit facades; it cannot be transferred.',
  },
  accountFactory: {
    core: true,
    // Two contracts play this role: AccountFactoryV3 and core-v2's AccountFactory. The address book names the one each
    // network has (./accountFactory.ts); this name stands for a factory whose version the snapshot does not know.
    contract: 'AccountFactoryV3',
    name: 'Account factory',
    class: 'internal',
    reason: 'Hands credit accounts to credit managers it knows and takes them back; the core-v2 one also lets anyone add an empty account.',
  },
  controllerTimelock: {
    core: true,
    contract: 'ControllerTimelockV3',
    name: 'Controller timelock',
    class: 'governance',
    reason: 'Queues and executes parameter changes for policy admins, after a delay; the veto admin cancels.',
  },
  priceOracle: {
    core: true,
    contract: 'PriceOracleV3',
    name: 'Price oracle',
    class: 'read',
    reason: 'Read prices and conversions here; only governance sets feeds.',
  },
  mainPriceFeed: {
    core: false,
    contract: 'price feed',
    name: 'Main price feed',
    class: 'read',
    reason: 'Read latestRoundData; signed (Redstone) feeds also take signed price updates, usually through the facade multicall.',
  },
  reservePriceFeed: {
    core: false,
    contract: 'price feed',
    name: 'Reserve price feed',
    class: 'read',
    reason: 'Read latestRoundData; it prices the token only when the reserve feed is switched on.',
  },
  pool: {
    core: false,
    contract: 'PoolV3',
    name: 'Pool',
    class: 'entry',
    reason: 'Lenders deposit and withdraw here (ERC-4626); lending to accounts is internal, settings are governance only.',
  },
  poolQuotaKeeper: {
    core: false,
    contract: 'PoolQuotaKeeperV3',
    name: 'Pool quota keeper',
    class: 'internal',
    reason: "Quotas change only through a credit manager (the account's updateQuota in a multicall) and rates through the gauge.",
  },
  gauge: {
    core: false,
    contract: 'GaugeV3',
    name: 'Gauge',
    class: 'internal',
    reason: 'Votes arrive only from GEAR staking (vote there with multivote); anyone may call updateEpoch.',
  },
  interestModel: {
    core: false,
    contract: 'LinearInterestRateModelV3',
    name: 'Interest rate model',
    class: 'read',
    reason: 'Pure rate curve: calcBorrowRate and getModelParameters are views; nothing in it can change.',
  },
  creditManager: {
    core: false,
    contract: 'CreditManagerV3',
    name: 'Credit manager',
    class: 'internal',
    reason: 'Its state-changing functions accept only its credit facade, its adapters and its configurator; read it freely.',
  },
  creditFacade: {
    core: false,
    contract: 'CreditFacadeV3',
    name: 'Credit facade',
    class: 'entry',
    reason: 'Open, manage (multicall), close and liquidate credit accounts here; settings come only from its configurator.',
  },
  creditConfigurator: {
    core: false,
    contract: 'CreditConfiguratorV3',
    name: 'Credit configurator',
    class: 'governance',
    reason: "Governance's only way to change a credit manager and its facade; every function needs a governance role.",
  },
  adapter: {
    core: false,
    contract: 'adapter',
    name: 'Adapter',
    class: 'multicall',
    reason: "Each call must come from the credit manager's facade: put adapter calls in a multicall, never call them directly.",
  },
} as const satisfies Readonly<Record<string, RoleFacts>>;

export type ContractRole = keyof typeof ROLES;

/** The roles, in order. */
export const CONTRACT_ROLES = Object.keys(ROLES) as readonly ContractRole[];

/** Roles of the core contracts (one per network). */
export type CoreRole = { [R in ContractRole]: (typeof ROLES)[R]['core'] extends true ? R : never }[ContractRole];
export const CORE_ROLES: readonly CoreRole[] = CONTRACT_ROLES.filter(isCoreRole);

export function isContractRole(role: string): role is ContractRole {
  return Object.hasOwn(ROLES, role);
}
export function isCoreRole(role: ContractRole): role is CoreRole {
  return ROLES[role].core;
}

/** Words inside a sentence: the first letter lower-cased, unless the first word is an acronym ("ACL", "GEAR staking"). */
export const inSentence = (words: string): string => (/^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words);

/** A role in words inside a sentence: "address provider", "pool quota keeper", but "ACL" and "GEAR staking". */
export const roleInSentence = (role: ContractRole): string => inSentence(ROLES[role].name);
