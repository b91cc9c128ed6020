/**
 * The Docusaurus internals the data plugin relies on, fenced in one module so an upgrade that changes them fails
 * in one place (docusaurusInternals.test.ts checks each against the installed version):
 *
 * - the docs sidebar as the docs plugin gives it to its own pages: a deep import of
 *   `plugin-content-docs/lib/props.js`, for the data pages and the 404 page;
 * - where `createData` writes a plugin's data modules, so that compiled docs pages can import one by name before
 *   it is written;
 * - the docs plugin's admonition keywords, and its front matter parser (the default of `markdown.parseFrontMatter`,
 *   called without its async wrapper), so src/build/mdx/readDocsPage.ts reads a page as the site does.
 */
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent, PropSidebar } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import { DefaultAdmonitionOptions } from '@docusaurus/mdx-loader/lib/remark/admonitions/index.js';
import { parseFileContentFrontMatter } from '@docusaurus/utils/lib/markdownUtils.js';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs plugin's content: its only version. */
export function docsVersion(allContent: AllContent): DocsContent['loadedVersions'][number] {
  const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
  const version = docs?.loadedVersions[0];
  if (!version) throw new Error('the docs plugin has no loaded version');
  return version;
}

/** The sidebar `sidebarId` as the docs plugin renders it. */
export function docsSidebar(allContent: AllContent, sidebarId = 'docs'): PropSidebar {
  return toSidebarsProp(docsVersion(allContent))[sidebarId] ?? [];
}

/** The import request of the data module a plugin writes with `createData(name)`: `@generated/{plugin}/{id}/{name}`. */
export const dataModuleRequest = (plugin: string, name: string, id = 'default'): string => `@generated/${plugin}/${id}/${name}`;

/** Where `createData(name)` writes it; the plugin checks each module lands there, so the request above finds it. */
export const dataModuleFile = (generatedFilesDir: string, plugin: string, name: string, id = 'default'): string => path.join(generatedFilesDir, plugin, id, name);

/** The admonition keywords of the docs (`:::note`, `:::warning`…): Docusaurus's defaults, which this site does not change. */
export const ADMONITION_KEYWORDS: readonly string[] = DefaultAdmonitionOptions.keywords;

/**
 * The docs plugin's front matter parser as this site has it (`markdown.parseFrontMatter` left at its default,
 * DEFAULT_PARSE_FRONT_MATTER, which calls this function): the front matter's data and the text after it, trimmed.
 * Called here without the async wrapper, so a page can be read synchronously; docusaurusInternals.test.ts checks both agree.
 */
export const parseFrontMatter: (text: string) => { frontMatter: Record<string, unknown>; content: string } = parseFileContentFrontMatter;
