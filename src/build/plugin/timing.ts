/**
 * How long each phase of a build takes, one line per phase on stdout:
 *
 *   [timing] data: read, check and decode 0.42 s
 *   [timing] bundling (client) 9.81 s
 *
 * so that when a build gets slower, its log says where. The plugins time
 * their own hooks with `timed`; `BundleTimer` times each bundler compilation
 * (client and server); static rendering is the time between the last bundle
 * and the first postBuild hook. `npm run bench` (scripts/bench-build.mjs)
 * reads these lines.
 */

export const TIMING_PREFIX = '[timing]';

/** The phases, as the lines name them (the bench reports them in this order). */
export const PHASES = {
  startUp: 'start-up: Node, Docusaurus, config',
  data: 'data: read, check and decode',
  routes: 'data: page data and route modules',
  liveValues: 'data: live values of docs pages',
  bundleClient: 'bundling (client)',
  bundleServer: 'bundling (server)',
  render: 'static rendering',
  staticFiles: 'static files (address book, lookup, decoder table, diagrams)',
  markdown: 'Markdown versions, llms.txt (worker thread, from bundling on)',
  markdownWait: 'Markdown versions: postBuild waiting for them',
  searchIndex: 'search index (Pagefind)',
} as const;

let lastBundleDone: number | undefined;
let renderLogged = false;

export function logPhase(phase: string, seconds: number): void {
  console.log(`${TIMING_PREFIX} ${phase} ${seconds.toFixed(2)} s`);
}

/** Runs `run` (sync or async) and logs how long it took, also when it throws. */
export function timed<T>(phase: string, run: () => T): T {
  const start = performance.now();
  const done = () => logPhase(phase, (performance.now() - start) / 1000);
  let result: T;
  try {
    result = run();
  } catch (error) {
    done();
    throw error;
  }
  if (result instanceof Promise) return result.finally(done) as T;
  done();
  return result;
}

/** Called by the first postBuild hook: the time since the last bundle finished is static rendering. */
export function renderingDone(): void {
  if (renderLogged || lastBundleDone === undefined) return;
  renderLogged = true;
  logPhase(PHASES.render, (performance.now() - lastBundleDone) / 1000);
}

/** The subset of a bundler compiler (Rspack or webpack) the timer taps. */
interface TappableCompiler {
  hooks: {
    beforeRun: { tap(name: string, fn: () => void): void };
    done: { tap(name: string, fn: () => void): void };
  };
}

/** A bundler plugin logging one compilation's time; `npm run dev`'s recompilations are not production builds and are not timed. */
export class BundleTimer {
  constructor(private readonly phase: string) {}

  apply(compiler: TappableCompiler): void {
    let start: number | undefined;
    compiler.hooks.beforeRun.tap('BundleTimer', () => {
      start = performance.now();
    });
    compiler.hooks.done.tap('BundleTimer', () => {
      if (start === undefined) return;
      const end = performance.now();
      logPhase(this.phase, (end - start) / 1000);
      lastBundleDone = Math.max(lastBundleDone ?? 0, end);
      start = undefined;
    });
  }
}

/** A bundler plugin calling `start` as a production build's compilation starts (`npm run dev`'s watch never does). */
export class OnBuildStart {
  constructor(private readonly start: () => void) {}

  apply(compiler: TappableCompiler): void {
    compiler.hooks.beforeRun.tap('OnBuildStart', () => {
      this.start();
    });
  }
}
