/**
 * The V3.1 errors, read from the Solidity source of the pinned repositories: every `error` declaration of the
 * production contracts, and every place that raises one, each raise resolved to the declaration the compiler
 * would pick (the contract's own and inherited errors, then the file's imports). Pure: the sources come in as
 * `SourceTree`s (src/cli/errorsV31/sourceTrees.ts reads them from node_modules or git); the result is what
 * scripts/extract-errors-v31.ts commits as extract.generated.ts, and what the tests extract again to compare.
 */
import { parseAbiItem, toFunctionSignature, type Abi } from 'viem';
import type { RepoId } from '../sources';
import { parseSolidity, type ContractDefinition, type ErrorDeclaration, type FunctionKind, type SolidityFile } from './solidity';

type AbiError = Extract<Abi[number], { type: 'error' }>;

/** A repository at one version: its Solidity files by path. */
export interface SourceTree {
  id: RepoId;
  /** The commit the files come from (40 hex digits); undefined for a package published without a tag. */
  commit?: string;
  /** Where the files were read: `git v1.53.0` or `npm @gearbox-protocol/core-v3 1.52.1`. */
  origin: string;
  /** Every `.sol` path in the tree, repository-relative. */
  paths: readonly string[];
  read(path: string): string;
}

/** Which files are production contracts: under contracts/, not tests. */
export function isProductionPath(path: string): boolean {
  return path.startsWith('contracts/') && path.endsWith('.sol') && !path.startsWith('contracts/test/') && !/\.t\.sol$/.test(path);
}

/** What production code leaves out, said once for the report and the pages. */
export const EXCLUDED = 'contracts/test/ (tests, mocks, test suites and their helpers), *.t.sol files, and everything outside contracts/ (deployment scripts)';

/** `@gearbox-protocol/<package>/` imports → the tree they are read from. */
export type Remappings = Readonly<Record<string, RepoId>>;

export const V31_REMAPPINGS: Remappings = {
  '@gearbox-protocol/core-v3/': 'core-v3@3.10',
  '@gearbox-protocol/permissionless/': 'permissionless',
  '@gearbox-protocol/integrations-v3/': 'integrations-v3@3.10',
};

export interface SourceLine {
  repo: RepoId;
  path: string;
  line: number;
}

export interface Declared extends SourceLine {
  /** The declaring contract or interface; undefined for a file-level error. */
  contract?: string;
}

export interface Raised extends SourceLine {
  kind: 'revert' | 'require';
  contract?: string;
  function?: string;
  functionKind?: FunctionKind;
}

export interface ExtractedError {
  /** The repository that declares it (its family). */
  repo: RepoId;
  /** `error Name(type name, …)` as declared (the first declaration's parameter names). */
  signature: string;
  /** `Name(type,…)`: what the selector hashes. */
  canonical: string;
  name: string;
  declared: Declared[];
  raised: Raised[];
}

export interface ExtractedReason {
  /** The repository whose code reverts with it. */
  repo: RepoId;
  reason: string;
  raised: Raised[];
}

export interface ExtractProblem {
  at: SourceLine;
  message: string;
}

export interface ErrorsExtract {
  sources: Record<string, { commit?: string; origin: string; files: number }>;
  errors: ExtractedError[];
  reasons: ExtractedReason[];
  /** Raises that resolve to no declaration of the trees read (an error of a library outside them). */
  unresolved: ExtractProblem[];
  /** `revert(…)`/`require(…)` without a literal message or custom error: empty reverts, assembly, computed messages. */
  other: (SourceLine & { contract?: string; function?: string })[];
}

interface ParsedFile {
  tree: SourceTree;
  path: string;
  parsed: SolidityFile;
}

type SymbolRef = { kind: 'error'; file: ParsedFile; decl: ErrorDeclaration } | { kind: 'contract'; file: ParsedFile; def: ContractDefinition } | { kind: 'unit'; file: ParsedFile };

