/**
 * What changed between two Gearbox V3.1 states of one network (issue 33, part 4), in the words of the V3.0
 * comparison (src/pageData/diff/vocabulary.ts): contracts added, removed or replaced in a role, renames, and
 * parameter changes with the value in human units and as the state holds it. Pure: two linked states in, plain data
 * out. `npm run diff -- --v31 OLD NEW` prints it (Markdown or JSON); the site's V3.1 changes pages are made from it.
 *
 * What a state holds. A state is read for some curators and holds every market of those curators at its block, and
 * nothing of any other. A curator is "read" in a state when the state holds at least one market with its market
 * configurator. Only curators read in both states are compared; a curator read only in the newer state is "not held
 * before" (its markets were not read, not added), one read only in the older state "not held in the newer state"
 * (not removed). The address provider (the network's system contracts) is in every state and always compared.
 *
 * Identity: curators by market configurator, markets by pool, credit suites by credit manager (a market or suite gone
 * and one come under the same name is a replacement, as in V3.0), adapters by their target contract, a feed of the
 * oracle's map by its token and slot (main or reserve), a feed of the tree by address, a quota, rate, liquidation
 * threshold or forbidden flag by token. Order never matters.
 *
 * What is configuration, and so compared (each set by a governed call, from the contracts' source):
 * - the address provider's entries (key, version → address);
 * - a curator's ACL, contracts register and treasury, its pausable and unpausable admins and emergency liquidators;
 * - the contracts of a market (pool, quota keeper, interest rate model, rate keeper, price oracle, loss policy) and
 *   of a credit suite (manager, facade, configurator, account factory, adapters), their names, types and versions;
 * - a pool's total debt limit, withdrawal fee, pause flag and each credit manager's debt limit;
 * - each quota's rate, increase fee, limit and active flag; the rate keeper's rate per token;
 * - the price oracle's main and reserve feed per token with its staleness period; a feed's skip-check flag and the
 *   staleness periods of the feeds it reads;
 * - a credit manager's fees and liquidation discounts, its cap on enabled tokens, each collateral token's
 *   liquidation threshold; a facade's debt bounds, debt-per-block multiplier, expiry, pause flag, bot list, degen NFT
 *   and forbidden tokens;
 * - every decoded serialize() parameter (interest rate model, rate keeper, loss policy, price feeds, adapters…),
 *   except those the layout calls readings (a Redstone feed's last pushed price and its time: params/layout.ts).
 *
 * Not configuration, never compared: balances and liquidity (total supply, expected and available liquidity),
 * borrowed amounts and what is left to borrow, quoted totals, the rates and indexes that accrue or follow utilisation
 * (base interest rate, supply rate, share price, interest and quota indexes, quota revenue), price answers, and the
 * times of updates (last interest update, last quota rate update, an answer's time).
 */
import type { Address } from 'viem';
import { addressKey, isZeroAddress, sameAddress } from '../../domain/data/address';
import { DataError } from '../../domain/data/errors';
import { amountText, bpsToPercent, formatDuration, formatUtc, groupDigits, isoTime, limitText } from '../../domain/data/format';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network, V31Networks } from '../../domain/v31/networks';
import type { DecodedParam } from '../../domain/v31/params/decode';
import { newestMarkets, type V31Contract, type V31CreditSuite, type V31Market, type V31PriceFeed, type V31State } from '../../domain/v31/states';
import {
  V31_DIFF_SCHEMA_VERSION,
  type ParameterId,
  type Part,
  type Ref,
  type Subject,
  type V31Change,
  type V31CuratorCoverage,
  type V31CuratorStatus,
  type V31DiffReport,
  type V31NetworkDiff,
  type V31ParameterId,
  type V31Place,
  type V31Role,
  type V31StateRef,
  type Value,
} from '../diff/model';
import { changeLine, escapeMarkdown, snapshotAt } from '../diff/report';
import { COVERAGE_WORDS, V31_PARAMETER_NAMES, placeTitle, roleText } from '../diff/vocabulary';
import { cellText } from '../state/cells';
import { curatorOf, v31Directory, type V31Directory } from './directory';
import { valueCell } from './params';

// ——— Values in human units, with the raw value as the state holds it (as the V3.0 comparison writes them). ———
const bps = (n: number | bigint): Value => ({ text: bpsToPercent(n), raw: String(n) });
const yesNo = (b: boolean): Value => ({ text: b ? 'yes' : 'no', raw: String(b) });
const count = (n: number | bigint): Value => ({ text: groupDigits(n), raw: n.toString() });
const date = (s: number): Value => ({ text: s === 0 ? 'none' : formatUtc(s), raw: String(s) });
/** A staleness period of the oracle's map or of a feed's inputs: 0 means the age is not checked (as the market page says). */
const staleness = (s: number): Value => ({ text: s === 0 ? 'not checked' : formatDuration(s), raw: String(s) });
const typeVersion = (c: V31Contract): Value => ({ text: `${c.type || 'no type'} ${c.version}`, raw: `${c.type}@${c.version}` });

