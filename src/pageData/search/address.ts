/**
 * Addresses in the search box: a full address in any case, or its first 8 or
 * more hexadecimal digits, with or without 0x, is answered from the address
 * lookup index (/addresses/lookup.json, the one /lookup uses) instead of the
 * text index: every place the address is used, linking /lookup?address=….
 */
import type { LookupIndex, Place } from '../addressIndex';

/** Hex digits a prefix needs before it is treated as an address. */
export const MIN_ADDRESS_PREFIX = 8;

export interface AddressQuery {
  /** Lower-case hex digits without 0x (8 to 40 of them). */
  hex: string;
  /** All 40 digits were given. */
  full: boolean;
  /** The text started with 0x: it is meant as an address even if nothing matches. */
  prefixed: boolean;
}

/** The address a query stands for, or null when it is not one. Spaces inside are ignored (a pasted address may wrap). */
export function addressQuery(query: string): AddressQuery | null {
  const text = query.replace(/\s+/g, '');
  const m = /^(0x)?([0-9a-fA-F]+)$/i.exec(text);
  if (!m) return null;
  const hex = m[2]!.toLowerCase();
  if (hex.length < MIN_ADDRESS_PREFIX || hex.length > 40) return null;
  return { hex, full: hex.length === 40, prefixed: Boolean(m[1]) };
}

/**
 * The start of an address, typed before it has the MIN_ADDRESS_PREFIX digits that the lookup needs: `0x` and hex
 * digits, or hex digits that mix figures and the letters a to f. Neither is searched in the text: what the
 * person is typing is an address, and the lookup answers it from its eighth digit.
 */
export function addressInProgress(query: string): boolean {
  const m = /^(0x)?([0-9a-f]*)$/i.exec(query.replace(/\s+/g, ''));
  const digits = m?.[2];
  if (digits === undefined || digits.length >= MIN_ADDRESS_PREFIX) return false;
  return Boolean(m?.[1]) || (/[0-9]/.test(digits) && /[a-f]/i.test(digits));
}

export interface AddressMatch {
  /** Lower-case 0x address, as the index keys it. */
  address: string;
  places: Place[];
}

/** Addresses of the index that start with the query's digits, in index order, at most `limit`. */
export function findAddresses(index: LookupIndex, q: AddressQuery, limit = 5): { matches: AddressMatch[]; total: number } {
  const key = `0x${q.hex}`;
  if (q.full) {
    const places = index.addresses[key];
    return places ? { matches: [{ address: key, places }], total: 1 } : { matches: [], total: 0 };
  }
  const matches: AddressMatch[] = [];
  let total = 0;
  for (const [address, places] of Object.entries(index.addresses)) {
    if (!address.startsWith(key)) continue;
    total++;
    if (matches.length < limit) matches.push({ address, places });
  }
  return { matches, total };
}

/** "ACL" or the first label any place gives the address. */
export function addressLabel(places: Place[]): string | undefined {
  return places.find((p) => p[2])?.[2] || undefined;
}

/**
 * How many networks the places are on, counted as chains: the legacy V2/V1 list is on Ethereum Mainnet, as Mainnet V3
 * is, so the two are one network. `networks` is the lookup index's list (from src/domain/data/networks.ts).
 */
export function networkCount(places: Place[], networks: LookupIndex['networks']): number {
  const chainOf = (id: string) => networks.find((n) => n.id === id)?.chainId ?? id;
  return new Set(places.map((p) => chainOf(p[0]))).size;
}
