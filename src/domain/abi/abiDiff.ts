/**
 * What changed between two ABIs of one contract: the functions, events and errors removed, added, and
 * changed. A member is known by its canonical signature (`name(type,…)`), the text its selector hashes:
 * two members with the same signature are the same member, and it changed if its outputs, its state
 * mutability or which of its parameters are indexed did. Two members with the same name and different
 * signatures are one changed member when each side has exactly one of that name (its selector changed);
 * otherwise they are listed as removed and added. Parameter names are not compared: they are not part of
 * the ABI's encoding.
 *
 * Selectors are computed with viem: 4 bytes for functions and errors, the 32-byte topic for events.
 */
import { toEventSelector, toFunctionSelector, type Hex } from 'viem';
import type { CompiledAbiItem, CompiledAbiParam } from './compiled/types';

export type MemberKind = 'function' | 'event' | 'error';
export const MEMBER_KINDS: readonly MemberKind[] = ['function', 'event', 'error'];

export interface AbiMember {
  kind: MemberKind;
  name: string;
  /** Canonical signature, e.g. `BalanceLessThanExpectedException(address)`: the selector is its hash. */
  signature: string;
  /** `0x` + 4 bytes (function, error) or the 32-byte topic (event). */
  selector: Hex;
  /**
   * The declaration as read in Solidity, with parameter names and struct names:
   * `liquidateCreditAccount(address creditAccount, address to, MultiCall[] calls, bytes lossPolicyData)`,
   * then the mutability and `returns (…)` of a function.
   */
  declaration: string;
  /** Whether a parameter is a struct (then the canonical signature spells it out as a tuple). */
  hasTuple: boolean;
  /** A function's output types, canonical: `(bool)`. */
  outputs?: string;
  /** A function's state mutability. */
  mutability?: string;
  /** An event's indexed flags, one per parameter: `110`. */
  indexed?: string;
}

/** What about a member changed: its inputs (so its selector), its outputs, its mutability, its indexed parameters. */
export type ChangeAspect = 'inputs' | 'outputs' | 'mutability' | 'indexed';

export interface AbiChange {
  kind: MemberKind;
  name: string;
  change: 'removed' | 'added' | 'changed';
  /** For `changed`: what changed, in this order: inputs, outputs, mutability, indexed. */
  aspects: ChangeAspect[];
  before?: AbiMember;
  after?: AbiMember;
}

/** The canonical ABI type: a tuple spelled out as `(t1,t2)` with its array suffix. */
export function canonicalType(p: CompiledAbiParam): string {
  if (!p.type.startsWith('tuple')) return p.type;
  return `(${(p.components ?? []).map(canonicalType).join(',')})${p.type.slice('tuple'.length)}`;
}

/** The type as a reader knows it: a struct by its name (`MultiCall[]`), anything else by its ABI type. */
function readableType(p: CompiledAbiParam): string {
  if (p.type.startsWith('tuple') && p.internalType?.startsWith('struct ')) return p.internalType.slice('struct '.length);
  return canonicalType(p);
}

function readableParams(params: readonly CompiledAbiParam[], withIndexed: boolean): string {
  return params.map((p) => [readableType(p), withIndexed && p.indexed ? 'indexed' : '', p.name].filter(Boolean).join(' ')).join(', ');
}

function isKind(type: string): type is MemberKind {
  return (MEMBER_KINDS as readonly string[]).includes(type);
}

/** The functions, events and errors of an ABI (constructors, fallback and receive are left out). */
export function abiMembers(abi: readonly CompiledAbiItem[]): AbiMember[] {
  const out: AbiMember[] = [];
  for (const item of abi) {
    if (!isKind(item.type) || item.name === undefined) continue;
    const kind = item.type;
    const inputs = item.inputs ?? [];
    const signature = `${item.name}(${inputs.map(canonicalType).join(',')})`;
    const hasTuple = inputs.some((p) => p.type.startsWith('tuple'));
    const params = readableParams(inputs, kind === 'event');
    if (kind === 'function') {
      const outs = item.outputs ?? [];
      const mutability = item.stateMutability ?? 'nonpayable';
      const returns = outs.length > 0 ? ` returns (${readableParams(outs, false)})` : '';
      out.push({
        kind,
        name: item.name,
        signature,
        selector: toFunctionSelector(signature),
        declaration: `${item.name}(${params})${mutability === 'nonpayable' ? '' : ` ${mutability}`}${returns}`,
        hasTuple,
        outputs: `(${outs.map(canonicalType).join(',')})`,
        mutability,
      });
    } else if (kind === 'event') {
      out.push({ kind, name: item.name, signature, selector: toEventSelector(signature), declaration: `${item.name}(${params})`, hasTuple, indexed: inputs.map((p) => (p.indexed ? '1' : '0')).join('') });
    } else {
      out.push({ kind, name: item.name, signature, selector: toFunctionSelector(signature), declaration: `${item.name}(${params})`, hasTuple });
    }
  }
  return out;
}

function aspectsOf(before: AbiMember, after: AbiMember): ChangeAspect[] {
  const aspects: ChangeAspect[] = [];
  if (before.signature !== after.signature) aspects.push('inputs');
  if (before.outputs !== after.outputs) aspects.push('outputs');
  if (before.mutability !== after.mutability) aspects.push('mutability');
  if (before.indexed !== after.indexed) aspects.push('indexed');
  return aspects;
}

const byKindAndName = (a: AbiChange, b: AbiChange): number =>
  MEMBER_KINDS.indexOf(a.kind) - MEMBER_KINDS.indexOf(b.kind) || a.name.localeCompare(b.name) || (a.before?.signature ?? a.after?.signature ?? '').localeCompare(b.before?.signature ?? b.after?.signature ?? '');

/**
 * The changes from `before` to `after` (either may be absent: a contract new in `after` has only added members).
 * Unchanged members are left out. Sorted by kind (functions, events, errors), then name.
 */
export function diffAbis(before: readonly CompiledAbiItem[] | undefined, after: readonly CompiledAbiItem[] | undefined): AbiChange[] {
  const key = (m: AbiMember) => `${m.kind} ${m.signature}`;
  const old = new Map(abiMembers(before ?? []).map((m) => [key(m), m]));
  const now = new Map(abiMembers(after ?? []).map((m) => [key(m), m]));
  const changes: AbiChange[] = [];
  const gone: AbiMember[] = [];
  for (const [k, m] of old) {
    const n = now.get(k);
    if (!n) {
      gone.push(m);
      continue;
    }
    const aspects = aspectsOf(m, n);
    if (aspects.length > 0) changes.push({ kind: m.kind, name: m.name, change: 'changed', aspects, before: m, after: n });
  }
  const fresh = [...now].filter(([k]) => !old.has(k)).map(([, m]) => m);
  const named = (list: AbiMember[], m: AbiMember) => list.filter((x) => x.kind === m.kind && x.name === m.name);
  for (const m of gone) {
    const sameNameGone = named(gone, m);
    const sameNameFresh = named(fresh, m);
    const only = sameNameFresh[0];
    if (sameNameGone.length === 1 && sameNameFresh.length === 1 && only) changes.push({ kind: m.kind, name: m.name, change: 'changed', aspects: aspectsOf(m, only), before: m, after: only });
    else changes.push({ kind: m.kind, name: m.name, change: 'removed', aspects: [], before: m });
  }
  for (const n of fresh) {
    if (named(gone, n).length === 1 && named(fresh, n).length === 1) continue; // paired above
    changes.push({ kind: n.kind, name: n.name, change: 'added', aspects: [], after: n });
  }
  return changes.sort(byKindAndName);
}
