/**
 * The decoder: matches the selector of revert data or calldata against the table, decodes the
 * arguments with viem, and decodes calldata nested in `bytes` arguments (the inner calls of a
 * multicall) the same way. Pure: input and table in, a result out; the page only shows it.
 */
import { decodeAbiParameters, encodeAbiParameters, parseAbiParameters, type AbiParameter, type Hex } from 'viem';
import { checkInput } from './input';
import { PANIC_CODES } from './panic';
import type { DecodeTable, TableError, TableLink } from '../protocol/errors/decoderTable';
import type { Version } from '../protocol/errors/versions';

export type DecodedValue =
  | { kind: 'address'; value: string }
  | { kind: 'number'; value: string; hint?: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'bytes'; value: Hex; call?: DecodedCall }
  | { kind: 'string'; value: string }
  | { kind: 'array'; items: DecodedValue[] }
  | { kind: 'tuple'; fields: DecodedArg[] };

export interface DecodedArg {
  name?: string;
  type: string;
  value: DecodedValue;
}

export interface DecodedCall {
  selector: Hex;
  name: string;
  /** `name(type name, …)`. */
  signature: string;
  /** Contracts that have this function. */
  contracts: string[];
  args: DecodedArg[];
  /** Bytes after the encoded arguments, ignored. */
  extraBytes: number;
}

/** An error of the same name with another selector (another signature), in the version(s) that have it. */
export interface OtherSelector {
  selector: Hex;
  signature: string;
  versions: Version[];
  links: TableLink[];
}

export interface DecodedError {
  selector: Hex;
  name: string;
  signature: string;
  /** The Gearbox versions that have this error with this signature (for a message: whose reference lists it). */
  versions: Version[];
  /** Errors of the same name under other selectors: in the other version, or in another family. */
  others: OtherSelector[];
  args: DecodedArg[];
  /** Entries on the errors pages for this exact error (reason or panic code included). */
  links: TableLink[];
  /** What the error means when that is known from its arguments: the panic code's meaning. */
  meaning?: string;
  /** True when only a reason or code outside the catalogue matched; `links` are then the catch-all entries. */
  generic: boolean;
  extraBytes: number;
}

/** A signature whose selector matched but whose arguments did not decode. */
export interface Mismatch {
  kind: 'error' | 'function';
  signature: string;
  message: string;
}

export type DecodeResult =
  | {
      ok: true;
      hex: Hex;
      selector: Hex;
      /** Only the 4-byte selector was given, and the matches take arguments. */
      selectorOnly: boolean;
      errors: DecodedError[];
      functions: DecodedCall[];
      /** Matches listed by signature only (selector-only input); errors with their versions and other selectors. */
      matches: { kind: 'error' | 'function'; signature: string; links: TableLink[]; contracts: string[]; versions?: Version[]; others?: OtherSelector[] }[];
      removed: string[];
    }
  | {
      ok: false;
      reason: 'empty' | 'no-data' | 'not-hex' | 'odd-length' | 'too-short' | 'unknown-selector' | 'bad-arguments';
      message: string;
      removed: string[];
      mismatches?: Mismatch[];
    };

/**
 * Bit names of `ICreditFacadeV3Multicall` permissions, with the version that has the bit when only one does
 * (core-v3 v1.51.0 and v1.53.0, contracts/interfaces/ICreditFacadeV3Multicall.sol): the same selector of
 * `NoPermissionException(uint256)` carries either version's bits.
 */
const PERMISSIONS: readonly [bigint, string, string?][] = [
  [1n, 'ADD_COLLATERAL'],
  [1n << 1n, 'INCREASE_DEBT'],
  [1n << 2n, 'DECREASE_DEBT'],
  [1n << 3n, 'ENABLE_TOKEN', 'V3.0'],
  [1n << 4n, 'DISABLE_TOKEN', 'V3.0'],
  [1n << 5n, 'WITHDRAW_COLLATERAL'],
  [1n << 6n, 'UPDATE_QUOTA'],
  [1n << 7n, 'REVOKE_ALLOWANCES', 'V3.0'],
  [1n << 8n, 'SET_BOT_PERMISSIONS', 'V3.1'],
  [1n << 16n, 'EXTERNAL_CALLS'],
];

function permissionNames(mask: bigint): string | undefined {
  const names = PERMISSIONS.filter(([bit]) => (mask & bit) !== 0n).map(([, n, only]) => `${n}_PERMISSION${only ? ` (${only} only)` : ''}`);
  const known = PERMISSIONS.reduce((m, [bit]) => m | bit, 0n);
  if (mask & ~known) names.push('unknown bits');
  return names.length ? names.join(' | ') : undefined;
}

