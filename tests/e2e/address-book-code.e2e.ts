/**
 * Issue 17 against the built site: the address book as code next to the JSON and CSV (same pairs as the
 * tables on /, per network), the access label and the "Check it yourself" dialog on / (mouse and keyboard,
 * server HTML and live rows), previous versions, coverage, the lookup's "superseded by", access labels
 * on state pages, and axe at 1280 and 390 px in light and dark, dialog open or not.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { compile } from '../../scripts/compile-sol.mjs';
import { NETWORKS, NETWORK_IDS } from '../../src/domain/data/networks';
import { ACCESS, CONTRACT_ROLES } from '../../src/domain/protocol/access';
import { ROLES } from '../../src/domain/protocol/roles';
import { V31_ROLES, V31_ROLE_NAMES } from '../../src/domain/protocol/v31Roles';
import { ACCESS_CLASS_INFO } from '../../src/domain/protocol/accessClass';
import { v31AddressBooks } from '../../src/pageData/v31/addressBook';
import { previousVersions } from '../../src/pageData/previousVersions';
import { coverage } from '../../src/pageData/coverage';
import { addressesOf, csvPairs, safeAddresses, solPairs, tsModulePairs, type Pairs } from '../helpers/addressParity';
import { axeViolations, BUILD_DIR, idle, loadPage, openPage, useSite } from '../helpers/browser';
import { siteData } from '../helpers/data';

const site = useSite();

const built = (name: string) => path.join(BUILD_DIR, 'addresses', name);
const read = (name: string) => readFileSync(built(name), 'utf8');

/** (role, address) pairs of a network's tables on /, read from the DOM: the role from each row's access label. */
async function tablePairs(page: Page, network: string): Promise<Pairs> {
  const pairs = await page.$$eval(`#panel-${network} table[data-table] tbody tr`, (trs) =>
    trs.map((tr) => {
      const role = tr.querySelector('th a[aria-describedby]')?.getAttribute('aria-describedby')?.replace(/^access-why-/, '') ?? '';
      return `${role} ${(tr.querySelector('td a')?.textContent ?? '').toLowerCase()}`;
    }),
  );
  return new Set(pairs);
}

