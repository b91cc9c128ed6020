/**
 * Markdown text of an mdast tree: the one serialiser of every Markdown file the
 * site writes. GFM for tables, remark-math for formulas (`$…$`, `$$…$$`).
 */
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import type { Nodes, PhrasingContent, Root, Text } from 'mdast';

const processor = unified()
  // Columns are not padded to one width: the files are read by programs, and padding a table of addresses only adds bytes.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkMath)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one', tightDefinitions: true })
  .freeze();

/**
 * Spaces at the edges of bold or italic text moved outside it: `**Selector: **` is not bold in Markdown, so the
 * serialiser would write the space as `&#x20;`. Returns a new tree.
 */
function spacesOutside<T extends Nodes>(node: T): T {
  if (!('children' in node)) return node;
  const children: Nodes[] = [];
  for (const child of node.children.map((c) => spacesOutside(c as Nodes))) {
    if ((child.type === 'strong' || child.type === 'emphasis') && child.children.length > 0) {
      const inner = [...child.children];
      const first = inner[0];
      const last = inner[inner.length - 1];
      let before = '';
      let after = '';
      if (first?.type === 'text') {
        before = /^\s*/.exec(first.value)?.[0] ?? '';
        inner[0] = { ...first, value: first.value.slice(before.length) };
      }
      const end = inner[inner.length - 1];
      if (end?.type === 'text' && last?.type === 'text') {
        after = /\s*$/.exec(end.value)?.[0] ?? '';
        inner[inner.length - 1] = { ...end, value: end.value.slice(0, end.value.length - after.length) };
      }
      const space = (value: string): Text[] => (value ? [{ type: 'text', value: ' ' }] : []);
      children.push(...space(before), { ...child, children: inner.filter((c) => c.type !== 'text' || c.value !== '') as PhrasingContent[] }, ...space(after));
    } else children.push(child);
  }
  return { ...node, children } as T;
}

/** The Markdown of `root`. */
export function stringify(root: Root): string {
  return processor.stringify(spacesOutside(root));
}
