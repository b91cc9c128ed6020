import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
import { ROOT as siteDir } from '../../../tests/helpers/data';
const loader = require('./docsVersionLoader.cjs') as ((source: string) => string) & {
  trimDocsVersion: (json: unknown) => unknown;
  trimSidebar: (items: unknown) => unknown;
  DOC_ID: string;
};

/** Every client module of the theme, theme-common, core and the docs plugin: what runs in a page. */
function clientFiles(): string[] {
  const nm = path.join(siteDir, 'node_modules/@docusaurus');
  const dirs = ['theme-classic/lib/theme', 'theme-common/lib', 'plugin-content-docs/lib/client', 'core/lib/client'].map((d) => path.join(nm, d));
  return dirs.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f)));
}

describe('docs version module loader', () => {
  const version = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: {
        docs: [
          { type: 'link', href: '/docs/intro', label: 'Introduction', docId: 'intro', unlisted: false },
          {
            type: 'category',
            label: 'Pools',
            collapsed: true,
            collapsible: true,
            href: '/docs/pools',
            items: [
              { type: 'link', href: '/docs/pools/losses', label: 'Losses', docId: 'pools/losses', unlisted: false, className: 'x' },
              { type: 'link', href: '/docs/pools/hidden', label: 'Hidden', docId: 'pools/hidden', unlisted: true },
              { type: 'link', href: 'https://example.org', label: 'Elsewhere' },
            ],
          },
        ],
      },
      docs: {
        intro: { id: 'intro', title: 'Introduction', description: 'What this site is.', sidebar: 'docs' },
        'pools/losses': { id: 'pools/losses', title: 'Losses', description: 'How a pool absorbs bad debt.', sidebar: 'docs' },
      },
    },
  };

  test('empties the map of docs, trims the sidebar links and keeps everything else', () => {
    const trimmed = {
      docs: [
        { type: 'link', href: '/docs/intro', label: 'Introduction', docId: loader.DOC_ID },
        {
          type: 'category',
          label: 'Pools',
          collapsed: true,
          collapsible: true,
          href: '/docs/pools',
          items: [
            { type: 'link', href: '/docs/pools/losses', label: 'Losses', docId: loader.DOC_ID, className: 'x' },
            { type: 'link', href: '/docs/pools/hidden', label: 'Hidden', docId: loader.DOC_ID, unlisted: true },
            { type: 'link', href: 'https://example.org', label: 'Elsewhere' },
          ],
        },
      ],
    };
    expect(JSON.parse(loader(JSON.stringify(version)))).toEqual({ version: { ...version.version, docsSidebars: trimmed, docs: {} } });
    expect(loader.trimSidebar(version.version.docsSidebars.docs)).toEqual(trimmed.docs);
    expect(loader.DOC_ID).toBeTruthy();
  });

  test("the theme reads a sidebar link's unlisted only as !item.unlisted and its docId only for being set, but in DocCard", () => {
    // Every property read of `.unlisted` or `.docId` in the code that runs in a page: on a sidebar item only in
    // docsUtils (findFirstSidebarItemLink and isVisibleSidebarItem test `!item.unlisted`, the breadcrumbs test
    // `item.docId &&`) and DocCard (not drawn here, see below); the others read a doc's metadata, a tag or a doc of
    // global data. A new reader fails here: check what it does with a missing unlisted or a stand-in docId.
    const reads = clientFiles()
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/[\w$!?.]*\.(?:docId|unlisted)\b(?:\s*(?:&&|\|\||\?\?|\)))?/g)].map((m) => `${path.basename(path.dirname(f))}/${path.basename(f)}: ${m[0]}`))
      .sort();
    expect(reads).toEqual([
      'BlogTagsPostsPage/index.js: tag.unlisted &&',
      'ContentVisibility/index.js: frontMatter.unlisted)',
      'ContentVisibility/index.js: metadata.unlisted',
      'DocCard/index.js: item.docId ??',
      'DocTagDocListPage/index.js: tag.unlisted &&',
      'NavbarItem/DocNavbarItem.js: doc.unlisted &&',
      'client/docsUtils.js: !item.unlisted ||',
      'client/docsUtils.js: !item.unlisted)',
      'client/docsUtils.js: item.docId &&',
    ]);
    // Nor does a client module take either out of an item by destructuring (`{docId} = item`, `({item: {docId}})`),
    // but ContentVisibility's of a doc's metadata and DocNavbarItem's own docId prop (a navbar item's option).
    const destructured = clientFiles()
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\{[^{}()]*\b(?:docId|unlisted)\b[^{}()]*\}\s*=\s*\w+|^\s*(?:docId|unlisted),$/gm)].map((m) => `${path.basename(f)}: ${m[0].trim()}`))
      .sort();
    expect(destructured).toEqual(['DocNavbarItem.js: docId,', 'index.js: {unlisted, frontMatter} = metadata']);
    // The site's own code reads neither off an item.
    const site = readdirSync(path.join(siteDir, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\.tsx?$/.test(f));
    for (const f of site) expect(readFileSync(path.join(siteDir, 'src', f), 'utf8'), f).not.toMatch(/\.(docId|unlisted)\b|\b(docId|unlisted)\b[^=\n]*\}\s*=/);
  });

  test("the map's only readers in the browser are theme components this site does not draw", () => {
    const docs = path.join(siteDir, 'node_modules/@docusaurus/plugin-content-docs');
    const theme = path.join(siteDir, 'node_modules/@docusaurus/theme-classic');
    const js = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
    // Client code that reads a version's docs: useDocById (by id), or `version.docs` itself.
    const readers = [...js(path.join(docs, 'lib/client')), ...js(path.join(theme, 'lib/theme'))]
      .filter((f) => /useDocById\(|version\.docs\b|versionMetadata\.docs\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(path.dirname(docs), f).replace(/^(plugin-content-docs|theme-classic)[\\/]lib[\\/]/, ''))
      .sort();
    expect(readers).toEqual(['client/docsClientUtils.js', 'client/docsUtils.js', 'theme/DocCard/index.js', 'theme/DocVersionBanner/index.js', 'theme/NavbarItem/DocsVersionDropdownNavbarItem.js', 'theme/NavbarItem/DocsVersionNavbarItem.js']);
    // docsClientUtils and useLayoutDoc (navbar doc items) read the docs of global data, not of this module;
    // useDocById, defined in docsUtils, is called by DocCard alone; the version banner is drawn by nothing here.
    expect(readFileSync(path.join(docs, 'lib/client/docsClientUtils.js'), 'utf8')).toContain('getAlternateVersionDocs');
    expect(readFileSync(path.join(docs, 'lib/client/docsUtils.js'), 'utf8').match(/version\.docs\b/g)).toEqual(['version.docs', 'version.docs']);
    expect(existsSync(path.join(siteDir, 'src/theme/DocVersionBanner/index.tsx'))).toBe(true);
    // No DocCard (no generated index, no DocCardList) and no version items in the navbar.
    const sources = readdirSync(path.join(siteDir, 'docs'), { recursive: true, encoding: 'utf8' }).map((f) => path.join(siteDir, 'docs', f));
    for (const f of [...sources.filter((f) => /\.mdx?$/.test(f)), path.join(siteDir, 'sidebars.ts')]) expect(readFileSync(f, 'utf8'), f).not.toMatch(/DocCard|generated-index/);
    expect(readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8')).not.toMatch(/docsVersion/);
  });

  test('leaves other props modules as they are', () => {
    const other = { tag: { label: 'x', description: 'kept' } };
    expect(JSON.parse(loader(JSON.stringify(other)))).toEqual(other);
  });
});
