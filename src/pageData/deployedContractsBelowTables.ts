/**
 * What issue 17 adds to the Deployed Contracts page, kept apart from the page's own view so the two can
 * move separately: the access class of each row (one character per row, indexing a short list of roles
 * with their class and reason), the "Previous versions" tables, the coverage statement, and the
 * address book as code (files per network, the Safe file, usage examples).
 *
 * The "Check it yourself" commands are not here: the browser builds them on demand from the page's
 * /addresses/{network}.json (src/browser/client/proofDialog.ts), so the page carries nothing for them.
 */
import type { SiteData } from '../domain/data/model';
import { NETWORK_IDS, type NetworkId } from '../domain/data/networks';
import { ACCESS, ACCESS_CLASS_INFO, CONTRACT_ROLES, accessDocsHref, type AccessClass, type ContractRole } from '../domain/protocol/access';
import { codeBook, libraryName, usageExamples, type UsageExamples } from './addressCode';
import type { AddressTable } from './addressBook';
import { addressBookFile, SAFE_ADDRESS_BOOK_FILE } from '../domain/data/paths';
import { coverage } from './coverage';
import { previousVersions } from './previousVersions';
import type { PageAbi } from './deployedContracts/abiRows';

export interface PageAccessRole {
  role: ContractRole;
  cls: AccessClass;
  /** One line: why this class, for this role. */
  reason: string;
}

/** A superseded address-provider entry: [key, version, address, replaced by version, replaced by address]. */
export type PreviousRow = [key: string, version: number, address: string, byVersion: number, byAddress: string];

export interface PageBelowTables {
  /** The rows' ABIs, each once: a table's `abi` string indexes it (base 36, one character per row; ./deployedContracts/abiRows.ts). */
  abis: PageAbi[];
  /** Every role, in CONTRACT_ROLES order; a table's `access` string indexes it (base 36, one character per row). */
  accessRoles: PageAccessRole[];
  /** The classes in docs order: their labels and docs sections (for the legend and every row's label). */
  accessClasses: { cls: AccessClass; label: string; href: string; meaning: string }[];
  previous: { network: NetworkId; name: string; explorer: string; rows: PreviousRow[] }[];
  coverage: { parts: { lead: string; networks: string[]; legacy?: string; v31: string }; notCovered: string[] };
  code: {
    files: { network: NetworkId; name: string; ts: string; sol: string; library: string }[];
    safe: string;
    usage: UsageExamples;
  };
}

/** One character per row of `table`: the index of its role in CONTRACT_ROLES, base 36. */
export function accessCodes(table: AddressTable): string {
  return table.rows.map((r) => CONTRACT_ROLES.indexOf(r.role).toString(36)).join('');
}

export function deployedContractsExtras(data: SiteData, siteUrl: string): PageBelowTables {
  const cover = coverage(data);
  const mainnetBook = codeBook(data.networks.mainnet);
  return {
    // Filled by the page (deployedContractsPage.ts), which gives each table's rows their ABIs.
    abis: [],
    accessRoles: CONTRACT_ROLES.map((role) => {
      const a = ACCESS[role];
      return { role, cls: a.class, reason: a.reason };
    }),
    accessClasses: Object.entries(ACCESS_CLASS_INFO).map(([cls, info]) => ({ cls: cls as AccessClass, label: info.label, href: accessDocsHref(cls as AccessClass), meaning: info.meaning })),
    previous: NETWORK_IDS.map((id) => {
      const snap = data.networks[id];
      return {
        network: id,
        name: snap.network.name,
        explorer: snap.network.explorer,
        rows: previousVersions(snap).map((p): PreviousRow => [p.key, p.version, p.address, p.replacedBy.version, p.replacedBy.address]),
      };
    }),
    coverage: { parts: cover.parts, notCovered: cover.notCovered },
    code: {
      files: NETWORK_IDS.map((id) => ({
        network: id,
        name: data.networks[id].network.name,
        ts: addressBookFile(id, 'ts'),
        sol: addressBookFile(id, 'sol'),
        library: libraryName(id),
      })),
      safe: SAFE_ADDRESS_BOOK_FILE,
      usage: usageExamples(mainnetBook, siteUrl),
    },
  };
}
