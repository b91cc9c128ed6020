/**
 * A code line's tokens as the site draws them (src/theme/CodeBlock/textLookingTokens.ts): each run of plain text,
 * punctuation and operators joined into one plain token (bare text, one text node), every other token as it was.
 */
import { normalizeTokens, Prism } from 'prism-react-renderer';
import { describe, expect, test } from 'vitest';
import { joinTextTokens, TEXT_LOOKING_TYPES } from './textLookingTokens';

const lines = (code: string, language: string) => normalizeTokens(Prism.tokenize(code, Prism.languages[language]!));

describe('code line tokens', () => {
  test('runs of plain text, punctuation and operators become one plain token; others and empty tokens stay', () => {
    const line = [
      { types: ['keyword'], content: 'const' },
      { types: ['plain'], content: ' x ' },
      { types: ['operator'], content: '=' },
      { types: ['plain'], content: ' f' },
      { types: ['punctuation'], content: '(' },
      { types: ['string'], content: "'a'" },
      { types: ['punctuation'], content: ')' },
      { types: ['punctuation'], content: ';' },
      { types: ['string', 'punctuation'], content: '"' },
      { types: ['plain'], content: '', empty: true },
    ];
    expect(joinTextTokens(line)).toEqual([
      { types: ['keyword'], content: 'const' },
      { types: ['plain'], content: ' x = f(' },
      { types: ['string'], content: "'a'" },
      { types: ['plain'], content: ');' },
      { types: ['string', 'punctuation'], content: '"' },
      { types: ['plain'], content: '', empty: true },
    ]);
    const alone = { types: ['plain'], content: 'y' };
    expect(joinTextTokens([alone])[0]).toBe(alone);
    expect(joinTextTokens([])).toEqual([]);
  });

  test('on real highlighted code: the same text, no two plain tokens in a row, no span of a text-looking type left', () => {
    const code = "import { createPublicClient, http } from 'viem';\nconst debt = (principal * (10_000n + rate)) / 10_000n;\n\nif (a >= b && c !== d) {\n  return x?.y ?? z;\n}";
    const tokenized = lines(code, 'typescript');
    expect(tokenized.flat().some((t) => TEXT_LOOKING_TYPES.includes(t.types[0]!) && t.types.length === 1)).toBe(true);
    for (const line of tokenized) {
      const joined = joinTextTokens(line);
      expect(joined.map((t) => t.content).join('')).toBe(line.map((t) => t.content).join(''));
      expect(joined.filter((t) => t.types.length === 1 && TEXT_LOOKING_TYPES.includes(t.types[0]!))).toEqual([]);
      for (let i = 1; i < joined.length; i++) expect(joined[i - 1]!.types[0] === 'plain' && joined[i]!.types[0] === 'plain' && !joined[i]!.empty).toBe(false);
      // Tokens of other types are the very same objects.
      const others = line.filter((t) => !(t.types.length === 1 && ['plain', ...TEXT_LOOKING_TYPES].includes(t.types[0]!)));
      expect(joined.filter((t) => others.includes(t))).toEqual(others);
    }
  });
});
