/**
 * axe-core (WCAG 2.2 AA and best practice, target size included) on the built site, the pages coming from build/,
 * never from a list: every HTML page in light at 1280 px, one page of each kind (its template: the home page, a docs
 * page with tables and code, an errors family, each kind of state page…, each chosen from the build) in dark at 390 px,
 * and one page of each frame (FRAME_KINDS) in dark at 1280 px and in light at 390 px. A kind's pages share their
 * components and styles and differ in their data, which the light pass reads on every page. A narrow page is laid out
 * the same in light and dark: dark at 390 px checks every kind's narrow layout (target size, overlap, reflow) and
 * its dark colours; light at 390 px adds only the light colours of what a narrow page shows and a wide one does not,
 * which is the frame's (the navbar's menu, the mobile tables of contents, the search box), its text colours being the
 * wide page's (no kind's text changes colour or falls below large-text size at 390 px: the narrow rules of
 * src/browser change padding, font size within normal text, and display). With axe, on every page and variant
 * checked, what axe does not check: one main and one h1, and every badge set apart from the name before it in the
 * text itself. One browser; at most two pages checked at once (one per core), each variant's pages in contexts of
 * its own that go from URL to URL.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'vitest';
import { acrossPages, axeRun, BUILD_DIR, loadPage, openPage, type Site, useSite } from '../helpers/browser';
import { builtPages } from '../helpers/files';
import { siteData } from '../helpers/data';
import { addressBook } from '../../src/pageData/addressBook';
import { ROLES } from '../../src/domain/protocol/roles';
import { NETWORK_IDS } from '../../src/domain/data/networks';
import {
  changesPath,
  creditManagerPath,
  DECODE_PATH,
  errorsFamilyPath,
  governancePath,
  HOME_PATH,
  LOOKUP_PATH,
  poolPath,
  priceFeedsPath,
  SEARCH_PATH,
  statePath,
  tokensPath,
  V31_PATH,
  v31ChangesPath,
  v31CreditSuitePath,
  v31CuratorPath,
  v31MarketPath,
  v31NetworkPath,
} from '../../src/domain/data/paths';

const site = useSite();

const ALL_PAGES = builtPages(BUILD_DIR);
/** While fixing, `A11Y_PAGES=<regex>` narrows the run to matching paths; unset (as in CI), every page. */
const PAGES = process.env.A11Y_PAGES ? ALL_PAGES.filter((p) => new RegExp(process.env.A11Y_PAGES ?? '').test(p)) : ALL_PAGES;

interface Variant {
  colorScheme: 'light' | 'dark';
  width: number;
}
const EVERY_PAGE: Variant = { colorScheme: 'light', width: 1280 };
const OTHER_VARIANTS: Variant[] = [
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'light', width: 390 },
  { colorScheme: 'dark', width: 390 },
];
/**
 * The kinds checked in dark at 1280 px and in light at 390 px: one of each frame around the content (the home page's
 * tabs, the docs layout with sidebar and table of contents, a V3.0 and a V3.1 data page, the tools, the 404 page).
 * What a kind's content draws in dark is checked at 390 px, where the colours are the same, and its wide layout in
 * light on every page; what only the wide dark pages, or the narrow light ones, add is their frame (the sidebar, the
 * table of contents, the navbar's items; the navbar's menu, the mobile table of contents, the narrow search box).
 */
const FRAME_KINDS = ['home', 'docs: tables and code', 'state: pool', 'v3.1: market', 'search', 'lookup', 'not found'];
/** Pages checked at once, over all the tests of this file: one per core of the machine the suite is sized for. */
const AT_ONCE = 2;
/** A run of the light pass: a few minutes alone on 2 cores, far longer on a machine shared with other builds. */
const TIMEOUT = 30 * 60_000;
/** Nodes named per page and rule in a failure (the count says how many more). */
const SHOWN = 3;

/** The HTML file a page path is served from. */
const fileOf = (page: string): string => path.join(BUILD_DIR, page === '/' ? 'index.html' : `${page}.html`);

