/**
 * Comparing addresses. Decoding checksums every address of the model, but an
 * address may also come from elsewhere (raw JSON, contract labels, a page, a
 * user), so equality ignores case. `sameAddress` is the one helper for it and
 * `addressKey` the one key of an address in a Map, Set, index or anchor.
 * Dependency-free, so the pages' own scripts may use it without loading viem.
 */

/** Two addresses compared where one is not an address at all. */
export class MalformedAddressError extends Error {
  readonly address: string;

  constructor(address: string) {
    super(`"${address}" is not an address: expected 0x and 40 hexadecimal digits`);
    this.name = 'MalformedAddressError';
    this.address = address;
  }
}

/** 0x and 40 hexadecimal digits, in any case (what viem's isAddress accepts without its checksum test). */
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The key of an address in a Map, Set, index or anchor: lower case, so any spelling finds it. */
export const addressKey = (address: string): string => address.toLowerCase();

/** Whether two addresses are the same, in any case; a malformed address throws a MalformedAddressError. */
export function sameAddress(a: string, b: string): boolean {
  for (const address of [a, b]) if (!ADDRESS.test(address)) throw new MalformedAddressError(address);
  return addressKey(a) === addressKey(b);
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const isZeroAddress = (address: string): boolean => sameAddress(address, ZERO_ADDRESS);
