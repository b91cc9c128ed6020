/**
 * Every page's data (src/pageData/allPages.ts), computed once per load of the site data: the data plugin makes its
 * routes and the docs' live values from it, and another plugin that needs the pages (after the data plugin's
 * contentLoaded) gets the same object.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { SiteData } from '../../domain/data/model';
import { ADDRESS_BOOK_EXAMPLE } from '../../pageData/deployedContractsPage';
import { sitePages, type SitePages } from '../../pageData/allPages';

const computed = new WeakMap<SiteData, SitePages>();

export function sitePagesOf(context: Pick<LoadContext, 'siteDir' | 'siteConfig'>, data: SiteData): SitePages {
  let pages = computed.get(data);
  if (!pages) {
    const addressBookExample = readFileSync(path.join(context.siteDir, ADDRESS_BOOK_EXAMPLE), 'utf8').trimEnd();
    pages = sitePages(data, { addressBookExample, siteUrl: context.siteConfig.url });
    computed.set(data, pages);
  }
  return pages;
}
