/**
 * The V3.1 side of the library page: each 3.10 raise site a library entry cites (`v31`) is held to the installed
 * core-v3 1.52.1 (the contracts of tag v1.53.0, the 'core-v3@3.10' pin): the cited line calls that library, the file
 * imports it, and the public functions named reach it in the 3.10 ABI. The decoder then tags those entries V3.1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { encodeErrorResult, parseAbiItem } from 'viem';
import { familyById, type AbiError, type CatalogueEntry } from './catalogue';
import { buildDecodeTable } from './decodeTable';
import { parseSourceLink, type SourceRef } from './sources';
import { v31AllEntries } from './v31/catalogue';
import { decode } from '../../revertDecoder/decode';
import { readCompiledAbiFile } from '../../abi/compiled/load';

const CORE_V3 = path.resolve(__dirname, '../../../../node_modules/@gearbox-protocol/core-v3');
const files = new Map<string, string[]>();
/** The lines of a file of the installed core-v3 (1-based: `lines(p)[n - 1]` is line n). */
function lines(file: string): string[] {
  let l = files.get(file);
  if (!l) files.set(file, (l = readFileSync(path.join(CORE_V3, file), 'utf8').split('\n')));
  return l;
}
const lineOf = (ref: SourceRef): string => lines(ref.path)[ref.line - 1] ?? '';

const ONE_INCH = /^import \{SafeERC20\} from "@1inch\/solidity-utils\/contracts\/libraries\/SafeERC20\.sol";$/m;
const SAFE_CAST = /^import \{SafeCast\} from "@openzeppelin\/contracts\/utils\/math\/SafeCast\.sol";$/m;
const PAUSABLE = /^import \{Pausable\} from "@openzeppelin\/contracts\/security\/Pausable\.sol";$/m;
const ADDRESS = /^import \{Address\} from "@openzeppelin\/contracts\/utils\/Address\.sol";$/m;
const ERC20 = /^import \{ERC20\} from "@openzeppelin\/contracts\/token\/ERC20\/ERC20\.sol";$/m;
const ERC20_PERMIT = /^import \{ERC20Permit\} from "@openzeppelin\/contracts\/token\/ERC20\/extensions\/ERC20Permit\.sol";$/m;

/**
 * What each entry's 3.10 lines must be: the call into the library (a modifier, an inherited base, a `using … for`
 * call), and the import of that library in the cited file. Panics: the checked arithmetic itself (no import).
 */
