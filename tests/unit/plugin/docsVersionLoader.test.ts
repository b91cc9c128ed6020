import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(__dirname, '../../..');
const loader = require('../../../src/plugin/docsVersionLoader.cjs') as ((source: string) => string) & { trimDocsVersion: (json: unknown) => unknown };

describe('docs version module loader', () => {
  const version = {
    version: {
      pluginId: 'default',
      version: 'current',
      docsSidebars: { docs: [{ type: 'link', href: '/docs/intro', label: 'Introduction', docId: 'intro', unlisted: false }] },
      docs: {
        intro: { id: 'intro', title: 'Introduction', description: 'What this site is.', sidebar: 'docs' },
        'pools/losses': { id: 'pools/losses', title: 'Losses', description: 'How a pool absorbs bad debt.', sidebar: 'docs' },
      },
    },
  };

  test('empties the map of docs and keeps everything else', () => {
    expect(JSON.parse(loader(JSON.stringify(version)))).toEqual({ version: { ...version.version, docs: {} } });
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
