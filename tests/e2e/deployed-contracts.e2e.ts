import { describe, expect, test } from 'vitest';
import { NETWORKS, NETWORK_IDS } from '../../src/domain/data/networks';
import { addressBook } from '../../src/pageData/addressBook';
import { legacyBook, legacyRowCount } from '../../src/pageData/legacyBook';
import { siteData } from '../helpers/data';
import { axeViolations, loadPage, openPage, reloadPage, useSite } from '../helpers/browser';

const site = useSite();

/** Titles and rows of the visible tab panel, read from the DOM. */
async function visibleTables(page: import('playwright-core').Page) {
  return page.$$eval('[role="tabpanel"]:not([hidden]) table[data-table]', (tables) =>
    tables.map((s) => ({
      title: document.getElementById((s as HTMLElement).dataset.table ?? '')?.firstChild?.textContent ?? '',
      rows: [...s.querySelectorAll('tbody tr')].map((tr) => {
        const a = tr.querySelector('td a') as HTMLAnchorElement | null;
        return { label: tr.querySelector('th')?.childNodes[0]?.textContent ?? '', address: a?.textContent ?? '', href: a?.href ?? '', target: a?.target ?? '', rel: a?.rel ?? '' };
      }),
    })),
  );
}

describe('Deployed Contracts page (/)', () => {
  test('has one h1, four tabs, Mainnet V3 active by default, no console errors and no foreign requests', async () => {
    const { page, errors, foreign, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    expect(await page.locator('h1').allTextContents()).toEqual(['Deployed Contracts']);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Mainnet V3', 'Arbitrum', 'Optimism', 'Mainnet V2/V1']);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Mainnet V3');
    expect(await page.locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  for (const id of NETWORK_IDS) {
    test(`${NETWORKS[id].tabLabel} tab shows every table and row of the snapshot, linked to ${NETWORKS[id].explorer}`, async () => {
      const { page, context, errors } = await openPage(site);
      await loadPage(page, `${site.url}/`);
      const expected = addressBook(siteData().networks[id]);
      // Wait for the state: the tab selected (clicked again until the page has hydrated: the tabs need scripts),
      // and its panel the one shown with every table.
      await expect
        .poll(async () => {
          await page.getByRole('tab', { name: NETWORKS[id].tabLabel }).click();
          return page.getByRole('tab', { selected: true }).textContent();
        })
        .toBe(NETWORKS[id].tabLabel);
      await expect.poll(async () => (await visibleTables(page)).map((t) => t.title)).toEqual(expected.map((t) => t.title));
      const shown = await visibleTables(page);
      for (const [i, table] of expected.entries()) {
        const dom = shown[i];
        expect(dom?.rows.map((r) => r.label)).toEqual(table.rows.map((r) => r.label));
        expect(dom?.rows.map((r) => r.address)).toEqual(table.rows.map((r) => r.address));
      }
      for (const r of shown.flatMap((t) => t.rows)) {
        expect(r.href).toBe(`${NETWORKS[id].explorer}/address/${r.address}`);
        expect(r.target).toBe('_blank');
        expect(r.rel).toBe('noopener noreferrer');
      }
      const meta = await page.locator('[role="tabpanel"]:not([hidden]) dl').textContent();
      expect(meta).toContain(String(NETWORKS[id].chainId));
      const blockLink = page.locator('[role="tabpanel"]:not([hidden]) dl a');
      expect(await blockLink.getAttribute('href')).toBe(`${NETWORKS[id].explorer}/block/${siteData().networks[id].block}`);
      // The table of contents lists the active tab's tables.
      await expect.poll(() => page.locator('.table-of-contents a').allTextContents()).toEqual([NETWORKS[id].name, ...expected.map((t) => t.title), 'Previous versions', 'What the data covers', 'Addresses as data']);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('Mainnet V2/V1 tab renders every legacy address with etherscan links', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/?network=mainnet-v2`);
    // Counted once the page shows the URL's tab: that tab selected and its panel the only one shown. Until React
    // applies the URL, the panel without `hidden` is the server's Mainnet V3 one (a style shows the other), and
    // counting then found its 327 links.
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Mainnet V2/V1');
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden])').evaluateAll((ps) => ps.map((p) => p.id))).toEqual(['panel-mainnet-v2']);
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    const links = await panel.locator('td a').evaluateAll((as) => as.map((a) => [a.textContent, (a as HTMLAnchorElement).href]));
    const sections = legacyBook(siteData().legacy);
    expect(links).toHaveLength(legacyRowCount(sections));
    for (const [text, href] of links) expect(href).toBe(`https://etherscan.io/address/${text}`);
    const headings = (await panel.locator('h3, h4, h5').allTextContents()).map((h) => h.replace(/\u200b/g, ''));
    expect(headings).toEqual(expect.arrayContaining(['Core', 'Governance', 'Pool FRAX', 'V2.1', 'V2 (Deprecated)', 'V1 (Deprecated)', 'Adapters']));
    await context.close();
  });

  test('paused contracts and zero price feeds are marked', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const heading = (id: string) => page.locator(`#${id} + p`).textContent();
    expect(await heading('mainnet-pool-usdt-v3')).toContain('paused');
    expect(await heading('mainnet-pool-trade-usdc-v3')).not.toContain('paused');
    // Pool and credit manager tables link to their protocol-state pages.
    expect(await page.locator('#mainnet-pool-usdt-v3 + p a', { hasText: 'All parameters' }).getAttribute('href')).toBe('/state/mainnet/pools/usdt-v3');
    const zeroRows = page.locator('table[data-table="mainnet-main-price-feeds"] tbody th', { hasText: 'zero price feed' });
    const zero = addressBook(siteData().networks.mainnet).find((t) => t.kind === 'mainFeeds')?.rows.filter((r) => r.flags.includes('zeroPriceFeed'));
    expect(zero?.length).toBeGreaterThan(0);
    expect(await zeroRows.count()).toBe(zero?.length);
    await context.close();
  });

  test('the selected tab lives in the URL and survives a reload', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    // Clicked again until the page has hydrated (a click before that does nothing: the tabs need scripts).
    await expect
      .poll(async () => {
        await page.getByRole('tab', { name: 'Arbitrum' }).click();
        return new URL(page.url()).searchParams.get('network');
      })
      .toBe('arbitrum');
    await reloadPage(page);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Arbitrum');
    expect(await page.locator('[role="tabpanel"]:not([hidden]) h2').first().textContent()).toContain('Arbitrum One');
    // Arrow keys move between tabs.
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Optimism');
    await expect.poll(() => new URL(page.url()).searchParams.get('network')).toBe('optimism');
    await context.close();
  });

  test('the copy button copies the checksummed address and says so', async () => {
    const { page, context } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await loadPage(page, `${site.url}/`);
    const button = page.locator('#panel-mainnet').getByRole('button', { name: 'Copy address of ACL' });
    await button.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteData().networks.mainnet.core.acl.address);
    const copied = page.locator('#panel-mainnet').getByRole('button', { name: 'Copied address of ACL' });
    await expect.poll(() => copied.count()).toBe(1);
    // Said once, in the page's one live region (src/browser/client/copyButtons.ts), not in a region per button.
    expect(await page.locator('[aria-live]').evaluateAll((els) => els.filter((e) => e.textContent === 'Copied address of ACL').length)).toBe(1);
    expect(await page.locator('body > [data-copy-status][aria-live="polite"]').textContent()).toBe('Copied address of ACL');
    expect(await page.locator('#panel-mainnet [aria-live]').count()).toBe(0);
    // A tab opened later hydrates on demand: its buttons work too.
    await page.getByRole('tab', { name: 'Optimism' }).click();
    await page.locator('#panel-optimism').getByRole('button', { name: 'Copy address of ACL' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteData().networks.optimism.core.acl.address);
    await context.close();
  });

  test('no sideways scroll at 390 px, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(site, { width: 390, height: 844, colorScheme });
      await loadPage(page, `${site.url}/`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();
    }
  });

  // axe on / as it opens (the first tab), on a phone too, where buttons sit beside wrapped addresses, and on
  // /docs/intro: accessibility.e2e.ts, which checks every page, and / in light and dark at 1280 and 390 px.
  test('axe-core finds no violations on the Mainnet V2/V1 tab of /', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/?network=mainnet-v2`);
    await expect.poll(() => page.locator('[role="tabpanel"]:not([hidden])').evaluateAll((ps) => ps.map((p) => p.id))).toEqual(['panel-mainnet-v2']);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('site shell', () => {
  test('html lang, favicon, logo text, repository and chat links, footer year, dark mode toggle', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/favicon\.svg$/);
    expect(await page.locator('.navbar__title').first().textContent()).toBe('Gearbox for developers');
    expect(await page.locator('a.navbar__link[href^="https://github.com/"]').count()).toBe(1);
    expect(await page.locator('a.navbar__link[href*="discord"]').count()).toBe(1);
    expect(await page.locator('.footer__copyright').textContent()).toContain(String(new Date().getFullYear()));
    expect(await page.locator('a.theme-edit-this-page').getAttribute('href')).toMatch(/^https:\/\/github\.com\/.+\/edit\/main\/docs\/intro\.md$/);
    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    expect(await page.getAttribute('html', 'data-theme')).toMatch(/dark|light/);
    await context.close();
  });

  test('sidebar sections in order (the V3.1 docs after the introduction), Deployed contracts pointing at /, Gearbox V3.1 at /v3.1, Protocol state after them', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    const items = await page.locator('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a').allTextContents();
    expect(items).toEqual([
      'Introduction', 'V3.1 docs', 'Core concepts', 'System contracts', 'Credit accounts', 'Adapters', 'Oracles', 'Bots', 'Pools', 'How-to guides', 'Errors', 'V2 docs', 'Deployed contracts', 'Gearbox V3.1', 'Protocol state', 'Supported tokens',
    ]);
    expect(await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Deployed contracts' }).getAttribute('href')).toBe('/');
    expect(await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Gearbox V3.1' }).getAttribute('href')).toBe('/v3.1');
    await context.close();
  });

  test('an unknown path answers 404 inside the site layout with sidebar and search', async () => {
    const { page, context } = await openPage(site);
    const response = await loadPage(page, `${site.url}/docs/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').allTextContents()).toEqual(['Page not found']);
    expect(await page.locator('nav.navbar').count()).toBe(1);
    expect(await page.locator('.theme-doc-sidebar-menu').count()).toBe(1);
    expect(await page.locator('.navbar__search, [class*="searchBar"], input[type="search"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('client-side navigation', () => {
  test('arriving at / from a docs page renders every table (no server HTML to reuse)', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/docs/intro`);
    await page.locator('.theme-doc-sidebar-menu a', { hasText: 'Deployed contracts' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('#panel-mainnet tbody tr').count()).toBe(addressBook(siteData().networks.mainnet).reduce((n, t) => n + t.rows.length, 0));
    await page.getByRole('tab', { name: 'Arbitrum' }).click();
    await expect.poll(() => page.locator('#panel-arbitrum tbody tr').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
