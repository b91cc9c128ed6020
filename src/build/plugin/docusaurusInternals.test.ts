/**
 * The Docusaurus internals fenced in src/build/plugin/docusaurusInternals.ts, checked against the installed version: an upgrade
 * that moves or removes one fails here.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AllContent } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { ADMONITION_KEYWORDS, dataModuleFile, dataModuleRequest, docsSidebar, parseFrontMatter } from './docusaurusInternals';

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

  test("the docs plugin's admonition keywords, and its front matter parser: the default one, called synchronously", async () => {
    expect(ADMONITION_KEYWORDS).toEqual(expect.arrayContaining(['note', 'tip', 'info', 'warning', 'danger', 'caution']));
    const fileContent = '---\ntitle: A page\nsidebar_position: 2\n---\n\n# Heading\n\nText.\n';
    const expected = await DEFAULT_PARSE_FRONT_MATTER({ filePath: 'docs/a.mdx', fileContent });
    expect(parseFrontMatter(fileContent)).toEqual(expected);
    expect(expected).toEqual({ frontMatter: { title: 'A page', sidebar_position: 2 }, content: '# Heading\n\nText.' });
  });
});
