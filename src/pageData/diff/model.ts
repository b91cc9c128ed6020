/**
 * The shape of a comparison of two snapshots: what `npm run diff -- --json`
 * prints and what the "Changes since block N" pages are made from. Plain JSON
 * (strings, numbers, booleans); `schema.ts` describes the same shape as a JSON
 * Schema. Addresses are EIP-55 checksummed.
 */
import type { Address } from '../../domain/data/model';
import type { NetworkHeader, SnapshotTime } from '../../domain/data/snapshotHeader';
import type { ContractRole } from '../../domain/protocol/roles';
import type { ParameterId } from '../../domain/protocol/parameters';

/** Increases when a field changes meaning or is removed. */
export const DIFF_SCHEMA_VERSION = 1;

/**
 * What a contract is to the protocol. The address book's row roles (`acl`,
 * `pool`, `creditFacade`, `adapter`, `mainPriceFeed`, …) plus the roles that
 * are not rows of the address book.
 */
export type Role =
  | ContractRole
  | 'addressProviderEntry'
  | 'zapper'
  | 'aclOwner'
  | 'pausableAdmin'
  | 'unpausableAdmin'
  | 'emergencyLiquidator';

/** A contract or account: its address and, when the snapshot names it, its label. */
export interface Ref {
  address: Address;
  label?: string;
}

/**
 * What a role or a parameter is about, inside its place: the token a price
 * feed prices or a parameter applies to, the target an adapter calls, the
 * credit manager a pool's debt limit applies to, the address provider key, the
 * timelock policy, the tokens a zapper converts.
 */
export interface Subject {
  label: string;
  /** A token, target contract or credit manager. */
  address?: Address;
  /** Address provider entries: "KEY@version"; timelock policies: the policy hash. */
  id?: string;
}

/** Where a change belongs: the network's core, its price oracle, one pool or one credit manager. */
export type Place =
  | { type: 'core' }
  | { type: 'priceOracle' }
  | { type: 'pool'; address: Address; name: string }
  | { type: 'creditManager'; address: Address; name: string };

/** A contract that belongs to an added, removed or replaced pool or credit manager. */
export interface Part<R extends string = Role> {
  role: R;
  subject?: Subject;
  contract: Ref;
}

/** A contract that only one of the two snapshots has, in the role it holds there. */
export interface ContractChange<P = Place, R extends string = Role> {
  kind: 'added' | 'removed';
  place: P;
  role: R;
  subject?: Subject;
  contract: Ref;
  /** Added or removed pools and credit managers: the contracts that come or go with them. */
  parts?: Part<R>[];
}

/** A role held by another address in the new snapshot (a credit manager whose facade was replaced). */
export interface Replacement<P = Place, R extends string = Role> {
  kind: 'replaced';
  place: P;
  role: R;
  subject?: Subject;
  old: Ref;
  new: Ref;
  /** Replaced pools and credit managers (new address, same name): the new one's contracts. */
  parts?: Part<R>[];
}

/** The same address under another name. */
export interface Rename<P = Place, R extends string = Role> {
  kind: 'renamed';
  place: P;
  role: R;
  subject?: Subject;
  address: Address;
  old: string;
  new: string;
}

/** A value in human units (token decimals, percent, durations, dates) and as the snapshot holds it. */
export interface Value {
  text: string;
  raw: string;
}

/** Stable ids of the parameters compared (src/domain/protocol/parameters.ts names them). */
export type { ParameterId } from '../../domain/protocol/parameters';

/** A parameter whose value differs; `null` when one side does not set it (a token not yet quoted, a check turned off). */
export interface ParameterChange<P = Place, I extends string = ParameterId> {
  kind: 'parameter';
  place: P;
  parameter: I;
  /** The parameter's name in words (`parameterName` in src/domain/protocol/parameters.ts). */
  name: string;
  subject?: Subject;
  old: Value | null;
  new: Value | null;
}

