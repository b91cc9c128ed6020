import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { BUILD_DIR, loadPage, openPage, useSite } from '../helpers/browser';
import { ROOT } from '../helpers/data';
import pathToRegexp from '../../src/lean/standIns/routeMatcher';

const site = useSite();

/**
 * Three of the packages the browser's bundle replaces with lighter modules of ours (src/build/plugin/framework.ts,
 * BROWSER_STAND_INS; react-loadable's stand-in is exercised by every navigation of the browser tests):
 * - react-helmet-async, by src/lean/standIns/head. The server keeps the library, which renders the head into each page's
 *   HTML; these tests hold the browser's head to it: a page's head after hydration, and after arriving at the page
 *   by client-side navigation from others, is the head its own HTML has.
 * - nprogress, by src/lean/standIns/progressBar.ts: the bar at the top of the window while a navigation waits.
 * - path-to-regexp, by src/lean/standIns/routeMatcher.ts: the router's matching of each route of the build.
 */

/** Pages of each kind, in the order they are visited: each is reached from the one before it. */
const ROUTES = ['/docs/intro', '/', '/docs/credit-accounts/liquidation', '/state/mainnet/governance', '/tokens/arbitrum', '/lookup', '/docs/errors/credit-facade', '/state/optimism', '/docs/intro'];

interface Head {
  title: string;
  /**
   * `<html>` attributes, without those set by scripts rather than the head: the colour mode's (the theme's), the
   * tokens table's mark that it is live, and the list of managed ones.
   */
  html: Record<string, string>;
  /** The head's managed tags (`data-rh`), each as its name, its sorted attributes and its text, sorted. */
  tags: string[];
}

/** The head of a document: `document` when live, the served HTML when `html` is given. */
function readHead(html: string | null): Head {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  // JSON (structured data) with its keys sorted: the build's HTML minifier sorts them, the page's scripts do not.
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sorted(x)])) : v;
  const text = (e: Element) => (e.getAttribute('type') === 'application/ld+json' ? JSON.stringify(sorted(JSON.parse(e.textContent ?? 'null'))) : (e.textContent ?? ''));
  const describe = (e: Element) => `${e.tagName.toLowerCase()} ${[...e.attributes].map((a) => `${a.name}=${a.value}`).sort().join(' ')} ${text(e)}`;
  return {
    title: doc.title,
    html: Object.fromEntries([...doc.documentElement.attributes].filter((a) => !/^data-(theme|tokens-live$|rh$)/.test(a.name)).map((a) => [a.name, a.value])),
    tags: [...doc.head.querySelectorAll('[data-rh]')].filter((e) => e.tagName !== 'TITLE').map(describe).sort(),
  };
}

async function servedHead(page: Page, route: string): Promise<Head> {
  return page.evaluate(async ({ route, read }) => {
    const html = await (await fetch(route)).text();
    // eslint-disable-next-line no-new-func
    return (new Function(`return (${read})`)() as typeof readHead)(html);
  }, { route, read: readHead.toString() });
}

async function liveHead(page: Page): Promise<Head> {
  return page.evaluate(`(${readHead.toString()})(null)`) as Promise<Head>;
}

/** Navigates in the browser, as the router does on Back: history changes, and the router follows it. */
async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, to);
}

