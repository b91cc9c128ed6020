import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { afterAll, describe, expect, test } from 'vitest';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import { docsInReadingOrder, errorFromWorker, MarkdownWorker, type WorkerReply } from './markdownFiles';
import { postedError, serveMarkdown, writeMarkdownFiles } from './markdownMake';
import type { docsVersion } from './docusaurusInternals';
import { DataError } from '../../domain/data/errors';
import { DocsError, InputError } from '../../domain/errors';
import { sitePages } from '../../pageData/allPages';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { allV31Pages } from '../../pageData/v31';
import { filesWithText } from '../../../tests/helpers/files';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'markdown-files-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
  writeFileSync(path.join(siteDir, name), text);
};
write('docs/intro.md', '# Intro\n');
write('docs/pools.md', '# Pools\n');
write('docs/pools/quotas.mdx', '# Quotas\n');
write('docs/loose.md', '# Loose\n');
write('docs/draft.md', '# Draft\n');

const meta = (id: string, title: string, extra: object = {}) => ({ id, title, permalink: `/docs/${id}`, source: `@site/docs/${id}.${id === 'pools/quotas' ? 'mdx' : 'md'}`, description: `About ${title}.`, draft: false, ...extra });
const version = { docs: [meta('loose', 'Loose'), meta('pools/quotas', 'Quotas'), meta('intro', 'Intro'), meta('pools', 'Pools'), meta('draft', 'Draft', { draft: true })] } as unknown as ReturnType<typeof docsVersion>;
const sidebar = [
  { type: 'link', href: '/docs/intro', label: 'Intro', docId: 'intro' },
  { type: 'category', label: 'Pools', href: '/docs/pools', collapsed: true, collapsible: true, items: [{ type: 'link', href: '/docs/pools/quotas', label: 'Quotas', docId: 'pools/quotas' }] },
  { type: 'link', href: '/', label: 'Deployed contracts' },
] as unknown as PropSidebar;

describe('the docs pages as the Markdown files take them', () => {
  test('in the sidebar order with their top-level section; pages outside the sidebar after, drafts never', () => {
    const docs = docsInReadingOrder(version, sidebar, siteDir);
    expect(docs.map((d) => [d.permalink, d.section, d.title, d.description])).toEqual([
      ['/docs/intro', '', 'Intro', 'About Intro.'],
      ['/docs/pools', 'Pools', 'Pools', 'About Pools.'],
      ['/docs/pools/quotas', 'Pools', 'Quotas', 'About Quotas.'],
      ['/docs/loose', '', 'Loose', 'About Loose.'],
    ]);
    expect(docs[2]?.file).toBe(path.join(siteDir, 'docs/pools/quotas.mdx'));
    expect(docs[2]?.text).toBe('# Quotas\n');
  });
});

describe('writing the files', () => {
  const data = fixtureSite();
  const pages = sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });
  const input = { siteUrl: 'https://example.org', siteDir, title: 'T', tagline: 'Tag', docs: docsInReadingOrder(version, sidebar, siteDir), liveValues: new Map(), pages, data };
  const routes = [...input.docs.map((d) => d.permalink), ...Object.values(pages.networks).flatMap((n) => [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers].map((p) => p.path)), ...allV31Pages(pages.v31).map((p) => p.path)];

  test('every file lands at its path in the build', () => {
    const outDir = path.join(siteDir, 'build');
    const written = writeMarkdownFiles(outDir, input, routes);
    // The address books as Markdown: 4 of V3.0 and one per V3.1 network.
    expect(written.files).toBe(4 + 4 + pages.v31.networks.length + routes.length - 4 + 2);
    expect(existsSync(path.join(outDir, 'addresses/v3.1-mainnet.md'))).toBe(true);
    expect(readFileSync(path.join(outDir, 'docs/pools/quotas.md'), 'utf8')).toBe('# Quotas\n');
    for (const p of ['llms.txt', 'llms-full.txt', 'addresses/mainnet-v2-v1.md', 'state/mainnet/pools/test-usdc-v3.md']) expect(existsSync(path.join(outDir, p)), p).toBe(true);
  });

  test('a page without a route of its path stops the build', () => {
    expect(() => writeMarkdownFiles(path.join(siteDir, 'build2'), input, routes.filter((r) => r !== '/docs/loose'))).toThrow('Markdown versions of pages the site does not have: /docs/loose.md');
  });
});

