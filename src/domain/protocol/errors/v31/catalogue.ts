/**
 * The V3.1 errors reference: one family per repository (core-v3, permissionless, integrations-v3, periphery-v3),
 * each entry built from the extract of the source (signature, declarations, raise sites), its selector computed
 * here, its text from ./text, and its version tag computed against V3.0: the V3.0 sources' declarations
 * (core-v3 3.01 and 3.00, integrations-v3 of V3.0) and the V3.0 catalogue. Anchors, reason slugs and page paths
 * are the V3.0 catalogue's own functions.
 */
import { toFunctionSelector, type Hex } from 'viem';
import { InputError } from '../../../errors';
import { allEntries as v30Entries, anchorOf, catalogue as v30Families, familyPath, type CatalogueEntry } from '../catalogue';
import { SOURCES, type RepoId, type SourceRef } from '../sources';
import { EXTRACT_V30, EXTRACT_V31 } from './extract.generated';
import { canonicalOf, type Declared, type ErrorsExtract, type ExtractedError, type Raised } from './extract';
import { CORE_TEXT } from './text/core';
import { INTEGRATIONS_TEXT } from './text/integrations';
import { PERIPHERY_TEXT } from './text/periphery';
import { PERMISSIONLESS_TEXT } from './text/permissionless';
import type { ErrorText, ErrorTexts } from './text/types';

export const V31_FAMILY_IDS = ['core', 'permissionless', 'integrations', 'periphery'] as const;
export type V31FamilyId = (typeof V31_FAMILY_IDS)[number];

export interface V31FamilySpec {
  id: V31FamilyId;
  /** The repository that declares the family's errors. */
  repo: RepoId;
  /** URL segment under /docs/errors/. */
  slug: string;
  title: string;
  /** Short label for tables and the decoder's links. */
  label: string;
  texts: ErrorTexts;
}

export const V31_FAMILIES: readonly V31FamilySpec[] = [
  { id: 'core', repo: 'core-v3@3.10', slug: 'v3.1/core', title: 'Core errors (V3.1)', label: 'V3.1 core', texts: CORE_TEXT },
  { id: 'permissionless', repo: 'permissionless', slug: 'v3.1/permissionless', title: 'Permissionless errors (V3.1)', label: 'V3.1 permissionless', texts: PERMISSIONLESS_TEXT },
  { id: 'integrations', repo: 'integrations-v3@3.10', slug: 'v3.1/integrations', title: 'Integrations errors (V3.1)', label: 'V3.1 integrations', texts: INTEGRATIONS_TEXT },
  { id: 'periphery', repo: 'periphery-v3@3.10', slug: 'v3.1/periphery', title: 'Periphery errors (V3.1)', label: 'V3.1 periphery', texts: PERIPHERY_TEXT },
];

/** The V3.0 side of the sources: which releases each V3.0 repository key stands for, for the version tag. */
const V30_RELEASES: Partial<Record<RepoId, string>> = { 'core-v3': 'core-v3 3.01', 'core-v3@3.00': 'core-v3 3.00', 'integrations-v3': SOURCES['integrations-v3'].label };

/** An error of V3.0 with the same name as a V3.1 error. */
export interface V30Match {
  /** `Name(type name, …)`. */
  readable: string;
  canonical: string;
  selector: Hex;
  /** Where V3.0 declares it (core-v3 3.01 and 3.00, integrations-v3 of V3.0). */
  declared: SourceRef[];
  /** The V3.0 catalogue's entries for it (one per family page that lists it). */
  entries: { label: string; href: string }[];
}

/**
 * How a V3.1 error relates to V3.0: `same` — V3.0 has the same signature, so the same selector; `changed` — V3.0 has
 * an error of this name with another signature (another selector); `new` — V3.0 has no error of this name.
 */
export type V30Relation = { kind: 'same'; match: V30Match } | { kind: 'changed'; matches: V30Match[] } | { kind: 'new' };

export interface V31Entry {
  version: '3.1';
  family: V31FamilyId;
  /** The error's name, or `Error` for a message entry. */
  name: string;
  /** `error Name(type name, …)`. */
  signature: string;
  /** Without `error `. */
  readable: string;
  canonical: string;
  selector: Hex;
  /** For `Error(string)` entries: the message. */
  reason?: string;
  anchor: string;
  heading: string;
  href: string;
  /** Its key in the family's ErrorTexts: the name, the canonical signature when the family has two of that name, or the quoted message. */
  textKey: string;
  text?: ErrorText;
  declared: Declared[];
  raised: Raised[];
  v30: V30Relation;
}

export interface V31Family extends V31FamilySpec {
  path: string;
  /** The family's custom errors, by name. */
  errors: V31Entry[];
  /** `Error(string)` messages its code reverts with. */
  messages: V31Entry[];
  /** Errors and messages, in page order. */
  entries: V31Entry[];
}

interface V30Known {
  readable: string;
  canonical: string;
  name: string;
  declared: SourceRef[];
}

/** Every V3.0 custom error: the V3.0 sources' declarations and the V3.0 catalogue's entries, by canonical signature. */
function v30Index(extract: ErrorsExtract, entries: readonly CatalogueEntry[]): Map<string, V30Known> {
  const out = new Map<string, V30Known>();
  for (const e of extract.errors) {
    const known = out.get(e.canonical) ?? { readable: e.signature.replace(/^error\s+/, ''), canonical: e.canonical, name: e.name, declared: [] };
    known.declared.push(...e.declared.map(({ repo, path, line }) => ({ repo, path, line })));
    out.set(e.canonical, known);
  }
  for (const e of entries) {
    if (e.reason !== undefined || e.panic !== undefined || e.name === 'Error' || e.name === 'Panic') continue;
    if (!out.has(e.canonical)) out.set(e.canonical, { readable: e.readable, canonical: e.canonical, name: e.name, declared: e.origin ? [e.origin] : [] });
  }
  return out;
}

