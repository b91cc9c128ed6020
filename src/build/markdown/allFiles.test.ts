import { abiFiles, abiIndex } from '../../pageData/abiFiles';
import { ABI_DIR, ABI_INDEX_FILE } from '../../domain/data/paths';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { liveValues } from '../plugin/liveValues';
import { sitePages } from '../../pageData/allPages';
import { NETWORK_IDS } from '../../domain/data/networks';
import { formatUtc, groupDigits } from '../../domain/data/format';
import { markdownSite, type MarkdownSiteInput, type Memo, type SiteDoc } from './allFiles';
import { allV31Pages } from '../../pageData/v31';
import { coverage } from '../../pageData/coverage';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { parseLlmsTxt } from '../../../tests/helpers/llmsTxt';

const SITE = 'https://example.org';
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'markdown-site-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const data = fixtureSite();
const pages = sitePages(data, { addressBookExample: '', siteUrl: SITE });

function doc(name: string, text: string, section: string, description: string): SiteDoc {
  const file = path.join(siteDir, 'docs', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { file, text, permalink: `/docs/${name.replace(/\.mdx?$/, '')}`, title: path.basename(name).replace(/\.mdx?$/, ''), description, section };
}

function input(docs: SiteDoc[]): MarkdownSiteInput {
  const values = new Map(liveValues(siteDir, path.join(siteDir, 'docs'), { pages, data }).map((f) => [f.file, f.values]));
  return { siteUrl: SITE, siteDir, title: 'Gearbox for developers', tagline: 'Deployed contracts and documentation', docs, liveValues: values, pages, data };
}

const docs = [
  doc('intro.md', '# Introduction\n\nMax debt <LiveParam network="mainnet" creditManager="Test USDC Tier 1" field="maxDebt" />.\n', '', 'What this is.'),
  doc('pools/quotas.mdx', '---\ntitle: Quotas\n---\n\nQuotas cost interest.\n', 'Pools', 'Why quotas exist,\nin two lines.'),
];

describe('every Markdown file of the site', () => {
  const files = [...markdownSite(input(docs))];
  const byPath = new Map(files.map((f) => [f.path, f.text]));

  test('each docs page, each address book, each state page, llms.txt and llms-full.txt', () => {
    const statePaths = NETWORK_IDS.flatMap((id) => {
      const n = pages.networks[id];
      return [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers].map((p) => `${p.path}.md`);
    });
    // Every V3.1 page has its Markdown version too: the map, 16 networks, the curators with markets, markets, credit suites.
    statePaths.push(...allV31Pages(pages.v31).map((p) => `${p.path}.md`));
    expect(statePaths).toContain('/v3.1.md');
    expect(statePaths).toContain('/v3.1/mainnet/curators/kpk.md');
    // Each V3.1 network's address book (src/pageData/v31/addressBook.ts), named apart from the V3.0 ones.
    const v31Books = pages.v31.networks.map((n) => `/addresses/v3.1-${n.path.split('/').pop() ?? ''}.md`);
    expect(v31Books).toContain('/addresses/v3.1-mainnet.md');
    expect(files.map((f) => f.path).sort()).toEqual(
      ['/docs/intro.md', '/docs/pools/quotas.md', '/addresses/mainnet.md', '/addresses/arbitrum.md', '/addresses/optimism.md', '/addresses/mainnet-v2-v1.md', ...v31Books, ...statePaths, '/llms.txt', '/llms-full.txt'].sort(),
    );
    expect(byPath.get('/docs/intro.md')).toContain('Max debt [1,000,000 USDC](https://example.org/state/mainnet/credit-managers/test-usdc-tier-1#debt');
  });

  test('llms.txt: the llmstxt format, the coverage statement, a one-line description per link, every link a file here', () => {
    const text = byPath.get('/llms.txt') ?? '';
    const abiPaths = new Set(abiFiles().map((f) => f.path));
    const llms = parseLlmsTxt(text);
    expect(llms.title).toBe('Gearbox for developers');
    expect(llms.summary).toMatch(/^Deployed contracts and documentation\. Contract addresses and parameters per network are read from on-chain snapshots/);
    // The coverage statement is the one /addresses/index.json carries (src/pageData/coverage.ts), in its parts.
    const cover = coverage(data);
    expect(text).toContain(cover.parts.lead);
    for (const line of cover.parts.networks) expect(text).toContain(`- ${line}\n`);
    for (const id of NETWORK_IDS) expect(text).toContain(`at block ${groupDigits(data.networks[id].block)}, ${formatUtc(data.networks[id].timestamp)}`);
    expect(text).toContain(`Not covered: ${cover.notCovered.join('; ')}.`);
    expect(llms.sections.map((s) => s.title)).toEqual(['Documentation', 'Pools', 'Deployed contracts', 'Contract ABIs', 'Protocol state: Ethereum Mainnet', 'Protocol state: Arbitrum One', 'Protocol state: OP Mainnet', 'Gearbox V3.1', 'Optional']);
    expect(llms.sections[7]?.links.length).toBe(allV31Pages(pages.v31).length);
    expect(text).toContain(cover.parts.v31);
    expect(llms.sections[1]?.links).toEqual([{ name: 'quotas', url: 'https://example.org/docs/pools/quotas.md', description: 'Why quotas exist, in two lines.' }]);
    const pool = pages.networks.mainnet.pools[0]!;
    expect(llms.sections[4]?.links).toContainEqual({ name: pool.title, url: `https://example.org${pool.path}.md`, description: pool.description });
    for (const s of llms.sections)
      for (const l of s.links) {
        expect(l.description, l.url).toBeTruthy();
        const p = l.url.replace(SITE, '');
        // Markdown files are made here; the address books as data and code, and the ABIs, by staticFiles.ts.
        if (/\.(md|txt)$/.test(p)) expect(byPath.has(p), p).toBe(true);
        else if (p.startsWith(`${ABI_DIR}/`)) expect(abiPaths.has(p), p).toBe(true);
        else expect(p).toMatch(/^\/addresses\/[a-z0-9.-]+\.(json|csv|ts|sol)$/);
      }
    // Every published ABI, once, after the index.
    const abiLinks = llms.sections[3]?.links.map((l) => l.url.replace(SITE, ''));
    expect(abiLinks).toEqual([ABI_INDEX_FILE, ...abiIndex().abis.map((a) => a.json)]);
  });

  test('llms-full.txt: every docs page in reading order, each with its URL under its title', () => {
    const full = byPath.get('/llms-full.txt') ?? '';
    expect(full.startsWith('# Gearbox for developers: documentation\n')).toBe(true);
    const intro = full.indexOf('# Introduction\n\nPage: <https://example.org/docs/intro>\n');
    const quotas = full.indexOf('# quotas\n\nPage: <https://example.org/docs/pools/quotas>\n\nQuotas cost interest.\n');
    expect(intro).toBeGreaterThan(0);
    expect(quotas).toBeGreaterThan(intro);
  });

  test('a file is made again only when its inputs change', () => {
    const kept = new Map<string, string>();
    let made = 0;
    const memo: Memo = (inputs, make) => {
      if (!kept.has(inputs)) {
        made += 1;
        kept.set(inputs, make());
      }
      return kept.get(inputs) as string;
    };
    const first = [...markdownSite(input(docs), memo)];
    expect(made).toBe(first.length - 2); // llms.txt and llms-full.txt are always made
    made = 0;
    const changed = [docs[0]!, doc('pools/quotas.mdx', '---\ntitle: Quotas\n---\n\nQuotas cost more.\n', 'Pools', 'Why.')];
    const second = [...markdownSite(input(changed), memo)];
    expect(made).toBe(1);
    expect(second.find((f) => f.path === '/docs/pools/quotas.md')?.text).toBe('# quotas\n\nQuotas cost more.\n');
  });
});
