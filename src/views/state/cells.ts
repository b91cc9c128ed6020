/**
 * The compact, serialisable cell values every state page is made of. Views
 * produce them at build time (all formatting done); components render them.
 */
import type { ContractRole } from '../../protocol/access';

/** Plain text. */
export interface TextCell {
  t: 'text';
  v: string;
}
/** A number in human units with its raw on-chain value one step away. */
export interface NumCell {
  t: 'num';
  v: string;
  raw: string;
  /** Sort key for sortable tables (a float is fine: it orders, it is never shown). */
  k?: number;
}
/** An address with its label, explorer link (from the page's explorer) and page on this site. */
export interface AddrCell {
  t: 'addr';
  a: string;
  l?: string;
  h?: string;
  /** The address-book role of a protocol contract, for its access label (src/protocol/access.ts). */
  x?: ContractRole;
}
/** Yes/no. */
export interface FlagCell {
  t: 'flag';
  v: boolean;
  /** Shown as a warning when true (paused, forbidden…). */
  warn?: boolean;
}
/** A link to a page on this site. */
export interface LinkCell {
  t: 'link';
  v: string;
  h: string;
}
/** Several cells shown together (e.g. a list of admins). */
export interface ListCell {
  t: 'list';
  items: Cell[];
}

export type Cell = TextCell | NumCell | AddrCell | FlagCell | LinkCell | ListCell;

export const text = (v: string): TextCell => ({ t: 'text', v });
export const num = (v: string, raw: bigint | number | string, k?: number): NumCell =>
  k === undefined ? { t: 'num', v, raw: raw.toString() } : { t: 'num', v, raw: raw.toString(), k };
export const flag = (v: boolean, warn = false): FlagCell => (warn ? { t: 'flag', v, warn } : { t: 'flag', v });
export const link = (v: string, h: string): LinkCell => ({ t: 'link', v, h });
export const list = (items: Cell[]): ListCell => ({ t: 'list', items });

export interface Field {
  label: string;
  cell: Cell;
  /** A short explanation shown under the label. */
  note?: string;
}

export interface Column {
  label: string;
  /** Right-align numbers. */
  numeric?: boolean;
}

export interface Table {
  id: string;
  title: string;
  columns: Column[];
  rows: Cell[][];
  /** Sentence shown instead of an empty table. */
  empty: string;
  /** Optional text under the title. */
  intro?: string;
}

/** What every state page shows at its top. */
export interface SnapshotMeta {
  network: string;
  networkName: string;
  chainId: number;
  explorer: string;
  block: number;
  blockUrl: string;
  time: string;
}
