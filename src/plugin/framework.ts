/**
 * The Docusaurus internals this site relies on, fenced in one module so an
 * upgrade that changes them fails in one place (tests/unit/plugin/framework.test.ts
 * checks each against the installed version):
 *
 * - the docs sidebar as the docs plugin gives it to its own pages: a deep import
 *   of `plugin-content-docs/lib/props.js`, for the data pages and the 404 page;
 * - theme-classic's client module that loads Prism into every page's main
 *   bundle, aliased to an empty module (highlighting loads with code blocks);
 * - where `createData` writes a plugin's data modules, so that compiled docs
 *   pages can import one by name before it is written;
 * - the docs plugin's version module (the docs root route's `version` prop, a
 *   JSON file under `p/` of its generated folder), which every docs page
 *   downloads: a bundler rule drops the doc descriptions no page reads
 *   (docsVersionLoader.cjs).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import type { LoadedContent as DocsContent, PropSidebar } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';

const require = createRequire(import.meta.url);

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

/** theme-classic's Prism client module, as its getClientModules() names it (resolved without extension). */
export const EAGER_PRISM_MODULE = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');

/** Bundler aliases that replace the eager Prism module with an empty one. */
export function withoutEagerPrism(): Record<string, string> {
  return { [`${EAGER_PRISM_MODULE}$`]: path.join(__dirname, 'noop-client-module.js') };
}

/** Props modules of the docs plugin's routes: `.docusaurus/docusaurus-plugin-content-docs/{id}/p/{name}.json`. */
export const DOCS_PROPS_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The bundler rule that trims the docs version module. */
export function trimDocsVersionRule(): { test: RegExp; use: { loader: string }[] } {
  return { test: DOCS_PROPS_MODULE, use: [{ loader: path.join(__dirname, 'docsVersionLoader.cjs') }] };
}

/** The import request of the data module a plugin writes with `createData(name)`: `@generated/{plugin}/{id}/{name}`. */
export const dataModuleRequest = (plugin: string, name: string, id = 'default'): string => `@generated/${plugin}/${id}/${name}`;

/** Where `createData(name)` writes it; the plugin checks each module lands there, so the request above finds it. */
export const dataModuleFile = (generatedFilesDir: string, plugin: string, name: string, id = 'default'): string => path.join(generatedFilesDir, plugin, id, name);
