/**
 * Remark plugin: formulas as MathML, which browsers draw natively with the
 * system's math font, so a page with formulas loads no web font and no
 * stylesheet. remark-math reads `$…$` (inline) and `$$…$$` (display); KaTeX
 * turns each into MathML at build time (`output: 'mathml'`), keeping the TeX
 * source as `<annotation encoding="application/x-tex">`, so copying a formula
 * or converting the page keeps it.
 *
 * The markup enters the page as one HTML string per formula
 * (`dangerouslySetInnerHTML`) rather than one React element per token: the
 * server-rendered HTML is the same, and the page's JavaScript chunk carries
 * the formula as compact text. Classes follow KaTeX's: `katex` around each
 * formula and `katex-display` on the block holding a display formula, which
 * scrolls inside itself when wider than the page (src/browser/css/custom.css).
 *
 * A formula KaTeX cannot read stops the build with the file, the line and
 * KaTeX's reason.
 */
import katex from 'katex';
import type { Root } from 'mdast';
import type {} from 'mdast-util-math';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {} from 'remark-mdx';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { DocsError } from '../../domain/errors';

/** The MathML of a TeX formula: `<math>…</math>` with the source as its annotation. */
export function texToMathml(tex: string, display: boolean): string {
  const html = katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true, strict: 'error' });
  // KaTeX wraps the <math> element in <span class="katex">; the element we write carries that class.
  const inner = /^<span class="katex">([\s\S]*)<\/span>$/.exec(html)?.[1];
  if (!inner?.startsWith('<math')) throw new Error(`unexpected KaTeX output: ${html.slice(0, 80)}`);
  return inner;
}

/** `dangerouslySetInnerHTML={{ __html: html }}` as an MDX attribute. */
function innerHtml(html: string): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: {
                type: 'ObjectExpression',
                properties: [
                  {
                    type: 'Property',
                    kind: 'init',
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: { type: 'Identifier', name: '__html' },
                    value: { type: 'Literal', value: html },
                  },
                ],
              },
            },
          ],
        },
      },
    },
  };
}

const className = (value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name: 'className', value });
/** A display formula may scroll sideways; keyboard users reach it to scroll it (as code blocks). */
const FOCUSABLE: MdxJsxAttribute = { type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' };

export default function remarkMathml() {
  return (tree: Root, file: VFile): void => {
    visit(tree, (node, index, parent) => {
      if ((node.type !== 'math' && node.type !== 'inlineMath') || !parent || index === undefined) return undefined;
      const display = node.type === 'math';
      let mathml: string;
      try {
        mathml = texToMathml(node.value, display);
      } catch (error) {
        if (!(error instanceof katex.ParseError)) throw error;
        const page = file.path || 'a docs page';
        const line = node.position ? `:${node.position.start.line}` : '';
        throw new DocsError(`${page}${line}: cannot read the formula ${JSON.stringify(node.value)}: ${error.message}`, { file: page, where: line.slice(1) || undefined, cause: error });
      }
      const replacement: MdxJsxFlowElement | MdxJsxTextElement = display
        ? { type: 'mdxJsxFlowElement', name: 'div', attributes: [className('katex-display'), FOCUSABLE, innerHtml(`<span class="katex">${mathml}</span>`)], children: [] }
        : { type: 'mdxJsxTextElement', name: 'span', attributes: [className('katex'), innerHtml(mathml)], children: [] };
      parent.children.splice(index, 1, replacement as never);
      return [SKIP, index + 1];
    });
  };
}
