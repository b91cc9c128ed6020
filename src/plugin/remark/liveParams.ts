/**
 * Remark plugin: replaces `<LiveParam … />` elements in docs with the
 * snapshot value as a link (see src/views/liveParams.ts). An element that
 * does not resolve stops the build with a message naming the page.
 */
import { dataDirsFromEnv, loadSiteData } from '../../data/load';
import type { SiteData } from '../../data/model';
import { resolveLiveParam } from '../../views/liveParams';

interface Node {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  [key: string]: unknown;
}

let site: SiteData | undefined;

export default function remarkLiveParams(options: { siteDir: string }) {
  return (tree: Node, file: { path?: string }) => {
    /** Visits `node`; returns the index in `parent` where the next unvisited sibling now is. */
    const visit = (node: Node, parent: Node | null, index: number): number => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'LiveParam') {
        site ??= loadSiteData(dataDirsFromEnv(options.siteDir));
        const attrs: Record<string, string> = {};
        for (const a of node.attributes ?? []) if (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string') attrs[a.name] = a.value;
        let value;
        try {
          value = resolveLiveParam(site, attrs);
        } catch (error) {
          throw new Error(`${file.path ?? 'a docs page'}: ${(error as Error).message}`);
        }
        const linkNode: Node = {
          type: 'link',
          url: value.href,
          title: `From the snapshot. Raw value: ${value.raw}`,
          children: [/^0x[0-9a-fA-F]{40}$/.test(value.text) ? { type: 'inlineCode', value: value.text } : { type: 'text', value: value.text }],
        };
        const siblings = parent?.children;
        if (!siblings) return index + 1;
        if (node.type === 'mdxJsxTextElement') {
          siblings[index] = linkNode;
          return index + 1;
        }
        // An element on a line of its own splits a sentence into two paragraphs: join them back around the value.
        const before = siblings[index - 1];
        const after = siblings[index + 1];
        const joined: Node[] = [];
        let start = index;
        let count = 1;
        if (before?.type === 'paragraph') {
          joined.push(...(before.children ?? []), { type: 'text', value: ' ' });
          start -= 1;
          count += 1;
        }
        joined.push(linkNode);
        if (after?.type === 'paragraph') {
          const first = after.children?.[0];
          const tight = first?.type === 'text' && /^[.,;:!?)]/.test(String(first.value ?? ''));
          joined.push(...(tight ? [] : [{ type: 'text', value: ' ' }]), ...(after.children ?? []));
          count += 1;
        }
        const merged: Node = { type: 'paragraph', children: joined };
        siblings.splice(start, count, merged);
        // The merged paragraph may hold more elements (from the paragraph after): visit it.
        visitChildren(merged);
        return start + 1;
      }
      visitChildren(node);
      return index + 1;
    };
    const visitChildren = (node: Node) => {
      const children = node.children;
      if (!children) return;
      let i = 0;
      while (i < children.length) {
        const child = children[i];
        i = child ? visit(child, node, i) : i + 1;
      }
    };
    visit(tree, null, 0);
  };
}
