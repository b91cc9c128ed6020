/**
 * Pages machines can read, on the built site: the Markdown version of every docs and data page, /llms.txt,
 * /llms-full.txt, the head links to them, and the "Copy page as Markdown" button.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADDRESS_BOOK_NETWORKS } from '../../src/domain/data/networks';
import { DIAGRAMS_SOURCE_DIR, diagramPath } from '../../src/domain/data/paths';
import { ACCESS_CLASS_INFO, type AccessClass } from '../../src/domain/protocol/access';
import { numberText } from '../../src/build/markdown/statePage';
import { isLiveValueTitle } from '../../src/pageData/liveValueTitle';
import { acrossPages, axeViolations, BUILD_DIR, idle, loadPage, openPage, type Site, useSite } from '../helpers/browser';
import { filesUnder } from '../helpers/files';
import { ROOT } from '../helpers/data';
import { parseLlmsTxt } from '../helpers/llmsTxt';
import { addressesIn, markdownLinks, markdownTables, proseOf } from '../helpers/markdown';

const site = useSite();

/** The origin the build writes into absolute links (docusaurus.config.ts: SITE_URL, else the site's). */
const ORIGIN = (process.env.SITE_URL ?? 'https://dev.gearbox.fi').replace(/\/+$/, '');
const read = (sitePath: string) => readFileSync(path.join(BUILD_DIR, sitePath), 'utf8');
/** `build/docs/intro.html` → `/docs/intro`. */
const routeOf = (file: string) => `/${path.relative(BUILD_DIR, file).split(path.sep).join('/').replace(/\.html$/, '')}`;
const docsRoutes = filesUnder(path.join(BUILD_DIR, 'docs'), '.html').map(routeOf);
const dataRoutes = [...filesUnder(path.join(BUILD_DIR, 'state'), '.html'), ...filesUnder(path.join(BUILD_DIR, 'tokens'), '.html')].map(routeOf);
/** An HTML tag in prose: what MDX would have left behind. */
const TAG = /<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>/;

/** Pages' DOM as served, without running their scripts: quick to read many pages. */
function staticContext(site: Site): Promise<BrowserContext> {
  return site.browser.newContext({ javaScriptEnabled: false });
}

/** A page's DOM as served, without running its scripts. */
async function staticPages(site: Site): Promise<{ context: BrowserContext; page: Page }> {
  const context = await staticContext(site);
  return { context, page: await context.newPage() };
}

/** Pages read at once: one per core. */
const AT_ONCE = 2;

