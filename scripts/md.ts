/**
 * `npm run md -- PATH…`: the Markdown version of pages of the site, computed from the data and the docs as the
 * build computes them (src/build/markdown/allFiles.ts), printed to stdout. PATH is a page (`/state/mainnet`,
 * `/docs/intro`), its `.md` (`/addresses/mainnet.md`) or `/llms.txt`; `--list` prints every path.
 *
 * The build takes each docs page's URL, title, description and order from the docs plugin; without a build,
 * this reads them from the files (URL from the file's path or its `slug`, title and description from its front
 * matter or first heading, files in name order), which gives the same URLs for this site's docs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import config from '../docusaurus.config';
import { InputError, UsageError } from '../src/domain/errors';
import { dataDirsFromEnv, loadSiteData } from '../src/domain/data/entrance';
import { markdownPath } from '../src/domain/data/paths';
import { markdownSite, type SiteDoc } from '../src/build/markdown/allFiles';
import { liveValues } from '../src/build/plugin/liveValues';
import { ADDRESS_BOOK_EXAMPLE } from '../src/pageData/deployedContractsPage';
import { sitePages } from '../src/pageData/allPages';

const USAGE = 'Usage: npm run md -- PATH… (a page such as /state/mainnet or /docs/intro, its .md, or /llms.txt) | --list';
const ROOT = path.resolve(__dirname, '..');
const DOCS = path.join(ROOT, 'docs');

function docsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? docsFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

/** A docs page read from its file alone. */
function docOf(file: string): SiteDoc {
  const text = readFileSync(file, 'utf8');
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(front)?.[1]?.trim().replace(/^(['"])(.*)\1$/, '$2');
  const rel = path.relative(DOCS, file).replace(/\.mdx?$/, '');
  const id = field('id');
  const base = id ? path.posix.join(path.posix.dirname(rel.split(path.sep).join('/')), id) : rel.split(path.sep).join('/');
  const slug = field('slug');
  const permalink = slug ? (slug.startsWith('/') ? `/docs${slug}` : `/docs/${path.posix.join(path.posix.dirname(base), slug)}`) : `/docs/${base.replace(/^\.\//, '')}`;
  const title = field('title') ?? /^#\s+(.+)$/m.exec(text)?.[1] ?? rel;
  const section = rel.includes(path.sep) ? (rel.split(path.sep)[0] ?? '') : '';
  return { file, text, permalink, title, description: field('description') ?? '', section };
}

function run(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h') || argv.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const data = loadSiteData(dataDirsFromEnv(ROOT));
  const siteUrl = config.url;
  const pages = sitePages(data, { addressBookExample: readFileSync(path.join(ROOT, ADDRESS_BOOK_EXAMPLE), 'utf8').trimEnd(), siteUrl });
  const values = new Map(liveValues(ROOT, DOCS, { pages, data }).map((f) => [f.file, f.values]));
  const site = markdownSite({ siteUrl, siteDir: ROOT, title: config.title, tagline: config.tagline ?? '', docs: docsFiles(DOCS).map(docOf), liveValues: values, pages, data });
  if (argv.includes('--list')) {
    for (const f of site) process.stdout.write(`${f.path}\n`);
    return 0;
  }
  // The files come one at a time: stop once every one asked for is here.
  const wanted = argv.map((arg) => ({ arg, path: /\.(md|txt)$/.test(arg) ? arg : markdownPath(arg) }));
  const found = new Map<string, string>();
  for (const f of site) {
    if (wanted.some((w) => w.path === f.path)) found.set(f.path, f.text);
    if (wanted.every((w) => found.has(w.path))) break;
  }
  for (const w of wanted) if (!found.has(w.path)) throw new UsageError(`No Markdown version of ${w.arg} (${w.path}). ${USAGE}`);
  for (const w of wanted) process.stdout.write(found.get(w.path) as string);
  return 0;
}

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  const message = error instanceof InputError ? error.message : `Could not write the Markdown: ${(error as Error).message ?? String(error)}`;
  process.stderr.write(`${message}\n`);
  if (process.env.DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 2;
}