/**
 * The kind of a page, from where the site's routes put it (src/domain/data/paths.ts); undefined for a path of a kind
 * this test does not know, which the test reports: a new kind of page needs its template here.
 */
function routeKind(page: string): string | undefined {
  const fixed: Record<string, string> = { [HOME_PATH]: 'home', '/404': 'not found', [SEARCH_PATH]: 'search', [LOOKUP_PATH]: 'lookup', [DECODE_PATH]: 'decode' };
  if (fixed[page]) return fixed[page];
  if (page.startsWith(errorsFamilyPath(''))) return 'docs: errors family';
  if (page.startsWith('/docs/v2/')) return 'docs: V2';
  if (page.startsWith('/docs/')) return 'docs';
  if (page === V31_PATH) return 'v3.1: networks';
  if (page.startsWith(`${V31_PATH}/`)) {
    const net = page.split('/')[2] ?? '';
    const v31: [string, boolean][] = [
      ['v3.1: network', page === v31NetworkPath(net)],
      ['v3.1: curator', page.startsWith(v31CuratorPath(net, ''))],
      ['v3.1: price feeds', page.startsWith(v31MarketPath(net, '')) && page.endsWith('/price-feeds')],
      ['v3.1: market', page.startsWith(v31MarketPath(net, ''))],
      ['v3.1: credit suite', page.startsWith(v31CreditSuitePath(net, ''))],
      ['v3.1: changes', page.startsWith(v31ChangesPath(net, 0, 0).replace(/0-0$/, ''))],
    ];
    return v31.find(([, is]) => is)?.[0];
  }
  for (const net of NETWORK_IDS) {
    const kinds: [string, boolean][] = [
      ['state: overview', page === statePath(net)],
      ['state: pool', page.startsWith(poolPath(net, ''))],
      ['state: credit manager', page.startsWith(creditManagerPath(net, ''))],
      ['state: price feeds', page === priceFeedsPath(net)],
      ['state: governance', page === governancePath(net)],
      ['state: changes', page === changesPath(net)],
      ['tokens', page === tokensPath(net)],
    ];
    const kind = kinds.find(([, is]) => is);
    if (kind) return kind[0];
  }
  return undefined;
}

