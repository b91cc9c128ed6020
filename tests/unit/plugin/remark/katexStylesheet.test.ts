import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import remarkKatexStylesheet from '../../../../src/plugin/remark/katexStylesheet';

function run(mdx: string): Root {
  const processor = unified().use(remarkParse).use(remarkMath).use(remarkMdx).use(remarkKatexStylesheet);
  return processor.runSync(processor.parse(mdx)) as Root;
}

describe('remark plugin: KaTeX stylesheet on pages with formulas', () => {
  test('a page with a formula gets one <Head> with the bundled stylesheet', () => {
    for (const mdx of ['Rate $r = R_{base}$ here.', '$$\nU = 1\n$$']) {
      const heads = run(mdx).children.filter((c) => c.type === 'mdxJsxFlowElement' && c.name === 'Head');
      expect(heads).toHaveLength(1);
      expect(heads[0]).toMatchObject({ children: [{ name: 'link', attributes: [{ name: 'rel', value: 'stylesheet' }, { name: 'href', value: '/katex/katex.min.css' }] }] });
    }
  });

  test('a page without formulas loads nothing', () => {
    expect(run('No math, only $5.').children.map((c) => c.type)).toEqual(['paragraph']);
  });
});
