/**
 * The V3.1 address book of one network (issue 33): every address the V3.1 pages show for it, as tables of rows, each
 * with its label (from the network's directory, ./directory.ts: the one place V3.1 addresses are named), its kind (a
 * V3.1 role with its access class, src/domain/protocol/v31Roles.ts, or a kind without one: tokens, the curator's
 * admins), and the page and section that shows it.
 *
 * - Address provider and system contracts: the address provider (on every network), each key and version of the
 *   newest state's address provider.
 * - Each curator: its market configurator (on every network, from the networks file); with a market held, its ACL,
 *   contracts register and treasury, then its pausable and unpausable admins and emergency liquidators.
 * - Each market held: pool, quota keeper, interest rate model, rate keeper, price oracle, loss policy; its price feeds
 *   (every feed of the tree, with the token(s) the feed map names it for); its tokens.
 * - Each credit suite: credit manager, facade, configurator, account factory, the facade's degen NFT and bot list
 *   where the book has not listed them yet, and the adapters with their target contract.
 *
 * - Addresses named in contracts' parameters: every address a contract's decoded `serialize()` parameters name (Redstone
 *   signers, the vaults and pools feeds read…) that no row above has, once per contract naming it. These are not
 *   Gearbox contracts: the book as code (src/pageData/addressCode/v31.ts) leaves them out.
 *
 * Every address is EIP-55, as the model holds it.
 */
import type { Address } from 'viem';
import { addressKey, isZeroAddress } from '../../domain/data/address';
import { slugify, v31BookId, v31CreditSuitePath, v31CuratorPath, v31FeedAnchor, v31MarketPath, v31NetworkPath, v31PriceFeedsPath } from '../../domain/data/paths';
import { V31_ROLES, v31RoleOfKey, type V31Role } from '../../domain/protocol/v31Roles';
import type { V31Data } from '../../domain/v31/data';
import type { V31Curator, V31Network } from '../../domain/v31/networks';
import type { DecodedParams, ParamValue } from '../../domain/v31/params/decode';
import type { V31Contract, V31Market, V31State } from '../../domain/v31/states';
import { systemContractInfo } from '../../domain/v31/systemContracts';
import { SECTION } from '../state/sections';
import { curatorSlug } from './curators';
import { networkMarkets, newestState, v31Directory } from './directory';

/** Kinds of row without an access class: contracts whose source the site has not read, tokens, accounts. */
export const V31_OTHER_KINDS = {
  v31SystemContract: 'System contract',
  v31Treasury: 'Treasury',
  v31Contract: 'Contract',
  v31DegenNft: 'Degen NFT',
  v31Token: 'Token',
  v31PausableAdmin: 'Pausable admin',
  v31UnpausableAdmin: 'Unpausable admin',
  v31EmergencyLiquidator: 'Emergency liquidator',
  v31Parameter: 'Address named in parameters',
} as const;
export type V31OtherKind = keyof typeof V31_OTHER_KINDS;
/** A row's kind: a V3.1 role (with its access class) or one of the kinds without one. */
export type V31Kind = V31Role | V31OtherKind;
/** Every kind, roles first, in the order the book lists them. */
export const V31_KINDS: readonly V31Kind[] = [...(Object.keys(V31_ROLES) as V31Role[]), ...(Object.keys(V31_OTHER_KINDS) as V31OtherKind[])];

/** A kind in words ("Pool", "Emergency liquidator"). */
export const kindName = (kind: V31Kind): string => (kind in V31_ROLES ? V31_ROLES[kind as V31Role].name : V31_OTHER_KINDS[kind as V31OtherKind]);

export interface V31BookRow {
  label: string;
  /** EIP-55. */
  address: Address;
  kind: V31Kind;
  /** The page and section of this site that shows it. */
  href: string;
  /** Address-provider entries: the key. */
  key?: string;
  /** The contract's version (an address-provider entry: the entry's version, 0 for a key without versions). */
  version?: number;
  /** The contract type its state gives (`POOL`, `RATE_KEEPER::TUMBLER`). */
  contractType?: string;
  /** Price feeds: the token the feed map names the feed for. Adapters: the target contract. */
  subject?: Address;
  /** The subject's name: the token's symbol, the target's label where the directory has one. */
  subjectLabel?: string;
  /** Price feeds: the feed is the token's reserve feed (false: its main feed). */
  reserve?: boolean;
  /** The block of the state the row is read from; absent for what the networks file gives (address provider, curators). */
  block?: number;
  /** What the row is to its table's subject, where one row plays it: `pool`, `quotaKeeper`, `facade`, `acl`… */
  part?: V31Part;
  /** Rows with a part: the market configurator of the curator they belong to. */
  curator?: Address;
  /** Rows with a part of a market or a credit suite: the market's pool. */
  market?: Address;
  /** Rows with a part of a credit suite: its credit manager. */
  creditManager?: Address;
}