describe('Markdown versions of the built site', () => {

  test('every docs page has its .md: a title heading, no MDX, nothing undefined, images that are files of the build; llms-full.txt holds them all', () => {
    expect(docsRoutes.length).toBeGreaterThan(80);
    const full = read('llms-full.txt');
    const images = new Set<string>();
    for (const route of docsRoutes) {
      const file = path.join(BUILD_DIR, `${route}.md`);
      expect(existsSync(file), route).toBe(true);
      const text = readFileSync(file, 'utf8');
      for (const [, url = ''] of text.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)) {
        images.add(url);
        expect(url.startsWith(`${ORIGIN}/`), `${route}: ${url}`).toBe(true);
        expect(existsSync(path.join(BUILD_DIR, url.slice(ORIGIN.length))), `${route}: ${url}`).toBe(true);
      }
      expect(text, route).toMatch(/^# \S/);
      expect(text, route).not.toMatch(/<LiveParam|<ErrorCatalogue|<ErrorFamilies/);
      const prose = proseOf(text);
      // Prose only: the examples' code may well say `undefined`, as on the page. The docs' own words may too ("the
      // health factor is undefined"), so the prose says it no more often than the page's source does.
      expect(prose, route).not.toMatch(/\bNaN\b|\[object Object\]/);
      const source = readFileSync(path.join(ROOT, 'docs', `${route.replace(/^\/docs\//, '')}${existsSync(path.join(ROOT, 'docs', `${route.replace(/^\/docs\//, '')}.md`)) ? '.md' : '.mdx'}`), 'utf8');
      expect(prose.match(/\bundefined\b/g)?.length ?? 0, route).toBeLessThanOrEqual(source.match(/\bundefined\b/g)?.length ?? 0);
      expect(prose.match(TAG)?.[0] ?? null, route).toBeNull();
      const title = text.slice(0, text.indexOf('\n'));
      expect(full, route).toContain(`${title}\n\nPage: <${ORIGIN}${route}>\n`);
    }
    // Every diagram the docs show inline is an image of some page's Markdown version.
    const diagrams = readdirSync(path.join(ROOT, DIAGRAMS_SOURCE_DIR)).filter((f) => f.endsWith('.svg'));
    expect(diagrams.length).toBeGreaterThan(0);
    for (const f of diagrams) expect(images, f).toContain(`${ORIGIN}${diagramPath(f)}`);
  });

  test('the live values of each docs page: the same texts, raw values and targets as on the HTML page', { timeout: 180_000 }, async () => {
    const context = await staticContext(site);
    let pagesWithValues = 0;
    await acrossPages(context, docsRoutes, AT_ONCE, async (page, route) => {
      await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
      const html = await page.$$eval('article a[title^="From the snapshot. Raw value: "]', (links) =>
        links.map((a) => [a.textContent ?? '', a.getAttribute('title') ?? '', a.getAttribute('href') ?? ''].join(' | ')),
      );
      const md = markdownLinks(read(`${route}.md`))
        .filter((l) => isLiveValueTitle(l.title))
        .map((l) => [l.text, l.title ?? '', l.url.replace(ORIGIN, '')].join(' | '));
      expect(md.sort(), route).toEqual(html.sort());
      if (html.length > 0) pagesWithValues += 1;
    });
    expect(pagesWithValues).toBeGreaterThan(30);
    await context.close();
  });

  test('every state and tokens page has its .md with every number (human text and raw value) and every address of the HTML', { timeout: 180_000 }, async () => {
    expect(dataRoutes.length).toBeGreaterThan(30);
    const context = await staticContext(site);
    await acrossPages(context, dataRoutes, AT_ONCE, async (page, route) => {
      await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
      const numbers = await page.$$eval('main .human-value', (spans) => spans.map((s) => [s.textContent ?? '', s.nextElementSibling?.textContent ?? '']));
      // Text node by text node: textContent runs an address into the next word.
      const shown = await page.$eval('main', (m) => {
        const walker = document.createTreeWalker(m, NodeFilter.SHOW_TEXT);
        const out: string[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n.textContent ?? '');
        return out.join('\n');
      });
      const text = read(`${route}.md`);
      for (const [human, raw] of numbers) expect(text, route).toContain(numberText(human as string, raw as string));
      const html = new Set([...shown.matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)].map((m) => m[0].toLowerCase()));
      const mine = addressesIn(text);
      expect(new Set(mine.map((a) => a.toLowerCase())), route).toEqual(html);
      for (const a of mine) expect(a, route).toBe(getAddress(a));
      expect(proseOf(text), route).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
      for (const t of markdownTables(text)) for (const r of t.rows) expect(r.length, route).toBe(t.header.length);
    });
    await context.close();
  });

  test('/addresses/{network}.md: the rows of /addresses/{network}.json (label, address, access class) as tables with header rows, legacy list included; then the previous versions', () => {
    for (const n of ADDRESS_BOOK_NETWORKS) {
      const json = JSON.parse(read(`addresses/${n.id}.json`)) as { rows: { label: string; address: string; access?: string }[] };
      const text = read(`addresses/${n.id}.md`);
      // The address tables come before "Previous versions" (entries replaced, not in the JSON's rows).
      const [book = '', previous] = text.split('\n## Previous versions\n');
      const tables = markdownTables(book);
      for (const t of tables) expect(['Contract', 'Token']).toContain(t.header[0]);
      const access = (t: { header: string[] }, r: string[]) => {
        const i = t.header.indexOf('Access');
        return i < 0 ? '' : (r[i] ?? '');
      };
      const rows = tables.flatMap((t) => t.rows.map((r) => `${r[0]} ${r[1]} ${access(t, r)}`));
      expect(rows.sort(), n.id).toEqual(json.rows.map((r) => `${r.label} ${r.address} ${r.access ? ACCESS_CLASS_INFO[r.access as AccessClass].label : ''}`).sort());
      if (n.id !== 'mainnet-v2-v1') {
        expect(previous, n.id).toBeDefined();
        for (const t of markdownTables(previous ?? '')) expect(t.header).toEqual(['Entry', 'Version', 'Address', 'Replaced by']);
      }
    }
  });

  test('`npm run md` lists the files the build wrote and prints them as written: every docs page (its URL read from its file), a state page, an address book; an unknown page exits 2 naming it', { timeout: 300_000 }, async () => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    // The runs side by side (each is a process of its own, most of it loading the site's modules).
    const md = (args: string[], env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: ORIGIN }) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(tsx, [path.join(ROOT, 'scripts', 'md.ts'), ...args], { cwd: ROOT, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
        );
      });
    const [list, bad] = await Promise.all([md(['--list']), md(['/docs/no-such-page'], process.env)]);
    expect(list.status, list.stderr).toBe(0);
    const listed = list.stdout.trimEnd().split('\n');
    const built = [...filesUnder(BUILD_DIR, '.md'), ...['llms.txt', 'llms-full.txt'].map((f) => path.join(BUILD_DIR, f))].map((f) => `/${path.relative(BUILD_DIR, f).split(path.sep).join('/')}`);
    expect([...listed].sort()).toEqual([...built].sort());
    const docsPages = listed.filter((p) => p.startsWith('/docs/'));
    expect(docsPages).toHaveLength(docsRoutes.length);
    const pagesAsked = [...docsPages.map((p) => p.replace(/\.md$/, '')), '/state/mainnet/pools/trade-usdc-v3', '/addresses/mainnet.md'];
    const good = await md(pagesAsked);
    expect(good.status, good.stderr).toBe(0);
    expect(good.stdout).toBe([...docsPages.map((p) => p.slice(1)), 'state/mainnet/pools/trade-usdc-v3.md', 'addresses/mainnet.md'].map(read).join(''));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('No Markdown version of /docs/no-such-page (/docs/no-such-page.md)');
  });

  test('/llms.txt: the llmstxt format, the coverage statement, and every link a file of the build', () => {
    const text = read('llms.txt');
    const llms = parseLlmsTxt(text);
    expect(llms.title).toBe('Gearbox for developers');
    expect(llms.summary).toContain('Gearbox Protocol V3');
    // The coverage statement /addresses/index.json carries, word for word (one computation: src/pageData/coverage.ts).
    const { coverage } = JSON.parse(read('addresses/index.json')) as { coverage: { parts: { lead: string; networks: string[]; legacy?: string; v31: string }; notCovered: string[] } };
    expect(coverage.parts.lead).toMatch(/^This data covers Gearbox Protocol V3.0 .* on 3 networks/);
    expect(text).toContain(`${coverage.parts.lead}\n\n${coverage.parts.networks.map((n) => `- ${n}`).join('\n')}\n`);
    expect(text).toContain(`${coverage.parts.legacy ?? ''} ${coverage.parts.v31} Not covered: ${coverage.notCovered.join('; ')}.`);
    const links = llms.sections.flatMap((s) => s.links);
    const targets = links.map((l) => l.url.replace(ORIGIN, ''));
    // Every docs page and every data page is listed.
    for (const route of [...docsRoutes, ...dataRoutes]) expect(targets, route).toContain(`${route}.md`);
    for (const n of ADDRESS_BOOK_NETWORKS) expect(targets).toContain(`/addresses/${n.id}.md`);
    for (const l of links) {
      expect(l.url.startsWith(`${ORIGIN}/`), l.url).toBe(true);
      expect(existsSync(path.join(BUILD_DIR, l.url.replace(ORIGIN, ''))), l.url).toBe(true);
      expect(l.description ?? '', l.url).toMatch(/\S/);
    }
  });

  test('each page with a Markdown version names it in its head; / names the four address books', async () => {
    const { context, page } = await staticPages(site);
    const alternates = () => page.$$eval('head link[rel="alternate"][type="text/markdown"]', (links) => links.map((l) => l.getAttribute('href') ?? ''));
    for (const route of [...docsRoutes.filter((_, i) => i % 7 === 0), ...dataRoutes.filter((_, i) => i % 5 === 0)]) {
      await page.goto(`${site.url}${route}`, { waitUntil: 'domcontentloaded' });
      expect(await alternates(), route).toEqual([`${route}.md`]);
    }
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    expect(await alternates()).toEqual(ADDRESS_BOOK_NETWORKS.map((n) => `/addresses/${n.id}.md`));
    await context.close();
  });
});

