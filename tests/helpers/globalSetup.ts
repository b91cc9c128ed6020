/**
 * Vitest's global set-up for the browser tests (vitest.e2e.config.mts): once per run, in the main process, the static
 * server of build/ and one Chromium, which every test file reaches through `useSite()` (tests/helpers/browser.ts).
 * The site's URL, the browser's endpoint and a folder for the run reach the files by `provide`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
  return async () => {
    await browser.close();
    await server.close();
    rmSync(runDir, { recursive: true, force: true });
  };
}
