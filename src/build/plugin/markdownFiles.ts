/**
 * The pages machines can read, written after the build: the Markdown version of every docs page and data
 * page, `/llms.txt` and `/llms-full.txt` (src/build/markdown/allFiles.ts makes them). The inputs are the pages' own:
 * the docs plugin's URL, title, description and sidebar place of each docs page, the live values the
 * pages' modules hold (liveValues.ts), and the page data the routes render.
 *
 * They are made in a worker thread (`MarkdownWorker`; markdownMake.ts does the work), which the build starts as
 * bundling starts, so that parsing every docs page runs beside the bundler and the static rendering rather than
 * after them, and the build's thread never loads the Markdown stack; postBuild only has them written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { MarkdownSiteInput, SiteDoc } from '../markdown/allFiles';
import type { docsVersion } from './framework';
import { InputError, type PostedInputError } from '../../domain/errors';

type DocsVersion = ReturnType<typeof docsVersion>;

/** Every docs page in the sidebar's order, with the top-level category it sits in; pages outside the sidebar last. */
export function docsInReadingOrder(version: DocsVersion, sidebar: PropSidebar, siteDir: string): SiteDoc[] {
  const docs = version.docs.filter((d) => !d.draft);
  const byPermalink = new Map(docs.map((d) => [d.permalink, d]));
  const order: { permalink: string; section: string }[] = [];
  const walk = (items: readonly PropSidebarItem[], section: string) => {
    for (const item of items) {
      if (item.type === 'link' && byPermalink.has(item.href)) order.push({ permalink: item.href, section });
      if (item.type === 'category') {
        const inner = section || item.label;
        if (item.href && byPermalink.has(item.href)) order.push({ permalink: item.href, section: inner });
        walk(item.items, inner);
      }
    }
  };
  walk(sidebar, '');
  const seen = new Set<string>();
  const listed = order.filter((o) => !seen.has(o.permalink) && seen.add(o.permalink));
  const rest = docs.filter((d) => !seen.has(d.permalink)).sort((a, b) => a.permalink.localeCompare(b.permalink));
  return [...listed, ...rest.map((d) => ({ permalink: d.permalink, section: '' }))].map(({ permalink, section }) => {
    const d = byPermalink.get(permalink) as DocsVersion['docs'][number];
    const file = path.join(siteDir, d.source.replace(/^@site\//, ''));
    return { file, text: readFileSync(file, 'utf8'), permalink, title: d.title, description: d.description, section };
  });
}

/**
 * The Markdown files of the build under way: the data plugin's postBuild sets it as it starts writing them (before
 * its first await, so before the search plugin's postBuild runs), and the search plugin waits for it before listing
 * the build's files for the hosting headers (a `.md` file gets its content type there).
 */
let writing: Promise<unknown> = Promise.resolve();
export const markdownWritten = (): Promise<unknown> => writing;
export function writingMarkdown<T>(job: Promise<T>): Promise<T> {
  writing = job.catch(() => undefined);
  return job;
}


/** What the worker starts with, as plain data (it receives a structured clone). No cache file: everything is made. */
export interface MarkdownStart {
  input: MarkdownSiteInput;
  cacheFile?: string;
}

/** Where the worker writes the files it made, and the build's routes (a docs or data page's file needs one). */
export interface MarkdownWrite {
  outDir: string;
  routesPaths: readonly string[];
}

export interface MarkdownReport {
  files: number;
  bytes: number;
  /** Files made, and kept from the last build (markdownMake.ts, MarkdownCache). */
  made: number;
  reused: number;
  /** The worker's time making and writing them (not its start-up). */
  seconds: number;
}

/** An Error as it crosses threads (one does not cross whole); an input error with its context. */
export interface PostedError {
  name: string;
  message: string;
  stack?: string;
  /** Set for an InputError (src/domain/errors.ts): its hint, file and place. */
  input?: PostedInputError;
}

export type WorkerReply = { report: MarkdownReport } | { error: PostedError };

/** A posted error as an Error of the same name, message and stack; an input error as an InputError (scripts/docusaurus.mjs tells those). */
export function errorFromWorker(posted: PostedError): Error {
  if (posted.input) return InputError.revive(posted.input);
  const error = new Error(posted.message);
  error.name = posted.name;
  if (posted.stack) error.stack = posted.stack;
  return error;
}

/**
 * The worker thread making the Markdown files (markdownWorker.cjs, running `serveMarkdown` of markdownMake.ts). It
 * starts making them at once and does not keep the process alive until `write` is called: a build that stops
 * before postBuild exits as before.
 */
export class MarkdownWorker {
  private readonly worker: Worker;
  private readonly reply: Promise<WorkerReply>;

  constructor(start: MarkdownStart) {
    this.worker = new Worker(path.join(__dirname, 'markdownWorker.cjs'), { workerData: start });
    this.worker.unref();
    this.reply = new Promise<WorkerReply>((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`Markdown versions: the worker thread stopped (exit code ${code}) without a report`)));
    });
    // An early failure is reported by `write`, not as an unhandled rejection.
    this.reply.catch(() => undefined);
  }

  /** Writes the files into `outDir` (once the worker has made them) and ends the worker. */
  async write(job: MarkdownWrite): Promise<MarkdownReport> {
    this.worker.ref();
    this.worker.postMessage(job);
    try {
      const reply = await this.reply;
      if ('error' in reply) throw errorFromWorker(reply.error);
      return reply.report;
    } finally {
      await this.worker.terminate();
    }
  }
}
