import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sitemapFiles } from './';
import { writeHostingHeaders } from '../hosting/writeHeaders';
import { headersFor, parseHeaders } from '../hosting/hostRules.mjs';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-files-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the hosting headers cover the sitemap, which its plugin writes beside the search plugin', () => {
  const sitemap = { name: 'docusaurus-plugin-sitemap', options: { id: 'default', filename: 'map.xml' } };
  const docs = { name: 'docusaurus-plugin-content-docs', options: { id: 'default' } };

  test('under the name its options give; none without the plugin, or when the site is not indexed (it writes none)', () => {
    expect(sitemapFiles([docs, sitemap], false)).toEqual(['map.xml']);
    expect(sitemapFiles([docs, { ...sitemap, options: { id: 'default' } }], false)).toEqual(['sitemap.xml']);
    expect(sitemapFiles([docs], false)).toEqual([]);
    expect(sitemapFiles([docs, sitemap], true)).toEqual([]);
  });

  test('a sitemap not yet written gets its rule all the same', () => {
    mkdirSync(path.join(outDir, 'docs'), { recursive: true });
    writeFileSync(path.join(outDir, 'docs', 'intro.html'), '<h1>intro</h1>');
    writeHostingHeaders(outDir, sitemapFiles([docs, sitemap], false));
    const rules = parseHeaders(readFileSync(path.join(outDir, '_headers'), 'utf8'));
    expect(headersFor(rules, '/map.xml').get('cache-control')).toBe('no-cache');
    expect(headersFor(rules, '/docs/intro').get('cache-control')).toBe('no-cache');
  });
});
