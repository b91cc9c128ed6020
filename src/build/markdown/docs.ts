/**
 * A docs page as plain Markdown: what the page shows, without MDX. The page's text is read as the
 * docs plugin reads it (src/build/mdx/readDocsPage.ts: MDX, GFM, directives and math), then:
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
 * - the page's scope (the protocol version it applies to, mdx/docScope.ts) follows its title; the rest of the front
 *   matter and imports are dropped; the page gets its title as a heading when its text has none;
 * - links become absolute to the site; a link to a pinned source line (`src:`, mdx/sourceLinks.ts) its web address.
 *
 * Anything else written in JSX stops with the file and line: a new component needs a Markdown form here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Blockquote, Image, Parent, Root, RootContent } from 'mdast';
import { VFile } from 'vfile';
import { DocsError } from '../../domain/errors';
import type { LiveValue } from '../../pageData/citations';
import { liveValueTitle } from '../../pageData/liveValueTitle';
import { ADMONITION_KEYWORDS } from '../plugin/docusaurusInternals';
import remarkErrorCatalogue from '../mdx/errorCatalogue';
import remarkIncludeCode, { FILE } from '../mdx/includeCode';
import remarkSourceLinks from '../mdx/sourceLinks';
import remarkDocScope from '../mdx/docScope';
import { liveParamCitations, replaceLiveParams, where } from '../mdx/liveParams';
import { attribute, headingId, readDocsPage, replaceNodes } from '../mdx/readDocsPage';
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

/** HTML elements that may appear in MDX and read fine as their content. */
const HTML_WRAPPERS = new Set(['div', 'span', 'p', 'em', 'strong', 'b', 'i', 'u', 'small', 'sub', 'sup', 'kbd', 'abbr', 'mark', 'section', 'figure', 'figcaption', 'center']);
const DIAGRAM_IMPORT = new RegExp(`import\\s+([A-Za-z_$][\\w$]*)\\s+from\\s+['"]@site/${DIAGRAMS_SOURCE_DIR}/([^'"/]+)['"]`, 'g');
const COMPONENT_IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"](@site\/src\/browser\/components\/[^'"]+)['"]/g;
const ADMONITION_TITLES: Record<string, string> = { secondary: 'Note', info: 'Info', success: 'Success', danger: 'Danger', note: 'Note', tip: 'Tip', warning: 'Warning', important: 'Important', caution: 'Caution' };

/** A node's text, its children's joined. */
function plainText(node: RootContent): string {
  return 'value' in node ? node.value : 'children' in node ? node.children.map(plainText).join('') : '';
}

/** The mdast tree of a docs page's Markdown version. */
export function docTree(doc: DocPage, ctx: DocsContext): Root {
  const file = new VFile({ path: doc.file, value: doc.text });
  const at = (node: RootContent) => where(doc.file, node, ctx.siteDir);
  const shown = path.relative(ctx.siteDir, doc.file);
  /** What this page holds that has no Markdown form, at `node`. */
  const noForm = (node: RootContent, what: string, hint?: string) => new DocsError(`${at(node)}: ${what} has no Markdown form${hint ? ` (${hint})` : ''}`, { file: shown, where: at(node), ...(hint ? { hint: `Fix the docs page named above, or give it a Markdown form in ${hint}.` } : {}) });
  // Read as the docs plugin reads it; lines in messages are the file's own.
  const { source, tree, frontMatter } = readDocsPage(doc.text);
  file.data.frontMatter = frontMatter;

  // The build's own expansions: the errors catalogue and code from files.
  remarkErrorCatalogue()(tree, file);
  remarkIncludeCode({ siteDir: ctx.siteDir })(tree, file);
  // Links to pinned source lines, as on the page.
  remarkSourceLinks()(tree, file);
  // The version the page applies to, under its title, as on the page.
  remarkDocScope({ required: false })(tree, file);

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
  replaceNodes(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return undefined;
    for (const m of node.value.matchAll(DIAGRAM_IMPORT)) images.set(m[1] as string, diagramPath(m[2] as string));
    for (const m of node.value.matchAll(COMPONENT_IMPORT)) components.set(m[1] as string, m[2] as string);
    return [];
  });

  const pageUrl = absoluteUrl(ctx.siteUrl, doc.permalink);
  // What replaces a node (undefined: keep it and look inside). A node kept with new content is looked inside here.
  const replace = (node: RootContent): RootContent[] | undefined => {
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const flow = node.type === 'mdxJsxFlowElement';
        const image = images.get(name);
        if (image !== undefined) {
          const img: Image = { type: 'image', url: absoluteUrl(ctx.siteUrl, image), alt: attribute(node, 'aria-label') ?? attribute(node, 'alt') ?? name, title: null };
          return [flow ? paragraph(img) : img];
        }
        const component = components.get(name);
        const markdown = component === undefined ? undefined : COMPONENT_MARKDOWN[component];
        if (markdown && flow) return markdown({ siteUrl: ctx.siteUrl });
        if (name === 'summary') return [flow ? paragraph(strong(text(plainText(node)))) : strong(text(plainText(node)))];
        if (name === 'details' || HTML_WRAPPERS.has(name)) {
          transform(node);
          return node.children;
        }
        if (name === 'br') return [text(' ')];
        throw noForm(node, `<${name}>`, 'src/build/markdown/docs.ts');
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        // Comments ({/* … */}) are dropped; any other expression would be computed by the page.
        if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) return [];
        throw noForm(node, `the expression {${node.value}}`);
      case 'containerDirective': {
        const kind = node.name;
        if (!ADMONITION_KEYWORDS.includes(kind)) throw noForm(node, `the directive :::${kind}`);
        const children = [...node.children];
        const first = children[0];
        const label = first?.type === 'paragraph' && first.data?.directiveLabel ? children.shift() : undefined;
        const title = ADMONITION_TITLES[kind] ?? kind;
        const quote: Blockquote = { type: 'blockquote', children: [paragraph(strong(text(label ? `${title}: ${plainText(label)}` : title))), ...children] };
        transform(quote);
        return [quote];
      }
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive on the page either (Docusaurus prints unused ones as written): the text as written.
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const written = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
        return [node.type === 'leafDirective' ? paragraph(text(written)) : text(written)];
      }
      case 'heading': {
        // An explicit id (`## Entry point {#entry-point}`) is the HTML page's anchor, not the heading's words.
        const last = node.children[node.children.length - 1];
        if (last?.type === 'text') last.value = headingId(last.value).text;
        transform(node);
        return [node];
      }
      case 'link':
      case 'image':
      case 'definition':
        node.url = resolveUrl(node.url, doc, ctx, pageUrl);
        if (node.type === 'link') transform(node);
        return [node];
      default:
        return undefined;
    }
  };
  const transform = (parent: Parent): void => replaceNodes(parent, replace);
  transform(tree);

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
