/**
 * The `<LiveParam>` elements of each docs text, kept between builds (src/build/plugin/liveValues.ts reads them
 * through an ElementStore). Which elements a text holds depends on the text alone, so they are kept by a hash of
 * it, with the parser's identity: a build whose docs did not change parses none of them again (src/lean/README.md
 * has what that saves). One JSON file, holding the entries the last build used.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ElementStore, FoundElement } from '../../build/plugin/liveValues';
import { DOCS_READER } from '../../build/mdx/readDocsPage';

/** The parser's identity: a new version of it may read a text differently (readDocsPage.ts names its packages). */
const PARSER = DOCS_READER;

/** Elements by a hash of the text they were read from, kept in a JSON file between builds. */
export class ElementCache implements ElementStore {
  private readonly entries: Record<string, FoundElement[]>;
  private readonly used: Record<string, FoundElement[]> = {};
  private changed = false;

  constructor(private readonly file?: string) {
    let stored: { parser?: string; entries?: Record<string, FoundElement[]> } = {};
    try {
      if (file) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
    this.entries = stored.parser === PARSER ? (stored.entries ?? {}) : {};
  }

  elements(text: string, read: () => FoundElement[]): FoundElement[] {
    const hash = createHash('sha256').update(text).digest('hex');
    let found = this.entries[hash];
    if (!found) {
      found = read();
      this.entries[hash] = found;
      this.changed = true;
    }
    this.used[hash] = found;
    return found;
  }

  /** Writes what this build used. */
  save(): void {
    if (!this.file || (!this.changed && Object.keys(this.used).length === Object.keys(this.entries).length)) return;
    // Entries of texts this build did not see (edited or deleted pages) are dropped.
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify({ parser: PARSER, entries: this.used }));
  }
}
