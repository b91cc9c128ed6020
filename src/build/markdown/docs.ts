/**
 * A docs page as plain Markdown: what the page shows, without MDX. The page's text is read as the
 * docs plugin reads it (remark with MDX, GFM, directives and math), then:
 *
 * - `<LiveParam … />` becomes its value, from the same live values the page's module holds (one
 *   computation: src/build/plugin/liveValues.ts), as a link to the page that shows it, titled with the raw
 *   value like the HTML (src/pageData/liveValueTitle.ts);
 * - `<ErrorCatalogue>` and `<ErrorFamilies>` are expanded by the errors pages' own remark plugin, and
 *   code blocks naming `file=` get the file, by the includes' plugin;
 * - formulas stay TeX (`$…$`, `$$…$$`); admonitions become block quotes headed by their kind and title;
 *   a diagram (docs/diagrams/) becomes an image of its copy in the build, with its text alternative; `<details>`
 *   becomes its summary in bold and its content;
 * - a component imported from src/browser/components/ with a Markdown form (components.ts) becomes that;
 * - front matter and imports are dropped; the page gets its title as a heading when its text has none;
 * - links become absolute to the site.
 *
 * Anything else written in JSX stops with the file and line: a new component needs a Markdown form here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import { VFile } from 'vfile';
import { DocsError } from '../../domain/errors';
import type { LiveValue } from '../../pageData/citations';
import { liveValueTitle } from '../../pageData/liveValueTitle';
import { ADMONITION_KEYWORDS, headingId, prepareDocsText } from '../plugin/framework';
import remarkErrorCatalogue from '../mdx/errorCatalogue';
import remarkIncludeCode, { FILE } from '../mdx/includeCode';
import { liveParamCitations, replaceLiveParams, where } from '../mdx/liveParams';
import { DIAGRAMS_SOURCE_DIR, diagramPath } from '../../domain/data/paths';
import { absoluteUrl } from './links';
import { COMPONENT_MARKDOWN } from './components';
import { code, heading, link, paragraph, strong, text } from './mdast';

export interface DocPage {
  /** The docs source file, absolute. */
  file: string;
  /** Its text as written. */
  text: string;
  /** Its URL path (`/docs/intro`). */
  permalink: string;
  /** Its title as the site shows it. */
  title: string;
}

export interface DocsContext {
  siteDir: string;
  siteUrl: string;
  /** The page's live values by citation key, as its live-values module holds them. */
  values: Readonly<Record<string, LiveValue>>;
  /** The URL path of every docs file (by absolute path), for links written as file paths. */
  permalinks: ReadonlyMap<string, string>;
}

/**
 * Everything a page's Markdown depends on besides the code: its text, title and URL, its live values, the files
 * its code blocks include, the docs' URLs and the site's. Equal inputs give equal Markdown (the build keeps the
 * Markdown of unchanged pages by this).
 */
export function docInputs(doc: DocPage, ctx: DocsContext): string {
  const includes = [...doc.text.matchAll(new RegExp(FILE.source, 'g'))].map((m) => {
    try {
      return readFileSync(path.resolve(ctx.siteDir, m[1] as string), 'utf8');
    } catch {
      return '';
    }
  });
  return JSON.stringify([doc.text, doc.title, doc.permalink, ctx.siteUrl, ctx.values, includes, [...ctx.permalinks]]);
}

/** A loose view of mdast nodes, MDX and directive nodes included. */
interface Node {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  data?: Record<string, unknown>;
  position?: { start: { line: number; offset?: number }; end: { line: number; offset?: number } };
  [key: string]: unknown;
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/;
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkMath).freeze();

