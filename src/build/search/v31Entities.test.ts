/**
 * What the search knows of the V3.1 pages, from the V3.1 books: each market, credit suite and curator page is about
 * its name (after every V3.0 place), and every section a book row links to is titled with its table and network.
 */
import { describe, expect, test } from 'vitest';
import { siteData } from '../../../tests/helpers/data';
import { v31AddressBooks } from '../../pageData/v31/addressBook';
import { entityAnnotations, PRIORITY } from './entities';

describe('search entities of Gearbox V3.1', () => {
  const site = siteData();
  const entities = entityAnnotations(site);
  const books = v31AddressBooks(site.v31);

  test('every section a V3.1 address is shown in is titled with its table and network', () => {
    let anchors = 0;
    for (const book of books) {
      for (const t of book.tables) {
        for (const r of t.rows) {
          const [url = r.href, id] = r.href.split('#');
          if (!id) continue;
          const a = entities.get(url)?.anchors?.get(id);
          expect(a?.title, r.href).toMatch(new RegExp(` · Gearbox V3\\.1 on ${book.network.name}$`));
          anchors++;
        }
      }
    }
    expect(anchors).toBeGreaterThan(500);
  });

  test('markets, credit suites and curators with markets are found by name, after every V3.0 place', () => {
    const mainnet = books.find((b) => b.network.slug === 'mainnet');
    const own = mainnet?.tables.filter((t) => t.kind === 'market' || t.kind === 'creditSuite' || (t.kind === 'curator' && t.rows.length > 1)) ?? [];
    expect(own.length).toBeGreaterThan(30);
    for (const t of own) {
      const p = t.subject ? entities.get(t.subject.path) : undefined;
      expect(p?.names, t.title).toContain(t.subject?.name);
      expect(p?.priority).toBe(PRIORITY.v31Page);
    }
    // V3.0 places keep their ranks, every one before the V3.1 pages.
    const v30 = [...entities.entries()].filter(([url]) => !url.startsWith('/v3.1')).map(([, p]) => p.priority ?? 0);
    expect(Math.max(...v30)).toBeLessThan(PRIORITY.v31Page);
  });

  test('row labels are not made exact names: a curator without a market has no page and no name', () => {
    const names = new Set([...entities.values()].flatMap((p) => [...(p.names ?? []), ...[...(p.anchors?.values() ?? [])].flatMap((a) => a.names)]));
    expect(names.has('Bot list')).toBe(false);
    expect(names.has('Address provider')).toBe(false);
    const unheld = books.flatMap((b) => b.tables.filter((t) => t.kind === 'curator' && t.rows.length === 1));
    expect(unheld.length).toBeGreaterThan(0);
    for (const t of unheld) expect(t.subject?.path).toMatch(/#curators$/);
  });
});
