import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { toFunctionSelector } from 'viem';
import { ROOT } from '../tests/helpers/data';

const PAGE = 'docs/v2/multicall-and-lifecycle.mdx';
const text = readFileSync(path.join(ROOT, PAGE), 'utf8');

/** The page's structs, as it writes them: `Balance { address token; uint256 balance; }` → "(address token, uint256 balance)". */
const structs = new Map(
  [...text.matchAll(/`(\w+) \{ ([^}]*) \}`/g)].map(([, name = '', fields = '']) => [
    name,
    `(${fields
      .split(';')
      .map((f) => f.trim())
      .filter(Boolean)
      .join(', ')})`,
  ]),
);

/** A signature as the page writes it, with its structs spelled out, as viem reads it. */
const signature = (written: string) => `function ${written.replace(/\b(\w+)(\[\])?(?= \w+[,)])/g, (all, type: string, array = '') => (structs.has(type) ? `${structs.get(type)}${array}` : all))}`;

/** Every selector the page types by hand, with the signature it gives it: table rows, and "`sig` (selector `0x…`)". */
const typed = [
  ...[...text.matchAll(/^\| `(\w+\([^`]*\))` \| `(0x[0-9a-f]{8})` \|/gm)].map(([, sig = '', selector = '']) => ({ sig, selector })),
  ...[...text.matchAll(/`(\w+\([^`]*\))`\s*\(selector `(0x[0-9a-f]{8})`\)/g)].map(([, sig = '', selector = '']) => ({ sig, selector })),
];

describe(`selectors typed in ${PAGE}`, () => {
  test('each is the selector of the signature beside it', () => {
    expect(typed.map((t) => t.sig)).toEqual([
      'addCollateral(address token, uint256 amount)',
      'increaseDebt(uint256 amount)',
      'decreaseDebt(uint256 amount)',
      'enableToken(address token)',
      'disableToken(address token)',
      'revertIfReceivedLessThan(Balance[] expected)',
      'addCollateral(address onBehalfOf, address token, uint256 amount)',
    ]);
    expect(structs.get('Balance')).toBe('(address token, uint256 balance)');
    for (const { sig, selector } of typed) expect(toFunctionSelector(signature(sig)), sig).toBe(selector);
  });

  test('a wrong selector or a struct left unexpanded would be caught', () => {
    expect(toFunctionSelector(signature('revertIfReceivedLessThan(Balance[] expected)'))).toBe(toFunctionSelector('function revertIfReceivedLessThan((address,uint256)[])'));
    expect(toFunctionSelector(signature('increaseDebt(uint256 amount)'))).not.toBe(toFunctionSelector(signature('decreaseDebt(uint256 amount)')));
  });
});
