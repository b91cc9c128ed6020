/**
 * Theme components the site replaces with nothing (src/theme/DocVersionBanner, DocVersionBadge, LastUpdated,
 * ContentVisibility, AnnouncementBar, TagsListInline; DocItem/Footer keeps only its edit link; NavbarItem/ComponentTypes
 * keeps only the item types the navbar has) because
 * theme-classic would draw nothing with this site's settings: the settings that make that true still hold.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import config from '../../docusaurus.config';

import { ROOT as siteDir } from '../../tests/helpers/data';

const docsOptions = (): Record<string, unknown> => {
  const classic = config.presets?.find((p) => Array.isArray(p) && p[0] === 'classic') as [string, { docs?: Record<string, unknown> }] | undefined;
  const docs = classic?.[1].docs;
  if (!docs) throw new Error('docusaurus.config.ts has no classic preset with docs options');
  return docs;
};

describe('theme components replaced by nothing', () => {
  test('one docs version (no banner, no badge): no versions.json, no version options', () => {
    expect(existsSync(path.join(siteDir, 'versions.json'))).toBe(false);
    const docs = docsOptions();
    for (const key of ['versions', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'disableVersioning']) expect(docs[key], key).toBeUndefined();
    for (const name of ['DocVersionBanner', 'DocVersionBadge']) expect(existsSync(path.join(siteDir, 'src/theme', name, 'index.tsx'))).toBe(true);
  });

  test('no draft or unlisted docs page (no visibility banner): no front matter says draft or unlisted', () => {
    expect(existsSync(path.join(siteDir, 'src/theme/ContentVisibility/index.tsx'))).toBe(true);
    const pages = readdirSync(path.join(siteDir, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(siteDir, 'docs', page), 'utf8'))?.[1] ?? '';
      expect(frontMatter, page).not.toMatch(/^(draft|unlisted):/m);
    }
  });

  test('no tags on any docs page (no tags list in the footer): no front matter names tags, no tags file', () => {
    expect(existsSync(path.join(siteDir, 'src/theme/TagsListInline/index.tsx'))).toBe(true);
    const docsDir = path.join(siteDir, 'docs');
    const files = readdirSync(docsDir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /(^|\/)tags\.ya?ml$/.test(f))).toEqual([]);
    for (const page of files.filter((f) => /\.mdx?$/.test(f))) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(docsDir, page), 'utf8'))?.[1] ?? '';
      expect(frontMatter, page).not.toMatch(/^tags:/m);
    }
  });

  test('no announcement bar: the theme config sets none', () => {
    expect(existsSync(path.join(siteDir, 'src/theme/AnnouncementBar/index.tsx'))).toBe(true);
    expect((config.themeConfig as Record<string, unknown> | undefined)?.announcementBar).toBeUndefined();
  });

  test('no last-updated line: neither the time nor the author is shown', () => {
    const docs = docsOptions();
    expect(docs.showLastUpdateTime).toBe(false);
    expect(docs.showLastUpdateAuthor ?? false).toBe(false);
  });

  test('the docs page footer is only its edit link: no tags and no last-updated line (above), an editUrl', () => {
    expect(existsSync(path.join(siteDir, 'src/theme/DocItem/Footer/index.tsx'))).toBe(true);
    const docs = docsOptions();
    expect(typeof docs.editUrl).toBe('string');
  });

  test('the navbar item types kept (src/theme/NavbarItem/ComponentTypes.tsx) are the types of every navbar item of the config', () => {
    const source = readFileSync(path.join(siteDir, 'src/theme/NavbarItem/ComponentTypes.tsx'), 'utf8');
    const kept = [...(/const ComponentTypes = \{([^}]*)\}/.exec(source)?.[1] ?? '').matchAll(/(\w+):/g)].map((m) => m[1]);
    expect(kept.sort()).toEqual(['default', 'docSidebar']);
    const items = ((config.themeConfig as { navbar?: { items?: Record<string, unknown>[] } } | undefined)?.navbar?.items ?? []) as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(3);
    // The theme's reading of an item's type: none, or `default`, is a dropdown if it has `items`.
    const typeOf = (item: Record<string, unknown>) => (!item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : String(item.type));
    for (const item of items) expect(kept, JSON.stringify(item)).toContain(typeOf(item));
  });
});
