/**
 * The address book as data: the rows of the Deployed Contracts page per
 * network, in a documented, versioned JSON shape (and CSV), plus the legacy
 * Mainnet V2/V1 list. Written to /addresses/ at build time. The V3.1 books
 * (src/pageData/v31/addressExport.ts) have the same shape, extended: the
 * schema below describes both.
 */
import type { SiteData } from '../domain/data/model';
import { ADDRESS_BOOK_NETWORKS, LEGACY, NETWORK_IDS, type NetworkId } from '../domain/data/networks';
import { addressBook } from './addressBook';
import { legacyBook, legacyParts } from './legacyBook';
import { ADDRESS_SCHEMA_FILE, ACCESS_DOC, addressBookFile, SAFE_ADDRESS_BOOK_FILE } from '../domain/data/paths';
import { ACCESS, ACCESS_CLASSES, type AccessClass } from '../domain/protocol/access';
import { CONTRACT_ROLES, type ContractRole } from '../domain/protocol/roles';
import type { V31Kind, V31Part } from './v31/addressBook';
import { previousVersions } from './previousVersions';
import { coverage, type Coverage } from './coverage';
import { csvDocument } from './addressCode/csv';
import { CURATOR_PARTS, MARKET_PARTS, SUITE_PARTS, V31_KINDS } from './v31/addressBook';
import { ABI_DIR, ABI_INDEX_FILE, V31_BOOK_PREFIX } from '../domain/data/paths';
import { rowAbiText, v30RowAbi, type RowAbi } from './abiLinks';

export const SCHEMA_VERSION = 1;

/** Roles of the legacy list's rows (the V3 rows carry a contract role, src/domain/protocol/roles.ts). */
const LEGACY_ROLES = ['legacy', 'legacyAdapter'] as const;

export interface ExportRow {
  network: string;
  /** Table title as on the page ("Core Contracts", "Pool Trade USDC v3", …). */
  table: string;
  label: string;
  /** EIP-55 checksummed. */
  address: string;
  role: ContractRole | (typeof LEGACY_ROLES)[number] | V31Kind;
  /** Adapters: the contract the adapter calls. Price feeds: the token priced. */
  target?: string;
  /** May I call this? The access class (src/domain/protocol/access.ts); V3 rows, and V3.1 rows whose kind has one. */
  access?: AccessClass;
  /** The ABI of the row's contract at the row's own version, as JSON (the TypeScript module beside it ends in `.ts`). */
  abi?: string;
  /** Why a contract's row has no ABI: `no published ABI for 1` (no compiled source holds that version), `no single ABI for 3.00: its releases differ`, the version not known, an external feed. */
  noAbi?: string;
  // V3.1 rows only (the fields below are absent from V3.0 and legacy rows).
  /** The target's name: the token's symbol, the target contract's label. */
  targetLabel?: string;
  /** Price feeds: the token's reserve feed (false: its main feed). */
  reserve?: boolean;
  /** Address-provider entries: the key. */
  key?: string;
  /** The contract's version (an address-provider entry's version; 0 for a key without versions). */
  version?: number;
  /** The contract type the state gives (`POOL`, `RATE_KEEPER::TUMBLER`). */
  contractType?: string;
  /** The block of the state the row was read from (absent: from the networks file). */
  block?: number;
  /** The page and section of this site that shows the address. */
  page?: string;
  /** What the row is to its curator, market or credit suite (`acl`, `pool`, `facade`…), where one row plays it. */
  part?: V31Part;
  /** Rows with a part: the market configurator of their curator. */
  curator?: string;
  /** Rows with a part of a market or a credit suite: the market's pool. */
  market?: string;
  /** Rows with a part of a credit suite: its credit manager. */
  creditManager?: string;
}

/** One address-provider entry; `supersededBy` is the version that replaced it, when one did. */
export interface AddressProviderEntryExport {
  key: string;
  version: number;
  address: string;
  supersededBy?: number;
}

export interface AddressBookFile {
  schemaVersion: number;
  /** `3.1` for a V3.1 book; absent from V3.0 and legacy books. */
  gearboxVersion?: '3.1';
  network: string;
  networkName: string;
  chainId: number;
  explorer: string;
  block: number;
  /** Unix seconds. */
  timestamp: number;
  rows: ExportRow[];
  /** Every entry of the network's address provider, all versions (empty for the legacy list). */
  addressProviderEntries: AddressProviderEntryExport[];
}

