/**
 * The Markdown versions kept between builds (markdownCache.ts), by themselves and as the Markdown worker thread
 * uses them with what the fence hands over (its store and its jiti, src/lean/plugin.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { docsInReadingOrder, MarkdownWorker } from '../../build/plugin/markdownFiles';
import { writeMarkdownFiles } from '../../build/plugin/markdownMake';
import type { docsVersion } from '../../build/plugin/docusaurusInternals';
import { sitePages } from '../../pageData/allPages';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { filesWithText } from '../../../tests/helpers/files';
import { MarkdownCache } from './markdownCache';
import { allV31Pages } from '../../pageData/v31';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'markdown-cache-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
  writeFileSync(path.join(siteDir, name), text);
};

describe('the Markdown kept between builds', () => {
  test('kept by inputs while the code is the same; any change under src/ or to the lock file makes everything again', () => {
    write('src/a.ts', 'export const a = 1;\n');
    write('package-lock.json', '{}\n');
    const file = path.join(siteDir, '.cache', 'markdown.json');
    const first = new MarkdownCache(file, siteDir);
    expect(first.memo('inputs A', () => 'text A')).toBe('text A');
    expect(first.memo('inputs A', () => 'other')).toBe('text A');
    first.save();
    const second = new MarkdownCache(file, siteDir);
    expect(second.memo('inputs A', () => 'made again')).toBe('text A');
    expect([second.made, second.reused]).toEqual([0, 1]);
    write('src/a.ts', 'export const a = 2;\n');
    const third = new MarkdownCache(file, siteDir);
    expect(third.memo('inputs A', () => 'made again')).toBe('made again');
  });
});

describe("the Markdown worker thread with the fence's store and jiti", () => {
  write('docs/intro.md', '# Intro\n');
  write('docs/pools.md', '# Pools\n');
  const meta = (id: string, title: string) => ({ id, title, permalink: `/docs/${id}`, source: `@site/docs/${id}.md`, description: `About ${title}.`, draft: false });
  const version = { docs: [meta('intro', 'Intro'), meta('pools', 'Pools')] } as unknown as ReturnType<typeof docsVersion>;
  const sidebar = [
    { type: 'link', href: '/docs/intro', label: 'Intro', docId: 'intro' },
    { type: 'link', href: '/docs/pools', label: 'Pools', docId: 'pools' },
  ] as unknown as PropSidebar;
  const data = fixtureSite();
  const pages = sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });
  const input = { siteUrl: 'https://example.org', siteDir, title: 'T', tagline: 'Tag', docs: docsInReadingOrder(version, sidebar, siteDir), liveValues: new Map(), pages, data };
  const routes = [...input.docs.map((d) => d.permalink), ...Object.values(pages.networks).flatMap((n) => [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers].map((p) => p.path)), ...allV31Pages(pages.v31).map((p) => p.path)];
  const handed = { jiti: path.join(__dirname, '../jiti/leanJiti.cjs'), store: { module: path.join(__dirname, 'markdownCache.ts'), file: path.join(siteDir, '.cache', 'worker.json') } };

  test('the files are those made in one thread; a second build takes every text from the store', async () => {
    const here = path.join(siteDir, 'here');
    writeMarkdownFiles(here, input, routes);
    const first = await new MarkdownWorker({ input, ...handed }).write({ outDir: path.join(siteDir, 'first'), routesPaths: routes });
    expect(filesWithText(path.join(siteDir, 'first'))).toEqual(filesWithText(here));
    // Every file but llms.txt and llms-full.txt (made from the others) goes through the store.
    expect([first.files, first.made, first.reused]).toEqual([filesWithText(here).size, filesWithText(here).size - 2, 0]);
    const second = await new MarkdownWorker({ input, ...handed }).write({ outDir: path.join(siteDir, 'second'), routesPaths: routes });
    expect([second.made, second.reused]).toEqual([0, filesWithText(here).size - 2]);
    expect(filesWithText(path.join(siteDir, 'second'))).toEqual(filesWithText(here));
  }, 60_000);
});
