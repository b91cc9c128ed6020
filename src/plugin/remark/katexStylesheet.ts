/**
 * Remark plugin: a page with formulas gets the bundled KaTeX stylesheet in
 * its <head>; pages without formulas never load it. The stylesheet and its
 * fonts are copied from the katex package into build/katex/ by the data plugin.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-math';
import type {} from 'remark-mdx';
import { EXIT, visit } from 'unist-util-visit';
import { KATEX_CSS } from '../../data/paths';

export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    let hasMath = false;
    visit(tree, (node) => {
      if (node.type !== 'math' && node.type !== 'inlineMath') return undefined;
      hasMath = true;
      return EXIT;
    });
    if (!hasMath) return;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'Head',
      attributes: [],
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'link',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet' },
            { type: 'mdxJsxAttribute', name: 'href', value: KATEX_CSS },
          ],
          children: [],
        },
      ],
    });
  };
}
