/**
 * Compiles a unit of Solidity files with the project's solc (npm `solc`, solc-js: no download) and returns
 * the ABI of every contract, interface and library its listed files declare, plus, for a file that
 * declares errors or events outside any contract (core-v3's IExceptions.sol), those as one more entry
 * named after the file: solc lists a file-level error in a contract's ABI only where the contract
 * reverts with it, so they are read from the file's syntax tree.
 *
 * The unit's sources are gathered first (the listed files and everything they import, found the way solc
 * resolves imports), so the compiler input is complete and its hash, with solc's version, keys a cache in
 * node_modules/.cache/gearbox-abi/compiled/: a second compile of the same inputs reads the cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import { InputError, type InputContext } from '../../domain/errors';
import type { CompiledAbiFile, CompiledContract, CompiledAbiItem, CompiledAbiParam } from '../../domain/abi/compiled/types';
import { cacheDir, materialize, treeLabel, type MaterialTree, type TreeEnv, type TreeSpec } from './trees';

/** A mount: source unit names starting with `prefix` are files of `tree` (the unit's own tree has prefix ''). */
export interface Mount {
  prefix: string;
  tree: TreeSpec;
}

export interface CompileUnit {
  /** The committed file's name without `.json`: `core-v3@v1.51.0`. */
  id: string;
  /** The package the unit compiles, as npm names it. */
  package: string;
  /** The contracts' version the unit stands for: `3.01`, `3.10`. */
  contracts: string;
  /** The package's own tree; its files are named by their path in it (`contracts/...`). */
  root: TreeSpec;
  /** The trees its imports reach, by import prefix (`@openzeppelin/contracts/`). */
  mounts: readonly Mount[];
  /** The source unit names to compile; every contract they declare is in the output. */
  files: readonly string[];
}

/** The unit's sources cannot be gathered or do not compile. */
export class CompileError extends InputError {
  constructor(message: string, context?: InputContext) {
    super(message, context);
    this.name = 'CompileError';
  }
}

/** Bumped when what this module extracts from solc's output changes, so cached results are not reused. */
const EXTRACTOR = 2;

const solcVersion: () => string = solc.version;
const solcCompile: (input: string) => string = solc.compile;

/** The import paths of a Solidity file (comments left out). */
export function importsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  const out: string[] = [];
  for (const m of code.matchAll(/\bimport\s+(?:[^;"']*?\s+from\s+)?["']([^"']+)["'][^;]*;/g)) if (m[1]) out.push(m[1]);
  return out;
}

/** The source unit name solc gives an import written in the file named `from`. */
export function resolveImport(from: string, imported: string): string {
  if (imported.startsWith('./') || imported.startsWith('../')) return path.posix.normalize(path.posix.join(path.posix.dirname(from), imported));
  return imported;
}

interface Gathered {
  sources: Record<string, { content: string }>;
  provenance: { prefix: string; tree: MaterialTree['provenance'] }[];
}

/** Reads the listed files and their imports, each from the mount whose prefix is the longest match. */
export function gather(unit: CompileUnit, env: TreeEnv): Gathered {
  const mounts = [{ prefix: '', tree: unit.root }, ...unit.mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  const material = new Map<string, MaterialTree>();
  const treeOf = (prefix: string, spec: TreeSpec): MaterialTree => {
    let t = material.get(prefix);
    if (!t) {
      t = materialize(spec, env);
      material.set(prefix, t);
    }
    return t;
  };
  const sources: Record<string, { content: string }> = {};
  const queue = [...unit.files];
  const importedBy = new Map<string, string>();
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (sources[name]) continue;
    const mount = mounts.find((m) => name.startsWith(m.prefix));
    if (!mount) throw new CompileError(`${unit.id}: no tree holds ${name}`);
    const file = path.join(treeOf(mount.prefix, mount.tree).dir, name.slice(mount.prefix.length));
    if (!existsSync(file)) {
      const by = importedBy.get(name);
      const where = mount.prefix === '' && name.startsWith('@') ? 'in no tree of the unit (no mount for its package)' : `not in ${treeLabel(mount.tree)}`;
      throw new CompileError(`${unit.id}: ${name} is ${where}${by ? ` (imported by ${by})` : ''}`, { file });
    }
    const content = readFileSync(file, 'utf8');
    sources[name] = { content };
    for (const imp of importsOf(content)) {
      const resolved = resolveImport(name, imp);
      if (!importedBy.has(resolved)) importedBy.set(resolved, name);
      queue.push(resolved);
    }
  }
  const provenance = [...material].filter(([prefix]) => prefix !== '').map(([prefix, t]) => ({ prefix, tree: t.provenance }));
  provenance.sort((a, b) => a.prefix.localeCompare(b.prefix));
  const rootTree = material.get('');
  if (!rootTree) throw new CompileError(`${unit.id}: no file of the unit's own tree was read`);
  return { sources: Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))), provenance: [{ prefix: '', tree: rootTree.provenance }, ...provenance] };
}