export function exportNetwork(site: SiteData, id: NetworkId): AddressBookFile {
  const snap = site.networks[id];
  const rows: ExportRow[] = addressBook(snap).flatMap((t) =>
    t.rows.map((r) => {
      const row: ExportRow = { network: id, table: t.title, label: r.label, address: r.address, role: r.role };
      if (r.subject) row.target = r.subject;
      row.access = ACCESS[r.role].class;
      Object.assign(row, abiFields(v30RowAbi(snap, r)));
      return row;
    }),
  );
  const superseded = new Map(previousVersions(snap).map((p) => [`${p.key}:${p.version}`, p.replacedBy.version]));
  const addressProviderEntries = snap.core.addressProvider.entries.map((e): AddressProviderEntryExport => {
    const by = superseded.get(`${e.role}:${e.version}`);
    return by === undefined ? { key: e.role, version: e.version, address: e.address } : { key: e.role, version: e.version, address: e.address, supersededBy: by };
  });
  return {
    schemaVersion: SCHEMA_VERSION,
    network: id,
    networkName: snap.network.name,
    chainId: snap.network.chainId,
    explorer: snap.network.explorer,
    block: snap.block,
    timestamp: snap.timestamp,
    rows,
    addressProviderEntries,
  };
}

export function exportLegacy(site: SiteData): AddressBookFile {
  const rows: ExportRow[] = legacyParts(legacyBook(site.legacy)).flatMap((part) =>
    part.blocks.flatMap((b) =>
      b.rows.map((r) => ({ network: LEGACY.id, table: b.trail, label: r.label, address: r.address, role: b.group ? 'legacyAdapter' : 'legacy' })),
    ),
  );
  return {
    schemaVersion: SCHEMA_VERSION,
    network: LEGACY.id,
    networkName: LEGACY.name,
    chainId: LEGACY.chainId,
    explorer: LEGACY.explorer,
    block: 0,
    timestamp: 0,
    rows,
    addressProviderEntries: [],
  };
}

/** A row's ABI as the export's fields: the JSON's path, or why there is none (nothing for a row that is not a contract). */
export function abiFields(r: RowAbi | undefined): Pick<ExportRow, 'abi' | 'noAbi'> {
  if (!r) return {};
  return r.kind === 'abi' ? { abi: r.json } : { noAbi: rowAbiText(r) };
}

export const CSV_COLUMNS = ['network', 'table', 'label', 'address', 'role', 'target', 'access', 'abi'] as const;

/** The rows as CSV: RFC 4180 with CRLF, every cell through the one CSV cell (src/pageData/addressCode/csv.ts: a label that could start a formula is neutralised). */
export function toCsv(file: AddressBookFile): string {
  return csvDocument(CSV_COLUMNS, file.rows.map((r) => [r.network, r.table, r.label, r.address, r.role, r.target ?? '', r.access ?? '', r.abi ?? '']));
}

export interface AddressIndexFile {
  schemaVersion: number;
  files: { network: string; networkName: string; chainId: number; block: number; timestamp: number; json: string; csv: string; ts?: string; sol?: string; rows: number }[];
  schema: string;
  /** Every network's addresses in one CSV for the Safe{Wallet} address-book import. */
  safeAddressBook: string;
  /** What the data covers and what it does not (src/pageData/coverage.ts). */
  coverage: Coverage;
  /** Where the access classes of the rows are explained. */
  accessClasses: string;
  /** The index of the contracts' ABIs the rows link to. */
  abis: string;
}

export function allExports(site: SiteData): AddressBookFile[] {
  return [...NETWORK_IDS.map((id) => exportNetwork(site, id)), exportLegacy(site)];
}

export function exportIndex(files: AddressBookFile[], site: SiteData): AddressIndexFile {
  return {
    schemaVersion: SCHEMA_VERSION,
    schema: ADDRESS_SCHEMA_FILE,
    files: files.map((f) => ({
      network: f.network,
      networkName: f.networkName,
      chainId: f.chainId,
      block: f.block,
      timestamp: f.timestamp,
      json: addressBookFile(f.network, 'json'),
      csv: addressBookFile(f.network, 'csv'),
      ...(f.network === LEGACY.id ? {} : { ts: addressBookFile(f.network, 'ts'), sol: addressBookFile(f.network, 'sol') }),
      rows: f.rows.length,
    })),
    safeAddressBook: SAFE_ADDRESS_BOOK_FILE,
    coverage: coverage(site),
    accessClasses: ACCESS_DOC,
    abis: ABI_INDEX_FILE,
  };
}

