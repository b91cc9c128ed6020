import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import type {} from 'mdast-util-math';
import { visit } from 'unist-util-visit';
import { BUILD_DIR, hydrated, idle, loadPage, openPage, useSite } from '../helpers/browser';
import { ROOT } from '../helpers/data';
import { filesUnder } from '../helpers/files';

const site = useSite();

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

  /** The TeX of every formula in a docs source, in order, as remark-math reads it. */
  function formulasIn(docPath: string): { tex: string; display: boolean }[] {
    const source = readFileSync(path.join(ROOT, `${docPath.replace(/^\//, '')}.mdx`), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const out: { tex: string; display: boolean }[] = [];
    visit(unified().use(remarkParse).use(remarkMath).use(remarkMdx).parse(source), (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') out.push({ tex: node.value, display: node.type === 'math' });
    });
    return out;
  }

  // The three docs pages with the most formula markup.
  const FORMULA_PAGES = ['/docs/core-concepts/debt-and-collateral', '/docs/credit-accounts/liquidation', '/docs/pools/interest-rate-model'];

  test('formulas are MathML carrying their TeX source, drawn without web fonts or a formula stylesheet, each shown once', async () => {
    for (const docPath of FORMULA_PAGES) {
      const { page, context, foreign, errors } = await openPage(site);
      const fetched: string[] = [];
      page.on('request', (r) => fetched.push(`${r.resourceType()} ${new URL(r.url()).pathname}`));
      // Formulas counted as soon as the server's HTML is parsed, and again once the scripts have hydrated the page.
      await page.goto(`${site.url}${docPath}`, { waitUntil: 'domcontentloaded' });
      const expected = formulasIn(docPath);
      expect(expected.length, docPath).toBeGreaterThan(3);
      const annotations = () => page.locator('article math annotation[encoding="application/x-tex"]').allTextContents();
      expect(await annotations(), docPath).toEqual(expected.map((f) => f.tex));
      await hydrated(page);
      // Everything the page fetches by itself (a font or stylesheet would be among it) has been asked for.
      await idle(page);
      expect(await annotations(), docPath).toEqual(expected.map((f) => f.tex));
      expect(await page.locator('article math[display="block"]').count()).toBe(expected.filter((f) => f.display).length);
      // Each formula once: one <math> per formula, no second rendering beside it (KaTeX's HTML output), all drawn.
      expect(await page.locator('article .katex-html, article .katex-mathml').count()).toBe(0);
      expect(await page.locator('article .katex').count()).toBe(expected.length);
      const sizes = await page.locator('article math').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      expect(sizes.every((r) => r.width > 0 && r.height > 0)).toBe(true);
      // No web font, no formula stylesheet: the only stylesheet is the site's own, fetched once.
      expect(fetched.filter((f) => f.startsWith('font ') || /\.(woff2?|ttf|otf)$/.test(f))).toEqual([]);
      expect(fetched.filter((f) => f.startsWith('stylesheet '))).toEqual([expect.stringMatching(/^stylesheet \/assets\/css\/styles\.[0-9a-f]+\.css$/)]);
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    // A page without formulas has no formula markup.
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/adapters/convex`);
    expect(formulasIn('/docs/adapters/convex')).toEqual([]);
    expect(await page.locator('math, .katex').count()).toBe(0);
    await context.close();
  });

  test('at 390 px no formula widens the page: a wide one scrolls inside its own box', async () => {
    let scrolling = 0;
    for (const docPath of FORMULA_PAGES) {
      const { page, context } = await openPage(site, { width: 390, height: 844 });
      await loadPage(page, `${site.url}${docPath}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), docPath).toBeLessThanOrEqual(390);
      const boxes = await page.locator('article .katex-display').evaluateAll((els) =>
        els.map((el) => ({ right: el.getBoundingClientRect().right, scrolls: el.scrollWidth > el.clientWidth, overflow: getComputedStyle(el).overflowX, tabIndex: (el as HTMLElement).tabIndex })),
      );
      // Each stays within the page, scrolls inside itself, and can be reached from the keyboard to scroll it.
      expect(boxes.every((b) => b.right <= 390 && b.overflow === 'auto' && b.tabIndex === 0), docPath).toBe(true);
      scrolling += boxes.filter((b) => b.scrolls).length;
      await context.close();
    }
    // The pages have formulas wider than a phone, so the rule above is exercised.
    expect(scrolling).toBeGreaterThan(0);
  });

  test('diagrams are inline SVG with a text alternative', async () => {
    const { page, context } = await openPage(site, { colorScheme: 'dark' });
    await loadPage(page, `${site.url}/docs/credit-accounts/multicall`);
    const svg = page.locator('article svg[role="img"][aria-label]');
    expect(await svg.count()).toBeGreaterThan(0);
    await context.close();
  });
});
