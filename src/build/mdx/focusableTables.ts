/**
 * Remark plugin: every table of a docs page can take keyboard focus, in the page's HTML (`tabindex="0"`). Infima
 * draws a docs table as a box that scrolls sideways when it is wider than the column, and a keyboard user can scroll
 * such a box only once it can take focus (WCAG 2.1.1; axe's `scrollable-region-focusable`). Whether a table overflows
 * is known only after layout, at each width; a script that set the attribute then (it used to) left the page without
 * it until the script ran again after each change of size, and a check made in between found the box unreachable.
 * So every table is focusable from the first paint, with the site's focus outline (custom.css): one more tab stop
 * where a table fits. Display formulas do the same (mathml.ts); data pages' tables have their own scrolling regions.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';

export default function remarkFocusableTables() {
  return (tree: Root): void => {
    visit(tree, 'table', (node) => {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tabIndex: 0 } };
    });
  };
}
