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
import { V31_ROLES } from '../../src/domain/protocol/v31Roles';
import { ACCESS_CLASS_INFO } from '../../src/domain/protocol/accessClass';
import { axeViolations, loadPage, openPage, useSite } from '../helpers/browser';

const site = useSite();
const v31 = siteData().v31;

type Big = { __value: string };
interface RawState {
  addressProvider: { addresses: Record<string, Record<string, string>> };
  markets: {
    configurator: string;
    pool: { baseParams: { addr: string }; name: string; availableLiquidity: Big };
    priceOracle: { priceFeedTree: unknown[] };
    creditManagers: { creditManager: { baseParams: { addr: string }; name: string }; creditFacade: { baseParams: { addr: string }; maxDebt: Big }; adapters: { baseParams: { addr: string }; targetContract: string }[] }[];
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

  describe('Check it yourself on V3.1 rows', () => {
    /** Opens the dialog of the Check button in `row` and waits for its two code blocks; returns the dialog. */
    async function openCheck(page: Page, row: ReturnType<Page['locator']>) {
      await row.getByRole('button', { name: /^Check it yourself: / }).click();
      const dialog = page.locator('dialog[open]');
      await expect.poll(() => dialog.locator('pre').count()).toBe(2);
      return dialog;
    }

    test("a credit facade and an address-provider entry: the read that proves each, at its state's block; axe-clean at 1280 and 390 px", async () => {
      const suite = raw.creditManagers[0];
      if (!suite) throw new Error('no suite');
      const manager = suite.creditManager.baseParams.addr;
      const facade = suite.creditFacade.baseParams.addr;
      const { page, context, errors } = await openPage(site);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await loadPage(page, `${site.url}${v31CreditSuitePath('mainnet', manager)}`);
      const facadeRow = page.locator('table tr', { has: page.locator('th:text-is("Credit facade")') }).first();
      expect(await facadeRow.locator('td').innerText()).toContain(facade);
      const dialog = await openCheck(page, facadeRow);
      expect(requested).toContain('/addresses/v3.1-mainnet.json');
      const [cast = '', viem = ''] = await dialog.locator('pre').allTextContents();
      // The facade is read from its credit manager, at the block of the state the suite is from (not the newest).
      expect(cast).toBe(`cast call ${manager} "creditFacade()(address)" --block ${kpk.state.block} --rpc-url $ETH_RPC_URL`);
      expect(kpk.state.block).not.toBe(v31.states.at(-1)?.block);
      expect(viem).toContain(`blockNumber: ${kpk.state.block}n`);
      expect(viem).toContain(facade);
      const text = (await dialog.textContent()) ?? '';
      expect(text).toContain(`${ACCESS_CLASS_INFO[V31_ROLES.v31CreditFacade.class].label}: ${V31_ROLES.v31CreditFacade.reason}`);
      expect(text).toContain(`at block ${kpk.state.block.toLocaleString('en-US')} of Mainnet`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Check it yourself: Credit facade of /);

      // The network page: an address-provider entry with a version, read by key and version from the address provider.
      const newest = v31.states.at(-1);
      if (!newest) throw new Error('no state');
      const entries = Object.entries(rawOf(newest.file).addressProvider.addresses).flatMap(([key, byVersion]) => Object.entries(byVersion).map(([version, address]) => ({ key, version, address })));
      const entry = entries.find((e) => e.key === 'MARKET_CONFIGURATOR_FACTORY') ?? entries[0];
      const versioned = entries.find((e) => Number(e.version) > 0 && entries.filter((x) => x.address.toLowerCase() === e.address.toLowerCase()).length === 1);
      if (!entry || !versioned) throw new Error('no entries');
      await loadPage(page, `${site.url}${v31NetworkPath('mainnet')}`);
      const system = page.locator('table[aria-labelledby="system-contracts"] tbody tr');
      expect(await system.getByRole('button', { name: /^Check it yourself: / }).count()).toBe(entries.length);
      const bytes32 = (key: string) => `0x${Buffer.from(key).toString('hex').padEnd(64, '0')}`;
      for (const e of [entry, versioned]) {
        const d = await openCheck(page, system.filter({ hasText: e.address }));
        const [c = ''] = await d.locator('pre').allTextContents();
        expect(c).toBe(`cast call ${v31.networks.addressProvider} "getAddress(bytes32,uint256)(address)" ${bytes32(e.key)} ${e.version} --block ${newest.block} --rpc-url $ETH_RPC_URL`);
        expect(await d.textContent()).toContain(e.address);
        await page.keyboard.press('Escape');
        await expect.poll(() => d.count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await context.close();

      // axe on the open dialog (the page behind is inert), wide and narrow; no sideways scroll.
      for (const [width, colorScheme] of [[1280, 'light'], [390, 'dark']] as const) {
        const v = await openPage(site, { width, height: 844, colorScheme });
        await loadPage(v.page, `${site.url}${v31CreditSuitePath('mainnet', manager)}`);
        await openCheck(v.page, v.page.locator('table tr', { has: v.page.locator('th:text-is("Credit facade")') }).first());
        expect(await axeViolations(v.page), `${width} ${colorScheme}, dialog open`).toEqual([]);
        expect(await v.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(v.errors).toEqual([]);
        await v.context.close();
      }
    });
  });
});