describe("the browser's replacements for react-helmet-async, nprogress and path-to-regexp", () => {
  test("every route of the build is a path the browser's matcher takes, and matches each page of the build as the server's package does", () => {
    const packageMatcher = createRequire(import.meta.url)('path-to-regexp') as (p: string, keys: unknown[], options: object) => RegExp;
    // The routes as core wrote them for this build, and the pages of the build (sitemap) with their near misses.
    const routes = [...readFileSync(path.join(ROOT, '.docusaurus/routes.js'), 'utf8').matchAll(/path: '([^']*)'/g)].map((m) => m[1] ?? '');
    const pages = [...readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContain('*');
    expect(pages.length).toBeGreaterThan(100);
    const pathnames = [...pages, ...pages.map((p) => `${p}/`), ...pages.map((p) => p.toUpperCase()), ...pages.map((p) => `${p}/more`), '/no-such-page'];
    let matched = 0;
    // Each route as the router matches it, and escaped as NavLink escapes a link's path before matching it.
    for (const route of [...routes, ...routes.map((r) => r.replace(/[.+*?=^!:${}()[\]|/\\]/g, '\\$&'))]) {
      for (const end of [true, false]) {
        const ours = pathToRegexp(route, [], { end });
        const theirs = packageMatcher(route, [], { end });
        expect(ours.source, route).toBe(theirs.source);
        for (const pathname of pathnames) {
          const hit = ours.exec(pathname);
          expect(hit, `${route} ${pathname}`).toEqual(theirs.exec(pathname));
          if (hit) matched += 1;
        }
      }
    }
    expect(matched).toBeGreaterThan(pages.length);
  });


  test('after hydration, and after client-side navigation from other pages, each page has the title, <html> attributes and head tags of its own HTML', async () => {
    const { page, context, errors } = await openPage(site);
    const direct = await context.newPage();
    await loadPage(page, `${site.url}${ROUTES[0]}`);
    // Set once: a full page load would lose it, so it proves every later step is a client-side navigation.
    await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
    for (const [i, route] of ROUTES.entries()) {
      const served = await servedHead(page, route);
      // The HTML as the server rendered it: a title, the page's tags, `data-has-hydrated` not yet true.
      expect(served.title.length, route).toBeGreaterThan(0);
      expect(served.tags.some((t) => t.startsWith('link ') && t.includes('rel=canonical')), route).toBe(true);
      expect(served.html['data-has-hydrated'], route).toBe('false');
      const afterHydration = { ...served, html: { ...served.html, 'data-has-hydrated': 'true' } };

      // Loaded from the server: hydration keeps the head as it is, apart from the hydrated flag.
      await loadPage(direct, `${site.url}${route}`);
      await expect.poll(() => liveHead(direct), { message: route }).toEqual(afterHydration);

      // Reached from the page before by client-side navigation (the router follows history, as on Back).
      if (i > 0) {
        await navigate(page, route);
        await page.waitForURL(`**${route}`);
        await expect.poll(() => liveHead(page), { message: `${ROUTES[i - 1]} → ${route}` }).toEqual(afterHydration);
      }
      expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true);
    }
    // Each managed tag once: what replaced a page's tags did not leave its predecessors' behind.
    const tags = await page.$$eval('head [data-rh]', (els) => els.map((e) => e.outerHTML));
    expect(new Set(tags).size).toBe(tags.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a navigation that waits for its page's code shows the theme's progress bar at the top of the window, hidden from assistive technology; it goes when the page is drawn", async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    // Every script requested from here on waits until the bar has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route('**/assets/js/**', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await navigate(page, '/docs/bots/limit-order-bot');
    const bar = page.locator('#nprogress .bar');
    await bar.waitFor({ state: 'attached' });
    expect(held).toBeGreaterThan(0);
    expect(await page.locator('#nprogress').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#nprogress .bar .peg').count()).toBe(1);
    // Styled by the theme: fixed along the top edge, 2 px high, in the primary colour; started, not finished.
    const look = await bar.evaluate((el) => {
      const s = getComputedStyle(el);
      const primary = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim();
      const probe = document.createElement('i');
      probe.style.color = primary;
      document.body.append(probe);
      const primaryRgb = getComputedStyle(probe).color;
      probe.remove();
      return { position: s.position, top: s.top, height: s.height, background: s.backgroundColor, primaryRgb, x: new DOMMatrix(s.transform).m41, width: el.getBoundingClientRect().width };
    });
    expect(look).toMatchObject({ position: 'fixed', top: '0px', height: '2px', background: look.primaryRgb });
    expect(look.x).toBeLessThan(0);
    expect(look.x).toBeGreaterThan(-look.width);
    release();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('limit-order bot'));
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
