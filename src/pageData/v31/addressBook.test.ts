/**
 * The V3.1 address books, on the real V3.1 data: every address the V3.1 pages show is in the book of its network and
 * in the lookup; the book's rows follow the data (counts per network and per kind, derived from the states, never
 * written down); labels and pages come from the directory; roles carry their access class, and the pages' cells carry
 * the same role as the book's row.
 */
import { getAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import { addressKey, isZeroAddress } from '../../domain/data/address';
import { V31_ROLES, isV31Role, v31RoleOfType } from '../../domain/protocol/v31Roles';
import { lookupIndex } from '../addressIndex';
import type { AddrCell } from '../state/cells';
import { siteData } from '../../../tests/helpers/data';
import { bookRows, paramAddresses, v31AddressBook, v31AddressBooks, V31_KINDS, type V31Book } from './addressBook';
import { networkMarkets, newestState, v31Directory } from './directory';
import { allV31Pages, v31Pages } from './index';

const site = siteData();
const data = site.v31;
const books = v31AddressBooks(data);
const bookOf = (slug: string): V31Book => {
  const b = books.find((x) => x.network.slug === slug);
  if (!b) throw new Error(`no V3.1 book for ${slug}`);
  return b;
};

/** Every address cell of a page's data, wherever it sits (fields, tables, lists, pairs). */
function addrCells(value: unknown, out: AddrCell[] = []): AddrCell[] {
  if (Array.isArray(value)) for (const v of value) addrCells(v, out);
  else if (value && typeof value === 'object') {
    if ((value as { kind?: unknown }).kind === 'addr') out.push(value as AddrCell);
    for (const v of Object.values(value)) addrCells(v, out);
  }
  return out;
}

/** The addresses a book holds: its rows' and their subjects' (adapters' targets, the tokens feeds price). */
const held = (book: V31Book): Set<string> => new Set(bookRows(book).flatMap((r) => [addressKey(r.address), ...(r.subject ? [addressKey(r.subject)] : [])]));

describe('the V3.1 address books', () => {
  // Every page but the changes pages, which also name addresses of older states (a liquidator removed since): the book is of the current data.
  const pages = allV31Pages(v31Pages(data)).filter((p) => p.kind !== 'v31Changes');
  const index = lookupIndex(site);

  test('every address of the V3.1 pages is in the book of its network and in the lookup under that book', () => {
    let checked = 0;
    const perNetwork: Record<string, number> = {};
    for (const page of pages) {
      const slug = page.path.split('/')[2];
      // The network map shows every network's address provider: it is in every book.
      const mine = slug ? [bookOf(slug)] : books;
      const holds = mine.map(held);
      for (const cell of addrCells(page)) {
        if (isZeroAddress(cell.address)) continue;
        const key = addressKey(cell.address);
        for (const [i, book] of mine.entries()) {
          expect(holds[i]?.has(key), `${page.path}: ${cell.address} (${cell.label ?? 'no label'}) in ${book.id}`).toBe(true);
          expect(index.addresses[key]?.some((p) => p[0] === book.id), `${cell.address} in the lookup under ${book.id}`).toBe(true);
        }
        checked++;
        if (slug) perNetwork[slug] = (perNetwork[slug] ?? 0) + 1;
      }
    }
    console.log(`V3.1 page address cells checked against the books and the lookup: ${checked} (${JSON.stringify(perNetwork)})`);
    // A floor, so the walk cannot pass on nothing: about 3,500 cells (a feed the feed tree lists is a link to its row there).
    expect(checked).toBeGreaterThan(3000);
  }, 60_000);

  test('every row of every book is in the lookup, with its page', () => {
    for (const book of books) {
      for (const r of bookRows(book)) expect(index.addresses[addressKey(r.address)]?.some((p) => p[0] === book.id && p[3] === r.href), `${book.id} ${r.label}`).toBe(true);
    }
    for (const book of books) expect(index.networks).toContainEqual({ id: book.id, name: `Gearbox V3.1 on ${book.network.name}`, chainId: book.network.chainId });
  });

  test('a book per network: the address provider and every curator on each; the rest only where a state is held', () => {
    expect(books.map((b) => b.network.slug)).toEqual(data.networks.networks.map((n) => n.slug));
    const counts: Record<string, { rows: number; addresses: number }> = {};
    for (const book of books) {
      const rows = bookRows(book);
      counts[book.id] = { rows: rows.length, addresses: new Set(rows.map((r) => addressKey(r.address))).size };
      const n = book.network;
      expect(rows.filter((r) => r.kind === 'v31AddressProvider').map((r) => r.address)).toEqual([data.networks.addressProvider]);
      expect(rows.filter((r) => r.kind === 'v31MarketConfigurator').map((r) => r.address)).toEqual(n.curators.map((c) => c.configurator));
      if (!newestState(data, n)) {
        expect(rows).toHaveLength(1 + n.curators.length);
        expect(book.state).toBeUndefined();
      }
    }
    console.log(`V3.1 book rows and distinct addresses per network: ${JSON.stringify(counts)}`);
    // Every network of the networks file has a book; market state is held on Mainnet only.
    expect(books.filter((b) => b.state).map((b) => b.id)).toEqual(['v3.1-mainnet']);
  });

  test("Mainnet's rows follow its states: system contracts, markets, feeds, tokens, credit suites and adapters", () => {
    const book = bookOf('mainnet');
    const state = newestState(data, book.network);
    const markets = networkMarkets(data, book.network);
    const rows = bookRows(book);
    const kinds: Record<string, number> = {};
    for (const r of rows) kinds[r.kind] = (kinds[r.kind] ?? 0) + 1;
    console.log(`V3.1 Mainnet rows per kind: ${JSON.stringify(kinds)}`);
    const system = book.tables.find((t) => t.kind === 'system');
    expect(system?.rows.length).toBe(1 + (state?.addressProvider.entries.length ?? 0));
    expect(book.state?.block).toBe(state?.block);
    expect(book.tables.filter((t) => t.kind === 'market').map((t) => t.subject?.address)).toEqual(markets.map((m) => m.market.pool.address));
    const suites = markets.flatMap((m) => m.market.creditSuites);
    expect(book.tables.filter((t) => t.kind === 'creditSuite').map((t) => t.subject?.address)).toEqual(suites.map((s) => s.creditManager.address));
    expect(kinds.v31Adapter).toBe(suites.reduce((n, s) => n + s.adapters.length, 0));
    expect(kinds.v31Token).toBe(markets.reduce((n, m) => n + m.market.tokens.length, 0));
    for (const { market: m } of markets) {
      const feeds = book.tables.find((t) => t.kind === 'priceFeeds' && t.subject?.address === m.pool.address);
      const listed = new Set(feeds?.rows.map((r) => addressKey(r.address)));
      // Every feed of the tree, and a row per entry of the feed map with the token it prices.
      for (const f of m.priceOracle.feedTree) expect(listed.has(addressKey(f.address)), f.description).toBe(true);
      for (const e of m.priceOracle.feedMap) expect(feeds?.rows.some((r) => r.address === e.priceFeed && r.subject === e.token && r.reserve === e.reserve)).toBe(true);
    }
    // Admins and emergency liquidators of each curator whose markets are held.
    for (const { market: m } of markets) {
      for (const a of [...m.pausableAdmins, ...m.unpausableAdmins, ...m.emergencyLiquidators]) expect(rows.some((r) => r.address === a)).toBe(true);
    }
  });

  test('addresses named in parameters: rows of their own, only where no other row has the address, each with the contract that names it', () => {
    const book = bookOf('mainnet');
    const named = book.tables.find((t) => t.kind === 'parameters')?.rows ?? [];
    const others = new Set(book.tables.filter((t) => t.kind !== 'parameters').flatMap((t) => t.rows.flatMap((r) => [addressKey(r.address), ...(r.subject ? [addressKey(r.subject)] : [])])));
    expect(named.length).toBeGreaterThan(0);
    for (const r of named) {
      expect(others.has(addressKey(r.address)), r.label).toBe(false);
      expect(r.kind).toBe('v31Parameter');
    }
    // A Redstone feed's signers are among them, named after the feed.
    const redstone = networkMarkets(data, book.network)
      .flatMap((m) => m.market.priceOracle.feedTree)
      .find((f) => f.type === 'PRICE_FEED::REDSTONE');
    const signer = redstone ? paramAddresses(redstone.params).find((p) => p.name === 'signers') : undefined;
    expect(signer).toBeDefined();
    if (signer) expect(named.some((r) => r.address === signer.address && r.label.startsWith('signers of '))).toBe(true);
    console.log(`V3.1 Mainnet addresses named in parameters: ${named.length} rows, ${new Set(named.map((r) => addressKey(r.address))).size} addresses`);
  });

  test('rows: EIP-55, labelled, linked to a V3.1 page, of a known kind; each table id once', () => {
    for (const book of books) {
      expect(new Set(book.tables.map((t) => t.id)).size).toBe(book.tables.length);
      for (const r of bookRows(book)) {
        expect(getAddress(r.address)).toBe(r.address);
        if (r.subject) expect(getAddress(r.subject)).toBe(r.subject);
        expect(r.label.length, r.address).toBeGreaterThan(0);
        expect(r.href.startsWith(`/v3.1/${book.network.slug}`), r.href).toBe(true);
        expect(V31_KINDS).toContain(r.kind);
      }
    }
  });

  test("labels and pages are the directory's; roles are the type's, and the pages' cells carry the row's role", () => {
    const book = bookOf('mainnet');
    const dir = v31Directory(data, book.network);
    for (const t of book.tables) {
      if (t.kind === 'system' || t.kind === 'tokens' || t.kind === 'parameters') continue;
      for (const r of t.rows) {
        // An admin's row says whose admin it is (a curator's market configurator is its own pausable admin).
        if (r.kind === 'v31PausableAdmin' || r.kind === 'v31UnpausableAdmin' || r.kind === 'v31EmergencyLiquidator') continue;
        const e = dir.entry(r.address);
        if (!e) continue;
        expect([r.label, r.href]).toEqual([e.label, e.href ?? r.href]);
        if (e.role) expect(r.kind).toBe(e.role);
      }
    }
    const m = networkMarkets(data, book.network)[0]?.market;
    expect(m).toBeDefined();
    if (!m) return;
    expect(v31RoleOfType(m.pool.type, m.pool.version)).toBe('v31Pool');
    expect(dir.cell(m.pool.address).role).toBe('v31Pool');
    // A role's class is the one the record of V3.1 roles gives.
    for (const r of bookRows(book)) if (isV31Role(r.kind)) expect(V31_ROLES[r.kind].class).toMatch(/^(entry|multicall|read|governance|internal)$/);
    // The classes the brief names: curator governance, pool and facade entry points, adapters multicall.
    const classOf = (kind: string) => (isV31Role(kind) ? V31_ROLES[kind].class : undefined);
    expect(['v31MarketConfigurator', 'v31Acl', 'v31Pool', 'v31CreditFacade', 'v31Adapter', 'v31CreditManager', 'v31PriceOracle', 'v31MarketFactory', 'v31PriceFeedStore'].map(classOf)).toEqual([
      'governance',
      'governance',
      'entry',
      'entry',
      'multicall',
      'internal',
      'read',
      'internal',
      'read',
    ]);
  });

  test('a curator without a fee treasury of its own has the DAO treasury: no splitter role for it', () => {
    const book = bookOf('mainnet');
    const dao = newestState(data, book.network)?.addressProvider.entries.find((e) => e.key === 'TREASURY')?.address;
    expect(dao).toBeDefined();
    const treasuries = bookRows(book).filter((r) => r.kind === 'v31Treasury' || r.kind === 'v31TreasurySplitter');
    expect(treasuries.length).toBeGreaterThan(1);
    for (const r of treasuries) expect(r.kind).toBe(dao && addressKey(r.address) === addressKey(dao) ? 'v31Treasury' : 'v31TreasurySplitter');
  });

  test('the book is the same however often it is made', () => {
    expect(v31AddressBook(data, bookOf('mainnet').network)).toEqual(bookOf('mainnet'));
  });
});
