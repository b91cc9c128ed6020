/**
 * What a search box starts the moment it is focused or typed into, before the list of results and the search
 * code (src/theme/SearchBar/Panel.tsx, src/browser/components/Search/engine.ts) have arrived: Pagefind's script, and for
 * words (not the start of an address) its WebAssembly, its entry file and its start (the index metadata). Small
 * on purpose: every page's main bundle carries it.
 */

/** Docusaurus serves this site at "/"; the index sits beside the pages. */
export const PAGEFIND_BASE = '/pagefind/';

export interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: Record<string, unknown>) => Promise<{ results: { id: string; score: number; data: () => Promise<unknown> }[] } | null>;
  /** Loads every filter file and returns the values with their counts. */
  filters?: () => Promise<unknown>;
}

/**
 * Starts a download that Pagefind will ask for later, so that it does not wait
 * for the files before it: the request Pagefind makes then takes this response.
 */
function preload(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

let script: Promise<PagefindModule> | undefined;

/** Pagefind's script (13 KB), without its index. A failed load is retried on the next call. */
export function loadScript(): Promise<PagefindModule> {
  script ??= (import(/* webpackIgnore: true */ `${PAGEFIND_BASE}pagefind.js`) as Promise<PagefindModule>).catch(() => {
    // Missing under `npm run dev` (the index is written after a production build), or the network failed.
    throw new Error('the search index could not be loaded (it is written by npm run build; is the network down?)');
  });
  script.catch(() => {
    script = undefined;
  });
  return script;
}

let tag: string | undefined;

/**
 * Preloads the WebAssembly (the largest file, 58 KB) and the index's entry file, beside the script rather than
 * after it. Pagefind asks for the entry file with a cache-busting tag (the time, by default); it must be given
 * the tag returned here (its `metaCacheTag` option) for its request to take the preloaded response.
 */
export function preloadIndex(): string {
  tag ??= String(Date.now());
  preload(`${PAGEFIND_BASE}wasm.en.pagefind`);
  preload(`${PAGEFIND_BASE}pagefind-entry.json?ts=${tag}`);
  return tag;
}

/**
 * Ranking: title and docs keywords count five times (Pagefind's default for
 * titles), and a word repeated in headings keeps counting a little longer
 * before it saturates (so a section about a contract beats a page that
 * mentions it often).
 */
export const RANKING = { termSaturation: 2, metaWeights: { title: 5, keywords: 5 } };

let pagefind: Promise<PagefindModule> | undefined;

/** Pagefind ready to search: its WebAssembly and the index metadata loaded. A failed load is retried on the next call. */
export function startPagefind(): Promise<PagefindModule> {
  pagefind ??= (async () => {
    const metaCacheTag = preloadIndex();
    const module = await loadScript();
    // On the main thread: one small WebAssembly module, and no worker script to download first.
    // No excerpt length: the fragments hold no text; a row's excerpt is made from its excerpt file (engine.ts).
    await module.options({ noWorker: true, ranking: RANKING, metaCacheTag });
    await module.init();
    // The `name` filter (exact names, 9 KB) loads now, while the person is still typing.
    void module.filters?.().catch(() => undefined);
    return module;
  })();
  pagefind.catch(() => {
    pagefind = undefined;
    // The next attempt asks for the entry file afresh.
    tag = undefined;
  });
  return pagefind;
}

/** Text that may still become an address: only hex digits so far, with or without 0x. */
export const mayBeAddress = (text: string) => /^\s*(0x)?[0-9a-f]*\s*$/i.test(text);

/**
 * On focus and on each change of a search box: the script at once; Pagefind's start (WebAssembly, entry file,
 * metadata) once the text is words rather than the start of an address (the lookup index answers those).
 */
export function prefetch(text: string): void {
  void loadScript().catch(() => undefined);
  if (text.trim() && !mayBeAddress(text)) void startPagefind().catch(() => undefined);
}
