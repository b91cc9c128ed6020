/**
 * Comparing two snapshots of a network: which contracts came, went or took
 * over a role, which pools and credit managers were renamed, and which
 * governed parameters changed. Pure: two decoded snapshots in, plain data out.
 *
 * Identity: pools and credit managers by address (a pool gone and one come
 * under the same name is a replacement); roles by their place (a credit
 * manager's facade, a token's main feed, an adapter by its target); tokens,
 * admins, zappers and policies by address or hash. Order never matters.
 * Values that move with every block (liquidity, borrowed amounts, votes,
 * accrued indexes and rates computed from them) are not compared.
 */
import type { Address, CreditManager, NetworkSnapshot, Pool, TimelockPolicy } from '../../domain/data/model';
import type { NetworkId } from '../../domain/data/networks';
import { amountText, bpsToPercent, formatDuration, formatUtc, groupDigits } from '../../domain/data/format';
import { networkHeader, snapshotTime } from '../../domain/data/snapshotHeader';
import { priceFeedTypeName } from '../../domain/data/enums';
import { labeler } from '../../domain/data/labels';
import { addressKey, sameAddress } from '../../domain/data/address';
import { POLICY_FLAGS, policyName } from '../../domain/protocol/timelock';
import { directory } from '../state/addressCells';
import { stalenessText } from '../state/priceFeeds';
import { policyRows } from '../state/governance';
import { keyedRows, type KeyedRow } from './rows';
import {
  DIFF_SCHEMA_VERSION,
  type Change,
  type DiffReport,
  type NetworkDiff,
  type ParameterId,
  type Part,
  type Place,
  type Ref,
  type Role,
  type SnapshotRef,
  type Subject,
  type Value,
} from './model';
import { PARAMETER_NAMES } from './vocabulary';

/** The name the snapshot's pages give an address, if any. */
const labelIn = (snap: NetworkSnapshot, address: string): string | undefined => directory(snap).cell(address).label;

/** An address as a Ref, labelled as the snapshot's pages label it. */
function refIn(snap: NetworkSnapshot, address: Address): Ref {
  const label = labelIn(snap, address);
  return label ? { address, label } : { address };
}

const tokenSubject = (snap: NetworkSnapshot, token: Address): Subject => ({ label: labeler(snap).tokenOrAddress(token), address: token });

const snapshotRef = (snap: NetworkSnapshot): SnapshotRef => snapshotTime(snap);

// Values in human units, with the raw value as the snapshot holds it.
const bps = (n: number): Value => ({ text: bpsToPercent(n), raw: String(n) });
const yesNo = (b: boolean): Value => ({ text: b ? 'yes' : 'no', raw: String(b) });
const count = (n: number | bigint): Value => ({ text: groupDigits(n), raw: n.toString() });
const duration = (s: number): Value => ({ text: formatDuration(s), raw: String(s) });
const date = (s: number): Value => ({ text: s === 0 ? 'none' : formatUtc(s), raw: String(s) });
const amount = (v: bigint, decimals: number, symbol: string): Value => ({ text: amountText(v, { symbol, decimals }, decimals), raw: v.toString() });

/** Collects the changes of one network, by place, in the order places are shown. */
class Collector {
  readonly byPlace = new Map<string, Change[]>();

  private static key(place: Place): string {
    return place.type === 'core' || place.type === 'priceOracle' ? place.type : `${place.type}:${addressKey(place.address)}`;
  }

  add(change: Change): void {
    const key = Collector.key(change.place);
    const list = this.byPlace.get(key);
    if (list) list.push(change);
    else this.byPlace.set(key, [change]);
  }

  param(place: Place, parameter: ParameterId, old: Value | null, now: Value | null, subject?: Subject): void {
    if (old?.raw === now?.raw) return;
    const change: Change = { kind: 'parameter', place, parameter, name: PARAMETER_NAMES[parameter], old, new: now };
    if (subject) change.subject = subject;
    this.add(change);
  }

  /** Changes in place order: core, price feeds, then pools and credit managers as `order` lists them. */
  ordered(order: Place[]): Change[] {
    return order.flatMap((p) => this.byPlace.get(Collector.key(p)) ?? []);
  }
}

