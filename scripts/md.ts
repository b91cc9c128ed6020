/**
 * `npm run md -- PATH…`: the Markdown version of pages of the site, computed from the data and the docs as the
 * build computes them (src/build/markdown/allFiles.ts), printed to stdout. PATH is a page (`/state/mainnet`,
 * `/docs/intro`), its `.md` (`/addresses/mainnet.md`) or `/llms.txt`; `--list` prints every path.
 *
 * The build takes each docs page's URL, title, description and order from the docs plugin; without a build, this
 * reads each file as the docs plugin does, with Docusaurus's own functions: its front matter, title and excerpt
 * (`parseMarkdownFile` of @docusaurus/utils) and its URL (the docs plugin's `getSlug`, under the docs' route base
 * path of the config). Files come in name order, drafts left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PARSE_FRONT_MATTER, normalizeUrl, parseMarkdownFile } from '@docusaurus/utils';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import { DefaultNumberPrefixParser } from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import config from '../docusaurus.config';
import { InputError, UsageError } from '../src/domain/errors';
import { unknownOptions } from '../src/cli/commandLine';
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

/** The docs plugin's route base path, as the config's preset sets it (the plugin's default, `docs`, otherwise). */
function docsBasePath(): string {
  for (const preset of config.presets ?? []) {
    const options: unknown = Array.isArray(preset) ? preset[1] : undefined;
    if (typeof options !== 'object' || options === null || !('docs' in options)) continue;
    const docs: unknown = options.docs;
    if (typeof docs === 'object' && docs !== null && 'routeBasePath' in docs && typeof docs.routeBasePath === 'string') return normalizeUrl([config.baseUrl, docs.routeBasePath]);
  }
  return normalizeUrl([config.baseUrl, 'docs']);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A docs page read from its file alone, as the docs plugin reads it (lib/docs.js, processDocMetadata); undefined for a draft. */
async function docOf(file: string, basePath: string): Promise<SiteDoc | undefined> {
  const content = readFileSync(file, 'utf8');
  const { frontMatter, contentTitle, excerpt } = await parseMarkdownFile({ filePath: file, fileContent: content, parseFrontMatter: config.markdown?.parseFrontMatter ?? DEFAULT_PARSE_FRONT_MATTER });
  if (frontMatter.draft === true) return undefined;
  const source = path.relative(DOCS, file).split(path.sep).join('/');
  const sourceDirName = path.posix.dirname(source);
  const prefixes = frontMatter.parse_number_prefixes !== false;
  const fileName = path.posix.basename(source, path.posix.extname(source));
  const baseID = text(frontMatter.id) ?? (prefixes ? DefaultNumberPrefixParser(fileName).filename : fileName);
  const slug = getSlug({ baseID, source, sourceDirName, frontMatterSlug: text(frontMatter.slug), stripDirNumberPrefixes: prefixes });
  const section = sourceDirName === '.' ? '' : (sourceDirName.split('/')[0] ?? '');
  return { file, text: content, permalink: normalizeUrl([basePath, slug]), title: text(frontMatter.title) ?? contentTitle ?? baseID, description: text(frontMatter.description) ?? excerpt ?? '', section };
}

const OPTIONS = { list: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

async function run(argv: string[]): Promise<number> {
  const { values, positionals, tokens } = parseArgs({ args: argv, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  if (values.help || argv.length === 0) {
    process.stdout.write(`${USAGE}\n`);
    return argv.length === 0 ? 2 : 0;
  }
  const unknown = unknownOptions(argv, tokens, OPTIONS);
  if (unknown.length) throw new UsageError(`Unknown option ${unknown.join(', ')}. ${USAGE}`);
  const data = loadSiteData(dataDirsFromEnv(ROOT));
  const siteUrl = config.url;
  const pages = sitePages(data, { addressBookExample: readFileSync(path.join(ROOT, ADDRESS_BOOK_EXAMPLE), 'utf8').trimEnd(), siteUrl });
  const liveValuesByFile = new Map(liveValues(ROOT, DOCS, { pages, data }).map((f) => [f.file, f.values]));
  const basePath = docsBasePath();
  const docs = (await Promise.all(docsFiles(DOCS).map((f) => docOf(f, basePath)))).filter((d): d is SiteDoc => d !== undefined);
  const site = markdownSite({ siteUrl, siteDir: ROOT, title: config.title, tagline: config.tagline ?? '', docs, liveValues: liveValuesByFile, pages, data });
  if (values.list) {
    for (const f of site) process.stdout.write(`${f.path}\n`);
    return 0;
  }
  // The files come one at a time: stop once every one asked for is here.
  const wanted = positionals.map((arg) => ({ arg, path: /\.(md|txt)$/.test(arg) ? arg : markdownPath(arg) }));
  const found = new Map<string, string>();
  for (const f of site) {
    if (wanted.some((w) => w.path === f.path)) found.set(f.path, f.text);
    if (wanted.every((w) => found.has(w.path))) break;
  }
  for (const w of wanted) if (!found.has(w.path)) throw new UsageError(`No Markdown version of ${w.arg} (${w.path}). ${USAGE}`);
  for (const w of wanted) process.stdout.write(found.get(w.path) as string);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof InputError ? error.message : `Could not write the Markdown: ${(error as Error).message ?? String(error)}`;
    process.stderr.write(`${message}\n`);
    if (process.env.DEBUG === '1' && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    process.exitCode = 2;
  },
);
