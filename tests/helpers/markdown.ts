/** Reading the site's Markdown back, for tests: its tables, its links, its text outside code. */
import type { Link, Root, Table } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

export const parseMarkdown = (text: string): Root => parser.parse(text);

const plain = (node: { value?: string; children?: unknown[] }): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map((c) => plain(c as { value?: string; children?: unknown[] })).join('');

/** Every table: its header row and body rows as plain text cells. */
export function markdownTables(text: string): { header: string[]; rows: string[][] }[] {
  const out: { header: string[]; rows: string[][] }[] = [];
  visit(parseMarkdown(text), 'table', (t: Table) => {
    const [head, ...body] = t.children.map((row) => row.children.map((cell) => plain(cell)));
    out.push({ header: head ?? [], rows: body });
  });
  return out;
}

/** Every link: its text, URL and title. */
export function markdownLinks(text: string): { text: string; url: string; title: string | null }[] {
  const out: { text: string; url: string; title: string | null }[] = [];
  visit(parseMarkdown(text), 'link', (l: Link) => {
    out.push({ text: plain(l), url: l.url, title: l.title ?? null });
  });
  return out;
}

/** The text outside code blocks, inline code and formulas: what a reader sees as prose. */
export function proseOf(text: string): string {
  const parts: string[] = [];
  visit(parseMarkdown(text), (node) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'math' || node.type === 'inlineMath') return 'skip';
    if (node.type === 'text') parts.push(node.value);
    if (node.type === 'html') parts.push(node.value);
    return undefined;
  });
  return parts.join('\n');
}

const ADDRESS = /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;

/** Every 40-hex-digit address a reader sees: in text and inline code, not inside link URLs (anchors are lower case). */
export function addressesIn(text: string): string[] {
  const out: string[] = [];
  visit(parseMarkdown(text), (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') out.push(...[...node.value.matchAll(ADDRESS)].map((m) => m[0]));
  });
  return out;
}
