/**
 * Remark plugin: the sentence saying which protocol version a docs page applies to, from its front matter's `scope`
 * (src/domain/protocol/versions.ts holds the sentences), as the first paragraph after the page's title. A page
 * without a scope, or with one that is not in the table, stops the build with its name. The Markdown version of a
 * page runs the same plugin (src/build/markdown/docs.ts).
 */
import path from 'node:path';
import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { DocsError } from '../../domain/errors';
import { DOC_SCOPES, isDocScope } from '../../domain/protocol/versions';

/** The class of the scope's paragraph in the HTML (custom.css). */
export const DOC_SCOPE_CLASS = 'doc-scope';

/** `Applies to: Gearbox V3.1: contracts 3.10 (`version()` 310).` as phrasing: text, with inline code where backticked. */
export function scopeParagraph(sentence: string): Paragraph {
  const children: PhrasingContent[] = [{ type: 'strong', children: [{ type: 'text', value: 'Applies to:' }] }, { type: 'text', value: ' ' }];
  sentence.split(/(`[^`]+`)/).forEach((part) => {
    if (part === '') return;
    children.push(part.startsWith('`') ? { type: 'inlineCode', value: part.slice(1, -1) } : { type: 'text', value: part });
  });
  return { type: 'paragraph', children, data: { hProperties: { className: [DOC_SCOPE_CLASS] } } };
}

export interface DocScopeOptions {
  /**
   * Whether a page must name its scope (the site's build: true). The Markdown versions of pages are made from pages the
   * build has read, and show the sentence where there is one.
   */
  required?: boolean;
}

export default function remarkDocScope({ required = true }: DocScopeOptions = {}) {
  return (tree: Root, file: VFile): void => {
    const frontMatter = (file.data as { frontMatter?: Record<string, unknown> }).frontMatter ?? {};
    const scope = frontMatter.scope;
    const name = file.path ? path.relative(file.cwd, file.path) : 'a docs page';
    if (scope === undefined && !required) return;
    if (!isDocScope(scope)) {
      throw new DocsError(`${name}: front matter "scope" is ${JSON.stringify(scope)}; expected one of ${Object.keys(DOC_SCOPES).join(', ')}`, { file: name, where: 'scope' });
    }
    // The title: the page's h1, which the docs plugin has by now wrapped in a `<header>` element of its own
    // (mdx-loader's contentTitle plugin runs before the site's), or none when the title comes from the front matter.
    const isTitle = (n: RootContent): boolean =>
      (n.type === 'heading' && n.depth === 1) || (n.type === 'mdxJsxFlowElement' && n.name === 'header' && n.children.some(isTitle));
    const title = tree.children.findIndex(isTitle);
    tree.children.splice(title + 1, 0, scopeParagraph(DOC_SCOPES[scope]));
  };
}
