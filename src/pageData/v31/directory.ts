/**
 * A V3.1 network's addresses → how to show them: a label, where the site has one the page (and section) that shows
 * the contract, and its V3.1 role (src/domain/protocol/v31Roles.ts decides it) for its access badge. Every V3.1 page,
 * and the V3.1 address book (./addressBook.ts), resolve addresses through here, so a contract is named, linked and
 * classed the same way everywhere. Built once per network from the newest state of each market and the newest address
 * provider.
 */
import type { Address } from 'viem';
import { addressKey } from '../../domain/data/address';
import { v31RoleOfKey, v31RoleOfType, type V31Role } from '../../domain/protocol/v31Roles';
import { v31CreditSuitePath, v31CuratorPath, v31FeedAnchor, v31MarketPath, v31NetworkPath, v31PriceFeedsPath } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Curator, V31Network } from '../../domain/v31/networks';
import type { V31Market, V31State } from '../../domain/v31/states';
import { systemContractInfo } from '../../domain/v31/systemContracts';
import type { AddrCell } from '../state/cells';
import { SECTION } from '../state/sections';
import { curatorSlug } from './curators';

/** What the directory knows of an address: its label, the page (and section) that shows it, its V3.1 role if any. */
export interface V31DirectoryEntry {
  label: string;
  href?: string;
  /** Its access class's role (src/domain/protocol/v31Roles.ts decides it), for the access badge. */
  role?: V31Role;
}
type Entry = V31DirectoryEntry;

export interface V31Directory {
  network: V31Network;
  /** The address as a cell: `label`, else its entry's label. */
  cell(address: Address | string, label?: string): AddrCell;
  /** The entry's label, if the directory knows the address. */
  label(address: Address | string): string | undefined;
  /** The same directory, with a market's own tokens and feeds linked to that market's pages. */
  forMarket(market: V31Market): V31Directory;
  /** The whole entry, if the directory knows the address. */
  entry(address: Address | string): V31DirectoryEntry | undefined;
}

/** The key of the DAO treasury in the address provider: a curator whose treasury is this one has no splitter of its own. */
const DAO_TREASURY_KEY = 'TREASURY';

/** The markets of a network, each from the newest state that holds it, in the states' order. */
export const networkMarkets = (data: V31Data, network: V31Network): { market: V31Market; state: V31State }[] => data.markets.filter((m) => m.state.chainId === network.chainId);

/** The newest state of a network, if the site holds one. */
export const newestState = (data: V31Data, network: V31Network): V31State | undefined => data.states.filter((s) => s.chainId === network.chainId).at(-1);

/** The curator a market belongs to: the network's curator with the market's configurator (or an unnamed one). */
export function curatorOf(network: V31Network, configurator: Address): V31Curator {
  return network.curators.find((c) => addressKey(c.configurator) === addressKey(configurator)) ?? { configurator, name: `Curator ${configurator}`, test: false };
}

/** `RWA_UNDERLYING::ON_DEMAND` → "RWA underlying (on demand)". */
function rwaLabel(type: string): string {
  const [kind = '', variant] = type.split('::');
  const words = (t: string) => t.toLowerCase().replace(/_/g, ' ');
  const name = words(kind).replace(/^rwa/, 'RWA');
  return variant ? `${name} (${words(variant)})` : name || 'RWA contract';
}

const cache = new WeakMap<V31Data, Map<number, V31Directory>>();

