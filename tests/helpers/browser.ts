/**
 * The built site and the browser for end-to-end tests: the static server and the one Chromium of the run are started
 * by the global set-up (tests/helpers/globalSetup.ts); each file connects to them with `useSite()`.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Response, type Route } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { BUILD_DIR } from './buildDir';
import { URL_STATE_ATTR } from '../../src/browser/routes/DeployedContracts/urlState';

export { BUILD_DIR };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of build/ (or E2E_BUILD_DIR), served by the global set-up. */
    siteUrl: string;
    /** The Playwright endpoint of the run's one Chromium. */
    browserEndpoint: string;
    /** A temporary folder for the whole run, removed at its end (builds the files share). */
    runDir: string;
    /** axe-core's script, served by the global set-up with long-lived caching. */
    axeUrl: string;
  }
}


/** A served build and the run's browser, as a file's tests see them: both are there once its `beforeAll` has run. */
export class Site {
  #url: string | undefined;
  #browser: Browser | undefined;

  attach(url: string, browser: Browser): void {
    this.#url = url;
    this.#browser = browser;
  }

  get url(): string {
    if (this.#url === undefined) throw new Error('the site is served from beforeAll on: use it inside a test or a later hook');
    return this.#url;
  }

  get browser(): Browser {
    if (this.#browser === undefined) throw new Error('the browser is connected from beforeAll on: use it inside a test or a later hook');
    return this.#browser;
  }
}

/**
 * The site for this file's tests, on the run's one Chromium: build/ as the global set-up serves it, or with `dir`,
 * another build (one a file made itself, `buildSite`), served by this file for its own tests. Registers the
 * `beforeAll` that connects (after any `beforeAll` registered before it, such as the one making that build) and the
 * `afterAll` that disconnects, which closes every context the file left open.
 */
export function useSite(options: { dir?: string } = {}): Site {
  const site = new Site();
  let browser: Browser | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
    if (options.dir !== undefined) server = await startServer({ dir: options.dir });
    site.attach(server?.url ?? inject('siteUrl'), browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return site;
}

/**
 * Waits until React has hydrated the page (Docusaurus then sets `<html data-has-hydrated="true">`) and holds the state
 * an inline script drew from the URL before the first paint: on the Deployed Contracts page the script marks <html>
 * with URL_STATE_ATTR, and the page's state removes the mark once React shows that state itself (tab, filter).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector(`html[data-has-hydrated="true"]:not([${URL_STATE_ATTR}])`, { state: 'attached' });
  await revealed(page);
}

/**
 * React's server output (19.2) streams a large Suspense boundary apart: its fallback in place, its content in a hidden
 * `<div id="S:n">`, and an inline script that swaps them on the next animation frame, before the first paint. A person
 * never sees the two together, but a test reading the DOM between load and that frame finds both (the page not found:
 * two h1, two main). Waits until React has revealed every such boundary.
 */
export async function revealed(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('template[id^="B:"], div[hidden][id^="S:"]') === null);
}

/** Holds back every request matching `pattern` until `release()`. */
export async function holdBack(page: Page, pattern: string | RegExp): Promise<{ held: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let open = false;
  await page.route(pattern, (route) => (open ? route.continue() : void held.push(route)));
  return {
    held: () => held.length,
    release: async () => {
      open = true;
      for (const r of held.splice(0)) await r.continue();
    },
  };
}

/**
 * Opens `url` and waits until its HTML is parsed, while its scripts may be held back: Docusaurus's template `defer`s
 * them, and DOMContentLoaded waits for them.
 */
export async function openParsed(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Loads a URL and waits until the page is the one a person uses: loaded, and hydrated by React. */
export async function loadPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  return response;
}

/** Reloads the page and waits until it is loaded and hydrated again. */
export async function reloadPage(page: Page): Promise<Response | null> {
  const response = await page.reload({ waitUntil: 'load' });
  await hydrated(page);
  return response;
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions. */
  errors: string[];
  /** Every request that went anywhere but the local server. */
  foreign: string[];
}

/** A fresh page that records console errors and any request leaving 127.0.0.1. */
export async function openPage(site: Site, options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Watched> {
  const context = await site.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(r.url());
  });
  return { context, page, errors, foreign };
}

/** What axe checks: WCAG 2.0–2.2 A and AA, and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One failing rule on a page: every node it failed on, by CSS selector, with axe's reason. */
export interface AxeViolation {
  rule: string;
  impact: string;
  nodes: { target: string; why: string }[];
}

/** Runs axe-core (WCAG 2.2 AA and best practice, target size included) on the page as it is now. */
export async function axeRun(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: inject('axeUrl') });
  // Long tables are drawn only near the viewport (`content-visibility: auto`); until then their boxes have an
  // estimated size and the geometry axe measures (target size, overlap, contrast) is not the one a person gets on
  // scrolling there. Checked as laid out in full.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(async (tags) => {
    type Node = { target: unknown[]; failureSummary?: string };
    type Result = { violations: { id: string; impact?: string; nodes: Node[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
    // WCAG 2.2 target size is off in axe's defaults; Lighthouse checks it, so do we.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), why: (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim() })),
    }));
  }, AXE_TAGS);
}

/** Runs axe-core on the page; returns the violations (rule id and first target). */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeRun(page)).map((v) => `${v.rule}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target}`);
}

/**
 * Waits until the page's main thread has nothing left to do (`requestIdleCallback`): whatever the page puts off until
 * then (a prefetch, a lazy module) has been asked for. For tests that something is not requested until a person asks.
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Records the body of each response the page receives that `keep` accepts. `read()` resolves to them once every body
 * recorded so far has arrived (a response's body is read after the response event), and fails if one could not be
 * read. A body still on its way when the test closes the page (a prefetch after the last `read()`) can no longer be
 * read; nobody asked for it, so that failure is left unreported instead of surfacing later as an unhandled rejection
 * in whichever test runs then.
 */
export function recordBodies(page: Page, keep: (response: Response) => boolean): { read: () => Promise<string[]> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (!keep(r)) return;
    const body = r.text();
    body.catch(() => undefined);
    bodies.push(body);
  });
  return { read: () => Promise.all(bodies) };
}

/**
 * Runs `work` on every item, on `atOnce` pages of the context at a time (one per core: a page's parsing, scripts and
 * axe run in its own renderer), each page going from item to item.
 */
export async function acrossPages<T>(context: BrowserContext, items: readonly T[], atOnce: number, work: (page: Page, item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    const page = await context.newPage();
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(page, item);
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}
