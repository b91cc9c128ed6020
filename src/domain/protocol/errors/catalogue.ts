/**
 * The errors catalogue: every family with its entries, each with its selector computed from the
 * signature (never typed), a stable anchor, and the URL of its entry. One place decides anchors
 * and page paths; the docs pages, the decoder table and the tests all ask here.
 */
import { parseAbiItem, toFunctionSelector, toFunctionSignature, type Abi, type Hex } from 'viem';
import { InputError } from '../../errors';
import { errorsFamilyPath } from '../../data/paths';
import { PANIC_CODES } from '../../revertDecoder/panic';
import { accountFactory } from './families/accountFactory';
import { adapters } from './families/adapters';
import { bots } from './families/bots';
import { creditConfigurator } from './families/creditConfigurator';
import { creditFacade } from './families/creditFacade';
import { creditManager } from './families/creditManager';
import { gauge } from './families/gauge';
import { library } from './families/library';
import { poolFamily } from './families/pool';
import { priceOracle } from './families/priceOracle';
import { quotaKeeper } from './families/quotaKeeper';
import { CONTRACT_FUNCTIONS } from './functions';
import { FAMILY_IDS, type ErrorSpec, type FamilyId, type FamilySpec } from './types';

/** An error item of an ABI. */
export type AbiError = Extract<Abi[number], { type: 'error' }>;

export const FAMILIES: readonly FamilySpec[] = [
  creditFacade,
  creditManager,
  creditConfigurator,
  poolFamily,
  quotaKeeper,
  gauge,
  priceOracle,
  bots,
  accountFactory,
  adapters,
  library,
];

export function familyPath(family: Pick<FamilySpec, 'slug'>): string {
  return errorsFamilyPath(family.slug);
}

export interface CatalogueEntry extends ErrorSpec {
  family: FamilyId;
  /** The error's name, e.g. `NoPermissionException`. */
  name: string;
  /** Canonical signature the selector is the hash of, e.g. `NoPermissionException(uint256)`. */
  canonical: string;
  /** The signature as written, without the `error ` keyword: `NoPermissionException(uint256 permission)`. */
  readable: string;
  selector: Hex;
  /** Heading id on the family page. */
  anchor: string;
  /** Heading text: the error's name, or the message or panic code it is about. */
  heading: string;
  /** `/docs/errors/<family>#<anchor>`. */
  href: string;
}

export interface CatalogueFamily extends FamilySpec {
  path: string;
  entries: CatalogueEntry[];
}

/** Lower-case words joined by hyphens: `NoPermissionException` → `no-permission-exception`. */
export function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function parseError(signature: string): AbiError {
  const item = parseAbiItem(signature) as unknown;
  if (!item || typeof item !== 'object' || (item as { type?: string }).type !== 'error') {
    throw new Error(`errors catalogue: "${signature}" is not an error signature`);
  }
  return item as AbiError;
}

/** Anchor of a reason string: `SafeCast: value must be positive` → `safecast-value-must-be-positive`. */
export function reasonSlug(reason: string): string {
  return reason
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function anchorOf(spec: ErrorSpec, name: string): string {
  if (spec.reason !== undefined) return reasonSlug(spec.reason);
  if (spec.panic !== undefined) return `panic-0x${spec.panic.toString(16).padStart(2, '0')}`;
  if (name === 'Error') return 'error-string';
  if (name === 'Panic') return 'panic';
  return kebab(name);
}

function headingOf(spec: ErrorSpec, name: string): string {
  if (spec.reason !== undefined) return `"${spec.reason}"`;
  if (spec.panic !== undefined) {
    const code = `0x${spec.panic.toString(16).padStart(2, '0')}`;
    return `Panic(${code}): ${PANIC_CODES[spec.panic] ?? 'panic'}`;
  }
  if (name === 'Error') return 'Error(string): any other message';
  if (name === 'Panic') return 'Panic(uint256): any other code';
  return name;
}

function buildEntry(family: FamilySpec, spec: ErrorSpec): CatalogueEntry {
  const item = parseError(spec.signature);
  const readable = spec.signature.replace(/^error\s+/, '');
  const anchor = anchorOf(spec, item.name);
  return {
    ...spec,
    family: family.id,
    name: item.name,
    canonical: toFunctionSignature(item as never),
    readable,
    selector: toFunctionSelector(spec.signature),
    anchor,
    heading: headingOf(spec, item.name),
    href: `${familyPath(family)}#${anchor}`,
  };
}

/** A family with its entries computed. */
export function buildFamily(f: FamilySpec): CatalogueFamily {
  return { ...f, path: familyPath(f), entries: f.errors.map((e) => buildEntry(f, e)) };
}

let cached: CatalogueFamily[] | undefined;

/** Every family with its computed entries (built once). */
export function catalogue(): CatalogueFamily[] {
  cached ??= FAMILIES.map(buildFamily);
  return cached;
}

export function familyById(id: string): CatalogueFamily {
  const f = catalogue().find((x) => x.id === id);
  if (!f) throw new InputError(`errors catalogue: no family "${id}"; the families are ${FAMILY_IDS.join(', ')}`, { where: id });
  return f;
}

export function allEntries(): CatalogueEntry[] {
  return catalogue().flatMap((f) => f.entries);
}

/** `Contract.function` → whether functions.ts lists that function for that contract. */
export function isKnownFunction(ref: string): boolean {
  const dot = ref.indexOf('.');
  if (dot < 0) return false;
  const contract = ref.slice(0, dot);
  const fn = ref.slice(dot + 1);
  const c = CONTRACT_FUNCTIONS[contract];
  return !!c && c.functions.some((s) => s.startsWith(`function ${fn}(`));
}

/**
 * Problems with the catalogue, as messages (empty when it is sound): unknown functions in
 * "raised by", duplicate anchors on a page, one selector with two different signatures,
 * and entries without a raise site or text.
 */
export function catalogueProblems(families: readonly CatalogueFamily[] = catalogue()): string[] {
  const problems: string[] = [];
  const bySelector = new Map<string, string>();
  for (const f of families) {
    const anchors = new Set<string>();
    for (const e of f.entries) {
      const where = `${f.id}/${e.anchor}`;
      if (anchors.has(e.anchor)) problems.push(`${where}: anchor used twice on the page`);
      anchors.add(e.anchor);
      if (e.raisedBy.length === 0) problems.push(`${where}: no "raised by"`);
      for (const r of e.raisedBy) {
        if (r.fns.length === 0) problems.push(`${where}: a "raised by" lists no function`);
        for (const fn of r.fns) if (!isKnownFunction(fn)) problems.push(`${where}: "${fn}" is not a function in functions.ts`);
      }
      if (!e.when.trim() || !e.action.trim()) problems.push(`${where}: missing "when" or "what to do"`);
      const seen = bySelector.get(e.selector);
      if (seen && seen !== e.canonical) problems.push(`${where}: selector ${e.selector} is also ${seen}`);
      bySelector.set(e.selector, e.canonical);
      if ((e.reason !== undefined || (e.name === 'Error' && e.panic === undefined)) && e.canonical !== 'Error(string)') problems.push(`${where}: a reason entry must be Error(string)`);
      if (e.panic !== undefined && e.canonical !== 'Panic(uint256)') problems.push(`${where}: a panic entry must be Panic(uint256)`);
    }
  }
  return problems;
}
