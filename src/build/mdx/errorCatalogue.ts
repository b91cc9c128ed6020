/**
 * Remark plugin: expands `<ErrorCatalogue family="creditFacade" />` into the family's entries
 * (a heading with a stable id and a list per error) and `<ErrorFamilies />` into the table of
 * families, from the errors catalogue (src/pageData/errorsPage.ts). Runs before Docusaurus's own
 * plugins (beforeDefaultRemarkPlugins), so the headings get their ids and table-of-contents
 * entries like hand-written ones. An unknown family stops the build with a message naming the page.
 */
import type { Root } from 'mdast';
import { errorFamiliesTable, errorFamilyBlocks, type Block } from '../../pageData/errorsPage';
import { attribute, isJsxElement, replaceNodes, type JsxElement } from './readDocsPage';

/** The blocks an element expands to, or undefined for any other node. */
function expansion(node: JsxElement, page: string): Block[] | undefined {
  if (node.name === 'ErrorFamilies') return [errorFamiliesTable()];
  if (node.name !== 'ErrorCatalogue') return undefined;
  const family = attribute(node, 'family');
  try {
    if (!family) throw new Error('<ErrorCatalogue> needs a family attribute, e.g. family="creditFacade"');
    return errorFamilyBlocks(family);
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`);
  }
}

export default function remarkErrorCatalogue() {
  return (tree: Root, file: { path?: string }): void => {
    const page = file.path ?? 'a docs page';
    replaceNodes(tree, (node) => {
      const blocks = isJsxElement(node) ? expansion(node, page) : undefined;
      if (blocks && node.type === 'mdxJsxTextElement') throw new Error(`${page}: <${node.name} /> must stand on a line of its own`);
      return blocks;
    });
  };
}
