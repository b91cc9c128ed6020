import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SECTION } from './sections';
import { allSections, type StatePageData } from './page';
import { sitePages, type SitePages } from '../allPages';
import { allV31Pages } from '../v31';
import { lookupIndex } from '../addressIndex';
import { liveValues } from '../../build/plugin/liveValues';
import { NETWORK_IDS } from '../../domain/data/networks';
import type { SiteData } from '../../domain/data/model';
import { ROOT, siteData } from '../../../tests/helpers/data';
import { fixtureSite } from '../../../tests/helpers/fixture';

const real = siteData();
const sites: [string, SiteData][] = [
  ['snapshots', real],
  ['fixture', fixtureSite()],
];
const pagesOf = (data: SiteData) => sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });

/** Every state and tokens page of a site, by kind, and every V3.1 page. */
const statePages = (pages: SitePages): StatePageData[] => [
  ...NETWORK_IDS.flatMap((id) => {
    const n = pages.networks[id];
    return [n.overview, n.priceFeeds, n.governance, n.tokens, ...n.pools, ...n.creditManagers];
  }),
  ...allV31Pages(pages.v31),
];

/** Every id a state or tokens page has: its sections, its charts, its token and price-feed rows. */
function idsOf(page: StatePageData): Set<string> {
  const ids = new Set<string>();
  for (const s of allSections(page.sections)) {
    ids.add(s.id);
    for (const b of s.blocks) {
      if (b.kind === 'chart') ids.add(b.id);
      else if (b.kind === 'feeds') for (const t of b.tokens) ids.add(t.id);
      else if (b.kind === 'tokens') for (const r of b.rows) ids.add(r.id);
    }
  }
  return ids;
}

/** Every string under `value` that looks like a link into a state or tokens page with an anchor. */
function anchoredLinks(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (/^\/(state|tokens)\/[^#\s]*#/.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) anchoredLinks(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) anchoredLinks(v, out);
  return out;
}

/** The links that point at an id their page does not have. */
function dangling(links: Iterable<string>, pages: SitePages): string[] {
  const byPath = new Map(statePages(pages).map((p) => [p.path, idsOf(p)]));
  return [...new Set(links)].filter((link) => {
    const [target = '', anchor = ''] = link.split('#');
    return !byPath.get(target)?.has(anchor);
  });
}

describe('section anchors of the state pages', () => {
  test.each(sites)('every page of a kind has exactly the sections SECTION names for it (%s)', (_, data) => {
    const pages = pagesOf(data);
    let checked = 0;
    for (const page of statePages(pages)) {
      if (page.kind === 'changes' || page.kind === 'v31Changes') continue;
      expect(allSections(page.sections).map((s) => s.id).sort(), page.path).toEqual(Object.values(SECTION[page.kind]).sort());
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(NETWORK_IDS.length * 4);
  });

  test('every link into a state page lands on an id the page has: cells, tokens rows, the lookup, docs citations and docs links', { timeout: 60_000 }, () => {
    const pages = pagesOf(real);
    const fromPages = anchoredLinks(statePages(pages));
    const fromLookup = anchoredLinks(lookupIndex(real).addresses);
    const citing = liveValues(ROOT, path.join(ROOT, 'docs'), { pages, data: real });
    const fromCitations = anchoredLinks(citing.map((f) => Object.values(f.values).map((v) => v.href)));
    const docs = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? docs(path.join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
    const fromDocs = docs(path.join(ROOT, 'docs')).flatMap((f) => readFileSync(f, 'utf8').match(/\/(?:state|tokens)\/[a-z0-9/-]*#[a-z0-9-]+/g) ?? []);
    // Each source links into sections, not only into rows.
    for (const [name, links] of Object.entries({ fromPages, fromLookup, fromCitations, fromDocs })) {
      expect(links.some((l) => Object.values(SECTION).some((s) => Object.values(s).includes(l.split('#')[1] as never))), name).toBe(true);
    }
    expect(dangling([...fromPages, ...fromLookup, ...fromCitations, ...fromDocs], pages)).toEqual([]);
  });

  test('a link to a section no page has is found', () => {
    const pages = pagesOf(real);
    const pool = pages.networks.mainnet.pools[0]?.path ?? '';
    expect(dangling([`${pool}#${SECTION.pool.quotas}`, `${pool}#quota`], pages)).toEqual([`${pool}#quota`]);
  });
});
