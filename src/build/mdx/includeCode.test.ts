import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkIncludeCode from './includeCode';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'include-code-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
writeFileSync(path.join(siteDir, 'example.ts'), 'export const answer = 42;\n');

function run(mdx: string): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkIncludeCode, { siteDir });
  return processor.runSync(processor.parse(mdx), new VFile({ path: '/site/docs/page.mdx', value: mdx })) as Root;
}

describe('remark plugin: code blocks from files', () => {
  test('`file=` fills the block with the file, without its last newline, and leaves the rest of the meta', () => {
    const [code] = run('```ts title="Example" file=example.ts\n```').children;
    expect(code).toMatchObject({ type: 'code', lang: 'ts', meta: 'title="Example"', value: 'export const answer = 42;' });
  });

  test('other code blocks are left alone', () => {
    const [code] = run('```ts title="x"\nconst a = 1;\n```').children;
    expect(code).toMatchObject({ value: 'const a = 1;', meta: 'title="x"' });
  });

  test('a missing file stops the build, naming the page', () => {
    expect(() => run('```ts file=missing.ts\n```')).toThrow('/site/docs/page.mdx: code block names file=missing.ts, which does not exist');
  });
});
