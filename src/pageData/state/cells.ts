/**
 * The compact, serialisable values every state page is made of. Views produce
 * them at build time (all formatting done); components render them.
 */
import type { NetworkHeader } from '../../domain/data/snapshotHeader';
import type { AnyRole } from '../../domain/protocol/accessClass';

/** Plain text. */
export interface TextCell {
  kind: 'text';
  value: string;
}
/** A value in human units with its raw on-chain value one step away. */
export interface NumCell {
  kind: 'num';
  value: string;
  raw: string;
}
/** An address with its label, explorer link (from the page's explorer) and page on this site. */
export interface AddrCell {
  kind: 'addr';
  address: string;
  label?: string;
  href?: string;
  /** The address-book role of a protocol contract (V3.0 or V3.1), for its access label (src/domain/protocol/access.ts). */
  role?: AnyRole;
  /** Its network's explorer, where a page shows addresses of several networks (else the page's). */
  explorer?: string;
  /** Where its "Check it yourself" dialog finds the row (`proofSpec`, src/domain/data/paths.ts); no button without it. */
  proof?: string;
}
/** Yes/no. */
export interface FlagCell {
  kind: 'flag';
  value: boolean;
  /** Shown as a warning when true (paused, forbidden…). */
  warn?: boolean;
}
/** A link to a page on this site, or (`file`) to a file of it: an ABI, an address book. */
export interface LinkCell {
  kind: 'link';
  value: string;
  href: string;
  file?: true;
}
/** Inline code. */
export interface CodeCell {
  kind: 'code';
  value: string;
}
/** Several cells shown together (e.g. a list of admins). */
export interface ListCell {
  kind: 'list';
  items: Cell[];
}

/** A value with its name before it ("U_1: 70%"), as a part of a list. */
export interface PairCell {
  kind: 'pair';
  label: string;
  value: Cell;
}

export type Cell = TextCell | NumCell | AddrCell | FlagCell | LinkCell | CodeCell | ListCell | PairCell;

export const text = (v: string): TextCell => ({ kind: 'text', value: v });
export const num = (v: string, raw: bigint | number | string): NumCell => ({ kind: 'num', value: v, raw: raw.toString() });
export const flag = (v: boolean, warn = false): FlagCell => (warn ? { kind: 'flag', value: v, warn } : { kind: 'flag', value: v });
export const link = (v: string, h: string): LinkCell => ({ kind: 'link', value: v, href: h });
/** A link to a file of the site (not a page: no route holds it). */
export const fileLink = (v: string, h: string): LinkCell => ({ kind: 'link', value: v, href: h, file: true });
export const code = (v: string): CodeCell => ({ kind: 'code', value: v });
export const list = (items: Cell[]): ListCell => ({ kind: 'list', items });
export const pair = (label: string, value: Cell): PairCell => ({ kind: 'pair', label, value });

/** A cell as one line of text: a value's human text, an address's label (or the address), a list's items. */
export function cellText(cell: Cell): string {
  switch (cell.kind) {
    case 'text':
    case 'num':
    case 'link':
    case 'code':
      return cell.value;
    case 'flag':
      return cell.value ? 'yes' : 'no';
    case 'addr':
      return cell.label ?? cell.address;
    case 'pair':
      return `${cell.label}: ${cellText(cell.value)}`;
    case 'list':
      return cell.items.map(cellText).join(cell.items.every((i) => i.kind === 'pair') ? ', ' : '; ');
  }
}

/** A labelled value. `key` names it for citations (`<LiveParam field=…>`) and stays stable when labels change. */
export interface Field {
  key: string;
  label: string;
  cell: Cell;
  /** A short explanation shown under the label. */
  note?: string;
}

export interface Column {
  label: string;
  /** Names the column for citations (a token's row and this column's cell). */
  key?: string;
  /** Right-align numbers. */
  numeric?: boolean;
  /** Holds addresses or long values: kept wide enough to read (the table scrolls sideways on a phone, the page does not). */
  wide?: boolean;
}

/** Rows of cells; the first column holds row headers. */
export interface Table {
  columns: Column[];
  rows: Cell[][];
  /** Sentence shown instead of an empty table. */
  empty: string;
  /** An anchor per row (same order as rows), for links to one row. */
  rowIds?: string[];
}

/** What a state page shows at its top: the network (a V3.0 id, or a V3.1 network's slug) and the block its values are from. */
export interface SnapshotMeta extends Omit<NetworkHeader, 'network'> {
  network: string;
  block: number;
  blockUrl: string;
  time: string;
}
