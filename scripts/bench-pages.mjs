// The weight of every page of a build: for each HTML file, what Chromium
// downloads from opening the page until the network is idle, each response
// body compressed with gzip -9, split by type (document, script, style, font,
// data, other). Prints the median and maximum per page type, how many pages
// are over the targets, the five heaviest pages with their split, and the
// JavaScript of each docs page beyond what every page shares.
//
// Used by `npm run bench` (scripts/bench.mjs) and runnable alone against an
// existing build: `node scripts/bench-pages.mjs [BUILD_DIR]` (default build/).
// Environment: BENCH_PAGE_RUNS (default 1: bytes do not depend on timing; with
// more, each page's median), BENCH_CONCURRENCY (pages open at once, default 2),
// BENCH_JSON=file (write every page's figures as JSON, to compare two builds).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

export const TARGET_PAGE = 170 * 1024;
export const TARGET_HOME = 200 * 1024;
export const KINDS = ['document', 'script', 'style', 'font', 'data', 'other'];
export const PAGE_TYPES = ['docs', '/', 'state and tokens', 'tools', '404'];
/** A path no page has: the 404 page is measured as a visitor meets it. */
const MISSING_PATH = '/no-such-page';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every HTML page of a build as the URL path it is served at (clean URLs; 404.html as a missing path). */
export function builtPages(buildDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = path.relative(buildDir, full).split(path.sep).join('/');
        if (rel === '404.html') out.push(MISSING_PATH);
        else if (rel === 'index.html') out.push('/');
        else out.push(`/${rel.replace(/(\/index)?\.html$/, '')}`);
      }
    }
  };
  walk(buildDir);
  return out.sort();
}

/** The page type a path belongs to, as the report groups them. */
export function pageType(urlPath) {
  if (urlPath === MISSING_PATH) return '404';
  if (urlPath === '/') return '/';
  if (urlPath.startsWith('/docs/') || urlPath === '/docs') return 'docs';
  if (urlPath.startsWith('/state/') || urlPath.startsWith('/tokens/')) return 'state and tokens';
  if (['/lookup', '/decode', '/search'].includes(urlPath)) return 'tools';
  return 'other';
}

// A script chunk holding nothing but JSON modules (a route's or a docs page's data) counts as data.
const JSON_MODULE = /\d+\(\w\)\{\w\.exports=JSON\.parse\('(?:[^'\\]|\\.)*'\)\}/g;
const CHUNK_WRAPPER = /^"use strict";\(self\.webpackChunk\w*=self\.webpackChunk\w*\|\|\[\]\)\.push\(\[\[[^\]]*\],\{(.*)\}\]\);?\s*$/s;
function isDataChunk(text) {
  const m = CHUNK_WRAPPER.exec(text);
  if (!m) return false;
  const body = m[1] ?? '';
  return body.length > 0 && body.replace(JSON_MODULE, '').replace(/,/g, '').trim() === '';
}

function kindOf(request, response, body) {
  const type = request.resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  const file = new URL(request.url()).pathname;
  if (type === 'document') return 'document';
  if (type === 'stylesheet' || file.endsWith('.css')) return 'style';
  if (type === 'font' || /\.(woff2?|ttf|otf)$/.test(file)) return 'font';
  if (file.endsWith('.js')) return isDataChunk(body.toString('utf8')) ? 'data' : 'script';
  if (contentType.includes('json') || /\.(json|csv)$/.test(file)) return 'data';
  if (type === 'script') return 'script';
  return 'other';
}

