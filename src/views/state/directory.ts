/**
 * Address → how to show it: its label and, when it has one, its page on this
 * site. Every state page resolves addresses through here.
 */
import type { Address, NetworkSnapshot } from '../../data/model';
import { labeler } from '../../data/labels';
import type { AddrCell } from './cells';
import { creditManagerPath, feedAnchor, governancePath, poolPath, priceFeedsPath, tokenAnchor, tokensPath } from './paths';
import { addressBook } from '../addressBook';

interface Entry {
  label?: string;
  href?: string;
}

export interface Directory {
  cell(address: Address | string, label?: string): AddrCell;
  label(address: string): string | undefined;
}

const cache = new WeakMap<NetworkSnapshot, Directory>();

export function directory(snap: NetworkSnapshot): Directory {
  const hit = cache.get(snap);
  if (hit) return hit;
  const net = snap.network.id;
  const names = labeler(snap);
  const map = new Map<string, Entry>();
  const put = (a: string, e: Entry) => {
    const key = a.toLowerCase();
    map.set(key, { ...map.get(key), ...e });
  };

  // Tokens first: later, more specific entries (pools, managers) override.
  const tokens = new Set<string>([
    ...snap.tokens.map((t) => t.address.toLowerCase()),
    ...snap.priceOracle.main.map((f) => f.token.toLowerCase()),
    ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((c) => c.token.toLowerCase())),
  ]);
  for (const t of tokens) put(t, { label: names.token(t), href: `${tokensPath(net)}#${tokenAnchor(t)}` });
  for (const { token, feed } of [...snap.priceOracle.main, ...snap.priceOracle.reserve]) {
    put(feed.address, { href: `${priceFeedsPath(net)}#${feedAnchor(token)}` });
  }
  put(snap.priceOracle.address, { label: 'PriceOracleV3', href: priceFeedsPath(net) });
  const gov = governancePath(net);
  put(snap.core.acl.address, { label: 'ACL', href: gov });
  put(snap.core.addressProvider.address, { label: 'AddressProviderV3', href: gov });
  put(snap.core.controllerTimelock.address, { label: 'ControllerTimelockV3', href: gov });
  put(snap.core.gearStaking.address, { label: 'GearStakingV3', href: gov });
  for (const p of snap.pools) {
    const href = poolPath(net, p.name);
    put(p.address, { label: p.name, href });
    put(p.quotaKeeper, { label: `PoolQuotaKeeperV3 of ${p.name}`, href: `${href}#quotas` });
    put(p.gauge.address, { label: `GaugeV3 of ${p.name}`, href: `${href}#gauge` });
    put(p.interestModel.address, { label: `Interest rate model of ${p.name}`, href: `${href}#interest-rate-model` });
  }
  for (const cm of snap.creditManagers) {
    const href = creditManagerPath(net, cm.name);
    put(cm.address, { label: cm.name, href });
    put(cm.facade.address, { label: `CreditFacadeV3 of ${cm.name}`, href });
    put(cm.configurator.address, { label: `CreditConfiguratorV3 of ${cm.name}`, href });
  }

  // May I call this? The role of every address-book contract (its first row), for the access label. Price feeds
  // are left out: all are read-only, and the tokens and price-feed tables list one per row, where a label each
  // would only widen the table.
  const roles = new Map<string, AddrCell['x']>();
  for (const t of addressBook(snap)) {
    for (const r of t.rows) {
      if (r.role === 'mainPriceFeed' || r.role === 'reservePriceFeed') continue;
      if (!roles.has(r.address.toLowerCase())) roles.set(r.address.toLowerCase(), r.role);
    }
  }

  const result: Directory = {
    label: (a) => map.get(a.toLowerCase())?.label ?? names.contract(a),
    cell: (a, label) => {
      const e = map.get(a.toLowerCase());
      const l = label ?? e?.label ?? names.contract(a);
      const cell: AddrCell = { t: 'addr', a };
      if (l) cell.l = l;
      if (e?.href) cell.h = e.href;
      const role = roles.get(a.toLowerCase());
      if (role) cell.x = role;
      return cell;
    },
  };
  cache.set(snap, result);
  return result;
}
