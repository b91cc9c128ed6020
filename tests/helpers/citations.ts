/** Resolving a `<LiveParam>` element's attributes the way the build does, for tests. */
import type { SiteData } from '../../src/domain/data/model';
import { parseCitation, resolveCitation, type LiveValue } from '../../src/pageData/citations';
import { sitePages, type SitePages } from '../../src/pageData/allPages';

const pagesOf = new WeakMap<SiteData, SitePages>();

/** The value an element with these attributes shows, resolved from `data` (pages computed once per data). */
export function citedValue(data: SiteData, attrs: Record<string, string>): LiveValue {
  let pages = pagesOf.get(data);
  if (!pages) {
    pages = sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });
    pagesOf.set(data, pages);
  }
  return resolveCitation({ pages, data }, parseCitation(attrs));
}