describe('"Copy page as Markdown"', () => {

  const button = (page: Page) => page.getByRole('button', { name: 'Copy page as Markdown' });

  test('copies the Markdown it fetches on click, never before, and says Copied; the button keeps its size', async () => {
    const { page, context, errors } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.md')) fetched.push(new URL(r.url()).pathname);
    });
    await loadPage(page, `${site.url}/docs/credit-accounts/opening`);
    await idle(page);
    const before = await button(page).boundingBox();
    expect(fetched).toEqual([]);
    await button(page).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }).count()).toBe(1);
    expect(await page.locator('button[data-state="copied"]').innerText()).toMatch(/Copied/);
    expect(await page.locator('button[data-state="copied"]').boundingBox()).toEqual(before);
    expect(fetched).toEqual(['/docs/credit-accounts/opening.md']);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(read('docs/credit-accounts/opening.md'));
    // Back to its label.
    await expect.poll(() => button(page).count(), { timeout: 5000 }).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('by keyboard, with a visible focus ring; on a state page too', async () => {
    const { page, context } = await openPage(site);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await loadPage(page, `${site.url}/state/mainnet/pools/trade-usdc-v3`);
    await page.getByRole('button', { name: 'Show raw values' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Copy page as Markdown/);
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(read('state/mainnet/pools/trade-usdc-v3.md'));
    await context.close();
  });

  test('when the browser refuses the clipboard: says so, shows the Markdown selected and links the file; Escape closes it', async () => {
    const { page, context, errors } = await openPage(site);
    // Deny both clipboard permissions for this context only (Playwright can grant them, not deny them).
    const session = await context.newCDPSession(page);
    const { targetInfo } = (await session.send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } };
    const browser = await site.browser.newBrowserCDPSession();
    for (const name of ['clipboard-write', 'clipboard-read']) {
      await browser.send('Browser.setPermission', { permission: { name }, setting: 'denied', origin: site.url, browserContextId: targetInfo.browserContextId });
    }
    await loadPage(page, `${site.url}/docs/intro`);
    const heading = await page.locator('h1').boundingBox();
    await button(page).click();
    const panel = page.getByRole('group', { name: 'Copy failed' });
    await panel.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Copy failed: the browser refused the clipboard' }).count()).toBe(1);
    const box = panel.getByRole('textbox', { name: 'This page as Markdown' });
    expect(await box.inputValue()).toBe(read('docs/intro.md'));
    const selection = await box.evaluate((el: HTMLTextAreaElement) => [el === document.activeElement, el.selectionStart, el.selectionEnd, el.value.length]);
    expect(selection).toEqual([true, 0, selection[3], selection[3]]);
    expect(await panel.getByRole('link', { name: 'open the Markdown file' }).getAttribute('href')).toBe('/docs/intro.md');
    // The message opens over the page: nothing moves.
    expect(await page.locator('h1').boundingBox()).toEqual(heading);
    expect((await axeViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Copy page as Markdown/);
    expect(errors).toEqual([]);
    await browser.detach();
    await context.close();
  });

  test('axe passes on a docs page with the button, light and dark, 1280 and 390 px wide; no sideways scroll', async () => {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, context } = await openPage(site, { width, height: 900, colorScheme });
        await loadPage(page, `${site.url}/docs/intro`);
        expect(await button(page).isVisible()).toBe(true);
        expect(await axeViolations(page), `${width} ${colorScheme}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} ${colorScheme}`).toBeLessThanOrEqual(width);
        await context.close();
      }
    }
  });
});
