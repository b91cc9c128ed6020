import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const server = await startServer({ dir: 'build' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  const got = [];
  page.on('response', async (r) => { try { const b = await r.body(); got.push([r.url().replace(server.url, ''), b.length]); } catch {} });
  await page.goto(server.url + p, { waitUntil: 'networkidle' });
  console.log(p); for (const [u, n] of got.sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log('  ', n, u);
  await page.close();
}
await browser.close(); process.exit(0);
