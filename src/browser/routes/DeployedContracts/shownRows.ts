/**
 * Rows read from what they show (issue 18): a row's search text from its label, its badges and its address as
 * AddressTable renders them, and its table's `data-ctx` (the table's title and badges, or a legacy block's trail).
 * Used where the page has its tables' HTML but not their rows as data: by the before-paint filter script
 * (urlState.ts, which embeds `shownRowText`'s source). tests/e2e/no-surprises.e2e.ts checks that the text read
 * from the page is the text the model makes from the rows.
 */

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
