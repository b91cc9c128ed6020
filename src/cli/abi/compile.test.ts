import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { compiledFilePath, COMPILED_UNITS, readCompiledAbiFile } from '../../domain/abi/compiled/load';
import { compileUnit, formatCompiledFile, importsOf, resolveImport } from './compile';
import { mirrorDir, treeEnv, TreeUnavailableError, type TreeEnv } from './trees';
import { UNITS, unitById } from './units';

// A cold compile (empty cache, tarballs to fetch) takes seconds: 6 to 16 s a unit on the 2-core machine.
const COLD = { timeout: 120_000 };

const env: TreeEnv = treeEnv(path.resolve(__dirname, '../../..'));

/** The git mirrors a unit reads (its own tree and its mounts'), and the first one missing here. */
function missingMirror(id: string): string | undefined {
  const unit = unitById(id);
  if (!unit) throw new Error(`no unit ${id}`);
  const repos = [unit.root, ...unit.mounts.map((m) => m.tree)].flatMap((t) => (t.kind === 'git' ? [t.repo] : []));
  return repos.find((repo) => !existsSync(mirrorDir(env, repo)));
}

describe('compiled ABIs: the committed files are what solc makes of the pinned sources', () => {
  test('every unit has its committed file, and the files are the units', () => {
    expect(UNITS.map((u) => u.id).sort()).toEqual([...COMPILED_UNITS].sort());
    for (const id of COMPILED_UNITS) expect(existsSync(compiledFilePath(id))).toBe(true);
  });

  // The 3.10 core compiles from node_modules (and npm tarballs), so wherever the tests run, CI included.
  test('core-v3 3.10 (npm 1.52.1) recompiles to its committed file, byte for byte', COLD, () => {
    const unit = unitById('core-v3@1.52.1');
    if (!unit) throw new Error('no 3.10 unit');
    const { file } = compileUnit(unit, env);
    expect(formatCompiledFile(file)).toBe(readFileSync(compiledFilePath(unit.id), 'utf8'));
    expect(file.sources[0]?.tree).toEqual({ kind: 'installed', name: '@gearbox-protocol/core-v3', version: '1.52.1' });
    // A second compile of the same inputs is answered by the cache, with the same result.
    const again = compileUnit(unit, env);
    expect(again.cached).toBe(true);
    expect(again.file).toEqual(file);
  });

  // The price feeds too: oracles-v3 1.16.0 is installed, its other imports are npm tarballs.
  test('oracles-v3 (npm 1.16.0) recompiles to its committed file, byte for byte, each feed with its version and type', COLD, () => {
    const unit = unitById('oracles-v3@1.16.0');
    if (!unit) throw new Error('no oracles unit');
    const { file } = compileUnit(unit, env);
    expect(formatCompiledFile(file)).toBe(readFileSync(compiledFilePath(unit.id), 'utf8'));
    expect(file.sources[0]?.tree).toEqual({ kind: 'installed', name: '@gearbox-protocol/oracles-v3', version: '1.16.0' });
    // Every feed states what version() and contractType() return, and no two feeds share a type.
    const feeds = Object.values(file.abis).filter((c) => c.kind === 'contract');
    expect(feeds.length).toBe(unit.files.length);
    for (const c of feeds) {
      expect(c.version, c.file).toBeGreaterThanOrEqual(310);
      expect(c.contractType, c.file).toMatch(/^PRICE_FEED::[A-Z0-9_]+$/);
    }
    expect(new Set(feeds.map((c) => c.contractType)).size).toBe(feeds.length);
  });

  // The 3.00 core too: core-v3 1.45.0 and core-v2 1.21.1 are npm tarballs, the five interfaces core-v2 lacks are this repository's.
  test('core-v3 3.00 (npm 1.45.0) recompiles to its committed file, byte for byte, every contract at 3.00 but core-v2\'s', COLD, () => {
    const unit = unitById('core-v3@1.45.0');
    if (!unit) throw new Error('no 3.00 unit');
    const { file } = compileUnit(unit, env);
    expect(formatCompiledFile(file)).toBe(readFileSync(compiledFilePath(unit.id), 'utf8'));
    const contracts = Object.entries(file.abis).filter(([, c]) => c.kind === 'contract');
    expect(contracts.filter(([, c]) => c.version !== 300).map(([n]) => n).sort()).toEqual(['ACL', 'ContractsRegister']);
    expect(contracts.length).toBe(16);
  });

  test("a contract's version and type are read as its source states them: a constant, a function returning a literal, or a base's", () => {
    const core = readCompiledAbiFile('core-v3@1.52.1').abis;
    // CreditFacadeV3 3.10 states both as constants; PoolV3 its type as a function (`return "POOL";`).
    expect([core['CreditFacadeV3']?.version, core['CreditFacadeV3']?.contractType]).toEqual([310, 'CREDIT_FACADE']);
    expect([core['PoolV3']?.version, core['PoolV3']?.contractType]).toEqual([310, 'POOL']);
    const adapters = readCompiledAbiFile('integrations-v3@v1.55.0').abis;
    // CurveV1Adapter2Assets (CurveV1_2.sol) states only its type; its version is its abstract base's (CurveV1_Base.sol:
    // `version = 3_11`), which itself records none (not deployable). ERC4626Adapter states both in functions.
    expect([adapters['CurveV1Adapter2Assets']?.version, adapters['CurveV1Adapter2Assets']?.contractType]).toEqual([311, 'ADAPTER::CURVE_V1_2ASSETS']);
    expect(adapters['CurveV1AdapterBase']?.kind).toBe('abstract contract');
    expect(adapters['CurveV1AdapterBase']?.version).toBeUndefined();
    expect(adapters['ERC4626Adapter']?.contractType).toBe('ADAPTER::ERC4626_VAULT');
    // Interfaces have none.
    expect(Object.values(core).filter((c) => c.kind !== 'contract' && (c.version !== undefined || c.contractType !== undefined))).toEqual([]);
  });

  // The 3.01 core and the integrations releases exist only in the git mirrors of the developers' machine.
  test.for(['core-v3@v1.51.0', 'integrations-v3@v1.47.1', 'integrations-v3@v1.49.0', 'integrations-v3@v1.55.0'])('%s recompiles from the git mirrors to its committed file', COLD, (id, ctx) => {
    const missing = missingMirror(id);
    ctx.skip(missing !== undefined, `no git mirror of ${missing ?? ''} under ${env.mirrors} (the mirrors are on the developers' machine only, not in CI)`);
    const unit = unitById(id);
    if (!unit) throw new Error(`no unit ${id}`);
    try {
      expect(formatCompiledFile(compileUnit(unit, env).file)).toBe(readFileSync(compiledFilePath(id), 'utf8'));
    } catch (error) {
      if (error instanceof TreeUnavailableError) ctx.skip(`${id}: ${error.message}`);
      throw error;
    }
  });

  test('the file-level errors, read from the syntax tree, are what solc writes for the same errors in a contract ABI', () => {
    // solc lists an error in a contract's ABI where the contract reverts with it: every such use of an IExceptions error
    // must read exactly as this module's own reading of IExceptions.sol (types, internal types, names).
    let compared = 0;
    for (const id of ['core-v3@v1.51.0', 'core-v3@1.52.1']) {
      const file = readCompiledAbiFile(id);
      const loose = new Map((file.abis['IExceptions']?.abi ?? []).map((e) => [e.name, e]));
      expect(loose.size).toBeGreaterThan(0);
      for (const [name, c] of Object.entries(file.abis)) {
        if (c.kind === 'file level') continue;
        for (const item of c.abi) {
          const mine = item.type === 'error' ? loose.get(item.name) : undefined;
          if (!mine) continue;
          expect({ contract: name, item: mine }).toEqual({ contract: name, item });
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('imports are found as solc resolves them: every form, relative to the importing file, comments left out', () => {
    const source = [
      'import "./A.sol";',
      'import {B, C as D} from "../lib/B.sol";',
      'import * as E from "@openzeppelin/contracts/E.sol";',
      "import 'F.sol' as F;",
      '// import "./Commented.sol";',
      '/* import "./Block.sol"; */',
    ].join('\n');
    expect(importsOf(source)).toEqual(['./A.sol', '../lib/B.sol', '@openzeppelin/contracts/E.sol', 'F.sol']);
    expect(resolveImport('contracts/interfaces/IX.sol', '../lib/B.sol')).toBe('contracts/lib/B.sol');
    expect(resolveImport('@gearbox-protocol/core-v3/contracts/interfaces/base/IAdapter.sol', './IVersion.sol')).toBe('@gearbox-protocol/core-v3/contracts/interfaces/base/IVersion.sol');
    expect(resolveImport('contracts/X.sol', '@openzeppelin/contracts/E.sol')).toBe('@openzeppelin/contracts/E.sol');
  });
});
