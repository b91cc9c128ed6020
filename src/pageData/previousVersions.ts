/**
 * "Previous versions": the address provider keeps every version of each entry (its key, e.g. ROUTER or
 * PRICE_ORACLE). An entry is superseded when a higher version of the same key holds another address;
 * the version that replaced it is the next higher version with a different address. An entry whose
 * address the latest version still holds (the same contract registered again) is not superseded.
 */
import type { Address, NetworkSnapshot } from '../domain/data/model';
import { sameAddress } from '../domain/data/address';

export interface PreviousVersion {
  /** The address-provider key. */
  key: string;
  version: number;
  address: Address;
  replacedBy: { version: number; address: Address };
  /** The key's highest version, when it is not the one that replaced this entry. */
  latest?: { version: number; address: Address };
}

export function previousVersions(snap: NetworkSnapshot): PreviousVersion[] {
  const byKey = new Map<string, { version: number; address: Address }[]>();
  for (const e of snap.core.addressProvider.entries) {
    const list = byKey.get(e.role) ?? [];
    list.push({ version: e.version, address: e.address });
    byKey.set(e.role, list);
  }
  const out: PreviousVersion[] = [];
  for (const [key, list] of byKey) {
    const sorted = [...list].sort((a, b) => a.version - b.version);
    const latest = sorted[sorted.length - 1]!;
    sorted.forEach((e, i) => {
      if (sameAddress(e.address, latest.address)) return;
      const next = sorted.slice(i + 1).find((n) => !sameAddress(n.address, e.address));
      if (!next) return;
      const item: PreviousVersion = { key, version: e.version, address: e.address, replacedBy: next };
      if (next !== latest) item.latest = latest;
      out.push(item);
    });
  }
  return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.version - b.version));
}

/** Lower-case address → what superseded it, for the lookup ("superseded by version 301, 0x…"). */
export function supersededText(p: PreviousVersion): string {
  const latest = p.latest ? `; latest version ${p.latest.version}, ${p.latest.address}` : '';
  return `superseded by version ${p.replacedBy.version}, ${p.replacedBy.address}${latest}`;
}
