/** Starts the built site on 127.0.0.1 and Debian's Chromium for end-to-end tests. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { ROOT } from './data';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');
/** The build the browser tests read: build/, or another folder given as E2E_BUILD_DIR (a build made with `--out-dir`). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ? path.resolve(process.env.E2E_BUILD_DIR) : path.join(ROOT, 'build');

export interface Site {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** The built site in build/ (or E2E_BUILD_DIR: another build to compare, e.g. one from before a change). */
export async function startSite(dir: string = process.env.E2E_BUILD_DIR ?? BUILD_DIR): Promise<Site> {
  const server = await startServer({ dir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    url: server.url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
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
