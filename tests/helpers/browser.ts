/** Starts the built site on 127.0.0.1 and Debian's Chromium for end-to-end tests. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { ROOT } from './data';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');
export const BUILD_DIR = path.join(ROOT, 'build');

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

/** Runs axe-core on the page; returns the violations (rule id and first target). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // WCAG 2.2 target size is off in axe's defaults; Lighthouse checks it, so do we.
    return axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')}`);
}
