/** Sample argument values for any ABI parameter list, and a way back from decoded values to them. */
import type { AbiParameter } from 'viem';
import type { DecodedValue } from '../../src/domain/revertDecoder/decode';

const ADDRESS = '0x7BD9c8161836b1F402233E80F55E3CaE0Fde4d87';

/** A value for `param` that the ABI encoder accepts; `seed` varies numbers between parameters. */
export function sampleValue(param: AbiParameter, seed = 1): unknown {
  const type = param.type;
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array) {
    const inner = { ...param, type: array[1] } as AbiParameter;
    const n = array[2] ? Number(array[2]) : 2;
    return Array.from({ length: n }, (_, i) => sampleValue(inner, seed + i + 1));
  }
  if (type === 'tuple') {
    const components = (param as { components: readonly AbiParameter[] }).components;
    const values = components.map((c, i) => sampleValue(c, seed + i + 1));
    return components.every((c) => c.name) ? Object.fromEntries(components.map((c, i) => [c.name, values[i]])) : values;
  }
  if (type === 'address') return ADDRESS;
  if (type === 'bool') return seed % 2 === 1;
  if (type === 'string') return `sample ${seed}`;
  if (type === 'bytes') return '0xdeadbeef01';
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) return `0x${'ab'.repeat(Number(fixed[1]))}`;
  const int = /^(u?)int(\d*)$/.exec(type);
  if (int) {
    const bits = Number(int[2] || 256);
    const v = BigInt(seed * 7 + 3) % (1n << BigInt(Math.min(bits, 53) - 1));
    return int[1] === 'u' ? v : -v - 1n;
  }
  throw new Error(`no sample for type ${type}`);
}

/** Decoded value → the plain value viem would take to encode it. */
export function rawOf(value: DecodedValue): unknown {
  switch (value.kind) {
    case 'address':
    case 'string':
    case 'bool':
    case 'bytes':
      return value.value;
    case 'number':
      return BigInt(value.value);
    case 'array':
      return value.items.map(rawOf);
    case 'tuple':
      return value.fields.map((f) => rawOf(f.value));
  }
}
