import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { visit } from 'unist-util-visit';
import { idle, loadPage, openPage, recordBodies, useSite } from '../helpers/browser';
import { describeWithFence } from '../helpers/fence';
import { BUILD_DIR } from '../helpers/buildDir';
import { builtPages } from '../helpers/files';
import { ROUTE_GROUP_PREFIXES } from '../../src/lean/bundlerChanges';
import { ROOT, siteData, tokensTableRows } from '../helpers/data';
import { rowKeys, shownRows } from '../../src/pageData/state/tokensTable';
import { ROW_KEYS, readRowKeys } from '../../src/lean/tokens/tokensInPlace';
import { deployedContractsPage } from '../../src/pageData/deployedContractsPage';
import { countLine, pageRows, rowTexts } from '../../src/pageData/deployedContracts/visibility';
import { shownRowText } from '../../src/browser/routes/DeployedContracts/shownRows';
import { compileFilter, rowSearchText } from '../../src/pageData/filter';
import { legacyParts } from '../../src/pageData/legacyTableParts';
import { TEXT_LOOKING_TOKENS } from '../../src/theme/CodeBlock/textLookingTokens';

const site = useSite();

/** The code blocks of a docs source, as written (fences only; none of these pages include files). */
function codeBlocksOf(docFile: string): string[] {
  const out: string[] = [];
  visit(unified().use(remarkParse).parse(readFileSync(path.join(ROOT, docFile), 'utf8')), 'code', (node) => {
    out.push(node.value);
  });
  return out;
}