/** JSON Schema (draft 2020-12) of an address book file. */
export const ADDRESS_BOOK_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: ADDRESS_SCHEMA_FILE,
  title: 'Gearbox for developers address book',
  description:
    'Every row of the Deployed Contracts page for one network, read from an on-chain snapshot; or, in a Gearbox V3.1 book (gearboxVersion 3.1), every address of the V3.1 pages of one network, read from the states the site holds.',
  type: 'object',
  required: ['schemaVersion', 'network', 'networkName', 'chainId', 'explorer', 'block', 'timestamp', 'rows', 'addressProviderEntries'],
  additionalProperties: false,
  properties: {
    schemaVersion: { const: SCHEMA_VERSION, description: 'Increases when a field changes meaning or is removed.' },
    gearboxVersion: { const: '3.1', description: 'Present in Gearbox V3.1 books only; a book without it is V3.0 (or the legacy list).' },
    network: {
      type: 'string',
      anyOf: [{ enum: ADDRESS_BOOK_NETWORKS.map((n) => n.id) }, { pattern: `^${V31_BOOK_PREFIX.replace('.', '\\.')}[a-z0-9-]+$`, description: `A V3.1 book: ${V31_BOOK_PREFIX} and the network's name in lower case.` }],
    },
    networkName: { type: 'string' },
    chainId: { type: 'integer', minimum: 1 },
    explorer: { type: 'string', format: 'uri', description: 'Block explorer origin; an address page is {explorer}/address/{address}.' },
    block: { type: 'integer', minimum: 0, description: 'Snapshot block (0 for the static legacy list); in a V3.1 book, the newest state\'s block (0 where the site holds no state of the network).' },
    timestamp: { type: 'integer', minimum: 0, description: 'Snapshot time, Unix seconds (0 for the static legacy list, and for a V3.1 book without a state).' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['network', 'table', 'label', 'address', 'role'],
        additionalProperties: false,
        properties: {
          network: { type: 'string' },
          table: { type: 'string', minLength: 1 },
          label: { type: 'string', minLength: 1 },
          address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', description: 'EIP-55 checksummed; compare case-insensitively.' },
          role: {
            type: 'string',
            enum: [...CONTRACT_ROLES, ...LEGACY_ROLES, ...V31_KINDS],
            description: 'What the address is: a V3.0 contract role, a legacy row, or (names starting with v31) a V3.1 kind.',
          },
          target: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', description: 'Adapters: the target contract. Price feeds: the token priced.' },
          access: {
            type: 'string',
            enum: [...ACCESS_CLASSES],
            description: `May I call this? entry = users and integrators call it directly; multicall = only the credit facade calls it, inside a credit account's multicall (adapters); read = read it, its only writes are governance's; governance = every write needs a governance role; internal = only other protocol contracts may call its state-changing functions. Explained at ${ACCESS_DOC}. Present on the V3 networks' rows, and on V3.1 rows whose kind the site has classed from its source (absent from tokens, accounts and contracts whose source it has not read).`,
          },
          abi: {
            type: 'string',
            pattern: `^${ABI_DIR}/[A-Za-z0-9_]+-[0-9.]+\\.json$`,
            description: `The ABI of the row's contract at the row's own version (its version() as the data gives it), as JSON; the same array as a TypeScript module (\`as const\`, for viem) at the same path ending in .ts. Every ABI is listed in ${ABI_INDEX_FILE}. Present only where a published package holds that contract at that version.`,
          },
          noAbi: {
            type: 'string',
            minLength: 1,
            description: "Why a contract's row has no abi: no published package holds the contract at the row's version ('no published ABI for 3.10'), the releases of that version compile to different ABIs so which one is deployed is not known ('no single ABI for 3.00: its releases differ'; /abi/index.json lists them under withheld), the data does not give its version, or the row is an external price feed. Absent from rows that are not contracts (tokens, accounts).",
          },
          targetLabel: { type: 'string', minLength: 1, description: "V3.1: the target's name (the token's symbol, the target contract's label)." },
          reserve: { type: 'boolean', description: "V3.1 price feeds: true for the token's reserve feed, false for its main feed." },
          key: { type: 'string', minLength: 1, description: "V3.1 system contracts: the address provider's key." },
          version: { type: 'integer', minimum: 0, description: "V3.1: the contract's version (310 is 3.10); an address-provider entry's version, 0 for a key without versions." },
          contractType: { type: 'string', description: 'V3.1: the contract type its state gives (POOL, RATE_KEEPER::TUMBLER, ADAPTER::UNISWAP_V3_ROUTER); empty where none is given.' },
          block: { type: 'integer', minimum: 0, description: 'V3.1: the block of the state the row was read from; absent for what the networks file gives.' },
          page: { type: 'string', pattern: '^/', description: 'V3.1: the page (and section) of this site that shows the address.' },
          part: { type: 'string', enum: [...CURATOR_PARTS, ...MARKET_PARTS, ...SUITE_PARTS], description: "V3.1: what the row is to its curator, market or credit suite (acl, pool, facade…), on the rows that play one." },
          curator: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', description: 'V3.1 rows with a part: the market configurator of the curator they belong to.' },
          market: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', description: "V3.1 rows with a part of a market or a credit suite: the market's pool." },
          creditManager: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$', description: 'V3.1 rows with a part of a credit suite: its credit manager.' },
        },
      },
    },
    addressProviderEntries: {
      type: 'array',
      description: "Every entry of the network's address provider, every version (empty for the static legacy list).",
      items: {
        type: 'object',
        required: ['key', 'version', 'address'],
        additionalProperties: false,
        properties: {
          key: { type: 'string', minLength: 1, description: 'The entry key, e.g. ACL, PRICE_ORACLE, ROUTER.' },
          version: { type: 'integer', minimum: 0 },
          address: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
          supersededBy: { type: 'integer', minimum: 0, description: 'The version that replaced this entry: the next higher version of the key with another address. Absent while the entry is current.' },
        },
      },
    },
  },
} as const;
