/**
 * The rows' search texts read from the page's tables (the data islands leave the rows out of the browser's data of
 * `/`: src/lean/islands/islandRows.ts), as the before-paint script reads them (shownRowText).
 */
import { rowSearchText } from '../../pageData/filter';
import { shownRowText } from '../../browser/routes/DeployedContracts/shownRows';

/** The search texts of the rows of the table box whose `data-part` is `key`, in order; null when the page has no such box. */
export function shownTexts(key: string, root: ParentNode = document): string[] | null {
  const box = root.querySelector(`[data-box][data-part="${CSS.escape(key)}"]`);
  if (!box) return null;
  const ctx = box.getAttribute('data-ctx') ?? '';
  return Array.from(box.querySelectorAll<HTMLTableRowElement>('tbody > tr'), (tr) => shownRowText(tr, ctx, rowSearchText));
}