/** Compares two sets keyed by lower-cased address: added and removed keys. */
function setDiff<T>(before: Map<string, T>, after: Map<string, T>): { added: T[]; removed: T[] } {
  return {
    added: [...after].filter(([k]) => !before.has(k)).map(([, v]) => v),
    removed: [...before].filter(([k]) => !after.has(k)).map(([, v]) => v),
  };
}

/** A pool's credit managers, with their debt parameters. */
const managersOf = (snap: NetworkSnapshot, pool: Pool): CreditManager[] => snap.creditManagers.filter((cm) => cm.pool === pool);

const byAddress = <T>(items: T[], key: (t: T) => string) => new Map(items.map((t) => [addressKey(key(t)), t] as const));

function placeOfTable(kr: KeyedRow, pools: Map<string, Pool>, managers: Map<string, CreditManager>): Place {
  const { table } = kr;
  if (table.kind === 'core') return { type: 'core' };
  if (table.kind === 'mainFeeds' || table.kind === 'reserveFeeds') return { type: 'priceOracle' };
  const address = table.subject!.address;
  if (table.kind === 'pool') return { type: 'pool', address, name: pools.get(addressKey(address))?.name ?? address };
  return { type: 'creditManager', address, name: managers.get(addressKey(address))?.name ?? address };
}

function rowSubject(snap: NetworkSnapshot, kr: KeyedRow): Subject | undefined {
  const s = kr.row.subject;
  if (!s) return undefined;
  if (kr.row.role === 'adapter') return { label: labeler(snap).contractOrAddress(s), address: s };
  return tokenSubject(snap, s);
}

/** The contracts of a pool's or credit manager's address book table, other than itself. */
function partsOf(snap: NetworkSnapshot, rows: Map<string, KeyedRow>, entity: string): Part[] {
  return [...rows.values()]
    .filter((kr) => kr.table.subject && sameAddress(kr.table.subject.address, entity) && !sameAddress(kr.row.address, entity))
    .map((kr) => {
      const part: Part = { role: kr.row.role, contract: refIn(snap, kr.row.address) };
      const subject = rowSubject(snap, kr);
      if (subject) part.subject = subject;
      return part;
    });
}

