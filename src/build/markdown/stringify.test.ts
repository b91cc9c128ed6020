// src/build/markdown/stringify.ts: the one serialiser of the site's Markdown.
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { describe, expect, test } from 'vitest';
import { stringify } from './stringify';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const root = (...children: RootContent[]): Root => ({ type: 'root', children });

describe('stringify', () => {
  test('escapes what needs it and leaves plain text alone', () => {
    expect(stringify(root(paragraph(text('Trade USDC Tier 1'))))).toBe('Trade USDC Tier 1\n');
    expect(stringify(root(paragraph(text('*not bold*'))))).toBe('\\*not bold\\*\n');
    expect(stringify(root(paragraph(text('1. not a list'))))).toBe('1\\. not a list\n');
  });
});
