/**
 * The numbers of the adapters pages (docs/adapters/): how many credit managers, and which, have an adapter for a
 * target (input target: a target label, or labels joined by +), and every target with an adapter on the network.
 */
import type { CreditManager } from '../../domain/data/model';
import { labeler } from '../../domain/data/labels';
import { homePath, statePath } from '../../domain/data/paths';
import type { LiveValue } from '../citations';
import { input, type NetworkSubject } from './subject';

/**
 * The credit managers of the network that have an adapter for each label of `target` ("UNISWAP_V3_ROUTER", or "A+B"
 * for both). A label must be a contract label of some network's snapshot, so a typo stops the build; a label of
 * another network counts 0 here.
 */
function managersWithAdapters(s: NetworkSubject): CreditManager[] {
  const { site, snap, fail } = s;
  const labels = (input(s, 'target') ?? '').split('+').map((t) => t.trim()).filter((t) => t !== '');
  if (labels.length === 0) return fail('adapterManagers and adapterManagerCount need a target attribute (a target label, or labels joined by +)');
  const names = labeler(snap);
  const known = new Set(Object.values(site.networks).flatMap((n) => [...n.contractLabels.values()]));
  const missing = labels.filter((l) => !known.has(l));
  if (missing.length > 0) return fail(`unknown target label ${missing.join(', ')} (not a contract label of any snapshot)`);
  return snap.creditManagers.filter((c) => {
    const has = new Set(c.adapters.map((a) => names.contractOrAddress(a.target)));
    return labels.every((l) => has.has(l));
  });
}

export function adapterManagerCount(s: NetworkSubject): LiveValue {
  const names = managersWithAdapters(s).map((c) => c.name);
  return { text: String(names.length), raw: names.length ? names.join(', ') : 'none', href: homePath(s.snap.network.tab) };
}

export function adapterManagers(s: NetworkSubject): LiveValue {
  const names = managersWithAdapters(s).map((c) => c.name);
  return { text: names.length ? names.join(', ') : 'none', raw: `${names.length} of ${s.snap.creditManagers.length} credit managers`, href: homePath(s.snap.network.tab) };
}

/** Every target label with an adapter on the network, with the number of credit managers that allow it. */
export function adapterTargets({ snap }: NetworkSubject): LiveValue {
  const names = labeler(snap);
  const counts = new Map<string, number>();
  for (const cm of snap.creditManagers) {
    for (const label of new Set(cm.adapters.map((a) => names.contractOrAddress(a.target)))) counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  if (counts.size === 0) return { text: 'none', raw: 'no adapters', href: homePath(snap.network.tab) };
  const rows = [...counts].sort(([a], [b]) => a.localeCompare(b));
  return { text: rows.map(([label, n]) => `${label} (${n})`).join(', '), raw: `${rows.length} targets over ${snap.creditManagers.length} credit managers`, href: homePath(snap.network.tab) };
}

export function creditManagerCount({ snap, net }: NetworkSubject): LiveValue {
  return { text: String(snap.creditManagers.length), raw: String(snap.creditManagers.length), href: statePath(net) };
}
