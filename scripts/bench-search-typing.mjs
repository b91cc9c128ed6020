// What typing a query into the navbar search box downloads, at several typing speeds (issue 33): for each query
// and each pause between keys, a fresh browser context opens /docs/intro, focuses the box, types the query key by
// key, waits until the list shows results for the whole query and no search file is still loading, and sums the
// bytes of every search-index response (each body compressed with gzip -9, as the page weights are): Pagefind's
// script, WebAssembly, entry, metadata, filters, index chunks and fragments, and the address lookup index.
// Builds nothing: measures build/ (or the folder given).
//
// Used by `npm run bench` (scripts/bench.mjs) and runnable alone: `node scripts/bench-search-typing.mjs [BUILD_DIR]`.
// Environment: BENCH_TYPING_DELAYS (ms between keys, comma-separated; default 0,50,150,400),
// BENCH_TYPING_QUERIES (|-separated), BENCH_VERBOSE=1 (every file), BENCH_JSON=file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

/** The budget of issue 33: typing any query downloads at most this much of the search's files. */
export const SEARCH_BUDGET = 150 * 1024;
export const DELAYS = [0, 50, 150, 400];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files the search loads: Pagefind's and the address lookup's. */
export const isSearchFile = (pathname) => pathname.startsWith('/pagefind/') || pathname === '/addresses/lookup.json';

/** Realistic queries: contract names, tokens, V3.1 words, an address prefix, error names. The address from the build. */
export function typingQueries(buildDir = 'build') {
  const lookup = JSON.parse(readFileSync(path.join(buildDir, 'addresses', 'lookup.json'), 'utf8'));
  const address = Object.keys(lookup.addresses)[0];
  return [
    'CreditFacadeV3',
    'PoolV3',
    'PriceOracleV3',
    'wstETH',
    'USDC',
    'market configurator',
    'Tumbler',
    'KPK',
    address.slice(0, 12),
    'ZeroAddressException',
    'CallerNotConfiguratorException',
    'liquidation threshold',
    'health factor',
  ];
}

/** One query at one pace: what the search downloaded, file by file. */
async function once(browser, url, query, delay) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/docs/intro`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
  const files = [];
  const reading = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const track = (r) => isSearchFile(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (!track(r)) return;
    inFlight++;
    lastChange = Date.now();
  });
  const done = (r) => {
    if (!track(r)) return;
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (r) => {
    reading.push(
      (async () => {
        const response = await r.response().catch(() => null);
        if (response && track(r)) {
          const body = await response.body().catch(() => null);
          if (body) files.push({ path: new URL(r.url()).pathname, bytes: gzipSync(body, { level: 9 }).length });
        }
        done(r);
      })(),
    );
  });
  const box = page.locator('input.navbar__search-input');
  await box.click();
  const started = Date.now();
  await page.keyboard.type(query, { delay });
  const typed = Date.now() - started;
  // The list shows results (or says none) for the whole query, and no search file has loaded for half a second.
  await page.waitForFunction((q) => document.querySelector('[role="listbox"]')?.getAttribute('data-query') === q, query, { timeout: 60_000, polling: 50 });
  for (;;) {
    if (inFlight === 0 && Date.now() - lastChange > 500) break;
    await page.waitForTimeout(100);
  }
  await Promise.all(reading);
  const first = await page.locator('[role="listbox"] [role="option"]').first().getAttribute('href').catch(() => null);
  await context.close();
  return { bytes: files.reduce((n, f) => n + f.bytes, 0), files, typed, first };
}

const GROUPS = [
  ['chunks', '/pagefind/index/'],
  ['fragments', '/pagefind/fragment/'],
  ['excerpts', '/pagefind/excerpt/'],
  ['filters', '/pagefind/filter/'],
  ['lookup', '/addresses/lookup.json'],
];
/** What a search file is: Pagefind's start (script, WebAssembly, entry, metadata) unless another group's. */
const group = (p) => GROUPS.find(([, prefix]) => p.startsWith(prefix))?.[0] ?? 'start';
const COUNTED = new Set(['chunks', 'fragments', 'excerpts']);

/** Prints a table: one row per query, one column per pace; returns the figures. */
export async function benchSearchTyping({ browser, url, buildDir = 'build', delays = DELAYS, queries = typingQueries(buildDir), log = console.log }) {
  log(`\nsearch index downloaded while typing a query into the navbar box (gzip -9 of each response; budget ${kb(SEARCH_BUDGET)}), by ms between keys:`);
  log(`  ${'query'.padEnd(32)} ${delays.map((d) => `${d} ms`.padStart(10)).join(' ')}   the largest of the row: start + chunks (n) + fragments (n) + excerpts (n) + filters + lookup`);
  const rows = [];
  for (const query of queries) {
    const runs = [];
    for (const delay of delays) runs.push(await once(browser, url, query, delay));
    const worst = runs.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const parts = {};
    for (const f of worst.files) {
      const g = group(f.path);
      parts[g] ??= { bytes: 0, n: 0 };
      parts[g].bytes += f.bytes;
      parts[g].n++;
    }
    const split = ['start', ...GROUPS.map(([g]) => g)]
      .filter((g) => parts[g])
      .map((g) => `${g} ${kb(parts[g].bytes)}${COUNTED.has(g) ? ` (${parts[g].n})` : ''}`)
      .join(' + ');
    const shown = query.length > 32 ? `${query.slice(0, 29)}...` : query;
    log(`  ${shown.padEnd(32)} ${runs.map((r) => `${kb(r.bytes)}${r.bytes > SEARCH_BUDGET ? '!' : ' '}`.padStart(10)).join(' ')}   ${split}`);
    if (process.env.BENCH_VERBOSE) for (const [i, r] of runs.entries()) log(`      ${delays[i]} ms (typed in ${r.typed} ms, first ${r.first}): ${r.files.map((f) => `${f.path.replace('/pagefind/', '')} ${kb(f.bytes)}`).join(', ')}`);
    rows.push({ query, runs: runs.map((r, i) => ({ delay: delays[i], bytes: r.bytes, files: r.files, first: r.first })) });
  }
  const over = rows.flatMap((r) => r.runs.filter((x) => x.bytes > SEARCH_BUDGET).map((x) => `${r.query} at ${x.delay} ms`));
  const all = rows.flatMap((r) => r.runs.map((x) => x.bytes));
  log(`  largest ${kb(Math.max(...all))}; over the budget: ${over.length ? over.join(', ') : 'none'}`);
  return rows;
}

// Alone: serve the build and measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./static-server.mjs');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./chromium.mjs');
  const buildDir = process.argv[2] ?? 'build';
  const server = await startServer({ dir: buildDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const delays = process.env.BENCH_TYPING_DELAYS?.split(',').map(Number);
    const queries = process.env.BENCH_TYPING_QUERIES?.split('|');
    const rows = await benchSearchTyping({ browser, url: server.url, buildDir, ...(delays ? { delays } : {}), ...(queries ? { queries } : {}) });
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows, null, 1));
  } finally {
    await browser.close();
    await server.close();
  }
}