export function diffNetwork(before: NetworkSnapshot, after: NetworkSnapshot): NetworkDiff {
  const out = new Collector();
  const oldPools = byAddress(before.pools, (p) => p.address);
  const newPools = byAddress(after.pools, (p) => p.address);
  const oldManagers = byAddress(before.creditManagers, (c) => c.address);
  const newManagers = byAddress(after.creditManagers, (c) => c.address);
  const oldRows = keyedRows(before);
  const newRows = keyedRows(after);

  // Pools and credit managers on one side only: added, removed, or (same name, new address) replaced.
  // Replacements: old address (lower case) → new address.
  const successors = new Map<string, Address>();
  const entities = <T extends { address: Address; name: string }>(type: 'pool' | 'creditManager', olds: Map<string, T>, news: Map<string, T>) => {
    const { added, removed } = setDiff(olds, news);
    const gone = [...removed];
    for (const n of added) {
      const i = gone.findIndex((o) => o.name === n.name);
      const place: Place = { type, address: n.address, name: n.name };
      const parts = partsOf(after, newRows, n.address);
      if (i >= 0) {
        const [o] = gone.splice(i, 1);
        successors.set(addressKey(o!.address), n.address);
        out.add({ kind: 'replaced', place, role: type, old: refIn(before, o!.address), new: refIn(after, n.address), parts });
      } else {
        out.add({ kind: 'added', place, role: type, contract: refIn(after, n.address), parts });
      }
    }
    for (const o of gone) {
      out.add({ kind: 'removed', place: { type, address: o.address, name: o.name }, role: type, contract: refIn(before, o.address), parts: partsOf(before, oldRows, o.address) });
    }
    for (const [key, n] of news) {
      const o = olds.get(key);
      if (o && o.name !== n.name) out.add({ kind: 'renamed', place: { type, address: n.address, name: n.name }, role: type, address: n.address, old: o.name, new: n.name });
    }
  };
  entities('pool', oldPools, newPools);
  entities('creditManager', oldManagers, newManagers);

  // Every other address book row: a role that came, went, or is held by another address.
  const inBoth = (kr: KeyedRow) =>
    !kr.table.subject ||
    (kr.table.kind === 'pool'
      ? oldPools.has(addressKey(kr.table.subject.address)) && newPools.has(addressKey(kr.table.subject.address))
      : oldManagers.has(addressKey(kr.table.subject.address)) && newManagers.has(addressKey(kr.table.subject.address)));
  const coreReplacements = new Set<string>();
  for (const [key, n] of newRows) {
    if (!inBoth(n)) continue;
    const o = oldRows.get(key);
    const place = placeOfTable(n, newPools, newManagers);
    const subject = rowSubject(after, n);
    const extra = subject ? { subject } : {};
    if (!o) out.add({ kind: 'added', place, role: n.row.role, ...extra, contract: refIn(after, n.row.address) });
    else if (!sameAddress(o.row.address, n.row.address)) {
      out.add({ kind: 'replaced', place, role: n.row.role, ...extra, old: refIn(before, o.row.address), new: refIn(after, n.row.address) });
      if (place.type === 'core') coreReplacements.add(`${addressKey(o.row.address)}>${addressKey(n.row.address)}`);
    }
  }
  for (const [key, o] of oldRows) {
    if (!inBoth(o) || newRows.has(key)) continue;
    const subject = rowSubject(before, o);
    out.add({ kind: 'removed', place: placeOfTable(o, oldPools, oldManagers), role: o.row.role, ...(subject ? { subject } : {}), contract: refIn(before, o.row.address) });
  }

  core(before, after, out, coreReplacements);
  feeds(before, after, out);
  for (const [key, n] of newPools) {
    const o = oldPools.get(key);
    if (o) pool(before, after, o, n, out, successors);
  }
  for (const [key, n] of newManagers) {
    const o = oldManagers.get(key);
    if (o) creditManager(before, after, o, n, out);
  }

  const order: Place[] = [
    { type: 'core' },
    { type: 'priceOracle' },
    ...after.pools.map((p): Place => ({ type: 'pool', address: p.address, name: p.name })),
    ...before.pools.filter((p) => !newPools.has(addressKey(p.address))).map((p): Place => ({ type: 'pool', address: p.address, name: p.name })),
    ...after.creditManagers.map((c): Place => ({ type: 'creditManager', address: c.address, name: c.name })),
    ...before.creditManagers.filter((c) => !newManagers.has(addressKey(c.address))).map((c): Place => ({ type: 'creditManager', address: c.address, name: c.name })),
  ];
  return {
    ...networkHeader(after.network),
    old: snapshotRef(before),
    new: snapshotRef(after),
    changes: out.ordered(order),
  };
}

/** Address provider entries, the ACL's owner and admins, and the controller timelock's policies. */
function core(before: NetworkSnapshot, after: NetworkSnapshot, out: Collector, coreReplacements: Set<string>): void {
  const place: Place = { type: 'core' };
  const entryKey = (e: { role: string; version: number }) => `${e.role}@${e.version}`;
  const olds = new Map(before.core.addressProvider.entries.map((e) => [entryKey(e), e]));
  const news = new Map(after.core.addressProvider.entries.map((e) => [entryKey(e), e]));
  const subject = (e: { role: string; version: number }): Subject => ({ label: `${e.role} version ${e.version}`, id: entryKey(e) });
  for (const [key, n] of news) {
    const o = olds.get(key);
    if (!o) out.add({ kind: 'added', place, role: 'addressProviderEntry', subject: subject(n), contract: refIn(after, n.address) });
    // An entry that moved with a core contract already reported (the ACL, the price oracle…) is not told twice.
    else if (!sameAddress(o.address, n.address) && !coreReplacements.has(`${addressKey(o.address)}>${addressKey(n.address)}`)) {
      out.add({ kind: 'replaced', place, role: 'addressProviderEntry', subject: subject(n), old: refIn(before, o.address), new: refIn(after, n.address) });
    }
  }
  for (const [key, o] of olds) if (!news.has(key)) out.add({ kind: 'removed', place, role: 'addressProviderEntry', subject: subject(o), contract: refIn(before, o.address) });

  const acl = { old: before.core.acl, new: after.core.acl };
  if (!sameAddress(acl.old.owner, acl.new.owner)) out.add({ kind: 'replaced', place, role: 'aclOwner', old: refIn(before, acl.old.owner), new: refIn(after, acl.new.owner) });
  const admins = (role: Role, olds: Address[], news: Address[]) => {
    const d = setDiff(byAddress(olds, (a) => a), byAddress(news, (a) => a));
    for (const a of d.added) out.add({ kind: 'added', place, role, contract: refIn(after, a) });
    for (const a of d.removed) out.add({ kind: 'removed', place, role, contract: refIn(before, a) });
  };
  admins('pausableAdmin', acl.old.pausableAdmins, acl.new.pausableAdmins);
  admins('unpausableAdmin', acl.old.unpausableAdmins, acl.new.unpausableAdmins);

  policies(before, after, out);
}

