/**
 * The files of /abi/: each published ABI as JSON is the compiled contract's ABI exactly; as TypeScript, the same
 * array `as const`, which tsc (strict) accepts as a viem `Abi` whose function names are literal types, and which
 * imports to the same value; the index lists every one.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../../tests/helpers/data';
import { ABI_INDEX_FILE } from '../domain/data/paths';
import { readCompiledAbis } from '../domain/abi/compiled/load';
import { abiCatalog, abiExportName, treeRelease } from '../domain/abi/published';
import { abiFiles, abiIndex } from './abiFiles';

const compiled = readCompiledAbis();
const published = abiCatalog().abis;
const files = new Map(abiFiles().map((f) => [f.path, f.content]));
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('/abi/: the published ABIs as files', () => {
  test('one JSON and one TypeScript file per published ABI, and the index: nothing else', () => {
    expect([...files.keys()].sort()).toEqual([ABI_INDEX_FILE, ...published.flatMap((a) => [a.json, a.ts])].sort());
  });

  test('each JSON file is the compiled ABI of its contract, read from the committed compiled file', () => {
    for (const a of published) {
      const json: unknown = JSON.parse(files.get(a.json) ?? 'null');
      expect(json, a.json).toEqual(compiled[a.unit].abis[a.contract]?.abi);
    }
  });

  test('the index lists each ABI with its version, type, source release and files', () => {
    const index = abiIndex();
    expect(JSON.parse(files.get(ABI_INDEX_FILE) ?? '{}')).toEqual(index);
    expect(index.abis.map((e) => [e.contract, e.version, e.contractType, e.json, e.ts, e.exportName])).toEqual(
      published.map((a) => [a.contract, a.version, a.contractType, a.json, a.ts, abiExportName(a.contract)]),
    );
    for (const e of index.abis) {
      const tree = compiled[published.find((a) => a.json === e.json)?.unit ?? 'core-v3@1.52.1'].sources[0]?.tree;
      expect(e.release, e.json).toBe(treeRelease(tree));
    }
  });

  test('each TypeScript module type-checks under strict as a viem Abi with literal function names, and imports to the JSON', async () => {
    // Under node_modules, so the modules and the check resolve `viem` from the project.
    const base = path.join(ROOT, 'node_modules', '.cache');
    mkdirSync(base, { recursive: true });
    const head = ["import type { Abi, ContractFunctionName } from 'viem';", '/** true only when T is a union of literal names: an array without `as const` gives `string`. */', 'type Literal<T> = string extends T ? false : true;'];
    /** A folder with the modules given and a check that each is an Abi whose function names are literal, version() among them. */
    const folder = (modules: { file: string; name: string; content: string }[]): string => {
      const dir = mkdtempSync(path.join(base, 'abi-modules-'));
      dirs.push(dir);
      const lines = [...head];
      modules.forEach((m, i) => {
        writeFileSync(path.join(dir, m.file), m.content);
        lines.push(`import { ${m.name} as abi${i} } from './${m.file.replace(/\.ts$/, '')}';`);
        lines.push(`export const check${i}: [Abi, Literal<ContractFunctionName<typeof abi${i}>>, ContractFunctionName<typeof abi${i}>] = [abi${i}, true, 'version'];`);
      });
      writeFileSync(path.join(dir, 'check.ts'), `${lines.join('\n')}\n`);
      writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022'], types: [], skipLibCheck: true }, include: ['*.ts'] }),
      );
      return dir;
    };
    /** tsc's complaints about a folder, empty when it accepts every file. */
    const tsc = (dir: string): string => {
      try {
        execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
        return '';
      } catch (error) {
        return String((error as { stdout?: unknown }).stdout ?? error);
      }
    };
    const modules = published.map((a) => ({ file: path.basename(a.ts), name: abiExportName(a.contract), content: files.get(a.ts) ?? '' }));
    const dir = folder(modules);
    expect(tsc(dir)).toBe('');
    // The check can fail: a module without `as const` gives `string` names, and tsc says so.
    const [first] = modules;
    if (!first) throw new Error('no ABI published');
    expect(tsc(folder([{ ...first, content: first.content.replace(/ as const;\n$/, ';\n') }]))).toMatch(/check\.ts\(\d+,\d+\): error TS\d+/);
    for (const a of published) {
      const mod = (await import(pathToFileURL(path.join(dir, path.basename(a.ts))).href)) as Record<string, unknown>;
      expect(Object.keys(mod)).toEqual([abiExportName(a.contract)]);
      expect(mod[abiExportName(a.contract)], a.ts).toEqual(compiled[a.unit].abis[a.contract]?.abi);
    }
  }, 120_000);
});
