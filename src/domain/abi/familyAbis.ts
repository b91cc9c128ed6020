/**
 * The snapshot generator's ABIs of Gearbox's core contracts, taken from the compiled ABIs (one home): each family
 * (./pool.ts, ./creditFacade.ts, …) names the functions and events the generator calls and the compiled contract
 * they come from in each contracts version the generator reads; `npm run family-abis` (scripts/family-abis.ts) picks
 * those items from solc's ABIs and writes them to ./generated/families.generated.ts, as `as const` arrays for viem's
 * type inference. This module is the pure part: pick, check, render.
 *
 * An entry is a name, or a full signature `name(type,…)` where the name is overloaded in the contract. The item is
 * taken from the first version (3.00, which every family has); in every other version the family names a contract
 * for, the member of the same signature must be there with the same outputs, state mutability and indexed flags, or
 * the pick fails with a FamilyAbiError naming the family, the entry and the versions. Parameter names are not
 * compared: they are not part of the encoding (the generated item keeps the first version's).
 */
import { InputError } from '../errors';
import { abiMembers, type AbiMember, type MemberKind } from './abiDiff';
import type { CompiledAbiItem } from './compiled/types';

/** The contracts versions the generator reads: 3.00 everywhere, 3.01 for the facades and managers of Mainnet, Arbitrum and Optimism. */
export const GENERATOR_VERSIONS = ['3.00', '3.01'] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];

/** A family's entries and where they come from. */
export interface FamilyPick {
  /** How messages name the contract. */
  readonly name: string;
  /**
   * The compiled contract (or interface) the entries come from, by version: 3.00 always; another version where the
   * generator reads that version of the contract and a compiled ABI of it is at hand.
   */
  readonly compiled: { readonly '3.00': string } & Readonly<Partial<Record<GeneratorVersion, string>>>;
  /** The events the generator reads, in the order the generated ABI lists them (before the functions). */
  readonly events?: readonly string[];
  /** The functions the generator calls, in the order the generated ABI lists them. */
  readonly functions: readonly string[];
}

/** The compiled ABIs of one version: where they come from (one line) and each contract's ABI by name. */
export interface CompiledSource {
  label: string;
  abis: Readonly<Record<string, readonly CompiledAbiItem[]>>;
}

export interface FamilyAbiProblem {
  family: string;
  /** The entry as the family lists it: `event SetAddress`, `function addresses`. */
  entry: string;
  /** The versions involved. */
  versions: GeneratorVersion[];
  reason: string;
}

/** A family's entry cannot be picked from the compiled ABIs, or differs between the versions the generator reads. */
export class FamilyAbiError extends InputError {
  readonly problems: readonly FamilyAbiProblem[];

  constructor(problems: readonly FamilyAbiProblem[]) {
    super(
      `the generator's ABIs cannot be generated from the compiled ones (${problems.length} problem(s)):\n${problems.map((p) => `  ${p.family}: ${p.entry} [${p.versions.join(', ')}]: ${p.reason}`).join('\n')}`,
      { hint: 'fix the family\u2019s entry list (src/domain/abi/<family>.ts), or, where versions differ, give the generator a family per version' },
    );
    this.name = 'FamilyAbiError';
    this.problems = problems;
  }
}

/** Each family's ABI items, in the family's order: events, then functions. */
export type PickedFamilies = Record<string, CompiledAbiItem[]>;

interface Located {
  item: CompiledAbiItem;
  member: AbiMember;
}

function located(abi: readonly CompiledAbiItem[]): Located[] {
  return abi.flatMap((item) => abiMembers([item]).map((member) => ({ item, member })));
}

