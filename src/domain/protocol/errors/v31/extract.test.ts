import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { keccak256, toBytes, toFunctionSelector } from 'viem';
import { coreV31Tree, extractCoreV31, extractV30, extractV31, mirrorV31Trees } from '../../../../cli/errorsV31/run';
import { gitTree, mirrorDir, mirrorOf } from '../../../../cli/errorsV31/sourceTrees';
import { EXTRACT_V30, EXTRACT_V31 } from './extract.generated';
import { extractErrors, isProductionPath, type ErrorsExtract, type SourceTree } from './extract';
import { parseSolidity, tokenize } from './solidity';

const ROOT = path.resolve(__dirname, '../../../../..');
const CORE = 'core-v3@3.10';
const mirrors = mirrorV31Trees() !== undefined && (['core-v3', 'core-v3@3.00', 'integrations-v3', 'core-v3@3.10'] as const).every((id) => mirrorOf(id));
const NO_MIRROR = `the git mirrors are not under ${mirrorDir()} (CI has none): the permissionless, integrations-v3 and periphery-v3 extraction is checked where they are`;

/** Only what the core tree alone gives: core's declarations, and the raises in core's own code. */
function coreOnly(x: ErrorsExtract) {
  return x.errors
    .filter((e) => e.repo === CORE)
    .map((e) => ({ signature: e.signature, declared: e.declared, raised: e.raised.filter((r) => r.repo === CORE) }));
}

/** A tree from inline files, for the parser's and resolver's tests. */
function memoryTree(id: SourceTree['id'], files: Record<string, string>): SourceTree {
  return { id, origin: 'test', paths: Object.keys(files), read: (p) => files[p] as string };
}

