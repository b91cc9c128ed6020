/**
 * Address → how to show it: its label and, when it has one, its page on this
 * site. Every state page resolves addresses through here.
 */
import type { Address, NetworkSnapshot } from '../../domain/data/model';
import { labeler } from '../../domain/data/labels';
import { addressKey } from '../../domain/data/address';
import type { AddrCell } from './cells';
import { feedAnchor, governancePath, priceFeedsPath, tokenAnchor, tokensPath, withAnchor } from '../../domain/data/paths';
import type { ContractRole } from '../../domain/protocol/roles';
import { addressBook } from '../addressBook';
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

  // The protocol contracts, as the address book lists them. Each row but the price feeds' gives its role, for the
  // access label (price feeds are left out: all are read-only, and the tokens and price-feed tables list one per row,
  // where a label each would only widen the table). The first role an address plays wins. Pools, credit managers,
  // their contracts and the core contracts with a page here also get a label and a link.
  const gov = governancePath(net);
  const corePages: Partial<Record<ContractRole, string>> = { acl: gov, addressProvider: gov, controllerTimelock: gov, gearStaking: gov, priceOracle: priceFeedsPath(net) };
  const poolSections: Partial<Record<ContractRole, string>> = { poolQuotaKeeper: SECTION.pool.quotas, gauge: SECTION.pool.gauge, interestModel: SECTION.pool.interestRateModel };
  const roles = new Map<string, ContractRole>();
  for (const t of addressBook(snap)) {
    if (t.kind === 'mainFeeds' || t.kind === 'reserveFeeds') continue;
    for (const r of t.rows) {
      if (!roles.has(addressKey(r.address))) roles.set(addressKey(r.address), r.role);
      const s = t.subject;
      if (r.role === 'adapter') continue;
      if (!s) {
        const href = corePages[r.role];
        if (href) put(r.address, { label: r.label, href });
      } else if (r.role === 'pool' || r.role === 'creditManager') put(r.address, { label: s.name, href: s.path });
      else {
        const section = poolSections[r.role];
        put(r.address, { label: `${r.label} of ${s.name}`, href: section ? withAnchor(s.path, section) : s.path });
      }
    }
  }

  const result: Directory = {
    cell: (a, label) => {
      const e = map.get(addressKey(a));
      const l = label ?? e?.label ?? names.contract(a);
      const cell: AddrCell = { kind: 'addr', address: a };
      if (l) cell.label = l;
      if (e?.href) cell.href = e.href;
      const x = roles.get(addressKey(a));
      if (x) cell.role = x;
      return cell;
    },
  };
  cache.set(snap, result);
  return result;
}