/** What a docs page holds, counted in its built HTML: each feature's template is the docs page with the most of it. */
const DOCS_FEATURES: Record<string, (html: string) => number> = {
  'docs: tables and code': (html) => (html.includes('theme-code-block') ? (html.match(/<table\b/g) ?? []).length : 0),
  'docs: formulas': (html) => (html.match(/<math\b/g) ?? []).length,
  'docs: diagrams': (html) => (html.match(/<svg[^>]*role="?img/g) ?? []).length,
  'docs: live values': (html) => (html.match(/title="From the snapshot/g) ?? []).length,
};

/** The kinds every build has (a changes page only with SNAPSHOT_PREVIOUS_DIR). */
const EXPECTED_KINDS = [
  'home', 'not found', 'search', 'lookup', 'decode', 'docs: errors family', 'docs: V2', ...Object.keys(DOCS_FEATURES),
  'state: overview', 'state: pool', 'state: credit manager', 'state: price feeds', 'state: governance', 'tokens',
  'v3.1: networks', 'v3.1: network', 'v3.1: curator', 'v3.1: market', 'v3.1: price feeds', 'v3.1: credit suite', 'v3.1: changes',
];

/**
 * One page per kind: for a docs feature, the docs page with the most of it; for any other kind, its largest page
 * (the most rows and components of its kind).
 */
function templates(pages: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  const most = (kind: string, candidates: readonly string[], score: (page: string) => number) => {
    let best: [string, number] | undefined;
    for (const page of candidates) {
      const n = score(page);
      if (n > 0 && (!best || n > best[1])) best = [page, n];
    }
    if (best) out.set(kind, best[0]);
  };
  const byKind = new Map<string, string[]>();
  for (const page of pages) {
    const kind = routeKind(page);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), page]);
  }
  for (const [kind, ofKind] of byKind) if (kind !== 'docs') most(kind, ofKind, (page) => statSync(fileOf(page)).size);
  const docs = byKind.get('docs') ?? [];
  const html = new Map(docs.map((page) => [page, readFileSync(fileOf(page), 'utf8')]));
  for (const [kind, count] of Object.entries(DOCS_FEATURES)) most(kind, docs, (page) => count(html.get(page) ?? ''));
  return out;
}

const TEMPLATES = templates(ALL_PAGES);
const TEMPLATE_PAGES = [...new Set(TEMPLATES.values())].filter((p) => PAGES.includes(p));
/** The templates a variant checks: dark at 390 px, every kind's; dark at 1280 px and light at 390 px, those of FRAME_KINDS. */
const templatesOf = ({ colorScheme, width }: Variant): string[] =>
  colorScheme === 'dark' && width !== EVERY_PAGE.width ? TEMPLATE_PAGES : [...new Set(FRAME_KINDS.map((k) => TEMPLATES.get(k) ?? ''))].filter((p) => PAGES.includes(p));

/** Structure axe leaves to the author: landmarks and headings counted, badges glued to the word before them. */
function structure(): string[] {
  const problems: string[] = [];
  const mains = document.querySelectorAll('main, [role="main"]').length;
  if (mains !== 1) problems.push(`${mains} main landmarks`);
  const h1s = document.querySelectorAll('h1').length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements`);
  for (const badge of document.querySelectorAll('.badge')) {
    const before = badge.previousSibling?.textContent ?? '';
    if (before !== '' && !/\s$/.test(before)) problems.push(`badge "${badge.textContent}" glued to "${before.slice(-20)}"`);
  }
  return problems;
}

/** Turns for checking a page: at most AT_ONCE pages are being loaded and checked at any time. */
class Turns {
  #free = AT_ONCE;
  #waiting: (() => void)[] = [];

  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    }
  }
}
const turns = new Turns();

/** Loads each page in the variant and says what is wrong on it. */
async function check(site: Site, { colorScheme, width }: Variant, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
  await acrossPages(context, paths, AT_ONCE, (page, path) =>
    turns.take(async () => {
      // Checked once the page is the one a person uses: React has hydrated it.
      await loadPage(page, `${site.url}${path}`);
      for (const problem of await page.evaluate(structure)) found.push(`${path} ${problem}`);
      for (const v of await axeRun(page)) {
        const more = v.nodes.length > SHOWN ? ` (and ${v.nodes.length - SHOWN} more nodes)` : '';
        found.push(`${path} ${v.rule}: ${v.nodes.slice(0, SHOWN).map((n) => `${n.target} (${n.why})`).join('; ')}${more}`);
        // Told as found, so a run cut short still says what it saw.
        console.log(`${colorScheme} ${width} px: ${found.at(-1)}`);
      }
    }),
  );
  await context.close();
  return found.sort();
}

// The tests of this block run at once: each takes `expect` from its own context, so an assertion or a poll knows which
// test it belongs to.
describe.concurrent('accessibility of every page', () => {
  test('the build has the pages this test is meant to cover, and a template for each kind', ({ expect }) => {
    for (const page of ['/', '/404', '/search', '/lookup', '/decode', '/docs/intro', '/state/mainnet', '/tokens/mainnet']) expect(ALL_PAGES).toContain(page);
    expect(ALL_PAGES.filter((p) => p.startsWith('/docs/')).length).toBeGreaterThan(50);
    // Every page is of a kind the templates know.
    expect(ALL_PAGES.filter((p) => routeKind(p) === undefined)).toEqual([]);
    expect(EXPECTED_KINDS.filter((kind) => !TEMPLATES.has(kind))).toEqual([]);
    expect(FRAME_KINDS.filter((kind) => !TEMPLATES.has(kind))).toEqual([]);
    console.log(`templates: ${[...TEMPLATES].map(([kind, page]) => `${kind} ${page}`).join(', ')}`);
  });

  test("docs pages' Markdown tables can take keyboard focus in the HTML the server sends (they may scroll sideways)", ({ expect }) => {
    const docs = ALL_PAGES.filter((p) => p.startsWith('/docs/'));
    let tables = 0;
    for (const page of docs) {
      const article = /<article[\s\S]*<\/article>/.exec(readFileSync(fileOf(page), 'utf8'))?.[0] ?? '';
      // A Markdown table has no class (a component's table has, and sits in a scrolling region of its own).
      for (const [table] of article.matchAll(/<table\b[^>]*>/g)) {
        if (/\sclass=/.test(table)) continue;
        tables += 1;
        expect(table, page).toMatch(/\stabindex="?0"?[\s>]/);
      }
    }
    expect(tables).toBeGreaterThan(100);
  });

  test(`axe-core finds no violations on any page, ${EVERY_PAGE.colorScheme}, ${EVERY_PAGE.width} px`, async ({ expect }) => {
    const started = Date.now();
    const found = await check(site, EVERY_PAGE, PAGES);
    console.log(`axe on ${PAGES.length} pages, ${EVERY_PAGE.colorScheme}, ${EVERY_PAGE.width} px: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(found, `${EVERY_PAGE.colorScheme}, ${EVERY_PAGE.width} px`).toEqual([]);
  }, TIMEOUT);

  for (const variant of OTHER_VARIANTS) {
    const pages = templatesOf(variant);
    const which = pages === TEMPLATE_PAGES ? 'a page of each kind' : 'a page of each frame';
    test(`axe-core finds no violations on ${which}, ${variant.colorScheme}, ${variant.width} px`, async ({ expect }) => {
      const started = Date.now();
      const found = await check(site, variant, pages);
      console.log(`axe on ${pages.length} templates, ${variant.colorScheme}, ${variant.width} px: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(found, `${variant.colorScheme}, ${variant.width} px`).toEqual([]);
    }, TIMEOUT);
  }

  test(`a badge reads after its name as a separate word: "${ROLES.pool.contract} paused", never "${ROLES.pool.contract}paused"`, async ({ expect }) => {
    const { page, context } = await openPage(site);
    const flagged = addressBook(siteData().networks.mainnet).flatMap((t) => t.rows.filter((r) => r.flags.length > 0));
    const text = { paused: 'paused', zeroPriceFeed: 'zero price feed' } as const;
    const expected = flagged.map((r) => [r.label, ...r.flags.map((f) => text[f])].join(' '));
    // The names the issue saw glued, among them: a paused pool and credit facade, by the names / gives them (the roles record's).
    const pool = ROLES.pool.contract;
    const facade = ROLES.creditFacade.contract;
    for (const name of [`${pool} paused`, `${facade} paused`, 'GUSD zero price feed']) expect(expected).toContain(name);
    await loadPage(page, `${site.url}/`);
    const headers = (await page.locator('[role="tabpanel"]:not([hidden]) tbody th').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    for (const name of expected) expect(headers.some((h) => h.startsWith(name)), name).toBe(true);
    // The accessible name of a row header, as a screen reader gets it.
    // (Contract names are Solidity identifiers: nothing in them to escape in a pattern.)
    await expect.poll(() => page.getByRole('rowheader', { name: new RegExp(`^${pool} paused\\b`) }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('rowheader', { name: new RegExp(`${pool}paused|${facade}paused|GUSDzero`) }).count()).toBe(0);
    // The price-feeds page shows the same badge on the feed tree.
    await loadPage(page, `${site.url}${priceFeedsPath('mainnet')}`);
    const main = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(await page.locator('main .badge', { hasText: 'zero price feed' }).count()).toBeGreaterThan(0);
    expect(main).not.toMatch(/\Szero price feed/);
    await context.close();
  });
});
