/**
 * JSON encoding of values as the snapshots encode them (see the shared
 * snapshots' README): big integers as {"__type":"bigint","__value":"…"},
 * addresses EIP-55 checksummed (lower case where the snapshots key maps by
 * lower-cased address).
 */
import { getAddress, type Address } from 'viem';
import type { RawBigint } from '../../domain/data/schema';
import { decimalTextToBigint } from '../../domain/data/link';

export const big = (value: bigint | number): RawBigint => ({ __type: 'bigint', __value: BigInt(value).toString() });

export const checksum = (value: string): Address => getAddress(value);


/**
 * Gauge votes: the snapshots write them as JSON numbers. Kept a number when
 * the number reads back as exactly the same integer, a bigint marker
 * otherwise (the schema takes both), so no vote is ever rounded.
 */
export function looseInteger(value: bigint): number | RawBigint {
  const n = Number(value);
  if (Number.isFinite(n)) {
    try {
      if (decimalTextToBigint(String(n)) === value) return n;
    } catch {
      // not representable: fall through
    }
  }
  return big(value);
}

/** Number of a uint that fits a JS number (uint8…uint48 arrive as numbers, larger as bigint). */
export const num = (value: number | bigint): number => Number(value);
