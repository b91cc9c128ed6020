// Search on a slow phone: for each query, the bytes downloaded and the time from
// focusing the navbar search box to the first result on screen, in Chromium
// with a 4× CPU slowdown and a 1.6 Mbps / 150 ms network. Each run starts
// from an empty cache (a new browser context); the page itself loads
// unthrottled, the throttling starts just before the box is focused.
//
// Used by `npm run bench` (scripts/bench.mjs) and runnable alone against an
// existing build: `node scripts/bench-search.mjs` (BENCH_RUNS, default 3).
// It only touches what any navbar search has: `input.navbar__search-input`
// and results as `[role="listbox"] [role="option"]`, so it measured the
// previous search (@easyops-cn/docusaurus-search-local) the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export const NETWORK = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
export const CPU_SLOWDOWN = 4;
const RESULT = '[role="listbox"] [role="option"]';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The queries of issue 11, addresses taken from the build's own address book. */
export function searchQueries(buildDir = 'build') {
  const book = JSON.parse(readFileSync(path.join(buildDir, 'addresses', 'arbitrum.json'), 'utf8'));
  const oracle = book.rows.find((r) => r.role === 'priceOracle').address;
  const pool = book.rows.find((r) => r.role === 'pool').address;
  return [
    'CreditFacadeV3',
    'PriceOracleV3',
    'Trade USDC Tier 1',
    'wstETH',
    oracle.toLowerCase(),
    pool.slice(2, 12),
    'liquidation threshold',
    'quota',
    'health factor',
  ];
}

/** One measurement: fresh context, focus, type the query at once, wait for the first result. */
async function once(browser, url, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/docs/intro`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const requests = [];
  const started = new Map();
  page.on('request', (r) => started.set(r, Date.now()));
  page.on('requestfinished', async (r) => {
    const end = Date.now();
    const response = await r.response().catch(() => null);
    if (!response) return;
    let gz = 0;
    try {
      gz = gzipSync(await response.body()).length;
    } catch {
      return;
    }
    requests.push({ path: new URL(r.url()).pathname, start: started.get(r) ?? end, end, gz });
  });

  const t0 = await page.evaluate((selector) => {
    window.__firstResult = 0;
    new MutationObserver(() => {
      if (!window.__firstResult && document.querySelector(selector)) window.__firstResult = Date.now();
    }).observe(document.body, { subtree: true, childList: true });
    const box = document.querySelector('input.navbar__search-input');
    const t = Date.now();
    box.focus();
    return t;
  }, RESULT);
  await page.keyboard.insertText(query);
  let first = 0;
  try {
    await page.waitForFunction(() => window.__firstResult > 0, null, { timeout: 30_000, polling: 100 });
    first = await page.evaluate(() => window.__firstResult);
  } catch {
    /* no result within 30 s */
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const after = requests.filter((r) => r.start >= t0 - 5);
  const bytesToFirst = first ? after.filter((r) => r.end <= first).reduce((n, r) => n + r.gz, 0) : NaN;
  const bytesAll = after.reduce((n, r) => n + r.gz, 0);
  const firstText = first
    ? await page.locator(RESULT).first().innerText().catch(() => '')
    : `no result; status: ${await page.locator('form[role="search"] [role="status"]').first().textContent().catch(() => '?')}`;
  await context.close();
  return { ms: first ? first - t0 : NaN, bytesToFirst, bytesAll, files: after.map((r) => `${r.path} ${kb(r.gz)} [${r.start - t0}–${r.end - t0} ms]`), firstText: firstText.replace(/\s+/g, ' ').slice(0, 70) };
}

/** Prints one line per query: medians of `runs` measurements. Returns the rows. */
export async function benchSearch({ browser, url, runs = 3, queries = searchQueries(), log = console.log }) {
  log(`\nsearch on a slow phone (Chromium, ${CPU_SLOWDOWN}× CPU slowdown, 1.6 Mbps / 150 ms), from focusing the box to the first result, median of ${runs} runs:`);
  const rows = [];
  for (const q of queries) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await once(browser, url, q));
    const row = {
      query: q,
      ms: median(results.map((r) => r.ms)),
      bytesToFirst: median(results.map((r) => r.bytesToFirst)),
      bytesAll: median(results.map((r) => r.bytesAll)),
      found: results.filter((r) => Number.isFinite(r.ms)).length,
      firstText: results.find((r) => Number.isFinite(r.ms))?.firstText ?? results[0].firstText,
      failures: results.filter((r) => !Number.isFinite(r.ms)).map((r) => r.firstText),
      files: results[0].files,
    };
    rows.push(row);
    const shown = q.length > 24 ? `${q.slice(0, 21)}...` : q;
    log(
      `  ${shown.padEnd(24)} first result ${Number.isFinite(row.ms) ? `${(row.ms / 1000).toFixed(2)} s` : 'none'} | ` +
        `downloaded to it ${Number.isFinite(row.bytesToFirst) ? kb(row.bytesToFirst) : '-'} | until idle ${kb(row.bytesAll)}` +
        `${row.found < runs ? ` | a result in ${row.found} of ${runs} runs (${row.failures.join('; ')})` : ''} | first: ${row.firstText || '-'}`,
    );
    if (process.env.BENCH_VERBOSE) log(`      ${row.files.join(', ')}`);
  }
  return rows;
}

// Alone: serve build/ and measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./static-server.mjs');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./chromium.mjs');
  const server = await startServer({ dir: 'build' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const only = process.env.BENCH_SEARCH_QUERIES?.split('|');
    await benchSearch({ browser, url: server.url, runs: Number(process.env.BENCH_RUNS ?? 3), ...(only ? { queries: only } : {}) });
  } finally {
    await browser.close();
    await server.close();
  }
}
