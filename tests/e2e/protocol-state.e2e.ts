import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { NETWORKS, NETWORK_IDS } from '../../src/domain/data/networks';
import { bpsToPercent, formatAmount, rayToPercent } from '../../src/domain/data/format';
import { labeler } from '../../src/domain/data/labels';
import { poolPath, creditManagerPath } from '../../src/domain/data/paths';
import { policyName } from '../../src/domain/protocol/timelock';
import { siteData } from '../helpers/data';
import { loadPage, openPage, useSite } from '../helpers/browser';

const site = useSite();

/** The value cell next to a row header with this label. */
async function fieldText(page: Page, label: string): Promise<string> {
  const row = page.locator('table tr', { has: page.locator(`th:text-is("${label}"), th:has-text("${label}")`) }).first();
  return (await row.locator('td').first().innerText()).trim();
}

describe.each(NETWORK_IDS)('protocol state on %s', (id) => {
  const snap = siteData().networks[id];
  const names = labeler(snap);

  test('overview links every pool and credit manager', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/state/${id}`);
    expect(await page.locator('h1').allTextContents()).toEqual([`${NETWORKS[id].name} protocol state`]);
    for (const p of snap.pools) expect(await page.locator(`a[href="${poolPath(id, p.name)}"]`).count()).toBeGreaterThan(0);
    for (const c of snap.creditManagers) expect(await page.locator(`a[href="${creditManagerPath(id, c.name)}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).toContain(String(snap.block).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a pool page shows the snapshot numbers', async () => {
    const p = snap.pools[snap.pools.length - 1]!;
    const sym = names.tokenOrAddress(p.underlying);
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${poolPath(id, p.name)}`);
    expect(await page.locator('h1').textContent()).toBe(p.name);
    expect(await fieldText(page, 'Total debt limit')).toBe(`${formatAmount(p.totalDebtLimit, p.decimals)} ${sym}`);
    expect(await fieldText(page, 'Base interest rate')).toBe(`${rayToPercent(p.baseInterestRate)} per year`);
    expect(await fieldText(page, 'U1')).toBe(bpsToPercent(p.interestModel.U1));
    expect(await fieldText(page, 'Rslope3')).toBe(bpsToPercent(p.interestModel.Rslope3));
    expect(await page.locator('figure svg[role="img"]').count()).toBe(1);
    expect(await page.locator('table[aria-labelledby="quotas"] tbody tr').count()).toBe(p.quotas.length);
    // The raw switch shows on-chain values.
    const toggle = page.locator('main button', { hasText: /^Show (raw values|human units)$/ });
    expect(await toggle.getAttribute('aria-pressed')).toBeNull();
    await page.getByRole('button', { name: 'Show raw values' }).click();
    expect(await fieldText(page, 'Total debt limit')).toBe(p.totalDebtLimit.toString());
    // The label says what the next press does; it does not also report a pressed state.
    await expect.poll(() => toggle.textContent()).toBe('Show human units');
    expect(await toggle.getAttribute('aria-pressed')).toBeNull();
    await toggle.click();
    await expect.poll(() => fieldText(page, 'Total debt limit')).toBe(`${formatAmount(p.totalDebtLimit, p.decimals)} ${sym}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a credit manager page shows the snapshot numbers', async () => {
    const c = snap.creditManagers[0]!;
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}${creditManagerPath(id, c.name)}`);
    expect(await page.locator('h1').textContent()).toBe(c.name);
    expect(await fieldText(page, 'Liquidation discount')).toBe(bpsToPercent(c.liquidationDiscount));
    expect(await fieldText(page, 'Liquidation premium')).toBe(bpsToPercent(10_000 - c.liquidationDiscount));
    expect(await fieldText(page, 'Interest fee')).toBe(bpsToPercent(c.feeInterest));
    const rows = page.locator('table[aria-labelledby="collateral-tokens"] tbody tr');
    expect(await rows.count()).toBe(c.collateralTokens.length);
    expect((await rows.first().locator('td').nth(1).innerText()).trim()).toBe(bpsToPercent(c.collateralTokens[0]!.liquidationThreshold));
    expect(await page.locator('table[aria-labelledby="adapters"] tbody tr').count()).toBe(c.adapters.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('price feeds and governance pages', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/state/${id}/price-feeds`);
    const tokens = new Set([...snap.priceOracle.main, ...snap.priceOracle.reserve].map((f) => f.token.toLowerCase()));
    expect(await page.locator('tbody tr[id^="feed-"]').count()).toBe(tokens.size);
    const first = snap.priceOracle.main[0]!;
    expect(await page.locator(`tr#feed-${first.token.toLowerCase()} td`).first().textContent()).toContain(first.feed.address);
    await loadPage(page, `${site.url}/state/${id}/governance`);
    const policyNames = await page.locator('table[aria-labelledby="timelock-policies"] tbody th').allTextContents();
    expect(policyNames.sort()).toEqual(snap.core.controllerTimelock.policies.map((p) => policyName(p.hash) ?? p.hash).sort());
    expect(await page.locator('main').textContent()).toContain(snap.core.acl.owner);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('supported tokens and phones', () => {
  test('the tokens table filters and sorts', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/tokens/mainnet`);
    // The filter hides the rows it does not show (tokensInPlace.ts).
    const rows = page.locator('tbody tr:not([hidden])');
    const total = await rows.count();
    expect(total).toBeGreaterThanOrEqual(183);
    // Typed again until the page has hydrated and the table follows the box.
    await expect
      .poll(async () => {
        await page.getByLabel('Filter').fill('wstETH');
        return rows.count();
      })
      .toBeLessThan(total);
    expect(await rows.first().locator('th').textContent()).toContain('wstETH');
    await page.getByLabel('Filter').fill('');
    await page.getByRole('button', { name: /^Token/ }).click();
    const firstSymbols = await page.locator('tbody tr:not([hidden]) th > span:first-child').allTextContents();
    const sorted = [...firstSymbols].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(firstSymbols).toEqual(sorted);
    expect(await page.locator('th[aria-sort="ascending"]').count()).toBe(1);
    await context.close();
  });

  // axe and one h1 on every state and tokens page, in light at 1280 px (and one of each kind in dark and at 390 px):
  // accessibility.e2e.ts.

  test('no sideways scroll on a phone', async () => {
    const { page, context } = await openPage(site, { width: 390, height: 844 });
    const snap = siteData().networks.optimism;
    for (const path of ['/state/optimism', poolPath('optimism', snap.pools[0]!.name), '/tokens/optimism', '/state/optimism/price-feeds']) {
      await loadPage(page, `${site.url}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
