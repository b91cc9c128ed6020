// `npm run bench`: builds the site (cold and warm, by phase), serves it on
// 127.0.0.1 and prints what Chromium downloads for every page of the build
// (median, maximum, five heaviest) and, for the quoted pages (each response body gzip-compressed, summed, at
// the load event and after the network is idle, split by HTML / JS / CSS /
// data / other) and Lighthouse mobile scores. Runs each measurement several
// times and prints medians: this machine is shared and noisy.
//
// Options (environment): BENCH_RUNS (default 3), BENCH_PAGES (comma-separated
// paths), BENCH_SKIP_BUILD=1, BENCH_SKIP_LIGHTHOUSE=1. The search sections are
// scripts/bench-search.mjs and scripts/bench-search-typing.mjs (each runnable alone).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { benchSearch } from './bench-search.mjs';
import { benchSearchTyping } from './bench-search-typing.mjs';
import { benchKeys } from './bench-keys.mjs';
import { benchBuild } from './bench-build.mjs';
import { pageReport, weighPages } from './bench-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/docs/intro,/state/mainnet/pools/trade-usdc-v3,/state/mainnet/credit-managers/trade-usdc-tier-1').split(',');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. Build time, cold and warm, phase by phase (scripts/bench-build.mjs, also runnable alone). The last
// build it makes is the one measured below.
if (!process.env.BENCH_SKIP_BUILD) {
  const { lines } = await benchBuild({ runs: RUNS, onRun: (kind, r) => console.error(`  ${kind} build: ${r.wall.toFixed(1)} s wall`) });
  console.log(lines.join('\n'));
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

// Every page of the build: median, maximum and the five heaviest, by kind (scripts/bench-pages.mjs).
{
  const results = await weighPages({ browser, serverUrl: server.url, buildDir: 'build', runs: 1, concurrency: 2 });
  console.log('\n' + pageReport(results).join('\n'));
}

// The pages the README quotes, at load and after idle, median of RUNS runs.
console.log('\nbytes downloaded (gzip of each response body), median of', RUNS, 'runs')
for (const path of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await weigh(path));
  for (const phase of ['load', 'idle']) {
    const cols = ['total', 'html', 'js', 'css', 'data', 'other'].map((k) => `${k} ${kb(median(runs.map((r) => r[phase][k])))}`);
    console.log(`  ${path.padEnd(40)} ${phase === 'load' ? 'at load' : 'at idle'}: ${cols.join(' | ')}`);
  }
}

// A keystroke within a frame: the filter on / with all networks shown, beside a bare input's floor (scripts/bench-keys.mjs).
await benchKeys({ browser, url: server.url, runs: RUNS });

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

// What typing a query key by key downloads of the search index, at several typing speeds (budget 150 KB, issue 33).
await benchSearchTyping({ browser, url: server.url });
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
