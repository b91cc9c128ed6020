/**
 * The browser's copy of core's global data (src/lean/loaders/globalDataLoader.cjs): the docs plugin's docs listed without
 * their ids, which only components this site does not draw read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import config from '../../../docusaurus.config';
import { GLOBAL_DATA_MODULE } from '../bundlerChanges';

const require = createRequire(import.meta.url);
import { ROOT as siteDir } from '../../../tests/helpers/data';
const loader = require('./globalDataLoader.cjs') as ((source: string) => string) & { trimGlobalData: (json: unknown) => unknown };
const nm = path.join(siteDir, 'node_modules/@docusaurus');

/** Every client module of the theme, theme-common, core and the docs plugin. */
function clientFiles(): string[] {
  const dirs = ['theme-classic/lib/theme', 'theme-common/lib', 'plugin-content-docs/lib/client', 'core/lib/client'].map((d) => path.join(nm, d));
  return dirs.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f)));
}

describe("the browser's copy of the global data", () => {
  const globalData = {
    'docusaurus-plugin-content-docs': {
      default: {
        path: '/docs',
        versions: [
          {
            name: 'current',
            label: 'Next',
            isLast: true,
            path: '/docs',
            mainDocId: 'intro',
            docs: [
              { id: 'intro', path: '/docs/intro', sidebar: 'docs' },
              { id: 'pools/losses', path: '/docs/pools/losses', sidebar: 'docs' },
            ],
            draftIds: [],
            sidebars: { docs: { link: { path: '/docs/intro', label: 'intro' } } },
          },
        ],
        breadcrumbs: true,
      },
    },
    'other-plugin': { default: { docs: [{ id: 'kept' }] } },
  };

  test("lists the docs plugin's docs without ids; everything else as it was", () => {
    const out = JSON.parse(loader(JSON.stringify(globalData))) as typeof globalData;
    const version = globalData['docusaurus-plugin-content-docs'].default.versions[0]!;
    expect(out).toEqual({
      ...globalData,
      'docusaurus-plugin-content-docs': {
        default: { ...globalData['docusaurus-plugin-content-docs'].default, versions: [{ ...version, docs: version.docs.map(({ path, sidebar }) => ({ path, sidebar })) }] },
      },
    });
    expect(loader.trimGlobalData({ x: 1 })).toEqual({ x: 1 });
    expect(GLOBAL_DATA_MODULE.test(path.join(siteDir, '.docusaurus/globalData.json'))).toBe(true);
    expect(readFileSync(path.join(nm, 'core/lib/client/docusaurusContext.js'), 'utf8')).toContain("import globalData from '@generated/globalData';");
  });

  test("a global-data doc's id is read only by components the site does not draw", () => {
    // Every comparison of a doc's id in client code, by file.
    const reads = clientFiles()
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\b\w*[dD]oc\.id\b[^;\n]{0,30}/g)].map((m) => `${path.basename(path.dirname(f))}/${path.basename(f)}: ${m[0].trim()}`))
      .sort();
    expect(reads).toEqual([
      'DocTagDocListPage/index.js: doc.id} doc={doc} />',
      'DocVersionBanner/index.js: doc.id === version.mainDocId)',
      'NavbarItem/DocNavbarItem.js: doc.id}',
      'NavbarItem/DocsVersionDropdownNavbarItem.js: doc.id === version.mainDocId)',
      'NavbarItem/DocsVersionNavbarItem.js: doc.id === version.mainDocId)',
      'client/docsClientUtils.js: activeDoc.id)',
      'client/docsClientUtils.js: doc.id === docId) {',
      'client/docsUtils.js: versionDoc.id === docId)',
      "client/docsUtils.js: versionDoc.id)).join('\\n- ')}`)",
    ]);
    // docsClientUtils: the same doc in other versions (alternateDocVersions), read by the version dropdown and the
    // version banner's suggestion; docsUtils: useLayoutDoc, for a navbar item of type `doc`. DocTagDocListPage lists
    // a tag's docs (no tags here).
    const alternate = clientFiles().filter((f) => /alternateDocVersions|useDocVersionSuggestions\(/.test(readFileSync(f, 'utf8'))).map((f) => path.basename(path.dirname(f)) + '/' + path.basename(f)).sort();
    expect(alternate).toEqual(['NavbarItem/DocsVersionDropdownNavbarItem.js', 'client/docsClientUtils.js', 'client/index.js', 'DocVersionBanner/index.js'].sort());
    const layoutDoc = clientFiles().filter((f) => /useLayoutDoc\(/.test(readFileSync(f, 'utf8'))).map((f) => path.basename(f)).sort();
    expect(layoutDoc).toEqual(['DocNavbarItem.js', 'docsUtils.js']);
    // The site draws none of them: no navbar item of a doc or version type, the version banner replaced by nothing.
    const items = ((config.themeConfig as { navbar: { items: { type?: string }[] } }).navbar.items ?? []).map((i) => i.type ?? 'default');
    expect(items).toContain('docSidebar');
    for (const t of items) expect(['doc', 'docsVersion', 'docsVersionDropdown']).not.toContain(t);
    expect(existsSync(path.join(siteDir, 'src/theme/DocVersionBanner/index.tsx'))).toBe(true);
    expect(readFileSync(path.join(siteDir, 'src/theme/DocVersionBanner/index.tsx'), 'utf8')).not.toMatch(/@theme-original|useDocVersionSuggestions/);
    // Nor does the site's own code read the global data.
    const site = readdirSync(path.join(siteDir, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(tsx?|jsx?)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith('build/') && !f.startsWith('lean/'));
    for (const f of site) expect(readFileSync(path.join(siteDir, 'src', f), 'utf8'), f).not.toMatch(/useGlobalData|usePluginData|useAllPluginInstancesData|useAllDocsData|useDocsData|useActiveDocContext|useLayoutDoc|@generated\/globalData/);
  });
});
