/**
 * Issue 35, part 3, against the built site: every ABI link the address books give (the rows of /, as the server
 * sends them and as the browser draws them after a client-side navigation; the V3.1 network and credit-suite pages;
 * the JSON, CSV and Markdown books; the index; llms.txt) is a file of the build, and each file served is the compiled
 * ABI. A row of / says what its JSON book says of its ABI. Nothing is fetched from another origin.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ABI_DIR, ABI_INDEX_FILE, LLMS_TXT, addressBookFile, v31AddressBookFile, v31CreditSuitePath, v31NetworkPath } from '../../src/domain/data/paths';
import { NETWORKS, NETWORK_IDS } from '../../src/domain/data/networks';
import { readCompiledAbis } from '../../src/domain/abi/compiled/load';
import { treeRelease } from '../../src/domain/abi/published';
import type { AbiIndexFile } from '../../src/pageData/abiFiles';
import type { AddressBookFile } from '../../src/pageData/addressExport';
import { parseCsv } from '../helpers/csv';
import { markdownLinks } from '../helpers/markdown';
import { BUILD_DIR, loadPage, openPage, useSite } from '../helpers/browser';
import { siteData } from '../helpers/data';

const site = useSite();
const compiled = readCompiledAbis();
const inBuild = (p: string) => path.join(BUILD_DIR, p);
const read = (p: string) => readFileSync(inBuild(p), 'utf8');
const index = JSON.parse(read(ABI_INDEX_FILE)) as AbiIndexFile;
/** The compiled ABI a published file stands for, by its path (.json or .ts). */
const compiledOf = (file: string) => {
  const e = index.abis.find((a) => a.json === file || a.ts === file);
  const unit = Object.values(compiled).find((f) => f.package === e?.package && treeRelease(f.sources[0]?.tree) === e?.release && e && f.abis[e.contract]?.version === e.version);
  return e && unit?.abis[e.contract]?.abi;
};

/** Each row's ABI on the tables of a tab, as the page shows it: its link, or its words, or nothing. */
async function rowAbis(page: Page, network: string): Promise<{ text: string; href: string | null }[]> {
  return page.$$eval(`#panel-${network} table[data-table] tbody tr`, (trs) =>
    trs.map((tr) => {
      const el = tr.querySelector('th [class*="abi"]');
      return { text: el?.textContent ?? '', href: el?.getAttribute('href') ?? null };
    }),
  );
}

/** What the JSON book says a row of / shows: the link's words for a linked row, the words of a none with a version, nothing else. */
const expectedOnPage = (book: AddressBookFile) =>
  book.rows.map((r) => {
    if (r.abi) return { text: `ABI ${index.abis.find((a) => a.json === r.abi)?.versionLabel ?? '?'}`, href: r.abi };
    return r.noAbi?.startsWith('no published ABI for') || r.noAbi?.startsWith('no single ABI for') ? { text: r.noAbi, href: null } : { text: '', href: null };
  });

