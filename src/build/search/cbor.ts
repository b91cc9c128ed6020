/**
 * The part of CBOR (RFC 8949) that Pagefind's index files use: unsigned and negative integers, text strings and
 * arrays of definite length. Reading and writing them lets the build regroup Pagefind's word index
 * (src/build/search/reshape.ts). Writing uses the shortest form of each length and integer, as Pagefind's encoder
 * does, so that a file read and written again is the same, byte for byte (cbor.test.ts checks it on a real index).
 */

export type CborValue = number | string | CborValue[];

/** Bytes that are not what this codec reads: another kind of CBOR item, a cut-short file, bytes after the item. */
export class CborFormatError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} (at byte ${offset})`);
    this.name = 'CborFormatError';
  }
}

const UNSIGNED = 0;
const NEGATIVE = 1;
const TEXT = 3;
const ARRAY = 4;

/** Reads one item that fills `bytes` exactly. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('utf-8', { fatal: true });
  let at = 0;

  const need = (n: number) => {
    if (at + n > bytes.length) throw new CborFormatError('the data ends inside an item', at);
  };
  /** The next byte (`need` has checked that it is there). */
  const byte = () => view.getUint8(at++);
  const argument = (info: number): number => {
    if (info < 24) return info;
    const start = at;
    if (info === 24) {
      need(1);
      return byte();
    }
    if (info === 25) {
      need(2);
      at += 2;
      return view.getUint16(start);
    }
    if (info === 26) {
      need(4);
      at += 4;
      return view.getUint32(start);
    }
    if (info === 27) {
      need(8);
      at += 8;
      const big = view.getBigUint64(start);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) throw new CborFormatError('an integer too large for this codec', start);
      return Number(big);
    }
    throw new CborFormatError(`length information ${info} (indefinite lengths are not read)`, at - 1);
  };
  const item = (): CborValue => {
    need(1);
    const head = byte();
    const major = head >> 5;
    const n = argument(head & 0x1f);
    switch (major) {
      case UNSIGNED:
        return n;
      case NEGATIVE:
        return -1 - n;
      case TEXT: {
        need(n);
        const s = text.decode(bytes.subarray(at, at + n));
        at += n;
        return s;
      }
      case ARRAY: {
        const out: CborValue[] = [];
        for (let i = 0; i < n; i++) out.push(item());
        return out;
      }
      default:
        throw new CborFormatError(`major type ${major} (only integers, text and arrays are read)`, at - 1);
    }
  };

  const value = item();
  if (at !== bytes.length) throw new CborFormatError(`${bytes.length - at} bytes after the item`, at);
  return value;
}

/** Bytes of a length or integer's head in its shortest form. */
const headSize = (n: number) => (n < 24 ? 1 : n < 0x100 ? 2 : n < 0x10000 ? 3 : n < 0x100000000 ? 5 : 9);

/** The size `encodeCbor(value)` has, without writing it. */
export function cborSize(value: CborValue): number {
  if (typeof value === 'number') return headSize(value >= 0 ? value : -1 - value);
  if (typeof value === 'string') {
    const n = Buffer.byteLength(value, 'utf8');
    return headSize(n) + n;
  }
  let n = headSize(value.length);
  for (const v of value) n += cborSize(v);
  return n;
}

/** Writes one item, each length and integer in its shortest form. */
export function encodeCbor(value: CborValue): Uint8Array {
  const chunks: Uint8Array[] = [];
  const encoder = new TextEncoder();
  let size = 0;
  const push = (b: Uint8Array) => {
    chunks.push(b);
    size += b.length;
  };
  const head = (major: number, n: number) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`CBOR: ${n} is not a length or integer this codec writes`);
    const m = major << 5;
    if (n < 24) push(Uint8Array.of(m | n));
    else if (n < 0x100) push(Uint8Array.of(m | 24, n));
    else if (n < 0x10000) push(Uint8Array.of(m | 25, n >> 8, n & 0xff));
    else if (n < 0x100000000) {
      const b = new Uint8Array(5);
      b[0] = m | 26;
      new DataView(b.buffer).setUint32(1, n);
      push(b);
    } else {
      const b = new Uint8Array(9);
      b[0] = m | 27;
      new DataView(b.buffer).setBigUint64(1, BigInt(n));
      push(b);
    }
  };
  const item = (v: CborValue) => {
    if (typeof v === 'number') {
      if (v >= 0) head(UNSIGNED, v);
      else head(NEGATIVE, -1 - v);
    } else if (typeof v === 'string') {
      const b = encoder.encode(v);
      head(TEXT, b.length);
      push(b);
    } else {
      head(ARRAY, v.length);
      for (const x of v) item(x);
    }
  };
  item(value);
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
