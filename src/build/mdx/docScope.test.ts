import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { VFile } from 'vfile';
import { DocsError } from '../../domain/errors';
import { DOC_SCOPES, isDocScope } from '../../domain/protocol/versions';
import { parseFrontMatter } from '../plugin/docusaurusInternals';
import { ROOT } from '../../../tests/helpers/data';
import { filesUnder } from '../../../tests/helpers/files';
import remarkDocScope from './docScope';

function html(markdown: string, frontMatter: Record<string, unknown>): string {
  const processor = unified().use(remarkParse).use(remarkDocScope);
  const vfile = new VFile({ path: path.join(ROOT, 'docs/page.mdx'), cwd: ROOT, value: markdown, data: { frontMatter } });
  const hast = toHast(processor.runSync(processor.parse(vfile), vfile) as Root) as HastRoot;
  // A small HTML writer for the few elements these pages hold: tags, classes and text.
  const write = (n: ElementContent | HastRoot): string => {
    if (n.type === 'text') return n.value;
    if (n.type !== 'element' && n.type !== 'root') return '';
    const inner = n.children.map((c) => write(c as ElementContent)).join('');
    if (n.type === 'root') return inner;
    const el = n as Element;
    const cls = Array.isArray(el.properties.className) ? ` class="${el.properties.className.join(' ')}"` : '';
    return `<${el.tagName}${cls}>${inner}</${el.tagName}>`;
  };
  return write(hast);
}

describe('remark plugin: the version a docs page applies to', () => {
  test('the sentence of the page\'s scope follows its title', () => {
    expect(html('# Title\n\nText.', { scope: 'v3.1' })).toBe(
      '<h1>Title</h1>\n<p class="doc-scope"><strong>Applies to:</strong> Gearbox V3.1: contracts 3.10 (<code>version()</code> 310).</p>\n<p>Text.</p>',
    );
  });

  test('after the title the docs plugin has wrapped in a header element, as the build hands the page over', () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDocScope);
    const vfile = new VFile({ path: path.join(ROOT, 'docs/page.mdx'), cwd: ROOT, value: '<header>\n\n# Title\n\n</header>\n\nText.', data: { frontMatter: { scope: 'both' } } });
    const tree = processor.runSync(processor.parse(vfile), vfile) as Root;
    expect(tree.children.map((n) => n.type)).toEqual(['mdxJsxFlowElement', 'paragraph', 'paragraph']);
    expect(tree.children[1]?.data?.hProperties?.className).toEqual(['doc-scope']);
  });

  test('a page whose title comes from its front matter gets the sentence first', () => {
    expect(html('Text.', { scope: 'v3.0' })).toMatch(/^<p class="doc-scope"><strong>Applies to:<\/strong> Gearbox V3\.0: contracts 3\.00 and 3\.01/);
  });

  test('a page without a scope, or with an unknown one, stops the build naming the page and the choices', () => {
    for (const fm of [{}, { scope: 'v3.2' }]) {
      let error: unknown;
      try {
        html('# T', fm);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DocsError);
      expect((error as Error).message).toBe(`docs/page.mdx: front matter "scope" is ${JSON.stringify((fm as { scope?: string }).scope)}; expected one of ${Object.keys(DOC_SCOPES).join(', ')}`);
    }
  });

  test('every docs page names its scope', () => {
    const pages = filesUnder(path.join(ROOT, 'docs'), '.md', '.mdx');
    const missing = pages.filter((f) => !isDocScope(parseFrontMatter(readFileSync(f, 'utf8')).frontMatter.scope)).map((f) => path.relative(ROOT, f));
    expect(missing).toEqual([]);
  });
});
