// src/build/markdown/stringify.ts: the one serialiser of the site's Markdown. Its text handler skips the escaping pass for
// text that needs none; whatever a text holds, the result must be the serialiser's own.
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { describe, expect, test } from 'vitest';
import { stringify } from './stringify';

const reference = (tree: Root) => stringify(tree, { textShortcut: false });
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const cell = (...children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
const root = (...children: RootContent[]): Root => ({ type: 'root', children });

/** Texts in the places that change what needs escaping: the start of a line, next to other nodes, in a table, a link, a heading. */
function trees(value: string): Root[] {
  return [
    root(paragraph(text(value))),
    root(paragraph(text('before '), text(value), text(' after'))),
    root(paragraph(text(value), { type: 'inlineCode', value: 'x' }, text(value))),
    root(paragraph({ type: 'emphasis', children: [text(value)] }, text(value), { type: 'strong', children: [text(value)] })),
    root(paragraph(text(value), { type: 'break' }, text(value))),
    root(paragraph(text(value), text('\\!'))),
    root(paragraph({ type: 'link', url: 'https://example.org/', title: null, children: [text(value)] })),
    root({ type: 'heading', depth: 2, children: [text(value)] }),
    root({ type: 'list', ordered: false, spread: false, children: [{ type: 'listItem', spread: false, children: [paragraph(text(value))] }] }),
    root({ type: 'table', align: [null, null], children: [{ type: 'tableRow', children: [cell(text('Name')), cell(text('Value'))] }, { type: 'tableRow', children: [cell(text(value)), cell(text(value), text(value))] }] }),
  ];
}

const VALUES = [
  'Trade USDC Tier 1', '1,234.56', '0.25%', '3 days', 'plain', '', ' ', 'a ', ' a', 'a  b', 'a\tb', '\ta', 'a\nb', 'a \nb', 'a\n b',
  '*bold*', '_x_', 'snake_case_name', 'a|b', '1. first', '1) first', '- item', '+ item', '# title', '> quote', '[link](x)', '![i](x)',
  '<div>', '&amp;', '`code`', '~~gone~~', '$x$', 'www.example.org', 'https://example.org', 'me@example.org', 'back\\slash', 'end\\',
  '---', '===', 'a: b', '!', 'x\u0000y',
];

describe('stringify', () => {
  test('writes every text exactly as the serialiser without the shortcut does, wherever it stands', () => {
    let compared = 0;
    for (const value of VALUES) {
      for (const tree of trees(value)) {
        expect(stringify(tree), JSON.stringify({ value, tree: tree.children[0]?.type })).toBe(reference(tree));
        compared += 1;
      }
    }
    expect(compared).toBe(VALUES.length * 10);
  });

  test('escapes what needs it and leaves plain text alone', () => {
    expect(stringify(root(paragraph(text('Trade USDC Tier 1'))))).toBe('Trade USDC Tier 1\n');
    expect(stringify(root(paragraph(text('*not bold*'))))).toBe('\\*not bold\\*\n');
    expect(stringify(root(paragraph(text('1. not a list'))))).toBe('1\\. not a list\n');
  });
});