describe('the address book as code, as built', () => {
  test('every format holds the pairs of the tables on /, per network; the .ts files import, the .sol files compile', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const safe = read('safe-address-book.csv');
    const solErrors = (compile(NETWORK_IDS.map((id) => path.relative(process.cwd(), built(`${id}.sol`)))) as { severity: string; formattedMessage: string }[]).filter((m) => m.severity === 'error');
    expect(solErrors.map((e) => e.formattedMessage)).toEqual([]);
    const counts: Record<string, Record<string, number>> = {};
    for (const id of NETWORK_IDS) {
      await page.getByRole('tab', { name: NETWORKS[id].tabLabel }).click();
      const onPage = await tablePairs(page, id);
      expect([...onPage].every((p) => !p.startsWith(' '))).toBe(true);
      const json = JSON.parse(read(`${id}.json`)) as { rows: { role: string; address: string }[] };
      const mod = (await import(pathToFileURL(built(`${id}.ts`)).href)) as Record<string, unknown>;
      const formats = {
        json: new Set(json.rows.map((r) => `${r.role} ${r.address.toLowerCase()}`)),
        csv: csvPairs(read(`${id}.csv`)),
        ts: tsModulePairs(mod),
        sol: solPairs(read(`${id}.sol`)),
      };
      for (const [name, pairs] of Object.entries(formats)) expect([name, [...pairs].sort()]).toEqual([name, [...onPage].sort()]);
      expect(safeAddresses(safe, NETWORKS[id].chainId)).toEqual(addressesOf(onPage));
      counts[id] = {
        tableRows: await page.locator(`#panel-${id} table[data-table] tbody tr`).count(),
        pagePairs: onPage.size,
        json: formats.json.size,
        csv: formats.csv.size,
        ts: formats.ts.size,
        sol: formats.sol.size,
        safeAddresses: safeAddresses(safe, NETWORKS[id].chainId).size,
      };
    }
    console.log(`parity on the built site: ${JSON.stringify(counts)}`);
    await context.close();
  });

  test('the files are served as text and listed in index.json with the coverage', async () => {
    for (const name of ['mainnet.ts', 'arbitrum.sol', 'safe-address-book.csv']) {
      const res = await fetch(`${site.url}/addresses/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/(plain|csv)/);
    }
    const index = JSON.parse(read('index.json'));
    expect(index.coverage.text).toBe(coverage(siteData()).text);
    expect(index.files[0]).toMatchObject({ ts: '/addresses/mainnet.ts', sol: '/addresses/mainnet.sol' });
  });

  test('the V3.1 files as built: served as text, the .ts modules import, the .sol libraries compile, the Safe CSV has each address once per chain', async () => {
    const index = JSON.parse(read('v3.1-index.json')) as { files: { network: string; chainId: number; ts: string; sol: string; md: string; library: string }[]; safeAddressBook: string };
    for (const p of [index.files[0]?.ts, index.files[0]?.sol, index.files[0]?.md, index.safeAddressBook]) {
      const res = await fetch(`${site.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/(plain|csv|markdown)/);
    }
    const sol = index.files.map((f) => path.relative(process.cwd(), built(path.basename(f.sol))));
    expect((compile(sol) as { severity: string; formattedMessage: string }[]).filter((m) => m.severity === 'error').map((m) => m.formattedMessage)).toEqual([]);
    const safe = read(path.basename(index.safeAddressBook));
    for (const f of index.files) {
      const mod = (await import(pathToFileURL(built(path.basename(f.ts))).href)) as Record<string, unknown>;
      expect(mod.chainId).toBe(f.chainId);
      const solText = read(path.basename(f.sol));
      expect(solText).toContain(`library ${f.library} {`);
      // The library's addresses are the Safe CSV's for that chain.
      const solAddresses = new Set([...solText.matchAll(/address internal constant \w+ = (0x[0-9a-fA-F]{40});/g)].map((m) => (m[1] ?? '').toLowerCase()));
      expect(safeAddresses(safe, f.chainId)).toEqual(solAddresses);
    }
  });
});

