/**
 * Reads the committed compiled-ABI files (this folder, written by `npm run abis`), checked against their shape.
 * The build and the tests read them here; no browser code does (a page gets what it shows from them, not the ABIs).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as z from 'zod';
import { readJson } from '../../data/load';
import { validate } from '../../data/validate';
import type { CompiledAbiFile, CompiledAbiItem, CompiledAbiParam, ReleaseAbisFile, TreeProvenance } from './types';

/** This folder: where the committed files are. */
export const COMPILED_DIR = __dirname;

/** The units whose files are committed, by file name (without `.json`). */
export const COMPILED_UNITS = ['core-v3@1.45.0', 'core-v3@v1.51.0', 'core-v3@1.52.1', 'integrations-v3@v1.47.1', 'integrations-v3@v1.49.0', 'integrations-v3@v1.55.0', 'oracles-v3@1.16.0'] as const;
export type CompiledUnitId = (typeof COMPILED_UNITS)[number];

const param: z.ZodType<CompiledAbiParam> = z.lazy(() =>
  z.object({ components: z.array(param).optional(), indexed: z.boolean().optional(), internalType: z.string().optional(), name: z.string(), type: z.string() }),
);
const item = z.object({
  anonymous: z.boolean().optional(),
  inputs: z.array(param).optional(),
  name: z.string().optional(),
  outputs: z.array(param).optional(),
  stateMutability: z.string().optional(),
  type: z.string(),
});
const tree: z.ZodType<TreeProvenance> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('installed'), name: z.string(), version: z.string() }),
    z.object({ kind: z.literal('git'), repo: z.string(), tag: z.string(), commit: z.string().regex(/^[0-9a-f]{40}$/) }),
    z.object({ kind: z.literal('npm'), name: z.string(), version: z.string(), integrity: z.string() }),
    z.object({ kind: z.literal('overlay'), base: tree, dir: z.string(), files: z.array(z.string()) }),
  ]),
);
export const compiledAbiFile: z.ZodType<CompiledAbiFile> = z.object({
  package: z.string(),
  contracts: z.string(),
  solc: z.string(),
  inputHash: z.string().regex(/^[0-9a-f]{64}$/),
  sources: z.array(z.object({ prefix: z.string(), tree })),
  files: z.array(z.string()),
  abis: z.record(z.string(), z.object({ file: z.string(), kind: z.string(), version: z.number().int().nonnegative().optional(), contractType: z.string().min(1).optional(), abi: z.array(item) })),
});

export function compiledFilePath(unit: string, dir: string = COMPILED_DIR): string {
  return path.join(dir, `${unit}.json`);
}

export function readCompiledAbiFile(unit: string, dir: string = COMPILED_DIR): CompiledAbiFile {
  const file = compiledFilePath(unit, dir);
  return validate(compiledAbiFile, readJson(file), file);
}

/** Every committed file, by unit. */
export function readCompiledAbis(dir: string = COMPILED_DIR): Record<CompiledUnitId, CompiledAbiFile> {
  const out = {} as Record<CompiledUnitId, CompiledAbiFile>;
  for (const unit of COMPILED_UNITS) out[unit] = readCompiledAbiFile(unit, dir);
  return out;
}

/** An ABI's fingerprint: the sha256 of its JSON as solc's order gives it (two ABIs are the same when these are). */
export function abiHash(abi: readonly CompiledAbiItem[]): string {
  return createHash('sha256').update(JSON.stringify(abi)).digest('hex');
}

const releaseAbis: z.ZodType<ReleaseAbisFile> = z.object({
  package: z.string(),
  version: z.number().int().positive(),
  unit: z.string(),
  tags: z.array(z.object({ tag: z.string(), commit: z.string().regex(/^[0-9a-f]{40}$/), error: z.string().optional() })).min(1),
  contracts: z.record(z.string(), z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/))),
});

/** The committed comparisons of one contract version across its package's releases, by unit (`npm run abis:releases`). */
export const RELEASE_FILES = { 'core-v3@1.45.0': 'core-v3@3.00-releases' } as const satisfies Partial<Record<CompiledUnitId, string>>;

export function readReleaseAbis(name: string, dir: string = COMPILED_DIR): ReleaseAbisFile {
  const file = compiledFilePath(name, dir);
  return validate(releaseAbis, readJson(file), file);
}
