/**
 * Remark plugin: expands `<ErrorCatalogue family="creditFacade" />` into the family's entries
 * (a heading with a stable id and a list per error) and `<ErrorFamilies />` into the table of
 * families, from the errors catalogue (src/pageData/errorsPage.ts); with `version="3.1"`, the same for the
 * V3.1 families (`<ErrorCatalogue family="core" version="3.1" />`, `<ErrorFamilies version="3.1" />`). Runs before Docusaurus's own
 * plugins (beforeDefaultRemarkPlugins), so the headings get their ids and table-of-contents
 * entries like hand-written ones. An unknown family stops the build with a message naming the page.
 */
import type { Root } from 'mdast';
import { DocsError, InputError } from '../../domain/errors';
import { errorFamiliesTable, errorFamilyBlocks, v31FamiliesTable, v31FamilyBlocks, type Block } from '../../pageData/errorsPage';
import { attribute, isJsxElement, replaceNodes, type JsxElement } from './readDocsPage';

/** The blocks an element expands to, or undefined for any other node. */
function expansion(node: JsxElement, page: string): Block[] | undefined {
  if (node.name !== 'ErrorFamilies' && node.name !== 'ErrorCatalogue') return undefined;
  const version = attribute(node, 'version');
  if (version !== undefined && version !== '3.0' && version !== '3.1') throw new DocsError(`${page}: <${node.name}> version="${version}": the versions are 3.0 (the default) and 3.1`, { file: page });
  const v31 = version === '3.1';
  if (node.name === 'ErrorFamilies') return [v31 ? v31FamiliesTable() : errorFamiliesTable()];
  const family = attribute(node, 'family');
  if (!family) throw new DocsError(`${page}: <ErrorCatalogue> needs a family attribute, e.g. family="creditFacade"`, { file: page });
  try {
    return v31 ? v31FamilyBlocks(family) : errorFamilyBlocks(family);
  } catch (error) {
    // An unknown family (the catalogue's InputError); anything else is the catalogue's own fault.
    if (error instanceof InputError) throw new DocsError(`${page}: ${error.message}`, { file: page, cause: error });
    throw error;
  }
}

export default function remarkErrorCatalogue() {
  return (tree: Root, file: { path?: string }): void => {
    const page = file.path ?? 'a docs page';
    replaceNodes(tree, (node) => {
      const blocks = isJsxElement(node) ? expansion(node, page) : undefined;
      if (blocks && node.type === 'mdxJsxTextElement') throw new DocsError(`${page}: <${node.name} /> must stand on a line of its own`, { file: page });
      return blocks;
    });
  };
}
