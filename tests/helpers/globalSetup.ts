/**
 * Vitest's global set-up for the browser tests (vitest.e2e.config.mts): once per run, in the main process, the static
 * server of build/ and one Chromium, which every test file reaches through `useSite()` (tests/helpers/browser.ts).
 * The site's URL, the browser's endpoint and a folder for the run reach the files by `provide`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { BUILD_DIR } from './buildDir';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ dir: BUILD_DIR });
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('siteUrl', server.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  // A folder for what the files share beyond build/ (tests/helpers/changedData.ts), removed at the end of the run.
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'gearbox-e2e-'));
  project.provide('runDir', runDir);
  // axe-core for the pages to load as a script, served with a year's caching: each page fetches it from the browser's
  // cache and runs the code Chromium compiled once, where a script tag with the text would be compiled on every page.
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
  const axeServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'content-length': axe.length });
    res.end(axe);
  });
  await new Promise<void>((resolve) => axeServer.listen(0, '127.0.0.1', resolve));
  const address = axeServer.address();
  if (address === null || typeof address === 'string') throw new Error('the axe-core server has no port');
  project.provide('axeUrl', `http://127.0.0.1:${address.port}/axe.min.js`);
  return async () => {
    await browser.close();
    await new Promise((resolve) => axeServer.close(resolve));
    await server.close();
    rmSync(runDir, { recursive: true, force: true });
  };
}
