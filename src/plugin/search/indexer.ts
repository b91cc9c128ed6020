/**
 * Writes the Pagefind index of a built site into `<outDir>/pagefind/`: every
 * page with an `<article>` (docs, the Deployed Contracts page, state and
 * token pages), prepared by src/search/prepare.ts. Called by the search
 * plugin after `docusaurus build` and by `npm run search-index`.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../data/model';
import { entityAnnotations, DEPLOYED_CONTRACTS, PRIORITY } from '../../search/entities';
import { breadcrumbTrail, codeNameHeadings, metaKeywords, prepareHtml, type PageAnnotation } from '../../search/prepare';
import { DECODE_PATH, ERRORS_DOCS, LOOKUP_PATH, SEARCH_PATH } from '../../data/paths';

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

/** A V3 docs page's sections titled by a name from code: searching exactly that name shows them first. */
function aboutCodeNames(html: string): Pick<PageAnnotation, 'anchors' | 'priority'> {
  const headings = codeNameHeadings(html);
  if (headings.length === 0) return {};
  return { priority: PRIORITY.ownPage, anchors: new Map(headings.map((h) => [h.id, { names: [h.name] }])) };
}

/** Everything the index knows about one page, besides its text. */
export function pageAnnotation(route: string, html: string, entities: Map<string, PageAnnotation>): PageAnnotation {
  const known = entities.get(route) ?? {};
  const trail = breadcrumbTrail(html);
  if (route.startsWith('/docs/') || route === '/docs') {
    const legacy = route.startsWith('/docs/v2');
    const reference = route === ERRORS_DOCS || route.startsWith(`${ERRORS_DOCS}/`);
    return {
      ...known,
      where: ['Docs', ...trail].join(' › '),
      // Legacy pages share their keywords with the V3 pages that replaced them; only V3 keywords boost.
      ...(legacy
        ? { bodyWeight: LEGACY_DOCS_WEIGHT, titleWeight: 7 * LEGACY_DOCS_WEIGHT }
        : reference
          ? { bodyWeight: ERRORS_DOCS_WEIGHT, titleWeight: 7 * ERRORS_DOCS_WEIGHT }
          : { keywords: metaKeywords(html), ...aboutCodeNames(html) }),
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
}

export async function buildSearchIndex({ outDir, site }: { outDir: string; site: SiteData }): Promise<IndexReport> {
  const started = performance.now();
  const pagefind = await importPagefind();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDED_SELECTORS });
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  const entities = entityAnnotations(site);
  let pages = 0;
  try {
    for (const file of htmlFiles(outDir)) {
      const route = routeOf(file);
      if (SKIPPED_ROUTES.has(route)) continue;
      const html = readFileSync(path.join(outDir, file), 'utf8');
      if (!/<article\b/i.test(html)) continue;
      const added = await index.addHTMLFile({ url: route, content: prepareHtml(html, pageAnnotation(route, html, entities)) });
      if (added.errors.length) throw new Error(`search index: ${file}: ${added.errors.join('; ')}`);
      pages++;
    }
    const outputPath = path.join(outDir, 'pagefind');
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    for (const name of readdirSync(outputPath)) if (UNUSED.test(name)) rmSync(path.join(outputPath, name));
    return { pages, seconds: (performance.now() - started) / 1000, outputPath };
  } finally {
    await index.deleteIndex().catch(() => undefined);
    await pagefind.close();
  }
}
