/**
 * Compiles a unit of Solidity files to deployable bytecode with the project's solc (npm `solc`), for the tests that
 * run the protocol's own contracts on a local chain. The same unit and source gathering as the ABI step
 * (compile.ts), the same cache folder: the key is the sha256 of solc's version, these settings and the complete
 * input, so only the first run pays for compilation.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import type { CompiledAbiItem } from '../../domain/abi/compiled/types';
import { CompileError, gather, type CompileUnit } from './compile';
import { cacheDir, type TreeEnv } from './trees';

/** Compiler settings that change the bytecode. */
export interface BytecodeSettings {
  /** Optimizer runs; the optimizer is on. */
  optimizerRuns: number;
  /** solc's `evmVersion`; solc's default when unset. */
  evmVersion?: string;
  /** Compile through the IR pipeline. */
  viaIR?: boolean;
}

/** Where a library's address goes in a bytecode: solc's `linkReferences`, by file and library name. */
export type LinkReferences = Record<string, Record<string, { start: number; length: number }[]>>;

export interface CompiledBytecodeContract {
  /** The source unit that declares it. */
  file: string;
  abi: CompiledAbiItem[];
  /** Creation bytecode, hex without 0x (solc's form; `__$…$__` placeholders where a library must be linked). */
  bytecode: string;
  /** Length of the runtime bytecode in bytes (EIP-170 limits it to 24,576 on a public chain). */
  deployedSize: number;
  linkReferences: LinkReferences;
}

export interface BytecodeResult {
  /** Every contract the unit's listed files declare that has code (interfaces and abstract contracts have none), by name. */
  contracts: Record<string, CompiledBytecodeContract>;
  solc: string;
  inputHash: string;
  cached: boolean;
  /** Milliseconds spent in solc (0 when cached). */
  solcMs: number;
}

interface SolcBytecodeOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<string, { abi: CompiledAbiItem[]; evm?: { bytecode?: { object?: string; linkReferences?: LinkReferences }; deployedBytecode?: { object?: string } } }>
  >;
}

/** Bumped when what this module keeps of solc's output changes, so cached results are not reused. */
const EXTRACTOR = 1;

const solcVersion: () => string = solc.version;
const solcCompile: (input: string) => string = solc.compile;

/** Compiles the unit's files to bytecode (or reads the cached result). */
export function compileBytecode(unit: CompileUnit, env: TreeEnv, settings: BytecodeSettings): BytecodeResult {
  const { sources } = gather(unit, env);
  const outputSelection = Object.fromEntries(
    unit.files.map((f) => [f, { '*': ['abi', 'evm.bytecode.object', 'evm.bytecode.linkReferences', 'evm.deployedBytecode.object'] }]),
  );
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: settings.optimizerRuns },
      ...(settings.evmVersion ? { evmVersion: settings.evmVersion } : {}),
      ...(settings.viaIR ? { viaIR: true } : {}),
      outputSelection,
    },
  };
  const version = solcVersion();
  const inputHash = createHash('sha256').update(JSON.stringify({ solc: version, extractor: EXTRACTOR, kind: 'bytecode', input })).digest('hex');
  const cachedFile = path.join(cacheDir(env.root), 'bytecode', `${inputHash}.json`);
  if (existsSync(cachedFile)) {
    const contracts = JSON.parse(readFileSync(cachedFile, 'utf8')) as Record<string, CompiledBytecodeContract>;
    return { contracts, solc: version, inputHash, cached: true, solcMs: 0 };
  }
  const started = performance.now();
  // No import callback: gather() put every imported file in the input; a missing one fails here, not silently.
  const output = JSON.parse(solcCompile(JSON.stringify(input))) as SolcBytecodeOutput;
  const solcMs = performance.now() - started;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new CompileError(`${unit.id}: solc ${version} reported ${errors.length} error(s):\n${errors.map((e) => e.formattedMessage).join('\n')}`);
  const contracts: Record<string, CompiledBytecodeContract> = {};
  for (const file of unit.files) {
    for (const [name, c] of Object.entries(output.contracts?.[file] ?? {})) {
      const bytecode = c.evm?.bytecode?.object ?? '';
      if (bytecode === '') continue;
      const was = contracts[name];
      if (was) throw new CompileError(`${unit.id}: two contracts named ${name} (${was.file}, ${file})`);
      contracts[name] = { file, abi: c.abi, bytecode, deployedSize: (c.evm?.deployedBytecode?.object ?? '').length / 2, linkReferences: c.evm?.bytecode?.linkReferences ?? {} };
    }
  }
  mkdirSync(path.dirname(cachedFile), { recursive: true });
  const tmp = `${cachedFile}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(contracts));
  renameSync(tmp, cachedFile);
  return { contracts, solc: version, inputHash, cached: false, solcMs };
}
