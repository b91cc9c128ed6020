import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../tests/helpers/data';
import { filesUnder } from '../tests/helpers/files';
import { ADDRESS_BOOK_EXAMPLE } from '../src/pageData/deployedContractsPage';
import { compile } from '../scripts/compile-sol.mjs';

// TypeScript examples are type-checked by `npm run typecheck` (examples/tsconfig.json), once.
const docs = filesUnder(path.join(ROOT, 'docs'), '.md', '.mdx').map((f) => readFileSync(f, 'utf8')).join('\n');

describe('code examples', () => {
  test('every Solidity example compiles with solc', () => {
    const files = filesUnder(path.join(ROOT, 'examples/sol'), '.sol').map((f) => path.relative(process.cwd(), f));
    expect(files.length).toBeGreaterThan(5);
    const errors = (compile(files) as { severity: string; formattedMessage: string }[]).filter((m) => m.severity === 'error');
    expect(errors.map((e) => e.formattedMessage)).toEqual([]);
  }, 120_000);

  test('every example file is shown on a docs page (no orphan, no copy drift)', () => {
    const examples = [...filesUnder(path.join(ROOT, 'examples/ts'), '.ts'), ...filesUnder(path.join(ROOT, 'examples/sol'), '.sol')].map((f) => path.relative(ROOT, f));
    // Docs pages include files with `file=`; the Deployed Contracts page shows the address-book example.
    const shown = new Set([...[...docs.matchAll(/file=(\S+)/g)].map((m) => m[1]), ADDRESS_BOOK_EXAMPLE]);
    const sol = examples.filter((f) => f.endsWith('.sol') && !f.includes('/interfaces/'));
    const ts = examples.filter((f) => f.endsWith('.ts'));
    expect([...sol, ...ts].filter((f) => !shown.has(f))).toEqual([]);
  });
});
