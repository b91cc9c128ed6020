// `npm run screenshots -- OUT_PREFIX /path [/path…]`: serves build/ and saves
// PNGs of each path at desktop (1280 px) and phone (390 px) widths, light and
// dark, printing the page's scroll width and any console errors.
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const [outPrefix = 'screenshots/shot', ...paths] = process.argv.slice(2);
const server = await startServer({ dir: 'build' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const p of paths.length ? paths : ['/']) {
    for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]]) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
        const page = await context.newPage();
        const errors = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        page.on('pageerror', (e) => errors.push(String(e)));
        await page.goto(server.url + p, { waitUntil: 'networkidle' });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        const file = `${outPrefix}-${p.replace(/[^a-z0-9]+/gi, '_')}-${name}-${scheme}.png`;
        await page.screenshot({ path: file });
        console.log(`${file}  scrollWidth=${scrollWidth}${errors.length ? `  errors: ${errors.join(' | ')}` : ''}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
