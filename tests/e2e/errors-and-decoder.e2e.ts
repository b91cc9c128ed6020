import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { toFunctionSelector } from 'viem';
import type { Page, Request } from 'playwright-core';
import { catalogue, familyById } from '../../src/domain/protocol/errors/catalogue';
import { v31AllEntries, v31Catalogue } from '../../src/domain/protocol/errors/v31/catalogue';
import { axeViolations, idle, loadPage, openPage, reloadPage, useSite } from '../helpers/browser';

const site = useSite();

const box = (page: Page) => page.getByLabel('Revert data, calldata or selector');
const status = (page: Page) => page.locator('#decode-status');

describe('errors reference pages', () => {
  test('every selector shown matches its signature, and every entry has its anchor and TOC entry (V3.0 and V3.1 pages)', async () => {
    const { page, context, errors } = await openPage(site);
    for (const family of [...catalogue(), ...v31Catalogue()]) {
      await loadPage(page, `${site.url}${family.path}`);
      const shown = await page.$$eval('ul.error-entry', (lists) =>
        lists.map((ul) => ({
          anchor: ul.getAttribute('data-error-entry'),
          heading: ul.previousElementSibling?.id,
          selector: ul.querySelector('li.error-selector code')?.textContent,
          signature: ul.querySelector('li.error-signature code')?.textContent,
        })),
      );
      expect(shown.length, family.id).toBe(family.entries.length);
      for (const s of shown) {
        expect(s.heading, `${family.id} ${s.anchor}`).toBe(s.anchor);
        expect(s.selector, `${family.id} ${s.anchor}`).toBe(toFunctionSelector(s.signature ?? ''));
      }
      expect(shown.map((s) => s.anchor)).toEqual(family.entries.map((e) => e.anchor));
      const ids = await page.$$eval('h2[id]', (hs) => hs.map((h) => h.id));
      for (const e of family.entries) expect(ids, e.href).toContain(e.anchor);
      const toc = await page.$$eval('.table-of-contents a', (as) => as.map((a) => a.getAttribute('href')));
      for (const e of family.entries) expect(toc, e.href).toContain(`#${e.anchor}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the landing page lists every family of both versions with its count', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/docs/errors`);
    const tables = page.locator('main table');
    await expect.poll(() => tables.count()).toBe(2);
    const rowsOf = (i: number) => tables.nth(i).evaluate((t) => [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    expect(await rowsOf(0)).toEqual(catalogue().map((f) => [f.label, expect.any(String), String(f.entries.length)]));
    expect(await tables.nth(0).locator('thead th').allTextContents()).toEqual(['Family', 'Contracts', 'Errors']);
    expect(await rowsOf(1)).toEqual(v31Catalogue().map((f) => [f.groupLabel, f.title.replace(/ \(V3\.1\)$/, ''), String(f.errors.length), expect.any(String), expect.any(String), expect.any(String), String(f.messages.length)]));
    // Every page of the V3.1 table is linked.
    const hrefs = await tables.nth(1).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(v31Catalogue().map((f) => f.path));
    await context.close();
  });
});

describe('/decode', () => {
  test('loads its table only when used; typing decodes as you go and the URL keeps the input', async () => {
    const { page, context, errors, foreign } = await openPage(site);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await loadPage(page, `${site.url}/decode`);
    await idle(page);
    expect(requested).not.toContain('/errors/decode-table.json');
    await box(page).pressSequentially('0x6b895d04', { delay: 20 });
    await expect.poll(() => status(page).textContent()).toBe('Selector 0x6b895d04: 1 match.');
    expect(requested).toContain('/errors/decode-table.json');
    await expect.poll(() => new URL(page.url()).searchParams.get('data')).toBe('0x6b895d04');
    expect(await page.locator('main').textContent()).toContain('This is only a selector.');
    // Complete the revert data: the argument decodes, with its permission name.
    await box(page).pressSequentially('0000000000000000000000000000000000000000000000000000000000010000', { delay: 5 });
    await expect.poll(() => status(page).textContent()).toBe('Decoded: error NoPermissionException.');
    expect(await page.locator('main').textContent()).toContain('65,536 (EXTERNAL_CALLS_PERMISSION)');
    // Reload: the URL brings the same result back.
    await reloadPage(page);
    await expect.poll(() => status(page).textContent()).toBe('Decoded: error NoPermissionException.');
    expect(await box(page).inputValue()).toMatch(/^0x6b895d04/);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('pasting a multicall shows every inner call decoded', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/decode`);
    const example = await page.locator('main a', { hasText: 'openCreditAccount on' }).getAttribute('href');
    const data = new URL(example ?? '', site.url).searchParams.get('data') ?? '';
    await box(page).focus();
    // insertText is what a paste does: one input event with the whole text.
    await page.keyboard.insertText(`  ${data}\n`);
    await expect.poll(() => status(page).textContent()).toBe('Decoded: call openCreditAccount.');
    expect(await page.locator('main h2').allTextContents()).toEqual(['Call openCreditAccount']);
    expect(await page.locator('main [class*="innerTitle"]').allTextContents()).toEqual(['Inner call addCollateral', 'Inner call increaseDebt', 'Inner call exactInputSingle']);
    expect(await page.locator('main').textContent()).toContain('a function of UniswapV3Adapter');
    await context.close();
  });

  test('from an error entry to the decoder and back', async () => {
    const { page, context, errors } = await openPage(site);
    const entry = familyById('creditFacade').entries.find((e) => e.name === 'NoPermissionException')!;
    await loadPage(page, `${site.url}/docs/errors/credit-facade`);
    await page.locator(`ul[data-error-entry="${entry.anchor}"] a`, { hasText: 'decode revert data' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/decode?data=${entry.selector}`);
    await expect.poll(() => status(page).textContent()).toBe(`Selector ${entry.selector}: 1 match.`);
    await page.getByRole('link', { name: 'NoPermissionException on the Credit facade page' }).click();
    await expect.poll(() => page.url()).toBe(`${site.url}${entry.href}`);
    await expect.poll(() => page.locator(`#${entry.anchor}`).isVisible()).toBe(true);
    // A reason entry links with the full revert data, which decodes to that very entry.
    await loadPage(page, `${site.url}/docs/errors/library`);
    await page.locator('ul[data-error-entry="safecast-value-must-be-positive"] a', { hasText: 'decode revert data' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Decoded: error Error.');
    expect(await page.locator('main q').textContent()).toBe('SafeCast: value must be positive');
    await page.getByRole('link', { name: 'Error on the Libraries and panics page' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#safecast-value-must-be-positive');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('V3.1 revert data: the version is named, the arguments decode, and the V3.0 selector of the same error is shown', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/decode`);
    await page.locator('main a', { hasText: 'V3.1 BalanceLessThanExpectedException' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Decoded: error BalanceLessThanExpectedException.');
    const main = page.locator('main');
    expect(await main.locator('section p', { hasText: 'Gearbox V' }).first().textContent()).toBe('Gearbox V3.1');
    expect(await main.textContent()).toContain('BalanceLessThanExpectedException(address token), selector 0xce0e3f5b');
    expect(await main.textContent()).toContain('V3.0: BalanceLessThanExpectedException(), selector 0x07edf617');
    // The V3.1 entry is linked, and so is the V3.0 one of the other selector.
    const entry = v31AllEntries().find((e) => e.name === 'BalanceLessThanExpectedException')!;
    await page.getByRole('link', { name: 'BalanceLessThanExpectedException on the V3.1 core: credit facade page' }).click();
    await expect.poll(() => page.url()).toBe(`${site.url}${entry.href}`);
    await expect.poll(() => page.locator(`#${entry.anchor}`).isVisible()).toBe(true);
    // An error both versions share says both.
    await loadPage(page, `${site.url}/decode?data=0x6b895d040000000000000000000000000000000000000000000000000000000000010000`);
    await expect.poll(() => status(page).textContent()).toBe('Decoded: error NoPermissionException.');
    expect(await page.locator('main section p', { hasText: 'Gearbox V' }).first().textContent()).toBe('Gearbox V3.0 and V3.1');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('bad input gets a clear message; the input is echoed isolated, invisible characters named', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/decode`);
    const answer = async (text: string) => {
      await box(page).fill(text);
      await expect.poll(() => page.getByRole('alert').count()).toBe(1);
      return page.getByRole('alert').textContent();
    };
    expect(await answer('0xzz')).toMatch(/^That is not hexadecimal: character 3 is "z"/);
    expect(await answer('0x6b895d0')).toMatch(/odd number of hex digits \(7\)/);
    expect(await answer('0x6b89')).toBe('Too short: a selector is 4 bytes (8 hex digits), and this has 2 bytes.');
    expect(await answer('0x12345678')).toMatch(/^0x12345678 is not in this catalogue/);
    expect(await answer('0x6b895d040000')).toMatch(/^The selector 0x6b895d04 is NoPermissionException\(uint256 permission\), but the arguments after it do not decode/);
    expect(await answer('0x')).toMatch(/empty revert data/);
    expect(await page.locator('main bdi').first().textContent()).toBe('0x');
    // Invisible characters: stripped and named; the echo shows where they were.
    await box(page).fill('\u202E0x6b895d04\u200B');
    await expect.poll(() => status(page).textContent()).toBe('Selector 0x6b895d04: 1 match.');
    expect(await page.locator('main').textContent()).toContain('Removed from the input: 1 × U+202E RIGHT-TO-LEFT OVERRIDE, 1 × U+200B ZERO WIDTH SPACE.');
    await box(page).fill('\u202E0xzz');
    await expect.poll(() => page.locator('main bdi').first().textContent()).toBe('⟨U+202E⟩0xzz');
    await context.close();
  });

  test('first use downloads little: the table and the decoding code, gzip', async () => {
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/decode`);
    await idle(page);
    // Each request the page makes from here on (its first use), measured once finished.
    const files: [string, number][] = [];
    const pending: Promise<void>[] = [];
    const open = new Set<Request>();
    const start = (r: Request) => open.add(r);
    const measure = (r: Request) => {
      if (!open.delete(r)) return;
      pending.push(
        (async () => {
          const res = await r.response();
          if (res) files.push([new URL(r.url()).pathname, gzipSync(await res.body()).length]);
        })().catch(() => undefined),
      );
    };
    const failed = (r: Request) => open.delete(r);
    page.on('request', start);
    page.on('requestfinished', measure);
    page.on('requestfailed', failed);
    await box(page).focus();
    await box(page).fill('0x6b895d04');
    await expect.poll(() => status(page).textContent()).toBe('Selector 0x6b895d04: 1 match.');
    // Until every request of that use has finished.
    await expect.poll(() => open.size).toBe(0);
    page.off('request', start);
    page.off('requestfinished', measure);
    page.off('requestfailed', failed);
    await Promise.all(pending);
    const total = files.reduce((n, [, b]) => n + b, 0);
    console.log(`/decode first use: ${(total / 1024).toFixed(1)} KB gzip (${files.map(([f, b]) => `${f} ${(b / 1024).toFixed(1)} KB`).join(', ')})`);
    expect(files.map(([f]) => f)).toContain('/errors/decode-table.json');
    expect(total).toBeLessThan(60 * 1024);
    await context.close();
  });

  test('no accessibility violations at 1280 and 390 px, light and dark, on the decoder; no sideways scroll there or on an errors page', async () => {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await openPage(site, { width, colorScheme });
        await loadPage(page, `${site.url}/decode`);
        await page.locator('main a', { hasText: 'openCreditAccount on' }).click();
        await expect.poll(() => status(page).textContent()).toBe('Decoded: call openCreditAccount.');
        expect(await axeViolations(page), `/decode ${width} ${colorScheme}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `/decode ${width}`).toBeLessThanOrEqual(width);
        await box(page).fill('0xzz');
        await expect.poll(() => page.getByRole('alert').count()).toBe(1);
        expect(await axeViolations(page), `/decode error ${width} ${colorScheme}`).toEqual([]);
        // axe on an errors family page in each variant: accessibility.e2e.ts (the kind's template).
        await loadPage(page, `${site.url}/docs/errors/credit-facade`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `errors page ${width}`).toBeLessThanOrEqual(width);
        await context.close();
      }
    }
  });
});
