import type { Version } from './versions';

/**
 * Shape of the decoder's table (the static file DECODE_TABLE_FILE of src/domain/data/paths.ts, written at build time
 * by src/domain/protocol/errors/decodeTable.ts). Keys are 4-byte selectors, `0x` + 8 lower-case hex digits.
 */

/** A link to an entry on an errors page: [family label, href]. */
export type TableLink = [label: string, href: string];

export interface TableError {
  /** Error name. */
  n: string;
  /** Parameters, human-readable (`uint256 permission`). */
  p: string;
  /** The versions that have this error with this signature (so this selector). */
  v: Version[];
  /** Entries for this error (for Error(string) and Panic(uint256): the catch-all entries). */
  l: TableLink[];
  /** Error(string) only: reason → its entries. */
  r?: Record<string, TableLink[]>;
  /** Error(string) only: reason → the versions whose reference lists it. */
  rv?: Record<string, Version[]>;
  /** Panic(uint256) only: code (decimal) → its entries. */
  c?: Record<string, TableLink[]>;
}

export interface TableFunction {
  n: string;
  p: string;
  /** Contracts that have this function. */
  c: string[];
}

export interface DecodeTable {
  /** 2: errors of V3.0 and V3.1, each with its versions. */
  version: 2;
  errors: Record<string, TableError>;
  functions: Record<string, TableFunction[]>;
}
