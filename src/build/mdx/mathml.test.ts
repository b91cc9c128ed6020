import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import remarkMathml, { texToMathml } from './mathml';
import { DocsError } from '../../domain/errors';

function run(mdx: string, path = 'docs/page.mdx'): Root {
  const processor = unified().use(remarkParse).use(remarkMath).use(remarkMdx).use(remarkMathml);
  const file = new VFile({ path, value: mdx });
  return processor.runSync(processor.parse(file), file) as Root;
}

function elements(tree: Root): (MdxJsxFlowElement | MdxJsxTextElement)[] {
  const out: (MdxJsxFlowElement | MdxJsxTextElement)[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') out.push(node);
  });
  return out;
}

const attr = (el: MdxJsxFlowElement | MdxJsxTextElement, name: string) => el.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);

/** The HTML string an element sets, read from the estree the compiled page will hold. */
function html(el: MdxJsxFlowElement | MdxJsxTextElement): string {
  const value = attr(el, 'dangerouslySetInnerHTML')?.value;
  if (!value || typeof value === 'string') throw new Error('no dangerouslySetInnerHTML expression');
  const statement = value.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'ObjectExpression') throw new Error('not an object expression');
  const prop = statement.expression.properties[0];
  if (prop?.type !== 'Property' || prop.key.type !== 'Identifier' || prop.key.name !== '__html' || prop.value.type !== 'Literal') throw new Error('not {__html: "…"}');
  // The expression's source says the same as its tree.
  expect(value.value).toBe(`{__html: ${JSON.stringify(prop.value.value)}}`);
  return String(prop.value.value);
}

describe('remark plugin: formulas as MathML', () => {
  test('an inline formula becomes <span class="katex"> holding MathML with the TeX as its annotation', () => {
    const tree = run('Rate $r = R_{base} + \\frac{U}{U_1}$ here.');
    const [el, ...rest] = elements(tree);
    expect(rest).toEqual([]);
    expect(el).toMatchObject({ type: 'mdxJsxTextElement', name: 'span', children: [] });
    expect(attr(el!, 'className')?.value).toBe('katex');
    const markup = html(el!);
    expect(markup).toMatch(/^<math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML"><semantics>/);
    expect(markup).toContain('<mfrac>');
    expect(markup).toContain('<msub><mi>R</mi>');
    expect(markup).toMatch(/<annotation encoding="application\/x-tex">r = R_\{base\} \+ \\frac\{U\}\{U_1\}<\/annotation><\/semantics><\/math>$/);
    // The text around it stays where it was.
    const paragraph = tree.children[0] as Extract<RootContent, { type: 'paragraph' }>;
    expect(paragraph.children.map((c) => c.type)).toEqual(['text', 'mdxJsxTextElement', 'text']);
  });

  test('a display formula becomes a block (class katex-display) with block MathML; cases, sums and \\text{} are kept', () => {
    const tex = 'LT(t) = \\begin{cases} a & t \\le t_0 \\\\ \\sum_{i \\in E} V_i & \\text{otherwise} \\end{cases}';
    const [el] = elements(run(`Before.\n\n$$\n${tex}\n$$\n\nAfter.`));
    expect(el).toMatchObject({ type: 'mdxJsxFlowElement', name: 'div', children: [] });
    expect(attr(el!, 'className')?.value).toBe('katex-display');
    expect(attr(el!, 'tabIndex')?.value).toBe('0');
    const markup = html(el!);
    expect(markup).toMatch(/^<span class="katex"><math xmlns="[^"]+" display="block">/);
    expect(markup).toContain('<mtable');
    expect(markup).toContain('<msub><mo>∑</mo><mrow><mi>i</mi><mo>∈</mo><mi>E</mi></mrow></msub>');
    expect(markup).toContain('<mtext>otherwise</mtext>');
    // TeX special characters are escaped in the annotation, and read back as the source.
    expect(markup).toContain(`<annotation encoding="application/x-tex">${tex.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</annotation>`);
  });

  test('no KaTeX HTML rendering (the one that needs its fonts and stylesheet) is written', () => {
    const markup = texToMathml('x^2 + \\frac{a}{b}', true);
    expect(markup).not.toContain('katex-html');
    expect(markup).not.toContain('class=');
  });

  test('a formula KaTeX cannot read stops the build with the file, line and reason', () => {
    expect(() => run('One.\n\nTwo $\\frac{a}{$ here.', 'docs/pools/bad.mdx')).toThrow(/^docs\/pools\/bad\.mdx:3: cannot read the formula "\\\\frac\{a\}\{": KaTeX parse error/);
    expect(() => run('One.\n\nTwo $\\frac{a}{$ here.', 'docs/pools/bad.mdx')).toThrow(DocsError);
  });

  test('a page without formulas is left as it is', () => {
    const tree = run('No math, only $5.');
    expect(elements(tree)).toEqual([]);
    expect(tree.children.map((c) => c.type)).toEqual(['paragraph']);
  });
});
