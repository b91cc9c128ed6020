/**
 * The fence itself: the switch, what withLean does to a config, and that nothing outside src/lean knows the fence
 * (the site's own code imports none of it; only the config's one line and the build's entry do).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Config, LoadContext } from '@docusaurus/types';
import { leanParts, PARTS } from './switch.cjs';
import leanPlugin, { withLean } from './plugin';
import { buildExtensions } from '../build/plugin/extensions';
import { ROOT } from '../../tests/helpers/data';
import { filesUnder } from '../../tests/helpers/files';


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

  test("with the fence in: its plugin after the site's, no SVGR, static rendering on the main thread", () => {
    const c = withLean(config(), {});
    expect(c.plugins?.[0]).toBe('p');
    expect(c.plugins?.[1]).toEqual([expect.any(Function), { parts: [...PARTS] }]);
    expect(c.presets).toEqual([['classic', { docs: { routeBasePath: '/docs' }, svgr: false }]]);
    expect(c.future?.faster).toEqual({ rspackBundler: true, ssgWorkerThreads: false });
    // Each of those with its part only.
    const some = withLean(config(), { LEAN_OFF: 'diagrams,ssgMainThread' });
    expect(some.presets).toEqual(config().presets);
    expect(some.future).toEqual(config().future);
  });
});

describe("the fence's plugin", () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'lean-plugin-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  const context = { siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), siteConfig: { url: 'https://example.org' } } as LoadContext;
  const plugin = (parts: readonly string[]) => leanPlugin(context, { parts });

  test('the stylesheet without postcss-preset-env and without a config file (postcss); with the unused Infima dropped (unusedInfima)', () => {
    const options = () => ({ plugins: [['postcss-preset-env', {}], 'autoprefixer'] as unknown[], config: undefined as unknown });
    const both = plugin(['postcss', 'unusedInfima']).configurePostCss?.(options() as never) as unknown as ReturnType<typeof options>;
    expect(both.plugins[0]).toBe('autoprefixer');
    expect(both.plugins).toHaveLength(2);
    expect((both.plugins[1] as { postcssPlugin?: string }).postcssPlugin).toBeTruthy();
    expect(both.config).toBe(false);
    const none = plugin([]).configurePostCss?.(options() as never) as unknown as ReturnType<typeof options>;
    expect(none).toEqual(options());
  });

  test('the stores that keep what a build made for the next one (caches), and the Markdown worker\'s jiti (jiti), handed to the data and search plugins', () => {
    plugin(['caches', 'jiti']);
    const handed = buildExtensions();
    expect(handed.elementStore?.()).toBeDefined();
    expect(handed.searchIndexStore?.()).toBeDefined();
    expect(handed.markdownWorker?.jiti).toBe(path.join(__dirname, 'jiti/leanJiti.cjs'));
    expect(handed.markdownWorker?.store?.file).toBe(path.join(context.generatedFilesDir, 'gearbox-lean', 'markdown.json'));
    plugin([]);
    expect(buildExtensions().elementStore).toBeUndefined();
    expect(buildExtensions().markdownWorker).toEqual({});
  });
});

describe('the fence stands apart', () => {
  /** The site's own files outside src/lean: its code, tests, scripts, config. */
  const files = (dir: string): string[] =>
    filesUnder(path.join(ROOT, dir), '.js', '.cjs', '.mjs', '.ts', '.tsx', '.jsx', '.cts', '.mts')
      .map((f) => path.relative(ROOT, f))
      .filter((f) => !f.startsWith(path.join('src', 'lean') + path.sep));

  test("no module of the site's imports from src/lean, but the config's one line, the build's entry, the fence's bench and the tests of the fence's work", () => {
    const importers = [...files('src'), ...files('scripts'), ...files('tests'), 'docusaurus.config.ts']
      .filter((f) => /(from|require\w*\(|import\()\s*['"][^'"]*\/lean\//.test(readFileSync(path.join(ROOT, f), 'utf8')))
      .sort();
    expect(importers).toEqual(['docusaurus.config.ts', 'scripts/bench-fence.mjs', 'scripts/docusaurus.mjs', 'tests/e2e/browser-shims.e2e.ts', 'tests/e2e/light-pages.e2e.ts', 'tests/helpers/fence.ts']);
  });
});
