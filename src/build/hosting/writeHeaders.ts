/**
 * Writes `_headers` (src/build/hosting/headers.ts) into the build, from the files the build holds and the files another
 * plugin is still writing (`coming`: the sitemap, whose plugin's postBuild runs beside the search plugin's). Runs
 * after the search index is written (the search plugin's postBuild calls it), so Pagefind's folders are listed too.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headersFile } from './headers';

export const HEADERS_FILE = '_headers';

/** Every file below `dir`, relative to it, with `/`. */
function filesBelow(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? filesBelow(dir, child) : [child];
  });
}

export function writeHostingHeaders(outDir: string, coming: readonly string[] = []): void {
  const files = new Set([...filesBelow(outDir), ...coming]);
  writeFileSync(path.join(outDir, HEADERS_FILE), headersFile([...files]));
}
