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
export interface Part {
  role: Role;
  subject?: Subject;
  contract: Ref;
}

/** A contract that only one of the two snapshots has, in the role it holds there. */
export interface ContractChange {
  kind: 'added' | 'removed';
  place: Place;
  role: Role;
  subject?: Subject;
  contract: Ref;
  /** Added or removed pools and credit managers: the contracts that come or go with them. */
  parts?: Part[];
}

/** A role held by another address in the new snapshot (a credit manager whose facade was replaced). */
export interface Replacement {
  kind: 'replaced';
  place: Place;
  role: Role;
  subject?: Subject;
  old: Ref;
  new: Ref;
  /** Replaced pools and credit managers (new address, same name): the new one's contracts. */
  parts?: Part[];
}

/** The same address under another name. */
export interface Rename {
  kind: 'renamed';
  place: Place;
  role: Role;
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
export interface ParameterChange {
  kind: 'parameter';
  place: Place;
  parameter: ParameterId;
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
