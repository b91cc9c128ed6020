/**
 * The typed model every view reads: decoded snapshot data with `bigint`
 * amounts and EIP-55 checksummed addresses. Nothing here is raw JSON.
 */
import type { Address } from 'viem';
import type { NetworkId, NetworkInfo } from './networks';
import type { V31Data } from '../v31/data';

export type { Address };

export interface Token {
  symbol: string;
  address: Address;
}

export interface PriceFeed {
  address: Address;
  version: number;
  /** PriceFeedType code; see enums.ts for names. */
  type: number;
  stalenessPeriod: number;
  skipCheck: boolean;
  /** Parts of a composite feed (empty for a leaf). */
  parts: PriceFeed[];
  /** Signed (Redstone) feeds only. */
  signed?: { dataId: string; signers: Address[]; threshold: number };
}

export interface TokenFeed {
  token: Address;
  feed: PriceFeed;
}

export interface TimelockPolicy {
  hash: `0x${string}`;
  enabled: boolean;
  admin: Address;
  delay: number;
  flags: number;
  exactValue: bigint;
  minValue: bigint;
  maxValue: bigint;
  referencePoint: bigint;
  referencePointUpdatePeriod: number;
  referencePointTimestampLU: number;
  minPctChangeDown: number;
  minPctChangeUp: number;
  maxPctChangeDown: number;
  maxPctChangeUp: number;
  minChange: bigint;
  maxChange: bigint;
}

export interface AddressProviderEntry {
  role: string;
  version: number;
  address: Address;
}

export interface Core {
  addressProvider: { address: Address; entries: AddressProviderEntry[] };
  acl: { address: Address; owner: Address; pausableAdmins: Address[]; unpausableAdmins: Address[] };
  contractsRegister: Address;
  botList: Address;
  degenNFT: Address;
  accountFactory: { address: Address; version: number };
  controllerTimelock: {
    address: Address;
    policies: TimelockPolicy[];
    groups: { name: string; members: Address[] }[];
  };
  gearStaking: { address: Address; successor: Address; migrator: Address };
}

export interface Quota {
  token: Address;
  /** Annual quota rate, basis points. */
  rate: number;
  /** One-off fee on quota increase, basis points. */
  quotaIncreaseFee: number;
  totalQuoted: bigint;
  limit: bigint;
  isActive: boolean;
}

export interface GaugeParams {
  token: Address;
  minRate: number;
  maxRate: number;
  votesLpSide: bigint;
  votesCaSide: bigint;
  rate: number;
}

export interface InterestModel {
  address: Address;
  U1: number;
  U2: number;
  Rbase: number;
  Rslope1: number;
  Rslope2: number;
  Rslope3: number;
  isBorrowingMoreU2Forbidden: boolean;
}

export interface Pool {
  address: Address;
  name: string;
  symbol: string;
  underlying: Address;
  dieselToken: Address;
  decimals: number;
  version: number;
  isPaused: boolean;
  baseInterestIndex: bigint;
  availableLiquidity: bigint;
  expectedLiquidity: bigint;
  totalBorrowed: bigint;
  totalDebtLimit: bigint;
  totalAssets: bigint;
  totalSupply: bigint;
  /** RAY-scaled (1e27 = 100%) annual rates. */
  supplyRate: bigint;
  baseInterestRate: bigint;
  dieselRate: bigint;
  withdrawFee: number;
  lastBaseInterestUpdate: bigint;
  quotaKeeper: Address;
  quotas: Quota[];
  gauge: { address: Address; currentEpoch: number; epochFrozen: boolean; params: GaugeParams[] };
  interestModel: InterestModel;
  zappers: { zapper: Address; tokenIn: Address; tokenOut: Address }[];
}

/** What a credit manager has borrowed from its pool, and may borrow (the pool's debt parameters for it). */
export interface CreditManagerDebt {
  borrowed: bigint;
  limit: bigint;
  availableToBorrow: bigint;
}

export interface CreditFacade {
  address: Address;
  version: number;
  maxQuotaMultiplier: number;
  expirable: boolean;
  isDegenMode: boolean;
  degenNFT: Address;
  expirationDate: number;
  maxDebtPerBlockMultiplier: number;
  botList: Address;
  minDebt: bigint;
  maxDebt: bigint;
  currentCumulativeLoss: bigint;
  maxCumulativeLoss: bigint;
  forbiddenTokenMask: bigint;
  isPaused: boolean;
}

export interface CreditManager {
  address: Address;
  name: string;
  version: number;
  /** The account factory the manager took from the address provider at deployment (`accountFactory()`). */
  accountFactory: Address;
  /** The pool it borrows from, linked at decoding: its underlying and decimals are the manager's. */
  pool: Pool;
  /** The pool's debt parameters for this manager. */
  debt: CreditManagerDebt;
  priceOracle: Address;
  facade: CreditFacade;
  configurator: { address: Address; version: number; emergencyLiquidators: Address[] };
  maxEnabledTokens: number;
  /** In the order the snapshot lists them; liquidation threshold in basis points. */
  collateralTokens: { token: Address; liquidationThreshold: number }[];
  feeInterest: number;
  feeLiquidation: number;
  liquidationDiscount: number;
  feeLiquidationExpired: number;
  liquidationDiscountExpired: number;
  quotedTokensMask: bigint;
  adapters: { target: Address; adapter: Address }[];
}

export interface NetworkSnapshot {
  network: NetworkInfo;
  block: number;
  timestamp: number;
  core: Core;
  priceOracle: { address: Address; main: TokenFeed[]; reserve: TokenFeed[] };
  periphery: {
    zapperRegister: Address;
    dataCompressor: Address;
    multiPause: Address;
    degenDistributor?: Address;
  };
  pools: Pool[];
  /** In snapshot order; a pool's managers are those whose `pool` is it. */
  creditManagers: CreditManager[];
  router: { address: Address; components: { id: number; address: Address }[] };
  /** Lower-cased address → readable name, as the snapshot gives it. */
  contractLabels: ReadonlyMap<string, string>;
  /** The network's token list, in the list's order. */
  tokens: Token[];
}

export interface LegacyEntry {
  label: string;
  address: Address;
  /** Explorer link when the original pointed somewhere other than /address/. */
  sourceLink?: string;
}
export interface LegacyGroup {
  label: string;
  entries: LegacyEntry[];
}
export type LegacyItem = LegacyEntry | LegacyGroup;
export interface LegacyList {
  title: string;
  sections: { title: string; items: LegacyItem[]; subsections: { title: string; items: LegacyItem[] }[] }[];
}

export type Snapshots = Record<NetworkId, NetworkSnapshot>;

export interface SiteData {
  networks: Snapshots;
  legacy: LegacyList;
  /** Gearbox V3.1: its networks, states and markets. */
  v31: V31Data;
  /** The previous snapshots, when the build is given them (SNAPSHOT_PREVIOUS_DIR): what changed since. */
  previous?: Snapshots;
}

export function isLegacyGroup(item: LegacyItem): item is LegacyGroup {
  return 'entries' in item;
}
