/**
 * The V3.1 pages in the browser (issue 33): one page of each kind, opened as a person would, shows what the state files
 * hold (read raw here, not through the site's model), with its raw values one press away and no console error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { V31_PATH, v31CreditSuitePath, v31CuratorPath, v31MarketPath, v31NetworkPath } from '../../src/domain/data/paths';
import { groupDigits } from '../../src/domain/data/format';
import { siteData } from '../helpers/data';
import { loadPage, openPage, useSite } from '../helpers/browser';

const site = useSite();
const v31 = siteData().v31;

type Big = { __value: string };
interface RawState {
  addressProvider: { addresses: Record<string, Record<string, string>> };
  markets: {
    configurator: string;
    pool: { baseParams: { addr: string }; name: string; availableLiquidity: Big };
    priceOracle: { priceFeedTree: unknown[] };
    creditManagers: { creditManager: { baseParams: { addr: string }; name: string }; creditFacade: { maxDebt: Big }; adapters: { baseParams: { addr: string }; targetContract: string }[] }[];
  }[];
}
const rawOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RawState;

/** The value cell next to a row header with this label. */
async function fieldText(page: Page, label: string): Promise<string> {
  const row = page.locator('table tr', { has: page.locator(`th:text-is("${label}")`) }).first();
  return (await row.locator('td').first().innerText()).trim();
}

/** The KPK wstETH market, from the newest state that holds it, as the file has it. */
const kpk = v31.markets.find((m) => m.market.pool.name === 'wstETH v3');
if (!kpk) throw new Error('no KPK wstETH v3 market');
const raw = rawOf(kpk.state.file).markets.find((m) => m.pool.baseParams.addr.toLowerCase() === kpk.market.pool.address.toLowerCase());
if (!raw) throw new Error('the market is not in its file');

describe('Gearbox V3.1 in the browser', () => {
  test('the network map: 16 networks, each linked, with the address provider and what the site holds', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${V31_PATH}`);
    expect(await page.locator('h1').allTextContents()).toEqual(['Gearbox V3.1 networks']);
    for (const n of v31.networks.networks) expect(await page.locator(`main a[href="${v31NetworkPath(n.slug)}"]`).count(), n.name).toBeGreaterThan(0);
    const rows = page.locator('table[aria-labelledby="networks"] tbody tr');
    expect(await rows.count()).toBe(16);
    // Each row's address provider links to that network's explorer.
    const base = v31.networks.networks.find((n) => n.name === 'Base');
    expect(await page.locator(`a[href="${base?.explorer}/address/${v31.networks.addressProvider}"]`).count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('Curators only: the site holds no Base state.');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Mainnet: every address-provider key and version of the newest state', async () => {
    const newest = v31.states.at(-1);
    if (!newest) throw new Error('no state');
    const file = rawOf(newest.file);
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${v31NetworkPath('mainnet')}`);
    const text = await page.locator('table[aria-labelledby="system-contracts"]').innerText();
    for (const [key, versions] of Object.entries(file.addressProvider.addresses)) {
      expect(text).toContain(key);
      for (const a of Object.values(versions)) expect(text).toContain(a);
    }
    expect(await page.locator('main').innerText()).toContain(`snapshot at block ${groupDigits(newest.block)}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a market: the file's numbers, raw one press away, and its price feeds page with the whole feed tree", async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${v31MarketPath('mainnet', kpk.market.pool.address)}`);
    expect(await page.locator('h1').textContent()).toBe(raw.pool.name);
    await page.getByRole('button', { name: 'Show raw values' }).click();
    await expect.poll(() => fieldText(page, 'Available liquidity')).toBe(raw.pool.availableLiquidity.__value);
    expect(await page.locator('main').innerText()).toContain(`snapshot at block ${groupDigits(kpk.state.block)}`);
    // Its price feeds: the whole tree, each feed a row that the feeds reading it link to.
    await page.getByRole('link', { name: "each token's feed and the feed tree, decoded" }).click();
    await page.locator('table[aria-labelledby="feed-tree"]').waitFor();
    expect(await page.locator('table[aria-labelledby="feed-tree"] tbody tr').count()).toBe(raw.priceOracle.priceFeedTree.length);
    const reads = page.locator('table[aria-labelledby="feed-tree"] td a[href*="#tree-"]').first();
    const target = (await reads.getAttribute('href'))?.split('#')[1] ?? '';
    expect(await page.locator(`tr[id="${target}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a credit suite: its maximum debt and every adapter's target, as the file has them", async () => {
    const suite = raw.creditManagers.find((s) => s.adapters.length > 0);
    if (!suite) throw new Error('no suite with adapters');
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${v31CreditSuitePath('mainnet', suite.creditManager.baseParams.addr)}`);
    expect(await page.locator('h1').textContent()).toBe(suite.creditManager.name);
    const adapters = await page.locator('table[aria-labelledby="adapters"]').innerText();
    for (const a of suite.adapters) {
      expect(adapters).toContain(a.baseParams.addr);
      expect(adapters).toContain(a.targetContract);
    }
    await page.getByRole('button', { name: 'Show raw values' }).click();
    await expect.poll(() => fieldText(page, 'Maximum debt')).toBe(suite.creditFacade.maxDebt.__value);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a test curator is labelled as one, and its markets are listed', async () => {
    const curator = v31.networks.networks[0]?.curators.find((c) => c.test && v31.markets.some((m) => m.market.configurator === c.configurator));
    if (!curator) throw new Error('no test curator with markets');
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${v31CuratorPath('mainnet', curator.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}`);
    expect(await page.locator('h1').textContent()).toBe(`${curator.name} (test curator)`);
    const markets = v31.markets.filter((m) => m.market.configurator === curator.configurator);
    expect(await page.locator('table[aria-labelledby="markets"] tbody tr').count()).toBe(markets.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