/** One page, one run: every response until the network is idle, by kind, and the script files. */
async function weighOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen = new Set();
  const pending = [];
  const bytes = Object.fromEntries(KINDS.map((k) => [k, 0]));
  const scripts = [];
  page.on('requestfinished', (request) => {
    // A URL fetched twice (a prefetch of a chunk already loaded) comes from the cache the second time.
    if (seen.has(request.url())) return;
    seen.add(request.url());
    pending.push(
      (async () => {
        let response;
        let body;
        try {
          response = await request.response();
          if (!response) return;
          body = await response.body();
        } catch {
          // A redirect or an aborted request has no body; a request finishing as the page closes is past the measurement.
          return;
        }
        const gz = gzipSync(body, { level: 9 }).length;
        const kind = kindOf(request, response, body);
        bytes[kind] += gz;
        if (kind === 'script') scripts.push({ file: new URL(request.url()).pathname, gz });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // On a busy machine the main bundle can take longer to run than the network stays idle: a page is weighed
  // once it has hydrated (core marks <html> then), with what it loaded for that.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Work scheduled after load (idle callbacks, lazy modules) starts within this second.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const total = KINDS.reduce((n, k) => n + bytes[k], 0);
  return { total, bytes, scripts };
}

/** Weighs every page of `buildDir` (or the `paths` given) served at `serverUrl`; returns one record per page. */
export async function weighPages({ browser, serverUrl, buildDir, paths = builtPages(buildDir), runs = 1, concurrency = 2, onProgress }) {
  const results = new Array(paths.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      const p = paths[i];
      const measured = [];
      for (let r = 0; r < runs; r++) measured.push(await weighOnce(browser, serverUrl + p));
      // The run whose total is the median stands for the page.
      const sorted = [...measured].sort((a, b) => a.total - b.total);
      const chosen = sorted[Math.floor((sorted.length - 1) / 2)];
      results[i] = { path: p, type: pageType(p), ...chosen, spread: sorted.at(-1).total - sorted[0].total };
      onProgress?.(++done, paths.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return results;
}

/** The report: per page type, the heaviest five, the docs pages' own script. Returns the lines. */
export function pageReport(results) {
  const lines = [];
  const types = [...PAGE_TYPES, ...new Set(results.map((r) => r.type).filter((t) => !PAGE_TYPES.includes(t)))];
  const targetOf = (r) => (r.type === '/' ? TARGET_HOME : TARGET_PAGE);
  lines.push(`every page of the build (${results.length}), bytes downloaded until the network is idle, gzip -9 of each response`);
  lines.push(`  ${'page type'.padEnd(18)} ${'pages'.padStart(5)} ${'median'.padStart(10)} ${'maximum'.padStart(10)}  over target  heaviest`);
  for (const type of types) {
    const group = results.filter((r) => r.type === type);
    if (group.length === 0) continue;
    const heaviest = group.reduce((a, b) => (b.total > a.total ? b : a));
    const over = group.filter((r) => r.total > targetOf(r)).length;
    const target = type === '/' ? TARGET_HOME : TARGET_PAGE;
    lines.push(
      `  ${type.padEnd(18)} ${String(group.length).padStart(5)} ${kb(median(group.map((r) => r.total))).padStart(10)} ${kb(heaviest.total).padStart(10)}  ${`${over} > ${target / 1024} KB`.padEnd(11)}  ${heaviest.path}`,
    );
  }
  const all = results.filter((r) => r.total > targetOf(r)).length;
  lines.push(`  all pages: median ${kb(median(results.map((r) => r.total)))}, maximum ${kb(Math.max(...results.map((r) => r.total)))}, ${all} over target`);

  lines.push('the five heaviest pages, by kind:');
  for (const r of [...results].sort((a, b) => b.total - a.total).slice(0, 5)) {
    lines.push(`  ${kb(r.total).padStart(9)}  ${r.path}: ${KINDS.filter((k) => r.bytes[k] > 0).map((k) => `${k} ${kb(r.bytes[k])}`).join(', ')}`);
  }

  // What every page loads (the runtime, the main bundle, shared chunks) versus what a docs page adds.
  const shared = sharedScripts(results);
  const docs = results.filter((r) => r.type === 'docs');
  if (docs.length > 0) {
    const own = docs.map((r) => ({ path: r.path, own: r.scripts.filter((s) => !shared.has(s.file)).reduce((n, s) => n + s.gz, 0), all: r.bytes.script }));
    const sharedBytes = median(docs.map((r) => r.scripts.filter((s) => shared.has(s.file)).reduce((n, s) => n + s.gz, 0)));
    lines.push(
      `docs pages' script: median ${kb(median(own.map((o) => o.all)))} (max ${kb(Math.max(...own.map((o) => o.all)))}), ` +
        `of which every page's shared script ${kb(sharedBytes)} and the page's own median ${kb(median(own.map((o) => o.own)))}, max ${kb(Math.max(...own.map((o) => o.own)))}`,
    );
    lines.push('  heaviest own script: ' + [...own].sort((a, b) => b.own - a.own).slice(0, 5).map((o) => `${o.path} ${kb(o.own)}`).join(', '));
    lines.push(`  data chunks of docs pages: median ${kb(median(docs.map((r) => r.bytes.data)))}, max ${kb(Math.max(...docs.map((r) => r.bytes.data)))}`);
  }
  const unsteady = results.filter((r) => r.spread > 0);
  if (unsteady.length) lines.push(`pages whose weight differed between runs: ${unsteady.map((r) => `${r.path} (±${kb(r.spread)})`).join(', ')}`);
  return lines;
}

/** Script files loaded by at least 90% of all pages. */
function sharedScripts(results) {
  const count = new Map();
  for (const r of results) for (const s of r.scripts) count.set(s.file, (count.get(s.file) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= 0.9 * results.length).map(([f]) => f));
}

// Alone: node scripts/bench-pages.mjs [BUILD_DIR]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./static-server.mjs');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./chromium.mjs');
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const server = await startServer({ dir: buildDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = await weighPages({
      browser,
      serverUrl: server.url,
      buildDir,
      runs: Number(process.env.BENCH_PAGE_RUNS ?? 1),
      concurrency: Number(process.env.BENCH_CONCURRENCY ?? 2),
    });
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 1));
    console.log(pageReport(results).join('\n'));
  } finally {
    await browser.close();
    await server.close();
  }
}
/** Figures saved with BENCH_JSON. */
export const loadResults = (file) => JSON.parse(readFileSync(file, 'utf8'));
