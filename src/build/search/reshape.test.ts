/**
 * The reshaped index (reshape.ts) against a real Pagefind index of a few pages: Pagefind's files read and written
 * back unchanged; after reshaping, every word in one chunk with all the words it begins, every prefix of three
 * characters or more answered by that chunk under Pagefind's rule, the page texts whole in their excerpt files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as pagefind from 'pagefind';
import { decodeCbor, encodeCbor, type CborValue } from './cbor';
import { bucketOf, chunkRanges, chunkWords, compareWords, justBelow, reshapeIndex, rowAnchors } from './reshape';
import { EXCERPT_FIELD, EXCERPT_STEP, EXCERPT_WORDS, excerptFiles, pageWords } from '../../pageData/search/excerpts';
import { MIN_SEARCHED_WORD } from '../../pageData/search/query';

const dir = mkdtempSync(path.join(os.tmpdir(), 'reshape-'));
const out = path.join(dir, 'pagefind');

/** Words that begin alike (credit…, cre…), short ones, digits, and enough text for several excerpt files. */
const VOCABULARY = ['credit', 'creditfacadev3', 'creditmanagerv3', 'creditaccount', 'create', 'crest', 'cr', 'c', 'pool', 'poolv3', 'poolquotakeeper', 'price', 'priceoraclev3', 'quota', 'quotas', 'wsteth', 'weth', 'usdc', '10', '100', 'a', 'of'];
const pageText = (i: number) => Array.from({ length: 260 + i * 7 }, (_, k) => VOCABULARY[(k * (i + 3)) % VOCABULARY.length]).join(' ');
const PAGES = Array.from({ length: 12 }, (_, i) => ({
  url: `/page-${i}`,
  html: `<html><body><article><h1>Page ${i}</h1><p>${pageText(i)}</p><h2 id="more-${i}">More about quotas</h2><p>${pageText(i + 1)}</p><table><tr id="row-${i}" data-pagefind-title="Row ${i}"><td>${pageText(0).slice(0, 200)}</td></tr></table><div id="plain-${i}">${pageText(2).slice(0, 80)}</div></article></body></html>`,
}));

