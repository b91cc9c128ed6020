/**
 * What a person meets on the tools pages (issues 15 and 18): malformed URLs, no JavaScript, the URL's state before
 * the first paint, phones, the router's location, what the filter finds, "Nothing matches", focus, failed copies,
 * the tokens table's state, and text typed before the scripts run (on a 6× slower CPU).
 */
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { siteData, tokensTableRows } from '../helpers/data';
import { loadPage, openPage, holdBack, openParsed, reloadPage, useSite } from '../helpers/browser';
import { testWithFence } from '../helpers/fence';
import { NETWORKS, NETWORK_IDS, LEGACY } from '../../src/domain/data/networks';
import { addressBook } from '../../src/pageData/addressBook';
import { deployedContractsPage } from '../../src/pageData/deployedContractsPage';
import { countLine, pageRows, scopeOf, tocItems } from '../../src/pageData/deployedContracts/visibility';
import { compileFilter } from '../../src/pageData/filter';
import type { TokenRow } from '../../src/pageData/state/tokens';
import { highestLt, shownRows } from '../../src/pageData/state/tokensTable';

const site = useSite();

/** A slow phone: 6× CPU slowdown through the DevTools protocol. */
async function slowCpu(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** The mainnet tokens table's rows, as the page gets them. */
const tokensRows = (): TokenRow[] => tokensTableRows('mainnet');

const model = () => pageRows(deployedContractsPage(siteData(), '', ''));
const visibleRows = (page: Page, panel = '[role="tabpanel"]:not([hidden])') =>
  page.locator(`${panel} tbody tr:not([hidden])`).evaluateAll((trs) => trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).length);
const mainnetRows = () => addressBook(siteData().networks.mainnet).reduce((n, t) => n + t.rows.length, 0);
/** Hydrated: React has taken over the filter (the before-paint style is gone and the box follows the store). */
const hydrated = (page: Page) => page.evaluate(() => !document.documentElement.hasAttribute('data-url-state') && document.querySelector('[role="tablist"]') !== null);
/** `/` with every network shown, once the scripts have applied the URL's state: the page and its filter box. */
async function openAllNetworks() {
  const opened = await openPage(site);
  await loadPage(opened.page, `${site.url}/?all=1`);
  await expect.poll(() => hydrated(opened.page)).toBe(true);
  return { ...opened, filter: opened.page.locator('#contract-filter') };
}