const POLICY_CHECKS: { id: ParameterId; raw: (p: TimelockPolicy) => string }[] = [
  { id: 'policy.exactValue', raw: (p) => p.exactValue.toString() },
  { id: 'policy.minValue', raw: (p) => p.minValue.toString() },
  { id: 'policy.maxValue', raw: (p) => p.maxValue.toString() },
  { id: 'policy.minChange', raw: (p) => p.minChange.toString() },
  { id: 'policy.maxChange', raw: (p) => p.maxChange.toString() },
  { id: 'policy.minPctChange', raw: (p) => `down ${p.minPctChangeDown}, up ${p.minPctChangeUp}` },
  { id: 'policy.maxPctChange', raw: (p) => `down ${p.maxPctChangeDown}, up ${p.maxPctChangeUp}` },
];

/**
 * Timelock policies by hash. A bound is compared only while its check is on
 * (flag bit set): a bound nobody checks changes nothing. The reference point
 * and its timestamp move whenever the governed value is set, so they are not compared.
 */
function policies(before: NetworkSnapshot, after: NetworkSnapshot, out: Collector): void {
  const place: Place = { type: 'core' };
  const rowsOf = (snap: NetworkSnapshot) => new Map(policyRows(snap).map((r) => [r.hash, r]));
  const oldRows = rowsOf(before);
  const newRows = rowsOf(after);
  const olds = new Map(before.core.controllerTimelock.policies.map((p) => [p.hash, p]));
  const news = new Map(after.core.controllerTimelock.policies.map((p) => [p.hash, p]));
  const subject = (hash: string): Subject => ({ label: `timelock policy ${policyName(hash) ?? hash}`, id: hash });
  const summary = (p: TimelockPolicy): Value => ({
    text: `${p.enabled ? 'enabled' : 'disabled'}, delay ${formatDuration(p.delay)}`,
    raw: `enabled ${p.enabled}, delay ${p.delay}, flags ${p.flags}`,
  });
  for (const hash of new Set([...olds.keys(), ...news.keys()])) {
    const o = olds.get(hash);
    const n = news.get(hash);
    if (!o || !n) {
      out.param(place, 'policy', o ? summary(o) : null, n ? summary(n) : null, subject(hash));
      continue;
    }
    out.param(place, 'policy.enabled', yesNo(o.enabled), yesNo(n.enabled), subject(hash));
    const admin = (snap: NetworkSnapshot, a: string): Value => ({ text: labelIn(snap, a) ?? a, raw: a });
    if (!sameAddress(o.admin, n.admin)) out.param(place, 'policy.admin', admin(before, o.admin), admin(after, n.admin), subject(hash));
    out.param(place, 'policy.delay', duration(o.delay), duration(n.delay), subject(hash));
    POLICY_CHECKS.forEach((check, bit) => {
      const value = (p: TimelockPolicy, row: ReturnType<typeof oldRows.get>): Value | null => {
        if ((p.flags & (1 << bit)) === 0) return null;
        const bound = row?.checks.find((c) => c.check === POLICY_FLAGS[bit])?.bound;
        const raw = check.raw(p);
        return { text: bound ?? raw, raw };
      };
      out.param(place, check.id, value(o, oldRows.get(hash)), value(n, newRows.get(hash)), subject(hash));
    });
    const period = (s: number): Value => (s === 0 ? { text: 'none', raw: '0' } : duration(s));
    out.param(place, 'policy.referencePointUpdatePeriod', period(o.referencePointUpdatePeriod), period(n.referencePointUpdatePeriod), subject(hash));
  }
}

