// Fetch a network's address book from Gearbox for developers and pick addresses out of it.
// Types follow the published JSON Schema (/addresses/address-book.schema.json), schemaVersion 1.

export type Hex = `0x${string}`;

export interface AddressBookRow {
  network: string;
  /** Table title as on the Deployed Contracts page, e.g. "Core Contracts" or "Pool Trade USDC v3". */
  table: string;
  label: string;
  /** EIP-55 checksummed; compare case-insensitively. */
  address: Hex;
  role: string;
  /** Adapters: the contract the adapter calls. Price feeds: the token priced. */
  target?: Hex;
}

export interface AddressBook {
  schemaVersion: 1;
  network: string;
  networkName: string;
  chainId: number;
  explorer: string;
  block: number;
  timestamp: number;
  rows: AddressBookRow[];
}

/** Downloads /addresses/{network}.json and refuses a schema version this code does not know. */
export async function fetchAddressBook(site: string, network: 'mainnet' | 'arbitrum' | 'optimism' | 'mainnet-v2-v1'): Promise<AddressBook> {
  const response = await fetch(`${site}/addresses/${network}.json`);
  if (!response.ok) throw new Error(`address book for ${network}: HTTP ${response.status}`);
  const book = (await response.json()) as AddressBook;
  if (book.schemaVersion !== 1) throw new Error(`unsupported schemaVersion ${String(book.schemaVersion)}`);
  return book;
}

/** The address of a row by its label, optionally within one table ("Credit Manager Trade USDC Tier 1"). */
export function addressOf(book: AddressBook, label: string, table?: string): Hex {
  const row = book.rows.find((r) => r.label === label && (table === undefined || r.table === table));
  if (!row) throw new Error(`no "${label}"${table ? ` in "${table}"` : ''} on ${book.network}`);
  return row.address;
}

/** Every adapter of one credit manager, keyed by the (lower-cased) contract it calls. */
export function adaptersOf(book: AddressBook, creditManager: string): Map<string, Hex> {
  const table = `Credit Manager ${creditManager}`;
  return new Map(book.rows.filter((r) => r.table === table && r.role === 'adapter' && r.target).map((r) => [r.target!.toLowerCase(), r.address]));
}

// Example:
//   const book = await fetchAddressBook('https://dev.gearbox.fi', 'arbitrum');
//   const oracle = addressOf(book, 'PriceOracleV3', 'Core Contracts');
//   const facade = addressOf(book, 'CreditFacade', 'Credit Manager Trade USDC Tier 1 Arbitrum');
