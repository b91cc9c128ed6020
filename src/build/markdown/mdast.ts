/** Small builders of mdast nodes, so the Markdown renderers read as the documents they make. */
import type { BlockContent, Heading, InlineCode, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow, Text } from 'mdast';

export type Inline = PhrasingContent;

export const text = (value: string): Text => ({ type: 'text', value });
export const code = (value: string): InlineCode => ({ type: 'inlineCode', value });
export const strong = (...children: Inline[]): Inline => ({ type: 'strong', children });
export const link = (url: string, children: Inline[] | string, title?: string): Link => ({
  type: 'link',
  url,
  title: title ?? null,
  children: typeof children === 'string' ? [text(children)] : children,
});
export const paragraph = (...children: Inline[]): Paragraph => ({ type: 'paragraph', children });
export const heading = (depth: number, ...children: Inline[]): Heading => ({ type: 'heading', depth: Math.min(Math.max(depth, 1), 6) as Heading['depth'], children });
export const listItem = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: false, children });
export const list = (items: ListItem[]): List => ({ type: 'list', ordered: false, spread: false, children: items });
export const root = (children: RootContent[]): Root => ({ type: 'root', children });

/** Inline nodes joined by a separator (", " by default). */
export function join(parts: Inline[][], separator = ', '): Inline[] {
  return parts.flatMap((p, i) => (i === 0 ? p : [text(separator), ...p]));
}

/** A table with a header row; `align` per column (numbers right). */
export function table(header: string[], rows: Inline[][][], align: ('left' | 'right' | null)[] = header.map(() => null)): Table {
  const cell = (children: Inline[]): TableCell => ({ type: 'tableCell', children });
  const row = (cells: Inline[][]): TableRow => ({ type: 'tableRow', children: cells.map(cell) });
  return { type: 'table', align, children: [row(header.map((h) => [text(h)])), ...rows.map(row)] };
}