function matchOf(known: V30Known, entries: readonly CatalogueEntry[], labels: ReadonlyMap<string, string>): V30Match {
  return {
    readable: known.readable,
    canonical: known.canonical,
    selector: toFunctionSelector(`error ${known.readable}`),
    declared: known.declared,
    entries: entries.filter((e) => e.canonical === known.canonical && e.reason === undefined && e.panic === undefined).map((e) => ({ label: labels.get(e.family) ?? e.family, href: e.href })),
  };
}

/** The V3.0 relation of an error of `canonical` named `name`. */
export function v30RelationOf(name: string, canonical: string, index: ReadonlyMap<string, V30Known>, entries: readonly CatalogueEntry[], labels: ReadonlyMap<string, string>): V30Relation {
  const same = index.get(canonical);
  if (same) return { kind: 'same', match: matchOf(same, entries, labels) };
  const others = [...index.values()].filter((k) => k.name === name);
  if (others.length) return { kind: 'changed', matches: others.map((k) => matchOf(k, entries, labels)) };
  return { kind: 'new' };
}

/** Which V3.0 releases a V3.0 match's declarations come from: `core-v3 3.01`, `core-v3 3.00`. */
export function v30Releases(match: V30Match): string[] {
  return [...new Set(match.declared.map((d) => V30_RELEASES[d.repo] ?? SOURCES[d.repo].label))];
}

export interface V31Inputs {
  extract: ErrorsExtract;
  v30: ErrorsExtract;
  v30Catalogue: readonly CatalogueEntry[];
  /** Labels of the V3.0 families, by id. */
  v30Labels: ReadonlyMap<string, string>;
  families?: readonly V31FamilySpec[];
}

function entryOf(spec: V31FamilySpec, e: ExtractedError, textKey: string, index: Map<string, V30Known>, inputs: V31Inputs): V31Entry {
  const anchor = anchorOf({ signature: e.signature, raisedBy: [], when: '', action: '' }, e.name);
  const text = spec.texts[textKey];
  return {
    version: '3.1',
    family: spec.id,
    name: e.name,
    signature: e.signature,
    readable: e.signature.replace(/^error\s+/, ''),
    canonical: canonicalOf(e.signature),
    selector: toFunctionSelector(e.signature),
    anchor,
    heading: e.name,
    href: `${familyPath(spec)}#${anchor}`,
    textKey,
    ...(text ? { text } : {}),
    declared: e.declared,
    raised: e.raised,
    v30: v30RelationOf(e.name, canonicalOf(e.signature), index, inputs.v30Catalogue, inputs.v30Labels),
  };
}

const ERROR_STRING = 'error Error(string)';

export function buildV31Families(inputs: V31Inputs): V31Family[] {
  const index = v30Index(inputs.v30, inputs.v30Catalogue);
  const errorString = v30RelationOf('Error', canonicalOf(ERROR_STRING), index, inputs.v30Catalogue, inputs.v30Labels);
  return (inputs.families ?? V31_FAMILIES).map((spec) => {
    const own = inputs.extract.errors.filter((e) => e.repo === spec.repo);
    const names = new Map<string, number>();
    for (const e of own) names.set(e.name, (names.get(e.name) ?? 0) + 1);
    const errors = own.map((e) => entryOf(spec, e, (names.get(e.name) ?? 0) > 1 ? e.canonical : e.name, index, inputs));
    const messages = inputs.extract.reasons
      .filter((r) => r.repo === spec.repo)
      .sort((a, b) => a.reason.localeCompare(b.reason))
      .map((r): V31Entry => {
        const anchor = anchorOf({ signature: ERROR_STRING, reason: r.reason, raisedBy: [], when: '', action: '' }, 'Error');
        const textKey = `"${r.reason}"`;
        const text = spec.texts[textKey];
        return {
          version: '3.1',
          family: spec.id,
          name: 'Error',
          signature: ERROR_STRING,
          readable: 'Error(string)',
          canonical: 'Error(string)',
          selector: toFunctionSelector(ERROR_STRING),
          reason: r.reason,
          anchor,
          heading: `"${r.reason}"`,
          href: `${familyPath(spec)}#${anchor}`,
          textKey,
          ...(text ? { text } : {}),
          declared: [],
          raised: r.raised,
          v30: errorString,
        };
      });
    return { ...spec, path: familyPath(spec), errors, messages, entries: [...errors, ...messages] };
  });
}

let cached: V31Family[] | undefined;

/** The V3.1 families from the committed extract (built once). */
export function v31Catalogue(): V31Family[] {
  cached ??= buildV31Families({
    extract: EXTRACT_V31,
    v30: EXTRACT_V30,
    v30Catalogue: v30Entries(),
    v30Labels: new Map(v30Families().map((f) => [f.id, f.label])),
  });
  return cached;
}

export function v31FamilyById(id: string): V31Family {
  const f = v31Catalogue().find((x) => x.id === id);
  if (!f) throw new InputError(`errors catalogue V3.1: no family "${id}"; the families are ${V31_FAMILY_IDS.join(', ')}`, { where: id });
  return f;
}

export function v31AllEntries(): V31Entry[] {
  return v31Catalogue().flatMap((f) => f.entries);
}

/** Text keys of a family without a declared error or message, and its errors without text: for the texts' test. */
export function textProblems(family: V31Family): { missing: string[]; unknown: string[] } {
  const keys = new Set(family.entries.map((e) => e.textKey));
  return {
    missing: family.errors.filter((e) => !e.text).map((e) => e.textKey),
    unknown: Object.keys(family.texts).filter((k) => !keys.has(k)),
  };
}
