/**
 * Cited values that a generated page shows: a field of a credit manager's or pool's page, a column of one of its
 * per-token tables, a core contract on the Deployed Contracts page. The value is the page's own cell, linked to
 * the section that shows it.
 */
import { homePath, withAnchor } from '../../domain/data/paths';
import type { Citation, LiveValue } from '../citations';
import type { SitePages } from '../allPages';
import type { Cell, Table } from '../state/cells';
import { allSections, type StatePageData } from '../state/page';
import type { Fail, FieldEntry, PageSubject } from './subject';

/** A cell as cited text and raw value. */
export function cellValue(cell: Cell, href: string): LiveValue {
  switch (cell.kind) {
    case 'num':
      return { text: cell.value, raw: cell.raw, href };
    case 'addr':
      return { text: cell.address, raw: cell.address, href, code: true };
    case 'code':
      return { text: cell.value, raw: cell.value, href, code: true };
    case 'flag':
      return { text: cell.value ? 'yes' : 'no', raw: String(cell.value), href };
    case 'text':
    case 'link':
      return { text: cell.value, raw: cell.value, href };
    case 'list': {
      const items = cell.items.map((c) => cellValue(c, href));
      return { text: items.map((i) => i.text).join(', '), raw: items.map((i) => i.raw).join(', '), href };
    }
    case 'pair': {
      const v = cellValue(cell.value, href);
      return { ...v, text: `${cell.label}: ${v.text}` };
    }
  }
}

/** The token's row in `table`, by the label of its `token` column. */
function tokenRow(table: Table, symbol: string): Cell[] | undefined {
  const at = table.columns.findIndex((c) => c.key === 'token');
  return table.rows.find((row) => {
    const cell = row[at];
    return cell?.kind === 'addr' && cell.label === symbol;
  });
}

/** The page's field `key`, linked to its section. */
function fieldOf(page: StatePageData, key: string, fail: Fail): LiveValue {
  for (const s of allSections(page.sections)) {
    for (const b of s.blocks) {
      const f = b.kind === 'fields' ? b.fields.find((x) => x.key === key) : undefined;
      if (f) return cellValue(f.cell, withAnchor(page.path, s.id));
    }
  }
  return fail(`${page.title} has no field "${key}"`);
}

/** The cell of `symbol`'s row in the page's per-token table with a column `key`. */
function tokenCellOf(page: StatePageData, key: string, symbol: string, fail: Fail): LiveValue {
  for (const s of allSections(page.sections)) {
    for (const b of s.blocks) {
      if (b.kind !== 'table') continue;
      const column = b.table.columns.findIndex((x) => x.key === key);
      if (column < 0) continue;
      const cell = tokenRow(b.table, symbol)?.[column] ?? fail(`${page.title} has no ${symbol} in "${s.title}"`);
      return cellValue(cell, withAnchor(page.path, s.id));
    }
  }
  return fail(`${page.title} has no per-token field "${key}"`);
}

const fieldName = (c: Citation): string => c.field ?? '';

/** A field of the subject's page, by the cited field's name (the page's key). */
export const pageField = (): FieldEntry<PageSubject> => ({ source: 'page', resolve: (s) => fieldOf(s.page, fieldName(s.citation), s.fail) });

/** A column of a per-token table of the subject's page, by the cited field's name, in the cited token's row. */
export const tokenColumn = (): FieldEntry<PageSubject> => ({
  source: 'page',
  perToken: true,
  resolve: (s) => tokenCellOf(s.page, fieldName(s.citation), s.citation.token ?? s.fail('name the token'), s.fail),
});

/** Entries for page fields of these keys. */
export const pageFields = <K extends string>(...keys: K[]): Record<K, FieldEntry<PageSubject>> =>
  Object.fromEntries(keys.map((k) => [k, pageField()])) as Record<K, FieldEntry<PageSubject>>;

/** Entries for per-token columns of these keys. */
export const tokenColumns = <K extends string>(...keys: K[]): Record<K, FieldEntry<PageSubject>> =>
  Object.fromEntries(keys.map((k) => [k, tokenColumn()])) as Record<K, FieldEntry<PageSubject>>;

/** A core contract's address, linked to the network's core contracts table on the Deployed Contracts page. */
export function coreContractValue(pages: SitePages, c: Citation, name: string, fail: Fail): LiveValue {
  const tab = pages.deployedContracts.networks.find((n) => n.id === c.network);
  const core = tab?.tables.find((t) => t.kind === 'core');
  const row = core?.rows.find(([label]) => label === name) ?? fail(`no core contract "${name}" (core contracts: ${core?.rows.map(([l]) => l).join(', ')})`);
  return { text: row[1], raw: row[1], href: homePath(tab?.tab ?? c.network, core?.id), code: true };
}