function numberHint(type: string, value: bigint, context: string, name: string | undefined): string | undefined {
  if (/permission/i.test(name ?? '') && (context === 'NoPermissionException' || context === 'setBotPermissions')) return permissionNames(value);
  if (context === 'Panic' && PANIC_CODES[Number(value)] !== undefined && value < 256n) return PANIC_CODES[Number(value)];
  const bits = Number(type.replace(/^u?int/, '') || 256);
  if (type.startsWith('uint') && value === (1n << BigInt(bits)) - 1n) return `type(${type}).max`;
  if (type.startsWith('int') && value === -(1n << BigInt(bits - 1))) return `type(${type}).min`;
  if (type.startsWith('int') && value === (1n << BigInt(bits - 1)) - 1n) return `type(${type}).max`;
  return undefined;
}

const MAX_DEPTH = 6;

function toValue(param: AbiParameter, raw: unknown, table: DecodeTable, context: string, depth: number): DecodedValue {
  const type = param.type;
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    const inner = { ...param, type: array[1] } as AbiParameter;
    return { kind: 'array', items: (raw as unknown[]).map((item) => toValue(inner, item, table, context, depth)) };
  }
  if (type === 'tuple') {
    const components = (param as { components?: readonly AbiParameter[] }).components ?? [];
    const values = Array.isArray(raw) ? raw : components.map((c) => (raw as Record<string, unknown>)[c.name ?? '']);
    return { kind: 'tuple', fields: components.map((c, i) => ({ name: c.name || undefined, type: typeLabel(c), value: toValue(c, values[i], table, context, depth) })) };
  }
  if (type === 'address') return { kind: 'address', value: raw as string };
  if (type === 'bool') return { kind: 'bool', value: raw as boolean };
  if (type === 'string') return { kind: 'string', value: raw as string };
  if (/^u?int\d*$/.test(type)) {
    const value = raw as bigint;
    const hint = numberHint(type, value, context, param.name);
    return hint ? { kind: 'number', value: value.toString(), hint } : { kind: 'number', value: value.toString() };
  }
  if (type === 'bytes') {
    const hex = raw as Hex;
    const call = depth < MAX_DEPTH ? decodeNestedCall(hex, table, depth + 1) : undefined;
    return call ? { kind: 'bytes', value: hex, call } : { kind: 'bytes', value: hex };
  }
  return { kind: 'bytes', value: raw as Hex };
}

/** `(address,bytes)[]` style label of a parameter's type. */
export function typeLabel(param: AbiParameter): string {
  if (param.type.startsWith('tuple')) {
    const components = (param as { components?: readonly AbiParameter[] }).components ?? [];
    return `(${components.map(typeLabel).join(',')})${param.type.slice(5)}`;
  }
  return param.type;
}

interface Decoded {
  args: DecodedArg[];
  extraBytes: number;
  raw: readonly unknown[];
}

/** Decodes `data` (arguments only) for `params`; throws a readable message on failure. */
function decodeArgs(params: readonly AbiParameter[], data: Hex, table: DecodeTable, context: string, depth: number): Decoded {
  let raw: readonly unknown[];
  try {
    raw = decodeAbiParameters(params, data);
  } catch (error) {
    throw new Error(describeDecodeFailure(error, data));
  }
  const reencoded = encodeAbiParameters(params, raw as never);
  const given = (data.length - 2) / 2;
  const used = (reencoded.length - 2) / 2;
  if (used > given) throw new Error(`the arguments need at least ${used} bytes and ${given} were given`);
  return {
    args: params.map((p, i) => ({ name: p.name || undefined, type: typeLabel(p), value: toValue(p, raw[i], table, context, depth) })),
    extraBytes: given - used,
    raw,
  };
}

function describeDecodeFailure(error: unknown, data: Hex): string {
  const name = (error as { name?: string }).name ?? '';
  const bytes = (data.length - 2) / 2;
  if (name === 'AbiDecodingDataSizeTooSmallError' || name === 'AbiDecodingZeroDataError') return `the argument data is too short (${bytes} byte${bytes === 1 ? '' : 's'} after the selector)`;
  if (name === 'PositionOutOfBoundsError' || name === 'SliceOffsetOutOfBoundsError') return 'an offset or length in the data points past its end';
  if (name === 'InvalidHexBooleanError' || name === 'InvalidBytesBooleanError') return 'a bool argument is neither 0 nor 1';
  if (name === 'RecursiveReadLimitExceededError') return 'the data refers to the same bytes too many times';
  const short = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message ?? String(error);
  return short.split('\n')[0] ?? 'the arguments do not decode';
}

function decodeNestedCall(hex: Hex, table: DecodeTable, depth: number): DecodedCall | undefined {
  if (hex.length < 10) return undefined;
  const selector = hex.slice(0, 10).toLowerCase() as Hex;
  for (const fn of table.functions[selector] ?? []) {
    try {
      return decodeCall(selector, fn.n, fn.p, fn.c, `0x${hex.slice(10)}`, table, depth);
    } catch {
      // Try the next candidate; bytes that are not a known call stay raw.
    }
  }
  return undefined;
}

