/**
 * Reshapes the index Pagefind wrote so that typing a query downloads little, whatever the typing speed (issue 33).
 * Pagefind's search and ranking are unchanged: the same words, pages, locations and weights, in other files.
 *
 * - **Words by their first three characters.** Pagefind cuts its word list into chunks of about 20,000 locations
 *   (25 to 30 KB each here), at any word, and loads the chunk that holds each word of the query as typed. Typing
 *   `CreditFacadeV3` key by key crossed three chunk boundaries (`c`, `cr`, `cre`… `credit_`), and each prefix only
 *   found the words of its own chunk. Here the words that begin with the same MIN_SEARCHED_WORD characters are
 *   never split, and a chunk holds about CHUNK_TARGET bytes of them: from its third character on, every prefix of
 *   a word asks for the same chunk, which holds all the words it can still become (the search leaves shorter
 *   words to the exact-name filter, src/pageData/search/query.ts). Results no longer depend on what earlier
 *   prefixes happened to load.
 * - **Text out of the fragments.** A result row loaded its page's fragment, which holds the page's whole text. The
 *   text moves into excerpt files (src/pageData/search/excerpts.ts); the fragment keeps the page's metadata, the
 *   sections that results are shown as, and the list of its excerpt files.
 *
 * Every file written is named by a hash of what it holds, as Pagefind names its own, so the host may keep them
 * for a year (src/build/hosting/headers.ts). Pagefind's files are read through their published shape; a shape this
 * code does not know stops the build (PagefindShapeError) rather than writing an index the browser cannot read.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { cborSize, decodeCbor, encodeCbor, type CborValue } from './cbor';
import { MIN_SEARCHED_WORD } from '../../pageData/search/query';
import { EXCERPT_DIR, EXCERPT_FIELD, excerptFileWords, EXCERPT_STEP, pageWords, type ExcerptFiles } from '../../pageData/search/excerpts';

/** Bytes of encoded words a chunk holds at most, unless one group of words that begin alike is larger (about 4 KB compressed). */
export const CHUNK_TARGET = 12_000;
/** What every Pagefind file starts with once uncompressed. */
const SIGNATURE = 'pagefind_dcd';
/** The last code point: no query holds it, so a range may end with it. */
const LAST = String.fromCodePoint(0x10ffff);

/** A Pagefind file whose shape this code does not know (another Pagefind version, say). */
export class PagefindShapeError extends Error {
  constructor(
    message: string,
    readonly file: string,
  ) {
    super(`search index: ${message} in ${file}: not the Pagefind index src/build/search/reshape.ts reads (was Pagefind upgraded?)`);
    this.name = 'PagefindShapeError';
  }
}

/** The first MIN_SEARCHED_WORD characters of a word (all of a shorter one): words that share them stay in one chunk. */
export const bucketOf = (word: string): string => [...word].slice(0, MIN_SEARCHED_WORD).join('');

/** Compares strings as Pagefind does (its Rust strings, by UTF-8 bytes: the order of code points). */
export const compareWords = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * The largest string below `key` that a query can be: `key` with its last character one lower, then the last code
 * point. Between the two lie only strings that hold that code point.
 */
export function justBelow(key: string): string {
  const chars = [...key];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined) throw new RangeError('justBelow: an empty key has nothing below it');
  let code = last - 1;
  if (code < 0) return chars.join('');
  if (code >= 0xd800 && code <= 0xdfff) code = 0xd7ff;
  return `${chars.join('')}${String.fromCodePoint(code)}${LAST}`;
}

/** One word of the index as Pagefind wrote it, kept whole, with its encoded size. */
export interface IndexWord {
  word: string;
  entry: CborValue[];
  bytes: number;
}

/**
 * Consecutive words in chunks of about `target` encoded bytes, never splitting the words that share their first
 * MIN_SEARCHED_WORD characters. `words` must be in Pagefind's order.
 */
