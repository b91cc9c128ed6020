/**
 * The site search (Pagefind, src/theme/SearchBar, /search) in the browser,
 * against the built site: what each kind of query finds first, keyboard use,
 * the results page, what loads when, focus, and input typed early.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { siteData } from '../helpers/data';
import { axeViolations, idle, loadPage, openPage, holdBack, openParsed, useSite } from '../helpers/browser';
import { labeler } from '../../src/domain/data/labels';
import { NETWORK_IDS } from '../../src/domain/data/networks';
import { creditManagerPath, feedAnchor, priceFeedsPath, tokenAnchor, tokensPath } from '../../src/domain/data/paths';
import { MAX_QUERY_LENGTH, normalizeQuery } from '../../src/pageData/search/query';

const site = useSite();

const box = (page: Page) => page.locator('input.navbar__search-input');
const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

/** Types into the navbar box and waits until the list holds results for exactly this text. Returns the options' hrefs. */
async function search(page: Page, text: string, { min = 1 } = {}): Promise<string[]> {
  await box(page).click();
  await box(page).fill(text);
  await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query'), { timeout: 20_000, message: text }).toBe(text);
  await expect.poll(() => options(page).count(), { timeout: 20_000, message: text }).toBeGreaterThanOrEqual(min);
  return options(page).evaluateAll((os) => os.map((o) => o.getAttribute('href') ?? ''));
}

const texts = (page: Page) => options(page).evaluateAll((os) => os.map((o) => (o as HTMLElement).innerText.replace(/\s+/g, ' ')));

const mainnet = () => siteData().networks.mainnet;

