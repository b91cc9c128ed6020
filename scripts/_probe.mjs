import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const server = await startServer({ dir: 'build' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(server.url + process.argv[2]);
console.log(await page.evaluate(() => {
  const t = [...document.querySelectorAll('table[class*=fields]')].find((x) => x.getBoundingClientRect().right > 392);
  const out = [];
  for (const td of t.querySelectorAll('td')) {
    const box = document.createElement('div');
    box.style.cssText = 'position:absolute;width:min-content;visibility:hidden';
    box.className = td.className;
    for (const c of td.childNodes) box.appendChild(c.cloneNode(true));
    td.closest('table').parentElement.appendChild(box);
    out.push(`${Math.round(box.getBoundingClientRect().width)} ${td.textContent.slice(0, 60)}`);
    box.remove();
  }
  out.sort((a, b) => parseInt(b) - parseInt(a));
  return out.slice(0, 15).join('\n');
}));
await browser.close(); process.exit(0);
