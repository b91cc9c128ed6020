/**
 * axe-core on every HTML page of the build (the pages come from build/, never
 * from a list), in light and dark, at 1280 and 390 px: WCAG 2.2 AA and best
 * practice, target size included. With it, on every page and variant, what axe
 * does not check: one main and one h1, and every badge set apart from the name
 * before it in the text itself. One browser; the four variants run side by side,
 * each in its own context whose page goes from URL to URL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeRun, BUILD_DIR, openPage, startSite, type Site } from '../helpers/browser';
import { builtPages } from '../helpers/files';
import { siteData } from '../helpers/data';
import { addressBook } from '../../src/pageData/addressBook';
import { priceFeedsPath } from '../../src/domain/data/paths';

const ALL_PAGES = builtPages(BUILD_DIR);
/** While fixing, `A11Y_PAGES=<regex>` narrows the run to matching paths; unset (as in CI), every page. */
const PAGES = process.env.A11Y_PAGES ? ALL_PAGES.filter((p) => new RegExp(process.env.A11Y_PAGES!).test(p)) : ALL_PAGES;
const VARIANTS = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 390 },
] as const;
/** Each variant's whole run: about 5 minutes alone on 2 cores, far longer on a machine shared with other builds. */
const TIMEOUT = 45 * 60_000;
/** Nodes named per page and rule in a failure (the count says how many more). */
const SHOWN = 3;

/** Structure axe leaves to the author: landmarks and headings counted, badges glued to the word before them. */
function structure(): string[] {
  const problems: string[] = [];
  const mains = document.querySelectorAll('main, [role="main"]').length;
  if (mains !== 1) problems.push(`${mains} main landmarks`);
  const h1s = document.querySelectorAll('h1').length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  for (const badge of document.querySelectorAll('.badge')) {
    const before = badge.previousSibling?.textContent ?? '';
    if (before !== '' && !/\s$/.test(before)) problems.push(`badge "${badge.textContent}" glued to "${before.slice(-20)}"`);
  }
  return problems;
}

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => {
  await site?.close();
});

describe.concurrent('accessibility of every page', () => {
  test('the build has the pages this test is meant to cover', () => {
    for (const path of ['/', '/404', '/search', '/lookup', '/decode', '/docs/intro', '/state/mainnet', '/tokens/mainnet']) expect(ALL_PAGES).toContain(path);
    expect(ALL_PAGES.filter((p) => p.startsWith('/docs/')).length).toBeGreaterThan(50);
  });

  for (const { colorScheme, width } of VARIANTS) {
    test(`axe-core finds no violations on any page, ${colorScheme}, ${width} px`, async () => {
      const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      const found: string[] = [];
      const started = Date.now();
      for (const path of PAGES) {
        await page.goto(`${site.url}${path}`, { waitUntil: 'load' });
        // Checked once the page is the one a person uses: React has hydrated it.
        await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
        for (const problem of await page.evaluate(structure)) found.push(`${path} ${problem}`);
        for (const v of await axeRun(page)) {
          const more = v.nodes.length > SHOWN ? ` (and ${v.nodes.length - SHOWN} more nodes)` : '';
          found.push(`${path} ${v.rule}: ${v.nodes.slice(0, SHOWN).map((n) => `${n.target} (${n.why})`).join('; ')}${more}`);
          // Told as found, so a run cut short still says what it saw.
          console.log(`${colorScheme} ${width} px: ${found.at(-1)}`);
        }
      }
      await context.close();
      console.log(`axe on ${PAGES.length} pages, ${colorScheme}, ${width} px: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(found, `${colorScheme}, ${width} px`).toEqual([]);
    }, TIMEOUT);
  }

  test('a badge reads after its name as a separate word: "PoolV3 paused", never "PoolV3paused"', async () => {
    const { page, context } = await openPage(site);
    const flagged = addressBook(siteData().networks.mainnet).flatMap((t) => t.rows.filter((r) => r.flags.length > 0));
    const text = { paused: 'paused', zeroPriceFeed: 'zero price feed' } as const;
    const expected = flagged.map((r) => [r.label, ...r.flags.map((f) => text[f])].join(' '));
    // The names the issue saw glued, among them.
    for (const name of ['PoolV3 paused', 'CreditFacadeV3 paused', 'GUSD zero price feed']) expect(expected).toContain(name);
    await page.goto(`${site.url}/`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
    const headers = (await page.locator('[role="tabpanel"]:not([hidden]) tbody th').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    for (const name of expected) expect(headers.some((h) => h.startsWith(name)), name).toBe(true);
    // The accessible name of a row header, as a screen reader gets it.
    await expect.poll(() => page.getByRole('rowheader', { name: /^PoolV3 paused\b/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('rowheader', { name: /PoolV3paused|CreditFacadeV3paused|GUSDzero/ }).count()).toBe(0);
    // The price-feeds page shows the same badge on the feed tree.
    await page.goto(`${site.url}${priceFeedsPath('mainnet')}`, { waitUntil: 'load' });
    const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(await page.locator('main .badge', { hasText: 'zero price feed' }).count()).toBeGreaterThan(0);
    expect(main).not.toMatch(/\Szero price feed/);
    await context.close();
  });
});
