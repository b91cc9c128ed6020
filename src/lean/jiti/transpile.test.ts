// src/lean/jiti/transpile.cjs: the transform jiti runs over our TypeScript at build time (config, plugins, Markdown
// worker). Each case is something jiti's own Babel set-up did, which the build relies on.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const { transform } = require('./transpile.cjs') as { transform: (o: { source: string; filename?: string }) => { code: string } };

const FILE = path.join(path.dirname(require.resolve('../../../package.json')), 'src', 'plugin', 'example.ts');

/** Runs transpiled code as jiti does (a CommonJS module), with `req` as its require; returns its exports. */
function run(code: string, req: (id: string) => unknown = require): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', '__filename', '__dirname', code)(module, module.exports, req, FILE, path.dirname(FILE));
  return module.exports;
}

describe('the TypeScript transform for jiti', () => {
  test('types go and ES module exports become CommonJS exports, default included', () => {
    const { code } = transform({
      filename: FILE,
      source: 'interface P { n: number }\nexport const twice = (p: P): number => p.n * 2;\nexport default function name(): string { return "x"; }\n',
    });
    const exports = run(code);
    expect((exports.twice as (p: { n: number }) => number)({ n: 21 })).toBe(42);
    expect((exports.default as () => string)()).toBe('x');
    expect(exports.__esModule).toBe(true);
  });

  test('import.meta.url is the file URL of the module', () => {
    const { code } = transform({ filename: FILE, source: 'export const url: string = import.meta.url;\n' });
    expect(run(code).url).toBe(pathToFileURL(FILE).href);
  });

  test('import() becomes a promise of require(), which code run by jiti can use', async () => {
    const { code } = transform({ filename: FILE, source: 'export const load = (id: string) => import(id);\n' });
    expect(code).not.toMatch(/\bimport\(/);
    const required: string[] = [];
    const exports = run(code, (id) => {
      required.push(id);
      return { __esModule: true, value: 7 };
    });
    await expect((exports.load as (id: string) => Promise<{ value: number }>)('some-package')).resolves.toMatchObject({ value: 7 });
    expect(required).toEqual(['some-package']);
  });

  test('class fields keep define semantics: a declared field shadows an inherited accessor', () => {
    const { code } = transform({
      filename: FILE,
      source: 'class A { get x(): number { return 1; } }\nexport class B extends A { x!: number; }\nexport const value = new B().x;\n',
    });
    expect(run(code).value).toBeUndefined();
  });

  test('a syntax error is thrown and names the file', () => {
    expect(() => transform({ filename: FILE, source: 'export const = 1;\n' })).toThrow(/example\.ts/);
  });

  test('a default import of a CommonJS package is its module.exports; of a transpiled ES module, its default', () => {
    const { code } = transform({ filename: FILE, source: "import plain from 'plain';\nimport esm from 'esm';\nimport * as all from 'plain';\nexport const got = [plain, esm, all.n];\n" });
    const plain = { n: 1 };
    const esm = { __esModule: true, default: 'the default' };
    expect(run(code, (id) => (id === 'plain' ? plain : esm)).got).toEqual([plain, 'the default', 1]);
  });

  test('TypeScript-only syntax: type-only imports are dropped, enums are objects', () => {
    const { code } = transform({ filename: FILE, source: "import type { X } from 'never-loaded';\nimport { type Y } from 'never-loaded';\nexport enum Side { Buy, Sell }\nexport const s: X | Y = Side.Sell;\n" });
    const required: string[] = [];
    const exports = run(code, (id) => {
      required.push(id);
      return {};
    });
    expect(required).toEqual([]);
    expect(exports.s).toBe(1);
    expect((exports.Side as Record<string, unknown>).Buy).toBe(0);
  });
});
