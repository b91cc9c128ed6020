/**
 * axe-core on every HTML page of the build (the pages come from build/, never
 * from a list), in light and dark, at 1280 and 390 px: WCAG 2.2 AA and best
 * practice, target size included. One browser; one context per variant, its
 * page reused from URL to URL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeRun, BUILD_DIR, startSite, type Site } from '../helpers/browser';
import { builtPages } from '../helpers/files';

const PAGES = builtPages(BUILD_DIR);
const VARIANTS = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 390 },
] as const;
/** Nodes named per page and rule in a failure (the count says how many more). */
const SHOWN = 3;
const TIMES: string[] = [];

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
  (await import('node:fs')).writeFileSync('/tmp/wt12/times.txt', TIMES.join('\n'));
});

describe('accessibility of every page', () => {
  test('the build has the pages this test is meant to cover', () => {
    for (const path of ['/', '/404', '/search', '/lookup', '/decode', '/docs/intro', '/state/mainnet', '/tokens/mainnet']) expect(PAGES).toContain(path);
    expect(PAGES.filter((p) => p.startsWith('/docs/')).length).toBeGreaterThan(50);
  });

  for (const { colorScheme, width } of VARIANTS) {
    test(`axe-core finds no violations on any page, ${colorScheme}, ${width} px`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      const found: string[] = [];
      const started = Date.now();
      for (const path of PAGES) {
        const t0 = Date.now();
        await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
        // Checked once the page is the one a person uses: React has hydrated it.
        await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
        const t1 = Date.now();
        const vs = await axeRun(page);
        TIMES.push(`${colorScheme} ${width} ${path} load=${t1 - t0} axe=${Date.now() - t1}`);
        for (const v of vs) {
          const more = v.nodes.length > SHOWN ? ` (and ${v.nodes.length - SHOWN} more nodes)` : '';
          found.push(`${path} ${v.rule}: ${v.nodes.slice(0, SHOWN).map((n) => `${n.target} (${n.why})`).join('; ')}${more}`);
        }
      }
      await context.close();
      console.log(`axe on ${PAGES.length} pages, ${colorScheme}, ${width} px: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(found, `${colorScheme}, ${width} px`).toEqual([]);
    }, 900_000);
  }
});
