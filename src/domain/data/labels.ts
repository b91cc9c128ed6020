/**
 * The one place that names an address. Token symbols come from the token list
 * first (contractLabels names some tokens by the contract behind them), then
 * from contractLabels; contracts are named by contractLabels.
 */
import { addressKey } from './address';
import type { Address, NetworkSnapshot } from './model';

export interface Labeler {
  /** Symbol of a token, or its contractLabels name, or undefined. */
  token(address: string): string | undefined;
  /** contractLabels name of any address, or a token symbol, or undefined. */
  contract(address: string): string | undefined;
  /** token() or the address itself. */
  tokenOrAddress(address: Address): string;
  /** contract() or the address itself. */
  contractOrAddress(address: Address): string;
}

const cache = new WeakMap<NetworkSnapshot, Labeler>();

export function labeler(snapshot: NetworkSnapshot): Labeler {
  const existing = cache.get(snapshot);
  if (existing) return existing;
  const symbols = new Map<string, string>();
  for (const t of snapshot.tokens) {
    const key = addressKey(t.address);
    if (!symbols.has(key)) symbols.set(key, t.symbol);
  }
  const labels = snapshot.contractLabels;
  const token = (a: string) => symbols.get(addressKey(a)) ?? labels.get(addressKey(a));
  const contract = (a: string) => labels.get(addressKey(a)) ?? symbols.get(addressKey(a));
  const result: Labeler = {
    token,
    contract,
    tokenOrAddress: (a) => token(a) ?? a,
    contractOrAddress: (a) => contract(a) ?? a,
  };
  cache.set(snapshot, result);
  return result;
}
