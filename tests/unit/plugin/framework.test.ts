/**
 * The Docusaurus internals fenced in src/plugin/framework.ts, checked against the installed version: an upgrade that
 * moves or removes one fails here.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AllContent } from '@docusaurus/types';
import { dataModuleFile, dataModuleRequest, docsSidebar, DOCS_PROPS_MODULE, EAGER_PRISM_MODULE, trimDocsVersionRule, withoutEagerPrism } from '../../../src/plugin/framework';

const require = createRequire(import.meta.url);

describe('framework internals the site relies on', () => {
  test("the docs plugin's sidebar prop (plugin-content-docs/lib/props.js) turns a sidebar into links", () => {
    const doc = { id: 'intro', title: 'Introduction', permalink: '/docs/intro', frontMatter: {}, unlisted: false };
    const allContent: AllContent = {
      'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs: [doc], sidebars: { docs: [{ type: 'doc', id: 'intro' }] } }] } },
    };
    expect(docsSidebar(allContent)).toEqual([expect.objectContaining({ type: 'link', href: '/docs/intro', label: 'Introduction', docId: 'intro' })]);
    expect(() => docsSidebar({})).toThrow(/the docs plugin has no loaded version/);
  });

  test("theme-classic still loads Prism through the client module that is aliased away, and it exists", () => {
    const themeClassic = require('@docusaurus/theme-classic').default as (context: unknown, options: unknown) => { getClientModules: () => string[] };
    const context = {
      i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
      siteStorage: { type: 'localStorage', namespace: '' },
      siteConfig: { themeConfig: { prism: { additionalLanguages: [] }, colorMode: {} } },
    };
    const libDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
    const modules = themeClassic(context, { customCss: [] }).getClientModules().map((m) => (m.startsWith('.') ? path.resolve(libDir, m) : m));
    expect(modules).toContain(EAGER_PRISM_MODULE);
    expect(existsSync(require.resolve(EAGER_PRISM_MODULE))).toBe(true);
    const [alias, target] = Object.entries(withoutEagerPrism())[0] ?? [];
    expect(alias).toBe(`${EAGER_PRISM_MODULE}$`);
    expect(existsSync(target ?? '')).toBe(true);
  });

  test('createData writes a module where a compiled page imports it from: @generated/{plugin}/{id}/{name}', async () => {
    const { createPluginActionsUtils } = require('@docusaurus/core/lib/server/plugins/actions.js') as {
      createPluginActionsUtils: (args: object) => Promise<{ getActions: () => { createData: (name: string, data: string) => Promise<string> } }>;
    };
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
    try {
      const utils = await createPluginActionsUtils({ plugin: { name: 'gearbox-data', options: { id: 'default' } }, generatedFilesDir, baseUrl: '/', trailingSlash: false });
      const written = await utils.getActions().createData('live/docs/x.mdx.json', '{}');
      expect(written).toBe(dataModuleFile(generatedFilesDir, 'gearbox-data', 'live/docs/x.mdx.json'));
      expect(existsSync(written)).toBe(true);
      expect(`@generated/${path.relative(generatedFilesDir, written)}`).toBe(dataModuleRequest('gearbox-data', 'live/docs/x.mdx.json'));
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });

  test("the docs root route's version prop is written where the trimming rule looks (core's props modules), and the loader exists", () => {
    const { generateRoutePropFilename } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as { generateRoutePropFilename: (route: { path: string; component: string }) => string };
    const file = path.join('/site/.docusaurus', 'docusaurus-plugin-content-docs', 'default', 'p', generateRoutePropFilename({ path: '/docs', component: '@theme/DocVersionRoot' }));
    expect(file).toMatch(DOCS_PROPS_MODULE);
    expect('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-intro-md-0e3.json').not.toMatch(DOCS_PROPS_MODULE);
    expect('/site/.docusaurus/gearbox-data/default/p/x.json').not.toMatch(DOCS_PROPS_MODULE);
    const rule = trimDocsVersionRule();
    expect(existsSync(rule.use[0]?.loader ?? '')).toBe(true);
  });
});

