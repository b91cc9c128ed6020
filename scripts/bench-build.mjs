// Build time, cold and warm, phase by phase. A cold build starts with nothing
// cached: `docusaurus clear` (build/, .docusaurus/, node_modules/.cache) and an
// empty config-transpile cache (jiti's, in $TMPDIR), as on a fresh CI machine.
// A warm build follows a cold one with every cache kept and nothing changed.
// Runs alternate cold and warm; the report gives medians, the wall-clock time
// and the CPU time (user + system: less sensitive to other work on the
// machine), and the load average before and after (`uptime`).
//
// Phases come from the build's own log: the `[timing]` lines of the plugins
// (src/build/plugin/timing.ts) and Docusaurus's `[PERF]` lines (DOCUSAURUS_PERF_LOGGER).
//
// Used by `npm run bench` (scripts/bench.mjs) and runnable alone:
// `node scripts/bench-build.mjs [SITE_DIR]` (BENCH_RUNS, default 3).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const median = (xs) => {
  const s = xs.filter((x) => x !== undefined).sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? undefined : s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');

// Docusaurus's own phases worth reporting, by the label its perf logger prints.
const PERF_PHASES = [
  ['load site (all plugins)', /^Build > en > Load site - /],
  ['  docs plugin: read docs', /^Build > en > Load site > Load plugins > Load plugins content > Load docs@default > loadContent\(\) - /],
  ['bundling (client and server)', /^Build > en > Bundling with rspack - /],
  ['static rendering (SSG)', /^Build > en > SSG - /],
  ['postBuild (all plugins)', /^Build > en > postBuild\(\) - /],
  ['broken links check', /^Build > en > Broken links checker - /],
];

function seconds(text) {
  const m = /([\d.]+) (ms|seconds)/.exec(text);
  if (!m) return undefined;
  return m[2] === 'ms' ? Number(m[1]) / 1000 : Number(m[1]);
}

/** The phases of one build's log: `[timing]` lines, then Docusaurus's. */
export function phasesOf(log) {
  const phases = new Map();
  // eslint-disable-next-line no-control-regex
  const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
  for (const line of plain.split('\n')) {
    const timing = /^\[timing\] (.+) ([\d.]+) s$/.exec(line.trim());
    if (timing) phases.set(timing[1], Number(timing[2]));
    const perf = /^\[PERF\] (.*)$/.exec(line.trim());
    if (perf) {
      for (const [name, re] of PERF_PHASES) if (re.test(perf[1])) phases.set(`docusaurus: ${name}`, seconds(perf[1].split(' - ').at(-2) ?? ''));
    }
  }
  return phases;
}

/** One build of `siteDir`: wall and CPU seconds, phases, the log. */
function build(siteDir, { cold }) {
  const env = { ...process.env, DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0' };
  let tmp;
  if (cold) {
    rmSync(path.join(siteDir, 'build'), { recursive: true, force: true });
    rmSync(path.join(siteDir, '.docusaurus'), { recursive: true, force: true });
    rmSync(path.join(siteDir, 'node_modules', '.cache'), { recursive: true, force: true });
    tmp = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
    env.TMPDIR = tmp;
  }
  // As `npm run build` runs it (scripts/docusaurus.mjs: Docusaurus's command line, with installed packages left to Node).
  const cli = path.join(siteDir, 'scripts', 'docusaurus.mjs');
  const timeBin = existsSync('/usr/bin/time') ? ['/usr/bin/time', ['-f', '__TIME__ %e %U %S', process.execPath, cli, 'build']] : [process.execPath, [cli, 'build']];
  const started = performance.now();
  return new Promise((ok, fail) => {
    const child = spawn(timeBin[0], timeBin[1], { cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => {
      if (tmp) rmSync(tmp, { recursive: true, force: true });
      if (code !== 0) return fail(new Error(`build failed (exit ${code}):\n${log.slice(-3000)}`));
      const t = /__TIME__ ([\d.]+) ([\d.]+) ([\d.]+)/.exec(log);
      ok({
        wall: t ? Number(t[1]) : (performance.now() - started) / 1000,
        cpu: t ? Number(t[2]) + Number(t[3]) : undefined,
        phases: phasesOf(log),
        log,
      });
    });
  });
}

/** Alternating cold and warm builds of `siteDir`; returns the report's lines and the runs. */
export async function benchBuild({ siteDir = process.cwd(), runs = 3, onRun } = {}) {
  const before = load();
  const results = { cold: [], warm: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of ['cold', 'warm']) {
      const r = await build(siteDir, { cold: kind === 'cold' });
      results[kind].push(r);
      onRun?.(kind, r);
    }
  }
  const after = load();
  const names = [];
  for (const r of [...results.cold, ...results.warm]) for (const name of r.phases.keys()) if (!names.includes(name)) names.push(name);
  const fmt = (x) => (x === undefined ? '–' : `${x.toFixed(1)} s`);
  const lines = [];
  lines.push(`build (${siteDir}), ${runs} cold and ${runs} warm, alternating; load average (1, 5, 15 min) before: ${before}, after: ${after}`);
  lines.push(`  ${'phase'.padEnd(52)} ${'cold'.padStart(8)} ${'warm'.padStart(8)}`);
  lines.push(`  ${'total, wall clock'.padEnd(52)} ${fmt(median(results.cold.map((r) => r.wall))).padStart(8)} ${fmt(median(results.warm.map((r) => r.wall))).padStart(8)}`);
  lines.push(`  ${'total, CPU (user + system)'.padEnd(52)} ${fmt(median(results.cold.map((r) => r.cpu))).padStart(8)} ${fmt(median(results.warm.map((r) => r.cpu))).padStart(8)}`);
  for (const name of names) {
    lines.push(`  ${name.padEnd(52)} ${fmt(median(results.cold.map((r) => r.phases.get(name)))).padStart(8)} ${fmt(median(results.warm.map((r) => r.phases.get(name)))).padStart(8)}`);
  }
  lines.push(`  runs, wall clock: cold ${results.cold.map((r) => r.wall.toFixed(1)).join(', ')}; warm ${results.warm.map((r) => r.wall.toFixed(1)).join(', ')}`);
  return { lines, results };
}

// Alone: node scripts/bench-build.mjs [SITE_DIR]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const siteDir = path.resolve(process.argv[2] ?? '.');
  if (!existsSync(path.join(siteDir, 'docusaurus.config.ts'))) throw new Error(`${siteDir} has no docusaurus.config.ts`);
  const { lines } = await benchBuild({
    siteDir,
    runs: Number(process.env.BENCH_RUNS ?? 3),
    onRun: (kind, r) => console.error(`  ${kind} build: ${r.wall.toFixed(1)} s wall, ${r.cpu?.toFixed(1) ?? '?'} s CPU`),
  });
  console.log(lines.join('\n'));
}

