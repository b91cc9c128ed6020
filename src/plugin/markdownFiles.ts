/**
 * The pages machines can read, written after the build: the Markdown version of every docs page and data
 * page, `/llms.txt` and `/llms-full.txt` (src/markdown/site.ts makes them). The inputs are the pages' own:
 * the docs plugin's URL, title, description and sidebar place of each docs page, the live values the
 * pages' modules hold (liveValues.ts), and the page data the routes render.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { markdownSite, type MarkdownSiteInput, type Memo, type SiteDoc } from '../markdown/site';
import { ADDRESSES_DIR, markdownPath } from '../data/paths';
import type { docsVersion } from './framework';

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
 * The Markdown of the last build by a hash of its inputs and of the code that makes it (every file under src/
 * and the lock file: any change to either makes everything again), in a JSON file between builds. Making the
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
    const hash = createHash('sha256');
    for (const f of [...filesUnder(path.join(siteDir, 'src')), path.join(siteDir, 'package-lock.json')]) hash.update(f).update(readFileSync(f));
    this.code = hash.digest('hex');
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

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
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

/**
 * Writes every Markdown file into `outDir`, one at a time, giving other postBuild work (the search index) a turn
 * between files. A docs or data page's Markdown without a route of the same path stops the build.
 */
export async function writeMarkdownFiles(outDir: string, input: MarkdownSiteInput, routesPaths: readonly string[], cache?: MarkdownCache): Promise<{ files: number; bytes: number }> {
  const routes = new Set(routesPaths.map((r) => markdownPath(r)));
  const orphans: string[] = [];
  let files = 0;
  let bytes = 0;
  for (const f of markdownSite(input, cache?.memo)) {
    if (f.path.endsWith('.md') && !f.path.startsWith(`${ADDRESSES_DIR}/`) && !routes.has(f.path)) orphans.push(f.path);
    const file = path.join(outDir, f.path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, f.text);
    files += 1;
    bytes += Buffer.byteLength(f.text);
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (orphans.length) throw new Error(`Markdown versions of pages the site does not have: ${orphans.join(', ')}`);
  cache?.save();
  return { files, bytes };
}