/** One state seen from the comparison: the state and the names it gives addresses. */
interface Side {
  state: V31State;
  /** The address's name in this state, if it has one. */
  name(address: Address): string | undefined;
  /** The same names as a directory, for the decoded parameters' cells. */
  dir: V31Directory;
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`;

/**
 * The two states as the comparison reads them. Each address is named as its own state names it (through the V3.1
 * directory of that state alone, so a facade replaced since keeps its old name). A token symbol that two tokens of the
 * states share (a redemption token replaced by another of the same symbol) is told apart by its address.
 */
function sides(networks: V31Networks, network: V31Network, before: V31State, after: V31State, current?: V31Directory): [Side, Side] {
  const bySymbol = new Map<string, Set<string>>();
  for (const t of [before, after].flatMap((s) => s.markets.flatMap((m) => m.tokens))) {
    bySymbol.set(t.symbol, (bySymbol.get(t.symbol) ?? new Set()).add(key(t.address)));
  }
  const side = (state: V31State): Side => {
    const data: V31Data = { networks, states: [state], markets: newestMarkets([state]) };
    const own = v31Directory(data, network);
    const name = (address: string): string | undefined => {
      const label = own.label(address);
      return label !== undefined && (bySymbol.get(label)?.size ?? 0) > 1 ? `${label} (${short(address)})` : label;
    };
    const cell = (address: string, label?: string) => {
      // Named as the state names it; linked where the site shows the address now (the current pages' own link), if
      // the lead gives the current directory: a page of an older state may not exist any more.
      const c = own.cell(address, label ?? name(address));
      if (!current) return c;
      const { href: _old, ...rest } = c;
      const now = current.cell(address).href;
      return now ? { ...rest, href: now } : rest;
    };
    const dir: V31Directory = { network, label: name, cell, forMarket: () => dir, entry: (address) => own.entry(address) };
    return { state, name, dir };
  };
  return [side(before), side(after)];
}

const refIn = (s: Side, address: Address): Ref => {
  const label = s.name(address);
  return label ? { address, label } : { address };
};

const tokenSubject = (s: Side, token: Address): Subject => ({ label: s.name(token) ?? token, address: token });

/** An adapter by what it is and what it calls: "UNISWAP_V3_ROUTER, target 0xE592…1564" (or the target's name). */
function adapterSubject(s: Side, a: V31Contract & { targetContract: Address }): Subject {
  const target = s.name(a.targetContract) ?? short(a.targetContract);
  return { label: `${a.type.replace(/^ADAPTER::/, '')}, target ${target}`, address: a.targetContract };
}

/** Two lists keyed by address (or any key): what is only in the new, only in the old, and in both. */
function match<T>(olds: readonly T[], news: readonly T[], key: (t: T) => string): { added: T[]; removed: T[]; both: [T, T][] } {
  const o = new Map(olds.map((t) => [key(t), t] as const));
  const n = new Map(news.map((t) => [key(t), t] as const));
  return {
    added: news.filter((t) => !o.has(key(t))),
    removed: olds.filter((t) => !n.has(key(t))),
    both: news.flatMap((t): [T, T][] => {
      const old = o.get(key(t));
      return old === undefined ? [] : [[old, t]];
    }),
  };
}

/** Added and removed things that share a name: one-to-one replacements (as V3.0 pairs pools and credit managers). */
function pairByName<T>(added: T[], removed: T[], name: (t: T) => string): { added: T[]; removed: T[]; replaced: [T, T][] } {
  const gone = [...removed];
  const come: T[] = [];
  const replaced: [T, T][] = [];
  for (const n of added) {
    const i = gone.findIndex((o) => name(o) === name(n));
    if (i < 0) come.push(n);
    else replaced.push([gone.splice(i, 1)[0] as T, n]);
  }
  return { added: come, removed: gone, replaced };
}

const key = (a: string) => addressKey(a);

/** The comparison's output, change by change, in the order places are visited. */
class Changes {
  readonly list: V31Change[] = [];

  add(change: V31Change): void {
    this.list.push(change);
  }

  param(place: V31Place, parameter: V31ParameterId, old: Value | null, now: Value | null, subject?: Subject, name?: string): void {
    if (old?.raw === now?.raw) return;
    this.list.push({ kind: 'parameter', place, parameter, name: name ?? V31_PARAMETER_NAMES[parameter], ...(subject ? { subject } : {}), old, new: now });
  }

  /** A role held by another address (or come, or gone, when one side is the zero address). */
  role(place: V31Place, role: V31Role, o: Side, n: Side, oldAddress: Address, newAddress: Address, subject?: Subject): void {
    if (sameAddress(oldAddress, newAddress)) return;
    const extra = subject ? { subject } : {};
    if (isZeroAddress(oldAddress)) this.add({ kind: 'added', place, role, ...extra, contract: refIn(n, newAddress) });
    else if (isZeroAddress(newAddress)) this.add({ kind: 'removed', place, role, ...extra, contract: refIn(o, oldAddress) });
    else this.add({ kind: 'replaced', place, role, ...extra, old: refIn(o, oldAddress), new: refIn(n, newAddress) });
  }

  /** Addresses in a role (admins, liquidators): those come and gone. */
  members(place: V31Place, role: V31Role, o: Side, n: Side, olds: readonly Address[], news: readonly Address[]): void {
    const d = match(olds, news, key);
    for (const a of d.added) this.add({ kind: 'added', place, role, contract: refIn(n, a) });
    for (const a of d.removed) this.add({ kind: 'removed', place, role, contract: refIn(o, a) });
  }

  /** The same contract under another type or version (an upgraded proxy). */
  version(place: V31Place, subject: Subject, o: V31Contract, n: V31Contract): void {
    this.param(place, 'contractVersion', typeVersion(o), typeVersion(n), subject);
  }

  /**
   * A contract's decoded serialize() parameters, one by one, except `skip` (compared elsewhere or identity) and the
   * layout's readings. A list is compared item by item (an item gone is "→ not set", one come "not set →"). Bytes the
   * site cannot decode are compared as they are.
   */
  serialized(place: V31Place, subject: Subject, o: Side, n: Side, oc: V31Contract, nc: V31Contract, skip: readonly string[] = []): void {
    const od = oc.params;
    const nd = nc.params;
    if (od.kind !== 'decoded' || nd.kind !== 'decoded') {
      const raw = (c: V31Contract): Value | null => (c.params.kind === 'none' ? null : { text: c.serializedParams, raw: c.serializedParams.toLowerCase() });
      this.param(place, 'serialized', raw(oc), raw(nc), subject, 'serialized parameters (not decoded)');
      return;
    }
    const ignored = new Set([...skip, ...(od.layout.readings ?? []), ...(nd.layout.readings ?? [])]);
    const names = [...new Set([...nd.params, ...od.params].map((p) => p.name))].filter((x) => !ignored.has(x));
    const text = (s: Side, shape: DecodedParam | Omit<DecodedParam, 'value' | 'name'>, value: DecodedParam['value']): Value => {
      const t = cellText(valueCell(shape, value, s.dir));
      return { text: t || '(empty)', raw: JSON.stringify(value) };
    };
    for (const name of names) {
      const op = od.params.find((p) => p.name === name);
      const np = nd.params.find((p) => p.name === name);
      const list = (op ?? np)?.type.endsWith(']') === true && Array.isArray(op?.value ?? []) && Array.isArray(np?.value ?? []);
      if (!list || !op || !np) {
        this.param(place, 'serialized', op ? text(o, op, op.value) : null, np ? text(n, np, np.value) : null, subject, name);
        continue;
      }
      const items = (p: DecodedParam, s: Side) => {
        const inner = { ...p, type: p.type.replace(/\[\d*\]$/, '') };
        return (Array.isArray(p.value) ? p.value : []).map((v) => text(s, inner, v));
      };
      const d = match(items(op, o), items(np, n), (v) => v.raw);
      for (const v of d.removed) this.param(place, 'serialized', v, null, subject, name);
      for (const v of d.added) this.param(place, 'serialized', null, v, subject, name);
    }
  }
}

/** The markets of a curator in a state. */
const marketsOf = (state: V31State, configurator: Address): V31Market[] => state.markets.filter((m) => sameAddress(m.configurator, configurator));

/** The curators a state was read for, by configurator, in the order the state lists its markets. */
const curatorsIn = (state: V31State): Address[] => [...new Map(state.markets.map((m) => [key(m.configurator), m.configurator])).values()];

/** The contracts of a market other than its pool, with their roles: what comes or goes with it. */
function marketParts(s: Side, m: V31Market): Part<V31Role>[] {
  const part = (role: V31Role, address: Address): Part<V31Role> => ({ role, contract: refIn(s, address) });
  return [
    part('poolQuotaKeeper', m.quotaKeeper.address),
    part('interestModel', m.interestRateModel.address),
    part('rateKeeper', m.rateKeeper.address),
    part('priceOracle', m.priceOracle.address),
    part('lossPolicy', m.lossPolicy.address),
    ...m.creditSuites.map((c) => part('creditManager', c.creditManager.address)),
  ];
}

/** The contracts of a credit suite other than its manager: what comes or goes with it. */
function suiteParts(s: Side, c: V31CreditSuite): Part<V31Role>[] {
  return [
    { role: 'creditFacade', contract: refIn(s, c.creditFacade.address) },
    { role: 'creditConfigurator', contract: refIn(s, c.creditConfigurator.address) },
    { role: 'accountFactory', contract: refIn(s, c.accountFactory.address) },
    ...c.adapters.map((a): Part<V31Role> => ({ role: 'adapter', subject: adapterSubject(s, a), contract: refIn(s, a.address) })),
  ];
}

const marketPlace = (m: V31Market): V31Place => ({ type: 'market', address: m.pool.address, name: m.pool.name });
const suitePlace = (m: V31Market, c: V31CreditSuite): V31Place => ({ type: 'creditSuite', address: c.creditManager.address, name: c.creditManager.name, market: m.pool.name });

/** The interest rate model's parameters under the names V3.0 compares them by (IRM::LINEAR's serialize()). */
const LINEAR_IRM: Readonly<Record<string, ParameterId>> = {
  U_1: 'interestModel.U1',
  U_2: 'interestModel.U2',
  R_base: 'interestModel.Rbase',
  R_slope1: 'interestModel.Rslope1',
  R_slope2: 'interestModel.Rslope2',
  R_slope3: 'interestModel.Rslope3',
  isBorrowingMoreU2Forbidden: 'interestModel.isBorrowingMoreU2Forbidden',
};

function interestRateModel(out: Changes, place: V31Place, o: Side, n: Side, oc: V31Contract, nc: V31Contract): void {
  const subject: Subject = { label: roleText('interestModel'), address: nc.address };
  const od = oc.params;
  const nd = nc.params;
  if (oc.type === 'IRM::LINEAR' && nc.type === 'IRM::LINEAR' && od.kind === 'decoded' && nd.kind === 'decoded') {
    const value = (p: DecodedParam | undefined): Value | null => (p === undefined ? null : typeof p.value === 'boolean' ? yesNo(p.value) : typeof p.value === 'string' ? bps(BigInt(p.value)) : null);
    for (const [name, id] of Object.entries(LINEAR_IRM)) out.param(place, id, value(od.params.find((p) => p.name === name)), value(nd.params.find((p) => p.name === name)));
    out.serialized(place, subject, o, n, oc, nc, Object.keys(LINEAR_IRM));
    return;
  }
  out.serialized(place, subject, o, n, oc, nc);
}

function market(out: Changes, o: Side, n: Side, om: V31Market, nm: V31Market): void {
  const place = marketPlace(nm);
  if (om.pool.name !== nm.pool.name) out.add({ kind: 'renamed', place, role: 'pool', address: nm.pool.address, old: om.pool.name, new: nm.pool.name });
  out.version(place, { label: roleText('pool'), address: nm.pool.address }, om.pool, nm.pool);

  // The market's other contracts: another address in the role, else the same contract's version and parameters.
  const contracts: { role: V31Role; of: (m: V31Market) => V31Contract }[] = [
    { role: 'poolQuotaKeeper', of: (m) => m.quotaKeeper },
    { role: 'interestModel', of: (m) => m.interestRateModel },
    { role: 'rateKeeper', of: (m) => m.rateKeeper },
    { role: 'priceOracle', of: (m) => m.priceOracle },
    { role: 'lossPolicy', of: (m) => m.lossPolicy },
  ];
  for (const { role, of } of contracts) {
    const [oc, nc] = [of(om), of(nm)];
    out.role(place, role, o, n, oc.address, nc.address);
    const subject: Subject = { label: roleText(role), address: nc.address };
    if (sameAddress(oc.address, nc.address)) out.version(place, subject, oc, nc);
    // A new contract in the role is compared with the old one when it is of the same type: what the replacement changed.
    if (!sameAddress(oc.address, nc.address) && oc.type !== nc.type) continue;
    if (role === 'interestModel') interestRateModel(out, place, o, n, oc, nc);
    // The Tumbler's tokens and rates are its per-token rates, compared below as the rate keeper's rates.
    else out.serialized(place, subject, o, n, oc, nc, nc.type === 'RATE_KEEPER::TUMBLER' ? ['tokens', 'rates'] : []);
  }

  const underlying = (s: Side, m: V31Market) => ({ symbol: s.name(m.pool.underlying) ?? m.pool.symbol, decimals: m.pool.decimals });
  const [ou, nu] = [underlying(o, om), underlying(n, nm)];
  const limit = (u: { symbol: string; decimals: number }) => (v: bigint): Value => ({ text: limitText(v, u), raw: v.toString() });
  out.param(place, 'totalDebtLimit', limit(ou)(om.pool.totalDebtLimit), limit(nu)(nm.pool.totalDebtLimit));
  out.param(place, 'withdrawFee', bps(om.pool.withdrawFee), bps(nm.pool.withdrawFee));
  out.param(place, 'isPaused', yesNo(om.pool.isPaused), yesNo(nm.pool.isPaused));

  // Per token: the quota keeper's quotas (rate, increase fee, limit, active) and the rate keeper's rates.
  const perToken = <T extends { token: Address }>(olds: readonly T[], news: readonly T[]) => {
    const d = match(olds, news, (t) => key(t.token));
    return [...d.both.map(([a, b]) => ({ token: b.token, old: a as T | null, new: b as T | null })), ...d.added.map((b) => ({ token: b.token, old: null, new: b })), ...d.removed.map((a) => ({ token: a.token, old: a, new: null }))];
  };
  const tokenOf = (token: Address) => tokenSubject(n.name(token) ? n : o, token);
  for (const q of perToken(om.quotaKeeper.quotas, nm.quotaKeeper.quotas)) {
    const subject = tokenOf(q.token);
    out.param(place, 'quota.rate', q.old && bps(q.old.rate), q.new && bps(q.new.rate), subject);
    out.param(place, 'quota.quotaIncreaseFee', q.old && bps(q.old.quotaIncreaseFee), q.new && bps(q.new.quotaIncreaseFee), subject);
    out.param(place, 'quota.limit', q.old && limit(ou)(q.old.limit), q.new && limit(nu)(q.new.limit), subject);
    out.param(place, 'quota.isActive', q.old && yesNo(q.old.isActive), q.new && yesNo(q.new.isActive), subject);
  }
  for (const r of perToken(om.rateKeeper.rates, nm.rateKeeper.rates)) out.param(place, 'rateKeeperRate', r.old && bps(r.old.rate), r.new && bps(r.new.rate), tokenOf(r.token));
}

/** Each credit manager's debt limit in the pool; a replaced manager's limit is compared with its successor's. */
function debtLimits(out: Changes, o: Side, n: Side, om: V31Market, nm: V31Market, successors: Map<string, Address>): void {
  const place = marketPlace(nm);
  const limit = (s: Side, m: V31Market) => (v: bigint): Value => ({ text: limitText(v, { symbol: s.name(m.pool.underlying) ?? m.pool.symbol, decimals: m.pool.decimals }), raw: v.toString() });
  const olds = om.pool.debtParams.map((d) => ({ ...d, creditManager: successors.get(key(d.creditManager)) ?? d.creditManager }));
  // A manager that came or went is told once, as that; its limit comes and goes with it.
  for (const [a, b] of match(olds, nm.pool.debtParams, (d) => key(d.creditManager)).both) {
    out.param(place, 'creditManagerDebtLimit', limit(o, om)(a.limit), limit(n, nm)(b.limit), { label: n.name(b.creditManager) ?? b.creditManager, address: b.creditManager });
  }
}

/** The oracle's feed per token and slot, and the feeds of its tree. */
function feeds(out: Changes, o: Side, n: Side, om: V31Market, nm: V31Market): void {
  const place: V31Place = { type: 'marketFeeds', address: nm.pool.address, name: nm.pool.name };
  const slot = (e: { token: Address; reserve: boolean }) => `${key(e.token)}|${e.reserve}`;
  const tree = (m: V31Market) => new Map(m.priceOracle.feedTree.map((f) => [key(f.address), f]));
  const [ot, nt] = [tree(om), tree(nm)];
  const typeOf = (t: Map<string, V31PriceFeed>, a: Address): Value => {
    const type = t.get(key(a))?.type;
    return { text: type || 'not in the feed tree', raw: type ?? '' };
  };
  const d = match(om.priceOracle.feedMap, nm.priceOracle.feedMap, slot);
  for (const e of d.added) out.add({ kind: 'added', place, role: e.reserve ? 'reservePriceFeed' : 'mainPriceFeed', subject: tokenSubject(n, e.token), contract: refIn(n, e.priceFeed) });
  for (const e of d.removed) out.add({ kind: 'removed', place, role: e.reserve ? 'reservePriceFeed' : 'mainPriceFeed', subject: tokenSubject(o, e.token), contract: refIn(o, e.priceFeed) });
  for (const [a, b] of d.both) {
    const role: V31Role = b.reserve ? 'reservePriceFeed' : 'mainPriceFeed';
    const subject = tokenSubject(n, b.token);
    out.role(place, role, o, n, a.priceFeed, b.priceFeed, subject);
    out.param(place, b.reserve ? 'reserveFeed.type' : 'mainFeed.type', typeOf(ot, a.priceFeed), typeOf(nt, b.priceFeed), subject);
    out.param(place, b.reserve ? 'reserveFeed.staleness' : 'mainFeed.staleness', staleness(a.stalenessPeriod), staleness(b.stalenessPeriod), subject);
  }

  const t = match(om.priceOracle.feedTree, nm.priceOracle.feedTree, (f) => key(f.address));
  for (const f of t.added) out.add({ kind: 'added', place, role: 'priceFeed', contract: refIn(n, f.address) });
  for (const f of t.removed) out.add({ kind: 'removed', place, role: 'priceFeed', contract: refIn(o, f.address) });
  for (const [a, b] of t.both) {
    const subject: Subject = { label: roleText('priceFeed', { label: n.name(b.address) ?? b.description }), address: b.address };
    out.version(place, subject, a, b);
    out.param(place, 'feed.skipCheck', yesNo(a.skipCheck), yesNo(b.skipCheck), subject);
    const u = match(a.underlyingFeeds, b.underlyingFeeds, (x) => key(x.address));
    for (const x of u.added) out.param(place, 'feed.underlyingStaleness', null, staleness(x.stalenessPeriod), { label: `${subject.label} reading ${n.name(x.address) ?? x.address}`, address: x.address });
    for (const x of u.removed) out.param(place, 'feed.underlyingStaleness', staleness(x.stalenessPeriod), null, { label: `${subject.label} reading ${o.name(x.address) ?? x.address}`, address: x.address });
    for (const [x, y] of u.both) out.param(place, 'feed.underlyingStaleness', staleness(x.stalenessPeriod), staleness(y.stalenessPeriod), { label: `${subject.label} reading ${n.name(y.address) ?? y.address}`, address: y.address });
    out.serialized(place, subject, o, n, a, b);
  }
}

/** The tokens a facade forbids: the collateral tokens whose bit is set in its mask (bit i is the manager's token i). */
const forbidden = (c: V31CreditSuite): Set<string> => new Set(c.creditManager.collateralTokens.filter((_, i) => (c.creditFacade.forbiddenTokensMask >> BigInt(i)) & 1n).map((t) => key(t.token)));

function suite(out: Changes, o: Side, n: Side, om: V31Market, nm: V31Market, oc: V31CreditSuite, nc: V31CreditSuite): void {
  const place = suitePlace(nm, nc);
  const [ocm, ncm] = [oc.creditManager, nc.creditManager];
  if (ocm.name !== ncm.name) out.add({ kind: 'renamed', place, role: 'creditManager', address: ncm.address, old: ocm.name, new: ncm.name });
  out.version(place, { label: roleText('creditManager'), address: ncm.address }, ocm, ncm);
  const parts: { role: V31Role; of: (c: V31CreditSuite) => V31Contract }[] = [
    { role: 'creditFacade', of: (c) => c.creditFacade },
    { role: 'creditConfigurator', of: (c) => c.creditConfigurator },
    { role: 'accountFactory', of: (c) => c.accountFactory },
  ];
  for (const { role, of } of parts) {
    const [a, b] = [of(oc), of(nc)];
    out.role(place, role, o, n, a.address, b.address);
    if (sameAddress(a.address, b.address)) out.version(place, { label: roleText(role), address: b.address }, a, b);
  }
  const [of, nf] = [oc.creditFacade, nc.creditFacade];
  out.role(place, 'botList', o, n, of.botList, nf.botList);
  out.role(place, 'degenNFT', o, n, of.degenNFT, nf.degenNFT);

  const amount = (s: Side, m: V31Market) => (v: bigint): Value => ({ text: amountText(v, { symbol: s.name(m.pool.underlying) ?? m.pool.symbol, decimals: m.pool.decimals }), raw: v.toString() });
  out.param(place, 'facade.minDebt', amount(o, om)(of.minDebt), amount(n, nm)(nf.minDebt));
  out.param(place, 'facade.maxDebt', amount(o, om)(of.maxDebt), amount(n, nm)(nf.maxDebt));
  out.param(place, 'facade.maxDebtPerBlockMultiplier', count(of.maxDebtPerBlockMultiplier), count(nf.maxDebtPerBlockMultiplier));
  out.param(place, 'facade.isPaused', yesNo(of.isPaused), yesNo(nf.isPaused));
  out.param(place, 'facade.expirable', yesNo(of.expirable), yesNo(nf.expirable));
  out.param(place, 'facade.expirationDate', date(of.expirationDate), date(nf.expirationDate));
  for (const k of ['feeInterest', 'feeLiquidation', 'liquidationDiscount', 'feeLiquidationExpired', 'liquidationDiscountExpired'] as const) out.param(place, k, bps(ocm[k]), bps(ncm[k]));
  out.param(place, 'maxEnabledTokens', count(ocm.maxEnabledTokens), count(ncm.maxEnabledTokens));

  const tokenOf = (token: Address) => tokenSubject(n.name(token) ? n : o, token);
  const [oForbidden, nForbidden] = [forbidden(oc), forbidden(nc)];
  const ct = match(ocm.collateralTokens, ncm.collateralTokens, (t) => key(t.token));
  const collateral = [...ct.both, ...ct.added.map((b) => [null, b] as const), ...ct.removed.map((a) => [a, null] as const)];
  for (const [a, b] of collateral) {
    const token = (b ?? a)?.token;
    if (!token) continue;
    out.param(place, 'liquidationThreshold', a && bps(a.liquidationThreshold), b && bps(b.liquidationThreshold), tokenOf(token));
    // A token that comes or goes allowed says nothing more than its threshold; one forbidden on either side is told.
    const was = a && yesNo(oForbidden.has(key(token)));
    const is = b && yesNo(nForbidden.has(key(token)));
    if ((a && b) || was?.raw === 'true' || is?.raw === 'true') out.param(place, 'forbiddenToken', was, is, tokenOf(token));
  }

  // Adapters by target: come, gone, or another adapter for the same target.
  const ad = match(oc.adapters, nc.adapters, (a) => key(a.targetContract));
  for (const a of ad.added) out.add({ kind: 'added', place, role: 'adapter', subject: adapterSubject(n, a), contract: refIn(n, a.address) });
  for (const a of ad.removed) out.add({ kind: 'removed', place, role: 'adapter', subject: adapterSubject(o, a), contract: refIn(o, a.address) });
  for (const [a, b] of ad.both) {
    const subject = adapterSubject(n, b);
    out.role(place, 'adapter', o, n, a.address, b.address, subject);
    const about: Subject = { label: roleText('adapter', subject), address: b.address };
    if (sameAddress(a.address, b.address)) out.version(place, about, a, b);
    // Its credit manager and target are what identify it; a new adapter of the same type is compared with the old one.
    if (sameAddress(a.address, b.address) || a.type === b.type) out.serialized(place, about, o, n, a, b, ['creditManager', 'targetContract']);
  }
}

/** A curator read in both states: its roles and admins, its markets come, gone or replaced, and each market held in both. */
function curator(out: Changes, network: V31Network, o: Side, n: Side, configurator: Address): void {
  const c = curatorOf(network, configurator);
  const place: V31Place = { type: 'curator', address: configurator, name: c.name };
  const [olds, news] = [marketsOf(o.state, configurator), marketsOf(n.state, configurator)];
  // The curator's contracts and roles are the same in each of its markets (they come from its configurator): the first says them.
  const [of, nf] = [olds[0], news[0]];
  if (of && nf) {
    out.role(place, 'acl', o, n, of.acl, nf.acl);
    out.role(place, 'contractsRegister', o, n, of.contractsRegister, nf.contractsRegister);
    out.role(place, 'treasury', o, n, of.treasury, nf.treasury);
    out.members(place, 'pausableAdmin', o, n, of.pausableAdmins, nf.pausableAdmins);
    out.members(place, 'unpausableAdmin', o, n, of.unpausableAdmins, nf.unpausableAdmins);
    out.members(place, 'emergencyLiquidator', o, n, of.emergencyLiquidators, nf.emergencyLiquidators);
  }

  const m = match(olds, news, (x) => key(x.pool.address));
  const r = pairByName(m.added, m.removed, (x) => x.pool.name);
  const addSuites = (s: Side, x: V31Market, kind: 'added' | 'removed') => {
    for (const cs of x.creditSuites) out.add({ kind, place: suitePlace(x, cs), role: 'creditManager', contract: refIn(s, cs.creditManager.address), parts: suiteParts(s, cs) });
  };
  for (const x of r.added) {
    out.add({ kind: 'added', place: marketPlace(x), role: 'pool', contract: refIn(n, x.pool.address), parts: marketParts(n, x) });
    addSuites(n, x, 'added');
  }
  for (const [a, b] of r.replaced) {
    out.add({ kind: 'replaced', place: marketPlace(b), role: 'pool', old: refIn(o, a.pool.address), new: refIn(n, b.pool.address), parts: marketParts(n, b) });
    addSuites(o, a, 'removed');
    addSuites(n, b, 'added');
  }
  for (const [a, b] of m.both) {
    market(out, o, n, a, b);
    const s = match(a.creditSuites, b.creditSuites, (x) => key(x.creditManager.address));
    const sr = pairByName(s.added, s.removed, (x) => x.creditManager.name);
    const successors = new Map(sr.replaced.map(([x, y]) => [key(x.creditManager.address), y.creditManager.address] as const));
    debtLimits(out, o, n, a, b, successors);
    feeds(out, o, n, a, b);
    for (const x of sr.added) out.add({ kind: 'added', place: suitePlace(b, x), role: 'creditManager', contract: refIn(n, x.creditManager.address), parts: suiteParts(n, x) });
    for (const [x, y] of sr.replaced) out.add({ kind: 'replaced', place: suitePlace(b, y), role: 'creditManager', old: refIn(o, x.creditManager.address), new: refIn(n, y.creditManager.address), parts: suiteParts(n, y) });
    for (const [x, y] of s.both) suite(out, o, n, a, b, x, y);
    for (const x of sr.removed) out.add({ kind: 'removed', place: suitePlace(a, x), role: 'creditManager', contract: refIn(o, x.creditManager.address), parts: suiteParts(o, x) });
  }
  for (const x of r.removed) {
    out.add({ kind: 'removed', place: marketPlace(x), role: 'pool', contract: refIn(o, x.pool.address), parts: marketParts(o, x) });
    addSuites(o, x, 'removed');
  }
}

/** The address provider's entries: a key and version come, gone, or pointing elsewhere. */
function system(out: Changes, o: Side, n: Side): void {
  const place: V31Place = { type: 'system' };
  const id = (e: { key: string; version: number }) => `${e.key}@${e.version}`;
  const subject = (e: { key: string; version: number }): Subject => ({ label: `${e.key} version ${e.version}`, id: id(e) });
  const d = match(o.state.addressProvider.entries, n.state.addressProvider.entries, id);
  for (const e of d.added) out.add({ kind: 'added', place, role: 'addressProviderEntry', subject: subject(e), contract: refIn(n, e.address) });
  for (const [a, b] of d.both) out.role(place, 'addressProviderEntry', o, n, a.address, b.address, subject(b));
  for (const e of d.removed) out.add({ kind: 'removed', place, role: 'addressProviderEntry', subject: subject(e), contract: refIn(o, e.address) });
}

/** A state file's name, without its folder. */
const fileName = (s: V31State): string => s.file.split(/[\\/]/).at(-1) ?? s.file;

const stateRef = (s: V31State): V31StateRef => ({ file: fileName(s), block: s.block, timestamp: s.timestamp, time: isoTime(s.timestamp) });

/** Which curators each state was read for: compared when both were, else which state holds them. */
function coverage(network: V31Network, o: Side, n: Side): V31CuratorCoverage[] {
  const [olds, news] = [curatorsIn(o.state), curatorsIn(n.state)];
  const entry = (s: Side, configurator: Address, status: V31CuratorStatus): V31CuratorCoverage => {
    const c = curatorOf(network, configurator);
    return { curator: { address: configurator, label: c.name }, name: c.name, status, markets: marketsOf(s.state, configurator).map((m) => refIn(s, m.pool.address)) };
  };
  return [
    ...news.map((c) => entry(n, c, olds.some((x) => sameAddress(x, c)) ? 'compared' : 'notHeldBefore')),
    ...olds.filter((c) => !news.some((x) => sameAddress(x, c))).map((c) => entry(o, c, 'notHeldAfter')),
  ];
}

/**
 * Compares two states of one network, the older first. Stops with a DataError when they are of different networks,
 * or when the second is older than the first.
 */
/** `current`: the site's directory of the network, to link each address to where the site shows it now. */
export function diffV31States(networks: V31Networks, before: V31State, after: V31State, current?: V31Directory): V31NetworkDiff {
  const older = fileName(before);
  if (before.chainId !== after.chainId) throw new DataError(after.file, '$.chainId', `chain ${before.chainId}, the chain of ${older}`, String(after.chainId));
  if (after.block < before.block) throw new DataError(after.file, '$.currentBlock', `a block no older than ${older}'s (${before.block}): the newer state second`, String(after.block));
  const network = networks.networks.find((x) => x.chainId === after.chainId);
  if (!network) throw new DataError(after.file, '$.chainId', `the chain id of a network in ${networks.file}`, String(after.chainId));
  const [o, n] = sides(networks, network, before, after, current);
  const out = new Changes();
  system(out, o, n);
  const curators = coverage(network, o, n);
  for (const c of curators) if (c.status === 'compared') curator(out, network, o, n, c.curator.address);
  return {
    network: network.slug,
    networkName: network.name,
    chainId: network.chainId,
    explorer: network.explorer,
    old: stateRef(before),
    new: stateRef(after),
    curators,
    changes: out.list,
  };
}

