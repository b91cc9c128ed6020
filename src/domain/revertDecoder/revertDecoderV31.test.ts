import { describe, expect, test } from 'vitest';
import { encodeAbiParameters, encodeErrorResult, parseAbiItem, type AbiParameter } from 'viem';
import { allEntries, type AbiError } from '../protocol/errors/catalogue';
import { buildDecodeTable } from '../protocol/errors/decodeTable';
import { v31AllEntries } from '../protocol/errors/v31/catalogue';
import { decode, type DecodeResult } from './decode';
import { rawOf, sampleValue } from '../../../tests/helpers/abiSamples';

// What the browser gets: the table after a JSON round trip.
const table = JSON.parse(JSON.stringify(buildDecodeTable()));

const ok = (r: DecodeResult) => {
  if (!r.ok) throw new Error(`expected a decode, got: ${r.message}`);
  return r;
};
const revert = (signature: string, args: unknown[]) => {
  const item = parseAbiItem(signature) as AbiError;
  return encodeErrorResult({ abi: [item], errorName: item.name, args: args as never });
};

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

describe('decoder: V3.1 revert data', () => {
  test('every V3.1 error decodes to its name, version and entry, arguments intact', () => {
    for (const e of v31AllEntries()) {
      const item = parseAbiItem(e.signature) as AbiError;
      const args = e.reason !== undefined ? [e.reason] : item.inputs.map((p, i) => sampleValue(p, i + 1));
      const data = encodeErrorResult({ abi: [item], errorName: item.name, args: args as never });
      const err = ok(decode(data, table)).errors[0]!;
      expect(err.name, e.href).toBe(item.name);
      expect(err.versions, e.href).toContain('3.1');
      expect(err.links.map((l) => l[1]), e.href).toContain(e.href);
      expect(encodeAbiParameters(item.inputs as readonly AbiParameter[], err.args.map((a) => rawOf(a.value)) as never), e.href).toBe(`0x${data.slice(10)}`);
      // V3.0 too exactly when V3.0 has this signature (its sources or its reference).
      const inV30 = e.v30.kind === 'same' || allEntries().some((o) => o.selector === e.selector);
      if (e.reason === undefined) expect(err.versions.includes('3.0'), e.href).toBe(inV30);
    }
  });

  test('BalanceLessThanExpectedException: V3.1 data decodes with its token; the V3.0 selector is shown beside it', () => {
    const data = revert('error BalanceLessThanExpectedException(address token)', [WETH]);
    expect(data.slice(0, 10)).toBe('0xce0e3f5b');
    const err = ok(decode(data, table)).errors[0]!;
    expect(err).toMatchObject({ name: 'BalanceLessThanExpectedException', signature: 'BalanceLessThanExpectedException(address token)', versions: ['3.1'] });
    expect(err.args).toEqual([{ name: 'token', type: 'address', value: { kind: 'address', value: WETH } }]);
    expect(err.links).toEqual([['V3.1 core: credit facade', '/docs/errors/v3.1/core/credit-facade#balance-less-than-expected-exception']]);
    expect(err.others).toEqual([
      { selector: '0x07edf617', signature: 'BalanceLessThanExpectedException()', versions: ['3.0'], links: [['Credit facade', '/docs/errors/credit-facade#balance-less-than-expected-exception']] },
    ]);
    // The V3.0 revert data: V3.0, no arguments, and the V3.1 selector beside it.
    const old = ok(decode('0x07edf617', table)).errors[0]!;
    expect(old.versions).toEqual(['3.0']);
    expect(old.args).toEqual([]);
    expect(old.others.map((o) => [o.selector, o.signature, o.versions])).toEqual([['0xce0e3f5b', 'BalanceLessThanExpectedException(address token)', ['3.1']]]);
  });

  test('every error whose signature changed shows both selectors, each decoding with its own arguments', () => {
    let count = 0;
    for (const e of v31AllEntries()) {
      if (e.v30.kind !== 'changed') continue;
      const item = parseAbiItem(e.signature) as AbiError;
      const err = ok(decode(encodeErrorResult({ abi: [item], errorName: item.name, args: item.inputs.map((p, i) => sampleValue(p, i + 1)) as never }), table)).errors[0]!;
      for (const m of e.v30.matches) {
        expect(err.others.map((o) => o.selector), e.href).toContain(m.selector);
        const back = ok(decode(encodeErrorResult({ abi: [parseAbiItem(`error ${m.readable}`) as AbiError], errorName: item.name, args: (parseAbiItem(`error ${m.readable}`) as AbiError).inputs.map((p, i) => sampleValue(p, i + 1)) as never }), table));
        expect(back.errors[0]!.versions, m.readable).toContain('3.0');
        expect(back.errors[0]!.others.map((o) => o.selector), m.readable).toContain(e.selector);
      }
      count++;
    }
    expect(count).toBeGreaterThan(5);
  });

  test('an error the same in both versions says both, with both entries', () => {
    const data = revert('error NoPermissionException(uint256 permission)', [1n << 16n]);
    const err = ok(decode(data, table)).errors[0]!;
    expect(err.versions).toEqual(['3.0', '3.1']);
    expect(err.others).toEqual([]);
    expect(err.links.map((l) => l[1])).toEqual(['/docs/errors/credit-facade#no-permission-exception', '/docs/errors/v3.1/core/credit-facade#no-permission-exception']);
    expect(err.args[0]!.value).toEqual({ kind: 'number', value: '65536', hint: 'EXTERNAL_CALLS_PERMISSION' });
    // The bits each version alone has are named with their version: V3.1's SET_BOT_PERMISSIONS, V3.0's ENABLE_TOKEN.
    const hint = (bits: bigint) => ok(decode(revert('error NoPermissionException(uint256 permission)', [bits]), table)).errors[0]!.args[0]!.value;
    expect(hint(1n << 8n)).toEqual({ kind: 'number', value: '256', hint: 'SET_BOT_PERMISSIONS_PERMISSION (V3.1 only)' });
    expect(hint(1n << 3n)).toEqual({ kind: 'number', value: '8', hint: 'ENABLE_TOKEN_PERMISSION (V3.0 only)' });
  });

  test('new V3.1 errors with arguments: the arguments decode by their V3.1 names', () => {
    const data = revert('error SeizedLessThanRequiredException(uint256 seizedAmount)', [12345n]);
    const err = ok(decode(data, table)).errors[0]!;
    expect(err.versions).toEqual(['3.1']);
    expect(err.args).toEqual([{ name: 'seizedAmount', type: 'uint256', value: { kind: 'number', value: '12345' } }]);
    const perm = revert('error AddressNotFoundException(bytes32 key, uint256 ver)', ['0x'.padEnd(66, '1'), 310n]);
    const p = ok(decode(perm, table)).errors[0]!;
    expect(p.links).toEqual([['V3.1 permissionless: instance', '/docs/errors/v3.1/permissionless/instance#address-not-found-exception']]);
    expect(p.args.map((a) => [a.name, a.type])).toEqual([
      ['key', 'bytes32'],
      ['ver', 'uint256'],
    ]);
    // Core 3.10 still declares AddressNotFoundException() (the V3.0 signature): both versions, and the permissionless one beside it.
    const bare = ok(decode(revert('error AddressNotFoundException()', []), table)).errors[0]!;
    expect(bare.versions).toEqual(['3.0', '3.1']);
    expect(bare.others.map((o) => o.selector)).toEqual([perm.slice(0, 10)]);
  });

  test('a V3.1 message decodes to its entry and version; a V3.0 message keeps its own; a library message of both has both', () => {
    const v31 = v31AllEntries().find((e) => e.reason === 'MigratorBot: caller is not the account owner')!;
    const err = ok(decode(revert('error Error(string)', [v31.reason]), table)).errors[0]!;
    expect(err.generic).toBe(false);
    expect(err.versions).toEqual(['3.1']);
    expect(err.links).toEqual([['V3.1 periphery', v31.href]]);
    // OpenZeppelin's SafeERC20 message: only core-v2 credit accounts (V3.0) raise it.
    const v30 = allEntries().find((e) => e.reason === 'SafeERC20: ERC20 operation did not succeed')!;
    const old = ok(decode(revert('error Error(string)', [v30.reason]), table)).errors[0]!;
    expect(old.versions).toEqual(['3.0']);
    expect(old.links.map((l) => l[1])).toEqual([v30.href]);
    // SafeCast: the V3.0 library entry cites its 3.10 raise sites too, so the one entry is both versions.
    const both = allEntries().find((e) => e.reason === 'SafeCast: value must be positive')!;
    const cast = ok(decode(revert('error Error(string)', [both.reason]), table)).errors[0]!;
    expect(cast.versions).toEqual(['3.0', '3.1']);
    expect(cast.links.map((l) => l[1])).toEqual([both.href]);
    // A message neither lists: the standard error of every version.
    expect(ok(decode(revert('error Error(string)', ['nope']), table)).errors[0]!.versions).toEqual(['3.0', '3.1']);
  });
});