/** HTML elements that may appear in MDX and read fine as their content. */
const HTML_WRAPPERS = new Set(['div', 'span', 'p', 'em', 'strong', 'b', 'i', 'u', 'small', 'sub', 'sup', 'kbd', 'abbr', 'mark', 'section', 'figure', 'figcaption', 'center']);
const DIAGRAM_IMPORT = new RegExp(`import\\s+([A-Za-z_$][\\w$]*)\\s+from\\s+['"]@site/${DIAGRAMS_SOURCE_DIR}/([^'"/]+)['"]`, 'g');
const COMPONENT_IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](@site\/src\/browser\/components\/[^'"]+)['"]/g;
const ADMONITION_TITLES: Record<string, string> = { secondary: 'Note', info: 'Info', success: 'Success', danger: 'Danger', note: 'Note', tip: 'Tip', warning: 'Warning', important: 'Important', caution: 'Caution' };

function attribute(node: Node, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function plainText(node: Node): string {
  return typeof node.value === 'string' ? node.value : (node.children ?? []).map(plainText).join('');
}

/** Replaces each node for which `replace` returns an array (its replacement), depth first. */
function rewrite(parent: Node, replace: (node: Node) => Node[] | undefined): void {
  const children = parent.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as Node;
    const out = replace(child);
    if (out) {
      children.splice(i, 1, ...out);
      i += out.length - 1;
    } else rewrite(child, replace);
  }
}

/** The mdast tree of a docs page's Markdown version. */
export function docTree(doc: DocPage, ctx: DocsContext): Root {
  const file = new VFile({ path: doc.file, value: doc.text });
  const at = (node: Node) => where(doc.file, node as { position?: { start: { line: number } } }, ctx.siteDir);
  const shown = path.relative(ctx.siteDir, doc.file);
  /** What this page holds that has no Markdown form, at `node`. */
  const noForm = (node: Node, what: string, hint?: string) => new DocsError(`${at(node)}: ${what} has no Markdown form${hint ? ` (${hint})` : ''}`, { file: shown, where: at(node), ...(hint ? { hint: `Fix the docs page named above, or give it a Markdown form in ${hint}.` } : {}) });
  // Front matter is blanked out line by line, so lines in messages are the file's own.
  const source = prepareDocsText(doc.text.replace(FRONT_MATTER, (m) => m.replace(/[^\n]/g, '')));
  const tree = parser.parse(source) as unknown as Root;

  // The build's own expansions: the errors catalogue and code from files.
  remarkErrorCatalogue()(tree as never, file);
  remarkIncludeCode({ siteDir: ctx.siteDir })(tree, file);

  // Live values, joined into their sentences exactly as on the page.
  const found = liveParamCitations(tree, doc.file, ctx.siteDir);
  const byNode = new Map(found.map((f) => [f.node, f.key]));
  replaceLiveParams(tree, byNode, (key) => {
    const value = ctx.values[key];
    if (!value) throw new Error(`${path.relative(ctx.siteDir, doc.file)}: <LiveParam ${key} /> has no value in this page's live values`);
    return link(absoluteUrl(ctx.siteUrl, value.href), [value.code ? code(value.text) : text(value.text)], liveValueTitle(value));
  });

  // Imports: diagrams, as images of their copies in the build; components with a Markdown form (components.ts).
  const images = new Map<string, string>();
  const components = new Map<string, string>();
  rewrite(tree as unknown as Node, (node) => {
    if (node.type !== 'mdxjsEsm') return undefined;
    for (const m of (node.value ?? '').matchAll(DIAGRAM_IMPORT)) images.set(m[1] as string, diagramPath(m[2] as string));
    for (const m of (node.value ?? '').matchAll(COMPONENT_IMPORT)) components.set(m[1] as string, m[2] as string);
    return [];
  });

  const pageUrl = absoluteUrl(ctx.siteUrl, doc.permalink);
  // What replaces a node (undefined: keep it and look inside). A node kept with new content is looked inside here.
  const replace = (node: Node): Node[] | undefined => {
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const flow = node.type === 'mdxJsxFlowElement';
        const image = images.get(name);
        if (image !== undefined) {
          const img = { type: 'image', url: absoluteUrl(ctx.siteUrl, image), alt: attribute(node, 'aria-label') ?? attribute(node, 'alt') ?? name, title: null };
          return [flow ? (paragraph(img as never) as unknown as Node) : img];
        }
        const component = components.get(name);
        const markdown = component === undefined ? undefined : COMPONENT_MARKDOWN[component];
        if (markdown && flow) return markdown({ siteUrl: ctx.siteUrl }) as unknown as Node[];
        if (name === 'summary') return [(flow ? paragraph(strong(text(plainText(node)))) : strong(text(plainText(node)))) as unknown as Node];
        if (name === 'details' || HTML_WRAPPERS.has(name)) {
          transform(node);
          return node.children ?? [];
        }
        if (name === 'br') return [text(' ') as unknown as Node];
        throw noForm(node, `<${name}>`, 'src/build/markdown/docs.ts');
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Comments ({/* … */}) are dropped; any other expression would be computed by the page.
        if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '')) return [];
        throw noForm(node, `the expression {${node.value ?? ''}}`);
      case 'containerDirective': {
        const kind = node.name ?? '';
        if (!ADMONITION_KEYWORDS.includes(kind)) throw noForm(node, `the directive :::${kind}`);
        const children = [...(node.children ?? [])];
        const label = children[0]?.data?.directiveLabel ? children.shift() : undefined;
        const title = ADMONITION_TITLES[kind] ?? kind;
        const quote: Node = { type: 'blockquote', children: [paragraph(strong(text(label ? `${title}: ${plainText(label)}` : title))) as unknown as Node, ...children] };
        transform(quote);
        return [quote];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive on the page either (Docusaurus prints unused ones as written): the text as written.
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const written = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name ?? ''}`;
        return [node.type === 'leafDirective' ? (paragraph(text(written)) as unknown as Node) : (text(written) as unknown as Node)];
      }
      case 'heading': {
        // An explicit id (`## Entry point {#entry-point}`) is the HTML page's anchor, not the heading's words.
        const last = node.children?.[node.children.length - 1];
        if (last?.type === 'text' && typeof last.value === 'string') last.value = headingId(last.value).text;
        transform(node);
        return [node];
      }
      case 'link':
      case 'image':
      case 'definition':
        node.url = resolveUrl(node.url ?? '', doc, ctx, pageUrl);
        transform(node);
        return [node];
      default:
        return undefined;
    }
  };
  const transform = (parent: Node): void => rewrite(parent, replace);
  transform(tree as unknown as Node);

  const first = tree.children[0];
  if (!(first?.type === 'heading' && first.depth === 1)) tree.children.unshift(heading(1, text(doc.title)));
  return tree;
}

/** A link's target as an absolute URL: site paths and docs files to the site, in-page anchors to the page. */
function resolveUrl(url: string, doc: DocPage, ctx: DocsContext, pageUrl: string): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('@site/static/')) return absoluteUrl(ctx.siteUrl, url.slice('@site/static'.length));
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) return absoluteUrl(ctx.siteUrl, url);
  // A relative link: a docs file (`./other.mdx#x`), as the docs plugin resolves it.
  const [target = '', anchor] = url.split('#');
  const permalink = ctx.permalinks.get(path.resolve(path.dirname(doc.file), decodeURIComponent(target)));
  if (!permalink) throw new DocsError(`${path.relative(ctx.siteDir, doc.file)}: the link "${url}" names no docs file`, { file: path.relative(ctx.siteDir, doc.file), where: url });
  return absoluteUrl(ctx.siteUrl, anchor ? `${permalink}#${anchor}` : permalink);
}
