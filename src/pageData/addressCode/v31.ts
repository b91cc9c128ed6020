/**
 * The V3.1 address books as code (issue 33), from the V3.1 book of each network (src/pageData/v31/addressBook.ts):
 * - `/addresses/v3.1-{network}.ts`: a data-only TypeScript module (chain id, the newest state's block, the address
 *   provider, the system contracts by key and version, the curators, the markets with their feeds, tokens and credit
 *   suites), every address EIP-55, keys from the naming rule of identifiers.ts;
 * - `/addresses/v3.1-{network}.sol`: a Solidity library with one constant per row of the book (solc checks every
 *   checksum);
 * - the addresses the book lists as named in contracts' parameters (signers, outside pools) are no Gearbox contracts:
 *   the code leaves them out, the JSON, CSV and Markdown have them;
 * - `/addresses/v3.1-safe-address-book.csv`: every network's addresses for the Safe{Wallet} import, one line per
 *   address and chain.
 * Names and comments go through identifiers.ts, cells through csv.ts, as the V3.0 files' do.
 */
import { explorerAddressUrl } from '../../domain/data/explorer';
import { addressKey } from '../../domain/data/address';
import { isoTime } from '../../domain/data/format';
import { V31_SAFE_ADDRESS_BOOK_FILE, v31AddressBookFile } from '../../domain/data/paths';
import { known, nth } from '../../domain/lists';
import { CURATOR_PARTS, MARKET_PARTS, SUITE_PARTS, type V31Book, type V31BookRow, type V31BookTable, type V31Kind, type V31Part } from '../v31/addressBook';
import { csvDocument } from './csv';
import { commentText, constantOf, keyOf, resolveNames, tsString } from './identifiers';
import { SAFE_HEADER, safeName } from './safe';
import type { GeneratedFile } from './index';

/** A value of the TypeScript module: an address, a text, a number (or null), a list or an object by key. */
type Node =
  | { kind: 'addr'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'num'; value: number | null }
  | { kind: 'bool'; value: boolean }
  | { kind: 'list'; items: Node[] }
  | { kind: 'obj'; entries: [string | number, Node][] };

const addr = (value: string): Node => ({ kind: 'addr', value });
const txt = (value: string): Node => ({ kind: 'text', value });
const obj = (entries: [string | number, Node][]): Node => ({ kind: 'obj', entries });

function print(node: Node, indent: string): string {
  switch (node.kind) {
    case 'addr':
      return `'${node.value}'`;
    case 'text':
      return tsString(node.value);
    case 'num':
      return node.value === null ? 'null' : String(node.value);
    case 'bool':
      return String(node.value);
    case 'list':
      return node.items.length === 0 ? '[]' : `[\n${node.items.map((i) => `${indent}  ${print(i, `${indent}  `)},`).join('\n')}\n${indent}]`;
    case 'obj':
      return node.entries.length === 0 ? '{}' : `{\n${node.entries.map(([k, v]) => `${indent}  ${k}: ${print(v, `${indent}  `)},`).join('\n')}\n${indent}}`;
  }
}

/** One constant of the Solidity library, for one row of the book (but the addresses named in parameters). */
export interface V31CodeEntry {
  kind: V31Kind;
  address: string;
  constant: string;
  /** What it is, in words (the row's label, what it prices or calls, whose it is); may hold anything a label holds. */
  description: string;
  /** The title of the book's table the row is in. */
  table: string;
}

export interface V31CodeBook {
  book: V31Book;
  /** The module's exports after chainId, block, timestamp and addressProvider. */
  groups: { name: string; doc: string; node: Node }[];
  /** One per row of the book, in the book's order, but the addresses named in parameters. */
  entries: V31CodeEntry[];
}

