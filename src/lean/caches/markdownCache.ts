/**
 * The Markdown versions of the last build, kept by a hash of each text's inputs and of the code that makes them
 * (codeHash.ts: any change under src/ or to the lock file makes everything again), in a JSON file between builds
 * (src/build/plugin/markdownMake.ts reads them through a MarkdownStore). Making the docs' Markdown means parsing
 * every page; a build whose docs and data did not change reuses it. The Markdown worker thread loads this module
 * by its path (`markdownStore`), which src/lean/plugin.ts names.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Memo } from '../../build/markdown/allFiles';
import type { MarkdownStore } from '../../build/plugin/markdownMake';
import { codeHash } from './codeHash';

export class MarkdownCache implements MarkdownStore {
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

/** The store the Markdown worker thread keeps its texts in (src/build/plugin/markdownWorker.cjs). */
export function markdownStore(file: string, siteDir: string): MarkdownStore {
  return new MarkdownCache(file, siteDir);
}
