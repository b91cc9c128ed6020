/**
 * Remark plugin: expands `<ErrorCatalogue family="creditFacade" />` into the family's entries
 * (a heading with a stable id and a list per error) and `<ErrorFamilies />` into the table of
 * families, from the errors catalogue (src/pageData/errorsPage.ts). Runs before Docusaurus's own
 * plugins (beforeDefaultRemarkPlugins), so the headings get their ids and table-of-contents
 * entries like hand-written ones. An unknown family stops the build with a message naming the page.
 */
import { DocsError, InputError } from '../../domain/errors';
import { errorFamiliesTable, errorFamilyBlocks, type Block } from '../../pageData/errorsPage';

interface Node {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  [key: string]: unknown;
}

function attribute(node: Node, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

export default function remarkErrorCatalogue() {
  return (tree: Node, file: { path?: string }) => {
    const walk = (node: Node) => {
      const children = node.children;
      if (!children) return;
      for (let i = 0; i < children.length; i++) {
        const child = children[i] as Node;
        const isElement = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
        let replacement: Block[] | undefined;
        if (isElement && child.name === 'ErrorCatalogue') {
          const family = attribute(child, 'family');
          const page = file.path ?? 'a docs page';
          if (!family) throw new DocsError(`${page}: <ErrorCatalogue> needs a family attribute, e.g. family="creditFacade"`, { file: page });
          try {
            replacement = errorFamilyBlocks(family);
          } catch (error) {
            // An unknown family (the catalogue's InputError); anything else is the catalogue's own fault.
            if (error instanceof InputError) throw new DocsError(`${page}: ${error.message}`, { file: page, cause: error });
            throw error;
          }
        } else if (isElement && child.name === 'ErrorFamilies') {
          replacement = [errorFamiliesTable()];
        }
        if (replacement) {
          if (child.type === 'mdxJsxTextElement') throw new DocsError(`${file.path ?? 'a docs page'}: <${child.name} /> must stand on a line of its own`, { file: file.path ?? 'a docs page' });
          children.splice(i, 1, ...(replacement as unknown as Node[]));
          i += replacement.length - 1;
        } else walk(child);
      }
    };
    walk(tree);
  };
}