describe('what the search finds first', () => {
  test('a contract name: the docs pages about it', async () => {
    const { page, context, errors, foreign } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    const facade = await search(page, 'CreditFacadeV3', { min: 5 });
    expect(facade[0]).toBe('/docs/credit-accounts/architecture#creditfacadev3');
    expect(facade.slice(0, 5).every((h) => h.startsWith('/docs/'))).toBe(true);
    const oracle = await search(page, 'PriceOracleV3', { min: 5 });
    expect(oracle.slice(0, 5).every((h) => h.startsWith('/docs/'))).toBe(true);
    expect(oracle.slice(0, 2).map((h) => h.split('#')[0])).toContain('/docs/oracles/price-oracle');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('a credit manager name: its state page, then its table on /', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    const hrefs = await search(page, 'Trade USDC Tier 1', { min: 3 });
    expect(hrefs.slice(0, 2)).toEqual([creditManagerPath('mainnet', 'Trade USDC Tier 1'), '/#mainnet-credit-manager-trade-usdc-tier-1']);
    const first = (await texts(page))[0]!;
    expect(first).toContain('Trade USDC Tier 1');
    expect(first).toContain('Ethereum Mainnet');
    // The result opens the page; the table link opens the right tab with the table in view.
    await options(page).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(creditManagerPath('mainnet', 'Trade USDC Tier 1'));
    await search(page, 'trade usdc tier 1', { min: 2 });
    await options(page).nth(1).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#mainnet-credit-manager-trade-usdc-tier-1');
    await expect.poll(() => page.locator('#mainnet-credit-manager-trade-usdc-tier-1').isVisible()).toBe(true);
    await context.close();
  });

  test('a token symbol: its supported-tokens entry on each network, then its price feeds', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    const expected = (kind: 'token' | 'feed') =>
      NETWORK_IDS.flatMap((net) => {
        const snap = siteData().networks[net];
        const t = [...snap.tokens.map((x) => x.address), ...snap.priceOracle.main.map((f) => f.token)].find((a) => labeler(snap).token(a) === 'wstETH');
        if (!t) return [];
        if (kind === 'feed' && !snap.priceOracle.main.some((f) => f.token.toLowerCase() === t.toLowerCase())) return [];
        return [kind === 'token' ? `${tokensPath(net)}#${tokenAnchor(t)}` : `${priceFeedsPath(net)}#${feedAnchor(t)}`];
      });
    const tokens = expected('token');
    const feeds = expected('feed');
    expect(tokens.length).toBeGreaterThan(1);
    const hrefs = await search(page, 'wstETH', { min: tokens.length + feeds.length });
    expect(hrefs.slice(0, tokens.length + feeds.length)).toEqual([...tokens, ...feeds]);
    await options(page).first().click();
    await expect.poll(() => page.url()).toContain(tokens[0]!);
    await expect.poll(() => page.locator(`#${tokens[0]!.split('#')[1]}`).isVisible()).toBe(true);
    await context.close();
  });

  test('concepts in words: the docs sections about them', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    const lt = await search(page, 'liquidation threshold', { min: 3 });
    expect(lt.slice(0, 3).every((h) => h.startsWith('/docs/') && !h.startsWith('/docs/v2/'))).toBe(true);
    // The section that defines the term (in bold), though its heading says "Total weighted value".
    expect(lt[0]).toBe('/docs/core-concepts/debt-and-collateral#total-weighted-value');
    const quota = await search(page, 'quota', { min: 3 });
    expect(quota.slice(0, 3).map((h) => h.split('#')[0]).sort()).toEqual(['/docs/core-concepts/quotas', '/docs/credit-accounts/quotas', '/docs/pools/quotas-and-gauges']);
    expect(quota[0]).toBe('/docs/core-concepts/quotas');
    const hf = await search(page, 'health factor', { min: 3 });
    expect(hf[0]).toBe('/docs/core-concepts/debt-and-collateral#health-factor');
    expect(hf.slice(0, 5).every((h) => h.startsWith('/docs/'))).toBe(true);
    // Each row: title, where it sits, and an excerpt with the words marked.
    const row = options(page).first();
    expect(await row.innerText()).toMatch(/Health factor\s+Docs › Core concepts › Debt, collateral and health factor/);
    expect((await row.locator('mark').allTextContents()).map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['health', 'factor']));
    await context.close();
  });

  test('an address in any case, or its first 8+ hex digits with or without 0x: the lookup answer inline, linking /lookup', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    const acl = mainnet().core.acl.address;
    for (const text of [acl.toLowerCase(), acl.slice(2).toUpperCase(), acl.slice(2, 10), acl.slice(0, 12)]) {
      const hrefs = await search(page, text, { min: 2 });
      expect(hrefs[0], text).toBe(`/lookup?address=${acl}`);
      expect(hrefs, text).toContain('/?network=mainnet#mainnet-core-contracts');
      expect((await texts(page))[0]).toContain('ACL');
    }
    // An address used on another network: its place opens the Deployed Contracts page on that tab, the table in view.
    const oracle = siteData().networks.arbitrum.priceOracle.address;
    const hrefs = await search(page, oracle.toLowerCase(), { min: 2 });
    const index = hrefs.indexOf('/?network=arbitrum#arbitrum-core-contracts');
    expect(index, hrefs.join(' | ')).toBeGreaterThan(0);
    await options(page).nth(index).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Arbitrum');
    await expect.poll(() => page.locator('#arbitrum-core-contracts').evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    // The lookup link itself.
    await search(page, acl.slice(2, 10));
    await options(page).first().click();
    await expect.poll(() => page.locator('main h2').first().textContent()).toMatch(/^ACL: /);
    // Not a known address: said so, with the way to check it.
    await box(page).click();
    await box(page).fill('0x000000000000000000000000000000000000dEaD');
    await expect.poll(() => page.locator('form[role="search"] [role="status"]').textContent()).toMatch(/No contract in these snapshots/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('using the search box', () => {
  test('Ctrl+K focuses it; arrows move through results, Enter opens one; Escape closes, then clears', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    await page.keyboard.type('quota');
    await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query')).toBe('quota');
    await expect.poll(() => options(page).count()).toBeGreaterThan(2);
    const input = box(page);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await second.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options(page).first().getAttribute('id'));
    // Up from the first result returns to the box; up again wraps to the last.
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const target = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).hash}`).toBe(target);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    // Once the page is drawn, focus goes back to its start, as after any link without an anchor (Docusaurus), and
    // stays in the box for a link to an anchor. Only then does the person click the box again, which opens the list.
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(!target?.includes('#'));
    await input.click();
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.inputValue()).toBe('quota');
    // A click in the box, which kept its focus, opens the list again.
    await input.click();
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');
    // Enter with no result chosen opens the full results page.
    await page.keyboard.type('health factor');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${site.url}/search?q=health%20factor`);
    await context.close();
  });

  test('nothing is fetched before the box is focused; then Pagefind, and for a query only its part of the index', async () => {
    const { page, context } = await openPage(site);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loadPage(page, `${site.url}/docs/intro`);
    await box(page).hover();
    await idle(page);
    expect(requested.filter((p) => p.startsWith('/pagefind/') || p.startsWith('/addresses/'))).toEqual([]);
    // Focus: Pagefind's script only; words: its WebAssembly and metadata; a query: the chunks of its words and the results shown.
    await box(page).focus();
    await expect.poll(() => requested.filter((p) => p.startsWith('/pagefind/'))).toEqual(['/pagefind/pagefind.js']);
    await search(page, 'wstETH');
    expect(requested).toContain('/pagefind/wasm.en.pagefind');
    const chunks = requested.filter((p) => p.startsWith('/pagefind/index/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(2);
    expect(requested.filter((p) => p.startsWith('/pagefind/fragment/')).length).toBeLessThanOrEqual(8);
    expect(requested).not.toContain('/addresses/lookup.json');
    await context.close();

    // An address is answered by the lookup index alone.
    const other = await openPage(site);
    const asked: string[] = [];
    other.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await loadPage(other.page, `${site.url}/docs/intro`);
    await search(other.page, mainnet().core.acl.address);
    expect(asked).toContain('/addresses/lookup.json');
    expect(asked.filter((p) => p.startsWith('/pagefind/') && p !== '/pagefind/pagefind.js')).toEqual([]);
    await other.context.close();
  });

  test('focus moves only when the person moves it, even when the index arrives late', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const gate = await holdBack(page, /\/pagefind\//);
    await box(page).focus();
    await page.keyboard.type('usdc');
    await expect.poll(() => gate.held()).toBeGreaterThan(0);
    // The person moves on to the page's filter while the index is held back…
    const filter = page.getByLabel('Filter', { exact: true });
    await filter.click();
    await page.keyboard.type('usdc p', { delay: 20 });
    await gate.release();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/pagefind/') && e.name.endsWith('.pf_meta')).length)).toBeGreaterThan(0);
    await page.keyboard.type('ool', { delay: 20 });
    // …and everything typed lands there.
    expect(await filter.inputValue()).toBe('usdc pool');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contract-filter');
    expect(await box(page).inputValue()).toBe('usdc');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('text typed before the page is interactive, or before the index has loaded, is searched once ready', async () => {
    // Before the scripts run: the static box takes the text.
    const { page, context } = await openPage(site);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/docs/intro`);
    await box(page).click();
    await page.keyboard.type('wstETH');
    expect(await page.evaluate(() => document.querySelector('[role="listbox"]')?.getAttribute('data-query'))).toBe('');
    await scripts.release();
    await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query'), { timeout: 30_000 }).toBe('wstETH');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    expect(await options(page).first().getAttribute('href')).toMatch(/^\/tokens\/mainnet#token-/);
    await context.close();

    // Before the index is there.
    const second = await openPage(site);
    await loadPage(second.page, `${site.url}/docs/intro`);
    const index = await holdBack(second.page, /\/pagefind\//);
    await box(second.page).click();
    await second.page.keyboard.type('health factor');
    await expect.poll(() => index.held()).toBeGreaterThan(0);
    expect(await second.page.locator('form[role="search"] [role="status"]').textContent()).toBe('Searching…');
    await index.release();
    await expect.poll(() => second.page.locator('[role="listbox"]').getAttribute('data-query'), { timeout: 30_000 }).toBe('health factor');
    await expect.poll(() => options(second.page).first().getAttribute('href')).toBe('/docs/core-concepts/debt-and-collateral#health-factor');
    await second.context.close();
  });
});

describe('the results page', () => {
  test('/search?q= lists every result: one main, one h1, the query in the title and the URL', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/search?q=quota`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Search results for “quota”');
    expect(await page.locator('main').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    await expect.poll(() => page.title()).toMatch(/^Search: quota/);
    await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThanOrEqual(20);
    const status = await page.locator('main [role="status"]').textContent();
    const total = Number(/^(\d+) results/.exec(status ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
    await expect.poll(() => page.locator('main ol > li').count()).toBe(Math.min(40, total));
    // Typing a new query updates the results and the URL.
    const input = page.getByLabel('Search for');
    expect(await input.inputValue()).toBe('quota');
    await input.fill('wstETH');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('wstETH');
    await expect.poll(() => page.locator('main ol > li a').first().getAttribute('href')).toMatch(/^\/tokens\/mainnet#token-/);
    // An address: the lookup's answer with every place.
    const acl = mainnet().core.acl.address;
    await loadPage(page, `${site.url}/search?q=${acl.slice(2, 12)}`);
    await expect.poll(() => page.locator('main ol > li a').first().getAttribute('href')).toBe(`/lookup?address=${acl}`);
    expect(await page.locator('main').textContent()).toContain('Core contract: ACL');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('text typed into the page before its scripts run is searched, and goes into the URL', async () => {
    const { page, context } = await openPage(site);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/search`);
    await page.getByLabel('Search for').click();
    await page.keyboard.type('health factor');
    await scripts.release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 30_000 }).toBe('health factor');
    await expect.poll(() => page.locator('main ol > li a').first().getAttribute('href'), { timeout: 30_000 }).toBe('/docs/core-concepts/debt-and-collateral#health-factor');
    expect(await page.getByLabel('Search for').inputValue()).toBe('health factor');
    await context.close();
  });

  test('a 10,000-character query is cut: the page, its title and the search all finish', async () => {
    const { page, context, errors } = await openPage(site);
    const long = 'liquidation '.repeat(900);
    await loadPage(page, `${site.url}/search?q=${encodeURIComponent(long)}`);
    await expect.poll(() => page.locator('main [role="status"]').textContent(), { timeout: 20_000 }).toMatch(/result|Nothing found/);
    expect((await page.locator('main h1').textContent())!.length).toBeLessThanOrEqual(110);
    expect((await page.title()).length).toBeLessThanOrEqual(130);
    expect((await page.getByLabel('Search for').inputValue()).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    // The navbar box takes no more than that either.
    await box(page).click();
    await page.keyboard.insertText('x'.repeat(10_000));
    expect((await box(page).inputValue()).length).toBe(MAX_QUERY_LENGTH);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without JavaScript the page says search needs it', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/search?q=quota`);
    expect(await page.locator('main').textContent()).toContain('needs JavaScript');
    await context.close();
  });

  test('axe-core finds no violations on /search and the open navbar list, light and dark, 1280 and 390 px', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const { page, context } = await openPage(site, { width, height: 844, colorScheme });
        await loadPage(page, `${site.url}/search?q=wstETH`);
        await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(0);
        expect(await axeViolations(page), `${colorScheme} ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${colorScheme} ${width}`).toBeLessThanOrEqual(width);
        await search(page, 'health factor');
        await page.keyboard.press('ArrowDown');
        expect(await axeViolations(page), `list, ${colorScheme} ${width}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `list, ${colorScheme} ${width}`).toBeLessThanOrEqual(width);
        await context.close();
      }
    }
  });
});

/** Issue 33: typing any query downloads at most this much of the search's files, whatever the typing speed. */
const SEARCH_BUDGET = 150 * 1024;

/** The search's files: Pagefind's (script, WebAssembly, entry, metadata, filters, chunks, fragments, excerpts) and the address lookup. */
const isSearchFile = (r: Request) => {
  const p = new URL(r.url()).pathname;
  return p.startsWith('/pagefind/') || p === '/addresses/lookup.json';
};

/**
 * Types `text` into the navbar box of a fresh page key by key, as fast as the browser takes keys or each key once
 * the previous one's search has settled (its results or its words shown, none of the search's files loading), then
 * waits until the whole text has settled. Returns the search's files downloaded, each response gzip -9 compressed.
 */
async function typeAndWeigh(text: string, pace: 'fast' | 'settled'): Promise<{ bytes: number; files: string[]; hrefs: string[] }> {
  const { page, context, errors } = await openPage(site);
  await loadPage(page, `${site.url}/docs/intro`);
  const loading = new Set<Request>();
  const sizes: Promise<[string, number]>[] = [];
  page.on('request', (r) => {
    if (isSearchFile(r)) loading.add(r);
  });
  page.on('requestfailed', (r) => loading.delete(r));
  page.on('requestfinished', (r) => {
    if (!loading.has(r)) return;
    const size = (async () => {
      const body = (await (await r.response())?.body()) ?? Buffer.alloc(0);
      loading.delete(r);
      return [new URL(r.url()).pathname, gzipSync(body, { level: 9 }).length] as [string, number];
    })();
    // Awaited with the others below; one still being read when the page closes is nobody's, not an unhandled rejection.
    size.catch(() => undefined);
    sizes.push(size);
  });
  const status = page.locator('form[role="search"] [role="status"]');
  const settled = async (typed: string) => {
    const query = normalizeQuery(typed);
    await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query'), { timeout: 20_000, message: typed }).toBe(query);
    await expect.poll(async () => `${await status.textContent()}`, { timeout: 20_000, message: typed }).not.toMatch(/Searching…|loading…/);
    await expect.poll(() => loading.size, { timeout: 20_000, message: typed }).toBe(0);
  };
  await box(page).click();
  for (let i = 1; i <= text.length; i++) {
    await page.keyboard.type(text[i - 1]!);
    if (pace === 'settled' && normalizeQuery(text.slice(0, i))) await settled(text.slice(0, i));
  }
  await settled(text);
  const files = await Promise.all(sizes);
  const hrefs = await options(page).evaluateAll((os) => os.map((o) => o.getAttribute('href') ?? ''));
  expect(errors).toEqual([]);
  await context.close();
  return { bytes: files.reduce((n, [, b]) => n + b, 0), files: files.map(([p, b]) => `${p} ${b}`), hrefs };
}

describe('what typing a query downloads (issue 33)', () => {
  const address = () => mainnet().core.acl.address.slice(0, 12);
  const queries: [string, (hrefs: string[]) => void][] = [
    ['CreditFacadeV3', (hrefs) => expect(hrefs[0]).toBe('/docs/credit-accounts/architecture#creditfacadev3')],
    ['market configurator', (hrefs) => expect(hrefs.some((h) => h.startsWith('/v3.1/'))).toBe(true)],
    ['wstETH', (hrefs) => expect(hrefs[0]).toMatch(/^\/tokens\/mainnet#token-/)],
    ['the ACL address, its first 10 hex digits', (hrefs) => expect(hrefs[0]).toBe(`/lookup?address=${mainnet().core.acl.address}`)],
  ];

  for (const [name, check] of queries) {
    test(`${name}: at most 150 KB of the search's files, typed as fast as possible and key by key once each key's search settled`, async () => {
      const text = name.startsWith('the ACL') ? address() : name;
      for (const pace of ['fast', 'settled'] as const) {
        const { bytes, files, hrefs } = await typeAndWeigh(text, pace);
        expect(hrefs.length, `${pace}: results shown`).toBeGreaterThan(0);
        check(hrefs);
        expect(bytes, `${pace}: ${files.join(', ')}`).toBeLessThanOrEqual(SEARCH_BUDGET);
      }
    });
  }
});
