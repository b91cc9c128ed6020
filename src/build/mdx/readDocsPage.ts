/**
 * One way to read a docs page: its text as the docs plugin's MDX loader reads it, and one parser. Every reader of
 * the docs' source goes through here: the live values a page cites (src/build/plugin/liveValues.ts), the Markdown
 * version of a page (src/build/markdown/docs.ts), and the remark plugins that walk the tree the MDX compiler gives
 * them (errorCatalogue.ts) share its types and `attribute()`.
 *
 * - Front matter: found by the docs plugin's own parser (framework.ts, `parseFrontMatter`) and blanked out line by
 *   line, so positions in the tree, and lines in messages, are the file's own.
 * - The text then as the MDX loader prepares it (`prepareDocsText`): `{#id}` after a heading escaped (`headingId`
 *   reads it off), `:::note Title` as `:::note[Title]`.
 * - One parser: remark-parse with MDX, GFM, directives and math, the syntax the docs plugin (MDX, GFM,
 *   directives) and this site's remark-math give the page.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Parent, Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import { ADMONITION_KEYWORDS, parseFrontMatter } from '../plugin/framework';

const require = createRequire(import.meta.url);

/** The packages that decide how a page's text is read, in the parser's order. */
const READER_PACKAGES = ['@docusaurus/utils', 'remark-parse', 'remark-mdx', 'remark-gfm', 'remark-directive', 'remark-math'] as const;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkMath).freeze();

/** The reader's identity: its packages and their versions (a new version may read a text differently). */
export const DOCS_READER = READER_PACKAGES.map((p) => {
  const dir = p === '@docusaurus/utils' ? path.dirname(require.resolve(`${p}/package.json`)) : path.dirname(require.resolve(p));
  return `${p}@${(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`;
}).join(' ');

/**
 * A docs page's text as the MDX loader hands it to the parser (with the site's markdown options: the defaults):
 * `{#id}` after a heading escaped (the heading keeps it as text, `headingId` below reads it off), `:::note Title`
 * as `:::note[Title]`.
 */
export function prepareDocsText(text: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(text)), [...ADMONITION_KEYWORDS]);
}

/** A heading's text without its explicit id (`Entry point {#entry-point}` → `Entry point`, `entry-point`). */
export function headingId(text: string): { text: string; id?: string } {
  const m = /^([\s\S]*?)\s*\{#([^\s}]+)\}\s*$/.exec(text);
  return m ? { text: m[1] ?? '', id: m[2] } : { text };
}

/** The text with its front matter blanked out line by line (lines kept), and the front matter's data. */
function withoutFrontMatter(text: string): { body: string; frontMatter: Record<string, unknown> } {
  const { frontMatter, content } = parseFrontMatter(text);
  if (content === '') return { body: text.replace(/[^\n]/g, ''), frontMatter };
  // The parser's content is the text after the front matter, trimmed: blank every line before the one it starts on.
  const start = text.trimEnd().length - content.length;
  const cut = start > 0 ? text.lastIndexOf('\n', start - 1) + 1 : 0;
  if (text.slice(cut).trim() !== content) throw new Error('the front matter parser gave a text that is not the end of the page');
  return { body: text.slice(0, cut).replace(/[^\n]/g, '') + text.slice(cut), frontMatter };
}

/** A docs page read: the text that was parsed (offsets in the tree are into it), its tree, its front matter. */
export interface DocsPageRead {
  source: string;
  tree: Root;
  frontMatter: Record<string, unknown>;
}

/** Reads a docs page's text as the docs plugin does. A text that does not parse throws the parser's error. */
export function readDocsPage(text: string): DocsPageRead {
  const { body, frontMatter } = withoutFrontMatter(text);
  const source = prepareDocsText(body);
  return { source, tree: parser.parse(source), frontMatter };
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Whether a node is a JSX element (of that name, if given). */
export function isJsxElement(node: RootContent | Root, name?: string): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (name === undefined || node.name === name);
}

/** A JSX element's attribute written as a plain string (`name="value"`); undefined if absent or an expression. */
export function attribute(node: JsxElement, name: string): string | undefined {
  const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

/**
 * Replaces each node below `parent` for which `replace` returns an array (its replacement, maybe empty), depth
 * first; a replacement is not looked inside, any other node is.
 */
export function replaceNodes(parent: Parent, replace: (node: RootContent) => RootContent[] | undefined): void {
  visit(parent, (_, index, up) => {
    // The node as its parent's child (`parent` itself, where the walk starts, has none).
    const siblings: RootContent[] | undefined = up?.children;
    const node = index === undefined ? undefined : siblings?.[index];
    if (index === undefined || siblings === undefined || node === undefined) return undefined;
    const out = replace(node);
    if (!out) return undefined;
    siblings.splice(index, 1, ...out);
    return [SKIP, index + out.length];
  });
}
