// A keystroke within a frame (issue 18): typing in the filter on `/` with all networks shown, measured with
// Event Timing (key press → the frame that shows it painted), beside the floor of this machine: the same keystrokes
// into a bare input on an empty page, in the same run. Event Timing reports only events of 16 ms or more (its
// minimum threshold), so a p95 under that reads "< 16 ms": fewer than 5% of the keystrokes took a frame or more.
//
// Used by `npm run bench` (scripts/bench.mjs) and runnable alone against an existing build:
// `node scripts/bench-keys.mjs [build dir]` (BENCH_RUNS rounds, default 3; BENCH_KEYS keystrokes a round, default 200).
import { pathToFileURL } from 'node:url';

const WORDS = ['weth', 'trade usdc tier 1', '0x523da3a8', 'pool', 'adapter for curve', 'zzz', 'core contracts acl', 'paused'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** p95 of `n` keystrokes of which `slow` (durations ≥ 16 ms) were reported; the rest count as under 16 ms. */
function p95(slow, n) {
  const rank = Math.ceil(n * 0.95);
  const fast = n - slow.length;
  if (rank <= fast) return 0;
  return [...slow].sort((a, b) => a - b)[rank - fast - 1];
}
const show = (ms) => (ms < 16 ? '< 16 ms' : `${ms} ms`);
/** How many keystrokes of each run took a frame or more (16 ms), and more than a frame (24 ms: Event Timing rounds to 8 ms). */
const over = (runs, n) =>
  `16 ms or more: ${runs.map((r) => r.length).join(', ')} of ${n}; 24 ms or more: ${runs.map((r) => r.filter((d) => d >= 24).length).join(', ')} of ${n}`;

const OBSERVE = () => {
  window.__keys = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'keydown') window.__keys.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Types words and deletes them again, letter by letter, until `keys` keystrokes have gone into the focused box. */
async function typeKeys(page, keys) {
  let n = 0;
  for (let i = 0; n < keys; i++) {
    const w = WORDS[i % WORDS.length];
    for (const ch of w) {
      if (n++ >= keys) break;
      await page.keyboard.type(ch, { delay: 0 });
      await page.waitForTimeout(40);
    }
    const typed = Math.min(w.length, n);
    for (let j = 0; j < typed && n < keys; j++, n++) {
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(40);
    }
  }
  return n;
}

/**
 * Keystrokes typed into `selector` on `/?all=1`, once the page has applied its URL state (after `prepare`, run in
 * the page, if given): the page, how many keys were typed and the slow ones.
 */
async function typeOnAll(context, url, keys, selector, prepare) {
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  await page.goto(`${url}/?all=1`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-url-state'));
  if (prepare) await page.evaluate(prepare);
  await page.locator(selector).focus();
  await page.waitForTimeout(300);
  await page.evaluate(() => (window.__keys.length = 0));
  const n = await typeKeys(page, keys);
  await page.waitForTimeout(300);
  return { page, n, slow: await page.evaluate(() => window.__keys) };
}

/** One round on `/?all=1`, one on a bare input on an empty page and one on a bare input added to `/?all=1`: slow keystrokes of each. */
async function round(browser, url, keys) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const filter = await typeOnAll(context, url, keys, '#contract-filter');
  const rows = await filter.page.locator('tbody tr').count();

  const blank = await context.newPage();
  await blank.setContent('<!doctype html><title>floor</title><label>Text <input id="t"></label>');
  await blank.evaluate(OBSERVE);
  await blank.focus('#t');
  await typeKeys(blank, keys);
  await blank.waitForTimeout(300);
  const floor = await blank.evaluate(() => window.__keys);

  // The same page with a bare input of its own (no handler of ours): what the page's size alone costs a keystroke.
  const same = await typeOnAll(context, url, keys, '#bench-bare', () => {
    const input = document.createElement('input');
    input.id = 'bench-bare';
    input.spellcheck = false;
    document.querySelector('main')?.prepend(input);
  });
  await context.close();
  return { n: filter.n, rows, site: filter.slow, floor, page: same.slow };
}

export async function benchKeys({ browser, url, runs = 3, keys = Number(process.env.BENCH_KEYS ?? 200) }) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await round(browser, url, keys));
  const { n, rows } = results[0];
  const sitePs = results.map((r) => p95(r.site, r.n));
  const floorPs = results.map((r) => p95(r.floor, r.n));
  const pagePs = results.map((r) => p95(r.page, r.n));
  console.log(
    `\nfilter keystroke on / (${rows} rows, all networks, ${n} keystrokes a run, ${runs} runs), Event Timing key press → painted frame:\n` +
      `  the filter:   p95 ${show(median(sitePs))} (runs: ${sitePs.map(show).join(', ')}); ${over(results.map((r) => r.site), n)}\n` +
      `  bare input:   p95 ${show(median(floorPs))} (runs: ${floorPs.map(show).join(', ')}); ${over(results.map((r) => r.floor), n)}\n` +
      `  bare input added to /?all=1 (the page alone, no filter): p95 ${show(median(pagePs))} (runs: ${pagePs.map(show).join(', ')}); ${over(results.map((r) => r.page), n)}`,
  );
  return { site: median(sitePs), floor: median(floorPs), page: median(pagePs) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('./static-server.mjs');
  const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./chromium.mjs');
  const server = await startServer({ dir: process.argv[2] ?? 'build' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await benchKeys({ browser, url: server.url, runs: Number(process.env.BENCH_RUNS ?? 3) });
  } finally {
    await browser.close();
    await server.close();
  }
}
