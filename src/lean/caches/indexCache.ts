/**
 * The search index of the last build (src/build/search/indexer.ts reads it through an IndexStore), kept by a hash
 * of everything it is made from: the code (codeHash.ts: src/ and the lock file, so Pagefind's version and our
 * preparation of the pages), the annotations the data gives the pages, and the route and HTML of every indexed
 * page (less its scripts and links, `indexedHtml`). A build whose pages did not change copies the index it
 * wrote last time instead of starting Pagefind (about 2 s on this machine); any change indexes everything again.
 * Kept in the build's generated files (.docusaurus/), which `docusaurus clear` empties.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexInputs, IndexStore } from '../../build/search/indexer';
import { codeHash } from './codeHash';

/** Maps (the annotations' anchors) as their entries, so that equal content gives equal JSON. */
const plain = (_key: string, value: unknown): unknown => (value instanceof Map ? [...value.entries()] : value);

/**
 * A page as far as its index entry can tell: its HTML without scripts and `<link>` tags. Those hold the URLs of the
 * bundle's files, whose hashes can change from one build to the next with no change to any page (the bundler's
 * cache renames a minified variable in the runtime chunk, which every page loads); Pagefind reads neither.
 */
export function indexedHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, '');
}

/** The key of an index: equal exactly when the code, the annotations and every page's route and indexed HTML are. */
export function indexKey(code: string, annotations: unknown, pages: readonly { route: string; html: string }[]): string {
  const hash = createHash('sha256').update(code).update('\0').update(JSON.stringify(annotations, plain) ?? '');
  for (const p of pages) hash.update('\0').update(p.route).update('\0').update(indexedHtml(p.html));
  return hash.digest('hex');
}

export class IndexCache {
  private readonly keyFile: string;
  private readonly files: string;

  constructor(dir: string) {
    this.keyFile = path.join(dir, 'key');
    this.files = path.join(dir, 'pagefind');
  }

  /** Puts the index kept under `key` at `outputPath`; false (and nothing changed) when none is kept under it. */
  restore(key: string, outputPath: string): boolean {
    let kept: string;
    try {
      kept = readFileSync(this.keyFile, 'utf8');
    } catch {
      return false;
    }
    if (kept !== key || !existsSync(this.files)) return false;
    rmSync(outputPath, { recursive: true, force: true });
    cpSync(this.files, outputPath, { recursive: true });
    return true;
  }

  /** Keeps the index at `outputPath` under `key`, in place of the one kept before. */
  save(key: string, outputPath: string): void {
    rmSync(this.keyFile, { force: true });
    rmSync(this.files, { recursive: true, force: true });
    mkdirSync(path.dirname(this.files), { recursive: true });
    cpSync(outputPath, this.files, { recursive: true });
    // The key last: a copy cut short is never taken for a whole one.
    writeFileSync(this.keyFile, key);
  }
}

/** The last build's index, in `dir`, for the code of the site in `siteDir`. */
export function indexStore(dir: string, siteDir: string): IndexStore {
  const cache = new IndexCache(dir);
  const keys = new WeakMap<IndexInputs, string>();
  const key = (inputs: IndexInputs): string => {
    let k = keys.get(inputs);
    if (k === undefined) keys.set(inputs, (k = indexKey(codeHash(siteDir), inputs.annotations, inputs.pages)));
    return k;
  };
  return {
    restore: (inputs, outputPath) => cache.restore(key(inputs), outputPath),
    save: (inputs, outputPath) => cache.save(key(inputs), outputPath),
  };
}
