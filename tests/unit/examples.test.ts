import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../helpers/data';
import { ADDRESS_BOOK_EXAMPLE } from '../../src/views/deployedContractsPage';
import { compile, solFiles } from '../../scripts/compile-sol.mjs';

function walk(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? walk(full, ext) : full.endsWith(ext) ? [full] : [];
  });
}

const docs = [...walk(path.join(ROOT, 'docs'), '.mdx'), ...walk(path.join(ROOT, 'docs'), '.md')].map((f) => readFileSync(f, 'utf8')).join('\n');

describe('code examples', () => {
  test('every Solidity example compiles with solc', () => {
    const files = (solFiles(path.join(ROOT, 'examples/sol')) as string[]).map((f) => path.relative(process.cwd(), f));
    expect(files.length).toBeGreaterThan(5);
    const errors = (compile(files) as { severity: string; formattedMessage: string }[]).filter((m) => m.severity === 'error');
    expect(errors.map((e) => e.formattedMessage)).toEqual([]);
  }, 120_000);

  test('every TypeScript example type-checks (strict)', () => {
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const run = () => execFileSync(process.execPath, [tsc, '--noEmit', '-p', path.join(ROOT, 'examples/tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
    expect(run).not.toThrow();
  }, 120_000);

  test('every example file is shown on a docs page (no orphan, no copy drift)', () => {
    const examples = [...walk(path.join(ROOT, 'examples/ts'), '.ts'), ...walk(path.join(ROOT, 'examples/sol'), '.sol')].map((f) => path.relative(ROOT, f));
    // Docs pages include files with `file=`; the Deployed Contracts page shows the address-book example.
    const shown = new Set([...[...docs.matchAll(/file=(\S+)/g)].map((m) => m[1]), ADDRESS_BOOK_EXAMPLE]);
    const sol = examples.filter((f) => f.endsWith('.sol') && !f.includes('/interfaces/'));
    const ts = examples.filter((f) => f.endsWith('.ts'));
    expect([...sol, ...ts].filter((f) => !shown.has(f))).toEqual([]);
  });
});
