/**
 * Comparing addresses. Decoding checksums every address of the model, but an
 * address may also come from elsewhere (raw JSON, contract labels, a page, a
 * user), so equality ignores case. `sameAddress` is the one helper for it.
 */
import { isAddressEqual, zeroAddress, type Address } from 'viem';

/** Whether two addresses are the same, in any case (viem's isAddressEqual; a malformed address throws). */
export const sameAddress = (a: string, b: string): boolean => isAddressEqual(a as Address, b as Address);

/** The key of an address in a Map, Set or index: lower case, so any spelling finds it. */
export const addressKey = (address: string): string => address.toLowerCase();

export const isZeroAddress = (address: string): boolean => sameAddress(address, zeroAddress);
