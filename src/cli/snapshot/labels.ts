/**
 * contractLabels of a generated snapshot. Names of integrated contracts and
 * governance roles exist nowhere on chain, so an address keeps the name the
 * previous snapshot gave it; a token without one is named by the token list,
 * then by its own symbol() on chain; any other address gets no name (the site
 * shows the address). Only addresses the new snapshot or the token list
 * mention keep a label: names of contracts that left the protocol go.
 */
import type { Token } from '../../domain/data/model';
import type { RawSnapshot } from '../../domain/data/schema';
import { addressKey } from '../../domain/data/address';

type Body = Omit<RawSnapshot, 'contractLabels'>;

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
const PLACEHOLDERS = new Set(['0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', '0x0000000000000000000000000000000000000000']);

/** Every address in a JSON value (keys and values), lower case, in document order. */
export function mentionedAddresses(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (ADDRESS_RE.test(value)) out.add(addressKey(value));
  } else if (Array.isArray(value)) {
    for (const v of value) mentionedAddresses(v, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (ADDRESS_RE.test(k)) out.add(addressKey(k));
      mentionedAddresses(v, out);
    }
  }
  return out;
}

/** Tokens the snapshot uses (lower case): priced, collateral, quoted, pool underlyings and shares, zapper ends. */
export function tokensUsed(body: Body): Set<string> {
  const out = new Set<string>();
  const add = (a: string) => {
    if (!PLACEHOLDERS.has(addressKey(a))) out.add(addressKey(a));
  };
  Object.keys(body.priceOracle.mainPriceFeeds).forEach(add);
  Object.keys(body.priceOracle.reservePriceFeeds).forEach(add);
  for (const c of body.creditState) {
    Object.keys(c.creditManager.collateralTokens).forEach(add);
    add(c.creditManager.underlying);
  }
  for (const p of body.poolState) {
    add(p.pool.address);
    add(p.pool.underlying);
    Object.keys(p.poolQuotaKeeper.quotas).forEach(add);
    Object.keys(p.gauge.quotaParams).forEach(add);
    for (const z of p.pool.zappers) {
      add(z.tokenIn);
      add(z.tokenOut);
    }
  }
  for (const [key, versions] of Object.entries(body.core.addressProviderV3.addresses)) {
    if (key.endsWith('_TOKEN')) Object.values(versions).forEach(add);
  }
  return out;
}

export interface LabelSources {
  tokens: readonly Token[];
  /** Previous snapshot's labels, keyed by lower-case address. */
  previous: ReadonlyMap<string, string>;
  /** symbol() read on chain, keyed by lower-case address. */
  symbols: ReadonlyMap<string, string>;
}

export function contractLabels(body: Body, sources: LabelSources): Record<string, string> {
  const listed = new Map(sources.tokens.map((t) => [addressKey(t.address), t.symbol]));
  const mentioned = mentionedAddresses(body);
  for (const a of listed.keys()) mentioned.add(a);
  const used = tokensUsed(body);
  const out: Record<string, string> = {};
  for (const a of mentioned) {
    const name = sources.previous.get(a) ?? (used.has(a) ? (listed.get(a) ?? sources.symbols.get(a)) : undefined);
    if (name !== undefined && name !== '') out[a] = name;
  }
  return out;
}
