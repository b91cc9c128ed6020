/**
 * Remark plugin: `<LiveParam network="…" creditManager="…" field="…" />` in a
 * docs page becomes a component that shows the cited value from the page's
 * live-values module, a JSON module the data plugin writes from the snapshots
 * (../liveValues.ts). The compiled page holds no value, only the module's
 * name and the citations' keys: it depends on its source alone, so the
 * bundler may cache it, and new data reaches it through the module.
 *
 * An element on a line of its own splits its sentence into two paragraphs;
 * they are joined back around the value, as if it had been written inline.
 */
import path from 'node:path';
import type { Program } from 'estree';
import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type {} from 'remark-mdx';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { CitationError, citationKey, parseCitation, type Citation } from '../../pageData/citations';
import { liveValuesRequest } from '../plugin/modules';
import { isJsxElement, type JsxElement } from './readDocsPage';

export const ELEMENT = 'LiveParam';
/** Names the compiled page gives the module's values and the component that shows one. */
const VALUES = 'gearboxLiveValues';
const COMPONENT = 'GearboxLiveValue';
const COMPONENT_MODULE = '@site/src/browser/components/LiveValue';

type LiveParamElement = JsxElement;

const isLiveParam = (node: RootContent | Root): node is LiveParamElement => isJsxElement(node, ELEMENT);

/** "docs/x.mdx:12" for messages. */
export function where(file: string, node: { position?: { start: { line: number } } | undefined }, siteDir?: string): string {
  const shown = siteDir ? path.relative(siteDir, file) : file;
  return node.position ? `${shown}:${node.position.start.line}` : shown;
}

/** Every `<LiveParam>` element of a tree with its attributes, in document order; an attribute that is not a plain string throws, naming file and line. */
export function liveParamElements(tree: Root, file: string, siteDir?: string): { node: LiveParamElement; attrs: Record<string, string> }[] {
  const out: { node: LiveParamElement; attrs: Record<string, string> }[] = [];
  visit(tree, (node) => {
    if (node.type === 'root' || !isLiveParam(node)) return;
    const attrs: Record<string, string> = {};
    for (const a of node.attributes) {
      if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') {
        const at = where(file, node, siteDir);
        throw new CitationError(`${at}: <${ELEMENT}> takes plain string attributes (name="value") only`, { file, where: at });
      }
      attrs[a.name] = a.value;
    }
    out.push({ node, attrs });
  });
  return out;
}

/** An element's citation and key; an element that cites nothing valid throws, naming file and line. */
export function citationAt(attrs: Record<string, string>, at: string): { citation: Citation; key: string } {
  try {
    const citation = parseCitation(attrs);
    return { citation, key: citationKey(citation) };
  } catch (error) {
    if (error instanceof CitationError) throw new CitationError(`${at}: ${error.message}`, { where: at, cause: error });
    throw error;
  }
}

/** Every `<LiveParam>` element of a tree with its citation, in document order. */
export function liveParamCitations(tree: Root, file: string, siteDir?: string): { node: LiveParamElement; citation: Citation; key: string }[] {
  return liveParamElements(tree, file, siteDir).map(({ node, attrs }) => ({ node, ...citationAt(attrs, where(file, node, siteDir)) }));
}

const program = (body: Program['body']): Program => ({ type: 'Program', sourceType: 'module', body });

function valueElement(key: string): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: COMPONENT,
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'values',
        value: { type: 'mdxJsxAttributeValueExpression', value: VALUES, data: { estree: program([{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: VALUES } }]) } },
      },
      { type: 'mdxJsxAttribute', name: 'cite', value: key },
    ],
    children: [],
  };
}

function imports(valuesModule: string): MdxjsEsm {
  const importDefault = (local: string, source: string): Program['body'][number] => ({
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
    source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
    attributes: [],
  });
  return {
    type: 'mdxjsEsm',
    value: `import ${VALUES} from ${JSON.stringify(valuesModule)};\nimport ${COMPONENT} from ${JSON.stringify(COMPONENT_MODULE)};`,
    data: { estree: program([importDefault(VALUES, valuesModule), importDefault(COMPONENT, COMPONENT_MODULE)]) },
  };
}

/**
 * Replaces the elements among `parent`'s children (recursively) by `make(key)`, joining flow elements into their
 * sentence. The compiled page gets a component reading the value; the page's Markdown version gets the value itself.
 */
export function replaceLiveParams(parent: Parent, keys: ReadonlyMap<LiveParamElement, string>, make: (key: string) => PhrasingContent): void {
  const children = parent.children as RootContent[];
  let i = 0;
  while (i < children.length) {
    const child = children[i] as RootContent;
    const key = isLiveParam(child) ? keys.get(child) : undefined;
    if (key === undefined) {
      if ('children' in child) replaceLiveParams(child, keys, make);
      i += 1;
      continue;
    }
    const value = make(key);
    if (child.type === 'mdxJsxTextElement') {
      children[i] = value;
      i += 1;
      continue;
    }
    const before = children[i - 1];
    const after = children[i + 1];
    const joined: PhrasingContent[] = [];
    let start = i;
    let count = 1;
    if (before?.type === 'paragraph') {
      joined.push(...before.children, { type: 'text', value: ' ' });
      start -= 1;
      count += 1;
    }
    joined.push(value);
    if (after?.type === 'paragraph') {
      const first = after.children[0];
      const tight = first?.type === 'text' && /^[.,;:!?)]/.test(first.value);
      joined.push(...(tight ? [] : [{ type: 'text' as const, value: ' ' }]), ...after.children);
      count += 1;
    }
    const merged: Paragraph = { type: 'paragraph', children: joined };
    children.splice(start, count, merged);
    // The merged paragraph may hold more elements (from the paragraph after).
    replaceLiveParams(merged, keys, make);
    i = start + 1;
  }
}

export default function remarkLiveParams(options: { siteDir: string }) {
  return (tree: Root, file: VFile): void => {
    const filePath = file.path;
    const found = liveParamCitations(tree, filePath, options.siteDir);
    if (found.length === 0) return;
    replaceLiveParams(tree, new Map(found.map((f) => [f.node, f.key])), valueElement);
    tree.children.unshift(imports(liveValuesRequest(options.siteDir, filePath)));
  };
}
