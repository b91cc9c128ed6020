/**
 * Rows read from what they show (issue 18): a row's search text from its label, its badges and its address as
 * AddressTable renders them, and its table's `data-ctx` (the table's title and badges, or a legacy block's trail).
 * Used where the page has its tables' HTML but not their rows as data: by the before-paint filter script
 * (urlState.ts, which embeds `shownRowText`'s source) and by the page loaded from the server, whose light data
 * leaves the rows out (src/lean/deployedContracts/islandRows.ts). tests/e2e/no-surprises.e2e.ts checks that the text
 * read from the page is the text the model makes from the rows.
 */
import { rowSearchText } from '../../../pageData/filter';

/**
 * A row's search text, read from the row (`tr`) of a table whose `data-ctx` is `ctx`; `search` is `rowSearchText`.
 * Self-contained: the before-paint script embeds its source.
 */
export function shownRowText(tr: HTMLTableRowElement, ctx: string, search: (row: string, table: string, address: string) => string): string {
  var th = tr.cells[0];
  var first = th ? th.firstChild : null;
  var link = tr.querySelector('td a');
  var row = first && first.nodeType === 3 ? first.nodeValue || '' : '';
  var badges = th ? th.querySelectorAll('.badge') : [];
  for (var i = 0; i < badges.length; i++) row += '\n' + badges[i]!.textContent;
  return search(row, ctx, link ? link.textContent || '' : '');
}

/** The search texts of the rows of the table box whose `data-part` is `key`, in order; null when the page has no such box. */
export function shownTexts(key: string, root: ParentNode = document): string[] | null {
  const box = root.querySelector(`[data-box][data-part="${CSS.escape(key)}"]`);
  if (!box) return null;
  const ctx = box.getAttribute('data-ctx') ?? '';
  return Array.from(box.querySelectorAll<HTMLTableRowElement>('tbody > tr'), (tr) => shownRowText(tr, ctx, rowSearchText));
}
