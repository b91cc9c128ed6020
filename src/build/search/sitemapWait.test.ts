import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sitemapWritten } from './';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-wait-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the hosting headers wait for the sitemap, written by a postBuild beside the search plugin', () => {
  const sitemap = { name: 'docusaurus-plugin-sitemap', options: { id: 'default', filename: 'map.xml' } };

  test('once the sitemap plugin has written its file, under the name its options give', async () => {
    setTimeout(() => writeFileSync(path.join(outDir, 'map.xml'), '<urlset/>'), 50);
    await sitemapWritten(outDir, [{ name: 'docusaurus-plugin-content-docs', options: { id: 'default' } }, sitemap], false);
    expect(existsSync(path.join(outDir, 'map.xml'))).toBe(true);
  });

  test('not at all without the plugin, or when the site is not indexed (it writes none)', async () => {
    const started = performance.now();
    await sitemapWritten(path.join(outDir, 'none'), [], false);
    await sitemapWritten(path.join(outDir, 'none'), [sitemap], true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
