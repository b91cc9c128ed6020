// `npm run bench`: builds the site, serves it on 127.0.0.1 and prints what
// Chromium downloads per page (each response body gzip-compressed, summed, at
// the load event and after the network is idle, split by HTML / JS / CSS /
// data / other) and Lighthouse mobile scores. Runs each measurement several
// times and prints medians: this machine is shared and noisy.
//
// Options (environment): BENCH_RUNS (default 3), BENCH_PAGES (comma-separated
// paths), BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1. The search section is
// scripts/bench-search.mjs (also runnable alone).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { benchSearch } from './bench-search.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/docs/intro,/state/mainnet/pools/trade-usdc-v3,/state/mainnet/credit-managers/trade-usdc-tier-1').split(',');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Build time.
if (!process.env.BENCH_SKIP_BUILD) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    execSync('npx docusaurus build', { stdio: 'ignore' });
    times.push((performance.now() - t) / 1000);
  }
  console.log(`build: median ${median(times).toFixed(1)} s over ${RUNS} runs (${times.map((t) => t.toFixed(1)).join(', ')})`);
}
if (!existsSync('build/index.html')) throw new Error('no build/ to measure');

// Chunks whose module is a generated JSON file (route data) count as "data".
const dataChunks = new Set();
if (existsSync('.docusaurus/registry.js')) {
  const registry = readFileSync('.docusaurus/registry.js', 'utf8');
  for (const m of registry.matchAll(/"([0-9a-f]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g)) {
    if (m[2].endsWith('.json')) dataChunks.add(m[1]);
  }
}

function category(url, contentType) {
  const path = new URL(url).pathname;
  const file = path.split('/').pop() ?? '';
  if (contentType.includes('text/html')) return 'html';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.json')) return 'data';
  if (path.endsWith('.js')) return dataChunks.has(file.split('.')[0]) ? 'data' : 'js';
  return 'other';
}

const server = await startServer({ dir: 'build' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function weigh(path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const responses = [];
  const seen = new Set();
  let loaded = false;
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    // A URL fetched twice (a prefetch of a chunk already loaded) comes from the cache the second time.
    if (!response || seen.has(request.url())) return;
    seen.add(request.url());
    const atLoad = !loaded;
    try {
      const body = await response.body();
      responses.push({ cat: category(request.url(), response.headers()['content-type'] ?? ''), gz: gzipSync(body).length, atLoad });
    } catch {
      /* body of a redirect or aborted request */
    }
  });
  await page.goto(server.url + path, { waitUntil: 'load' });
  loaded = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (list) => {
    const out = { html: 0, js: 0, css: 0, data: 0, other: 0, total: 0 };
    for (const r of list) {
      out[r.cat] += r.gz;
      out.total += r.gz;
    }
    return out;
  };
  return { load: sum(responses.filter((r) => r.atLoad)), idle: sum(responses) };
}

console.log('\nbytes downloaded (gzip of each response body), median of', RUNS, 'runs');
for (const path of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await weigh(path));
  for (const phase of ['load', 'idle']) {
    const cols = ['total', 'html', 'js', 'css', 'data', 'other'].map((k) => `${k} ${kb(median(runs.map((r) => r[phase][k])))}`);
    console.log(`  ${path.padEnd(40)} ${phase === 'load' ? 'at load' : 'at idle'}: ${cols.join(' | ')}`);
  }
}

