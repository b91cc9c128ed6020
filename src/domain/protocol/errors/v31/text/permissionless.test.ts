/**
 * The permissionless texts cover exactly the errors the repository declares at the pinned tag, in production
 * contracts (everything under contracts/ except contracts/test/, which holds the tests, their mocks and the attach
 * scripts' bases). Read from the local mirror; skipped where the mirror is absent.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { mirrorsDir } from '../../../../../cli/abi/trees';

import { PERMISSIONLESS_ERRORS, PERMISSIONLESS_TEXT } from './permissionless';

const MIRROR = path.join(mirrorsDir(), 'Gearbox-protocol+permissionless', 'repo');
const TAG = 'v1.8.0';
const mirrored = existsSync(MIRROR);

interface Declaration {
  file: string;
  line: number;
  name: string;
  /** Canonical parameter types, e.g. `address,uint256`. */
  params: string;
}

function declarations(): Declaration[] {
  const out = execFileSync(
    'git',
    ['-C', MIRROR, 'grep', '-nE', '^\\s*error [A-Za-z0-9_]+\\(', TAG, '--', 'contracts', ':!contracts/test'],
    { encoding: 'utf8' },
  );
  return out
    .trim()
    .split('\n')
    .map((row) => {
      const [, file, line, name, rawParams] = /^[^:]+:([^:]+):(\d+):\s*error ([A-Za-z0-9_]+)\(([^)]*)\)/.exec(row) ?? [];
      if (file === undefined || line === undefined || name === undefined || rawParams === undefined) {
        throw new Error(`unparsed declaration: ${row}`);
      }
      const params = rawParams
        .split(',')
        .map((p) => p.trim().split(/\s+/)[0] ?? '')
        .filter((t) => t !== '')
        .join(',');
      return { file, line: Number(line), name, params };
    });
}

describe('permissionless error texts', () => {
  test.skipIf(!mirrored)('one entry per distinct error declared in production contracts at v1.8.0', () => {
    const decls = declarations();
    const byName = new Map<string, Set<string>>();
    for (const d of decls) byName.set(d.name, (byName.get(d.name) ?? new Set()).add(d.params));
    // A name declared with two parameter lists would need signature keys; v1.8.0 has none.
    const expected = new Set<string>();
    for (const [name, paramSets] of byName) {
      if (paramSets.size === 1) expected.add(name);
      else for (const p of paramSets) expected.add(`${name}(${p})`);
    }
    // String messages are keyed by the quoted message, beside the custom errors (PERMISSIONLESS_TEXT has both).
    const keys = new Set(Object.keys(PERMISSIONLESS_ERRORS));
    expect([...expected].filter((k) => !keys.has(k)).sort()).toEqual([]);
    expect([...keys].filter((k) => !expected.has(k)).sort()).toEqual([]);
    console.log(`permissionless ${TAG}: ${decls.length} declarations, ${expected.size} distinct errors`);
  });

  test('every entry says when and what to do, in inline Markdown only', () => {
    for (const [key, text] of Object.entries(PERMISSIONLESS_TEXT)) {
      for (const field of [text.when, text.action]) {
        expect(field.trim().length, key).toBeGreaterThan(20);
        // Inline code and links only: backticks balanced, and outside code spans no HTML and no line breaks.
        expect((field.match(/`/g) ?? []).length % 2, key).toBe(0);
        expect(field.replace(/`[^`]*`/g, ''), key).not.toMatch(/[<>]|\n/);
      }
    }
  });
});