/** Kind and staleness of each token's main and reserve feed, for tokens priced in both snapshots. */
function feeds(before: NetworkSnapshot, after: NetworkSnapshot, out: Collector): void {
  const place: Place = { type: 'priceOracle' };
  const slots = [
    { list: (s: NetworkSnapshot) => s.priceOracle.main, type: 'mainFeed.type', staleness: 'mainFeed.staleness' },
    { list: (s: NetworkSnapshot) => s.priceOracle.reserve, type: 'reserveFeed.type', staleness: 'reserveFeed.staleness' },
  ] as const;
  for (const slot of slots) {
    const olds = byAddress(slot.list(before), (f) => f.token);
    for (const n of slot.list(after)) {
      const o = olds.get(addressKey(n.token));
      if (!o) continue;
      const subject = tokenSubject(after, n.token);
      const kind = (code: number): Value => ({ text: priceFeedTypeName(code), raw: String(code) });
      out.param(place, slot.type, kind(o.feed.type), kind(n.feed.type), subject);
      const staleness = (period: number, skip: boolean): Value => ({ text: stalenessText(period, skip), raw: `stalenessPeriod ${period}, skipCheck ${skip}` });
      out.param(place, slot.staleness, staleness(o.feed.stalenessPeriod, o.feed.skipCheck), staleness(n.feed.stalenessPeriod, n.feed.skipCheck), subject);
    }
  }
}

/** Per-token values of two lists keyed by token: both sides, `null` where a side lacks the token. */
function perToken<T extends { token: Address }>(olds: T[], news: T[]): { token: Address; old: T | null; new: T | null }[] {
  const o = byAddress(olds, (t) => t.token);
  const n = byAddress(news, (t) => t.token);
  const tokens = [...news.map((t) => t.token), ...olds.filter((t) => !n.has(addressKey(t.token))).map((t) => t.token)];
  return tokens.map((token) => ({ token, old: o.get(addressKey(token)) ?? null, new: n.get(addressKey(token)) ?? null }));
}

function pool(before: NetworkSnapshot, after: NetworkSnapshot, o: Pool, n: Pool, out: Collector, successors: Map<string, Address>): void {
  const place: Place = { type: 'pool', address: n.address, name: n.name };
  const sym = (snap: NetworkSnapshot, p: Pool) => labeler(snap).tokenOrAddress(p.underlying);
  const oldAmt = (v: bigint) => amount(v, o.decimals, sym(before, o));
  const newAmt = (v: bigint) => amount(v, n.decimals, sym(after, n));
  out.param(place, 'totalDebtLimit', oldAmt(o.totalDebtLimit), newAmt(n.totalDebtLimit));
  out.param(place, 'withdrawFee', bps(o.withdrawFee), bps(n.withdrawFee));
  out.param(place, 'isPaused', yesNo(o.isPaused), yesNo(n.isPaused));
  const om = o.interestModel;
  const nm = n.interestModel;
  for (const k of ['U1', 'U2', 'Rbase', 'Rslope1', 'Rslope2', 'Rslope3'] as const) out.param(place, `interestModel.${k}`, bps(om[k]), bps(nm[k]));
  out.param(place, 'interestModel.isBorrowingMoreU2Forbidden', yesNo(om.isBorrowingMoreU2Forbidden), yesNo(nm.isBorrowingMoreU2Forbidden));

  for (const q of perToken(o.quotas, n.quotas)) {
    const subject = tokenSubject(q.new ? after : before, q.token);
    out.param(place, 'quota.rate', q.old && bps(q.old.rate), q.new && bps(q.new.rate), subject);
    out.param(place, 'quota.quotaIncreaseFee', q.old && bps(q.old.quotaIncreaseFee), q.new && bps(q.new.quotaIncreaseFee), subject);
    out.param(place, 'quota.limit', q.old && oldAmt(q.old.limit), q.new && newAmt(q.new.limit), subject);
    out.param(place, 'quota.isActive', q.old && yesNo(q.old.isActive), q.new && yesNo(q.new.isActive), subject);
  }
  for (const g of perToken(o.gauge.params, n.gauge.params)) {
    const subject = tokenSubject(g.new ? after : before, g.token);
    out.param(place, 'gauge.minRate', g.old && bps(g.old.minRate), g.new && bps(g.new.minRate), subject);
    out.param(place, 'gauge.maxRate', g.old && bps(g.old.maxRate), g.new && bps(g.new.maxRate), subject);
  }
  const debts = perToken(
    // A replaced credit manager's limit is compared with its successor's.
    managersOf(before, o).map((cm) => ({ limit: cm.debt.limit, token: successors.get(addressKey(cm.address)) ?? cm.address })),
    managersOf(after, n).map((cm) => ({ limit: cm.debt.limit, token: cm.address })),
  );
  for (const d of debts) {
    // A manager that came or went is told once, as that; its limit in the pool comes and goes with it.
    if (!d.old || !d.new) continue;
    const subject: Subject = { label: labelIn(after, d.token) ?? d.token, address: d.token };
    out.param(place, 'creditManagerDebtLimit', oldAmt(d.old.limit), newAmt(d.new.limit), subject);
  }

  const zappers = setDiff(byAddress(o.zappers, (z) => z.zapper), byAddress(n.zappers, (z) => z.zapper));
  const zapSubject = (snap: NetworkSnapshot, z: Pool['zappers'][number]): Subject => ({
    label: `${labeler(snap).tokenOrAddress(z.tokenIn)} → ${labeler(snap).tokenOrAddress(z.tokenOut)}`,
  });
  for (const z of zappers.added) out.add({ kind: 'added', place, role: 'zapper', subject: zapSubject(after, z), contract: refIn(after, z.zapper) });
  for (const z of zappers.removed) out.add({ kind: 'removed', place, role: 'zapper', subject: zapSubject(before, z), contract: refIn(before, z.zapper) });
}

