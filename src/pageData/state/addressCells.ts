/**
 * Address → how to show it: its label and, when it has one, its page on this
 * site. Every state page resolves addresses through here.
 */
import type { Address, NetworkSnapshot } from '../../domain/data/model';
import { labeler } from '../../domain/data/labels';
import { addressKey } from '../../domain/data/address';
import type { AddrCell } from './cells';
import { creditManagerPath, feedAnchor, governancePath, poolPath, priceFeedsPath, tokenAnchor, tokensPath, withAnchor } from '../../domain/data/paths';
import type { ContractRole } from '../../domain/protocol/roles';
import { SECTION } from './sections';

interface Entry {
  label?: string;
  href?: string;
}

export interface Directory {
  /** The address as a cell: `label`, else its entry's label, else its contract label. */
  cell(address: Address | string, label?: string): AddrCell;
}

const cache = new WeakMap<NetworkSnapshot, Directory>();

export function directory(snap: NetworkSnapshot): Directory {
  const hit = cache.get(snap);
  if (hit) return hit;
  const net = snap.network.id;
  const names = labeler(snap);
  const map = new Map<string, Entry>();
  const put = (a: string, e: Entry) => map.set(addressKey(a), { ...map.get(addressKey(a)), ...e });

  // Tokens first: later, more specific entries (pools, managers) override.
  const tokens = [...snap.tokens.map((t) => t.address), ...snap.priceOracle.main.map((f) => f.token), ...snap.creditManagers.flatMap((cm) => cm.collateralTokens.map((c) => c.token))];
  for (const t of tokens) put(t, { label: names.token(t), href: tokensPath(net, tokenAnchor(t)) });
  for (const { token, feed } of [...snap.priceOracle.main, ...snap.priceOracle.reserve]) put(feed.address, { href: priceFeedsPath(net, feedAnchor(token)) });
  put(snap.priceOracle.address, { label: 'PriceOracleV3', href: priceFeedsPath(net) });
  const gov = governancePath(net);
  put(snap.core.acl.address, { label: 'ACL', href: gov });
  put(snap.core.addressProvider.address, { label: 'AddressProviderV3', href: gov });
  put(snap.core.controllerTimelock.address, { label: 'ControllerTimelockV3', href: gov });
  put(snap.core.gearStaking.address, { label: 'GearStakingV3', href: gov });
  for (const p of snap.pools) {
    const href = poolPath(net, p.name);
    put(p.address, { label: p.name, href });
    put(p.quotaKeeper, { label: `PoolQuotaKeeperV3 of ${p.name}`, href: withAnchor(href, SECTION.pool.quotas) });
    put(p.gauge.address, { label: `GaugeV3 of ${p.name}`, href: withAnchor(href, SECTION.pool.gauge) });
    put(p.interestModel.address, { label: `Interest rate model of ${p.name}`, href: withAnchor(href, SECTION.pool.interestRateModel) });
  }
  for (const cm of snap.creditManagers) {
    const href = creditManagerPath(net, cm.name);
    put(cm.address, { label: cm.name, href });
    put(cm.facade.address, { label: `CreditFacadeV3 of ${cm.name}`, href });
    put(cm.configurator.address, { label: `CreditConfiguratorV3 of ${cm.name}`, href });
  }

  // May I call this? The address-book role of each protocol contract, for its access label. Price feeds are left
  // out: all are read-only, and the tokens and price-feed tables list one per row, where a label each would only
  // widen the table.
  const roles = new Map<string, ContractRole>();
  const role = (a: string, r: ContractRole) => {
    if (!roles.has(addressKey(a))) roles.set(addressKey(a), r);
  };
  const c = snap.core;
  role(c.acl.address, 'acl');
  role(c.addressProvider.address, 'addressProvider');
  role(c.contractsRegister, 'contractsRegister');
  role(c.botList, 'botList');
  role(c.gearStaking.address, 'gearStaking');
  role(c.degenNFT, 'degenNFT');
  role(c.accountFactory.address, 'accountFactory');
  role(c.controllerTimelock.address, 'controllerTimelock');
  role(snap.priceOracle.address, 'priceOracle');
  for (const p of snap.pools) {
    role(p.address, 'pool');
    role(p.quotaKeeper, 'poolQuotaKeeper');
    role(p.gauge.address, 'gauge');
    role(p.interestModel.address, 'interestModel');
  }
  for (const cm of snap.creditManagers) {
    role(cm.address, 'creditManager');
    role(cm.facade.address, 'creditFacade');
    role(cm.configurator.address, 'creditConfigurator');
    for (const a of cm.adapters) role(a.adapter, 'adapter');
  }

  const result: Directory = {
    cell: (a, label) => {
      const e = map.get(addressKey(a));
      const l = label ?? e?.label ?? names.contract(a);
      const cell: AddrCell = { t: 'addr', a };
      if (l) cell.l = l;
      if (e?.href) cell.h = e.href;
      const x = roles.get(addressKey(a));
      if (x) cell.x = x;
      return cell;
    },
  };
  cache.set(snap, result);
  return result;
}
