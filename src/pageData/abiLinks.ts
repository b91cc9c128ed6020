/**
 * Which published ABI a row of an address book links to (issue 35): the ABI of the row's own contract at the row's
 * own version, from the data, or an explicit "none" saying why. Never a near version.
 *
 * - A V3.0 row (src/pageData/addressBook.ts): its contract by its role (src/domain/protocol/roles.ts), its version
 *   from the snapshot: a pool's, credit manager's, facade's and configurator's `version()`, the account factory's, a
 *   price feed's; a core contract's from its address-provider entry (a key saved with its version). The snapshot
 *   gives no version for quota keepers, gauges, interest models and adapters. A Chainlink feed is not a Gearbox
 *   contract.
 * - A V3.1 row (src/pageData/v31/addressBook.ts) or contract: its `contractType()` and `version()` from the state; an
 *   address-provider entry by its key (a system contract's key is its type) and version. Tokens, accounts and the
 *   addresses contracts name in their parameters are not contracts of the protocol: no ABI is said for them.
 */
import type { NetworkSnapshot } from '../domain/data/model';
import { sameAddress } from '../domain/data/address';
import { PRICE_FEED_TYPES } from '../domain/data/enums';
import { versionLabel } from '../domain/data/paths';
import { abiCatalog, type AbiCatalog, type PublishedAbi } from '../domain/abi/published';
import { accountFactoryFacts } from '../domain/protocol/accountFactory';
import { ROLES } from '../domain/protocol/roles';
import type { AddressRow } from './addressBook';
import { fileLink, list, text, type Cell } from './state/cells';
import type { V31BookRow, V31Kind } from './v31/addressBook';

/** A row's ABI: the published one of its contract at its version, or why there is none. */
export type RowAbi =
  | { kind: 'abi'; contract: string; version: number; json: string; ts: string }
  /** No source the site compiles holds this contract at this version. */
  | { kind: 'none'; reason: 'version'; version: number }
  /** The contract's home holds this version, but its releases of it compile to different ABIs: which one is deployed is not known. */
  | { kind: 'none'; reason: 'releases'; version: number }
  /** The data does not give the contract's version. */
  | { kind: 'none'; reason: 'unknown' }
  /** An external price feed (Chainlink and the like), not a Gearbox contract. */
  | { kind: 'none'; reason: 'external' };

const linked = (a: PublishedAbi): RowAbi => ({ kind: 'abi', contract: a.contract, version: a.version, json: a.json, ts: a.ts });
const noneFor = (version: number | undefined): RowAbi => (version === undefined || version === 0 ? { kind: 'none', reason: 'unknown' } : { kind: 'none', reason: 'version', version });

/** What a row says of its ABI, short: `ABI 3.10`, `no published ABI for 3.00`. */
export function rowAbiText(r: RowAbi): string {
  if (r.kind === 'abi') return `ABI ${versionLabel(r.version)}`;
  switch (r.reason) {
    case 'version':
      return `no published ABI for ${r.version >= 100 ? versionLabel(r.version) : `version ${r.version}`}`;
    case 'releases':
      return `no single ABI for ${versionLabel(r.version)}: its releases differ`;
    case 'unknown':
      return 'no ABI: version not known';
    case 'external':
      return 'external feed: no Gearbox ABI';
  }
}

const CHAINLINK = PRICE_FEED_TYPES.indexOf('CHAINLINK_ORACLE');

