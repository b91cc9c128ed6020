/**
 * The access classes, the contract roles, and each role's class with its one-line reason: the part of
 * ./access.ts that pages draw in the browser (the access badge of a state page's cell), in a module of its own so
 * that their scripts do not carry every role's function lists. ./access.ts cites the facts each class rests on,
 * beside the role's functions, and re-exports all of this; everything else imports it from there.
 */
import { ACCESS_DOC } from '../data/paths';

/** The classes, in the order the docs explain them. */
export const ACCESS_CLASSES = ['entry', 'multicall', 'read', 'governance', 'internal'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

export interface AccessClassInfo {
  /** Short label shown on every row. */
  label: string;
  /** Id of the docs section that explains the class. */
  anchor: string;
  /** One sentence: what the class means for an integrator. */
  meaning: string;
}

/** The docs page that explains the classes (its URL lives in src/domain/data/paths.ts). */
export const ACCESS_DOCS_PATH = ACCESS_DOC;

export const ACCESS_CLASS_INFO: Readonly<Record<AccessClass, AccessClassInfo>> = {
  entry: {
    label: 'entry point',
    anchor: 'entry-point',
    meaning: 'Your code or your users call it directly.',
  },
  multicall: {
    label: 'facade multicall only',
    anchor: 'facade-multicall-only',
    meaning: "Called only by the credit facade, as one step of a credit account's multicall.",
  },
  read: {
    label: 'read-only',
    anchor: 'read-only',
    meaning: 'You read it; its only writes belong to governance.',
  },
  governance: {
    label: 'governance only',
    anchor: 'governance-only',
    meaning: "Changes the protocol's settings; every write needs a governance role.",
  },
  internal: {
    label: 'internal',
    anchor: 'internal',
    meaning: 'Only other protocol contracts may call its state-changing functions; you may read it.',
  },
};

/** The contract roles of the address book (the same strings as `RowRole` in src/pageData/addressBook.ts). */
export const CONTRACT_ROLES = [
  'acl',
  'addressProvider',
  'contractsRegister',
  'botList',
  'gearStaking',
  'degenNFT',
  'accountFactory',
  'controllerTimelock',
  'priceOracle',
  'mainPriceFeed',
  'reservePriceFeed',
  'pool',
  'poolQuotaKeeper',
  'gauge',
  'interestModel',
  'creditManager',
  'creditFacade',
  'creditConfigurator',
  'adapter',
] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

/** Each role's class, and one line: why this class (the facts behind it: ./access.ts, beside the role's functions). */
export const ROLE_CLASS: Readonly<Record<ContractRole, { class: AccessClass; reason: string }>> = {
  acl: { class: 'governance', reason: 'Holds the governance roles; only its owner adds or removes admins.' },
  addressProvider: { class: 'read', reason: 'The registry of core contracts: read it to find them; only the configurator changes entries.' },
  contractsRegister: { class: 'read', reason: 'The list of pools and credit managers: read it; only the configurator adds to it.' },
  botList: { class: 'internal', reason: "Bot permissions change only through a credit facade (the account owner's setBotPermissions); read them here." },
  gearStaking: { class: 'entry', reason: 'GEAR holders stake, vote on quota rates and withdraw here; settings are governance only.' },
  degenNFT: { class: 'internal', reason: 'Minted by its minter (the degen distributor) and burnt by credit facades; it cannot be transferred.' },
  accountFactory: { class: 'internal', reason: 'Hands credit accounts to credit managers and takes them back; no other caller is accepted.' },
  controllerTimelock: { class: 'governance', reason: 'Queues and executes parameter changes for policy admins, after a delay; the veto admin cancels.' },
  priceOracle: { class: 'read', reason: 'Read prices and conversions here; only governance sets feeds.' },
  mainPriceFeed: { class: 'read', reason: 'Read latestRoundData; signed (Redstone) feeds also take signed price updates, usually through the facade multicall.' },
  reservePriceFeed: { class: 'read', reason: 'Read latestRoundData; it prices the token only when the reserve feed is switched on.' },
  pool: { class: 'entry', reason: 'Lenders deposit and withdraw here (ERC-4626); lending to accounts is internal, settings are governance only.' },
  poolQuotaKeeper: { class: 'internal', reason: "Quotas change only through a credit manager (the account's updateQuota in a multicall) and rates through the gauge." },
  gauge: { class: 'internal', reason: 'Votes arrive only from GEAR staking (vote there with multivote); anyone may call updateEpoch.' },
  interestModel: { class: 'read', reason: 'Pure rate curve: calcBorrowRate and getModelParameters are views; nothing in it can change.' },
  creditManager: { class: 'internal', reason: 'Its state-changing functions accept only its credit facade, its adapters and its configurator; read it freely.' },
  creditFacade: { class: 'entry', reason: 'Open, manage (multicall), close and liquidate credit accounts here; settings come only from its configurator.' },
  creditConfigurator: { class: 'governance', reason: "Governance's only way to change a credit manager and its facade; every function needs a governance role." },
  adapter: { class: 'multicall', reason: "Each call must come from the credit manager's facade: put adapter calls in a multicall, never call them directly." },
};

/** The docs URL of a class. */
export function accessDocsHref(cls: AccessClass): string {
  return `${ACCESS_DOCS_PATH}#${ACCESS_CLASS_INFO[cls].anchor}`;
}
