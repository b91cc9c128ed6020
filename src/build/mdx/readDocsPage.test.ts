import { describe, expect, test } from 'vitest';
import type { RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { attribute, headingId, isJsxElement, prepareDocsText, readDocsPage, replaceNodes, type JsxElement } from './readDocsPage';

/** Every JSX element of a tree, with its line. */
function elements(text: string): { name: string | null; line: number | undefined; element: JsxElement }[] {
  const out: { name: string | null; line: number | undefined; element: JsxElement }[] = [];
  visit(readDocsPage(text).tree, (node) => {
    if (node.type !== 'root' && isJsxElement(node)) out.push({ name: node.name, line: node.position?.start.line, element: node });
  });
  return out;
}

describe('reading a docs page as the docs plugin does', () => {
  test("the MDX loader's preparation of a page: `:::note Title` becomes `:::note[Title]` for every admonition keyword; heading ids are escaped", () => {
    expect(prepareDocsText(':::note Versions\nBody\n:::\n\n:::tip\nx\n:::\n')).toBe(':::note[Versions]\nBody\n:::\n\n:::tip\nx\n:::\n');
    expect(prepareDocsText(':::custom Title\n:::\n')).toBe(':::custom Title\n:::\n');
    expect(prepareDocsText('## Entry point {#entry-point}\n')).toBe('## Entry point \\{#entry-point}\n');
    expect(headingId('Entry point {#entry-point}')).toEqual({ text: 'Entry point', id: 'entry-point' });
    expect(headingId('Plain')).toEqual({ text: 'Plain' });
  });

  test('front matter is read by the docs plugin\u2019s parser and blanked out line by line: lines are the file\u2019s own', () => {
    const text = '---\ntitle: "A: page"\ntags: [a, b]\n---\n\n# Title {#top}\n\nMax <LiveParam network="mainnet" field="x" />.\n';
    const read = readDocsPage(text);
    expect(read.frontMatter).toEqual({ title: 'A: page', tags: ['a', 'b'] });
    expect(read.source).toBe('\n\n\n\n\n# Title \\{#top}\n\nMax <LiveParam network="mainnet" field="x" />.\n');
    expect(elements(text).map((e) => [e.name, e.line])).toEqual([['LiveParam', 8]]);
    const heading = read.tree.children.find((n) => n.type === 'heading');
    expect(heading?.position?.start.line).toBe(6);
  });

  test('a page without front matter is read as written, an indented first line included; a page of front matter only is empty', () => {
    expect(readDocsPage('  Indented.\n\nText.\n').source).toBe('  Indented.\n\nText.\n');
    expect(readDocsPage('---\ntitle: Only\n---\n')).toMatchObject({ source: '\n\n\n', frontMatter: { title: 'Only' } });
  });

  test('one parser: MDX, GFM tables, directives and math', () => {
    const { tree } = readDocsPage(':::tip[Hint]\n| a | b |\n| - | - |\n| $x$ | <Cell v="1" /> |\n:::\n\n$$\ny\n$$\n');
    const types = new Set<string>();
    visit(tree, (node) => {
      types.add(node.type);
    });
    expect([...types]).toEqual(expect.arrayContaining(['containerDirective', 'table', 'inlineMath', 'mdxJsxTextElement', 'math']));
  });

  test('attribute() reads plain string attributes only', () => {
    const [a] = elements('<X family="pool" n={1} />\n');
    expect(a && attribute(a.element, 'family')).toBe('pool');
    expect(a && attribute(a.element, 'n')).toBeUndefined();
    expect(a && attribute(a.element, 'missing')).toBeUndefined();
  });

  test('replaceNodes replaces depth first and does not look inside a replacement', () => {
    const { tree } = readDocsPage('<Outer>\n\n<Inner />\n\n</Outer>\n\n<Gone />\n\nText.\n');
    const seen: string[] = [];
    replaceNodes(tree, (node: RootContent) => {
      if (!isJsxElement(node)) return undefined;
      seen.push(node.name ?? '');
      if (node.name === 'Gone') return [];
      if (node.name === 'Outer') return [{ type: 'paragraph', children: [{ type: 'text', value: 'outer' }] }, ...node.children];
      return undefined;
    });
    expect(seen).toEqual(['Outer', 'Gone']);
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph', 'mdxJsxFlowElement', 'paragraph']);
  });
});