export function chunkWords(words: readonly IndexWord[], target = CHUNK_TARGET): IndexWord[][] {
  const chunks: IndexWord[][] = [];
  let current: IndexWord[] = [];
  let size = 0;
  // The words in runs that begin alike, each run whole.
  const runs: { words: IndexWord[]; bytes: number }[] = [];
  for (const w of words) {
    const run = runs[runs.length - 1];
    if (run && bucketOf(run.words[0]?.word ?? '') === bucketOf(w.word)) {
      run.words.push(w);
      run.bytes += w.bytes;
    } else runs.push({ words: [w], bytes: w.bytes });
  }
  for (const run of runs) {
    if (current.length > 0 && size + run.bytes > target) {
      chunks.push(current);
      current = [];
      size = 0;
    }
    current.push(...run.words);
    size += run.bytes;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The range of query words each chunk answers, with no gap between them: the first from the empty string, each
 * next from its first word's MIN_SEARCHED_WORD characters, each up to just below the next one's start.
 */
export function chunkRanges(chunks: readonly (readonly IndexWord[])[]): { from: string; to: string }[] {
  const starts = chunks.map((c, i) => (i === 0 ? '' : bucketOf(c[0]?.word ?? '')));
  return starts.map((from, i) => {
    const next = starts[i + 1];
    return { from, to: next === undefined ? LAST.repeat(2) : justBelow(next) };
  });
}

/** The anchors of a fragment that a result row can use: titled ones (without their text), headings, named sections. */
export function rowAnchors(anchors: readonly Record<string, unknown>[], named: ReadonlySet<string>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const a of anchors) {
    const title = typeof a.title === 'string' && /\S/.test(a.title);
    const heading = typeof a.element === 'string' && /^h\d$/i.test(a.element) && typeof a.text === 'string' && /\S/.test(a.text);
    if (title) {
      const { text: _text, ...rest } = a;
      out.push(rest);
    } else if (heading || (typeof a.id === 'string' && named.has(a.id))) out.push(a);
  }
  return out;
}

// ---- Pagefind's files ----

function readPayload(file: string): Buffer {
  const raw = readFileSync(file);
  const bytes = raw.subarray(0, SIGNATURE.length).toString('latin1') === SIGNATURE ? raw : gunzipSync(raw);
  if (bytes.subarray(0, SIGNATURE.length).toString('latin1') !== SIGNATURE) throw new PagefindShapeError('no Pagefind signature', file);
  return bytes.subarray(SIGNATURE.length);
}

const gzipped = (payload: Uint8Array): Buffer => gzipSync(Buffer.concat([Buffer.from(SIGNATURE, 'latin1'), payload]), { level: 9 });

/** A name from a hash of the bytes, in Pagefind's form (`en_1a2b3c4d5e`). */
const hashName = (language: string, bytes: Uint8Array): string => `${language}_${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}`;

const isArray = (v: CborValue | undefined): v is CborValue[] => Array.isArray(v);
const isString = (v: CborValue | undefined): v is string => typeof v === 'string';

interface Entry {
  version: string;
  languages: Record<string, { hash: string; wasm?: string; page_count?: number }>;
  [key: string]: unknown;
}

interface Meta {
  raw: CborValue[];
  pages: CborValue[][];
  chunks: { from: string; to: string; hash: string }[];
}

function readMeta(file: string): Meta {
  const raw = decodeCbor(readPayload(file));
  if (!isArray(raw) || !isString(raw[0]) || !isArray(raw[1]) || !isArray(raw[2])) throw new PagefindShapeError('metadata not [version, pages, chunks, …]', file);
  const pages = raw[1].map((p) => {
    if (!isArray(p) || !isString(p[0]) || (p[2] !== undefined && p[2] !== '')) throw new PagefindShapeError('a page not [fragment, words] without a fragment group', file);
    return p;
  });
  const chunks = raw[2].map((c) => {
    if (!isArray(c) || !isString(c[0]) || !isString(c[1]) || !isString(c[2])) throw new PagefindShapeError('a chunk not [from, to, hash]', file);
    return { from: c[0], to: c[1], hash: c[2] };
  });
  return { raw, pages, chunks };
}

function readWords(file: string): IndexWord[] {
  const chunk = decodeCbor(readPayload(file));
  if (!isArray(chunk) || chunk.length !== 1 || !isArray(chunk[0])) throw new PagefindShapeError('a word chunk not [words]', file);
  return chunk[0].map((w) => {
    if (!isArray(w) || !isString(w[0]) || !isArray(w[1])) throw new PagefindShapeError('a word not [word, pages, …]', file);
    return { word: w[0], entry: w, bytes: cborSize(w) };
  });
}

export interface ReshapeReport {
  chunks: { before: number; after: number };
  fragments: number;
  excerptFiles: number;
}

/** Reshapes the Pagefind index at `outputPath` in place (see the top of this file); `target`: CHUNK_TARGET. */
export function reshapeIndex(outputPath: string, { target = CHUNK_TARGET } = {}): ReshapeReport {
  const entryFile = path.join(outputPath, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as Entry;
  if (!/^1\./.test(entry.version)) throw new PagefindShapeError(`Pagefind ${entry.version}, not 1.x`, entryFile);
  const report: ReshapeReport = { chunks: { before: 0, after: 0 }, fragments: 0, excerptFiles: 0 };
  const excerptDir = path.join(outputPath, EXCERPT_DIR);
  mkdirSync(excerptDir, { recursive: true });

  for (const [language, info] of Object.entries(entry.languages)) {
    const metaFile = path.join(outputPath, `pagefind.${info.hash}.pf_meta`);
    const meta = readMeta(metaFile);

    // Words, in Pagefind's order, regrouped.
    const words: IndexWord[] = [];
    for (const c of meta.chunks) words.push(...readWords(path.join(outputPath, 'index', `${c.hash}.pf_index`)));
    words.forEach((w, i) => {
      const previous = words[i - 1]?.word;
      if (previous !== undefined && compareWords(previous, w.word) >= 0) throw new PagefindShapeError(`words out of order ("${previous}", "${w.word}")`, metaFile);
    });
    const chunks = chunkWords(words, target);
    const ranges = chunkRanges(chunks);
    for (const c of meta.chunks) rmSync(path.join(outputPath, 'index', `${c.hash}.pf_index`));
    const chunkRows: CborValue[] = chunks.map((c, i) => {
      const bytes = encodeCbor([c.map((w) => w.entry)]);
      const hash = hashName(language, bytes);
      writeFileSync(path.join(outputPath, 'index', `${hash}.pf_index`), gzipped(bytes));
      const { from, to } = ranges[i] ?? { from: '', to: '' };
      return [from, to, hash];
    });
    report.chunks.before += meta.chunks.length;
    report.chunks.after += chunkRows.length;

    // Fragments without their text; the text in excerpt files.
    for (const page of meta.pages) {
      const file = path.join(outputPath, 'fragment', `${page[0] as string}.pf_fragment`);
      const fragment = JSON.parse(readPayload(file).toString('utf8')) as Record<string, unknown>;
      if (typeof fragment.content !== 'string' || !Array.isArray(fragment.anchors) || !fragment.meta || typeof fragment.meta !== 'object') {
        throw new PagefindShapeError('a fragment without content, anchors and meta', file);
      }
      const { words: text, joiner } = pageWords(fragment.content);
      const files: string[] = [];
      for (let k = 0; k * EXCERPT_STEP < text.length; k++) {
        const json = Buffer.from(JSON.stringify(excerptFileWords(text, k)));
        const name = hashName(language, json);
        const out = path.join(excerptDir, `${name}.json`);
        if (!existsSync(out)) writeFileSync(out, json);
        files.push(name);
      }
      report.excerptFiles += files.length;
      let named: unknown = {};
      try {
        named = JSON.parse(String((fragment.meta as Record<string, unknown>).named ?? '{}'));
      } catch {
        named = {};
      }
      const namedIds = new Set(named && typeof named === 'object' ? Object.values(named).filter((v): v is string => typeof v === 'string') : []);
      const { filters: _filters, ...kept } = fragment;
      const excerpts: ExcerptFiles = { words: text.length, joiner, files };
      const slim = { ...kept, content: '', anchors: rowAnchors(fragment.anchors as Record<string, unknown>[], namedIds), [EXCERPT_FIELD]: excerpts };
      const payload = Buffer.from(JSON.stringify(slim));
      const hash = hashName(language, payload);
      rmSync(file);
      writeFileSync(path.join(outputPath, 'fragment', `${hash}.pf_fragment`), gzipped(payload));
      page[0] = hash;
      report.fragments++;
    }

    meta.raw[2] = chunkRows;
    const metaBytes = encodeCbor(meta.raw);
    const metaHash = hashName(language, metaBytes);
    rmSync(metaFile);
    writeFileSync(path.join(outputPath, `pagefind.${metaHash}.pf_meta`), gzipped(metaBytes));
    info.hash = metaHash;
  }
  writeFileSync(entryFile, JSON.stringify(entry));
  // Nothing of the old index is left behind: every file in the index and fragment folders is one the meta names.
  for (const dir of ['index', 'fragment']) if (readdirSync(path.join(outputPath, dir)).length === 0) rmSync(path.join(outputPath, dir), { recursive: true });
  return report;
}