/** `GearboxV31Mainnet`, `GearboxV31Bnb`. */
export function v31LibraryName(slug: string): string {
  const words = slug.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `GearboxV31${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
}

/** Keys for things named `name`, unique among them (an address suffix where two share a name: identifiers.ts). */
const keysOf = (items: readonly { name: string; id: string }[]): string[] => resolveNames(items.map((i) => ({ name: keyOf(i.name, i.id), id: i.id })));
const subjectKeys = (tables: readonly V31BookTable[]): string[] => keysOf(tables.map((t) => ({ name: t.subject?.name ?? t.title, id: t.subject?.address ?? t.id })));

const byKind = (t: V31BookTable, kind: V31Kind): V31BookRow[] => t.rows.filter((r) => r.kind === kind);
/** The row playing `part` in table `t`, as a member of its object in the module. */
const member = (t: V31BookTable | undefined, part: V31Part): [string, Node][] => {
  const r = t?.rows.find((x) => x.part === part);
  return r ? [[part, addr(r.address)]] : [];
};
const listOf = (rows: readonly V31BookRow[]): Node => ({ kind: 'list', items: rows.map((r) => addr(r.address)) });

/** Words for a part or kind in a constant's name (`MARKET_CONFIGURATOR`, `QUOTA_KEEPER`). */
const constantWords = (r: V31BookRow): string => constantOf(keyOf(r.part ? r.part.replace(/([a-z])([A-Z])/g, '$1_$2') : r.kind.replace(/^v31/, '').replace(/([a-z])([A-Z])/g, '$1_$2'), r.address));

/** The code book of a V3.1 book: the module's groups and the library's constants. */
export function v31CodeBook(book: V31Book): V31CodeBook {
  const tables = book.tables;
  const curatorTables = tables.filter((t) => t.kind === 'curator');
  const marketTables = tables.filter((t) => t.kind === 'market');
  const curatorKey = new Map(curatorTables.map((t, i) => [t, nth(subjectKeys(curatorTables), i)]));
  const marketKey = new Map(marketTables.map((t, i) => [t, nth(subjectKeys(marketTables), i)]));
  // A market's own tables (feeds, tokens, credit suites) follow its market table, until the next market.
  const marketOf = new Map<V31BookTable, V31BookTable>();
  let current: V31BookTable | undefined;
  for (const t of tables) {
    if (t.kind === 'market') current = t;
    else if (current && (t.kind === 'priceFeeds' || t.kind === 'tokens' || t.kind === 'creditSuite')) marketOf.set(t, current);
  }
  const ofMarket = (m: V31BookTable, kind: V31BookTable['kind']) => tables.filter((t) => t.kind === kind && marketOf.get(t) === m);
  // Credit suites are keyed within their market (many markets have a "Tier 1").
  const suiteKey = new Map<V31BookTable, string>();
  for (const m of marketTables) {
    const mine = ofMarket(m, 'creditSuite');
    const keys = subjectKeys(mine);
    mine.forEach((t, i) => suiteKey.set(t, nth(keys, i)));
  }

  // The Solidity constants: one per row, named by its table and its part (or kind, label, subject).
  const drafts: Omit<V31CodeEntry, 'constant'>[] = [];
  const names: string[] = [];
  for (const t of tables) {
    // Addresses named in parameters are no Gearbox contracts: the data files list them, the code leaves them out.
    if (t.kind === 'parameters') continue;
    const m = t.kind === 'market' ? t : marketOf.get(t);
    const M = m ? constantOf(known(marketKey, m)) : '';
    for (const r of t.rows) {
      let constant: string;
      if (t.kind === 'system') constant = r.kind === 'v31AddressProvider' ? 'ADDRESS_PROVIDER' : `${constantOf(keyOf(r.key ?? r.label, r.address))}${r.version ? `_V${r.version}` : ''}`;
      else if (t.kind === 'curator') constant = `${constantWords(r)}_${constantOf(known(curatorKey, t))}`;
      else if (t.kind === 'market') constant = `${constantWords(r)}_${M}`;
      else if (t.kind === 'priceFeeds') constant = r.subject ? `${r.reserve ? 'RESERVE_PRICE_FEED' : 'PRICE_FEED'}_${M}__${constantOf(keyOf(r.subjectLabel ?? '', r.subject))}` : `FEED_${M}__${constantOf(keyOf(r.label, r.address))}`;
      else if (t.kind === 'tokens') constant = `TOKEN_${M}__${constantOf(keyOf(r.label, r.address))}`;
      else if (t.kind === 'rwa') constant = `RWA__${constantOf(keyOf(r.label, r.address))}`;
      else {
        const S = constantOf(known(suiteKey, t));
        constant = r.kind === 'v31Adapter' ? `ADAPTER_${M}__${S}__${constantOf(keyOf(r.subjectLabel ?? '', r.subject ?? r.address))}` : `${constantWords(r)}_${M}__${S}`;
      }
      // The row's label, what it prices or calls, and whose it is where the label does not say.
      const subject = r.subject ? ` (${r.kind === 'v31Adapter' ? 'target' : r.reserve ? 'reserve feed for' : 'feed for'} ${r.subjectLabel ?? r.subject})` : '';
      const owner = t.kind !== 'system' && t.subject && !r.label.includes(t.subject.name) ? ` in ${t.subject.name}` : '';
      drafts.push({ kind: r.kind, address: r.address, description: `${r.label}${subject}${owner}`, table: t.title });
      names.push(constant);
    }
  }
  const constants = resolveNames(drafts.map((d, i) => ({ name: nth(names, i), id: d.address })));
  const entries: V31CodeEntry[] = drafts.map((d, i) => ({ ...d, constant: nth(constants, i) }));

  // The TypeScript module's groups.
  const keyVersions = new Map<string, [number, Node][]>();
  for (const e of book.entries) keyVersions.set(e.key, [...(keyVersions.get(e.key) ?? []), [e.version, addr(e.address)]]);
  const systemKeys = keysOf([...keyVersions.keys()].map((k) => ({ name: k, id: k })));
  const systemContracts = obj([...keyVersions.values()].map((versions, i) => [nth(systemKeys, i), obj(versions)]));

  const curators = obj(
    curatorTables.map((t) => [
      known(curatorKey, t),
      obj([
        ['name', txt(t.subject?.name ?? t.title)],
        ...CURATOR_PARTS.flatMap((p) => member(t, p)),
        ['pausableAdmins', listOf(byKind(t, 'v31PausableAdmin'))],
        ['unpausableAdmins', listOf(byKind(t, 'v31UnpausableAdmin'))],
        ['emergencyLiquidators', listOf(byKind(t, 'v31EmergencyLiquidator'))],
      ]),
    ]),
  );

  const markets = obj(
    marketTables.map((m) => {
      const feedRows = ofMarket(m, 'priceFeeds').flatMap((t) => t.rows);
      const tokenRows = ofMarket(m, 'tokens').flatMap((t) => t.rows);
      const byToken = new Map<string, { token: string; label: string; main?: string; reserve?: string }>();
      for (const r of feedRows) {
        if (!r.subject) continue;
        const item = byToken.get(addressKey(r.subject)) ?? { token: r.subject, label: r.subjectLabel ?? '' };
        if (r.reserve) item.reserve = r.address;
        else item.main = r.address;
        byToken.set(addressKey(r.subject), item);
      }
      const tokenFeeds = [...byToken.values()];
      const tokenFeedKeys = keysOf(tokenFeeds.map((f) => ({ name: f.label, id: f.token })));
      const tree = feedRows.filter((r, i) => feedRows.findIndex((x) => addressKey(x.address) === addressKey(r.address)) === i);
      const treeKeys = keysOf(tree.map((r) => ({ name: r.label, id: r.address })));
      const tokenKeys = keysOf(tokenRows.map((r) => ({ name: r.label, id: r.address })));
      const suites = ofMarket(m, 'creditSuite');
      const feedNode = (f: (typeof tokenFeeds)[number]): Node =>
        obj([['token', addr(f.token)], ...(f.main ? ([['main', addr(f.main)]] as [string, Node][]) : []), ...(f.reserve ? ([['reserve', addr(f.reserve)]] as [string, Node][]) : [])]);
      const suiteNode = (s: V31BookTable): Node => {
        const adapters = byKind(s, 'v31Adapter');
        const adapterKeys = keysOf(adapters.map((a) => ({ name: a.subjectLabel ?? '', id: a.subject ?? a.address })));
        return obj([
          ['name', txt(s.subject?.name ?? s.title)],
          ...SUITE_PARTS.flatMap((p) => member(s, p)),
          ['adapters', obj(adapters.map((a, i) => [nth(adapterKeys, i), obj([['adapter', addr(a.address)], ...(a.subject ? ([['target', addr(a.subject)]] as [string, Node][]) : [])])]))],
        ]);
      };
      return [
        known(marketKey, m),
        obj([
          ['name', txt(m.subject?.name ?? m.title)],
          ...MARKET_PARTS.flatMap((p) => member(m, p)),
          ['tokens', obj(tokenRows.map((r, i) => [nth(tokenKeys, i), addr(r.address)]))],
          ['priceFeeds', obj(tokenFeeds.map((f, i) => [nth(tokenFeedKeys, i), feedNode(f)]))],
          ['feedTree', obj(tree.map((r, i) => [nth(treeKeys, i), addr(r.address)]))],
          ['creditSuites', obj(suites.map((s) => [known(suiteKey, s), suiteNode(s)]))],
        ]),
      ];
    }),
  );
  return {
    book,
    groups: [
      { name: 'systemContracts', doc: "The address provider's entries: key, then version (0: a key without versions), then address.", node: systemContracts },
      { name: 'curators', doc: 'Curators by name: the market configurator; for a curator whose markets are held, its ACL, contracts register, treasury, admins and emergency liquidators.', node: curators },
      {
        name: 'markets',
        doc: "Markets held, by name: the pool and its contracts, its tokens, its price feeds by token (main, reserve), every feed of the oracle's tree, and its credit suites with their adapters (each with its target).",
        node: markets,
      },
      ...rwaGroup(tables),
    ],
    entries,
  };
}

/** The real-world-asset contracts and their tokens, by name, where the book has any. */
function rwaGroup(tables: readonly V31BookTable[]): V31CodeBook['groups'] {
  const rows = tables.filter((t) => t.kind === 'rwa').flatMap((t) => t.rows);
  if (rows.length === 0) return [];
  const keys = keysOf(rows.map((r) => ({ name: r.label, id: r.address })));
  return [{ name: 'realWorldAssets', doc: 'Real-world-asset contracts (underlyings, factories) and the tokens they hold or list, by name.', node: obj(rows.map((r, i) => [nth(keys, i), addr(r.address)])) }];
}

const date = (unix: number) => isoTime(unix, 's');

/** Where the data is from, for the files' headers. */
function provenance(book: V31Book): string {
  return book.state
    ? `the newest state read at block ${book.state.block} (${date(book.state.timestamp)}); each market from the newest state that holds it`
    : 'the networks file only (the site holds no state of this network)';
}

/** `/addresses/v3.1-{network}.ts`. */
export function v31TypescriptModule(code: V31CodeBook): string {
  const { book } = code;
  const n = book.network;
  const lines = [
    `// Gearbox Protocol V3.1 on ${n.name} (chain ${n.chainId}): the addresses of the site's V3.1 pages, from`,
    `// ${provenance(book)}.`,
    '// Generated by Gearbox for developers; do not edit. Data only: import the groups you use.',
    '',
    `export const chainId = ${n.chainId};`,
    '/** The block of the newest state the addresses are read from (null: none is held, only the networks file). */',
    `export const block = ${book.state ? book.state.block : 'null'};`,
    '/** Unix seconds of that block. */',
    `export const timestamp = ${book.state ? book.state.timestamp : 'null'};`,
    '/** The V3.1 address provider (the same on every network). */',
    `export const addressProvider = '${book.addressProvider}';`,
  ];
  for (const g of code.groups) lines.push('', `/** ${g.doc} */`, `export const ${g.name} = ${print(g.node, '')} as const;`);
  lines.push('');
  return lines.join('\n');
}