export type Change = ContractChange | Replacement | Rename | ParameterChange;
export type ChangeKind = Change['kind'];

/** When a snapshot was read (block, Unix seconds, ISO 8601 UTC). */
export type SnapshotRef = SnapshotTime;

/** The network (id, name, chain id, explorer), then the two snapshots and what changed between them. */
export interface NetworkDiff extends NetworkHeader {
  old: SnapshotRef;
  new: SnapshotRef;
  changes: Change[];
}

export interface DiffReport {
  schemaVersion: typeof DIFF_SCHEMA_VERSION;
  /** True when no network has a change. */
  same: boolean;
  networks: NetworkDiff[];
}

// Gearbox V3.1 (src/pageData/v31/diff.ts): the same kinds of change, in the places, roles and parameters a V3.1
// state adds. Every V3.0 place, role and parameter is one of them, so the V3.0 words apply unchanged.

/** The roles a V3.1 market adds to V3.0's: its curator's market configurator and treasury, its rate keeper and loss policy, a feed of its oracle's tree. */
export type V31Role = Role | 'marketConfigurator' | 'treasury' | 'rateKeeper' | 'lossPolicy' | 'priceFeed';

/**
 * Where a V3.1 change belongs: the network's system contracts (its address provider), a curator (its market
 * configurator, ACL, register, treasury, admins), a market (its pool), a market's price feeds, a credit suite.
 */
export type V31Place =
  | Place
  | { type: 'system' }
  | { type: 'curator'; address: Address; name: string }
  | { type: 'market'; address: Address; name: string }
  | { type: 'marketFeeds'; address: Address; name: string }
  | { type: 'creditSuite'; address: Address; name: string; market: string };

/**
 * The parameters a V3.1 comparison adds to V3.0's: a credit manager's cap on enabled tokens, a token forbidden by the
 * facade, a rate keeper's rate for a token, a contract's version, a feed's own checks and the staleness of the feeds
 * it reads, and any parameter of a contract's decoded serialize() output (`serialized`, named as its source names it).
 */
export type V31ParameterId =
  | ParameterId
  | 'maxEnabledTokens'
  | 'forbiddenToken'
  | 'rateKeeperRate'
  | 'contractVersion'
  | 'feed.skipCheck'
  | 'feed.underlyingStaleness'
  | 'serialized';

export type V31Change = ContractChange<V31Place, V31Role> | Replacement<V31Place, V31Role> | Rename<V31Place, V31Role> | ParameterChange<V31Place, V31ParameterId>;

/** V3.1: whether a curator was read in both states (compared), or in one only (its markets listed, not compared). */
export type V31CuratorStatus = 'compared' | 'notHeldBefore' | 'notHeldAfter';

export interface V31CuratorCoverage {
  /** The curator's market configurator, labelled with its name. */
  curator: Ref;
  name: string;
  status: V31CuratorStatus;
  /** Its markets (pools) in the state that holds them: the newer one, unless only the older does. */
  markets: Ref[];
}

/** A V3.1 state: its file's name and when it was read. */
export interface V31StateRef extends SnapshotRef {
  file: string;
}

/** One network's two V3.1 states, which curators were compared, and what changed. */
export interface V31NetworkDiff {
  /** The network's slug in the site's V3.1 URLs (`mainnet`). */
  network: string;
  networkName: string;
  chainId: number;
  /** Block explorer origin; an address page is {explorer}/address/{address}. */
  explorer: string;
  old: V31StateRef;
  new: V31StateRef;
  curators: V31CuratorCoverage[];
  changes: V31Change[];
}

/** Increases when a field of the V3.1 report changes meaning or is removed. */
export const V31_DIFF_SCHEMA_VERSION = 1;

export interface V31DiffReport {
  schemaVersion: typeof V31_DIFF_SCHEMA_VERSION;
  /** True when nothing compared changed (a curator held in one state only is not a change). */
  same: boolean;
  networks: V31NetworkDiff[];
}