describeWithFence('code blocks without a highlighter download', () => {

  test('a page with code loads no syntax highlighter; its blocks are coloured in light and dark and copy their code', async () => {
    const code = codeBlocksOf('docs/adapters/convex.mdx');
    expect(code.length).toBeGreaterThan(1);
    const colours: Record<string, string> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openPage(site, { colorScheme });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
      const responses = recordBodies(page, (r) => r.request().resourceType() === 'script');
      await loadPage(page, `${site.url}/docs/adapters/convex`);
      // Every script the page loads by itself: those it asks for until it is idle.
      await idle(page);
      const scripts = await responses.read();
      // Prism's grammar registry (`Prism.languages`) is in none of the scripts the page ran.
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((s) => s.includes('languages.solidity') || s.includes('Prism.languages'))).toEqual([]);
      const blocks = page.locator('article .theme-code-block');
      expect(await blocks.count()).toBe(code.length);
      // Highlighted by the server: tokens with classes, coloured by the site's stylesheet for this colour mode.
      const keyword = blocks.first().locator('.token.keyword').first();
      colours[colorScheme] = await keyword.evaluate((el) => getComputedStyle(el).color);
      expect(await blocks.first().locator('.token[style*="color"], .token-line[style]').count()).toBe(0);
      // The tokens drawn as bare text (punctuation, operators) would look the same in a span of their own class:
      // in this colour mode a span of each class inside a line is styled exactly as a span without one.
      const looks = await blocks.first().locator('.token-line').first().evaluate((line, classes) => {
        const style = (className: string) => {
          const span = document.createElement('span');
          if (className) span.className = className;
          span.textContent = '(';
          line.append(span);
          const s = getComputedStyle(span);
          const out = [s.color, s.fontStyle, s.fontWeight, s.textDecorationLine, s.backgroundColor, s.opacity].join(' ');
          span.remove();
          return out;
        };
        return classes.map((c) => [c, style(c), style('')]);
      }, [...TEXT_LOOKING_TOKENS]);
      expect(looks.length).toBeGreaterThan(1);
      for (const [c, styled, bare] of looks) expect(styled, `${colorScheme} ${c}`).toBe(bare);
      // The page's own bare text is what it was: the keyword's colour is not the text's.
      expect(looks[0]![2]).not.toContain(colours[colorScheme]);
      // The copy button works on the server's markup, with the code as written.
      await blocks.first().hover();
      await blocks.first().getByRole('button', { name: 'Copy code' }).click();
      await page.waitForFunction(() => document.querySelector('article .theme-code-block button[data-copied]'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code[0]);
      expect(await blocks.first().getByRole('button', { name: 'Copied code' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(colours.light).not.toBe(colours.dark);
  });

  test("code blocks are in the page's HTML where they stand, highlighted, once each (no streamed placeholder, no unhighlighted copy)", async () => {
    for (const [route, file] of [
      ['/docs/adapters/convex', 'docs/adapters/convex.mdx'],
      ['/docs/credit-accounts/closing', 'docs/credit-accounts/closing.mdx'],
    ] as const) {
      const html = await (await fetch(`${site.url}${route}`)).text();
      expect(html).not.toContain('$RC(');
      expect(html).not.toMatch(/<template id="?B:/);
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      const blocks = article.match(/theme-code-block/g)?.length ?? 0;
      expect(blocks, route).toBeGreaterThan(0);
      expect(blocks, route).toBeGreaterThanOrEqual(codeBlocksOf(file).length);
      // Every code element of the page is a highlighted block (no plain fallback beside it).
      expect(article.match(/<pre\b/g)?.length, route).toBe(blocks);
    }
  });

  test('after a client-side navigation, code is highlighted in the browser', async () => {
    const { page, context, errors } = await openPage(site);
    // Another adapter page: its sidebar category is open, with a link to the Convex page.
    await loadPage(page, `${site.url}/docs/adapters/curve`);
    const before = await page.evaluate(() => performance.timeOrigin);
    await page.locator('nav.menu a[href="/docs/adapters/convex"]').click();
    await page.waitForURL('**/docs/adapters/convex');
    const blocks = page.locator('article .theme-code-block');
    const expected = codeBlocksOf('docs/adapters/convex.mdx').length;
    await page.waitForFunction((n) => document.querySelectorAll('article .theme-code-block .token.keyword').length > 0 && document.querySelectorAll('article .theme-code-block').length === n, expected);
    expect(await blocks.count()).toBe(expected);
    // The same document: the page was rendered by the scripts, not loaded from the server.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}, ['codeBlocks']);

describeWithFence("islands: a docs page's text and a state page's sections ship once, in the HTML; their links navigate in the browser", () => {

  test('loading a docs page downloads none of its text as script; the page hydrates without errors and keeps its text', async () => {
    for (const route of ['/docs/credit-accounts/closing', '/docs/core-concepts/debt-and-collateral', '/docs/errors/pool', '/docs/intro']) {
      const { page, context, errors } = await openPage(site);
      const responses = recordBodies(page, (r) => r.request().resourceType() === 'script');
      await loadPage(page, `${site.url}${route}`);
      await idle(page);
      const scripts = await responses.read();
      // Plain-word runs of the page's paragraphs: each would be a string in the compiled text.
      const phrases = await page.$$eval('article .theme-doc-markdown :is(p, li, td)', (ps) =>
        ps.map((p) => /[A-Za-z][A-Za-z ,]{39}/.exec(p.textContent ?? '')?.[0]).filter((s): s is string => s !== undefined),
      );
      expect(phrases.length, route).toBeGreaterThan(1);
      expect(scripts.length).toBeGreaterThan(3);
      for (const phrase of phrases) expect(scripts.filter((s) => s.includes(phrase)), `${route}: ${phrase}`).toEqual([]);
      // The table of contents is drawn by React from the page's light module, and matches the headings.
      const headings = await page.$$eval('article .theme-doc-markdown h2[id]', (hs) => hs.map((h) => h.id));
      const toc = await page.$$eval('.table-of-contents a', (as) => as.map((a) => a.getAttribute('href')));
      for (const id of headings) expect(toc, route).toContain(`#${id}`);
      expect(errors, route).toEqual([]);
      await context.close();
    }
  });

  test('after navigating away and back, the first page draws its text in the browser, as the server did', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/docs/adapters/curve`);
    const served = await page.locator('article .theme-doc-markdown').textContent();
    await page.locator('nav.menu a[href="/docs/adapters/convex"]').click();
    await page.waitForURL('**/docs/adapters/convex');
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Convex') && document.querySelectorAll('article .theme-code-block .token').length > 0);
    // Drawn by the scripts (its live values too): the same text as the server's HTML of the page. (Compared without
    // white space: the server's code blocks hold a line break between lines that the browser's drawing leaves out.)
    const loaded = await context.newPage();
    await loadPage(loaded, `${site.url}/docs/adapters/convex`);
    const convexServed = await loaded.locator('article .theme-doc-markdown').textContent();
    await loaded.close();
    const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');
    expect(words(convexServed).length).toBeGreaterThan(1000);
    expect(words(await page.locator('article .theme-doc-markdown').textContent())).toBe(words(convexServed));
    await page.goBack();
    await page.waitForURL('**/docs/adapters/curve');
    // Drawn again by the scripts: the same text and headings, code highlighted.
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Curve') && document.querySelectorAll('article .theme-code-block .token').length > 0);
    expect(served?.length).toBeGreaterThan(1000);
    expect(await page.locator('article .theme-doc-markdown').textContent()).toBe(served);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('loading a state page downloads none of its sections as data; the contents and the raw-value switch work', async () => {
    for (const route of ['/state/mainnet', '/state/mainnet/governance', '/state/arbitrum/price-feeds', '/tokens/mainnet']) {
      const { page, context, errors } = await openPage(site);
      const responses = recordBodies(page, (r) => r.request().resourceType() === 'script');
      await loadPage(page, `${site.url}${route}`);
      await idle(page);
      const bodies = (await responses.read()).map((b) => b.toLowerCase());
      // Every address the sections link to is in the HTML, and in no script or data the page downloaded.
      const addresses = await page.$$eval('#state-sections a[href]', (as) => [...new Set(as.map((a) => /0x[0-9a-fA-F]{40}/.exec(a.getAttribute('href') ?? '')?.[0]).filter((x): x is string => !!x))]);
      expect(addresses.length, route).toBeGreaterThan(3);
      for (const a of addresses) expect(bodies.filter((b) => b.includes(a.toLowerCase())), `${route}: ${a}`).toEqual([]);
      const toc = await page.$$eval('.table-of-contents a', (as) => as.map((a) => a.getAttribute('href')));
      const ids = await page.$$eval('#state-sections h2[id]', (hs) => hs.map((h) => `#${h.id}`));
      expect(toc).toEqual(ids);
      await page.getByRole('button', { name: 'Show raw values' }).click();
      await page.waitForFunction(() => document.querySelector('#state-sections')?.closest('.show-raw'));
      expect(errors, route).toEqual([]);
      await context.close();
    }
  });

  test('loading / downloads none of its rows: the filter reads them from the tables as the model makes them; drawn in the browser, they come from the full data', async () => {
    const data = deployedContractsPage(siteData(), '', '');
    const model = pageRows(data);
    const { page, context, errors } = await openPage(site);
    const responses = recordBodies(page, (r) => ['script', 'fetch', 'xhr'].includes(r.request().resourceType()));
    await loadPage(page, site.url);
    await idle(page);
    const bodies = (await responses.read()).map((b) => b.toLowerCase());
    // Every address of the tables is in the HTML, and in no script or data the page downloaded, but those the page's
    // other parts show (the roles' holders, the address book as code).
    const others = JSON.stringify({ belowTables: data.belowTables, example: data.example }).toLowerCase();
    const addresses = (await page.$$eval('#network-tabs tbody a[href]', (as) => [...new Set(as.map((a) => /0x[0-9a-fA-F]{40}/.exec(a.getAttribute('href') ?? '')?.[0]))])).filter(
      (a): a is string => !!a && !others.includes(a.toLowerCase()),
    );
    expect(addresses.length).toBeGreaterThan(500);
    for (const a of addresses) expect(bodies.filter((b) => b.includes(a.toLowerCase())), a).toEqual([]);
    // The rows' search texts read from the page (shownRows.ts) are the texts the model makes from the rows.
    const expected: Record<string, readonly string[]> = {};
    for (const n of model.prepared) for (const t of n.tables) expected[t.id] = t.texts();
    for (const part of legacyParts(data.legacy.sections)) part.blocks.forEach((b, i) => (expected[`${part.id}#${i}`] = rowTexts(b.rows, b.trail)));
    const read = await page.evaluate(
      ([shownRowText, rowSearchText]) => {
        const text = new Function(`return (${shownRowText})`)();
        const search = new Function(`return (${rowSearchText})`)();
        const out: Record<string, string[]> = {};
        for (const box of document.querySelectorAll('[data-box][data-part]'))
          out[box.getAttribute('data-part')!] = [...box.querySelectorAll('tbody > tr')].map((tr) => text(tr, box.getAttribute('data-ctx') ?? '', search));
        return out;
      },
      [shownRowText.toString(), rowSearchText.toString()],
    );
    expect(Object.keys(read).length).toBeGreaterThan(50);
    expect(read).toEqual(expected);
    // The filter, on the light data: the count line the model gives.
    const count = () => page.locator('#contract-filter-count').textContent();
    await page.locator('#contract-filter').fill('weth');
    await expect.poll(count).toBe(countLine(model.countsOf(compileFilter('weth')), 'weth', 'mainnet', false));
    await page.locator('#contract-filter').fill('');
    await expect.poll(count).toBe(countLine(model.countsOf(compileFilter('')), '', 'mainnet', false));
    // Away and back, in the browser: the tables are drawn from the full data, and filter as before.
    const before = await page.evaluate(() => performance.timeOrigin);
    await page.locator('a[href="/docs/intro"]').first().click();
    await page.waitForURL('**/docs/intro');
    await page.goBack();
    await page.waitForURL(site.url + '/');
    const total = model.countsOf(compileFilter('')).nets[0]!.total;
    await page.waitForFunction((n) => document.querySelectorAll('#panel-mainnet tbody tr').length === n, total);
    await page.locator('#contract-filter').fill('acl');
    await expect.poll(count).toBe(countLine(model.countsOf(compileFilter('acl')), 'acl', 'mainnet', false));
    expect(await page.locator('#panel-mainnet tbody tr:not([hidden])').count()).toBe(model.countsOf(compileFilter('acl')).nets[0]!.shown);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('/tokens/mainnet: the table filters and sorts the rows of the HTML, read as the model reads them; drawn in the browser, the same', async () => {
    const rows = tokensTableRows('mainnet');
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/tokens/mainnet`);
    // Each row's keys read from the page (tokensInPlace.ts) are the keys the model takes from the row's data (the
    // address comes from the row's id, in lower case).
    const read = await page.evaluate(
      ([source, at]) => {
        const keysOf = new Function(`return (${source})`)();
        return [...document.querySelectorAll('tbody > tr')].map((tr) => keysOf(tr, at));
      },
      [readRowKeys.toString(), ROW_KEYS] as const,
    );
    expect(read).toEqual(rows.map((r) => ({ ...rowKeys(r), address: r.address.toLowerCase() })));
    const visibleIds = () => page.locator('tbody tr:not([hidden])').evaluateAll((trs) => trs.map((tr) => tr.id));
    const check = async () => {
      await page.getByLabel('Filter').fill('usd');
      await page.getByLabel('Configured only').check();
      await page.getByRole('button', { name: /^Pool quotas/ }).click();
      const expected = shownRows(rows, { query: 'usd', configured: true, sort: { key: 'pools', dir: -1 } });
      expect(expected.length).toBeGreaterThan(1);
      await expect.poll(visibleIds).toEqual(expected.map((r) => r.id));
      expect(await page.getByRole('status').filter({ hasText: / shown$/ }).textContent()).toBe(`${expected.length} of ${rows.length} shown`);
      await page.getByLabel('Filter').fill('no such token');
      await expect.poll(visibleIds).toEqual([]);
      await expect.poll(() => page.getByText('No token matches the filter.').isVisible()).toBe(true);
    };
    await check();
    // Away and back, in the browser: React draws the table from the full data, and it acts as before.
    await loadPage(page, `${site.url}/tokens/mainnet`);
    const before = await page.evaluate(() => performance.timeOrigin);
    await page.locator('a[href="/docs/intro"]').first().click();
    await page.waitForURL('**/docs/intro');
    await page.goBack();
    await page.waitForURL('**/tokens/mainnet');
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, rows.length);
    await check();
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('after navigating away and back, the first page draws its sections in the browser, as the server did', async () => {
    const { page, context, errors } = await openPage(site);
    await loadPage(page, `${site.url}/state/mainnet`);
    const served = await page.locator('#state-sections').textContent();
    expect(served?.length).toBeGreaterThan(500);
    const link = page.locator('#state-sections a[href^="/state/mainnet/pools/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.waitForFunction(() => (document.querySelector('#state-sections')?.textContent?.length ?? 0) > 500 && location.pathname.includes('/pools/'));
    await page.goBack();
    await page.waitForURL('**/state/mainnet');
    await page.waitForFunction((text) => document.querySelector('#state-sections')?.textContent === text, served);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a link to a route of the site, in a docs page's text or a state page's sections, navigates in the browser; a link to another origin is the browser's", async () => {
    for (const [route, island] of [
      ['/docs/credit-accounts/closing', 'article .theme-doc-markdown'],
      ['/state/mainnet', '#state-sections'],
    ] as const) {
      const { page, context, errors } = await openPage(site);
      await loadPage(page, `${site.url}${route}`);
      const before = await page.evaluate(() => performance.timeOrigin);
      // A link to another page of the site (not a link within this page).
      const link = page.locator(`${island} a[href^="/"]:not([href^="${route}#"]):not([target])`).first();
      const href = (await link.getAttribute('href')) ?? '';
      expect(href, route).toMatch(/^\/[a-z]/);
      await link.click();
      await page.waitForURL(`**${href}`);
      await page.waitForFunction(() => (document.querySelector('article')?.textContent?.length ?? 0) > 200);
      // The same document: drawn by the scripts, not loaded again from the server.
      expect(await page.evaluate(() => performance.timeOrigin), route).toBe(before);
      expect(errors, route).toEqual([]);
      await context.close();
    }
    // An explorer link opens in a new tab: the island leaves it alone (its target attribute).
    const { page, context } = await openPage(site);
    await loadPage(page, `${site.url}/state/mainnet`);
    expect(await page.locator('#state-sections a[href^="https://"]').first().getAttribute('target')).toBe('_blank');
    await context.close();
  });
}, ['docIslands', 'dataIslands', 'filter', 'tokens']);

describeWithFence("route groups: the data pages' routes are not in every page's script; their group loads when the browser goes to one", () => {
  const pages = builtPages(BUILD_DIR);
  const grouped = (prefix: string) => pages.filter((p) => p.startsWith(prefix) && p.length > prefix.length);
  const jsDir = path.join(BUILD_DIR, 'assets/js');
  const mainScript = readFileSync(path.join(jsDir, readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f)) ?? 'main.js'), 'utf8');

  test("the main script names no page of a group, only the group's route; every grouped page is a page of the build", () => {
    for (const prefix of ROUTE_GROUP_PREFIXES) {
      const members = grouped(prefix);
      expect(members.length, prefix).toBeGreaterThan(10);
      expect(mainScript, prefix).toContain(JSON.stringify(`${prefix}*`));
      // Neither its route (`path:"/p"`) nor its chunk names (`"/p-hash":`). (A doc's path stays in the docs plugin's
      // global data, which lists every doc with its sidebar.)
      for (const p of members) {
        expect(mainScript.includes(`path:"${p}"`), p).toBe(false);
        expect(new RegExp(`"${p}-[0-9a-f]+":`).test(mainScript), p).toBe(false);
      }
    }
    // Pages outside the groups keep their routes in the main script.
    for (const p of ['/v3.1', '/tokens/mainnet', '/lookup', '/docs/intro', '/docs/how-to/max-borrow']) expect(mainScript, p).toContain(`path:"${p}"`);
  });

  test('a page of a group, loaded: hydrated without errors, with its group; a link to another page of the group, or of another group, is drawn in the browser; a path under the group that is no page is the 404 page', async () => {
    const { page, context, errors } = await openPage(site);
    const scripts = recordBodies(page, (r) => r.request().resourceType() === 'script');
    const market = grouped('/v3.1/').find((p) => /\/markets\/0x[0-9a-f]+$/.test(p)) ?? '';
    await loadPage(page, `${site.url}${market}`);
    const bodies = await scripts.read();
    // The group's table came with the page: it names the other V3.1 pages, and no page of the other group.
    const table = bodies.filter((b) => grouped('/v3.1/').every((p) => b.includes(`"${p}"`)));
    expect(table.length).toBe(1);
    expect(grouped('/state/').some((p) => table[0]?.includes(`"${p}"`))).toBe(false);
    const before = await page.evaluate(() => performance.timeOrigin);
    const titleOf = (p: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(readFileSync(path.join(BUILD_DIR, `${p}.html`), 'utf8'))?.[1];
    // A credit suite of the market, by its link.
    const link = page.locator('main a[href^="/v3.1/mainnet/credit-suites/"]').first();
    const suite = ((await link.getAttribute('href')) ?? '').split('#')[0] ?? '';
    await link.click();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, titleOf(suite));
    expect(new URL(page.url()).pathname).toBe(suite);
    // A page of the other group, then a path under a group that no page has.
    const pool = grouped('/state/').find((p) => p.includes('/pools/')) ?? '';
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, pool);
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, titleOf(pool));
    await page.evaluate(() => {
      history.pushState(null, '', '/v3.1/mainnet/markets/0x0');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page not found');
    // All in one document: drawn by the scripts, never loaded again from the server.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    expect(errors).toEqual([]);
    // Every script the navigations fetched has been read before the page goes.
    await scripts.read();
    await context.close();
  });

  test("a docs page of a group (its routes inside the docs' nested routes): hydrated with the docs sidebar open at it; the sidebar's links lead in the browser to a docs page of no group, and to another group's", async () => {
    const { page, context, errors } = await openPage(site);
    const titleOf = (p: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(readFileSync(path.join(BUILD_DIR, `${p}.html`), 'utf8'))?.[1];
    const errorsPage = grouped('/docs/errors/').find((p) => p.startsWith('/docs/errors/v3.1/core/')) ?? '';
    await loadPage(page, `${site.url}${errorsPage}`);
    // The docs layout found the page's sidebar on the group's route: the sidebar marks the page as the current one.
    await expect.poll(() => page.locator(`nav.menu a.menu__link--active[href="${errorsPage}"]`).count()).toBe(1);
    const before = await page.evaluate(() => performance.timeOrigin);
    await page.locator('nav.menu a.menu__link[href="/docs/intro"]').click();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, titleOf('/docs/intro'));
    // A page of another docs group, through its section in the sidebar.
    const account = grouped('/docs/credit-accounts/')[0] ?? '';
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, account);
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, titleOf(account));
    await expect.poll(() => page.locator(`nav.menu a.menu__link--active[href="${account}"]`).count()).toBe(1);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });
}, ['routeGroups']);
