/**
 * A site built once from hostile data (tests/helpers/hostile.ts: labels and symbols holding HTML, script, formulas,
 * a right-to-left override, line breaks, commas and quotes, 5,000 characters) into its own folder: the exports
 * read back with every formula neutralised (the JSON keeps the raw strings), the generated TypeScript module and
 * Solidity library still type-check and compile, pages show every string as text, no dialog opens, and a phone
 * never scrolls sideways.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadSiteData } from '../../src/domain/data/entrance';
import { CSV_COLUMNS, type AddressBookFile } from '../../src/pageData/addressExport';
import { addressBookFile, creditManagerPath, LOOKUP_PATH, priceFeedsPath, searchPath, tokensPath } from '../../src/domain/data/paths';
import { ROOT } from '../helpers/data';
import { parseCsv } from '../helpers/csv';
import { HOSTILE_LABELS, HOSTILE_SYMBOLS, LABELLED_MANAGER, RENAMED_MANAGER, writeHostileData } from '../helpers/hostile';
import { loadPage, openPage, useSite } from '../helpers/browser';
import { buildSite } from '../helpers/build';
import { csvPairs, jsonPairs, solPairs, tsModulePairs } from '../helpers/addressParity';
import { compile } from '../../scripts/compile-sol.mjs';

const base = mkdtempSync(path.join(os.tmpdir(), 'gearbox-hostile-'));
const outDir = path.join(base, 'build');
const dirs = writeHostileData(base);
const data = loadSiteData(dirs);
const symbols = Object.values(HOSTILE_SYMBOLS);
const adapterLabels = HOSTILE_LABELS.map((l) => `Adapter for ${l}`);
/** Elements the HTML in the data would create if it were markup. */
const INJECTED = '#hostile-img, #hostile-script, #hostile-b';
/** Text as a page shows it: runs of white space are one space (HTML folds tabs, line breaks and carriage returns). */
const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  await buildSite({ env: { SNAPSHOT_DIR: dirs.snapshotDir, DATA_DIR: dirs.dataDir }, outDir });
}, 900_000);
const site = useSite({ dir: outDir });
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The pages the hostile strings reach, and the strings each must show as text. */
function pages(): { path: string; shows: string[]; title?: string; ready?: (page: Page) => Promise<unknown> }[] {
  const crv = data.networks.mainnet.tokens.find((t) => t.symbol === HOSTILE_SYMBOLS.CRV)!;
  return [
    { path: '/', shows: [...symbols, ...adapterLabels, RENAMED_MANAGER.to] },
    { path: tokensPath('mainnet'), shows: symbols },
    { path: priceFeedsPath('mainnet'), shows: symbols },
    { path: creditManagerPath('mainnet', LABELLED_MANAGER), shows: [...HOSTILE_LABELS] },
    { path: creditManagerPath('mainnet', RENAMED_MANAGER.to), shows: [RENAMED_MANAGER.to], title: RENAMED_MANAGER.to },
    {
      path: `${LOOKUP_PATH}?address=${dirs.targets[0]}`,
      shows: [HOSTILE_LABELS[0]],
      ready: (page) => expect.poll(() => page.locator('main li').count()).toBeGreaterThan(0),
    },
    {
      path: `${LOOKUP_PATH}?address=${crv.address}`,
      shows: [HOSTILE_SYMBOLS.CRV!],
      ready: (page) => expect.poll(() => page.locator('main li').count()).toBeGreaterThan(0),
    },
    {
      path: searchPath('HYPERLINK'),
      shows: [],
      ready: (page) => expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(0),
    },
  ];
}

describe('hostile labels and symbols', () => {
  test('the CSV export reads back (RFC 4180) to the JSON rows, each formula neutralised; the JSON keeps them as they are', () => {
    const json = JSON.parse(readFileSync(path.join(outDir, addressBookFile('mainnet', 'json')), 'utf8')) as AddressBookFile;
    const [header, ...rows] = parseCsv(readFileSync(path.join(outDir, addressBookFile('mainnet', 'csv')), 'utf8'));
    const labels = json.rows.map((r) => r.label);
    for (const s of [...symbols, ...adapterLabels]) expect(labels).toContain(s);
    const neutralised = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toEqual(json.rows.map((r) => [r.network, r.table, r.label, r.address, r.role, r.target ?? '', r.access ?? '', r.abi ?? ''].map(neutralised)));
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  test('the generated TypeScript module type-checks (strict) and the Solidity library compiles; both hold the JSON\'s addresses', async () => {
    const dir = path.join(base, 'code');
    mkdirSync(dir, { recursive: true });
    const ts = path.join(dir, 'mainnet.ts');
    const sol = path.join(dir, 'mainnet.sol');
    copyFileSync(path.join(outDir, addressBookFile('mainnet', 'ts')), ts);
    copyFileSync(path.join(outDir, addressBookFile('mainnet', 'sol')), sol);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', types: [], noUncheckedIndexedAccess: true }, include: ['*.ts'] }),
    );
    expect(() => execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
    expect((compile([sol]) as { severity: string; formattedMessage: string }[]).map((m) => `${m.severity}: ${m.formattedMessage}`)).toEqual([]);
    const mod = (await import(pathToFileURL(ts).href)) as Record<string, unknown>;
    // The names are there as the data has them, as strings.
    expect(JSON.stringify(mod)).toContain(JSON.stringify(HOSTILE_SYMBOLS.CRV));
    expect(JSON.stringify(mod)).toContain(JSON.stringify(RENAMED_MANAGER.to));
    const json = JSON.parse(readFileSync(path.join(outDir, addressBookFile('mainnet', 'json')), 'utf8')) as AddressBookFile;
    const csv = readFileSync(path.join(outDir, addressBookFile('mainnet', 'csv')), 'utf8');
    const want = [...jsonPairs(json)].sort();
    expect([...tsModulePairs(mod)].sort()).toEqual(want);
    expect([...solPairs(readFileSync(sol, 'utf8'))].sort()).toEqual(want);
    expect([...csvPairs(csv)].sort()).toEqual(want);
  });

  test('pages show every string as text: no element made from it, no dialog, no console error', async () => {
    const { page, context, errors } = await openPage(site);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const p of pages()) {
      await loadPage(page, `${site.url}${p.path}`);
      await p.ready?.(page);
      const text = folded((await page.locator('main').textContent()) ?? '');
      for (const s of p.shows) expect(text, `${p.path} shows ${JSON.stringify(s.slice(0, 40))}`).toContain(folded(s));
      expect(await page.locator(INJECTED).count(), p.path).toBe(0);
      if (p.title) expect(await page.title(), p.path).toContain(p.title);
    }
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at 390 px no page scrolls sideways', async () => {
    const { page, context } = await openPage(site, { width: 390, height: 844 });
    for (const p of pages()) {
      await loadPage(page, `${site.url}${p.path}`);
      await p.ready?.(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
