/** The registry of cited values against the pages of the real snapshots: page fields exist, computed ones say when a page shows the same name. */
import { describe, expect, test } from 'vitest';
import { siteData } from '../../../tests/helpers/data';
import { NETWORK_IDS } from '../../domain/data/networks';
import { sitePages } from '../allPages';
import { allSections, type StatePageData } from '../state/page';
import { LIVE_VALUE_FIELDS, type LiveValueRegistry } from './registry';

const data = siteData();
const pages = sitePages(data, { addressBookExample: '', siteUrl: 'https://example.org' });

/** A page's field keys, and the columns of its per-token tables (those with a token column). */
function keysOf(page: StatePageData): { fields: Set<string>; columns: Set<string> } {
  const fields = new Set<string>();
  const columns = new Set<string>();
  for (const s of allSections(page.sections)) {
    for (const b of s.blocks) {
      if (b.t === 'fields') for (const f of b.fields) fields.add(f.key);
      if (b.t === 'table' && b.table.columns.some((c) => c.key === 'token')) for (const c of b.table.columns) if (c.key !== undefined && c.key !== 'token') columns.add(c.key);
    }
  }
  return { fields, columns };
}

describe.each([
  ['creditManager', NETWORK_IDS.flatMap((n) => pages.networks[n].creditManagers)],
  ['pool', NETWORK_IDS.flatMap((n) => pages.networks[n].pools)],
] as const)('%s fields', (kind, kindPages) => {
  const entries: LiveValueRegistry[typeof kind] = LIVE_VALUE_FIELDS[kind];
  const keys = kindPages.map(keysOf);

  test('every page field the registry names is on every page of the kind, per token where the page has it per token', () => {
    expect(kindPages.length).toBeGreaterThan(0);
    for (const [name, entry] of Object.entries(entries)) {
      if (entry.source !== 'page') continue;
      for (const k of keys) expect(entry.perToken ? k.columns : k.fields, name).toContain(name);
    }
  });

  test('every field the pages show is citable; a computed value under a page field\u2019s name is marked as cited instead of it', () => {
    const shown = new Set(keys.flatMap((k) => [...k.fields, ...k.columns]));
    for (const name of shown) {
      const entry = entries[name];
      expect(entry, `${name} is on the ${kind} pages but not in the registry`).toBeDefined();
      if (entry?.source === 'computed') expect(entry.insteadOfPageField, name).toBe(true);
    }
    for (const [name, entry] of Object.entries(entries)) if (entry.insteadOfPageField) expect(shown, name).toContain(name);
  });
});
