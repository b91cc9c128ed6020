/**
 * Writes the Pagefind index of a built site into `<outDir>/pagefind/`: every
 * page with an `<article>` (docs, the Deployed Contracts page, state and
 * token pages), prepared by src/build/search/prepare.ts. Called by the search
 * plugin after `docusaurus build` and by `npm run search-index`.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../domain/data/model';
import { entityAnnotations, DEPLOYED_CONTRACTS, PRIORITY } from './entities';
import { breadcrumbTrail, codeNameHeadings, metaKeywords, prepareHtml, type AnchorAnnotation, type PageAnnotation } from './prepare';
import { docsNames, type DocsNames } from './docsNames';
import { nameKey } from '../../pageData/search/query';
import { reshapeIndex } from './reshape';
import { DECODE_PATH, DOCS_PATH, ERRORS_DOCS, LOOKUP_PATH, SEARCH_PATH, V2_DOCS } from '../../domain/data/paths';

/** Parts of pages that are not searched: raw values and repeated addresses, code blocks, formulas, controls, in-page navigation. */
export const EXCLUDED_SELECTORS = ['.search-ignore', 'pre', '.katex', 'button', '.hash-link', '.theme-doc-toc-mobile', '.theme-doc-version-badge', '.theme-doc-version-banner'];
/** Pages without searchable content of their own (tools, error page). */
export const SKIPPED_ROUTES = new Set(['/404', SEARCH_PATH, LOOKUP_PATH, DECODE_PATH]);
/** Data pages count less than docs for words in running text; their own names keep a heading's weight. */
export const DATA_BODY_WEIGHT = 0.5;
export const DATA_TITLE_WEIGHT = 7;
/** Legacy V2 docs rank below V3 docs for the same words. */
export const LEGACY_DOCS_WEIGHT = 0.6;
/**
 * The errors reference names every contract and concept in its entries: it ranks below the pages that explain
 * them, and an error's own name (found nowhere else) still finds its entry.
 */
export const ERRORS_DOCS_WEIGHT = 0.1;
/** Pagefind files the site never loads (its ready-made UIs). */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** `docs/intro.html` → `/docs/intro`, `index.html` → `/`. */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\\/g, '/').replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

function htmlFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!['assets', 'pagefind', 'addresses', 'katex', 'img'].includes(name)) out.push(...htmlFiles(file, base));
    } else if (name.endsWith('.html')) out.push(path.relative(base, file));
  }
  return out.sort();
}

/**
 * The names a V3 docs page is found by exactly: its sections titled by a name from code (always), and the
 * headings and keywords that name one thing in the docs (src/build/search/docsNames.ts).
 */
function aboutNames(html: string, names: DocsNames | undefined): Pick<PageAnnotation, 'anchors' | 'priority' | 'names'> {
  const anchors = new Map<string, AnchorAnnotation>(codeNameHeadings(html).map((h) => [h.id, { names: [h.name] }]));
  for (const [id, keys] of names?.anchors ?? []) anchors.set(id, { names: [...(anchors.get(id)?.names ?? []), ...keys] });
  const page = names?.page ?? [];
  if (anchors.size === 0 && page.length === 0) return {};
  return { priority: PRIORITY.ownPage, ...(anchors.size ? { anchors } : {}), ...(page.length ? { names: page } : {}) };
}

/** Which docs a route is: the V3 docs, the legacy V2 docs or the errors reference; undefined outside the docs. */
export function docsKind(route: string): 'v3' | 'legacy' | 'reference' | undefined {
  if (!(route.startsWith(`${DOCS_PATH}/`) || route === DOCS_PATH)) return undefined;
  if (route === V2_DOCS || route.startsWith(`${V2_DOCS}/`)) return 'legacy';
  if (route === ERRORS_DOCS || route.startsWith(`${ERRORS_DOCS}/`)) return 'reference';
  return 'v3';
}

/** V3 docs pages: not the legacy V2 docs, not the errors reference. */
export const isV3Docs = (route: string): boolean => docsKind(route) === 'v3';

