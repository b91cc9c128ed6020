/**
 * Remark plugin: a page with formulas gets the bundled KaTeX stylesheet in
 * its <head>; pages without formulas never load it. The stylesheet and its
 * fonts are copied from the katex package into build/katex/ by the data plugin.
 */
interface Node {
  type: string;
  children?: Node[];
  [key: string]: unknown;
}

export const KATEX_CSS = '/katex/katex.min.css';

export default function remarkKatexStylesheet() {
  return (tree: Node) => {
    let hasMath = false;
    const visit = (n: Node) => {
      if (n.type === 'math' || n.type === 'inlineMath') hasMath = true;
      n.children?.forEach(visit);
    };
    visit(tree);
    if (!hasMath) return;
    tree.children?.push({
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