describe('the Markdown made in a worker thread, as the build makes it', () => {
  const data = fixtureSite();
  const pages = sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });
  const input = { siteUrl: 'https://example.org', siteDir, title: 'T', tagline: 'Tag', docs: docsInReadingOrder(version, sidebar, siteDir), liveValues: new Map(), pages, data };
  const routes = [...input.docs.map((d) => d.permalink), ...Object.values(pages.networks).flatMap((n) => [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers].map((p) => p.path)), ...allV31Pages(pages.v31).map((p) => p.path)];

  const served = async (outDir: string): Promise<WorkerReply> => {
    const { port1, port2 } = new MessageChannel();
    serveMarkdown(port2, { input });
    const reply = new Promise<WorkerReply>((resolve) => port1.once('message', resolve));
    port1.postMessage({ outDir, routesPaths: routes });
    const got = await reply;
    port1.close();
    return got;
  };

  test('serveMarkdown makes the files at once and writes them when asked: the same files as in one thread, each made', async () => {
    const here = path.join(siteDir, 'serve-here');
    writeMarkdownFiles(here, input, routes);
    const first = await served(path.join(siteDir, 'serve-port'));
    if (!('report' in first)) throw new Error(first.error.message);
    expect(filesWithText(path.join(siteDir, 'serve-port'))).toEqual(filesWithText(here));
    // Every file but llms.txt and llms-full.txt (made from the others) is made through the store, which keeps none.
    expect([first.report.files, first.report.made, first.report.reused]).toEqual([filesWithText(here).size, filesWithText(here).size - 2, 0]);
    expect(first.report.seconds).toBeGreaterThan(0);
  }, 60_000);

  test('a real worker thread (loaded through jiti, as in the build) writes byte-identical files', async () => {
    const here = path.join(siteDir, 'worker-here');
    writeMarkdownFiles(here, input, routes);
    const report = await new MarkdownWorker({ input }).write({ outDir: path.join(siteDir, 'worker-there'), routesPaths: routes });
    expect(filesWithText(path.join(siteDir, 'worker-there'))).toEqual(filesWithText(here));
    expect(report.files).toBe(filesWithText(here).size);
  }, 60_000);

  test("the worker's error stops the build with its message", async () => {
    const worker = new MarkdownWorker({ input });
    await expect(worker.write({ outDir: path.join(siteDir, 'worker-orphan'), routesPaths: routes.filter((r) => r !== '/docs/loose') })).rejects.toThrow('Markdown versions of pages the site does not have: /docs/loose.md');
  }, 60_000);

  test("a docs page's error in the worker comes back an InputError: its name, message, hint and place", async () => {
    const docs = [...input.docs, { ...input.docs[0]!, permalink: '/docs/broken', file: path.join(siteDir, 'docs/broken.md'), text: '# Broken\n\n[x](./missing.md)\n' }];
    const worker = new MarkdownWorker({ input: { ...input, docs } });
    const error = await worker.write({ outDir: path.join(siteDir, 'worker-broken'), routesPaths: [...routes, '/docs/broken'] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InputError);
    expect(error).not.toBeInstanceOf(DocsError); // a revived InputError, under the DocsError's name
    const e = error as InputError;
    expect([e.name, e.message, e.file, e.where]).toEqual(['DocsError', 'docs/broken.md: the link "./missing.md" names no docs file', 'docs/broken.md', './missing.md']);
    expect(e.hint).toBe(new DocsError('').hint);
  }, 60_000);

  test('an error crosses threads with its name, message and stack; an input error with its context too', () => {
    const error = new TypeError('x is undefined');
    const back = errorFromWorker(structuredClone(postedError(error)));
    expect([back.name, back.message, back.stack]).toEqual([error.name, error.message, error.stack]);
    expect(back).not.toBeInstanceOf(InputError);
    expect(errorFromWorker(postedError('not an Error')).message).toBe('not an Error');

    const data = new DataError('snapshots/mainnet.json', '$.pools[0]', 'an address', '"0x12"');
    const input = errorFromWorker(structuredClone(postedError(data)));
    expect(input).toBeInstanceOf(InputError);
    expect([input.name, input.message, input.stack]).toEqual([data.name, data.message, data.stack]);
    expect([(input as InputError).hint, (input as InputError).file, (input as InputError).where]).toEqual([data.hint, 'snapshots/mainnet.json', '$.pools[0]']);
  });
});