/** The parts of a curator, a market and a credit suite, in the book's order. */
export const CURATOR_PARTS = ['marketConfigurator', 'acl', 'contractsRegister', 'treasury'] as const;
export const MARKET_PARTS = ['pool', 'quotaKeeper', 'interestRateModel', 'rateKeeper', 'priceOracle', 'lossPolicy'] as const;
export const SUITE_PARTS = ['manager', 'facade', 'configurator', 'accountFactory', 'degenNft', 'botList'] as const;
export type V31Part = (typeof CURATOR_PARTS)[number] | (typeof MARKET_PARTS)[number] | (typeof SUITE_PARTS)[number];

export type V31TableKind = 'system' | 'curator' | 'market' | 'priceFeeds' | 'tokens' | 'creditSuite' | 'rwa' | 'parameters';

export interface V31BookTable {
  /** Unique in the book: the slug of its title (with its subject's first bytes where two titles are the same). */
  id: string;
  title: string;
  kind: V31TableKind;
  /** A curator's, market's or credit suite's name, address (market configurator, pool, credit manager) and page. */
  subject?: { name: string; address: Address; path: string };
  rows: V31BookRow[];
}

export interface V31Book {
  /** `v3.1-{network slug}`: the book's name in /addresses/ and in the lookup, never a V3.0 network's id. */
  id: string;
  network: V31Network;
  addressProvider: Address;
  /** The newest state of the network, if the site holds one. */
  state?: { block: number; timestamp: number };
  /** Every entry of the newest state's address provider. */
  entries: { key: string; version: number; address: Address }[];
  tables: V31BookTable[];
}

/** The address-typed values of decoded parameters, with the parameter's name (`signers`, `priceFeedParams.priceFeed`). */
export function paramAddresses(params: DecodedParams): { name: string; address: Address }[] {
  if (params.kind !== 'decoded') return [];
  const out: { name: string; address: Address }[] = [];
  const walk = (shape: { type: string; components?: readonly { name: string; type: string }[] }, value: ParamValue, name: string) => {
    if (shape.type.endsWith(']')) {
      if (Array.isArray(value)) for (const v of value) walk({ ...shape, type: shape.type.replace(/\[\d*\]$/, '') }, v, name);
    } else if (shape.type === 'tuple' && shape.components && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const c of shape.components) {
        const part = value[c.name];
        if (part !== undefined) walk(c, part, `${name}.${c.name}`);
      }
    } else if (shape.type === 'address' && typeof value === 'string' && !isZeroAddress(value)) {
      out.push({ name, address: value as Address });
    }
  };
  for (const p of params.params) walk(p, p.value, p.name);
  return out;
}

const curatorTitle = (c: V31Curator): string => `Curator ${c.name}${c.test ? ' (test curator)' : ''}`;

