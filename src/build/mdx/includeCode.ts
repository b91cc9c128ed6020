/**
 * Remark plugin: a code block whose meta names `file=path/to/file` gets that
 * file's content (path relative to the site root), so every example shown is
 * the exact file the test suite type-checks or compiles.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocsError } from '../../domain/errors';

/** `file=path` in a code block's meta. */
export const FILE = /(?:^|\s)file=(\S+)/;

export default function remarkIncludeCode(options: { siteDir: string }) {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'code', (node) => {
      const match = node.meta ? FILE.exec(node.meta) : null;
      if (!node.meta || !match?.[1]) return;
      try {
        node.value = readFileSync(path.resolve(options.siteDir, match[1]), 'utf8').replace(/\n$/, '');
      } catch (error) {
        const page = file.path || 'a docs page';
        throw new DocsError(`${page}: code block names file=${match[1]}, which does not exist`, { file: page, cause: error });
      }
      node.meta = node.meta.replace(match[0], '').trim();
    });
  };
}
