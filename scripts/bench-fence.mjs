// What each part of the fence (src/lean/switch.cjs, src/lean/README.md) brings, measured by leaving it out:
// for each part, a build with LEAN_OFF=part (and the parts that need it), beside a build with every part in.
// For each build: its wall and CPU time and its phases (the build's own `[timing]` lines), and the weight of
// a sample of pages, one or two of each kind (bytes Chromium downloads, gzip -9 of each response: bytes do
// not depend on the machine's load; times do, so compare CPU and phases, and run again when in doubt).
//
// `node scripts/bench-fence.mjs [part,part…]` (default: every part). Builds go to $TMPDIR/bench-fence/<part>;
// the generated folder and the bundler's cache are the site's own (.docusaurus/, node_modules/.cache). Leaving a
// part out changes the bundler's cache version (src/lean/plugin.ts), so a first build after it is as cold as after
// a change of config: the baseline (every part in), and each part whose win is build time (BUILD_TIME_PARTS), are
// built twice and the second, warm build is the one compared. BENCH_JSON=file writes the figures.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { phasesOf } from './bench-build.mjs';
import { kb, weighPages } from './bench-pages.mjs';

const require = createRequire(import.meta.url);
const { PARTS, NEEDS } = require('../src/lean/switch.cjs');

/** One page or two of each kind: a docs page with code and one with formulas, `/`, a state page, a tokens page, a tool, the 404. */
const SAMPLE = ['/', '/docs/intro', '/docs/adapters/convex', '/docs/credit-accounts/liquidation', '/state/mainnet/pools/trade-usdc-v3', '/tokens/mainnet', '/lookup', '/no-such-page'];

/** The parts whose win is the build's time: built twice without them, so that the bundler's cache is warm. */
const BUILD_TIME_PARTS = new Set(['jiti', 'ssgMainThread', 'diagrams', 'postcss', 'unusedInfima', 'minifyCache', 'caches']);

const siteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outRoot = path.join(tmpdir(), 'bench-fence');
const asked = process.argv[2] ? process.argv[2].split(',') : PARTS;
for (const p of asked) if (!PARTS.includes(p)) throw new Error(`no part ${p} (the parts: ${PARTS.join(', ')})`);

/** The parts left out with `part`: it, and every part that needs it. */
const offWith = (part) => [part, ...Object.entries(NEEDS).filter(([, needs]) => needs.includes(part)).map(([p]) => p)];

function build(name, off) {
  const outDir = path.join(outRoot, name);
  const env = { ...process.env, LEAN: '1', LEAN_OFF: off.join(','), DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0' };
  const cli = path.join(siteDir, 'scripts', 'docusaurus.mjs');
  return new Promise((ok, fail) => {
    const child = spawn('/usr/bin/time', ['-f', '__TIME__ %e %U %S', process.execPath, cli, 'build', '--out-dir', outDir], { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => {
      if (code !== 0) return fail(new Error(`build ${name} failed (exit ${code}):\n${log.slice(-3000)}`));
      const t = /__TIME__ ([\d.]+) ([\d.]+) ([\d.]+)/.exec(log) ?? [];
      ok({ outDir, wall: Number(t[1]), cpu: Number(t[2]) + Number(t[3]), phases: Object.fromEntries(phasesOf(log)) });
    });
  });
}

async function weigh(browser, outDir) {
  const server = await startServer({ dir: outDir });
  try {
    const pages = await weighPages({ browser, serverUrl: server.url, buildDir: outDir, paths: SAMPLE, concurrency: 1 });
    return Object.fromEntries(pages.map((r) => [r.path, { total: r.total, script: r.bytes.script, style: r.bytes.style, data: r.bytes.data, document: r.bytes.document }]));
  } finally {
    await server.close();
  }
}

mkdirSync(outRoot, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = {};
try {
  console.error(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  await build('all', []);
  const all = await build('all', []);
  results.all = { ...all, pages: await weigh(browser, all.outDir) };
  console.error(`all parts in: ${all.wall.toFixed(1)} s wall, ${all.cpu.toFixed(1)} s CPU`);
  for (const part of asked) {
    const off = offWith(part);
    if (BUILD_TIME_PARTS.has(part)) await build(part, off);
    const r = await build(part, off);
    results[part] = { off, ...r, pages: await weigh(browser, r.outDir) };
    console.error(`without ${off.join(' + ')}: ${r.wall.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU`);
  }
} finally {
  await browser.close();
}
console.error(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 1));

// The report: per part, what leaving it out adds (+) to each sampled page and to the build.
const base = results.all;
const signed = (n, unit) => `${n >= 0 ? '+' : ''}${unit(n)}`;
for (const part of asked) {
  const r = results[part];
  console.log(`\nwithout ${r.off.join(' + ')}`);
  console.log(`  build: ${signed(r.wall - base.wall, (x) => `${x.toFixed(1)} s`)} wall, ${signed(r.cpu - base.cpu, (x) => `${x.toFixed(1)} s`)} CPU (all in: ${base.wall.toFixed(1)} s, ${base.cpu.toFixed(1)} s CPU)`);
  const phases = Object.keys({ ...base.phases, ...r.phases })
    .map((name) => [name, (r.phases[name] ?? 0) - (base.phases[name] ?? 0)])
    .filter(([, d]) => Math.abs(d) >= 0.3)
    .map(([name, d]) => `${name} ${signed(d, (x) => `${x.toFixed(1)} s`)}`);
  if (phases.length) console.log(`  phases: ${phases.join('; ')}`);
  for (const page of SAMPLE) {
    const a = base.pages[page];
    const b = r.pages[page];
    if (!a || !b || a.total === b.total) continue;
    const parts = ['script', 'style', 'data', 'document'].filter((k) => a[k] !== b[k]).map((k) => `${k} ${signed(b[k] - a[k], kb)}`);
    console.log(`  ${page}: ${signed(b.total - a.total, kb)} (${kb(a.total)} -> ${kb(b.total)}; ${parts.join(', ')})`);
  }
}