/** Everything the index knows about one page, besides its text. `names`: the page's share of `docsNames`. */
export function pageAnnotation(route: string, html: string, entities: Map<string, PageAnnotation>, names?: DocsNames): PageAnnotation {
  const known = entities.get(route) ?? {};
  const trail = breadcrumbTrail(html);
  const kind = docsKind(route);
  if (kind) {
    return {
      ...known,
      where: ['Docs', ...trail].join(' › '),
      // Legacy pages share their keywords with the V3 pages that replaced them; only V3 keywords boost.
      ...(kind === 'legacy'
        ? { bodyWeight: LEGACY_DOCS_WEIGHT, titleWeight: 7 * LEGACY_DOCS_WEIGHT }
        : kind === 'reference'
          ? { bodyWeight: ERRORS_DOCS_WEIGHT, titleWeight: 7 * ERRORS_DOCS_WEIGHT }
          : { keywords: metaKeywords(html), ...aboutNames(html, names) }),
    };
  }
  return {
    ...known,
    // The Deployed Contracts page's own title says where it is.
    where: route === DEPLOYED_CONTRACTS ? '' : trail.join(' › '),
    bodyWeight: DATA_BODY_WEIGHT,
    titleWeight: DATA_TITLE_WEIGHT,
  };
}

/** The exact names of pools, credit managers and tokens: docs headings and keywords do not take them. */
export function entityNames(entities: Map<string, PageAnnotation>): Set<string> {
  const out = new Set<string>();
  for (const p of entities.values()) {
    for (const n of p.names ?? []) out.add(nameKey(n));
    for (const a of p.anchors?.values() ?? []) for (const n of a.names) out.add(nameKey(n));
  }
  return out;
}

/**
 * Pagefind's Node API (it starts its binary as a service). The package exports an ES module only, and
 * Docusaurus loads this code through jiti, which turns import('pagefind') into a require() that the
 * package refuses; a file path is loaded either way.
 */
function importPagefind(): Promise<typeof import('pagefind')> {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const entry = path.join(dir, 'node_modules', 'pagefind', 'lib', 'index.js');
    if (existsSync(entry)) return import(entry) as Promise<typeof import('pagefind')>;
    if (path.dirname(dir) === dir) throw new Error('search index: the pagefind package is not installed (npm ci)');
  }
}

export interface IndexReport {
  pages: number;
  seconds: number;
  outputPath: string;
  /** The index was the last build's, copied (an IndexStore's). */
  kept: boolean;
}

/** Every page the index takes: its file, route and HTML. */
function indexedPages(outDir: string): { file: string; route: string; html: string }[] {
  const indexed: { file: string; route: string; html: string }[] = [];
  for (const file of htmlFiles(outDir)) {
    const route = routeOf(file);
    if (SKIPPED_ROUTES.has(route)) continue;
    const html = readFileSync(path.join(outDir, file), 'utf8');
    if (/<article\b/i.test(html)) indexed.push({ file, route, html });
  }
  return indexed;
}

/** What an index is made from: the annotations the data gives the pages, and every indexed page's route and HTML. */
export interface IndexInputs {
  annotations: unknown;
  pages: readonly { route: string; html: string }[];
}

/**
 * Keeps an index by what it was made from (the last build's, say): `restore` puts the
 * index kept for `inputs` at `outputPath`, or answers false and changes nothing; `save` keeps the one just written.
 */
export interface IndexStore {
  restore(inputs: IndexInputs, outputPath: string): boolean;
  save(inputs: IndexInputs, outputPath: string): void;
}

/** `store`: where an index may be kept between builds (../plugin/extensions.ts); without it, the index is always made. */
export async function buildSearchIndex({ outDir, site, store }: { outDir: string; site: SiteData; store?: IndexStore }): Promise<IndexReport> {
  const started = performance.now();
  const entities = entityAnnotations(site);
  const indexed = indexedPages(outDir);
  const outputPath = path.join(outDir, 'pagefind');
  const inputs: IndexInputs = { annotations: [...entities], pages: indexed };
  if (store?.restore(inputs, outputPath)) return { pages: indexed.length, seconds: (performance.now() - started) / 1000, outputPath, kept: true };

  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS });
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    const docs = docsNames(
      indexed.filter((p) => isV3Docs(p.route)),
      entityNames(entities),
    );
    // All pages handed over at once: Pagefind reads one while the next is being prepared here. The index is the
    // same, byte for byte, as when they went one by one.
    const added = await Promise.all(
      indexed.map(({ route, html }) => index.addHTMLFile({ url: route, content: prepareHtml(html, pageAnnotation(route, html, entities, docs.get(route))) })),
    );
    added.forEach(({ errors }, i) => {
      if (errors.length) throw new Error(`search index: ${indexed[i]!.file}: ${errors.join('; ')}`);
    });
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of readdirSync(outputPath)) if (UNUSED.test(name)) rmSync(path.join(outputPath, name));
    reshapeIndex(outputPath);
    store?.save(inputs, outputPath);
    return { pages: added.length, seconds: (performance.now() - started) / 1000, outputPath, kept: false };
  } finally {
    await index.deleteIndex().catch(() => undefined);
    await pagefind.close();
  }
}
