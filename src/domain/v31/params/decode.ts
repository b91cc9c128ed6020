/**
 * Decoding a V3.1 contract's `serializedParams` with its layout (registry.ts). Every outcome is a value, never an
 * exception: a contract whose state carries no bytes, a decoded list of named parameters, or the raw bytes with the
 * reason they could not be read (no layout for the type and version, or bytes that do not fit the layout).
 */
import { decodeAbiParameters, encodeAbiParameters, parseAbiParameters, type AbiParameter, type Hex } from 'viem';
import type { ParamLayout, ParamUnit } from './layout';
import { findLayout } from './registry';

/** A decoded value in JSON form: addresses checksummed, integers as decimal strings, bytes as hex. */
export type ParamValue = string | boolean | ParamValue[] | { [name: string]: ParamValue };

export interface DecodedParam {
  name: string;
  /** The Solidity type (`uint16`, `address[]`, `tuple[]`). */
  type: string;
  value: ParamValue;
  unit?: ParamUnit;
  /** A tuple's (or tuple array's) parts, with their own names, types and units. */
  components?: readonly { name: string; type: string; unit?: ParamUnit }[];
}

export type DecodedParams =
  /** The state carries no serialized bytes for this contract (its values are the state's own fields). */
  | { kind: 'none' }
  | { kind: 'decoded'; layout: ParamLayout; params: DecodedParam[] }
  | { kind: 'raw'; reason: 'unknown' | 'mismatch'; bytes: Hex; detail: string };

const abiCache = new Map<string, readonly AbiParameter[]>();
/** The layout's parameters as ABI parameters (parsed once per layout). */
export function layoutAbi(layout: ParamLayout): readonly AbiParameter[] {
  let abi = abiCache.get(layout.params);
  if (!abi) {
    abi = parseAbiParameters(layout.params);
    abiCache.set(layout.params, abi);
  }
  return abi;
}

function toValue(v: unknown, p: AbiParameter): ParamValue {
  if (typeof v === 'bigint' || typeof v === 'number') return v.toString();
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  const components = 'components' in p ? p.components : undefined;
  if (Array.isArray(v)) {
    if (p.type.endsWith(']')) {
      const inner = { ...p, type: p.type.replace(/\[\d*\]$/, '') } as AbiParameter;
      return v.map((x) => toValue(x, inner));
    }
    // a tuple decoded as an array (unnamed parts)
    return v.map((x, i) => toValue(x, components?.[i] ?? { type: 'bytes' }));
  }
  if (v && typeof v === 'object' && components) {
    const rec = v as Record<string, unknown>;
    return Object.fromEntries(components.map((c, i) => [c.name ?? String(i), toValue(rec[c.name ?? String(i)], c)]));
  }
  return String(v);
}

const isEmpty = (bytes: string): boolean => /^0x0*$/.test(bytes);

/** A contract's parameters: decoded with the layout of its type and version, or raw with the reason. */
export function decodeParams(contract: { type: string; version: number; serializedParams: Hex }): DecodedParams {
  const bytes = contract.serializedParams;
  if (isEmpty(bytes)) return { kind: 'none' };
  const layout = findLayout(contract.type, contract.version);
  const name = `${contract.type || '(no type)'} v${contract.version}`;
  if (!layout) return { kind: 'raw', reason: 'unknown', bytes, detail: `no layout for ${name}` };
  const abi = layoutAbi(layout);
  let values: readonly unknown[];
  try {
    values = decodeAbiParameters(abi, bytes);
    // the layout must account for every byte: encoding the values again gives the same bytes
    if (encodeAbiParameters(abi, values as unknown[]).toLowerCase() !== bytes.toLowerCase()) {
      return { kind: 'raw', reason: 'mismatch', bytes, detail: `${name}: the bytes hold more than the layout (${layout.params})` };
    }
  } catch (e) {
    return { kind: 'raw', reason: 'mismatch', bytes, detail: `${name}: ${(e as Error).message.split('\n')[0]}` };
  }
  const units = layout.units ?? {};
  const params = abi.map((p, i): DecodedParam => {
    const pname = p.name ?? `#${i}`;
    const components = 'components' in p && p.components ? p.components.map((c) => ({ name: c.name ?? '', type: c.type, ...(c.name && units[c.name] ? { unit: units[c.name] } : {}) })) : undefined;
    return { name: pname, type: p.type, value: toValue(values[i], p), ...(units[pname] ? { unit: units[pname] } : {}), ...(components ? { components } : {}) };
  });
  return { kind: 'decoded', layout, params };
}