const CALLS: Record<string, { line: RegExp; imports?: RegExp }> = {
  'safe-transfer-from-failed': { line: /\.safeTransferFrom\(/, imports: ONE_INCH },
  // The credit manager's `_safeTransfer` goes through the account's `safeTransfer` (chain checked below).
  'safe-transfer-failed': { line: /(\.|\b_)safeTransfer\(/, imports: ONE_INCH },
  'safecast-value-must-be-positive': { line: /\)\.toUint256\(\)/, imports: SAFE_CAST },
  'safecast-value-doesnt-fit-in-128-bits': { line: /\.toUint128\(\)/, imports: SAFE_CAST },
  'pausable-paused': { line: /^\s*whenNotPaused\b|\b_pause\(\);/, imports: PAUSABLE },
  'pausable-not-paused': { line: /\b_unpause\(\);/, imports: PAUSABLE },
  'address-low-level-call-failed': { line: /\.functionCall\(/, imports: ADDRESS },
  'address-call-to-non-contract': { line: /\.functionCall\(/, imports: ADDRESS },
  'erc20-burn-amount-exceeds-balance': { line: /\b_burn\(owner, shares\)/, imports: ERC20 },
  'erc20-insufficient-allowance': { line: /\b_spendAllowance\(|^\s*ERC4626,$/, imports: ERC20 },
  'erc20-transfer-amount-exceeds-balance': { line: /\bsuper\._transfer\(/, imports: ERC20 },
  'erc20permit-expired-deadline': { line: /^\s*ERC20Permit,$/, imports: ERC20_PERMIT },
  'erc20permit-invalid-signature': { line: /^\s*ERC20Permit,$/, imports: ERC20_PERMIT },
  'error-string': { line: /\.functionCall\(/, imports: ADDRESS },
  'panic-0x11': { line: /newQuoted = quoted - absoluteChange;/ },
  'panic-0x12': { line: /return amount \* scale \/ price;|\/ \(priceTo \* scaleFrom\);/ },
  panic: { line: /\.functionCall\(/, imports: ADDRESS },
};

/** Whether line `n` of a Solidity file is inside an `unchecked { … }` block (braces counted outside comments and strings). */
function inUnchecked(src: readonly string[], n: number): boolean {
  const stack: boolean[] = [];
  for (let i = 0; i < n - 1; i++) {
    const code = (src[i] ?? '').replace(/\/\/.*$/, '').replace(/"[^"]*"/g, '');
    for (let j = 0; j < code.length; j++) {
      if (code[j] === '{') stack.push(/\bunchecked\s*$/.test(code.slice(0, j)));
      else if (code[j] === '}') stack.pop();
    }
  }
  return stack.includes(true);
}

const library = familyById('library');
const withV31 = library.entries.filter((e): e is CatalogueEntry & { v31: NonNullable<CatalogueEntry['v31']> } => (e.v31?.length ?? 0) > 0);
const abis = readCompiledAbiFile('core-v3@1.52.1').abis;

describe('library errors of the 3.10 contracts', () => {
  test('which entries have 3.10 raise sites: all but the core-v2 accounts\' OpenZeppelin SafeERC20 messages and the message the V3.1 reference lists', () => {
    expect(library.entries.filter((e) => !e.v31?.length).map((e) => e.anchor)).toEqual(['safeerc20-erc20-operation-did-not-succeed', 'safeerc20-low-level-call-failed', 'reentrancyguard-reentrant-call']);
    // No 3.10 contract uses OpenZeppelin's SafeERC20 (1inch's is the one imported), so its messages are V3.0 only.
    const sol = (dir: string): string[] =>
      readdirSync(path.join(CORE_V3, dir), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? (d.name === 'test' ? [] : sol(path.join(dir, d.name))) : d.name.endsWith('.sol') ? [path.join(dir, d.name)] : []));
    const contracts = sol('contracts');
    expect(contracts.length).toBeGreaterThan(40);
    expect(contracts.filter((f) => lines(f).join('\n').includes('@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol'))).toEqual([]);
    expect(contracts.filter((f) => ONE_INCH.test(lines(f).join('\n'))).length).toBeGreaterThan(3);
    // ReentrancyGuard: the V3.1 reference lists the message with its 3.10 raise site, so the library entry adds none.
    expect(v31AllEntries().filter((e) => e.reason === 'ReentrancyGuard: reentrant call').map((e) => e.raised.map((r) => `${r.path}:${r.line}`))).toEqual([['contracts/traits/ReentrancyGuardTrait.sol:37']]);
  });

  test.each(withV31.map((e) => [e.anchor, e] as const))('%s: each cited 3.10 line calls the library, in a file that imports it', (anchor, e) => {
    const want = CALLS[anchor];
    expect(want, `${anchor}: no expected library call in CALLS`).toBeDefined();
    if (!want) return;
    for (const site of e.v31) {
      const where = `${anchor}: ${site.src.path}:${site.src.line}`;
      expect(site.src.repo, where).toBe('core-v3@3.10');
      expect(lineOf(site.src), where).toMatch(want.line);
      if (want.imports) expect(lines(site.src.path).join('\n'), `${where} imports the library`).toMatch(want.imports);
      if (e.panic !== undefined) expect(inUnchecked(lines(site.src.path), site.src.line), `${where} is checked arithmetic`).toBe(false);
    }
  });

  test('the credit manager\'s transfers reach 1inch SafeERC20 in the account: `_safeTransfer` calls `CreditAccountV3.safeTransfer`, which calls `safeTransfer`', () => {
    const cm = lines('contracts/credit/CreditManagerV3.sol');
    const at = cm.findIndex((l) => /function _safeTransfer\(address creditAccount, address token, address to, uint256 amount\) internal \{/.test(l));
    expect(at).toBeGreaterThan(0);
    expect(cm[at + 1]).toMatch(/^\s*ICreditAccountV3\(creditAccount\)\.safeTransfer\(token, to, amount\);$/);
    const viaManager = withV31.find((e) => e.anchor === 'safe-transfer-failed')!.v31.filter((s) => /\b_safeTransfer\(/.test(lineOf(s.src)));
    expect(viaManager.map((s) => s.src.line)).toEqual([508, 426, 337, 353]);
    expect(lineOf({ repo: 'core-v3@3.10', path: 'contracts/credit/CreditAccountV3.sol', line: 61 })).toMatch(/^\s*IERC20\(token\)\.safeTransfer\(to, amount\);/);
  });

  test('the functions named reach a caller: each is in the 3.10 ABI of its contract (or of its interface, for the two contracts the compiled unit leaves out)', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const e of withV31) {
      for (const site of e.v31) {
        expect(site.fns.length, `${e.anchor}: ${site.src.line}`).toBeGreaterThan(0);
        for (const fn of site.fns) {
          const [contract = '', name] = fn.split('.');
          const abi = abis[contract] ?? abis[`I${contract}`];
          if (!abi?.abi.some((i) => i.type === 'function' && i.name === name)) missing.push(`${e.anchor}: ${fn}`);
          checked++;
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  test('every `src:` citation in a 3.10 note names core-v3 3.10 and lines that exist and are not blank', () => {
    let checked = 0;
    for (const e of withV31) {
      for (const t of [...e.v31.map((s) => s.note ?? ''), e.v31Note ?? '']) {
        for (const m of t.matchAll(/\]\((src:[^)\s]+)\)/g)) {
          const ref = parseSourceLink(m[1] as string);
          if (typeof ref === 'string') throw new Error(`${e.anchor}: ${ref}`);
          expect(ref.repo, `${e.anchor}: ${m[1]}`).toBe('core-v3@3.10');
          const src = lines(ref.path);
          const to = ref.endLine ?? ref.line;
          expect(to, `${e.anchor}: ${m[1]} is past the end of the file`).toBeLessThanOrEqual(src.length);
          expect(src.slice(ref.line - 1, to).join('').trim(), `${e.anchor}: ${m[1]}`).not.toBe('');
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(12);
  });

  test('what the 3.10 note on "Pausable: paused" says of the pool and the facade is what the source does', () => {
    const pool = lines('contracts/pool/PoolV3.sol');
    const modifiersOf = (fn: string) => {
      const start = pool.findIndex((l) => l.includes(`function ${fn}(`));
      const end = pool.findIndex((l, i) => i > start && l.trim() === '{');
      return pool.slice(start, end).join('\n');
    };
    for (const fn of ['lendCreditAccount', 'repayCreditAccount']) {
      expect(modifiersOf(fn), fn).toContain('nonReentrant');
      expect(modifiersOf(fn), fn).not.toMatch(/whenNotPaused|paused\(\)/);
    }
    expect(modifiersOf('_transfer')).toContain('whenNotPaused');
    const facade = lines('contracts/credit/CreditFacadeV3.sol');
    expect(facade.flatMap((l, i) => (/\b_pause\(\)/.test(l) ? [i + 1] : []))).toEqual([911]);
    expect(facade.slice(146, 150).join('\n')).toContain('require(!paused() || _hasRole("EMERGENCY_LIQUIDATOR", msg.sender), "Pausable: paused");');
  });
});

describe('the decoder tags the library errors of the 3.10 contracts V3.1', () => {
  const table = JSON.parse(JSON.stringify(buildDecodeTable()));
  const sample = (e: CatalogueEntry, panic = 0x32n) => {
    const item = parseAbiItem(e.signature) as AbiError;
    const args = e.reason !== undefined ? [e.reason] : e.panic !== undefined ? [BigInt(e.panic)] : item.name === 'Error' ? ['not a catalogued message'] : item.name === 'Panic' ? [panic] : [];
    const r = decode(encodeErrorResult({ abi: [item], errorName: item.name, args: args as never }), table);
    if (!r.ok || !r.errors[0]) throw new Error(`${e.anchor}: did not decode`);
    return r.errors[0];
  };

  test('an entry with 3.10 sites (or whose message the V3.1 reference lists) decodes as V3.0 and V3.1; the core-v2 accounts\' messages as V3.0 only', () => {
    for (const e of library.entries) {
      const v31 = (e.v31?.length ?? 0) > 0 || v31AllEntries().some((o) => o.reason !== undefined && o.reason === e.reason);
      const err = sample(e);
      expect(err.versions, e.anchor).toEqual(v31 ? ['3.0', '3.1'] : ['3.0']);
      expect(err.links.map((l) => l[1]), e.anchor).toContain(e.href);
    }
  });

  test('any panic code is both versions: the language raises panics in every contract', () => {
    const panic = library.entries.find((e) => e.anchor === 'panic')!;
    for (const code of [0x01n, 0x11n, 0x12n, 0x21n, 0x32n, 0x41n, 0x51n, 0x99n]) expect(sample(panic, code).versions, String(code)).toEqual(['3.0', '3.1']);
  });
});
