/** The one directory walk of the tests. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, in sorted order; with `endings`, only names ending in one of them. */
export function filesUnder(dir: string, ...endings: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full, ...endings);
      return endings.length === 0 || endings.some((e) => entry.name.endsWith(e)) ? [full] : [];
    });
}

/** Every file below `dir` with its text, by its path relative to `dir`. */
export function filesWithText(dir: string): Map<string, string> {
  return new Map(filesUnder(dir).map((file) => [path.relative(dir, file), readFileSync(file, 'utf8')]));
}

/** Every HTML page of a build, as the URL path the static server answers it at (`docs/intro.html` → `/docs/intro`). */
export function builtPages(buildDir: string): string[] {
  return filesUnder(buildDir, '.html').map((file) => `/${path.relative(buildDir, file).split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''));
}