// The parts of solc's output read here.
interface AstNode {
  nodeType: string;
  id: number;
  name?: string;
  [key: string]: unknown;
}
interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  sources?: Record<string, { ast: AstNode }>;
  contracts?: Record<string, Record<string, { abi: CompiledAbiItem[] }>>;
}

function nodes(value: unknown): AstNode[] {
  return Array.isArray(value) ? (value as AstNode[]) : [];
}
function child(value: unknown): AstNode | undefined {
  return value && typeof value === 'object' && 'nodeType' in value ? (value as AstNode) : undefined;
}

/** An ABI parameter from a declaration in the syntax tree, as solc writes it in an ABI (type, internalType, components). */
function paramFromAst(decl: AstNode, byId: Map<number, AstNode>, withIndexed: boolean): CompiledAbiParam {
  const typeName = child(decl['typeName']);
  if (!typeName) throw new CompileError(`declaration ${decl.name ?? '?'} has no type`);
  const t = abiType(typeName, byId);
  return { ...(t.components ? { components: t.components } : {}), ...(withIndexed ? { indexed: decl['indexed'] === true } : {}), internalType: t.internalType, name: decl.name ?? '', type: t.type };
}

function elementary(name: string): string {
  if (name === 'uint') return 'uint256';
  if (name === 'int') return 'int256';
  return name;
}

function abiType(typeName: AstNode, byId: Map<number, AstNode>): { type: string; internalType: string; components?: CompiledAbiParam[] } {
  switch (typeName.nodeType) {
    case 'ElementaryTypeName': {
      const type = elementary(String(typeName.name));
      return { type, internalType: type === 'address' && typeName['stateMutability'] === 'payable' ? 'address payable' : type };
    }
    case 'ArrayTypeName': {
      const base = child(typeName['baseType']);
      if (!base) throw new CompileError('array type without a base type');
      const inner = abiType(base, byId);
      const length = child(typeName['length']);
      const suffix = length ? `[${String(length['value'])}]` : '[]';
      return { ...inner, type: inner.type + suffix, internalType: inner.internalType + suffix };
    }
    case 'UserDefinedTypeName': {
      const ref = byId.get(Number(typeName['referencedDeclaration']));
      if (!ref) throw new CompileError(`type ${String(typeName['name'] ?? '')} refers to an unknown declaration`);
      const canonical = String(ref['canonicalName'] ?? ref.name);
      switch (ref.nodeType) {
        case 'StructDefinition':
          return { type: 'tuple', internalType: `struct ${canonical}`, components: nodes(ref['members']).map((m) => paramFromAst(m, byId, false)) };
        case 'EnumDefinition':
          return { type: 'uint8', internalType: `enum ${canonical}` };
        case 'ContractDefinition':
          return { type: 'address', internalType: `contract ${String(ref.name)}` };
        case 'UserDefinedValueTypeDefinition': {
          const under = child(ref['underlyingType']);
          if (!under) throw new CompileError(`value type ${canonical} has no underlying type`);
          return { type: abiType(under, byId).type, internalType: canonical };
        }
      }
      throw new CompileError(`type ${canonical} (${ref.nodeType}) has no ABI form here`);
    }
  }
  throw new CompileError(`a ${typeName.nodeType} has no ABI form here`);
}