/** The V3.1 address book of `network`: the address provider and its curators on every network, the rest where a state is held. */
export function v31AddressBook(data: V31Data, network: V31Network): V31Book {
  const dir = v31Directory(data, network);
  const net = network.slug;
  const state = newestState(data, network);
  const markets = networkMarkets(data, network);
  const tables: V31BookTable[] = [];
  const seen = new Set<string>();
  const ids = new Set<string>();
  const table = (kind: V31TableKind, title: string, subject?: V31BookTable['subject']): V31BookTable => {
    // Two tables may share a title (two credit suites of a market with one name): the second id gets its subject's first bytes.
    let id = slugify(title);
    if (ids.has(id) && subject) id = `${id}-${subject.address.slice(2, 8).toLowerCase()}`;
    for (let n = 2; ids.has(id); n++) id = `${slugify(title)}-${n}`;
    ids.add(id);
    const t: V31BookTable = { id, title, kind, ...(subject ? { subject } : {}), rows: [] };
    tables.push(t);
    return t;
  };
  /** A row labelled, linked and given its role by the directory; `fallback` where the directory has none. */
  const row = (t: V31BookTable, address: Address, fallback: { kind: V31Kind; label: string; href: string }, extra: Partial<V31BookRow> = {}): V31BookRow => {
    const e = dir.entry(address);
    const r: V31BookRow = { label: extra.label ?? e?.label ?? fallback.label, address, kind: e?.role ?? fallback.kind, href: e?.href ?? fallback.href, ...extra };
    t.rows.push(r);
    seen.add(addressKey(address));
    return r;
  };
  const contract = (c: V31Contract) => ({ contractType: c.type, version: c.version });

  // The address provider and the system contracts of the newest state.
  const system = table('system', 'Address provider and system contracts');
  row(system, data.networks.addressProvider, { kind: 'v31AddressProvider', label: 'Address provider', href: v31NetworkPath(net, SECTION.v31Network.addressProvider) });
  const entries = [...(state?.addressProvider.entries ?? [])].sort((a, b) => a.key.localeCompare(b.key) || a.version - b.version);
  for (const e of entries) {
    // A key's row is named and classed by its key, as the network page's table of system contracts names it (the
    // DAO treasury is also a curator's treasury elsewhere in the directory).
    system.rows.push({
      label: systemContractInfo(e.key).name,
      address: e.address,
      kind: v31RoleOfKey(e.key, e.version) ?? 'v31SystemContract',
      href: v31NetworkPath(net, SECTION.v31Network.systemContracts),
      key: e.key,
      version: e.version,
      ...(state ? { block: state.block } : {}),
    });
    seen.add(addressKey(e.address));
  }

  // Curators: the market configurator, then (with a market held) what its markets' state says of it.
  const byCurator = new Map<string, { market: V31Market; state: V31State }[]>();
  for (const m of markets) {
    const k = addressKey(m.market.configurator);
    byCurator.set(k, [...(byCurator.get(k) ?? []), m]);
  }
  for (const c of network.curators) {
    const mine = byCurator.get(addressKey(c.configurator)) ?? [];
    const page = mine.length > 0 ? v31CuratorPath(net, curatorSlug(network, c)) : v31NetworkPath(net, SECTION.v31Network.curators);
    const t = table('curator', curatorTitle(c), { name: c.name, address: c.configurator, path: page });
    const ofCurator = { curator: c.configurator };
    row(t, c.configurator, { kind: 'v31MarketConfigurator', label: `Market configurator of ${c.name}`, href: page }, { part: 'marketConfigurator', ...ofCurator });
    const newest = [...mine].sort((a, b) => b.state.block - a.state.block)[0];
    if (!newest) continue;
    const { market: m, state: st } = newest;
    const roles = `${page}#${SECTION.v31Curator.roles}`;
    const at = { block: st.block };
    row(t, m.acl, { kind: 'v31Contract', label: `ACL of ${c.name}`, href: page }, { ...at, part: 'acl', ...ofCurator });
    row(t, m.contractsRegister, { kind: 'v31Contract', label: `Contracts register of ${c.name}`, href: page }, { ...at, part: 'contractsRegister', ...ofCurator });
    row(t, m.treasury, { kind: 'v31Treasury', label: `Treasury of ${c.name}`, href: page }, { ...at, part: 'treasury', ...ofCurator });
    const accounts: [V31OtherKind, readonly Address[]][] = [
      ['v31PausableAdmin', m.pausableAdmins],
      ['v31UnpausableAdmin', m.unpausableAdmins],
      ['v31EmergencyLiquidator', m.emergencyLiquidators],
    ];
    for (const [kind, list] of accounts) {
      for (const a of list) {
        t.rows.push({ label: `${kindName(kind)} of ${c.name}`, address: a, kind, href: roles, ...at });
        seen.add(addressKey(a));
      }
    }
  }

  // Markets: their contracts, price feeds and tokens; then their credit suites.
  for (const { market: m, state: st } of markets) {
    const at = { block: st.block };
    const name = m.pool.name;
    const marketPage = v31MarketPath(net, m.pool.address);
    const section = (s: string) => v31MarketPath(net, m.pool.address, s);
    const s = SECTION.v31Market;
    const t = table('market', `Market ${name}`, { name, address: m.pool.address, path: marketPage });
    const parts: [(typeof MARKET_PARTS)[number], V31Contract, string, string][] = [
      ['pool', m.pool, name, marketPage],
      ['quotaKeeper', m.quotaKeeper, `Quota keeper of ${name}`, section(s.quotas)],
      ['interestRateModel', m.interestRateModel, `Interest rate model of ${name}`, section(s.interestRateModel)],
      ['rateKeeper', m.rateKeeper, `Rate keeper of ${name}`, section(s.quotas)],
      ['priceOracle', m.priceOracle, `Price oracle of ${name}`, v31PriceFeedsPath(net, m.pool.address)],
      ['lossPolicy', m.lossPolicy, `Loss policy of ${name}`, section(s.lossPolicy)],
    ];
    const ofMarket = { curator: m.configurator, market: m.pool.address };
    for (const [part, c, label, href] of parts) row(t, c.address, { kind: 'v31Contract', label, href }, { ...contract(c), ...at, part, ...ofMarket });

    const feedsPage = (anchor?: string) => v31PriceFeedsPath(net, m.pool.address, anchor);
    const feeds = table('priceFeeds', `Price feeds of ${name}`, { name, address: m.pool.address, path: feedsPage() });
    const symbol = (token: Address) => m.tokens.find((x) => addressKey(x.address) === addressKey(token))?.symbol ?? dir.label(token);
    const tree = new Map(m.priceOracle.feedTree.map((f) => [addressKey(f.address), f]));
    const listed = new Set<string>();
    const feedRow = (address: Address, extra: Partial<V31BookRow>) => {
      const f = tree.get(addressKey(address));
      row(feeds, address, { kind: 'v31Contract', label: f?.description || f?.type || 'Price feed', href: f ? feedsPage(v31FeedAnchor(address)) : feedsPage(SECTION.v31PriceFeeds.feedMap) }, { ...(f ? contract(f) : {}), ...at, ...extra });
      listed.add(addressKey(address));
    };
    // The feed map's feeds first, each with the token it prices; then the feeds of the tree no token names.
    for (const e of m.priceOracle.feedMap) {
      const sym = symbol(e.token);
      feedRow(e.priceFeed, { subject: e.token, ...(sym ? { subjectLabel: sym } : {}), reserve: e.reserve });
    }
    for (const f of m.priceOracle.feedTree) if (!listed.has(addressKey(f.address))) feedRow(f.address, {});

    const tokens = table('tokens', `Tokens of ${name}`, { name, address: m.pool.address, path: section(s.tokens) });
    for (const tk of m.tokens) {
      tokens.rows.push({ label: tk.symbol, address: tk.address, kind: 'v31Token', href: section(s.tokens), ...at });
      seen.add(addressKey(tk.address));
    }

    for (const suite of m.creditSuites) {
      const cm = suite.creditManager;
      const page = v31CreditSuitePath(net, cm.address);
      const c = SECTION.v31CreditSuite;
      const sec = (anchor: string) => v31CreditSuitePath(net, cm.address, anchor);
      const ct = table('creditSuite', `Credit suite ${cm.name} (${name})`, { name: cm.name, address: cm.address, path: page });
      const ofSuite = { ...ofMarket, creditManager: cm.address };
      row(ct, cm.address, { kind: 'v31Contract', label: cm.name, href: page }, { ...contract(cm), ...at, part: 'manager', ...ofSuite });
      row(ct, suite.creditFacade.address, { kind: 'v31Contract', label: `Credit facade of ${cm.name}`, href: sec(c.creditFacade) }, { ...contract(suite.creditFacade), ...at, part: 'facade', ...ofSuite });
      row(ct, suite.creditConfigurator.address, { kind: 'v31Contract', label: `Credit configurator of ${cm.name}`, href: sec(c.creditConfigurator) }, { ...contract(suite.creditConfigurator), ...at, part: 'configurator', ...ofSuite });
      row(ct, suite.accountFactory.address, { kind: 'v31Contract', label: `Account factory of ${cm.name}`, href: sec(c.accountFactory) }, { ...contract(suite.accountFactory), ...at, part: 'accountFactory', ...ofSuite });
      // The facade's degen NFT and bot list, where no row of the book has them yet (the bot list is a system contract).
      const { degenNFT, botList } = suite.creditFacade;
      if (!isZeroAddress(degenNFT) && !seen.has(addressKey(degenNFT))) row(ct, degenNFT, { kind: 'v31DegenNft', label: `Degen NFT of ${cm.name}`, href: sec(c.creditFacade) }, { ...at, part: 'degenNft', ...ofSuite });
      if (!isZeroAddress(botList) && !seen.has(addressKey(botList))) row(ct, botList, { kind: 'v31Contract', label: `Bot list of ${cm.name}`, href: sec(c.creditFacade) }, { ...at, part: 'botList', ...ofSuite });
      for (const a of suite.adapters) {
        const target = dir.label(a.targetContract);
        row(ct, a.address, { kind: 'v31Contract', label: `${a.type.replace(/^ADAPTER::/, '')} adapter`, href: sec(c.adapters) }, { ...contract(a), ...at, subject: a.targetContract, ...(target ? { subjectLabel: target } : {}) });
      }
    }
  }

  // Real-world-asset contracts, from the newest state that holds any (as the network page shows them), with the
  // tokens a factory lists and the asset an underlying holds.
  const rwaState = data.states.filter((x) => x.chainId === network.chainId && x.rwa.length > 0).at(-1);
  if (rwaState) {
    const t = table('rwa', 'Real-world-asset contracts');
    const href = v31NetworkPath(net, SECTION.v31Network.rwa);
    for (const r of rwaState.rwa) {
      row(t, r.address, { kind: 'v31Contract', label: dir.label(r.address) ?? r.type, href }, { ...contract(r), block: rwaState.block });
      for (const tk of r.tokens ?? []) if (!seen.has(addressKey(tk.address))) row(t, tk.address, { kind: 'v31Token', label: tk.symbol, href }, { block: rwaState.block });
      if (r.asset && !seen.has(addressKey(r.asset))) row(t, r.asset, { kind: 'v31Token', label: dir.label(r.asset) ?? 'RWA asset', href }, { block: rwaState.block });
    }
  }

  // Addresses the contracts above name in their decoded parameters, where no row has them.
  const contracts = new Map<string, V31Contract>();
  for (const r of rwaState?.rwa ?? []) contracts.set(addressKey(r.address), r);
  for (const { market: m } of markets) {
    const all: V31Contract[] = [m.pool, m.quotaKeeper, m.interestRateModel, m.rateKeeper, m.priceOracle, m.lossPolicy, ...m.priceOracle.feedTree];
    for (const su of m.creditSuites) all.push(su.creditManager, su.creditFacade, su.creditConfigurator, su.accountFactory, ...su.adapters);
    for (const c of all) if (!contracts.has(addressKey(c.address))) contracts.set(addressKey(c.address), c);
  }
  const named: V31BookRow[] = [];
  const done = new Set<string>();
  const subjects = new Set(tables.flatMap((t) => t.rows.flatMap((r) => (r.subject ? [addressKey(r.subject)] : []))));
  for (const r of tables.flatMap((t) => t.rows)) {
    const c = contracts.get(addressKey(r.address));
    if (!c) continue;
    for (const p of paramAddresses(c.params)) {
      const k = `${addressKey(p.address)} ${addressKey(r.address)}`;
      if (seen.has(addressKey(p.address)) || subjects.has(addressKey(p.address)) || done.has(k)) continue;
      done.add(k);
      named.push({ label: `${p.name} of ${r.label}`, address: p.address, kind: 'v31Parameter', href: r.href, ...(r.block !== undefined ? { block: r.block } : {}) });
    }
  }
  if (named.length > 0) table('parameters', 'Addresses named in contract parameters').rows.push(...named);

  return {
    id: v31BookId(net),
    network,
    addressProvider: data.networks.addressProvider,
    ...(state ? { state: { block: state.block, timestamp: state.timestamp } } : {}),
    entries: entries.map((e) => ({ key: e.key, version: e.version, address: e.address })),
    tables,
  };
}

/** The V3.1 book of every V3.1 network, in the networks file's order (every network has its address provider). */
export function v31AddressBooks(data: V31Data): V31Book[] {
  return data.networks.networks.map((n) => v31AddressBook(data, n));
}

/** Every row of a book, table by table. */
export const bookRows = (book: V31Book): V31BookRow[] => book.tables.flatMap((t) => t.rows);