// Filter keystrokes on the Deployed Contracts page: input event → next animation frame (performance marks
// set by the page), over every row of all four tabs ("All networks" on), median of many keystrokes.
{
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Event Timing reports every keystroke whose handling and next paint took 16 ms or more.
  await page.addInitScript(() => {
    window.__slowKeys = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'keydown') window.__slowKeys.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(`${server.url}/?all=1`, { waitUntil: 'networkidle' });
  const input = page.getByLabel('Filter', { exact: true });
  await input.focus();
  await page.waitForTimeout(500);
  const words = ['weth', 'trade usdc tier 1', '0x523da3a8', 'pool', 'adapter for curve', 'zzz'];
  for (let round = 0; round < Math.max(2, RUNS); round++) {
    for (const w of words) {
      // Keyboard events go to the focused box; a locator would re-resolve the label on the page's main thread per key.
      await page.keyboard.type(w, { delay: 40 });
      for (let i = 0; i < w.length; i++) await page.keyboard.press('Backspace', { delay: 40 });
    }
  }
  await page.waitForTimeout(300);
  const frames = await page.evaluate(() => performance.getEntriesByName('filter:frame').map((e) => e.duration));
  const commits = await page.evaluate(() => performance.getEntriesByName('filter:commit').map((e) => e.duration));
  const painted = await page.evaluate(() => performance.getEntriesByName('filter:painted').map((e) => e.duration));
  const slow = await page.evaluate(() => window.__slowKeys);
  const rows = await page.locator('tbody tr').count();
  const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;
  console.log(
    `\nfilter keystroke (${rows} rows, all networks, ${frames.length} keystrokes): input→React commit median ${median(commits).toFixed(1)} ms (p95 ${p95(commits).toFixed(1)}); ` +
      `input→next animation frame median ${median(frames).toFixed(1)} ms (p95 ${p95(frames).toFixed(1)}); ` +
      `input→that frame's style, layout and paint done median ${median(painted).toFixed(1)} ms (p95 ${p95(painted).toFixed(1)}); ` +
      `keystrokes whose event-to-paint took a frame (16 ms) or more: ${slow.length} of ${frames.length}${slow.length ? ` (median ${median(slow).toFixed(0)} ms)` : ''}`,
  );
  // The floor of that last figure on this machine: the same keystrokes into a bare input on an empty page.
  const blank = await context.newPage();
  await blank.setContent('<!doctype html><title>floor</title><label>Text <input id="t"></label>');
  await blank.evaluate(() => {
    window.__slowKeys = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'keydown') window.__slowKeys.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await blank.focus('#t');
  for (const w of words) {
    await blank.keyboard.type(w, { delay: 40 });
    for (let i = 0; i < w.length; i++) await blank.keyboard.press('Backspace', { delay: 40 });
  }
  await blank.waitForTimeout(300);
  const floor = await blank.evaluate(() => window.__slowKeys);
  const keys = words.reduce((n, w) => n + 2 * w.length, 0);
  console.log(`  (floor: the same keystrokes into a bare input on an empty page: ${floor.length} of ${keys} took 16 ms or more to paint)`);
  await context.close();
}

// What the address lookup and the search download when first used (not part of any page's weight).
{
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/lookup`, { waitUntil: 'networkidle' });
  let bytes = 0;
  const files = [];
  page.on('requestfinished', async (r) => {
    const res = await r.response();
    if (!res) return;
    const n = gzipSync(await res.body()).length;
    bytes += n;
    files.push(`${new URL(r.url()).pathname} ${kb(n)}`);
  });
  await page.getByLabel('Address', { exact: true }).focus();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  console.log(`address lookup, loaded on first use: ${kb(bytes)} gzip (${files.join(', ')})`);
  await page.goto(`${server.url}/docs/intro`, { waitUntil: 'networkidle' });
  bytes = 0;
  files.length = 0;
  await page.locator('input.navbar__search-input').first().focus();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  console.log(`full-text search, loaded when the search box is focused: ${kb(bytes)} gzip (${files.join(', ')})`);
  await context.close();
}

// Search on a throttled phone, per query of issue 11: bytes and time from focusing the box to the first result.
await benchSearch({ browser, url: server.url, runs: RUNS });
await browser.close();

// 2. Lighthouse, mobile preset (simulated throttling).
if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  console.log('\nLighthouse (mobile), median of', RUNS, 'runs');
  for (const path of PAGES) {
    const results = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
      try {
        const result = await lighthouse(server.url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const c = result.lhr.categories;
        const a = result.lhr.audits;
        results.push({
          perf: c.performance.score * 100,
          a11y: c.accessibility.score * 100,
          bp: c['best-practices'].score * 100,
          seo: c.seo.score * 100,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    const m = (k) => median(results.map((r) => r[k]));
    console.log(
      `  ${path.padEnd(40)} performance ${m('perf')} | accessibility ${m('a11y')} | best-practices ${m('bp')} | SEO ${m('seo')} | LCP ${(m('lcp') / 1000).toFixed(2)} s | TBT ${Math.round(m('tbt'))} ms`,
    );
  }
}
await server.close();
