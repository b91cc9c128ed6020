import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { siteData } from '../helpers/data';
import { v31AddressBooks } from '../../src/pageData/v31/addressBook';
import { LEGACY } from '../../src/domain/data/networks';
import { groupDigits } from '../../src/domain/data/format';
import { addressBook } from '../../src/pageData/addressBook';
import { deployedContractsPage } from '../../src/pageData/deployedContractsPage';
import { pageRows } from '../../src/pageData/deployedContracts/visibility';
import { compileFilter } from '../../src/pageData/filter';
import { BUILD_DIR, idle, loadPage, openPage, reloadPage, useSite } from '../helpers/browser';

const site = useSite();

const visibleRows = (page: import('playwright-core').Page) =>
  page.$$eval('#__docusaurus [role="tabpanel"]:not([hidden]) tbody tr:not([hidden]), #__docusaurus [role="region"][id^="panel-"] tbody tr:not([hidden])', (trs) =>
    trs.filter((tr) => (tr as HTMLElement).offsetParent !== null).map((tr) => (tr.querySelector('td a')?.textContent ?? '')),
  );

describe('filter on the Deployed Contracts page', () => {
  test('narrows rows by label, table or address; counts; hides empty tables; lives in the URL; Esc clears', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const all = (await visibleRows(page)).length;
    const filter = page.getByLabel('Filter', { exact: true });
    await filter.fill('PriceOracle');
    await expect.poll(async () => (await visibleRows(page)).length).toBe(1);
    expect(await page.getByRole('status').first().textContent()).toMatch(/^1 of \d+ rows match/);
    // The URL follows the text right after the tables are drawn.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('PriceOracle');
    // A table title matches all of its rows; several words match as AND of words (issue 15), so rows of other
    // tables whose label and title hold every word match too.
    await filter.fill('Trade USDC Tier 1');
    const cm = siteData().networks.mainnet.creditManagers.find((c) => c.name === 'Trade USDC Tier 1')!;
    const counts = pageRows(deployedContractsPage(siteData(), '', '')).countsOf(compileFilter('Trade USDC Tier 1')).nets[0]!;
    expect(counts.parts[0]).toBe('mainnet-credit-manager-trade-usdc-tier-1');
    expect(counts.shown).toBeGreaterThanOrEqual(3 + cm.adapters.length);
    await expect.poll(async () => (await visibleRows(page)).length).toBe(counts.shown);
    // The table of contents lists only the tables left.
    const titles = counts.parts.map((id) => addressBook(siteData().networks.mainnet).find((t) => t.id === id)!.title);
    await expect.poll(() => page.locator('.table-of-contents a').allTextContents()).toEqual(['Ethereum Mainnet', ...titles, 'Previous versions', 'What the data covers', 'Addresses as data']);
    // An address without 0x, in upper case.
    const acl = siteData().networks.mainnet.core.acl.address;
    await filter.fill(acl.slice(2).toUpperCase());
    await expect.poll(async () => visibleRows(page)).toEqual([acl]);
    expect(await page.locator('#panel-mainnet table[data-table]:visible').count()).toBe(1);
    expect(await page.locator('#panel-mainnet table[data-table="mainnet-main-price-feeds"]').isHidden()).toBe(true);
    expect(await page.locator('#mainnet-main-price-feeds').isHidden()).toBe(true);
    // Reload keeps the filter.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(acl.slice(2).toUpperCase());
    await reloadPage(page);
    await expect.poll(async () => visibleRows(page)).toEqual([acl]);
    await filter.press('Escape');
    await expect.poll(async () => (await visibleRows(page)).length).toBe(all);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('"All networks" searches every tab and says where each hit is', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    await page.getByLabel('All networks').check();
    await page.getByLabel('Filter', { exact: true }).fill('PriceOracleV3');
    await expect.poll(async () => (await visibleRows(page)).length).toBe(3);
    const status = await page.getByRole('status').first().textContent();
    expect(status).toContain('Ethereum Mainnet: 1');
    expect(status).toContain('Arbitrum One: 1');
    expect(status).toContain('OP Mainnet: 1');
    expect(await page.locator('[role="tablist"]').isHidden()).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('all')).toBe('1');
    // Legacy entries too.
    await page.getByLabel('Filter', { exact: true }).fill('Sushiswap Router');
    await expect.poll(async () => (await visibleRows(page)).length).toBeGreaterThan(3);
    await context.close();
  });
});

