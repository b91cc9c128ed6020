/**
 * The fence itself: the switch, what withLean does to a config, and that nothing outside src/lean knows the fence
 * (the site's own code imports none of it; only the config's one line and the build's entry do).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Config } from '@docusaurus/types';
import { leanParts, PARTS } from './switch.cjs';
import { withLean } from './plugin';
import { ROOT } from '../../tests/helpers/data';

const config = (): Config => ({
  title: 'T',
  url: 'https://example.org',
  baseUrl: '/',
  future: { faster: { rspackBundler: true, ssgWorkerThreads: true } },
  presets: [['classic', { docs: { routeBasePath: '/docs' } }]],
  plugins: ['p'],
});

describe('the switch', () => {
  test('LEAN=0 leaves every part out; anything else leaves them in, but those LEAN_OFF names', () => {
    expect([...leanParts({ LEAN: '0' })]).toEqual([]);
    expect([...leanParts({})]).toEqual([...PARTS]);
    expect([...leanParts({ LEAN: '1' })]).toEqual([...PARTS]);
    expect(leanParts({ LEAN_OFF: 'jiti, caches' }).has('caches')).toBe(false);
    expect(leanParts({ LEAN_OFF: 'jiti, caches' }).size).toBe(PARTS.length - 2);
    expect(() => leanParts({ LEAN_OFF: 'islands' })).toThrow(/no part of the fence: islands/);
    // The data islands leave the rows out of the browser's data: the fence's filter and tokens table read them.
    expect(() => leanParts({ LEAN_OFF: 'filter' })).toThrow(/dataIslands needs filter/);
    expect(leanParts({ LEAN_OFF: 'dataIslands,filter' }).has('filter')).toBe(false);
  });
});

describe('withLean', () => {
  test('with LEAN=0, the config as it is', () => {
    const c = config();
    expect(withLean(c, { LEAN: '0' })).toBe(c);
  });

  test("with the fence in: its plugin after the site's, the HTML template, no SVGR, static rendering on the main thread", () => {
    const c = withLean(config(), {});
    expect(c.plugins?.[0]).toBe('p');
    expect(c.plugins?.[1]).toEqual([expect.any(Function), { parts: [...PARTS] }]);
    expect(c.ssrTemplate).toMatch(/requestAnimationFrame/);
    expect(c.presets).toEqual([['classic', { docs: { routeBasePath: '/docs' }, svgr: false }]]);
    expect(c.future?.faster).toEqual({ rspackBundler: true, ssgWorkerThreads: false });
    // Each of those with its part only.
    const some = withLean(config(), { LEAN_OFF: 'template,diagrams,ssgMainThread' });
    expect(some.ssrTemplate).toBeUndefined();
    expect(some.presets).toEqual(config().presets);
    expect(some.future).toEqual(config().future);
  });
});

describe('the fence stands apart', () => {
  /** The site's own files outside src/lean: its code, tests, scripts, config. */
  const files = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return rel === path.join('src', 'lean') ? [] : files(rel);
      return /\.(c|m)?[jt]sx?$/.test(e.name) ? [rel] : [];
    });

  test("no module of the site's imports from src/lean, but the config's one line, the build's entry and the tests of the fence's work", () => {
    const importers = [...files('src'), ...files('scripts'), ...files('tests'), 'docusaurus.config.ts']
      .filter((f) => /(from|require\w*\(|import\()\s*['"][^'"]*\/lean\//.test(readFileSync(path.join(ROOT, f), 'utf8')))
      .sort();
    expect(importers).toEqual(['docusaurus.config.ts', 'scripts/docusaurus.mjs', 'tests/e2e/browser-shims.e2e.ts', 'tests/e2e/light-pages.e2e.ts', 'tests/helpers/fence.ts']);
  });
});