function normalizePath(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** The parameters' canonical types, through viem: `address token, uint256` → `Name(address,uint256)`. */
export function canonicalOf(signature: string): string {
  const item = parseAbiItem(signature) as AbiError;
  if (item.type !== 'error') throw new Error(`"${signature}" is not an error signature`);
  return toFunctionSignature(item as never);
}

class Resolver {
  private files = new Map<string, ParsedFile>();
  private exportsMemo = new Map<ParsedFile, Map<string, SymbolRef>>();

  constructor(
    private trees: ReadonlyMap<RepoId, SourceTree>,
    private remappings: Remappings,
  ) {}

  file(tree: SourceTree, path: string): ParsedFile | undefined {
    const key = `${tree.id}:${path}`;
    let f = this.files.get(key);
    if (!f) {
      if (!tree.paths.includes(path)) return undefined;
      f = { tree, path, parsed: parseSolidity(tree.read(path), `${tree.id}/${path}`) };
      this.files.set(key, f);
    }
    return f;
  }

  /** The file an import names, when it is in one of the trees read. */
  imported(from: ParsedFile, spec: string): ParsedFile | undefined {
    if (spec.startsWith('.')) return this.file(from.tree, normalizePath(`${from.path.slice(0, from.path.lastIndexOf('/'))}/${spec}`));
    for (const [prefix, id] of Object.entries(this.remappings)) {
      if (!spec.startsWith(prefix)) continue;
      const tree = this.trees.get(id);
      return tree ? this.file(tree, normalizePath(spec.slice(prefix.length))) : undefined;
    }
    return undefined;
  }

  /** Every name visible at a file's top level: its own definitions and what it imports. */
  exports(f: ParsedFile, seen = new Set<ParsedFile>()): Map<string, SymbolRef> {
    const memo = this.exportsMemo.get(f);
    if (memo) return memo;
    const out = new Map<string, SymbolRef>();
    if (seen.has(f)) return out;
    seen.add(f);
    for (const imp of f.parsed.imports) {
      const target = this.imported(f, imp.path);
      if (!target) continue;
      if (imp.unitAlias) out.set(imp.unitAlias, { kind: 'unit', file: target });
      else if (imp.symbols) {
        const theirs = this.exports(target, seen);
        for (const [local, name] of Object.entries(imp.symbols)) {
          const ref = theirs.get(name);
          if (ref) out.set(local, ref);
        }
      } else for (const [name, ref] of this.exports(target, seen)) out.set(name, ref);
    }
    for (const def of f.parsed.contracts) out.set(def.name, { kind: 'contract', file: f, def });
    for (const decl of f.parsed.errors) if (!decl.contract) out.set(decl.name, { kind: 'error', file: f, decl });
    seen.delete(f);
    this.exportsMemo.set(f, out);
    return out;
  }

  /** A contract named (possibly `Unit.Name`) in a file's scope. */
  contract(f: ParsedFile, name: string): { file: ParsedFile; def: ContractDefinition } | undefined {
    const own = f.parsed.contracts.find((c) => c.name === name);
    if (own) return { file: f, def: own };
    const parts = name.split('.');
    let ref = this.exports(f).get(parts[0] as string);
    for (const part of parts.slice(1)) ref = ref?.kind === 'unit' ? this.exports(ref.file).get(part) : undefined;
    return ref?.kind === 'contract' ? { file: ref.file, def: ref.def } : undefined;
  }

  /** An error declared in a contract or its bases. */
  memberError(file: ParsedFile, def: ContractDefinition, name: string, args: number, seen = new Set<string>()): { file: ParsedFile; decl: ErrorDeclaration } | undefined {
    const key = `${file.tree.id}:${file.path}:${def.name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const own = file.parsed.errors.find((e) => e.contract === def.name && e.name === name && paramCount(e.params) === args);
    if (own) return { file, decl: own };
    for (const base of def.bases) {
      const b = this.contract(file, base);
      const found = b && this.memberError(b.file, b.def, name, args, seen);
      if (found) return found;
    }
    return undefined;
  }

  /** The declaration a raise in `file` (inside `contract`) names. */
  resolve(file: ParsedFile, contract: string | undefined, written: string, args: number): { file: ParsedFile; decl: ErrorDeclaration } | undefined {
    const parts = written.split('.');
    const name = parts[parts.length - 1] as string;
    if (parts.length > 1) {
      const q = this.contract(file, parts.slice(0, -1).join('.'));
      if (q) return this.memberError(q.file, q.def, name, args);
      const unit = this.exports(file).get(parts[0] as string);
      const ref = unit?.kind === 'unit' ? this.exports(unit.file).get(name) : undefined;
      return ref?.kind === 'error' && paramCount(ref.decl.params) === args ? { file: ref.file, decl: ref.decl } : undefined;
    }
    const def = contract ? file.parsed.contracts.find((c) => c.name === contract) : undefined;
    const member = def && this.memberError(file, def, name, args);
    if (member) return member;
    const own = file.parsed.errors.find((e) => !e.contract && e.name === name && paramCount(e.params) === args);
    if (own) return { file, decl: own };
    const ref = this.exports(file).get(name);
    return ref?.kind === 'error' && paramCount(ref.decl.params) === args ? { file: ref.file, decl: ref.decl } : undefined;
  }
}

function paramCount(params: string): number {
  return params.trim() === '' ? 0 : params.split(',').length;
}

/**
 * Extracts the errors of `families` (trees whose declarations make families), with raises from every tree in
 * `raising` (by default the families themselves). `context` holds the trees imports may reach besides those.
 */
export function extractErrors(options: { families: readonly SourceTree[]; raising?: readonly SourceTree[]; context?: readonly SourceTree[]; remappings?: Remappings }): ErrorsExtract {
  const { families, remappings = V31_REMAPPINGS } = options;
  const raising = options.raising ?? families;
  const all = new Map<RepoId, SourceTree>();
  for (const t of [...families, ...raising, ...(options.context ?? [])]) all.set(t.id, t);
  const resolver = new Resolver(all, remappings);
  const familyIds = new Set(families.map((t) => t.id));

  const errors = new Map<string, ExtractedError>();
  const keyOf = (repo: RepoId, canonical: string) => `${repo}|${canonical}`;
  const entryFor = (file: ParsedFile, decl: ErrorDeclaration): ExtractedError => {
    const signature = `error ${decl.name}(${decl.params})`;
    const canonical = canonicalOf(signature);
    const key = keyOf(file.tree.id, canonical);
    let e = errors.get(key);
    if (!e) {
      e = { repo: file.tree.id, signature, canonical, name: decl.name, declared: [], raised: [] };
      errors.set(key, e);
    }
    return e;
  };

  // Declarations, in path order.
  for (const tree of families) {
    for (const path of [...tree.paths].filter(isProductionPath).sort()) {
      const f = resolver.file(tree, path) as ParsedFile;
      for (const decl of f.parsed.errors) {
        const e = entryFor(f, decl);
        if (!e.declared.some((d) => d.path === path && d.line === decl.line)) e.declared.push({ repo: tree.id, path, line: decl.line, ...(decl.contract ? { contract: decl.contract } : {}) });
      }
    }
  }

  const reasons = new Map<string, ExtractedReason>();
  const unresolved: ExtractProblem[] = [];
  const other: ErrorsExtract['other'] = [];
  for (const tree of raising) {
    for (const path of [...tree.paths].filter(isProductionPath).sort()) {
      const f = resolver.file(tree, path) as ParsedFile;
      for (const r of f.parsed.raises) {
        const site: Raised = { repo: tree.id, path, line: r.line, kind: r.kind, ...(r.contract ? { contract: r.contract } : {}), ...(r.function ? { function: r.function } : {}), ...(r.functionKind ? { functionKind: r.functionKind } : {}) };
        if (r.reason !== undefined) {
          // Messages are listed for the families' own code only.
          if (!familyIds.has(tree.id)) continue;
          const key = `${tree.id}|${r.reason}`;
          const entry = reasons.get(key) ?? { repo: tree.id, reason: r.reason, raised: [] };
          entry.raised.push(site);
          reasons.set(key, entry);
          continue;
        }
        const found = resolver.resolve(f, r.contract, r.error as string, r.args);
        if (!found) {
          unresolved.push({ at: { repo: tree.id, path, line: r.line }, message: `${r.error} with ${r.args} argument(s) resolves to no declaration in the trees read` });
          continue;
        }
        if (!familyIds.has(found.file.tree.id)) continue;
        entryFor(found.file, found.decl).raised.push(site);
      }
      for (const o of f.parsed.otherReverts) other.push({ repo: tree.id, path, line: o.line, ...(o.contract ? { contract: o.contract } : {}), ...(o.function ? { function: o.function } : {}) });
    }
  }

  const sources: ErrorsExtract['sources'] = {};
  for (const t of [...families, ...raising]) sources[t.id] = { ...(t.commit ? { commit: t.commit } : {}), origin: t.origin, files: t.paths.filter(isProductionPath).length };
  const order = new Map(families.map((t, i) => [t.id, i]));
  const sorted = [...errors.values()].sort((a, b) => (order.get(a.repo) ?? 0) - (order.get(b.repo) ?? 0) || a.name.localeCompare(b.name) || a.canonical.localeCompare(b.canonical));
  return { sources, errors: sorted, reasons: [...reasons.values()], unresolved, other };
}