const KIND_ORDER: Record<string, number> = { constructor: 0, error: 1, event: 2, fallback: 3, function: 4, receive: 5 };

/** File-level errors and events of a source unit, as ABI items (solc's order: by kind, then name). */
function fileLevelItems(ast: AstNode, byId: Map<number, AstNode>): CompiledAbiItem[] {
  const items: CompiledAbiItem[] = [];
  for (const n of nodes(ast['nodes'])) {
    const params = nodes(child(n['parameters'])?.['parameters']);
    if (n.nodeType === 'ErrorDefinition') items.push({ inputs: params.map((p) => paramFromAst(p, byId, false)), name: String(n.name), type: 'error' });
    if (n.nodeType === 'EventDefinition') items.push({ anonymous: n['anonymous'] === true, inputs: params.map((p) => paramFromAst(p, byId, true)), name: String(n.name), type: 'event' });
  }
  return items.sort((a, b) => (KIND_ORDER[a.type] ?? 9) - (KIND_ORDER[b.type] ?? 9) || String(a.name).localeCompare(String(b.name)));
}

function indexAst(node: unknown, byId: Map<number, AstNode>): void {
  if (Array.isArray(node)) {
    for (const n of node) indexAst(n, byId);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as AstNode;
  if (typeof n.id === 'number' && typeof n.nodeType === 'string') byId.set(n.id, n);
  for (const v of Object.values(n)) if (v && typeof v === 'object') indexAst(v, byId);
}

/** A literal's value as the source writes it: a number (`3_10` is 310), or a string's text. */
function literalValue(node: AstNode | undefined): number | string | undefined {
  if (!node || node.nodeType !== 'Literal') return undefined;
  const value = node['value'];
  if (typeof value !== 'string') return undefined;
  if (node['kind'] === 'number') return /^[0-9_]+$/.test(value) ? Number(value.replace(/_/g, '')) : undefined;
  return node['kind'] === 'string' ? value : undefined;
}

/**
 * What a definition named `name` in a contract's own body states as its value: a constant initialised with a literal
 * (`uint256 public constant version = 3_10`), or a function whose body only returns a literal (`return "POOL";`).
 * `null` when the contract defines it otherwise (an immutable, a computed value), `undefined` when it does not define it.
 */
function statedValue(contract: AstNode, name: string): number | string | null | undefined {
  for (const n of nodes(contract['nodes'])) {
    if (n.name !== name) continue;
    if (n.nodeType === 'VariableDeclaration') return n['constant'] === true ? (literalValue(child(n['value'])) ?? null) : null;
    if (n.nodeType === 'FunctionDefinition') {
      const body = child(n['body']);
      if (!body) continue; // declared without a body: an interface's or an abstract contract's, not a value
      const statements = nodes(body['statements']);
      const only = statements.length === 1 && statements[0]?.nodeType === 'Return' ? child(statements[0]['expression']) : undefined;
      return literalValue(only) ?? null;
    }
  }
  return undefined;
}

/**
 * A contract's `version()` and `contractType()` as its source states them: its own definition or, failing that, the
 * nearest base's in the order solc linearises them (the one a call reaches). A value the source computes is left out.
 */
export function contractIdentity(contract: AstNode, byId: Map<number, AstNode>): { version?: number; contractType?: string } {
  const out: { version?: number; contractType?: string } = {};
  const bases = (Array.isArray(contract['linearizedBaseContracts']) ? (contract['linearizedBaseContracts'] as unknown[]) : [contract.id]).map((id) => byId.get(Number(id)));
  for (const key of ['version', 'contractType'] as const) {
    for (const base of bases) {
      if (!base) break; // a base without its syntax tree: what it states is not known, so nothing further up counts
      const value = statedValue(base, key);
      if (value === undefined) continue;
      if (key === 'version' && typeof value === 'number') out.version = value;
      if (key === 'contractType' && typeof value === 'string') out.contractType = value;
      break;
    }
  }
  return out;
}

/** The contracts of the listed files: solc's ABIs, and file-level errors and events under the file's name. */
function extract(unit: CompileUnit, output: SolcOutput): Record<string, CompiledContract> {
  const byId = new Map<number, AstNode>();
  for (const s of Object.values(output.sources ?? {})) indexAst(s.ast, byId);
  const contracts: Record<string, CompiledContract> = {};
  const put = (name: string, c: CompiledContract) => {
    const was = contracts[name];
    if (was) throw new CompileError(`${unit.id}: two contracts named ${name} (${was.file}, ${c.file})`);
    contracts[name] = c;
  };
  for (const file of unit.files) {
    const ast = output.sources?.[file]?.ast;
    if (!ast) throw new CompileError(`${unit.id}: solc returned no syntax tree for ${file}`);
    for (const n of nodes(ast['nodes'])) {
      if (n.nodeType !== 'ContractDefinition') continue;
      const name = String(n.name);
      const abi = output.contracts?.[file]?.[name]?.abi;
      if (!abi) throw new CompileError(`${unit.id}: solc returned no ABI for ${name} in ${file}`);
      const kind = n['abstract'] === true ? 'abstract contract' : String(n['contractKind']);
      // A deployable contract's version and type, as its source states them (what `version()` and `contractType()` return).
      put(name, { file, kind, ...(kind === 'contract' ? contractIdentity(n, byId) : {}), abi });
    }
    const loose = fileLevelItems(ast, byId);
    if (loose.length > 0) put(path.posix.basename(file, '.sol'), { file, kind: 'file level', abi: loose });
  }
  return Object.fromEntries(Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b)));
}

