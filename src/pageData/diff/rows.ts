/**
 * The address book's rows under stable keys, so two snapshots' rows can be
 * matched whatever order the snapshots list things in: a row is its table's
 * kind and subject (the pool or credit manager, by address), its role, and its
 * own subject (the token a feed prices, the target an adapter calls).
 */
import type { NetworkSnapshot } from '../../domain/data/model';
import { addressKey } from '../../domain/data/address';
import { addressBook, type AddressRow, type AddressTable } from '../addressBook';

export interface KeyedRow {
  key: string;
  table: AddressTable;
  row: AddressRow;
}

const lower = (a: string | undefined) => addressKey(a ?? '');

export function rowKey(table: AddressTable, row: AddressRow): string {
  return [table.kind, lower(table.subject?.address), row.role, lower(row.subject)].join('|');
}

/** Every row of the network's address book, by key. */
export function keyedRows(snap: NetworkSnapshot): Map<string, KeyedRow> {
  const out = new Map<string, KeyedRow>();
  for (const table of addressBook(snap)) {
    for (const row of table.rows) {
      const key = rowKey(table, row);
      if (!out.has(key)) out.set(key, { key, table, row });
    }
  }
  return out;
}

export interface RowCounts {
  /** Rows only the new snapshot has. */
  added: number;
  /** Rows only the old snapshot has. */
  removed: number;
  /** Rows both have whose address, label or table title differ. */
  changed: number;
}

/** How many address book rows were added, removed and changed between two snapshots of one network. */
export function addressBookCounts(before: NetworkSnapshot, after: NetworkSnapshot): RowCounts {
  const old = keyedRows(before);
  const now = keyedRows(after);
  let added = 0;
  let changed = 0;
  for (const [key, n] of now) {
    const o = old.get(key);
    if (!o) added++;
    else if (lower(o.row.address) !== lower(n.row.address) || o.row.label !== n.row.label || o.table.title !== n.table.title) changed++;
  }
  let removed = 0;
  for (const key of old.keys()) if (!now.has(key)) removed++;
  return { added, removed, changed };
}
