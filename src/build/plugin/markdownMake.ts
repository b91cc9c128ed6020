/**
 * Making and writing the Markdown files (src/build/markdown/allFiles.ts makes each text): the part of markdownFiles.ts that
 * runs in the worker thread (markdownWorker.cjs), so the build's own thread never loads the Markdown stack. The
 * texts are made as soon as the worker starts (the build starts it when bundling starts) and held; they are written
 * into the build when the data plugin's postBuild asks (`serveMarkdown`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownSite, type MarkdownFile, type MarkdownSiteInput, type Memo } from '../markdown/allFiles';
import { ADDRESSES_DIR, markdownPath } from '../../domain/data/paths';
import { InputError } from '../../domain/errors';
import { codeHash } from './codeHash';
import type { MarkdownReport, MarkdownStart, MarkdownWrite, PostedError, WorkerReply } from './markdownFiles';

/**
 * The Markdown of the last build by a hash of its inputs and of the code that makes it (codeHash.ts: any change
 * under src/ or to the lock file makes everything again), in a JSON file between builds. Making the
 * docs' Markdown means parsing every page; a build whose docs and data did not change reuses it.
 */
export class MarkdownCache {
  private readonly entries: Record<string, string>;
  private readonly used: Record<string, string> = {};
  private readonly code: string;
  made = 0;
  reused = 0;

  constructor(
    private readonly file: string | undefined,
    siteDir: string,
  ) {
    this.code = codeHash(siteDir);
    let stored: { code?: string; entries?: Record<string, string> } = {};
    try {
      if (file) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    this.entries = stored.code === this.code ? (stored.entries ?? {}) : {};
  }

  readonly memo: Memo = (inputs, make) => {
    const key = createHash('sha256').update(inputs).digest('hex');
    let text = this.used[key] ?? this.entries[key];
    if (text === undefined) {
      text = make();
      this.made += 1;
    } else this.reused += 1;
    this.used[key] = text;
    return text;
  };

  /** Keeps what this build used. */
  save(): void {
    if (!this.file || this.made === 0) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ code: this.code, entries: this.used }));
  }
}

/**
 * Writes made files into `outDir`. A docs or data page's Markdown without a route of the same path stops the
 * build (after the files are written, naming every such page).
 */
export function writeMarkdown(outDir: string, made: readonly MarkdownFile[], routesPaths: readonly string[]): { files: number; bytes: number } {
  const routes = new Set(routesPaths.map((r) => markdownPath(r)));
  const orphans: string[] = [];
  let bytes = 0;
  for (const f of made) {
    if (f.path.endsWith('.md') && !f.path.startsWith(`${ADDRESSES_DIR}/`) && !routes.has(f.path)) orphans.push(f.path);
    const file = path.join(outDir, f.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, f.text);
    bytes += Buffer.byteLength(f.text);
  }
  if (orphans.length) throw new Error(`Markdown versions of pages the site does not have: ${orphans.join(', ')}`);
  return { files: made.length, bytes };
}

/** Makes every Markdown file and writes it into `outDir`, in this thread; keeps what it made in `cache`. */
export function writeMarkdownFiles(outDir: string, input: MarkdownSiteInput, routesPaths: readonly string[], cache?: MarkdownCache): { files: number; bytes: number } {
  const written = writeMarkdown(outDir, [...markdownSite(input, cache?.memo)], routesPaths);
  cache?.save();
  return written;
}

/** An error as it crosses to another thread: its name (DataError, CitationError…), message and stack, and an input error's context. */
export function postedError(error: unknown): PostedError {
  if (error instanceof InputError) {
    const input = error.toPosted();
    return { name: input.name, message: input.message, ...(input.stack ? { stack: input.stack } : {}), input };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) };
}

/** The side of a message port the worker uses (a MessagePort, or worker_threads' parentPort). */
export interface ReplyPort {
  once(event: 'message', listener: (job: MarkdownWrite) => void): unknown;
  postMessage(reply: WorkerReply): void;
}

/**
 * The worker's whole job: makes every file at once (through the MarkdownCache of `start.cacheFile`), then, on the
 * one message `port` receives (where to write, and the build's routes), writes them, saves the cache and replies
 * with the report or the error. An error while making is replied the same way, when the write is asked for.
 */
export function serveMarkdown(port: ReplyPort, start: MarkdownStart): void {
  const started = performance.now();
  let made: { files: MarkdownFile[]; cache: MarkdownCache } | { error: unknown };
  try {
    const cache = new MarkdownCache(start.cacheFile, start.input.siteDir);
    made = { files: [...markdownSite(start.input, cache.memo)], cache };
  } catch (error) {
    made = { error };
  }
  const makeSeconds = (performance.now() - started) / 1000;
  port.once('message', (job) => {
    try {
      if ('error' in made) throw made.error;
      const writeStarted = performance.now();
      const written = writeMarkdown(job.outDir, made.files, job.routesPaths);
      made.cache.save();
      const report: MarkdownReport = { ...written, made: made.cache.made, reused: made.cache.reused, seconds: makeSeconds + (performance.now() - writeStarted) / 1000 };
      port.postMessage({ report });
    } catch (error) {
      port.postMessage({ error: postedError(error) });
    }
  });
}