export function v31DiffReport(networks: V31Networks, before: V31State, after: V31State): V31DiffReport {
  const net = diffV31States(networks, before, after);
  return { schemaVersion: V31_DIFF_SCHEMA_VERSION, same: net.changes.length === 0, networks: [net] };
}

/** A pair of states the site compares: the older and the next state that holds some curator the older holds. */
export interface V31ChangePair {
  network: V31Network;
  before: V31State;
  after: V31State;
}

/**
 * For each network, each state with the next state (by block) that was read for at least one of its curators. A
 * state with no later state sharing a curator has no pair.
 */
export function v31ChangePairs(data: V31Data): V31ChangePair[] {
  return data.networks.networks.flatMap((network) => {
    const states = data.states.filter((s) => s.chainId === network.chainId).sort((a, b) => a.block - b.block);
    return states.flatMap((before, i) => {
      const read = curatorsIn(before);
      const after = states.slice(i + 1).find((s) => curatorsIn(s).some((c) => read.some((x) => sameAddress(x, c))));
      return after ? [{ network, before, after }] : [];
    });
  });
}

// ——— Markdown, in the words and shape of the V3.0 report (src/pageData/diff/report.ts). ———

const code = (address: string) => `\`${address}\``;
const refText = (r: Ref) => (r.label && r.label !== r.address ? `${escapeMarkdown(r.label)} (${code(r.address)})` : code(r.address));

