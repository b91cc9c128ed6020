/**
 * Where a result row's excerpt comes from. Pagefind's fragment of a page, which a result row loads, holds the page's
 * whole text, though a row shows 24 words of it: 2 to 10 KB per row. The build (src/build/search/reshape.ts) moves
 * the text out of each fragment into excerpt files of EXCERPT_STEP words each, every file also holding the
 * EXCERPT_WORDS words after its own, so that any excerpt lies within one file. The fragment keeps the page's title,
 * breadcrumb and sections, and lists its excerpt files (EXCERPT_FIELD). A row loads the fragment, then the one file
 * that holds its excerpt (src/browser/components/Search/engine.ts): about 1 KB in all.
 */

/** Words in an excerpt. */
export const EXCERPT_WORDS = 24;
/** Words of a page each excerpt file starts after the one before. */
export const EXCERPT_STEP = 100;
/** The excerpt files' folder, inside Pagefind's. */
export const EXCERPT_DIR = 'excerpt';
/** The field of a fragment that lists its excerpt files. */
export const EXCERPT_FIELD = 'excerpt_files';

/** A page's excerpt files, as its fragment lists them. */
export interface ExcerptFiles {
  /** Words of the page text, as Pagefind counts them. */
  words: number;
  /** What joins two words of this page: a space, or nothing for text that Pagefind splits at zero-width spaces. */
  joiner: ' ' | '';
  /** File names (without folder and extension), the first holding words 0 to EXCERPT_STEP + EXCERPT_WORDS. */
  files: string[];
}

/**
 * A page's text as the words that Pagefind's word locations count: split at zero-width spaces when the text has any,
 * otherwise at white space (not at U+FEFF), as Pagefind's excerpts split it.
 */
export function pageWords(content: string): { words: string[]; joiner: ' ' | '' } {
  return content.includes('\u200B') ? { words: content.split('\u200B'), joiner: '' } : { words: content.split(/[^\S\uFEFF]+/), joiner: ' ' };
}

/** The excerpt file that holds `count` words from word `start` (count at most EXCERPT_WORDS). */
export const excerptFileOf = (start: number): number => Math.max(0, Math.floor(start / EXCERPT_STEP));

/** The words of excerpt file `index`. */
export const excerptFileWords = (words: readonly string[], index: number): string[] => words.slice(index * EXCERPT_STEP, (index + 1) * EXCERPT_STEP + EXCERPT_WORDS);

/** The URL of an excerpt file, below the index's URL. */
export const excerptFileUrl = (base: string, file: string): string => `${base}${EXCERPT_DIR}/${file}.json`;

/** The excerpt files a fragment lists, or undefined when it lists none that this code reads. */
export function excerptFiles(fragment: Record<string, unknown>): ExcerptFiles | undefined {
  const value = fragment[EXCERPT_FIELD];
  if (!value || typeof value !== 'object') return undefined;
  const { words, joiner, files } = value as Partial<ExcerptFiles>;
  if (typeof words !== 'number' || (joiner !== ' ' && joiner !== '') || !Array.isArray(files) || !files.every((f) => typeof f === 'string')) return undefined;
  return { words, joiner, files };
}
