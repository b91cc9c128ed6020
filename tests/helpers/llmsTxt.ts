/**
 * A reader of the llms.txt format (llmstxt.org), strict enough to fail on a malformed file: one H1 first, then
 * an optional block quote, then any Markdown but headings, then H2 sections whose content is a list of
 * `[name](url)` links, each optionally followed by `: description`.
 */
import type { List, Root, RootContent } from 'mdast';
import { parseMarkdown } from './markdown';

export interface LlmsTxt {
  title: string;
  summary?: string;
  sections: { title: string; links: { name: string; url: string; description?: string }[] }[];
}

const text = (node: RootContent | Root): string => ('value' in node ? String(node.value) : 'children' in node ? node.children.map((c) => text(c as RootContent)).join('') : '');

export function parseLlmsTxt(source: string): LlmsTxt {
  const nodes = parseMarkdown(source).children;
  const [h1, ...rest] = nodes;
  if (h1?.type !== 'heading' || h1.depth !== 1) throw new Error('llms.txt must start with an H1');
  const out: LlmsTxt = { title: text(h1), sections: [] };
  let i = 0;
  if (rest[0]?.type === 'blockquote') {
    out.summary = text(rest[0]);
    i = 1;
  }
  for (; i < rest.length && rest[i]?.type !== 'heading'; i++);
  for (; i < rest.length; i++) {
    const node = rest[i] as RootContent;
    if (node.type === 'heading') {
      if (node.depth !== 2) throw new Error(`only H2 sections may follow the introduction, found an H${node.depth}: ${text(node)}`);
      out.sections.push({ title: text(node), links: [] });
      continue;
    }
    const section = out.sections[out.sections.length - 1];
    if (!section || node.type !== 'list') throw new Error(`a section holds a list of links, found ${node.type}`);
    for (const item of (node as List).children) {
      const para = item.children[0];
      const [link, after, ...more] = para?.type === 'paragraph' ? para.children : [];
      if (item.children.length !== 1 || link?.type !== 'link' || more.length > 0) throw new Error(`each list item is one "[name](url): description": ${text(item as unknown as RootContent)}`);
      if (after && (after.type !== 'text' || !after.value.startsWith(': '))) throw new Error(`a link is followed by ": description": ${text(item as unknown as RootContent)}`);
      section.links.push({ name: text(link), url: link.url, ...(after ? { description: (after as { value: string }).value.slice(2) } : {}) });
    }
  }
  return out;
}