function decodeCall(selector: Hex, name: string, params: string, contracts: string[], data: Hex, table: DecodeTable, depth: number): DecodedCall {
  const abi = params ? parseAbiParameters(params) : [];
  const { args, extraBytes } = decodeArgs(abi as readonly AbiParameter[], data, table, name, depth);
  return { selector, name, signature: `${name}(${params})`, contracts, args, extraBytes };
}

/** Decodes pasted revert data, calldata or a bare selector against the table. */
export function decode(input: string, table: DecodeTable): DecodeResult {
  const check = checkInput(input);
  if (!check.ok) return check;
  const { hex, removed } = check;
  const selector = hex.slice(0, 10) as Hex;
  const data = `0x${hex.slice(10)}` as Hex;
  const error = table.errors[selector];
  const fns = table.functions[selector] ?? [];
  if (!error && fns.length === 0) {
    return {
      ok: false,
      reason: 'unknown-selector',
      message: `${selector} is not in this catalogue: it is not a Gearbox V3 error, nor a function of the contracts listed in the errors reference. If it came from an adapter call, it is probably the error of the token or protocol behind the adapter: look it up in that contract's ABI.`,
      removed,
    };
  }

  const paramsOf = (p: string) => (p ? (parseAbiParameters(p) as readonly AbiParameter[]) : []);
  const selectorOnly = data === '0x' && [...(error ? [error.p] : []), ...fns.map((f) => f.p)].some((p) => p !== '');
  if (selectorOnly) {
    return {
      ok: true,
      hex,
      selector,
      selectorOnly: true,
      errors: [],
      functions: [],
      matches: [
        ...(error ? [{ kind: 'error' as const, signature: `${error.n}(${error.p})`, links: allLinks(error), contracts: [], versions: error.v, others: otherSelectors(table, selector, error) }] : []),
        ...fns.map((f) => ({ kind: 'function' as const, signature: `${f.n}(${f.p})`, links: [], contracts: f.c })),
      ],
      removed,
    };
  }

  const errors: DecodedError[] = [];
  const functions: DecodedCall[] = [];
  const mismatches: Mismatch[] = [];
  if (error) {
    const signature = `${error.n}(${error.p})`;
    try {
      const { args, extraBytes, raw } = decodeArgs(paramsOf(error.p), data, table, error.n, 0);
      let links = error.l;
      let generic = false;
      let meaning: string | undefined;
      let versions = error.v;
      if (error.r) {
        const reason = String(raw[0]);
        const found = error.r[reason];
        generic = !found;
        links = found ?? error.l;
        versions = error.rv?.[reason] ?? error.v;
      } else if (error.c) {
        const code = raw[0] as bigint;
        const found = error.c[code.toString()];
        generic = !found;
        links = found ?? error.l;
        meaning = code < 256n ? PANIC_CODES[Number(code)] : undefined;
      }
      errors.push({ selector, name: error.n, signature, versions, others: otherSelectors(table, selector, error), args, links, generic, extraBytes, ...(meaning ? { meaning } : {}) });
    } catch (e) {
      mismatches.push({ kind: 'error', signature, message: (e as Error).message });
    }
  }
  for (const fn of fns) {
    try {
      functions.push(decodeCall(selector, fn.n, fn.p, fn.c, data, table, 0));
    } catch (e) {
      mismatches.push({ kind: 'function', signature: `${fn.n}(${fn.p})`, message: (e as Error).message });
    }
  }
  if (errors.length === 0 && functions.length === 0) {
    const only = mismatches.length === 1 ? mismatches[0] : undefined;
    const detail = only ? `${only.signature}, but the arguments after it do not decode: ${only.message}` : `known, but the arguments after it do not decode as any of its signatures: ${mismatches.map((m) => `${m.signature}: ${m.message}`).join('; ')}`;
    return {
      ok: false,
      reason: 'bad-arguments',
      message: `The selector ${selector} is ${detail}. The data may be cut off: copy it again in full.`,
      removed,
      mismatches,
    };
  }
  return { ok: true, hex, selector, selectorOnly: false, errors, functions, matches: [], removed };
}

/** Errors named like `error` under other selectors (none for the standard `Error` and `Panic`). */
function otherSelectors(table: DecodeTable, selector: Hex, error: TableError): OtherSelector[] {
  if (error.r || error.c) return [];
  return Object.entries(table.errors)
    .filter(([s, e]) => s !== selector && e.n === error.n)
    .map(([s, e]) => ({ selector: s as Hex, signature: `${e.n}(${e.p})`, versions: e.v, links: e.l }));
}

function allLinks(error: { l: TableLink[]; r?: Record<string, TableLink[]>; c?: Record<string, TableLink[]> }): TableLink[] {
  const out: TableLink[] = [...error.l];
  for (const links of [...Object.values(error.r ?? {}), ...Object.values(error.c ?? {})]) for (const l of links) if (!out.some((o) => o[1] === l[1])) out.push(l);
  return out;
}