/** The contract name and version a V3.0 row's data gives; `external` for a Chainlink feed. */
function v30Identity(snapshot: NetworkSnapshot, row: AddressRow): { contract?: string; version?: number; external?: true } {
  const at = <T extends { address: string }>(list: readonly T[]): T | undefined => list.find((x) => sameAddress(x.address, row.address));
  const contract = ROLES[row.role].contract;
  switch (row.role) {
    case 'pool':
      return { contract, version: at(snapshot.pools)?.version };
    case 'creditManager':
      return { contract, version: at(snapshot.creditManagers)?.version };
    case 'creditFacade':
      return { contract, version: at(snapshot.creditManagers.map((cm) => cm.facade))?.version };
    case 'creditConfigurator':
      return { contract, version: at(snapshot.creditManagers.map((cm) => cm.configurator))?.version };
    case 'accountFactory': {
      const { version } = snapshot.core.accountFactory;
      return { contract: accountFactoryFacts(version)?.contract ?? contract, version };
    }
    case 'mainPriceFeed':
    case 'reservePriceFeed': {
      const list = row.role === 'mainPriceFeed' ? snapshot.priceOracle.main : snapshot.priceOracle.reserve;
      const feed = list.find((f) => sameAddress(f.feed.address, row.address) && (!row.subject || sameAddress(f.token, row.subject)))?.feed;
      // The snapshot names a feed by its type code, not by its contract: a Gearbox feed's version is known, its source is not compiled.
      return feed?.type === CHAINLINK ? { external: true } : { version: feed?.version };
    }
    case 'acl':
    case 'addressProvider':
    case 'contractsRegister':
    case 'botList':
    case 'gearStaking':
    case 'degenNFT':
    case 'controllerTimelock':
    case 'priceOracle': {
      // An address-provider entry saved with its version holds what the contract's version() returned (0: saved without).
      const versions = snapshot.core.addressProvider.entries.filter((e) => sameAddress(e.address, row.address) && e.version > 0).map((e) => e.version);
      return { contract, version: versions.length > 0 ? Math.max(...versions) : undefined };
    }
    case 'poolQuotaKeeper':
    case 'gauge':
    case 'interestModel':
    case 'adapter':
      return {};
  }
}

/** A V3.0 row's ABI (a row of `addressBook(snapshot)`). */
export function v30RowAbi(snapshot: NetworkSnapshot, row: AddressRow, catalog: AbiCatalog = abiCatalog()): RowAbi {
  const id = v30Identity(snapshot, row);
  if (id.external) return { kind: 'none', reason: 'external' };
  if (id.contract === undefined || id.version === undefined) return noneFor(id.version);
  const abi = catalog.byContract(id.contract, id.version);
  if (abi) return linked(abi);
  return catalog.withheldOf(id.contract, id.version) ? { kind: 'none', reason: 'releases', version: id.version } : noneFor(id.version);
}

/** The external price feeds' type in a V3.1 state: feeds of other providers (Chainlink and the like). */
export const V31_EXTERNAL_FEED = 'PRICE_FEED::EXTERNAL';

/** A V3.1 contract's ABI by the type and version its state gives. */
export function v31ContractAbi(contractType: string, version: number, catalog: AbiCatalog = abiCatalog()): RowAbi {
  if (contractType === V31_EXTERNAL_FEED) return { kind: 'none', reason: 'external' };
  const abi = contractType ? catalog.byContractType(contractType, version) : undefined;
  return abi ? linked(abi) : noneFor(version);
}

/** V3.1 kinds that are not contracts of the protocol: no ABI is said for them. */
const NOT_CONTRACTS: ReadonlySet<V31Kind> = new Set<V31Kind>(['v31Token', 'v31Treasury', 'v31PausableAdmin', 'v31UnpausableAdmin', 'v31EmergencyLiquidator', 'v31Parameter']);

/** A V3.1 row's ABI; undefined for a row that is not a contract of the protocol (a token, an account, a named address). */
export function v31RowAbi(row: V31BookRow, catalog: AbiCatalog = abiCatalog()): RowAbi | undefined {
  if (NOT_CONTRACTS.has(row.kind)) return undefined;
  if (row.contractType !== undefined) return v31ContractAbi(row.contractType, row.version ?? 0, catalog);
  // An address-provider entry: a system contract's key is its contract type.
  if (row.key !== undefined && row.version !== undefined && row.version > 0) return v31ContractAbi(row.key, row.version, catalog);
  return { kind: 'none', reason: 'unknown' };
}

/**
 * A contract's ABI as a page's cell: a link to its JSON (in a table's row; the TypeScript module is the same path
 * ending in .ts), or to both files (`both`: a contract's own section), or the words saying there is none.
 */
export function abiCell(r: RowAbi, both = false): Cell {
  if (r.kind !== 'abi') return text(rowAbiText(r));
  return both ? list([fileLink(`${rowAbiText(r)} (JSON)`, r.json), fileLink('TypeScript', r.ts)]) : fileLink(rowAbiText(r), r.json);
}