/** `/addresses/v3.1-{network}.sol`. */
export function v31SolidityLibrary(code: V31CodeBook): string {
  const { book } = code;
  const n = book.network;
  const lines = [
    '// SPDX-License-Identifier: MIT',
    `// Gearbox Protocol V3.1 on ${n.name} (chain ${n.chainId}): the addresses of the site's V3.1 pages, from`,
    `// ${provenance(book)}.`,
    '// Generated by Gearbox for developers; do not edit.',
    'pragma solidity ^0.8.0;',
    '',
    `library ${v31LibraryName(n.slug)} {`,
    `    uint256 internal constant CHAIN_ID = ${n.chainId};`,
    ...(book.state ? [`    uint256 internal constant STATE_BLOCK = ${book.state.block};`] : []),
  ];
  const written = new Set<string>();
  let table = '';
  for (const e of code.entries) {
    if (written.has(e.constant)) continue;
    written.add(e.constant);
    if (e.table !== table) {
      table = e.table;
      lines.push('', `    // ---- ${commentText(table)} ----`);
    }
    lines.push('', `    // ${commentText(e.description)}`, `    // ${explorerAddressUrl(n.explorer, e.address)}`, `    address internal constant ${e.constant} = ${e.address};`);
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** `/addresses/v3.1-safe-address-book.csv`: one line per (chain, address), names `Gearbox V3.1 …` (as safe.ts makes them). */
export function v31SafeAddressBook(codes: readonly V31CodeBook[]): string {
  const lines: string[][] = [];
  for (const code of codes) {
    const byAddress = new Map<string, { address: string; names: string[] }>();
    for (const e of code.entries) {
      const item = byAddress.get(addressKey(e.address)) ?? { address: e.address, names: [] };
      if (!item.names.includes(e.description)) item.names.push(e.description);
      byAddress.set(addressKey(e.address), item);
    }
    for (const { address, names } of byAddress.values()) lines.push([address, safeName(`Gearbox V3.1 ${names.join('; ')}`), String(code.book.network.chainId)]);
  }
  return csvDocument(SAFE_HEADER, lines);
}

/** Every V3.1 file of the address book as code: each network's module and library, and the Safe CSV. */
export function v31AddressCodeFiles(books: readonly V31Book[]): GeneratedFile[] {
  const codes = books.map(v31CodeBook);
  return [
    ...codes.flatMap((c) => {
      const slug = c.book.network.slug;
      const ts = v31AddressBookFile(slug, 'ts');
      const sol = v31AddressBookFile(slug, 'sol');
      return [
        { name: ts.split('/').pop() ?? ts, path: ts, content: v31TypescriptModule(c) },
        { name: sol.split('/').pop() ?? sol, path: sol, content: v31SolidityLibrary(c) },
      ];
    }),
    { name: V31_SAFE_ADDRESS_BOOK_FILE.split('/').pop() ?? V31_SAFE_ADDRESS_BOOK_FILE, path: V31_SAFE_ADDRESS_BOOK_FILE, content: v31SafeAddressBook(codes) },
  ];
}
