/**
 * What the navbar box starts downloading the moment it is focused or typed into, before the list of results and
 * the search code (src/theme/SearchBar/Panel.tsx) have arrived: Pagefind's script, and for words (not the start
 * of an address) its WebAssembly and entry file. Small on purpose: every page's main bundle carries it.
 */

/** Docusaurus serves this site at "/"; the index sits beside the pages. */
export const PAGEFIND_BASE = '/pagefind/';

export interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: Record<string, unknown>) => Promise<{ results: { id: string; score: number; data: () => Promise<unknown> }[] } | null>;
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

/** After a failed load: the next attempt asks for the entry file afresh. */
export function forgetIndexTag(): void {
  tag = undefined;
}

/** Text that may still become an address: only hex digits so far, with or without 0x. */
export const mayBeAddress = (text: string) => /^\s*(0x)?[0-9a-f]*\s*$/i.test(text);

/** On focus and on each change of a search box: the script at once, the index files once the text is words. */
export function prefetch(text: string): void {
  void loadScript().catch(() => undefined);
  if (text.trim() && !mayBeAddress(text)) preloadIndex();
}