export interface CompileResult {
  file: CompiledAbiFile;
  /** Whether the cache answered. */
  cached: boolean;
  /** Milliseconds spent in solc (0 when cached). */
  solcMs: number;
}

/** Compiles a unit (or reads its cached result), returning what the committed file holds. */
export function compileUnit(unit: CompileUnit, env: TreeEnv): CompileResult {
  const { sources, provenance } = gather(unit, env);
  // Every source's syntax tree (a contract's version may be stated in a base from an imported file), the listed files' ABIs.
  const outputSelection = { '*': { '': ['ast'] }, ...Object.fromEntries(unit.files.map((f) => [f, { '': ['ast'], '*': ['abi'] }])) };
  const input = { language: 'Solidity', sources, settings: { outputSelection } };
  const version = solcVersion();
  const inputHash = createHash('sha256').update(JSON.stringify({ solc: version, extractor: EXTRACTOR, input })).digest('hex');
  const cached = path.join(cacheDir(env.root), 'compiled', `${inputHash}.json`);
  let contracts: Record<string, CompiledContract>;
  let solcMs = 0;
  const hit = existsSync(cached);
  if (hit) {
    contracts = JSON.parse(readFileSync(cached, 'utf8')) as Record<string, CompiledContract>;
  } else {
    const started = performance.now();
    const output = JSON.parse(
      // No import callback: gather() put every imported file in the input; a missing one fails here, not silently.
      solcCompile(JSON.stringify(input)),
    ) as SolcOutput;
    solcMs = performance.now() - started;
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
    if (errors.length > 0) throw new CompileError(`${unit.id}: solc ${version} reported ${errors.length} error(s):\n${errors.map((e) => e.formattedMessage).join('\n')}`);
    contracts = extract(unit, output);
    mkdirSync(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(contracts));
    renameSync(tmp, cached);
  }
  return {
    file: { package: unit.package, contracts: unit.contracts, solc: version, inputHash, sources: provenance, files: [...unit.files], abis: contracts },
    cached: hit,
    solcMs,
  };
}

/**
 * The committed form: compact (one contract a line), stable (keys as solc writes them, contracts by name), so a
 * change of ABI shows as a change of its contract's line.
 */
export function formatCompiledFile(file: CompiledAbiFile): string {
  const { abis, ...head } = file;
  const lines = Object.entries(abis).map(([name, c]) => `    ${JSON.stringify(name)}: ${JSON.stringify(c)}`);
  const headText = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${headText},\n  "abis": {\n${lines.join(',\n')}\n  }\n}\n`;
}