const payload = (file: string) => gunzipSync(readFileSync(file)).subarray('pagefind_dcd'.length);
const entry = () => JSON.parse(readFileSync(path.join(out, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
const meta = () => decodeCbor(payload(path.join(out, `pagefind.${entry().languages.en!.hash}.pf_meta`))) as CborValue[];
const chunkRows = () => meta()[2] as [string, string, string][];
const wordsOf = (hash: string) => ((decodeCbor(payload(path.join(out, 'index', `${hash}.pf_index`))) as CborValue[])[0] as CborValue[][]).map((w) => w);

let before: { words: CborValue[][]; texts: Map<string, string[]> };

beforeAll(async () => {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(errors.join('; '));
  for (const p of PAGES) await index.addHTMLFile({ url: p.url, content: p.html });
  await index.writeFiles({ outputPath: out });
  await pagefind.close();
  const words = chunkRows().flatMap(([, , hash]) => wordsOf(hash));
  const texts = new Map<string, string[]>();
  for (const page of meta()[1] as [string][]) {
    const fragment = JSON.parse(payload(path.join(out, 'fragment', `${page[0]}.pf_fragment`)).toString()) as { url: string; content: string };
    texts.set(fragment.url, pageWords(fragment.content).words);
  }
  before = { words, texts };
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Pagefind's files", () => {
  test('are read and written again byte for byte: the metadata and every word chunk', () => {
    const metaFile = path.join(out, `pagefind.${entry().languages.en!.hash}.pf_meta`);
    expect(Buffer.from(encodeCbor(decodeCbor(payload(metaFile))))).toEqual(payload(metaFile));
    for (const [, , hash] of chunkRows()) {
      const file = path.join(out, 'index', `${hash}.pf_index`);
      expect(Buffer.from(encodeCbor(decodeCbor(payload(file))))).toEqual(payload(file));
    }
  });
});

describe('the reshaped index', () => {
  let report: ReturnType<typeof reshapeIndex>;
  beforeAll(() => {
    report = reshapeIndex(out, { target: 400 });
  });

  test('holds the same words, in the same order, in more chunks', () => {
    const after = chunkRows().flatMap(([, , hash]) => wordsOf(hash));
    expect(after).toEqual(before.words);
    expect(report.chunks.after).toBe(chunkRows().length);
    expect(chunkRows().length).toBeGreaterThan(3);
  });

  test('never splits the words that share their first three characters, and answers every prefix from its third character with the chunk of all the words it begins', () => {
    const rows = chunkRows();
    const chunks = rows.map(([, , hash]) => wordsOf(hash).map((w) => w[0] as string));
    const bucketChunk = new Map<string, number>();
    chunks.forEach((words, i) => {
      for (const w of words) {
        expect(bucketChunk.get(bucketOf(w)) ?? i, w).toBe(i);
        bucketChunk.set(bucketOf(w), i);
      }
    });
    // Pagefind's rule: the first chunk whose range holds the term.
    const chunkFor = (term: string) => rows.findIndex(([from, to]) => compareWords(term, from) >= 0 && compareWords(term, to) <= 0);
    const all = chunks.flat();
    for (const word of all) {
      const chars = [...word];
      for (let n = 1; n <= chars.length; n++) {
        const prefix = chars.slice(0, n).join('');
        const found = chunkFor(prefix);
        expect(found, prefix).toBeGreaterThanOrEqual(0);
        if (n >= MIN_SEARCHED_WORD) for (const w of all.filter((x) => x.startsWith(prefix))) expect(chunks[found]!, `${prefix} → ${w}`).toContain(w);
      }
    }
  });

  test('keeps every page text whole in its excerpt files, and the fragments without it', () => {
    const pages = meta()[1] as [string][];
    expect(report.fragments).toBe(PAGES.length);
    for (const [hash] of pages) {
      const fragment = JSON.parse(payload(path.join(out, 'fragment', `${hash}.pf_fragment`)).toString()) as Record<string, unknown> & { url: string; anchors: Record<string, unknown>[] };
      expect(fragment.content).toBe('');
      expect(fragment).not.toHaveProperty('filters');
      const files = excerptFiles(fragment)!;
      const words = before.texts.get(fragment.url)!;
      expect(files.words).toBe(words.length);
      expect(files.files.length).toBe(Math.ceil(words.length / EXCERPT_STEP));
      files.files.forEach((name, k) => {
        const held = JSON.parse(readFileSync(path.join(out, 'excerpt', `${name}.json`), 'utf8')) as string[];
        // Each file: its own words and the next EXCERPT_WORDS, so that any excerpt lies in one file.
        expect(held).toEqual(words.slice(k * EXCERPT_STEP, (k + 1) * EXCERPT_STEP + EXCERPT_WORDS));
      });
      // The anchors a row can use: the titled row (without its text) and the heading; not the plain div.
      expect(fragment.anchors.map((a) => a.id)).toEqual(expect.arrayContaining([`row-${fragment.url.split('-')[1]}`, `more-${fragment.url.split('-')[1]}`]));
      expect(fragment.anchors.some((a) => String(a.id).startsWith('plain-'))).toBe(false);
      expect(fragment.anchors.find((a) => a.title)).not.toHaveProperty('text');
      expect(fragment).toHaveProperty(EXCERPT_FIELD);
    }
  });

  test('leaves no file that the metadata does not name, and names each by a hash of what it holds', () => {
    const named = new Set(chunkRows().map(([, , hash]) => `${hash}.pf_index`));
    expect(new Set(readdirSync(path.join(out, 'index')))).toEqual(named);
    const fragments = new Set((meta()[1] as [string][]).map(([hash]) => `${hash}.pf_fragment`));
    expect(new Set(readdirSync(path.join(out, 'fragment')))).toEqual(fragments);
    expect(readdirSync(out).filter((f) => f.endsWith('.pf_meta'))).toEqual([`pagefind.${entry().languages.en!.hash}.pf_meta`]);
    for (const f of [...named, ...fragments, ...readdirSync(path.join(out, 'excerpt'))]) expect(f).toMatch(/^en_[0-9a-f]{10}\.(pf_index|pf_fragment|json)$/);
  });
});

describe('chunks and their ranges', () => {
  const word = (w: string, bytes = 10) => ({ word: w, entry: [w, []], bytes });

  test('a chunk closes before a group of alike words that would take it past the target, however large that group', () => {
    const chunks = chunkWords([word('aa'), word('cra'), word('credit', 50), word('creditfacadev3', 50), word('crest'), word('dai'), word('dao')], 30);
    expect(chunks.map((c) => c.map((w) => w.word))).toEqual([['aa', 'cra'], ['credit', 'creditfacadev3', 'crest'], ['dai', 'dao']]);
  });

  test('ranges leave no gap a query can fall in: each ends just below where the next starts', () => {
    const ranges = chunkRanges([[word('aa')], [word('credit')], [word('dai')]]);
    expect(ranges.map((r) => r.from)).toEqual(['', 'cre', 'dai']);
    expect(ranges[0]!.to).toBe(justBelow('cre'));
    expect(compareWords('crd', ranges[0]!.to)).toBeLessThan(0);
    expect(compareWords('crdzzzz', ranges[0]!.to)).toBeLessThan(0);
    expect(compareWords('cre', ranges[0]!.to)).toBeGreaterThan(0);
    expect(justBelow('a\u{e000}')).toBe('a\u{d7ff}\u{10ffff}');
    expect(justBelow('ab\u0000')).toBe('ab');
  });

  test('a row keeps titled anchors without their text, headings and named sections', () => {
    const anchors = [
      { element: 'tr', id: 't', title: 'wstETH', text: 'wstETH 0x… long row', location: 1 },
      { element: 'h2', id: 'h', text: 'Units', location: 2 },
      { element: 'div', id: 'n', text: 'Liquidation threshold', location: 3 },
      { element: 'div', id: 'x', text: 'rest', location: 4 },
      { element: 'h3', id: 'e', text: ' ', location: 5 },
    ];
    expect(rowAnchors(anchors, new Set(['n']))).toEqual([{ element: 'tr', id: 't', title: 'wstETH', location: 1 }, anchors[1], anchors[2]]);
  });
});
