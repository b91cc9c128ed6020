/**
 * A hash of the code that makes the build's derived files: every file under src/ and the lock file (installed
 * packages' versions). A cache keyed by it (the Markdown versions, markdownCache.ts; the search index,
 * indexCache.ts) starts empty after any change to either.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function codeHash(siteDir: string): string {
  const hash = createHash('sha256');
  for (const f of [...filesUnder(path.join(siteDir, 'src')), path.join(siteDir, 'package-lock.json')]) hash.update(f).update(readFileSync(f));
  return hash.digest('hex');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}