describe('May I call this? and Check it yourself, on /', () => {
  test('every row has an access label whose name and description say the class and why, linking its docs section', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const panel = page.locator('#panel-mainnet');
    const rows = await panel.locator('table[data-table] tbody tr').count();
    expect(await panel.locator('table[data-table] tbody tr th a[aria-describedby]').count()).toBe(rows);
    const label = panel.getByRole('row', { name: new RegExp(`^${ROLES.acl.contract}`) }).getByRole('link', { name: 'Access: governance only' });
    expect(await label.count()).toBe(1);
    expect(await label.evaluate((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(ACCESS.acl.reason);
    const pool = panel.getByRole('row', { name: new RegExp(`^${ROLES.pool.contract}\\b`) }).first().getByRole('link', { name: 'Access: entry point' });
    await pool.click();
    await page.waitForURL(/\/docs\/system-contracts\/access#entry-point$/);
    await expect.poll(() => page.locator('#entry-point').count()).toBe(1);
    await context.close();
  });

  test('the Check button builds the command on demand: mouse, then keyboard, in server HTML and in live rows', async () => {
    const { page, context, errors } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loadPage(page, `${site.url}/`);
    await idle(page);
    expect(requested).not.toContain('/addresses/mainnet.json');
    const snap = siteData().networks.mainnet;

    // Mouse, on the server HTML of the first tab.
    const check = page.locator('#panel-mainnet').getByRole('button', { name: 'Check it yourself: ACL' });
    await check.click();
    const dialog = page.getByRole('dialog', { name: 'Check it yourself: ACL (Core Contracts)' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(requested).toContain('/addresses/mainnet.json');
    const code = await dialog.locator('pre').allTextContents();
    expect(code[0]).toBe(`cast call ${snap.core.addressProvider.address} "addresses(bytes32,uint256)(address)" 0x41434c${'0'.repeat(58)} 0 --block ${snap.block} --rpc-url $ETH_RPC_URL`);
    expect(code[1]).toContain(`blockNumber: ${snap.block}n`);
    expect(code[1]).toContain(snap.core.acl.address);
    expect(await dialog.textContent()).toContain(ACCESS.acl.reason);
    await dialog.getByRole('button', { name: /^Copy cast command/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code[0]);
    // Said in the dialog's own live region: the page behind a modal dialog is not announced.
    await expect.poll(() => dialog.locator('[data-copy-status][aria-live="polite"]').textContent()).toMatch(/^Copied cast command/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Check it yourself: ACL');

    // Keyboard only: Tab from the ACL's copy button reaches its Check button; Enter opens, Escape closes, Space opens.
    await page.locator('#panel-mainnet').getByRole('button', { name: 'Copy address of ACL' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Check it yourself: ACL');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.keyboard.press('Space');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Inside: Close, the class's docs link, then Copy for each form (the page behind is inert while the dialog is open).
    const focusOrder: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      focusOrder.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''));
    }
    expect(focusOrder).toEqual(['governance only', 'Copy cast command for ACL', 'Copy viem snippet for ACL']);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // Live rows (a filter makes the tables React content), another network: an adapter.
    await page.getByRole('tab', { name: 'Optimism' }).click();
    const cm = siteData().networks.optimism.creditManagers[0]!;
    await page.getByLabel('Filter', { exact: true }).fill(cm.adapters[0]!.adapter);
    const adapterCheck = page.locator('#panel-optimism').getByRole('button', { name: /^Check it yourself: Adapter for / });
    await expect.poll(() => adapterCheck.count()).toBeGreaterThan(0);
    await adapterCheck.first().click();
    const adapterDialog = page.getByRole('dialog', { name: /^Check it yourself: Adapter for / });
    await expect.poll(() => adapterDialog.locator('pre').count()).toBe(2);
    const cast = (await adapterDialog.locator('pre').first().textContent()) ?? '';
    expect(cast).toContain(`cast call ${cm.address} "contractToAdapter(address)(address)" ${cm.adapters[0]!.target}`);
    expect(cast).toContain('--rpc-url $OPTIMISM_RPC_URL');
    expect(await adapterDialog.textContent()).toContain('facade multicall only');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  // axe on / with the dialog closed, in the same four variants: accessibility.e2e.ts (the home page is a template). It
  // took most of this test's time: with the dialog closed axe checks every row of the page (colour contrast and
  // target size over some 7,000 elements, about 15 s on a busy machine, four times), with it open only the dialog,
  // the page behind being inert (2 s).
  test('axe finds nothing in the open dialog on /, at 1280 and 390 px, light and dark; no sideways scroll', async () => {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await openPage(site, { width, height: 844, colorScheme });
        await loadPage(page, `${site.url}/`);
        await page.locator('#panel-mainnet').getByRole('button', { name: /^Check it yourself: / }).nth(11).click();
        await expect.poll(() => page.locator('dialog[open] pre').count()).toBe(2);
        expect(await axeViolations(page), `${width} ${colorScheme}, dialog open`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
      }
    }
  });

  test('previous versions, coverage and the code usage are on /', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/#previous-versions-mainnet`);
    const expected = previousVersions(siteData().networks.mainnet);
    const rows = await page.locator('table[aria-labelledby="previous-versions-mainnet"] tbody tr').allTextContents();
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toContain(`${expected[0]!.key}${expected[0]!.version}`);
    expect(rows[0]).toContain(expected[0]!.replacedBy.address);
    expect(await page.locator('[data-coverage]').textContent()).toContain('Ethereum Mainnet (chain 1) at block 20,263,808, 2024-07-08 19:14:47 UTC');
    expect(await page.locator('[data-coverage]').textContent()).toContain('networks other than Ethereum Mainnet, Arbitrum One and OP Mainnet');
    const code = (await page.locator('pre').allTextContents()).join('\n');
    expect(code).toContain("import { chainId, block, core, pools, creditManagers, priceFeeds } from './gearbox/mainnet';");
    expect(code).toContain('GearboxV3Mainnet.PRICE_ORACLE');
    expect(await page.locator('a[href="/addresses/safe-address-book.csv"]').count()).toBe(1);
    await context.close();
  });
});

describe('elsewhere', () => {
  test('the lookup says "superseded by" for an old address and links the previous versions', async () => {
    const { page, context } = await openPage(site);
    const old = siteData().networks.mainnet.core.addressProvider.entries.find((e) => e.role === 'ROUTER' && e.version === 300)!;
    await loadPage(page, `${site.url}/lookup?address=${old.address}`);
    await expect.poll(() => page.locator('main').textContent()).toContain('Address provider entry ROUTER (version 300), superseded by version 301');
    await context.close();
  });

  test('state pages show the access class of their contracts', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/state/mainnet/pools/trade-usdc-v3`);
    expect(await page.getByRole('link', { name: /^Access: entry point — / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /^Access: internal — / }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await loadPage(page, `${site.url}/state/mainnet/credit-managers/trade-usdc-tier-1`);
    expect(await page.getByRole('link', { name: /^Access: facade multicall only — / }).count()).toBeGreaterThan(0);
    await loadPage(page, `${site.url}/docs/system-contracts/access`);
    expect(await page.locator('h1').textContent()).toBe('May I call this? Access classes');
    // Two tables, V3.0's roles and V3.1's, each role one row with its name, contract and class, in the book's order.
    for (const [region, rows] of [
      ['Access class of every contract role', CONTRACT_ROLES.map((r) => ({ id: r, name: ROLES[r].name, contract: ACCESS[r].contract, cls: ACCESS[r].class }))],
      ['Access class of every Gearbox V3.1 contract role', V31_ROLE_NAMES.map((r) => ({ id: r, name: V31_ROLES[r].name, contract: V31_ROLES[r].contract, cls: V31_ROLES[r].class }))],
    ] as const) {
      const table = page.getByRole('region', { name: region, exact: true });
      expect(await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.id))).toEqual(rows.map((r) => `access-${r.id}`));
      for (const r of rows) {
        const row = table.locator(`tr#access-${r.id}`);
        expect(await row.locator('th').innerText()).toBe(`${r.name}\n${r.contract}`);
        expect(await row.getByRole('link', { name: `Access: ${ACCESS_CLASS_INFO[r.cls].label}`, exact: true }).count()).toBe(1);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('V3.1 pages show the access class of their contracts, with axe clean and no sideways scroll on a phone', async () => {
    const books = v31AddressBooks(siteData().v31);
    const mainnet = books.find((b) => b.network.slug === 'mainnet');
    const market = mainnet?.tables.find((t) => t.kind === 'market')?.subject?.path;
    const suite = mainnet?.tables.find((t) => t.kind === 'creditSuite' && t.rows.some((r) => r.kind === 'v31Adapter'))?.subject?.path;
    const curator = mainnet?.tables.find((t) => t.kind === 'curator' && t.rows.length > 1)?.subject?.path;
    if (!market || !suite || !curator) throw new Error('the V3.1 Mainnet book has no market, credit suite or curator page');
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}${market}`);
    const pool = V31_ROLES.v31Pool;
    const badge = page.getByRole('link', { name: `Access: ${ACCESS_CLASS_INFO[pool.class].label} — ${pool.reason}` });
    expect(await badge.count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /^Access: read-only — / }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await loadPage(page, `${site.url}${suite}`);
    expect(await page.getByRole('link', { name: /^Access: facade multicall only — / }).count()).toBeGreaterThan(0);
    await loadPage(page, `${site.url}${curator}`);
    expect(await page.getByRole('link', { name: /^Access: governance only — / }).count()).toBeGreaterThan(0);
    await loadPage(page, `${site.url}/v3.1/mainnet`);
    expect(await page.getByRole('link', { name: /^Access: internal — / }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    // The badges fit a phone: every V3.1 page of Mainnet with addresses, at 390 px.
    const phone = await openPage(site, { width: 390, height: 844 });
    for (const path of ['/v3.1/mainnet', market, suite, curator]) {
      await loadPage(phone.page, `${site.url}${path}`);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await phone.context.close();
  });
});
