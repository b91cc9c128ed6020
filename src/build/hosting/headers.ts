/**
 * What a static host is told about the build's files: the `_headers` file that
 * Netlify and Cloudflare Pages read, computed from the list of files the build
 * holds (so a new asset folder is covered without anyone editing a list).
 *
 * - Folders whose files all carry a content hash in their names (the bundler's
 *   `assets/js`, `assets/css`, Pagefind's `fragment`, `index`, `filter`) are
 *   cached for a year and never revalidated: a changed file gets a new name.
 * - Everything else (pages, data files, the search entry files) is revalidated
 *   on every use (`no-cache`), so a new build is seen at once.
 * - Markdown and CSV files get their text content types.
 *
 * Both hosts apply every rule that matches a path and join repeated headers
 * with commas, so the Cache-Control rules never overlap: each file is matched
 * by exactly one of them.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** A name with a content hash before its extension: `main.1a2b3c4d.js`, `styles.7bd8cad7.css`, `en_13467a3.pf_fragment`. */
/** A content-hashed file name (`main.ab79a2dd.js`). Pages and their Markdown versions are never hashed, whatever their name ends with (`/v3.1/mainnet/changes/25274831-25452438`). */
export const HASHED_NAME = /[._-][0-9a-f]{7,}\.(?!html$|md$)[A-Za-z0-9_]+$/;

interface Folder {
  files: string[];
  folders: Map<string, Folder>;
}

function tree(files: readonly string[]): Folder {
  const root: Folder = { files: [], folders: new Map() };
  for (const file of files) {
    const parts = file.split('/');
    let here = root;
    for (const part of parts.slice(0, -1)) {
      let next = here.folders.get(part);
      if (!next) here.folders.set(part, (next = { files: [], folders: new Map() }));
      here = next;
    }
    here.files.push(parts.at(-1)!);
  }
  return root;
}

/** Every file below a folder, its subfolders included. */
const allFiles = (f: Folder): string[] => [...f.files, ...[...f.folders.values()].flatMap(allFiles)];
const allHashed = (f: Folder) => {
  const files = allFiles(f);
  return files.length > 0 && files.every((n) => HASHED_NAME.test(n));
};

/** The URL paths a file of the build is served at: `docs/intro.html` at `/docs/intro` and `/docs/intro.html`; `index.html` at its folder. */
function urlsOf(dir: string, name: string): string[] {
  const file = `${dir}/${name}`;
  if (name === 'index.html') return [dir ? `${dir}/` : '/', file];
  if (name.endsWith('.html')) return [file.slice(0, -'.html'.length), file];
  return [file];
}

export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/**
 * The rules for a build holding `files` (paths relative to the build folder, with `/`). `_headers` itself and the
 * hosts' other control files are not served and get no rule.
 */
export function headerRules(files: readonly string[]): HeaderRule[] {
  const served = files.filter((f) => !/^_(headers|redirects)$/.test(f));
  const immutable: HeaderRule[] = [];
  const revalidated: HeaderRule[] = [];
  const visit = (folder: Folder, dir: string) => {
    for (const [name, sub] of [...folder.folders].sort(([a], [b]) => a.localeCompare(b))) {
      const subDir = `${dir}/${name}`;
      if (allHashed(sub)) {
        // Each folder holding hashed files is listed (assets/js and assets/css, not only assets).
        const holders = (f: Folder, d: string): string[] => [...(f.files.length > 0 ? [d] : []), ...[...f.folders].sort(([a], [b]) => a.localeCompare(b)).flatMap(([n, s]) => holders(s, `${d}/${n}`))];
        for (const d of holders(sub, subDir)) immutable.push({ path: `${d}/*`, headers: [['Cache-Control', IMMUTABLE]] });
      } else if ([...sub.folders.values()].some((s) => allHashed(s) || allFiles(s).some((n) => HASHED_NAME.test(n)))) {
        // A folder with hashed folders inside: its own files and other folders one by one, so no rule overlaps.
        visit(sub, subDir);
      } else {
        revalidated.push({ path: `${subDir}/*`, headers: [['Cache-Control', REVALIDATE]] });
      }
    }
    for (const name of [...folder.files].sort()) {
      for (const url of urlsOf(dir, name)) revalidated.push({ path: url, headers: [['Cache-Control', REVALIDATE]] });
    }
  };
  visit(tree(served), '');
  const types: HeaderRule[] = served
    .filter((f) => Object.keys(CONTENT_TYPES).some((ext) => f.endsWith(ext)))
    .sort()
    .map((f) => ({ path: `/${f}`, headers: [['Content-Type', CONTENT_TYPES[f.slice(f.lastIndexOf('.'))]!]] }));
  return [...immutable, ...revalidated, ...types];
}

/** The `_headers` file: one block per rule, a path line and indented `Name: value` lines. */
export function headersFile(files: readonly string[]): string {
  const lines = [
    '# Written by the build (src/build/hosting/headers.ts) for Netlify and Cloudflare Pages; README "Deploy" has the same for nginx.',
    '# Hashed assets: cached for a year, never revalidated. Everything else: revalidated on every use.',
  ];
  for (const rule of headerRules(files)) {
    lines.push(rule.path);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}
