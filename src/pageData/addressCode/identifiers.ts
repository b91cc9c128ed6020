/**
 * Names and text for generated code, safe whatever the labels hold. Labels come from snapshot data and a
 * token list, neither of which is ours: they may hold HTML, formula prefixes, bidirectional overrides,
 * newlines or thousands of characters. Nothing here lets such a label break an identifier, a string
 * literal or a comment.
 *
 * The naming rule a person can apply by hand: take the label as shown on the site, keep its runs of
 * ASCII letters and digits, join them with `_` ("Trade USDC.e Tier 1" → `Trade_USDC_e_Tier_1`); put `_`
 * in front if it starts with a digit. Solidity constants are the same in upper case, after a prefix
 * naming the role (`POOL_TRADE_USDC_V3`).
 */
import { addressKey } from '../../domain/data/address';

/** Longest label-derived part of a name, in characters (before any collision suffix). */
export const MAX_NAME_PART = 48;

/** Runs of ASCII letters and digits. */
export function words(label: string): string[] {
  return label.match(/[A-Za-z0-9]+/g) ?? [];
}

/**
 * The identifier form of a label: its words joined with `_`, at most MAX_NAME_PART characters, `_` first
 * when it would start with a digit. A label with no word at all is named after `fallback` (an address).
 */
export function keyOf(label: string, fallback: string): string {
  let key = words(label).join('_');
  if (key === '') key = words(fallback).join('_');
  if (key.length > MAX_NAME_PART) key = key.slice(0, MAX_NAME_PART).replace(/_+$/, '');
  return /^[0-9]/.test(key) ? `_${key}` : key;
}

/** A Solidity constant name: upper case, parts joined with `_` (`__` between a manager and an adapter). */
export function constantOf(...parts: string[]): string {
  return parts.map((p) => p.toUpperCase()).join('_');
}

export interface Named {
  /** The wanted name. */
  name: string;
  /** What tells entries with the same wanted name apart (an address); equal ids are the same thing. */
  id: string;
}

/**
 * Final names for `entries`, in order. A name wanted by more than one id gets, for every one of those ids,
 * `_` and the shortest prefix (4 or more hex digits) of the id that makes all of them distinct. The result
 * depends only on the set of entries, not on their order, and an entry keeps its name as long as nothing
 * else wants it.
 */
export function resolveNames(entries: readonly Named[]): string[] {
  const ids = new Map<string, Set<string>>();
  for (const e of entries) {
    const set = ids.get(e.name) ?? new Set<string>();
    set.add(addressKey(e.id));
    ids.set(e.name, set);
  }
  const taken = new Set([...ids.keys()].filter((n) => ids.get(n)!.size === 1));
  const suffixed = new Map<string, string>();
  for (const [name, set] of [...ids].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (set.size === 1) continue;
    const hexes = [...set].sort().map((id) => [id, id.replace(/^0x/, '').replace(/[^0-9a-f]/g, '')] as const);
    for (let n = 4; ; n++) {
      const candidates = hexes.map(([id, hex]) => [id, `${name}_${hex.slice(0, n).toUpperCase()}`] as const);
      const unique = new Set(candidates.map(([, c]) => c)).size === candidates.length;
      const longest = n >= Math.max(...hexes.map(([, hex]) => hex.length));
      if ((unique && candidates.every(([, c]) => !taken.has(c))) || longest) {
        for (const [id, c] of candidates) {
          suffixed.set(`${name}\n${id}`, c);
          taken.add(c);
        }
        break;
      }
    }
  }
  return entries.map((e) => suffixed.get(`${e.name}\n${addressKey(e.id)}`) ?? e.name);
}

/** A TypeScript single-quoted string literal of `text`; everything outside printable ASCII is escaped. */
export function tsString(text: string): string {
  let out = "'";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ch = text[i]!;
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else out += `\\u${c.toString(16).padStart(4, '0')}`;
  }
  return `${out}'`;
}

/**
 * Text fit for a one-line comment in any language we generate: printable ASCII only (no bidirectional
 * controls, no line breaks), runs of spaces collapsed, at most `max` characters.
 */
export function commentText(text: string, max = 80): string {
  const clean = text
    .replace(/[^\x20-\x7e]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 3).trimEnd()}...` : clean;
}
