/**
 * Remark plugin: a link to a pinned source line, written `[CreditFacadeV3.sol:412](src:core-v3@3.10/contracts/…#L412)`,
 * becomes a link to that line at the pinned tag, titled with the version (src/domain/protocol/errors/sources.ts holds
 * the pins and the URLs; the page names only the fact). A link that names no pin, or no line, stops the build with
 * the page and line. The Markdown version of a page runs the same plugin (src/build/markdown/docs.ts).
 */
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { DocsError } from '../../domain/errors';
import { parseSourceLink, sourceRangeTitle, sourceRangeUrl } from '../../domain/protocol/errors/sources';

export const SOURCE_LINK_SCHEME = 'src:';

export default function remarkSourceLinks() {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'link', (node) => {
      if (!node.url.startsWith(SOURCE_LINK_SCHEME)) return;
      const range = parseSourceLink(node.url);
      if (typeof range === 'string') {
        const where = node.position ? String(node.position.start.line) : node.url;
        const name = file.path ? path.relative(file.cwd, file.path) : 'a docs page';
        throw new DocsError(`${name}:${where}: a source link: ${range}`, { file: name, where });
      }
      node.url = sourceRangeUrl(range);
      node.title = sourceRangeTitle(range);
    });
  };
}
