import { describe, expect, test } from 'vitest';
import {
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionData,
  parseAbiItem,
  parseAbiParameters,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';
import { allEntries, type AbiError } from '../protocol/errors/catalogue';
import { v31AllEntries } from '../protocol/errors/v31/catalogue';
import { buildDecodeTable } from '../protocol/errors/decodeTable';
import { CONTRACT_FUNCTIONS } from '../protocol/errors/functions';
import { decode, type DecodedCall, type DecodeResult } from './decode';
import { checkInput } from './input';
import { rawOf, sampleValue } from '../../../tests/helpers/abiSamples';

// What the browser gets: the table after a JSON round trip.
const table = JSON.parse(JSON.stringify(buildDecodeTable()));

const ok = (r: DecodeResult) => {
  if (!r.ok) throw new Error(`expected a decode, got: ${r.message}`);
  return r;
};
const failed = (r: DecodeResult) => {
  if (r.ok) throw new Error('expected a failure');
  return r;
};

const fn = (sig: string) => parseAbiItem(sig) as AbiFunction;
const call = (sig: string, args: unknown[]) => encodeFunctionData({ abi: [fn(sig)], args: args as never });
const reencode = (params: readonly AbiParameter[], decoded: DecodedCall['args']) => encodeAbiParameters(params, decoded.map((a) => rawOf(a.value)) as never);

const ACCOUNT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const FACADE = '0x9A676e781A523b5d0C0e43731313A708CB607508';
const ADAPTER = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

const MULTICALL = 'function multicall(address creditAccount, (address target, bytes callData)[] calls)';
const OPEN = 'function openCreditAccount(address onBehalfOf, (address target, bytes callData)[] calls, uint256 referralCode)';

describe('decoder: every catalogue error', () => {
  test('revert data with arguments decodes to the entry, arguments intact', () => {
    for (const e of allEntries()) {
      const item = parseAbiItem(e.signature) as AbiError;
      const args = e.reason !== undefined ? [e.reason] : e.panic !== undefined ? [BigInt(e.panic)] : item.name === 'Error' ? ['UniswapV2Router: EXPIRED'] : item.name === 'Panic' ? [0x32n] : item.inputs.map((p, i) => sampleValue(p, i + 1));
      const data = encodeErrorResult({ abi: [item], errorName: item.name, args: args as never });
      const r = ok(decode(data, table));
      const err = r.errors[0]!;
      expect(err.name, e.href).toBe(item.name);
      expect(err.links.map((l) => l[1]), e.href).toContain(e.href);
      expect(reencode(item.inputs, err.args), e.href).toBe(`0x${data.slice(10)}`);
      expect(err.extraBytes).toBe(0);
    }
  });

  test('a reason or panic code outside the catalogue links to the catch-all entry and says so', () => {
    const reason = encodeErrorResult({ abi: [parseAbiItem('error Error(string)')], errorName: 'Error', args: ['Too little received'] });
    const r = ok(decode(reason, table)).errors[0]!;
    expect(r.generic).toBe(true);
    expect(r.links).toEqual([['Libraries and panics', '/docs/errors/library#error-string']]);
    const panic = ok(decode(encodeErrorResult({ abi: [parseAbiItem('error Panic(uint256)')], errorName: 'Panic', args: [0x32n] }), table)).errors[0]!;
    expect(panic.meaning).toBe('array index out of bounds');
    expect(panic.links[0]![1]).toBe('/docs/errors/library#panic');
    expect(panic.args[0]!.value).toEqual({ kind: 'number', value: '50', hint: 'array index out of bounds' });
  });

  test('the core-v2 messages link to their own entries, not to the catch-all', () => {
    const link = (reason: string) => {
      const r = ok(decode(encodeErrorResult({ abi: [parseAbiItem('error Error(string)')], errorName: 'Error', args: [reason] }), table)).errors[0]!;
      expect(r.generic, reason).toBe(false);
      return r.links.map((l) => l[1]);
    };
    expect(link('AF1')).toEqual(['/docs/errors/account-factory#af1']);
    expect(link('SafeERC20: ERC20 operation did not succeed')).toEqual(['/docs/errors/library#safeerc20-erc20-operation-did-not-succeed']);
    expect(link('SafeERC20: low-level call failed')).toEqual(['/docs/errors/library#safeerc20-low-level-call-failed']);
  });

  test('known arguments get a hint: permission bits, type(uint256).max', () => {
    const data = encodeErrorResult({ abi: [parseAbiItem('error NoPermissionException(uint256 permission)')], errorName: 'NoPermissionException', args: [4n] });
    expect(ok(decode(data, table)).errors[0]!.args[0]!.value).toEqual({ kind: 'number', value: '4', hint: 'DECREASE_DEBT_PERMISSION' });
    const w = ok(decode(call('function withdrawCollateral(address token, uint256 amount, address to)', [USDC, 2n ** 256n - 1n, ACCOUNT]), table));
    expect(w.functions[0]!.args[1]!.value).toEqual({ kind: 'number', value: (2n ** 256n - 1n).toString(), hint: 'type(uint256).max' });
  });
});

describe('decoder: calldata', () => {
  test('every function in the table decodes its own calldata', () => {
    let count = 0;
    for (const { functions } of Object.values(CONTRACT_FUNCTIONS)) {
      for (const sig of functions) {
        const item = fn(sig);
        const data = encodeFunctionData({ abi: [item], args: item.inputs.map((p, i) => sampleValue(p, i + 1)) as never });
        const r = ok(decode(data, table));
        const match = r.functions.find((f) => f.name === item.name && f.args.length === item.inputs.length);
        expect(match, sig).toBeDefined();
        if (item.inputs.length) expect(reencode(item.inputs, match!.args), sig).toBe(`0x${data.slice(10)}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(900);
  });

  test('a multicall shows each inner call decoded, recursively', () => {
    const inner = [
      { target: FACADE, callData: call('function onDemandPriceUpdate(address token, bool reserve, bytes data)', [WETH, false, '0x1234']) },
      { target: FACADE, callData: call('function addCollateral(address token, uint256 amount)', [USDC, 5_000_000_000n]) },
      { target: FACADE, callData: call('function increaseDebt(uint256 amount)', [20_000_000_000n]) },
      { target: FACADE, callData: call('function updateQuota(address token, int96 quotaChange, uint96 minQuota)', [WETH, -(2n ** 95n), 0n]) },
      {
        target: ADAPTER,
        callData: call(
          'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
          [{ tokenIn: USDC, tokenOut: WETH, fee: 500, recipient: ACCOUNT, deadline: 1_800_000_000n, amountIn: 10n ** 10n, amountOutMinimum: 10n ** 18n, sqrtPriceLimitX96: 0n }],
        ),
      },
      { target: FACADE, callData: call('function storeExpectedBalances((address token, int256 amount)[] balanceDeltas)', [[{ token: WETH, amount: 10n ** 18n }]]) },
      // A multicall inside a multicall: not something the facade accepts, but it shows the recursion.
      { target: FACADE, callData: call(MULTICALL, [ACCOUNT, [{ target: FACADE, callData: call('function decreaseDebt(uint256 amount)', [7n]) }]]) },
    ];
    const r = ok(decode(call(OPEN, [ACCOUNT, inner, 0n]), table));
    const open = r.functions[0]!;
    expect(open.name).toBe('openCreditAccount');
    expect(open.contracts).toEqual(['CreditFacadeV3']);
    const calls = open.args[1]!.value;
    if (calls.kind !== 'array') throw new Error('calls is not an array');
    const inners = calls.items.map((item) => {
      if (item.kind !== 'tuple') throw new Error('call is not a tuple');
      const data = item.fields[1]!.value;
      if (data.kind !== 'bytes' || !data.call) throw new Error('inner call not decoded');
      return data.call;
    });
    expect(inners.map((c) => c.name)).toEqual(['onDemandPriceUpdate', 'addCollateral', 'increaseDebt', 'updateQuota', 'exactInputSingle', 'storeExpectedBalances', 'multicall']);
    expect(inners[1]!.args.map((a) => [a.name, a.value])).toEqual([
      ['token', { kind: 'address', value: USDC }],
      ['amount', { kind: 'number', value: '5000000000' }],
    ]);
    expect(inners[3]!.args[1]!.value).toEqual({ kind: 'number', value: (-(2n ** 95n)).toString(), hint: 'type(int96).min' });
    expect(inners[4]!.contracts).toEqual(expect.arrayContaining(['UniswapV3Adapter']));
    const params = inners[4]!.args[0]!.value;
    expect(params.kind === 'tuple' && params.fields.map((f) => f.name)).toEqual(['tokenIn', 'tokenOut', 'fee', 'recipient', 'deadline', 'amountIn', 'amountOutMinimum', 'sqrtPriceLimitX96']);
    const nested = inners[6]!.args[1]!.value;
    const first = nested.kind === 'array' ? nested.items[0] : undefined;
    const deep = first?.kind === 'tuple' ? first.fields[1]?.value : undefined;
    expect(deep?.kind === 'bytes' && deep.call?.name).toBe('decreaseDebt');
    // Bytes that are not a known call stay raw.
    const priceData = inners[0]!.args[2]!.value;
    expect(priceData).toEqual({ kind: 'bytes', value: '0x1234' });
  });

  test('pool ERC-4626 calls and botMulticall / liquidate / close decode', () => {
    const deposit = ok(decode(call('function deposit(uint256 assets, address receiver)', [10n ** 6n, ACCOUNT]), table));
    expect(deposit.functions[0]!.contracts).toEqual(expect.arrayContaining(['PoolV3', 'ERC4626Adapter']));
    for (const sig of ['function redeem(uint256 shares, address receiver, address owner)', 'function withdraw(uint256 assets, address receiver, address owner)', 'function mint(uint256 shares, address receiver)']) {
      const r = ok(decode(call(sig, fn(sig).inputs.map((p, i) => sampleValue(p, i))), table));
      expect(r.functions.some((f) => f.contracts.includes('PoolV3')), sig).toBe(true);
    }
    for (const sig of [MULTICALL.replace('multicall', 'botMulticall'), MULTICALL.replace('multicall', 'closeCreditAccount'), 'function liquidateCreditAccount(address creditAccount, address to, (address target, bytes callData)[] calls)']) {
      const r = ok(decode(call(sig, fn(sig).inputs.map((p, i) => sampleValue(p, i))), table));
      expect(r.functions[0]!.contracts, sig).toEqual(['CreditFacadeV3']);
    }
  });

  test('extra bytes after the arguments are counted, not hidden', () => {
    const data = `${call('function increaseDebt(uint256 amount)', [1n])}${'00'.repeat(32)}` as Hex;
    expect(ok(decode(data, table)).functions[0]!.extraBytes).toBe(32);
  });
});

describe('decoder: selectors and bad input', () => {
  test('a bare selector lists what it is, with links to the entries', () => {
    const r = ok(decode('0x6b895d04', table));
    expect(r.selectorOnly).toBe(true);
    // The V3.0 entry first; V3.1 core has the same error, so the same selector, and its entry follows.
    expect(r.matches).toEqual([
      {
        kind: 'error',
        signature: 'NoPermissionException(uint256 permission)',
        links: [
          ['Credit facade', '/docs/errors/credit-facade#no-permission-exception'],
          ['V3.1 core: credit facade', '/docs/errors/v3.1/core/credit-facade#no-permission-exception'],
        ],
        contracts: [],
        versions: ['3.0', '3.1'],
        others: [],
      },
    ]);
    // An error without arguments: the selector is the whole revert data.
    const nec = allEntries().find((e) => e.name === 'NotEnoughCollateralException')!;
    const full = ok(decode(nec.selector, table));
    expect(full.selectorOnly).toBe(false);
    expect(full.errors[0]!.links).toEqual([
      ['Credit manager', '/docs/errors/credit-manager#not-enough-collateral-exception'],
      ['V3.1 core: credit manager', '/docs/errors/v3.1/core/credit-manager#not-enough-collateral-exception'],
    ]);
    // A function selector.
    const mc = ok(decode(call(MULTICALL, [ACCOUNT, []]).slice(0, 10), table));
    expect(mc.matches).toEqual([{ kind: 'function', signature: 'multicall(address creditAccount, (address target, bytes callData)[] calls)', links: [], contracts: ['CreditFacadeV3'] }]);
  });

  test('an error shared by several families links to each entry', () => {
    const zero = allEntries().filter((e) => e.name === 'ZeroAddressException');
    expect(zero.length).toBeGreaterThan(3);
    const r = ok(decode(zero[0]!.selector, table));
    // Every V3.0 entry, and V3.1 core's (the same signature).
    const v31 = v31AllEntries().filter((e) => e.selector === zero[0]!.selector);
    expect(v31.map((e) => e.href)).toEqual(['/docs/errors/v3.1/core/prices-and-access#zero-address-exception']);
    expect(r.errors[0]!.links.map((l) => l[1]).sort()).toEqual([...zero, ...v31].map((e) => e.href).sort());
  });

  test('each bad input gets its own clear message', () => {
    expect(failed(decode('', table))).toMatchObject({ reason: 'empty', message: expect.stringMatching(/^Paste revert data or calldata/) });
    expect(failed(decode('  \n ', table)).reason).toBe('empty');
    expect(failed(decode('0x', table))).toMatchObject({ reason: 'no-data', message: expect.stringMatching(/empty revert data: the call failed without saying why/) });
    expect(failed(decode('0xhello', table))).toMatchObject({ reason: 'not-hex', message: expect.stringContaining('character 3 is "h" (U+0068)') });
    expect(failed(decode('0x6b895d0', table))).toMatchObject({ reason: 'odd-length', message: expect.stringContaining('odd number of hex digits (7)') });
    expect(failed(decode('0x6b89', table))).toMatchObject({ reason: 'too-short', message: 'Too short: a selector is 4 bytes (8 hex digits), and this has 2 bytes.' });
    expect(failed(decode('0x12345678', table))).toMatchObject({ reason: 'unknown-selector', message: expect.stringMatching(/^0x12345678 is not in this catalogue/) });
    const cut = encodeErrorResult({ abi: [parseAbiItem('error NoPermissionException(uint256 permission)')], errorName: 'NoPermissionException', args: [2n] }).slice(0, 40);
    expect(failed(decode(cut, table))).toMatchObject({
      reason: 'bad-arguments',
      message: 'The selector 0x6b895d04 is NoPermissionException(uint256 permission), but the arguments after it do not decode: the argument data is too short (15 bytes after the selector). The data may be cut off: copy it again in full.',
    });
    // An offset pointing past the end of the data.
    const badOffset = `${call(MULTICALL, [ACCOUNT, []]).slice(0, 74)}${'0'.repeat(60)}ffff` as Hex;
    expect(failed(decode(badOffset, table)).reason).toBe('bad-arguments');
  });

  test('whitespace and invisible characters are stripped, the invisible ones named; case and 0x do not matter', () => {
    const zw = checkInput('\u200B0x6b895d04\u202E');
    expect(zw).toEqual({ ok: true, hex: '0x6b895d04', removed: ['1 × U+200B ZERO WIDTH SPACE', '1 × U+202E RIGHT-TO-LEFT OVERRIDE'] });
    expect(checkInput('0x6B89\n5D04 ')).toEqual({ ok: true, hex: '0x6b895d04', removed: [] });
    expect(checkInput('6b895d04')).toEqual({ ok: true, hex: '0x6b895d04', removed: [] });
    expect(checkInput('0x6b895d04\uFEFF\uFEFF').ok && checkInput('0x6b895d04\uFEFF\uFEFF').removed).toEqual(['2 × U+FEFF ZERO WIDTH NO-BREAK SPACE (byte order mark)']);
    // A look-alike letter is not stripped: it is named.
    expect(failed(decode('0x6b895d0\u0430', table)).message).toContain('character 10 is "а" (U+0430)');
    const r = failed(decode('\u200B0xzz', table));
    expect(r.removed).toEqual(['1 × U+200B ZERO WIDTH SPACE']);
  });
});

test('parseAbiParameters reads every parameter list in the table', () => {
  for (const fns of Object.values(table.functions) as { p: string }[][]) for (const f of fns) if (f.p) expect(() => parseAbiParameters(f.p)).not.toThrow();
});
