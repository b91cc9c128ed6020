/**
 * "Changes since block N": a build given SNAPSHOT_PREVIOUS_DIR (a changed copy of the snapshots), made once per run
 * into its own folder (tests/helpers/changedData.ts, shared with fresh-data.e2e.ts), and the main build without it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { groupDigits } from '../../src/domain/data/format';
import { NETWORK_IDS } from '../../src/domain/data/networks';
import { changesPath, creditManagerPath } from '../../src/domain/data/paths';
import { siteData } from '../helpers/data';
import { changedDataBuild, changedDataDir, PREVIOUS } from '../helpers/changedData';
import { axeViolations, BUILD_DIR, loadPage, openPage, useSite } from '../helpers/browser';

const real = siteData().networks;
const outDir = changedDataDir();
const { mainnetBlock: PREVIOUS_BLOCK, added, renamed, facadeOf } = PREVIOUS;

beforeAll(async () => {
  await changedDataBuild();
}, 900_000);
const site = useSite({ dir: outDir });

describe('with SNAPSHOT_PREVIOUS_DIR', () => {
  test('the page per network: "Changes since block N", each change in words, values with their raw form', async () => {
    const { page, context, errors, foreign } = await openPage(site);
    await loadPage(page, `${site.url}${changesPath('mainnet')}`);
    expect(await page.locator('h1').allTextContents()).toEqual([`Changes since block ${groupDigits(PREVIOUS_BLOCK)}`]);
    const rows = await page.$$eval('main table tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText.trim().split('\n')[0])));
    expect(rows).toContainEqual(['Liquidation threshold of WETH', 'changed', '85%', '90%']);
    expect(rows).toContainEqual(['Pool', 'renamed', 'Old WBTC name', renamed.name]);
    expect(rows.filter((r) => r[0] === 'Credit manager')).toEqual([['Credit manager', 'added', 'not present', added.name]]);
    expect(rows).toHaveLength(3 + added.adapters.length + 2);
    // Links to the state pages (current ones only) and the explorer.
    expect(await page.locator(`main a[href="${creditManagerPath('mainnet', added.name)}"]`).count()).toBeGreaterThan(0);
    // The added manager's address: under its section's heading and in its row.
    expect(await page.locator(`main a[href="https://etherscan.io/address/${added.address}"]`).count()).toBe(2);
    await page.getByRole('button', { name: 'Show raw values' }).click();
    const lt = page.locator('main tr', { has: page.locator('th', { hasText: 'Liquidation threshold of WETH' }) });
    await expect.poll(async () => (await lt.locator('td').nth(1).innerText()).trim()).toBe('8500');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('a replaced facade on Arbitrum; nothing changed on Optimism, and the page says so', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}${changesPath('arbitrum')}`);
    const row = page.locator('main tbody tr');
    expect(await row.count()).toBe(1);
    expect((await row.locator('th').innerText()).trim()).toBe('Credit facade');
    expect(await row.locator('td').nth(0).innerText()).toBe('replaced');
    expect(await row.locator('td').nth(1).innerText()).toContain(PREVIOUS.facade);
    expect(await row.locator('td').nth(2).innerText()).toContain(facadeOf.facade.address);
    await loadPage(page, `${site.url}${changesPath('optimism')}`);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await page.locator('main').innerText()).toContain('no contract and no compared parameter changed');
    await context.close();
  });

  test("linked from each network's tab on / and from its state overview", async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    for (const id of NETWORK_IDS) expect(await page.locator(`#panel-${id} a[href="${changesPath(id)}"]`).count(), id).toBe(1);
    expect(await page.locator(`#panel-mainnet a[href="${changesPath('mainnet')}"]`).innerText()).toBe(`Changes since block ${groupDigits(PREVIOUS_BLOCK)}`);
    for (const id of NETWORK_IDS) {
      await loadPage(page, `${site.url}/state/${id}`);
      expect(await page.locator(`main a[href="${changesPath(id)}"]`).count(), id).toBe(1);
    }
    await page.locator(`main a[href="${changesPath('optimism')}"]`).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Changes since block ${groupDigits(real.optimism.block)}`);
    await context.close();
  });

  test('axe-core finds no violations, light and dark; no sideways scroll on a phone', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(site, { colorScheme });
      for (const id of ['mainnet', 'optimism'] as const) {
        await loadPage(page, `${site.url}${changesPath(id)}`);
        expect(await axeViolations(page), `${id} ${colorScheme}`).toEqual([]);
      }
      await context.close();
    }
    const { page, context } = await openPage(site, { width: 390, height: 844 });
    await loadPage(page, `${site.url}${changesPath('mainnet')}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  test('index.json gains a previous section: block and address book rows added, removed, changed', () => {
    const index = JSON.parse(readFileSync(path.join(outDir, 'addresses/index.json'), 'utf8'));
    expect(index.schemaVersion).toBe(1);
    expect(index.files.map((f: { block: number }) => f.block)).toEqual([...NETWORK_IDS.map((id) => real[id].block), 0]);
    expect(index.previous.networks).toEqual([
      { network: 'mainnet', block: PREVIOUS_BLOCK, timestamp: real.mainnet.timestamp - 86_400, added: 3 + added.adapters.length, removed: 0, changed: 4, changes: '/state/mainnet/changes' },
      { network: 'arbitrum', block: real.arbitrum.block - 1000, timestamp: real.arbitrum.timestamp, added: 0, removed: 0, changed: 1, changes: '/state/arbitrum/changes' },
      { network: 'optimism', block: real.optimism.block, timestamp: real.optimism.timestamp, added: 0, removed: 0, changed: 0, changes: '/state/optimism/changes' },
    ]);
  });
});

describe.skipIf(process.env.SNAPSHOT_PREVIOUS_DIR)('without SNAPSHOT_PREVIOUS_DIR (the main build)', () => {
  test('no changes page, no link to one, no previous section; the pages still say which block the data is from', () => {
    for (const id of NETWORK_IDS) expect(existsSync(path.join(BUILD_DIR, `${changesPath(id).slice(1)}.html`)), id).toBe(false);
    const home = readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
    expect(home).not.toContain('Changes since block');
    for (const id of NETWORK_IDS) expect(home).toContain(groupDigits(real[id].block));
    const overview = readFileSync(path.join(BUILD_DIR, 'state/mainnet.html'), 'utf8');
    expect(overview).not.toMatch(/changes since block/i);
    expect(overview).toContain(`snapshot at block`);
    expect(overview).toContain(groupDigits(real.mainnet.block));
    const index = JSON.parse(readFileSync(path.join(BUILD_DIR, 'addresses/index.json'), 'utf8'));
    expect(index).not.toHaveProperty('previous');
  });
});