describe('address lookup', () => {
  test('loads its index only when used; lists every place of an address on every network', async () => {
    const { page, context, errors } = await openPage(site);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loadPage(page, `${site.url}/lookup`);
    await idle(page);
    expect(requested).not.toContain('/addresses/lookup.json');
    const liquidator = '0x7BD9c8161836b1F402233E80F55E3CaE0Fde4d87';
    await page.getByLabel('Address', { exact: true }).fill(`   ${liquidator.toLowerCase()}  `);
    await page.getByRole('button', { name: 'Look up' }).click();
    // The V3.0 networks, then Gearbox V3.1 on Mainnet, where the same account is an emergency liquidator of KPK.
    await expect.poll(() => page.locator('h3').allTextContents()).toEqual(['Ethereum Mainnet', 'Arbitrum One', 'OP Mainnet', 'Gearbox V3.1 on Mainnet']);
    expect(requested).toContain('/addresses/lookup.json');
    expect(await page.locator('main').textContent()).toContain('Emergency liquidator of Trade USDC Tier 1');
    expect(await page.locator('main').textContent()).toContain('Emergency liquidator (Curator KPK)');
    expect(new URL(page.url()).searchParams.get('address')).toBe(liquidator);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('core contract, feed and legacy places, each with explorer and site links', async () => {
    const { page, context } = await openPage(site);
    const acl = siteData().networks.mainnet.core.acl.address;
    await loadPage(page, `${site.url}/lookup?address=${acl}`);
    await expect.poll(() => page.locator('main li').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Core contract: ACL')]));
    expect(await page.locator('h3').allTextContents()).toContain(LEGACY.name);
    expect(await page.locator(`a[href="https://etherscan.io/address/${acl}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator('main a', { hasText: 'see it on this site' }).first().getAttribute('href')).toBe('/?network=mainnet#mainnet-core-contracts');
    await context.close();
  });

  test('bad input gets a clear answer', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/lookup`);
    const box = page.getByLabel('Address', { exact: true });
    const answer = async (text: string) => {
      await box.fill(text);
      await page.getByRole('button', { name: 'Look up' }).click();
      await expect.poll(() => page.locator('[aria-live="polite"]').first().textContent()).not.toMatch(/^(|Looking up…)$/);
      return page.locator('[aria-live="polite"]').first().textContent();
    };
    expect(await answer('hello')).toMatch(/not hexadecimal/);
    expect(await answer('0x1234')).toMatch(/40 hexadecimal digits.*has 4/);
    expect(await answer('0x523Da3a8961E4dD4f6206DBf7E6c749f51796bb3')).toMatch(/probably mistyped/);
    expect(await answer('0x000000000000000000000000000000000000dEaD')).toContain(`not a known Gearbox contract in these snapshots (Ethereum Mainnet at block ${groupDigits(siteData().networks.mainnet.block)}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the URL follows every answer: after a found address, refused text replaces it, and a reload shows the refusal', async () => {
    const { page, context, errors } = await openPage(site);
    const acl = siteData().networks.mainnet.core.acl.address;
    await loadPage(page, `${site.url}/lookup?address=${acl}`);
    await expect.poll(() => page.locator('main h2').first().textContent()).toMatch(/^ACL: /);
    const box = page.getByLabel('Address', { exact: true });
    await box.fill('0x1234');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/has 4/);
    expect(new URL(page.url()).searchParams.get('address')).toBe('0x1234');
    await reloadPage(page);
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/has 4/);
    expect(await page.locator('main h2').count()).toBe(0);
    // Emptied: the URL holds no address either.
    await box.fill('');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('address')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('invisible characters are removed and named; echoed text is isolated so it cannot reorder the sentence', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/lookup`);
    const acl = siteData().networks.mainnet.core.acl.address;
    const box = page.getByLabel('Address', { exact: true });
    const live = page.locator('[aria-live="polite"]').first();
    // A zero-width space and a byte-order mark inside a real address: found, and the page says what it removed.
    await box.fill(`\uFEFF${acl.slice(0, 20)}\u200B${acl.slice(20)}`);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.locator('main h2').first().textContent()).toMatch(/^ACL: /);
    expect(await live.textContent()).toContain('byte-order mark (zero-width no-break space) (U+FEFF) and a zero-width space (U+200B)');
    expect(new URL(page.url()).searchParams.get('address')).toBe(acl);
    // A right-to-left override and right-to-left letters: the override is named and removed, the text shown inside <bdi>.
    await box.fill('\u202Eabc שלום');
    await page.getByRole('button', { name: 'Look up' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/^That is not hexadecimal/);
    expect(await live.textContent()).toContain('right-to-left override (U+202E)');
    expect(await alert.locator('bdi').allTextContents()).toEqual(['ש', 'abcשלום']);
    // Outside the isolated parts the sentence holds no bidirectional control and no right-to-left letter.
    const sentence = await alert.evaluate((p) => [...p.childNodes].filter((n) => n.nodeName !== 'BDI').map((n) => n.textContent).join(''));
    expect(sentence).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u0590-\u08FF]/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a V3.1 address: its places under Gearbox V3.1 on its network, each linking the V3.1 page and section that shows it', async () => {
    const { page, context, errors } = await openPage(site);
    const book = v31AddressBooks(siteData().v31).find((b) => b.network.slug === 'mainnet');
    const market = book?.tables.find((t) => t.kind === 'market');
    const keeper = market?.rows.find((r) => r.part === 'quotaKeeper');
    if (!book || !market || !keeper) throw new Error('the V3.1 Mainnet book has no market with a quota keeper');
    await loadPage(page, `${site.url}/lookup?address=${keeper.address.toLowerCase()}`);
    await expect.poll(() => page.locator('main h2').first().textContent()).toBe(`${keeper.label}: 1 place on 1 network`);
    expect(await page.locator('main h3').allTextContents()).toEqual(['Gearbox V3.1 on Mainnet']);
    expect(await page.locator('main li').allTextContents()).toEqual([`Pool quota keeper (${market.title}) — see it on this site`]);
    expect(await page.locator('main li a').getAttribute('href')).toBe(keeper.href);
    expect(await page.locator(`a[href="https://etherscan.io/address/${keeper.address}"]`).count()).toBeGreaterThan(0);
    // The V3.1 address provider is on every V3.1 network: 16 places, counted as chains.
    await loadPage(page, `${site.url}/lookup?address=${book.addressProvider}`);
    await expect.poll(() => page.locator('main h3').count()).toBe(siteData().v31.networks.networks.length);
    expect(await page.locator('main h2').first().textContent()).toMatch(/^Address provider: 16 places on 16 networks$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('places are counted per chain: the legacy list is on Ethereum Mainnet, as Mainnet V3 is', async () => {
    const { page, context } = await openPage(site);
    const acl = siteData().networks.mainnet.core.acl.address;
    await loadPage(page, `${site.url}/lookup?address=${acl}`);
    await expect.poll(() => page.locator('main h2').first().textContent()).toMatch(/^ACL: \d+ places? on 1 network$/);
    expect(await page.locator('main h3').allTextContents()).toEqual(['Ethereum Mainnet', LEGACY.name]);
    await context.close();
  });
});

describe('the address book as data', () => {
  const read = (name: string) => JSON.parse(readFileSync(path.join(BUILD_DIR, 'addresses', name), 'utf8'));

  test('every file parses and validates against the published schema', () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(read('address-book.schema.json'));
    const index = read('index.json');
    expect(index.files.map((f: { network: string }) => f.network)).toEqual(['mainnet', 'arbitrum', 'optimism', 'mainnet-v2-v1']);
    for (const f of index.files) {
      const book = read(path.basename(f.json));
      expect(validate(book), `${f.json}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(book.rows).toHaveLength(f.rows);
      const csv = readFileSync(path.join(BUILD_DIR, 'addresses', path.basename(f.csv)), 'utf8').trim().split('\n');
      expect(csv).toHaveLength(f.rows + 1);
    }
    expect(index.files[0].block).toBe(siteData().networks.mainnet.block);
  });

  test('every V3.1 file validates against the same schema; the V3.1 index lists them with the coverage; CSV has a line per row', () => {
    const validate = new Ajv2020({ strict: false }).compile(read('address-book.schema.json'));
    const index = read('v3.1-index.json');
    expect(index.files.map((f: { network: string }) => f.network)).toEqual(siteData().v31.networks.networks.map((n) => `v3.1-${n.slug}`));
    expect(index.coverage).toEqual(read('index.json').coverage);
    for (const f of index.files) {
      const book = read(path.basename(f.json));
      expect(validate(book), `${f.json}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(book).toMatchObject({ gearboxVersion: '3.1', network: f.network, chainId: f.chainId });
      expect(book.rows).toHaveLength(f.rows);
      const csv = readFileSync(path.join(BUILD_DIR, 'addresses', path.basename(f.csv)), 'utf8').trim().split('\r\n');
      expect(csv).toHaveLength(f.rows + 1);
    }
    expect(index.files[0].block).toBe(siteData().v31.states.at(-1)?.block);
  });

  test('each file holds exactly the rows its tab shows (same build)', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    for (const [file, panel] of [['mainnet.json', 'mainnet'], ['arbitrum.json', 'arbitrum'], ['optimism.json', 'optimism'], ['mainnet-v2-v1.json', 'mainnet-v2']] as const) {
      const dom = await page.$$eval(`#panel-${panel} tbody tr`, (trs) =>
        trs.map((tr) => `${tr.querySelector('th')?.childNodes[0]?.textContent ?? ''}|${tr.querySelector('td a')?.textContent ?? ''}`),
      );
      const rows = read(file).rows.map((r: { label: string; address: string }) => `${r.label}|${r.address}`);
      expect(rows).toEqual(dom);
    }
    await context.close();
  });

  test('the page links to the files and shows curl and TypeScript', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/#addresses-as-data`);
    expect(await page.locator('a[href="/addresses/arbitrum.json"]').count()).toBe(1);
    expect(await page.locator('a[href="/addresses/mainnet-v2-v1.csv"]').count()).toBe(1);
    const code = await page.locator('pre').allTextContents();
    expect(code.some((c) => c.includes('curl -s'))).toBe(true);
    expect(code.some((c) => c.includes('export async function fetchAddressBook'))).toBe(true);
    await context.close();
  });
});
