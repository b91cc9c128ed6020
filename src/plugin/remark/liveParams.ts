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
    const visit = (node: Node, parent: Node | null, index: number) => {
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
        if (parent?.children) parent.children[index] = node.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [linkNode] } : linkNode;
        return;
      }
      node.children?.forEach((child, i) => visit(child, node, i));
    };
    visit(tree, null, 0);
  };
}
