import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkLiveParams, { liveParamCitations } from './liveParams';
import { CitationError } from '../../pageData/citations';

const SITE = '/site';
const FILE = '/site/docs/pools/page.mdx';

/** The page after the plugin, as mdast. */
function run(mdx: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkLiveParams, { siteDir: SITE });
  return processor.runSync(processor.parse(mdx), new VFile({ path: FILE, value: mdx })) as Root;
}

/** A paragraph's inline content as text, each value as {key}. */
function sentence(node: Root['children'][number]): string {
  if (node.type !== 'paragraph') return `(${node.type})`;
  return node.children
    .map((c) => {
      if (c.type === 'text') return c.value;
      if (c.type === 'mdxJsxTextElement') return `{${c.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'cite')?.value as string}}`;
      return `(${c.type})`;
    })
    .join('');
}

const ELEMENT = '<LiveParam network="mainnet" pool="Trade USDC v3" field="U1" />';
const KEY = 'network="mainnet" pool="Trade USDC v3" field="U1"';

describe('remark plugin: <LiveParam>', () => {
  test('an inline element becomes a value component that reads the page module by the citation key', () => {
    const tree = run(`The kink is at ${ELEMENT} utilisation.`);
    const [esm, paragraph] = tree.children;
    expect(sentence(paragraph!)).toBe(`The kink is at {${KEY}} utilisation.`);
    const value = paragraph?.type === 'paragraph' ? paragraph.children[1] : undefined;
    expect(value).toMatchObject({ type: 'mdxJsxTextElement', name: 'GearboxLiveValue' });
    const values = value?.type === 'mdxJsxTextElement' ? value.attributes[0] : undefined;
    expect(values).toMatchObject({ name: 'values', value: { type: 'mdxJsxAttributeValueExpression', value: 'gearboxLiveValues', data: { estree: { body: [{ expression: { type: 'Identifier', name: 'gearboxLiveValues' } }] } } } });
    expect(esm?.type).toBe('mdxjsEsm');
    expect(esm?.type === 'mdxjsEsm' && esm.value).toBe(
      'import gearboxLiveValues from "@generated/gearbox-data/default/live/docs/pools/page.mdx.json";\nimport GearboxLiveValue from "@site/src/browser/components/LiveValue";',
    );
    expect(esm?.type === 'mdxjsEsm' && esm.data?.estree?.body.map((s) => (s.type === 'ImportDeclaration' ? s.source.value : s.type))).toEqual([
      '@generated/gearbox-data/default/live/docs/pools/page.mdx.json',
      '@site/src/browser/components/LiveValue',
    ]);
  });

  test('an element on a line of its own is joined back into its sentence, without a space before punctuation', () => {
    const tree = run(`The kink is at\n${ELEMENT}\nutilisation, then\n${ELEMENT}\n.`);
    expect(tree.children.slice(1).map(sentence)).toEqual([`The kink is at {${KEY}} utilisation, then {${KEY}}.`]);
  });

  test('the compiled page holds no value: it depends on its source alone', () => {
    expect(JSON.stringify(run(`At ${ELEMENT}.`))).not.toMatch(/70%|7000/);
  });

  test('a page without elements is left alone', () => {
    const tree = run('Nothing live here.');
    expect(tree.children.map((c) => c.type)).toEqual(['paragraph']);
  });

  test('a malformed element stops the build, naming file and line', () => {
    expect(() => run(`First line.\n\n<LiveParam network="base" pool="x" field="U1" />`)).toThrow(/^docs\/pools\/page\.mdx:3: <LiveParam network="base" pool="x" field="U1" \/>: network must be/);
    expect(() => run('<LiveParam network={"mainnet"} contract="ACL" />')).toThrow(/docs\/pools\/page\.mdx:1: <LiveParam> takes plain string attributes/);
    expect(() => run('<LiveParam network={"mainnet"} contract="ACL" />')).toThrow(CitationError);
    expect(() => run('<LiveParam network="base" pool="x" field="U1" />')).toThrow(CitationError);
  });

  test('citations are listed in document order, with their keys', () => {
    const tree = unified().use(remarkParse).use(remarkMdx).parse(`${ELEMENT} and <LiveParam network="arbitrum" contract="ACL" />`);
    expect(liveParamCitations(tree, FILE).map((c) => c.key)).toEqual([KEY, 'network="arbitrum" contract="ACL"']);
  });
});
