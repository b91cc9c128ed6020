/**
 * Remark plugin: a code block whose meta names `file=path/to/file` gets that
 * file's content (path relative to the site root), so every example shown is
 * the exact file the test suite type-checks or compiles.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Node {
  type: string;
  meta?: string | null;
  value?: string;
  children?: Node[];
}

export default function remarkIncludeCode(options: { siteDir: string }) {
  return (tree: Node, file: { path?: string }) => {
    const visit = (node: Node) => {
      if (node.type === 'code' && node.meta) {
        const match = /(?:^|\s)file=(\S+)/.exec(node.meta);
        if (match?.[1]) {
          const target = path.resolve(options.siteDir, match[1]);
          try {
            node.value = readFileSync(target, 'utf8').replace(/\n$/, '');
          } catch {
            throw new Error(`${file.path ?? 'a docs page'}: code block names file=${match[1]}, which does not exist`);
          }
          node.meta = node.meta.replace(match[0], '').trim();
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
