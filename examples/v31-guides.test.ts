/**
 * The V3.1 integrator guides (docs/v3.1/guides) against the pinned sources:
 * - every `src:` citation names a pinned source, a file that exists at the pin, lines inside that file, and a label
 *   that says the same file and lines;
 * - every function signature the pages write out, in `code` or in a solidity block, is declared so in a pinned
 *   interface (3.10; the V3.0 ones the "what changed" table quotes are declared so in 3.01);
 * - every exception they name is declared in the pinned sources, with the parameter names they give it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseAbiItem, type Abi } from 'viem';
import { mirrorsDir } from '../src/cli/abi/trees';
import { SOURCES } from '../src/domain/protocol/errors/sources';
import { ROOT } from '../tests/helpers/data';
import { declaration, pinAvailable, pinnedAbi, type Pin } from './pinned-abi';

const GUIDES = path.join(ROOT, 'docs/v3.1/guides');
const pages = readdirSync(GUIDES)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ file: f, text: readFileSync(path.join(GUIDES, f), 'utf8') }));

const MIRRORS = mirrorsDir();
type Key = keyof typeof SOURCES;
const mirrorDir = (key: Key) => path.join(MIRRORS, SOURCES[key].repo.replace('/', '+'), 'repo');
const readable = (key: Key) => (key === 'core-v3@3.10' ? true : existsSync(mirrorDir(key)));
const fileCache = new Map<string, string>();
/** A file of a pinned source: core-v3 3.10 from node_modules, the others from their mirror at the pinned tag. */
function pinnedText(key: Key, file: string): string {
  const id = `${key}:${file}`;
  let text = fileCache.get(id);
  if (text === undefined) {
    text =
      key === 'core-v3@3.10'
        ? readFileSync(path.join(ROOT, 'node_modules/@gearbox-protocol/core-v3', file), 'utf8')
        : execFileSync('git', ['-C', mirrorDir(key), 'show', `${SOURCES[key].tag}:${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    fileCache.set(id, text);
  }
  return text;
}

const CITATION = /\[([^\]]+)\]\(src:([^/)]+)\/([^)#]+)#L(\d+)(?:-L(\d+))?\)/g;
const citations = pages.flatMap(({ file, text }) =>
  [...text.matchAll(CITATION)].map(([, label = '', key = '', source = '', from = '', to]) => ({ page: file, label, key, source, from: Number(from), to: to ? Number(to) : undefined })),
);

describe('V3.1 guides: citations', () => {
  test('the five guides cite their sources, every page at least 25 times', () => {
    expect(pages.map((p) => p.file).sort()).toEqual(['adapters.mdx', 'compressors.mdx', 'find-markets.mdx', 'liquidation.mdx', 'open-and-manage.mdx']);
    for (const p of pages) expect(citations.filter((c) => c.page === p.file).length, p.file).toBeGreaterThanOrEqual(25);
  });

  test('every citation names a pinned source, an existing file, lines inside it, and says so in its label', () => {
    const wrong: string[] = [];
    for (const c of citations) {
      if (!(c.key in SOURCES)) {
        wrong.push(`${c.page}: unknown source ${c.key}`);
        continue;
      }
      const key = c.key as Key;
      if (!readable(key)) continue;
      const lines = pinnedText(key, c.source).split('\n').length;
      const last = c.to ?? c.from;
      if (c.from < 1 || last > lines || (c.to !== undefined && c.to <= c.from)) wrong.push(`${c.page}: ${c.source}#L${c.from}-${last} outside 1..${lines}`);
      const expected = `${path.basename(c.source)}:${c.from}${c.to ? `-${c.to}` : ''}`;
      if (c.label !== expected) wrong.push(`${c.page}: label ${c.label} for ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(citations.length).toBeGreaterThan(200);
  });

  test('the V3.1 pages cite V3.0 sources only in the comparisons with V3.0', () => {
    const old = citations.filter((c) => c.key === 'core-v3' || c.key === 'integrations-v3').map((c) => `${c.page} ${c.label}`);
    expect(old.sort()).toEqual(
      [
        'adapters.mdx IUniswapV3Adapter.sol:66-68',
        'open-and-manage.mdx ICreditFacadeV3.sol:122',
        'open-and-manage.mdx ICreditFacadeV3Multicall.sol:131',
        'open-and-manage.mdx ICreditFacadeV3Multicall.sol:136',
        'open-and-manage.mdx ICreditFacadeV3Multicall.sol:141',
        'open-and-manage.mdx ICreditFacadeV3Multicall.sol:51',
        'open-and-manage.mdx IUniswapV3Adapter.sol:66-68',
      ].sort(),
    );
  });
});

type Source = readonly [Pin, string, string];
const core = (file: string, contract: string): Source => ['core-v3@3.10', `contracts/${file}`, contract];
const perm = (file: string, contract: string): Source => ['permissionless', `contracts/${file}`, contract];
const peri = (file: string, contract: string): Source => ['periphery-v3@3.10', `contracts/${file}`, contract];
const integ = (file: string, contract: string): Source => ['integrations-v3@3.10', `contracts/${file}`, contract];

/** The interfaces the guides write signatures of. */
const INTERFACES: readonly Source[] = [
  core('interfaces/ICreditFacadeV3.sol', 'ICreditFacadeV3'),
  core('interfaces/ICreditFacadeV3Multicall.sol', 'ICreditFacadeV3Multicall'),
  core('interfaces/ICreditManagerV3.sol', 'ICreditManagerV3'),
  core('interfaces/ICreditConfiguratorV3.sol', 'ICreditConfiguratorV3'),
  core('interfaces/IAliasedLossPolicyV3.sol', 'IAliasedLossPolicyV3'),
  core('interfaces/IPriceOracleV3.sol', 'IPriceOracleV3'),
  core('interfaces/base/IPriceFeedStore.sol', 'IPriceFeedStore'),
  perm('interfaces/IAddressProvider.sol', 'IAddressProvider'),
  perm('interfaces/IMarketConfiguratorFactory.sol', 'IMarketConfiguratorFactory'),
  perm('interfaces/IMarketConfigurator.sol', 'IMarketConfigurator'),
  perm('interfaces/IContractsRegister.sol', 'IContractsRegister'),
  perm('interfaces/factories/ICreditConfigureActions.sol', 'ICreditConfigureActions'),
  peri('interfaces/IMarketCompressor.sol', 'IMarketCompressor'),
  peri('interfaces/ICreditSuiteCompressor.sol', 'ICreditSuiteCompressor'),
  peri('interfaces/ICreditAccountCompressor.sol', 'ICreditAccountCompressor'),
  peri('interfaces/IPriceFeedCompressor.sol', 'IPriceFeedCompressor'),
  peri('interfaces/ITokenCompressor.sol', 'ITokenCompressor'),
  peri('interfaces/IGaugeCompressor.sol', 'IGaugeCompressor'),
  peri('interfaces/IRewardsCompressor.sol', 'IRewardsCompressor'),
  peri('interfaces/IPeripheryCompressor.sol', 'IPeripheryCompressor'),
  integ('interfaces/uniswap/IUniswapV3Adapter.sol', 'IUniswapV3Adapter'),
];

/** The structs the pages name in signatures, as the pinned sources declare them. */
const STRUCTS: Record<string, string> = {
  MultiCall: '(address target, bytes callData)',
  PriceUpdate: '(address priceFeed, bytes data)',
  DeployParams: '(bytes32 postfix, bytes32 salt, bytes constructorParams)',
  MarketFilter: '(address[] configurators, address[] pools, address underlying)',
  CreditManagerFilter: '(address[] configurators, address[] creditManagers, address[] pools, address underlying)',
  CreditAccountFilter: '(address owner, bool includeZeroDebt, uint256 minHealthFactor, uint256 maxHealthFactor, bool reverting)',
};
const TYPE = /^(address|bool|string|bytes\d*|u?int\d*|[A-Z]\w*)(\[\])?$/;

/** Signatures written out in the pages: `name(type name, …)` in code spans, and `function …` in solidity blocks. */
function writtenSignatures(text: string): string[] {
  const spans = [...text.matchAll(/`(\w+)\(([^`()]*)\)`/g)]
    .filter(([, , params = '']) => params.trim() !== '' && params.split(',').every((p) => p.trim().split(/\s+/).length === 2 && TYPE.test(p.trim().split(/\s+/)[0] ?? '')))
    .map(([, name = '', params = '']) => `${name}(${params.split(',').map((p) => p.trim()).join(', ')})`);
  const blocks = [...text.matchAll(/```solidity\n(function[\s\S]*?)\n```/g)].map(([, body = '']) => body.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').replace(/^function /, ''));
  return [...spans, ...blocks];
}

/** A written signature as viem reads it, with the structs spelled out. */
const asAbiItem = (sig: string) => parseAbiItem(`function ${sig.replace(/\b([A-Z]\w*)(\[\])?(?= \w)/g, (all, type: string, array = '') => (STRUCTS[type] ? `${STRUCTS[type]}${array}` : all))}`);

/** "name(type name, …)" of an ABI function, for comparing inputs only (the pages mostly leave out the returns). */
const inputsOf = (d: string) => d.replace(/^function /, '').replace(/\) \w+ returns \(.*$/, ')');

describe.skipIf(!INTERFACES.every(([pin]) => pinAvailable(pin)) || !readable('core-v3'))('V3.1 guides: written signatures', () => {
  const declared = INTERFACES.flatMap(([pin, file, contract]) => pinnedAbi(pin, file, contract)).filter((i) => i.type === 'function');
  const byInputs = new Map(declared.map((d) => [inputsOf(declaration(d)), declaration(d)]));
  /** 3.01 declarations, parsed from the interface text at core-v3 v1.51.0 (OpenZeppelin, which it imports, is not here). */
  const v30 = ['contracts/interfaces/ICreditFacadeV3.sol', 'contracts/interfaces/ICreditFacadeV3Multicall.sol'].flatMap((f) =>
    [...pinnedText('core-v3', f).matchAll(/function\s+(\w+)\(([^)]*)\)/g)].map(([, name = '', params = '']) =>
      `${name}(${params
        .split(',')
        .map((p) => p.trim().replace(/\s+(calldata|memory)\b/, ''))
        .filter(Boolean)
        .join(', ')})`,
    ),
  );

  const written = pages.flatMap(({ file, text }) => writtenSignatures(text).map((sig) => ({ file, sig })));

  test('every signature written in the pages is declared so in the pinned 3.10 interfaces, or quoted from 3.01', () => {
    expect(written.length).toBeGreaterThanOrEqual(35);
    const v31 = written.filter(({ sig }) => byInputs.has(inputsOf(declaration(asAbiItem(sig) as Abi[number]))));
    const v30only = written.filter((w) => !v31.includes(w) && v30.includes(w.sig)).map((w) => `${w.file} ${w.sig}`);
    const neither = written.filter((w) => !v31.includes(w) && !v30.includes(w.sig)).map((w) => `${w.file} ${w.sig}`);
    expect(neither).toEqual([]);
    expect(v30only.sort()).toEqual(
      ['open-and-manage.mdx onDemandPriceUpdate(address token, bool reserve, bytes data)', 'open-and-manage.mdx setBotPermissions(address creditAccount, address bot, uint192 permissions)'].sort(),
    );
  });

  test('where a page gives the return values, they are the declared ones too', () => {
    const withReturns = written.filter(({ sig }) => / returns \(/.test(sig));
    expect(withReturns.length).toBeGreaterThan(0);
    for (const { file, sig } of withReturns) {
      const item = asAbiItem(sig) as Abi[number];
      expect(byInputs.get(inputsOf(declaration(item))), `${file} ${sig}`).toBe(declaration(item));
    }
  });

  test('a wrong parameter name or type is not declared', () => {
    for (const wrong of ['updateQuota(address token, int96 quotaChange, uint96 minimumQuota)', 'liquidateCreditAccount(address creditAccount, address to, MultiCall[] calls, bytes data)', 'setBotPermissions(address bot, uint256 permissions)']) {
      expect(byInputs.has(inputsOf(declaration(asAbiItem(wrong) as Abi[number]))), wrong).toBe(false);
    }
  });
});

/** Every `error Name(type name, …);` of the files the guides' exceptions come from. */
function declaredErrors(): Map<string, string[][]> {
  const files: [Key, string][] = [
    ['core-v3@3.10', 'contracts/interfaces/IExceptions.sol'],
    ['permissionless', 'contracts/interfaces/IAddressProvider.sol'],
    ['permissionless', 'contracts/interfaces/IContractsRegister.sol'],
    ['permissionless', 'contracts/interfaces/IPriceFeedStore.sol'],
    ['permissionless', 'contracts/interfaces/IBytecodeRepository.sol'],
    ['permissionless', 'contracts/interfaces/factories/IFactory.sol'],
    ['integrations-v3@3.10', 'contracts/interfaces/uniswap/IUniswapV3Adapter.sol'],
  ];
  const errors = new Map<string, string[][]>();
  for (const [key, file] of files) {
    for (const [, name = '', params = ''] of pinnedText(key, file).matchAll(/error\s+(\w+)\(([^)]*)\)/g)) {
      const names = params.split(',').map((p) => p.trim().split(/\s+/).at(-1) ?? '').filter(Boolean);
      errors.set(name, [...(errors.get(name) ?? []), names]);
    }
  }
  return errors;
}

describe.skipIf(!(['permissionless', 'integrations-v3@3.10'] as const).every(readable))('V3.1 guides: exceptions', () => {
  test('every exception the pages name is declared, with the parameter names they give', () => {
    const errors = declaredErrors();
    const named = pages.flatMap(({ file, text }) =>
      [...text.matchAll(/`(\w+Exception)(?:\(([^`)]*)\))?`/g)].map(([, name = '', args]) => ({ file, name, args: args === undefined ? undefined : args.split(',').map((a) => a.trim()).filter(Boolean) })),
    );
    expect(named.length).toBeGreaterThan(50);
    const wrong = named.filter(({ name, args }) => {
      const decls = errors.get(name);
      if (!decls) return true;
      return args !== undefined && !decls.some((d) => d.join(',') === args.join(','));
    });
    expect(wrong.map((w) => `${w.file} ${w.name}(${w.args?.join(', ') ?? ''})`)).toEqual([]);
  });
});