/** Picks every family's entries from the compiled ABIs, checking each against every other version; throws FamilyAbiError listing every problem. */
export function pickFamilyAbis(picks: Readonly<Record<string, FamilyPick>>, sources: Readonly<Record<GeneratorVersion, CompiledSource>>): PickedFamilies {
  const [first, ...others] = GENERATOR_VERSIONS;
  const problems: FamilyAbiProblem[] = [];
  const out: PickedFamilies = {};
  for (const [family, pick] of Object.entries(picks)) {
    const contract = pick.compiled[first];
    const abi = sources[first].abis[contract];
    if (!abi) {
      problems.push({ family, entry: '*', versions: [first], reason: `no contract ${contract} in ${sources[first].label}` });
      continue;
    }
    const members = located(abi);
    const items: CompiledAbiItem[] = [];
    const seen = new Set<string>();
    const entries: [MemberKind, string][] = [...(pick.events ?? []).map((e): [MemberKind, string] => ['event', e]), ...pick.functions.map((f): [MemberKind, string] => ['function', f])];
    for (const [kind, wanted] of entries) {
      const entry = `${kind} ${wanted}`;
      const bySignature = wanted.includes('(');
      const found = members.filter((m) => m.member.kind === kind && (bySignature ? m.member.signature === wanted : m.member.name === wanted));
      const [hit] = found;
      if (!hit) {
        problems.push({ family, entry, versions: [first], reason: `${contract} has no ${kind} ${bySignature ? 'of that signature' : 'of that name'}` });
        continue;
      }
      if (found.length > 1) {
        problems.push({ family, entry, versions: [first], reason: `overloaded in ${contract} (${found.map((m) => m.member.signature).join(', ')}): name it by its full signature` });
        continue;
      }
      const key = `${kind} ${hit.member.signature}`;
      if (seen.has(key)) {
        problems.push({ family, entry, versions: [first], reason: `listed twice (${hit.member.signature})` });
        continue;
      }
      seen.add(key);
      for (const version of others) {
        const name = pick.compiled[version];
        if (name === undefined) continue;
        const otherAbi = sources[version].abis[name];
        if (!otherAbi) {
          problems.push({ family, entry, versions: [version], reason: `no contract ${name} in ${sources[version].label}` });
          continue;
        }
        const there = located(otherAbi).find((m) => m.member.kind === kind && m.member.signature === hit.member.signature)?.member;
        const pair: GeneratorVersion[] = [first, version];
        if (!there) {
          const named = located(otherAbi).filter((m) => m.member.kind === kind && m.member.name === hit.member.name).map((m) => m.member.signature);
          problems.push({ family, entry, versions: pair, reason: `${first} ${contract} has ${hit.member.signature}, ${version} ${name} ${named.length > 0 ? `has ${named.join(', ')}` : 'has none of that name'}` });
          continue;
        }
        for (const aspect of ['outputs', 'mutability', 'indexed'] as const) {
          if (hit.member[aspect] !== there[aspect]) problems.push({ family, entry, versions: pair, reason: `${aspect}: ${first} ${contract} ${hit.member[aspect] ?? '-'}, ${version} ${name} ${there[aspect] ?? '-'}` });
        }
      }
      items.push(hit.item);
    }
    out[family] = items;
  }
  if (problems.length > 0) throw new FamilyAbiError(problems);
  return out;
}

/** The generated module's text: a header naming the sources, then each family's items, one a line, `as const`. */
export function renderFamilyAbis(picked: PickedFamilies, picks: Readonly<Record<string, FamilyPick>>, sources: Readonly<Record<GeneratorVersion, CompiledSource>>): string {
  const lines = [
    '// Generated by scripts/family-abis.ts (npm run family-abis). Do not edit: run the script again.',
    '// The snapshot generator\u2019s ABIs of Gearbox\u2019s core contracts: solc\u2019s ABI items, picked by the entry lists of',
    '// src/domain/abi/<family>.ts (FAMILY_PICKS, src/domain/abi/picks.ts) and taken from the first of these versions;',
    '// each item is the same (signature, outputs, mutability, indexed) in every version its family names a contract for.',
    ...GENERATOR_VERSIONS.map((v) => `//   ${v}: ${sources[v].label}`),
  ];
  for (const [family, items] of Object.entries(picked)) {
    const pick = picks[family];
    const from = pick ? GENERATOR_VERSIONS.flatMap((v) => (pick.compiled[v] === undefined ? [] : [`${v} ${pick.compiled[v]}`])).join(', ') : '';
    lines.push('', `/** ${pick?.name ?? family} (${from}): ${items.length} entries. */`, `export const ${family} = [`, ...items.map((item) => `  ${JSON.stringify(item)},`), '] as const;');
  }
  return `${lines.join('\n')}\n`;
}