describe('ABIs for integrators, as built', () => {
  test('/abi/ holds the index, and one JSON and one TypeScript file per ABI it lists, each the compiled ABI', () => {
    const files = readdirSync(inBuild(ABI_DIR)).map((f) => `${ABI_DIR}/${f}`).sort();
    expect(files).toEqual([ABI_INDEX_FILE, ...index.abis.flatMap((a) => [a.json, a.ts])].sort());
    for (const a of index.abis) {
      expect(JSON.parse(read(a.json)), a.json).toEqual(compiledOf(a.json));
      expect(read(a.ts)).toContain(`export const ${a.exportName} = ${JSON.stringify(compiledOf(a.ts), null, 2)} as const;`);
    }
  });

  test("/: each row's ABI link resolves to its file and the file served is the compiled ABI; the row says what its JSON book says, as sent and as drawn", async () => {
    const { page, context, foreign } = await openPage(site);
    await loadPage(page, `${site.url}/`);
    const hrefs = new Set<string>();
    let linked = 0;
    let none = 0;
    for (const drawn of [false, true]) {
      if (drawn) {
        // A client-side navigation draws the tables from the page's full data (the server's HTML is not reused).
        await loadPage(page, `${site.url}${v31NetworkPath('mainnet')}`);
        await page.locator('nav a[href="/"]').first().click();
        await page.locator('#panel-mainnet table[data-table]').first().waitFor();
      }
      for (const id of NETWORK_IDS) {
        await page.getByRole('tab', { name: NETWORKS[id].tabLabel }).click();
        await page.locator(`#panel-${id} table[data-table]`).first().waitFor();
        const shown = await rowAbis(page, id);
        const book = JSON.parse(read(addressBookFile(id, 'json'))) as AddressBookFile;
        expect(shown, `${id}, ${drawn ? 'drawn in the browser' : 'as sent'}`).toEqual(expectedOnPage(book));
        for (const r of shown) {
          if (r.href) hrefs.add(r.href);
          if (!drawn) (r.href ? (linked += 1) : r.text ? (none += 1) : 0);
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(none).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(existsSync(inBuild(href)), href).toBe(true);
      const res = await page.request.get(`${site.url}${href}`);
      expect(res.status(), href).toBe(200);
      expect(await res.json(), href).toEqual(compiledOf(href));
    }
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('/: the words of a row without an ABI stay inside the row header, at 1280 and at 390 px (they wrap; they never run over the address)', async () => {
    for (const width of [1280, 390]) {
      const { page, context } = await openPage(site, { width });
      await loadPage(page, `${site.url}/`);
      let seen = 0;
      for (const id of NETWORK_IDS) {
        await page.getByRole('tab', { name: NETWORKS[id].tabLabel }).click();
        await page.locator(`#panel-${id} table[data-table]`).first().waitFor();
        // Laid out in full (long tables are drawn only near the viewport otherwise).
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        const outside = await page.$$eval(`#panel-${id} tbody th span[class*="abi"]`, (spans) =>
          spans.flatMap((span) => {
            const cell = span.closest('th')?.getBoundingClientRect();
            const box = span.getBoundingClientRect();
            return cell && box.right <= cell.right + 0.5 ? [] : [`${span.textContent ?? ''}: right ${box.right}, cell ${cell?.right}`];
          }),
        );
        seen += await page.locator(`#panel-${id} tbody th span[class*="abi"]`).count();
        expect(outside, `${id} at ${width} px`).toEqual([]);
      }
      expect(seen, `${width} px`).toBeGreaterThan(0);
      await context.close();
    }
  });

  test('V3.1: the network page and a credit suite page link ABIs that are files of the build', async () => {
    const { page, context, foreign } = await openPage(site);
    const suite = siteData().v31.states.flatMap((s) => s.markets.flatMap((m) => m.creditSuites)).find((s) => s.adapters.length > 0);
    if (!suite) throw new Error('no V3.1 credit suite with adapters');
    let links = 0;
    for (const p of [v31NetworkPath('mainnet'), v31CreditSuitePath('mainnet', suite.creditManager.address)]) {
      await loadPage(page, `${site.url}${p}`);
      const hrefs = await page.$$eval(`main a[href^="${ABI_DIR}/"]`, (as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const h of hrefs) expect(existsSync(inBuild(h)), `${p}: ${h}`).toBe(true);
      links += hrefs.length;
    }
    expect(links).toBeGreaterThan(suite.adapters.length);
    expect(foreign).toEqual([]);
    await context.close();
  });

  test('the books as data and as Markdown, the indexes and llms.txt link only files of the build', () => {
    const books = [...NETWORK_IDS.map((id) => addressBookFile(id, 'json')), ...siteData().v31.networks.networks.map((n) => v31AddressBookFile(n.slug, 'json'))];
    let rows = 0;
    for (const b of books) {
      const file = JSON.parse(read(b)) as AddressBookFile;
      for (const r of file.rows) {
        if (!r.abi) continue;
        rows += 1;
        expect(existsSync(inBuild(r.abi)), `${b}: ${r.abi}`).toBe(true);
        expect(existsSync(inBuild(r.abi.replace(/\.json$/, '.ts'))), `${b}: ${r.abi}`).toBe(true);
      }
      // The CSV's abi column is the JSON's.
      const [head, ...csv] = parseCsv(read(b.replace(/\.json$/, '.csv')));
      const col = head?.indexOf('abi') ?? -1;
      expect(csv.map((r) => r[col] || undefined), b).toEqual(file.rows.map((r) => r.abi));
    }
    expect(rows).toBeGreaterThan(0);
    expect((JSON.parse(read('/addresses/index.json')) as { abis: string }).abis).toBe(ABI_INDEX_FILE);
    const markdown = [...NETWORK_IDS.map((id) => addressBookFile(id, 'md')), ...siteData().v31.networks.networks.map((n) => v31AddressBookFile(n.slug, 'md')), LLMS_TXT];
    let mdLinks = 0;
    for (const m of markdown) {
      for (const l of markdownLinks(read(m))) {
        const p = new URL(l.url).pathname;
        if (!p.startsWith(`${ABI_DIR}/`)) continue;
        mdLinks += 1;
        expect(existsSync(inBuild(p)), `${m}: ${p}`).toBe(true);
      }
    }
    expect(mdLinks).toBeGreaterThan(index.abis.length);
  });
});
