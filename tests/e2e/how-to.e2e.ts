import { describe, expect, test } from 'vitest';
import { axeViolations, loadPage, openPage, useSite } from '../helpers/browser';
import { siteData } from '../helpers/data';
import { citedValue } from '../helpers/citations';

const site = useSite();

const PAGES = ['account-cost', 'max-borrow', 'pool-yield', 'watch-governance', 'contract-versions'];

describe('how-to guides', () => {

  test('each guide: one h1, formulas, live values linked to the snapshot pages, its example, no broken values, no sideways scroll at 390 px', async () => {
    for (const slug of PAGES) {
      const { page, context, errors, foreign } = await openPage(site, { width: 390, height: 844 });
      await loadPage(page, `${site.url}/docs/how-to/${slug}`);
      expect(await page.locator('h1').count(), slug).toBe(1);
      expect(await page.locator('main').count(), slug).toBe(1);
      // Every guide but the versions page works with formulas.
      if (slug !== 'contract-versions') expect(await page.locator('article .katex').count(), slug).toBeGreaterThan(0);
      const live = await page.locator('article a[title^="From the snapshot"]').count();
      expect(live, slug).toBeGreaterThan(4);
      expect(await page.locator(`article pre code`).count(), slug).toBeGreaterThan(0);
      // Prose and tables only: the examples' code may well say `undefined`.
      const prose = await page.locator('article').evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('pre').forEach((pre) => pre.remove());
        return copy.textContent ?? '';
      });
      expect(prose, slug).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(390);
      expect(errors, slug).toEqual([]);
      expect(foreign, slug).toEqual([]);
      await context.close();
    }
  });

  test('the worked numbers on the page are the ones the snapshot gives', async () => {
    const data = siteData();
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/how-to/account-cost`);
    const rate = citedValue(data, { network: 'mainnet', creditManager: 'Trade USDC Tier 1', field: 'scenarioBorrowRate', token: 'WETH', leverage: '5' });
    const link = page.locator('article a', { hasText: rate.text }).first();
    expect(await link.getAttribute('href')).toBe(rate.href);
    await loadPage(page, `${site.url}/docs/core-concepts/credit-accounts`);
    const usage = citedValue(data, { network: 'mainnet', field: 'accountFactoryUsage' }).text;
    expect(await page.locator('article').innerText()).toContain(usage);
    await context.close();
  });

  test('no accessibility violations on a guide, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(site, { colorScheme });
      await loadPage(page, `${site.url}/docs/how-to/watch-governance`);
      // Known, site-wide and outside these pages: Prism's comment colour in code blocks is below 4.5:1 in
      // the light theme (every page with code has it). Everything else must pass.
      const violations = (await axeViolations(page)).filter((v) => !(v.startsWith('color-contrast') && v.includes('.token')));
      expect(violations, colorScheme).toEqual([]);
      await context.close();
    }
  });
});