describe('no URL crashes a page', () => {
  const pages = ['/', '/lookup', '/search', '/decode', '/tokens/mainnet', '/state/mainnet', '/docs/intro'];
  for (const path of pages) {
    test(`${path} with a malformed hash and malformed query`, async () => {
      const { page, context, errors } = await openPage(site);
      for (const tail of ['#%zz', '?q=%zz&network=%E0%A4%A&address=%zz&all=%&sort=%zz&data=%zz#%E0%A4%A']) {
        await loadPage(page, `${site.url}${path}${tail}`);
        await expect.poll(() => page.evaluate(() => document.body.innerText.includes('This page crashed'))).toBe(false);
        expect(await page.locator('h1').count(), `${path}${tail}`).toBe(1);
        expect(await page.locator('main').count()).toBe(1);
      }
      // A link inside the site to a malformed hash (client-side navigation) too.
      await page.evaluate(() => window.history.pushState(null, '', '/#%zz'));
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('without JavaScript', () => {
  test('/ shows every network\'s tables, no tabs, no filter and no copy buttons; links to a table land on it', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    for (const tab of [...NETWORK_IDS.map((id) => NETWORKS[id].tab), LEGACY.tab]) expect(await page.locator(`#panel-${tab}`).isVisible(), tab).toBe(true);
    expect(await page.locator('#panel-arbitrum tbody tr').evaluateAll((trs) => trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).length)).toBe(
      addressBook(siteData().networks.arbitrum).reduce((n, t) => n + t.rows.length, 0),
    );
    expect(await page.locator('[role="tablist"]').isVisible()).toBe(false);
    expect(await page.locator('#contract-filter').isVisible()).toBe(false);
    expect(await page.locator('button[data-copy]').first().isVisible()).toBe(false);
    expect(await page.locator('main').innerText()).toContain('need JavaScript');
    await page.goto(`${site.url}/?network=arbitrum#arbitrum-core-contracts`);
    // What the window shows is Arbitrum's core contracts.
    expect(await page.evaluate(() => document.elementFromPoint(640, 450)?.closest('[role="tabpanel"]')?.id)).toBe('panel-arbitrum');
    expect(await page.locator('#arbitrum-core-contracts').evaluate((h) => Math.abs(h.getBoundingClientRect().top))).toBeLessThan(450);
    for (const path of ['/lookup', '/search']) {
      await page.goto(`${site.url}${path}`);
      expect(await page.locator('main').innerText(), path).toMatch(/needs JavaScript/);
    }
    await context.close();
  });
});

describe('the URL\'s state before the first paint', () => {
  test('/?network=optimism&q=weth shows Optimism and the text before any script runs, then filters', async () => {
    const { page, context, errors } = await openPage(site);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/?network=optimism&q=weth`);
    await expect.poll(() => scripts.held()).toBeGreaterThan(0);
    expect(await page.locator('#panel-optimism').isVisible()).toBe(true);
    expect(await page.locator('#panel-mainnet').isVisible()).toBe(false);
    expect(await page.locator('#contract-filter').inputValue()).toBe('weth');
    // The Optimism tab is drawn as the selected one.
    const color = (id: string) => page.locator(`#tab-${id}`).evaluate((t) => getComputedStyle(t).borderBottomColor);
    expect(await color('optimism')).not.toBe(await color('mainnet'));
    await scripts.release();
    await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Optimism');
    const expected = model().countsOf(compileFilter('weth')).nets.find((n) => n.tab === 'optimism')!.shown;
    await expect.poll(() => visibleRows(page)).toBe(expected);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('/?all=1 shows every network before any script runs', async () => {
    const { page, context } = await openPage(site);
    await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/?all=1`);
    for (const tab of [...NETWORK_IDS.map((id) => NETWORKS[id].tab), LEGACY.tab]) expect(await page.locator(`#panel-${tab}`).isVisible(), tab).toBe(true);
    expect(await page.locator('#contract-filter-all').isChecked()).toBe(true);
    await context.close();
  });
});

describe('the URL\'s filter before the first paint: rows, count line and contents, the same once the scripts run', () => {
  /** What is painted: rows per panel, the count line, the TOC's entries, the tables' headings shown. */
  const painted = (page: Page) =>
    page.evaluate(() => {
      const shown = (el: Element) => (el as HTMLElement).offsetParent !== null;
      const panels = [...document.querySelectorAll('#network-tabs > [id^="panel-"]')].filter(shown);
      return {
        rows: Object.fromEntries(panels.map((p) => [p.id.slice('panel-'.length), [...p.querySelectorAll('tbody tr')].filter(shown).length])),
        count: document.getElementById('contract-filter-count')?.textContent ?? null,
        toc: [...document.querySelectorAll('.table-of-contents a')].filter(shown).map((a) => a.getAttribute('href')!.slice(1)),
        headings: [...document.querySelectorAll('#network-tabs :is(h3, h4, h5)')].filter(shown).map((h) => h.id),
        box: (document.getElementById('contract-filter') as HTMLInputElement | null)?.value ?? null,
      };
    });
  const cases: [string, string, string, boolean][] = [
    ['/?network=optimism&q=weth', 'weth', 'optimism', false],
    ['/?all=1&q=core%20contracts%20acl', 'core contracts acl', 'mainnet', true],
    ['/?all=1&q=zero%20price%20feed', 'zero price feed', 'mainnet', true],
    [`/?network=${LEGACY.tab}&q=dai`, 'dai', LEGACY.tab, false],
  ];
  for (const [path, query, tab, all] of cases) {
    test(path, async () => {
      const { page, context, errors } = await openPage(site);
      const scripts = await holdBack(page, /\/assets\/js\//);
      await openParsed(page, `${site.url}${path}`);
      await expect.poll(() => scripts.held()).toBeGreaterThan(0);
      const rows = model();
      const counts = rows.countsOf(compileFilter(query));
      const scope = scopeOf(counts, tab, all);
      const before = await painted(page);
      expect(before.box).toBe(query);
      // Only the matching rows of the tab (or of every tab), the model's count line and contents.
      expect(before.rows).toEqual(Object.fromEntries(scope.map((s) => [s.tab, s.shown])));
      expect(Object.values(before.rows).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(before.count).toBe(countLine(counts, query, tab, all));
      const toc = tocItems(rows, counts, tab, all, true).map((i) => i.id);
      expect(before.toc).toEqual(toc);
      expect(before.toc.length).toBeLessThan(tocItems(rows, counts, tab, all, false).length);
      await scripts.release();
      await expect.poll(() => hydrated(page), { timeout: 30_000 }).toBe(true);
      // React has the same state: nothing moves.
      await expect.poll(async () => JSON.stringify(await painted(page)), { timeout: 10_000 }).toBe(JSON.stringify(before));
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('phones', () => {
  for (const width of [320, 360, 390, 414]) {
    test(`every tab is in sight at ${width} px`, async () => {
      const { page, context } = await openPage(site, { width, height: 800 });
      await loadPage(page, `${site.url}/`);
      const boxes = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect()).map((r) => [r.left, r.right]));
      expect(boxes).toHaveLength(4);
      for (const [left, right] of boxes) {
        expect(left).toBeGreaterThanOrEqual(0);
        expect(right).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }
});

describe('the filter on /', () => {
  test('follows the router: the navbar link to / clears it', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/?q=acl&network=arbitrum`);
    await expect.poll(() => visibleRows(page)).toBe(model().countsOf(compileFilter('acl')).nets[1]!.shown);
    await page.locator('.navbar a.navbar__link', { hasText: 'Deployed contracts' }).click();
    await expect.poll(() => page.url()).toBe(`${site.url}/`);
    await expect.poll(() => page.locator('#contract-filter').inputValue()).toBe('');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Mainnet V3');
    await expect.poll(() => visibleRows(page)).toBe(mainnetRows());
    await context.close();
  });

  test('matches badges, and several words as AND of words', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const filter = page.locator('#contract-filter');
    const zero = addressBook(siteData().networks.mainnet).flatMap((t) => t.rows).filter((r) => r.flags.includes('zeroPriceFeed')).length;
    expect(zero).toBeGreaterThan(0);
    await filter.fill('zero price feed');
    await expect.poll(() => visibleRows(page)).toBe(zero);
    const paused = model().countsOf(compileFilter('paused')).nets[0]!;
    expect(paused.shown).toBeGreaterThan(0);
    await filter.fill('paused');
    await expect.poll(() => visibleRows(page)).toBe(paused.shown);
    expect(await page.locator('#mainnet-pool-usdt-v3').isVisible()).toBe(true);
    await filter.fill('core contracts acl');
    const acl = model().countsOf(compileFilter('core contracts acl')).nets[0]!;
    expect(acl.shown).toBeGreaterThan(0);
    expect(acl.parts).toEqual(['mainnet-core-contracts']);
    await expect.poll(() => visibleRows(page)).toBe(acl.shown);
    expect(await page.locator('table[data-table="mainnet-core-contracts"] tbody tr:not([hidden]) th').allTextContents()).toContainEqual(expect.stringMatching(/^ACL/));
    await context.close();
  });

  test('fast typing on every network: the box shows each key at once, nothing is lost, rows, count and URL end as the model says', async () => {
    const { page, context, errors, filter } = await openAllNetworks();
    await filter.click();
    // Keys with no pause between them: several land before the filter's task after the frame runs.
    await page.keyboard.type('trade usdc tier 1', { delay: 0 });
    expect(await filter.inputValue()).toBe('trade usdc tier 1');
    const counts = model().countsOf(compileFilter('trade usdc tier 1'));
    const shown = scopeOf(counts, 'mainnet', true).reduce((n, s) => n + s.shown, 0);
    expect(shown).toBeGreaterThan(0);
    await expect.poll(() => visibleRows(page, '#network-tabs > [id^="panel-"]')).toBe(shown);
    expect(await page.locator('#contract-filter-count').textContent()).toBe(countLine(counts, 'trade usdc tier 1', 'mainnet', true));
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('trade usdc tier 1');
    // Backspace to nothing: every row again.
    for (let i = 0; i < 'trade usdc tier 1'.length; i++) await page.keyboard.press('Backspace', { delay: 0 });
    const total = scopeOf(counts, 'mainnet', true).reduce((n, s) => n + s.total, 0);
    await expect.poll(() => visibleRows(page, '#network-tabs > [id^="panel-"]')).toBe(total);
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  testWithFence("a keystroke lays out the filter's box alone, not the page of rows around it (Chromium's own layout trace)", async () => {
    const { page, context, errors, filter } = await openAllNetworks();
    await filter.focus();
    const browser = context.browser()!;
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    // Each key's event is handled (its text inserted and laid out) before `type` returns.
    await page.keyboard.type('weth', { delay: 0 });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: { name: string; args?: { beginData?: { partialLayout?: boolean; dirtyObjects?: number } } }[] };
    expect(await filter.inputValue()).toBe('weth');
    const layouts = trace.traceEvents.filter((e) => e.name === 'Layout' && e.args?.beginData).map((e) => e.args!.beginData!);
    // A layout that starts at a box of its own ("partial") and touches a handful of boxes: the input's. Each key makes
    // one, unless a result drawn just before it is laid out with it (then from the page's root, as results are): that
    // can happen to a key or two on a busy machine, never to all. With the containment on a flex item, where Chromium
    // never starts a layout, there was none: every key laid out 16-20 boxes from the root.
    const own = layouts.filter((l) => l.partialLayout === true && (l.dirtyObjects ?? Infinity) <= 10);
    expect(own.length, JSON.stringify(layouts)).toBeGreaterThanOrEqual(2);
    const counts = model().countsOf(compileFilter('weth'));
    await expect.poll(() => page.locator('#contract-filter-count').textContent()).toBe(countLine(counts, 'weth', 'mainnet', true));
    expect(errors).toEqual([]);
    await context.close();
  }, ['filter']);

  test("a keystroke's frame repaints little: the tables are a stacking context apart from the box, their copy glyphs neither masks nor positioned boxes, and the box has no placeholder", async () => {
    const { page, context, filter } = await openAllNetworks();
    const look = await page.evaluate(() => {
      const box = document.getElementById('contract-filter')!;
      const tabs = document.getElementById('network-tabs')!;
      // The nearest stacking context of the tables that is not the page's root, and whether the box is outside it.
      let apart: Element | null = tabs;
      while (apart && apart !== document.documentElement && getComputedStyle(apart).isolation !== 'isolate') apart = apart.parentElement;
      const copies = [...tabs.querySelectorAll('button[data-copy=""]')];
      const glyphs = copies.flatMap((b) => ['::before', '::after'].map((p) => getComputedStyle(b, p)));
      return {
        apart: apart !== null && apart !== document.documentElement && !apart.contains(box) && apart.contains(document.getElementById('contracts-more')),
        copies: copies.length,
        masked: glyphs.filter((g) => g.maskImage !== 'none' || g.webkitMaskImage !== 'none').length,
        positioned: glyphs.filter((g) => g.position !== 'static').length,
        drawn: glyphs.filter((g) => g.content !== 'none' && parseFloat(g.borderTopWidth) > 0).length,
      };
    });
    expect(look.apart).toBe(true);
    expect(look.copies).toBeGreaterThan(700);
    expect(look).toMatchObject({ masked: 0, positioned: 0, drawn: 2 * look.copies });
    // What the box matches is its description, on screen while typing.
    expect(await filter.getAttribute('placeholder')).toBeNull();
    await filter.fill('weth');
    const hint = page.locator(`#${await filter.getAttribute('aria-describedby')}`);
    expect(await hint.textContent()).toMatch(/name, badge, table title or address/);
    expect(await hint.isVisible()).toBe(true);
    await context.close();
  });

  testWithFence("the box's keystrokes reach its own handlers alone: React's root hears none, the filter filters, Escape clears, Ctrl+K still opens search", async () => {
    const { page, context, errors, filter } = await openAllNetworks();
    await page.evaluate(() => {
      const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
      const root = document.getElementById('__docusaurus')!;
      for (const type of ['keydown', 'keypress', 'keyup', 'beforeinput', 'input']) {
        root.addEventListener(type, () => heard.push(type), true);
        root.addEventListener(type, () => heard.push(type));
      }
      document.addEventListener('selectionchange', () => document.activeElement?.id === 'contract-filter' && heard.push('selectionchange'));
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    await filter.click();
    await page.keyboard.type('weth');
    const counts = model().countsOf(compileFilter('weth'));
    await expect.poll(() => page.locator('#contract-filter-count').textContent()).toBe(countLine(counts, 'weth', 'mainnet', true));
    await page.keyboard.press('Backspace');
    await expect.poll(() => page.locator('#contract-filter-count').textContent()).toBe(countLine(model().countsOf(compileFilter('wet')), 'wet', 'mainnet', true));
    expect(await heard()).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await filter.inputValue()).toBe('');
    await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
    expect(await heard()).toEqual([]);
    // A shortcut goes on to the page: Ctrl+K takes focus to the search box.
    await filter.focus();
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, ['filter']);

  test('"Nothing matches" names the networks that match, with counts, and switches to all networks', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    // A word found on other networks and not on Mainnet V3.
    const rows = model();
    const word = ['curve', 'v1', 'frax', 'arbitrum', 'velodrome', 'camelot', 'op'].find((w) => {
      const c = rows.countsOf(compileFilter(w));
      return c.nets[0]!.shown === 0 && [...c.nets, c.legacy].some((n) => n.shown > 0);
    })!;
    expect(word).toBeDefined();
    const counts = rows.countsOf(compileFilter(word));
    await page.locator('#contract-filter').fill(word);
    const note = page.locator('[data-nothing-matches]');
    await expect.poll(() => note.count()).toBe(1);
    const text = await note.innerText();
    for (const n of [...counts.nets, counts.legacy].filter((x) => x.shown > 0)) expect(text).toContain(`${n.name} (${n.shown} row${n.shown === 1 ? '' : 's'})`);
    await note.getByRole('button', { name: 'Show all networks' }).click();
    await expect.poll(() => page.locator('#contract-filter-all').isChecked()).toBe(true);
    await expect.poll(() => note.count()).toBe(0);
    // With all networks on and nothing anywhere: said so, no switch offered.
    await page.locator('#contract-filter').fill('no such contract anywhere');
    await expect.poll(() => note.innerText()).toContain('on any network');
    expect(await note.getByRole('button', { name: 'Show all networks' }).count()).toBe(0);
    await note.getByRole('button', { name: 'Clear the filter' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contract-filter');
    await context.close();
  });

  test('Clear returns focus to the filter', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    await page.locator('#contract-filter').fill('pool');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => page.locator('#contract-filter').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contract-filter');
    await context.close();
  });
});

describe('a failed copy', () => {
  for (const how of ['no clipboard (plain http)', 'permission denied'] as const) {
    test(`says so and selects the address: ${how}`, async () => {
      const { page, context, errors } = await openPage(site);
      await context.addInitScript((mode) => {
        if (mode === 'no clipboard (plain http)') Object.defineProperty(navigator, 'clipboard', { value: undefined });
        else navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      }, how);
      await loadPage(page, `${site.url}/`);
      const acl = siteData().networks.mainnet.core.acl.address;
      const button = page.locator(`#panel-mainnet span:has(> a[href$="${acl}"]) > button[data-copy]`).first();
      // Clicked again until the copy listener (a client module) is in place and the row has its final element:
      // a click on a busy machine can come before either.
      await expect
        .poll(
          async () => {
            await button.click();
            return button.getAttribute('aria-label');
          },
          { timeout: 30_000 },
        )
        .toMatch(/^Copy failed/);
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(acl);
      expect(await button.evaluate((b) => getComputedStyle(b, '::after').content)).toContain('Copy failed');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('supported tokens', () => {
  test('the liquidation threshold column sorts by threshold; filter, "Configured only" and sort live in the URL', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/tokens/mainnet`);
    const rows = tokensRows();
    expect(rows.length).toBeGreaterThan(0);
    const lts = [...rows].sort((a, b) => highestLt(b) - highestLt(a)).map(highestLt);
    await page.getByRole('button', { name: /^Credit managers/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('lt-desc');
    const ltOf = new Map(rows.map((r) => [r.id, highestLt(r)]));
    const shownIds = await page.locator('tbody tr:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id));
    expect(shownIds.map((id) => ltOf.get(id))).toEqual(lts);
    await page.getByLabel('Filter').fill('usd');
    await page.getByLabel('Configured only').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('usd');
    await expect.poll(() => new URL(page.url()).searchParams.get('configured')).toBe('1');
    const shown = await page.locator('tbody tr:not([hidden])').count();
    await reloadPage(page);
    await expect.poll(() => page.getByLabel('Filter').inputValue()).toBe('usd');
    expect(await page.getByLabel('Configured only').isChecked()).toBe(true);
    await expect.poll(() => page.locator('tbody tr:not([hidden])').count()).toBe(shown);
    expect(await page.locator('th[aria-sort="descending"] button').textContent()).toMatch(/^Credit managers/);
    await context.close();
  });
});

describe('nothing typed before the scripts run is lost (6× slower CPU)', () => {
  test('/: the filter', async () => {
    const { page, context, errors } = await openPage(site);
    await slowCpu(context, page);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/`);
    await page.locator('#contract-filter').click();
    await page.keyboard.type('Trade USDC Tier 1');
    expect(scripts.held()).toBeGreaterThan(0);
    await scripts.release();
    const expected = model().countsOf(compileFilter('Trade USDC Tier 1')).nets[0]!.shown;
    expect(expected).toBeLessThan(mainnetRows());
    await expect.poll(() => visibleRows(page), { timeout: 40_000 }).toBe(expected);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Trade USDC Tier 1');
    expect(await page.locator('#contract-filter').inputValue()).toBe('Trade USDC Tier 1');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('/tokens/mainnet: the filter and "Configured only"', async () => {
    const { page, context } = await openPage(site);
    await slowCpu(context, page);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/tokens/mainnet`);
    const total = await page.locator('tbody tr').count();
    await page.getByLabel('Filter').click();
    await page.keyboard.type('GHO');
    await page.getByLabel('Configured only').check();
    await scripts.release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 40_000 }).toBe('GHO');
    const expected = shownRows(tokensRows(), { query: 'GHO', configured: true, sort: { key: null, dir: 1 } }).map((r) => r.id);
    expect(expected.length).toBeLessThan(total);
    await expect.poll(() => page.locator('tbody tr:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id))).toEqual(expected);
    expect(await page.getByLabel('Filter').inputValue()).toBe('GHO');
    expect(new URL(page.url()).searchParams.get('configured')).toBe('1');
    await context.close();
  });

  test('/tokens/mainnet: a sort header clicked before the scripts run', async () => {
    const { page, context } = await openPage(site);
    await slowCpu(context, page);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/tokens/mainnet`);
    await page.getByRole('button', { name: /^Credit managers/ }).click();
    await scripts.release();
    const expected = shownRows(tokensRows(), { query: '', configured: false, sort: { key: 'lt', dir: -1 } }).map((r) => r.id);
    await expect.poll(() => page.locator('th[aria-sort="descending"] button').textContent(), { timeout: 40_000 }).toMatch(/^Credit managers/);
    expect(await page.locator('tbody tr:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id))).toEqual(expected);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('lt-desc');
    await context.close();
  });

  test('/lookup: an address typed before the scripts run is looked up', async () => {
    const { page, context } = await openPage(site);
    await slowCpu(context, page);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/lookup`);
    const acl = siteData().networks.mainnet.core.acl.address;
    await page.locator('#lookup-address').click();
    await page.keyboard.type(acl);
    await scripts.release();
    await expect.poll(() => page.locator('main h2').first().textContent(), { timeout: 40_000 }).toMatch(/place/);
    expect(await page.locator('#lookup-address').inputValue()).toBe(acl);
    await context.close();
  });

  test('/decode: data pasted before the scripts run is decoded', async () => {
    const { page, context } = await openPage(site);
    await slowCpu(context, page);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/decode`);
    await page.locator('#decode-input').click();
    // A bare selector the decoder names.
    await page.keyboard.type('0x6b895d04');
    await scripts.release();
    await expect.poll(() => page.locator('#decode-status').textContent(), { timeout: 40_000 }).toBe('Selector 0x6b895d04: 1 match.');
    await expect.poll(() => new URL(page.url()).searchParams.get('data')).toBe('0x6b895d04');
    await context.close();
  });

  test('the navbar search box', async () => {
    const { page, context } = await openPage(site);
    await slowCpu(context, page);
    const scripts = await holdBack(page, /\/assets\/js\//);
    await openParsed(page, `${site.url}/tokens/mainnet`);
    await page.locator('input.navbar__search-input').click();
    await page.keyboard.type('wstETH');
    await scripts.release();
    await expect.poll(() => page.locator('[role="listbox"]').getAttribute('data-query'), { timeout: 40_000 }).toBe('wstETH');
    await context.close();
  });
});

describe('the search box never takes focus back', () => {
  test('arrow keys on the network tabs keep switching tabs while the search index arrives late', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const index = await holdBack(page, /\/pagefind\//);
    await page.locator('input.navbar__search-input').focus();
    await page.keyboard.type('pool');
    await expect.poll(() => index.held()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Mainnet V3' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Arbitrum');
    await index.release();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/pagefind/') && e.name.endsWith('.pf_meta')).length))
      .toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Mainnet V2/V1');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-mainnet-v2');
    expect(errors).toEqual([]);
    await context.close();
  });
});
