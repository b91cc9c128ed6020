/**
 * The data side of `<LiveParam>` in the docs: which docs files cite which
 * values, and for each such file one small JSON module with the values,
 * written with createData and imported by the compiled page (see
 * remark/liveParams.ts). A value is read from the page data the routes render
 * (views/citations.ts). A citation that names nothing stops the build with
 * the file, line and reason.
 *
 * Which elements a file holds depends on its text alone, so it is read once
 * per text: parsing every docs page again on every build would cost seconds.
 * `ElementCache` keeps the elements by a hash of the text, across builds.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DocsError } from '../../domain/errors';
import { CitationError, resolveCitation, UnresolvedCitations, type CitationSources, type LiveValue } from '../../pageData/citations';
import { citationAt, ELEMENT, liveParamElements } from '../mdx/liveParams';
import { DOCS_READER, readDocsPage } from '../mdx/readDocsPage';
import { liveValuesModuleName } from './modules';

/** Docs sources below `dir`. */
function docsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? docsFiles(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

/** A `<LiveParam>` element as found in a file: its line and attributes. */
export interface FoundElement {
  line?: number;
  attrs: Record<string, string>;
}

/** The elements of a docs file's text, read as the docs plugin reads it (readDocsPage: lines are the file's own). */
function elementsOf(text: string, file: string, siteDir: string): FoundElement[] {
  let tree;
  try {
    tree = readDocsPage(text).tree;
  } catch (error) {
    const shown = path.relative(siteDir, file);
    throw new DocsError(`${shown}: cannot read its <${ELEMENT}> elements: ${(error as Error).message}`, { file: shown, cause: error });
  }
  return liveParamElements(tree, file, siteDir).map(({ node, attrs }) => (node.position ? { line: node.position.start.line, attrs } : { attrs }));
}

/** The parser's identity: a new version of it may read a text differently. */
const PARSER = DOCS_READER;

/** Elements by a hash of the text they were read from, kept in a JSON file between builds. */
export class ElementCache {
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

export interface CitingFile {
  file: string;
  /** Module name for createData. */
  module: string;
  /** Citation key → value. */
  values: Record<string, LiveValue>;
}

/**
 * The values every docs file below `docsDir` cites, per file. Throws one error
 * listing every citation that does not resolve.
 */
export function liveValues(siteDir: string, docsDir: string, sources: CitationSources, cache = new ElementCache()): CitingFile[] {
  const out: CitingFile[] = [];
  const problems: string[] = [];
  for (const file of docsFiles(docsDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(`<${ELEMENT}`)) continue;
    const values: Record<string, LiveValue> = {};
    for (const { line, attrs } of cache.elements(text, () => elementsOf(text, file, siteDir))) {
      const at = `${path.relative(siteDir, file)}${line === undefined ? '' : `:${line}`}`;
      const { citation, key } = citationAt(attrs, at);
      try {
        values[key] ??= resolveCitation(sources, citation);
      } catch (error) {
        if (!(error instanceof CitationError)) throw error;
        problems.push(`${at}: ${error.message}`);
      }
    }
    if (Object.keys(values).length > 0) out.push({ file, module: liveValuesModuleName(siteDir, file), values });
  }
  cache.save();
  if (problems.length > 0) throw new UnresolvedCitations(problems);
  return out;
}