describe('V3.1 errors extract: the committed file is what the sources give', () => {
  test('(a) core-v3 3.10, extracted again from node_modules, gives the committed declarations and raise sites', () => {
    const again = extractCoreV31(ROOT);
    expect(coreOnly(again)).toEqual(coreOnly(EXTRACT_V31));
    expect(again.sources[CORE]).toEqual(EXTRACT_V31.sources[CORE]);
    expect(again.reasons.filter((r) => r.repo === CORE)).toEqual(EXTRACT_V31.reasons.filter((r) => r.repo === CORE));
  });

  test('(a) every error a plain text search finds in core-v3 3.10 is extracted once, with its line', () => {
    const tree = coreV31Tree(ROOT);
    const found: string[] = [];
    for (const p of tree.paths.filter(isProductionPath)) {
      tree.read(p).split('\n').forEach((line, i) => {
        const m = /^\s*error\s+([A-Za-z0-9_]+)\s*\(/.exec(line);
        if (m) found.push(`${p}:${i + 1}:${m[1]}`);
      });
    }
    const extracted = EXTRACT_V31.errors.filter((e) => e.repo === CORE).flatMap((e) => e.declared.map((d) => `${d.path}:${d.line}:${e.name}`));
    expect(extracted.sort()).toEqual(found.sort());
    // The count for V3.1 core.
    expect(new Set(EXTRACT_V31.errors.filter((e) => e.repo === CORE).map((e) => e.name)).size).toBe(92);
  });

  test('(a) each core raise site is a line of the source that reverts with that error', () => {
    const tree = coreV31Tree(ROOT);
    for (const e of EXTRACT_V31.errors) {
      for (const r of e.raised.filter((x) => x.repo === CORE)) {
        const text = tree.read(r.path).split('\n').slice(r.line - 1, r.line + 2).join(' ');
        expect(text, `${r.path}:${r.line}`).toMatch(new RegExp(`\\b${r.kind}\\b[\\s\\S]*\\b${e.name}\\s*\\(`));
      }
    }
  });

  test.skipIf(!mirrors)(`(b) the mirrors' V3.1 and V3.0 sources give the committed file [skipped when ${NO_MIRROR}]`, () => {
    expect(extractV31(ROOT)).toEqual(EXTRACT_V31);
    expect({ ...extractV30(), reasons: [], other: [] }).toEqual(EXTRACT_V30);
  });

  test.skipIf(!mirrors)('(b) node_modules core-v3 1.52.1 has the production contracts of tag v1.53.0, byte for byte', () => {
    const npm = coreV31Tree(ROOT);
    const git = gitTree(CORE);
    expect(git.commit).toBe(npm.commit);
    const prod = (t: SourceTree) => t.paths.filter(isProductionPath).sort();
    expect(prod(npm)).toEqual(prod(git));
    for (const p of prod(npm)) expect(npm.read(p), p).toBe(git.read(p));
  });

  test.skipIf(!mirrors)('(b) every error a plain text search finds in the mirrors is extracted, with its line', () => {
    for (const tree of mirrorV31Trees() ?? []) {
      const found: string[] = [];
      for (const p of tree.paths.filter(isProductionPath)) {
        tree.read(p).split('\n').forEach((line, i) => {
          const m = /^\s*error\s+([A-Za-z0-9_]+)\s*\(/.exec(line);
          if (m) found.push(`${p}:${i + 1}:${m[1]}`);
        });
      }
      const extracted = EXTRACT_V31.errors.filter((e) => e.repo === tree.id).flatMap((e) => e.declared.map((d) => `${d.path}:${d.line}:${e.name}`));
      expect(extracted.sort(), tree.id).toEqual(found.sort());
    }
  });

  test('(c) every selector is the keccak of the canonical signature; canonical forms are what viem computes', () => {
    for (const x of [EXTRACT_V31, EXTRACT_V30]) {
      for (const e of x.errors) {
        const selector = keccak256(toBytes(e.canonical)).slice(0, 10);
        expect(toFunctionSelector(e.signature), e.signature).toBe(selector);
        expect(e.canonical).toBe(`${e.name}(${e.canonical.slice(e.name.length + 1, -1)})`);
      }
    }
    // The example.
    const blte = EXTRACT_V31.errors.find((e) => e.repo === CORE && e.name === 'BalanceLessThanExpectedException');
    expect(blte?.canonical).toBe('BalanceLessThanExpectedException(address)');
    expect(keccak256(toBytes(blte!.canonical)).slice(0, 10)).toBe('0xce0e3f5b');
    const old = EXTRACT_V30.errors.find((e) => e.repo === 'core-v3' && e.name === 'BalanceLessThanExpectedException');
    expect(keccak256(toBytes(old!.canonical)).slice(0, 10)).toBe('0x07edf617');
  });

  test('the file says where each tree came from; only production contracts are read', () => {
    expect(Object.keys(EXTRACT_V31.sources)).toEqual([CORE, 'permissionless', 'integrations-v3@3.10', 'periphery-v3@3.10', 'oracles-v3@3.10']);
    for (const [id, s] of Object.entries(EXTRACT_V31.sources)) if (id !== 'oracles-v3@3.10') expect(s.commit, id).toMatch(/^[0-9a-f]{40}$/);
    for (const e of EXTRACT_V31.errors) for (const at of [...e.declared, ...e.raised]) expect(isProductionPath(at.path), at.path).toBe(true);
    expect(isProductionPath('contracts/test/mocks/token/ERC20Mock.sol')).toBe(false);
    expect(isProductionPath('contracts/credit/CreditFacadeV3.sol')).toBe(true);
    expect(isProductionPath('script/Deploy.sol')).toBe(false);
    // Raises left unresolved are only those of libraries outside the trees read.
    for (const u of EXTRACT_V31.unresolved) expect(u.message).toMatch(/^SignerNotAuthorised /);
  });
});

describe('Solidity reader', () => {
  const SOURCE = [
    '// error NotThis();',
    '/* revert NotThat(); */',
    'import {A, B as C} from "./a.sol";',
    'import "./b.sol";',
    'error FileLevel(address token, uint256[] amounts);',
    'abstract contract Base is IBase, Other(1, 2) {',
    '    error Member(bytes4);',
    '    modifier only() {',
    '        if (x) revert Member(msg.sig);',
    '        _;',
    '    }',
    '    function run(function (uint256) external f) external {',
    '        string memory s = "revert Fake(";',
    '        require(ok, FileLevel(a, b));',
    '        require(ok, "a message");',
    '        require(ok);',
    '        { revert IBase.Qualified(); }',
    '        assembly { revert(0, 0) }',
    '    }',
    '    constructor() { revert("built"); }',
    '    function noBody() external;',
    '    receive() external payable { revert ReceiveBlocked(); }',
    '}',
  ].join('\n');

  test('declarations, raises and their scopes, comments and strings ignored', () => {
    const f = parseSolidity(SOURCE, 'x.sol');
    expect(f.imports).toEqual([
      { path: './a.sol', symbols: { A: 'A', C: 'B' }, line: 3 },
      { path: './b.sol', line: 4 },
    ]);
    expect(f.contracts).toEqual([{ name: 'Base', kind: 'abstract contract', bases: ['IBase', 'Other'], line: 6 }]);
    expect(f.errors).toEqual([
      { name: 'FileLevel', params: 'address token, uint256[] amounts', line: 5 },
      { name: 'Member', params: 'bytes4', line: 7, contract: 'Base' },
    ]);
    expect(f.raises).toEqual([
      { kind: 'revert', error: 'Member', args: 1, line: 9, contract: 'Base', function: 'only', functionKind: 'modifier' },
      { kind: 'require', error: 'FileLevel', args: 2, line: 14, contract: 'Base', function: 'run', functionKind: 'function' },
      { kind: 'require', reason: 'a message', args: 1, line: 15, contract: 'Base', function: 'run', functionKind: 'function' },
      { kind: 'revert', error: 'IBase.Qualified', args: 0, line: 17, contract: 'Base', function: 'run', functionKind: 'function' },
      { kind: 'revert', reason: 'built', args: 1, line: 20, contract: 'Base', function: 'constructor', functionKind: 'constructor' },
      { kind: 'revert', error: 'ReceiveBlocked', args: 0, line: 22, contract: 'Base', function: 'receive', functionKind: 'receive' },
    ]);
    expect(f.otherReverts.map((o) => o.line)).toEqual([16, 18]);
  });

  test('line numbers survive block comments and strings', () => {
    const t = tokenize('/* a\nb\n*/ x "y" \n z');
    expect(t.map((x) => [x.value, x.line])).toEqual([
      ['x', 3],
      ['y', 3],
      ['z', 4],
    ]);
  });

  test('a raise resolves to the declaration the compiler sees: own and inherited errors, then imports, overloads by arity', () => {
    const core = memoryTree('core-v3@3.10', {
      'contracts/interfaces/IExceptions.sol': 'error Zero();\nerror Shared(address a);\n',
    });
    const perm = memoryTree('permissionless', {
      'contracts/interfaces/IThing.sol': 'interface IThing {\n  error Shared(bytes32 key);\n}\n',
      'contracts/Thing.sol': [
        'import {Zero, Shared} from "@gearbox-protocol/core-v3/contracts/interfaces/IExceptions.sol";',
        'import {IThing} from "./interfaces/IThing.sol";',
        'contract Thing is IThing {',
        '  function a() external { revert Shared(bytes32(0)); }',
        '  function b() external { revert Zero(); }',
        '  function c() external { revert IThing.Shared(0); }',
        '  function d() external { revert Missing(); }',
        '}',
      ].join('\n'),
    });
    const x = extractErrors({ families: [core, perm] });
    const raisedAt = (repo: string, canonical: string) => x.errors.find((e) => e.repo === repo && e.canonical === canonical)?.raised.map((r) => r.function);
    expect(raisedAt('permissionless', 'Shared(bytes32)')).toEqual(['a', 'c']);
    expect(raisedAt('core-v3@3.10', 'Zero()')).toEqual(['b']);
    expect(raisedAt('core-v3@3.10', 'Shared(address)')).toEqual([]);
    expect(x.unresolved).toEqual([{ at: { repo: 'permissionless', path: 'contracts/Thing.sol', line: 7 }, message: 'Missing with 0 argument(s) resolves to no declaration in the trees read' }]);
  });
});