function v31Section(net: V31NetworkDiff): string {
  const n = net.changes.length;
  const lines = [
    `## ${net.networkName} (chain ${net.chainId})`,
    '',
    `From ${snapshotAt(net.old)} to ${snapshotAt(net.new)}: ${n === 0 ? 'no changes' : n === 1 ? '1 change' : `${n} changes`}.`,
    '',
    '### Curators read',
    '',
    ...net.curators.map((c) => {
      const markets = c.markets.length ? `: ${c.markets.map((m) => `market ${refText(m)}`).join(', ')}` : '';
      return `- ${escapeMarkdown(c.name)} (${code(c.curator.address)}): ${COVERAGE_WORDS[c.status]}${c.status === 'compared' ? '' : markets}`;
    }),
  ];
  let place = '';
  for (const change of net.changes) {
    const title = placeTitle(change.place);
    const k = `${title}|${'address' in change.place ? change.place.address : ''}`;
    if (k !== place) {
      place = k;
      lines.push('', `### ${escapeMarkdown(title)}${'address' in change.place ? ` (${code(change.place.address)})` : ''}`, '');
    }
    lines.push(changeLine(change));
  }
  return lines.join('\n');
}

export function renderV31Markdown(report: V31DiffReport, title = 'V3.1 state changes'): string {
  return `${[`# ${escapeMarkdown(title)}`, ...report.networks.map(v31Section)].join('\n\n')}\n`;
}
