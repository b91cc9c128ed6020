import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import remarkFocusableTables from './focusableTables';

/** The HTML elements (as MDX makes them from Markdown) of a page with this source. */
function elements(markdown: string): Element[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkFocusableTables);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const out: Element[] = [];
  visit(toHast(tree), 'element', (el: Element) => {
    out.push(el);
  });
  return out;
}

describe('remarkFocusableTables', () => {
  test('every table of the page can take focus; nothing else changes', () => {
    const els = elements('Text with a [link](/docs/intro).\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n- item\n\n| C |\n| - |\n| 3 |\n');
    const tables = els.filter((e) => e.tagName === 'table');
    expect(tables).toHaveLength(2);
    for (const t of tables) expect(t.properties.tabIndex).toBe(0);
    expect(els.filter((e) => e.tagName !== 'table' && 'tabIndex' in e.properties)).toEqual([]);
  });
});