function creditManager(before: NetworkSnapshot, after: NetworkSnapshot, o: CreditManager, n: CreditManager, out: Collector): void {
  const place: Place = { type: 'creditManager', address: n.address, name: n.name };
  const money = (snap: NetworkSnapshot, cm: CreditManager) => {
    const sym = labeler(snap).tokenOrAddress(cm.pool.underlying);
    return (v: bigint) => amount(v, cm.pool.decimals, sym);
  };
  const oldAmt = money(before, o);
  const newAmt = money(after, n);
  const of = o.facade;
  const nf = n.facade;
  out.param(place, 'facade.minDebt', oldAmt(of.minDebt), newAmt(nf.minDebt));
  out.param(place, 'facade.maxDebt', oldAmt(of.maxDebt), newAmt(nf.maxDebt));
  out.param(place, 'facade.maxDebtPerBlockMultiplier', count(of.maxDebtPerBlockMultiplier), count(nf.maxDebtPerBlockMultiplier));
  out.param(place, 'facade.maxCumulativeLoss', oldAmt(of.maxCumulativeLoss), newAmt(nf.maxCumulativeLoss));
  out.param(place, 'facade.isPaused', yesNo(of.isPaused), yesNo(nf.isPaused));
  out.param(place, 'facade.expirable', yesNo(of.expirable), yesNo(nf.expirable));
  out.param(place, 'facade.expirationDate', date(of.expirationDate), date(nf.expirationDate));
  for (const k of ['feeInterest', 'feeLiquidation', 'liquidationDiscount', 'feeLiquidationExpired', 'liquidationDiscountExpired'] as const) out.param(place, k, bps(o[k]), bps(n[k]));
  for (const c of perToken(o.collateralTokens, n.collateralTokens)) {
    out.param(place, 'liquidationThreshold', c.old && bps(c.old.liquidationThreshold), c.new && bps(c.new.liquidationThreshold), tokenSubject(c.new ? after : before, c.token));
  }
  const liquidators = setDiff(byAddress(o.configurator.emergencyLiquidators, (a) => a), byAddress(n.configurator.emergencyLiquidators, (a) => a));
  for (const a of liquidators.added) out.add({ kind: 'added', place, role: 'emergencyLiquidator', contract: refIn(after, a) });
  for (const a of liquidators.removed) out.add({ kind: 'removed', place, role: 'emergencyLiquidator', contract: refIn(before, a) });
}

/** Compares every network of two sets of snapshots. */
export function diffSnapshots(before: Record<NetworkId, NetworkSnapshot>, after: Record<NetworkId, NetworkSnapshot>, ids: readonly NetworkId[]): DiffReport {
  const networks = ids.map((id) => diffNetwork(before[id], after[id]));
  return { schemaVersion: DIFF_SCHEMA_VERSION, same: networks.every((n) => n.changes.length === 0), networks };
}
