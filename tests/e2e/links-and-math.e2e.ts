import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILD_DIR, openPage, startSite, type Site } from '../helpers/browser';
import { filesUnder } from '../helpers/files';

/** The built file a site path is served from (clean URLs, as the static server resolves them). */
function fileFor(urlPath: string): string | undefined {
  const base = path.join(BUILD_DIR, decodeURIComponent(urlPath));
  return [base, `${base}.html`, path.join(base, 'index.html')].find((f) => existsSync(f) && statSync(f).isFile());
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let set = ids.get(file);
  if (!set) {
    set = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="?([^"\s>]+)"?/g)].map((m) => m[1] ?? ''));
    ids.set(file, set);
  }
  return set;
}

describe('link checker over the built site', () => {
  test('every internal link resolves to a page, and every #anchor to an element on it', () => {
    const pages = filesUnder(BUILD_DIR, '.html');
    expect(pages.length).toBeGreaterThan(100);
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      for (const m of html.matchAll(/<a\s[^>]*href="?([^"\s>]+)"?/g)) {
        const href = (m[1] ?? '').replace(/&amp;/g, '&');
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        checked++;
        const [pathAndQuery = '', hash] = href.split('#');
        const target = fileFor(pathAndQuery.split('?')[0] ?? '');
        if (!target) broken.push(`${path.relative(BUILD_DIR, page)} → ${href} (no such page)`);
        else if (hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(hash))) broken.push(`${path.relative(BUILD_DIR, page)} → ${href} (no such anchor)`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });
});

describe('formulas', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });

  test('KaTeX is rendered at build time, styled by the bundled stylesheet on pages with formulas only, each formula shown once', async () => {
    const { page, context, foreign, errors } = await openPage(site);
    const css: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('katex')) css.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.url}/docs/pools/interest-rate-model`, { waitUntil: 'networkidle' });
    expect(await page.locator('.katex').count()).toBeGreaterThan(3);
    expect(css).toContain('/katex/katex.min.css');
    expect(css.some((c) => c.startsWith('/katex/fonts/'))).toBe(true);
    // The MathML copy is visually hidden: each formula appears once.
    const mathml = page.locator('.katex-mathml').first();
    expect(await mathml.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(await mathml.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    expect(foreign).toEqual([]);
    css.length = 0;
    await page.goto(`${site.url}/docs/adapters/convex`, { waitUntil: 'networkidle' });
    expect(await page.locator('.katex').count()).toBe(0);
    expect(css).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('diagrams are inline SVG with a text alternative', async () => {
    const { page, context } = await openPage(site, { colorScheme: 'dark' });
    await page.goto(`${site.url}/docs/credit-accounts/multicall`, { waitUntil: 'networkidle' });
    const svg = page.locator('article svg[role="img"][aria-label]');
    expect(await svg.count()).toBeGreaterThan(0);
    await context.close();
  });
});