export function v31Directory(data: V31Data, network: V31Network): V31Directory {
  let byChain = cache.get(data);
  if (!byChain) cache.set(data, (byChain = new Map()));
  const hit = byChain.get(network.chainId);
  if (hit) return hit;

  const map = new Map<string, Entry>();
  // The first entry of an address wins: specific contracts are put before tokens and feeds.
  const put = (a: string, e: Entry) => {
    if (!map.has(addressKey(a))) map.set(addressKey(a), e);
  };
  const net = network.slug;
  const state = newestState(data, network);
  const markets = networkMarkets(data, network);
  // A curator has a page when the site holds one of its markets.
  const held = new Set(markets.map((m) => addressKey(m.market.configurator)));
  /** A contract's entry, with the role its type and version give it (none for a type whose source the site has not read). */
  const typed = (c: { type: string; version: number }, e: Entry): Entry => {
    const role = v31RoleOfType(c.type, c.version);
    return role ? { ...e, role } : e;
  };
  put(data.networks.addressProvider, { label: 'Address provider', href: v31NetworkPath(net, SECTION.v31Network.addressProvider), role: 'v31AddressProvider' });
  for (const c of network.curators) {
    const label = `Market configurator of ${c.name}`;
    const role = 'v31MarketConfigurator';
    put(c.configurator, held.has(addressKey(c.configurator)) ? { label, href: v31CuratorPath(net, curatorSlug(network, c)), role } : { label, role });
  }
  for (const { market: m, state: st } of markets) {
    const curator = curatorOf(network, m.configurator);
    const page = v31CuratorPath(net, curatorSlug(network, curator));
    put(m.acl, { label: `ACL of ${curator.name}`, href: page, role: 'v31Acl' });
    put(m.contractsRegister, { label: `Contracts register of ${curator.name}`, href: page, role: 'v31ContractsRegister' });
    // Without a fee treasury of its own, a curator's treasury is the DAO's (no splitter, no role here).
    const daoTreasury = st.addressProvider.entries.some((e) => e.key === DAO_TREASURY_KEY && addressKey(e.address) === addressKey(m.treasury));
    put(m.treasury, daoTreasury ? { label: `Treasury of ${curator.name}`, href: page } : { label: `Treasury of ${curator.name}`, href: page, role: 'v31TreasurySplitter' });
    const market = (anchor?: string) => v31MarketPath(net, m.pool.address, anchor);
    const s = SECTION.v31Market;
    put(m.pool.address, typed(m.pool, { label: m.pool.name, href: market() }));
    put(m.quotaKeeper.address, typed(m.quotaKeeper, { label: `Quota keeper of ${m.pool.name}`, href: market(s.quotas) }));
    put(m.interestRateModel.address, typed(m.interestRateModel, { label: `Interest rate model of ${m.pool.name}`, href: market(s.interestRateModel) }));
    put(m.rateKeeper.address, typed(m.rateKeeper, { label: `Rate keeper of ${m.pool.name}`, href: market(s.quotas) }));
    put(m.priceOracle.address, typed(m.priceOracle, { label: `Price oracle of ${m.pool.name}`, href: v31PriceFeedsPath(net, m.pool.address) }));
    put(m.lossPolicy.address, typed(m.lossPolicy, { label: `Loss policy of ${m.pool.name}`, href: market(s.lossPolicy) }));
    for (const suite of m.creditSuites) {
      const cm = suite.creditManager;
      const page = (anchor?: string) => v31CreditSuitePath(net, cm.address, anchor);
      const c = SECTION.v31CreditSuite;
      put(cm.address, typed(cm, { label: cm.name, href: page() }));
      put(suite.creditFacade.address, typed(suite.creditFacade, { label: `Credit facade of ${cm.name}`, href: page(c.creditFacade) }));
      put(suite.creditConfigurator.address, typed(suite.creditConfigurator, { label: `Credit configurator of ${cm.name}`, href: page(c.creditConfigurator) }));
      put(suite.accountFactory.address, typed(suite.accountFactory, { label: `Account factory of ${cm.name}`, href: page(c.accountFactory) }));
      for (const a of suite.adapters) put(a.address, typed(a, { label: `${a.type.replace(/^ADAPTER::/, '')} adapter`, href: page(c.adapters) }));
    }
  }
  for (const e of state?.addressProvider.entries ?? []) {
    const role = v31RoleOfKey(e.key, e.version);
    const entry: Entry = { label: systemContractInfo(e.key).name, href: v31NetworkPath(net, SECTION.v31Network.systemContracts) };
    put(e.address, role ? { ...entry, role } : entry);
  }
  for (const st of data.states.filter((x) => x.chainId === network.chainId)) {
    for (const r of st.rwa) put(r.address, { label: rwaLabel(r.type), href: v31NetworkPath(net, SECTION.v31Network.rwa) });
  }
  for (const { market: m } of markets) {
    for (const t of m.tokens) put(t.address, tokenEntry(net, m, t));
  }
  for (const { market: m } of markets) {
    for (const f of m.priceOracle.feedTree) put(f.address, feedEntry(net, m, f));
  }

  const dir = directoryOf(network, map);
  byChain.set(network.chainId, dir);
  return dir;
}

const tokenEntry = (net: string, m: V31Market, t: { address: Address; symbol: string }): Entry => ({ label: t.symbol, href: v31MarketPath(net, m.pool.address, SECTION.v31Market.tokens) });
const feedEntry = (net: string, m: V31Market, f: { address: Address; description: string; type: string; version: number }): Entry => {
  const role = v31RoleOfType(f.type, f.version);
  const e: Entry = { label: f.description || f.type, href: v31PriceFeedsPath(net, m.pool.address, v31FeedAnchor(f.address)) };
  return role ? { ...e, role } : e;
};

function directoryOf(network: V31Network, map: Map<string, Entry>): V31Directory {
  const scoped = new WeakMap<V31Market, V31Directory>();
  const dir: V31Directory = {
    network,
    forMarket: (m) => {
      let hit = scoped.get(m);
      if (!hit) {
        const local = new Map(map);
        for (const t of m.tokens) local.set(addressKey(t.address), tokenEntry(network.slug, m, t));
        for (const f of m.priceOracle.feedTree) local.set(addressKey(f.address), feedEntry(network.slug, m, f));
        // The market's own contracts keep their entries (a token that is also a pool stays the pool).
        for (const [k, e] of map) if (e.href?.startsWith(v31MarketPath(network.slug, m.pool.address)) || e.href?.includes('/credit-suites/')) local.set(k, e);
        hit = directoryOf(network, local);
        scoped.set(m, hit);
      }
      return hit;
    },
    cell: (a, label) => {
      const e = map.get(addressKey(a));
      const cell: AddrCell = { kind: 'addr', address: a };
      const l = label ?? e?.label;
      if (l) cell.label = l;
      if (e?.href) cell.href = e.href;
      if (e?.role) cell.role = e.role;
      return cell;
    },
    label: (a) => map.get(addressKey(a))?.label,
    entry: (a) => map.get(addressKey(a)),
  };
  return dir;
}
