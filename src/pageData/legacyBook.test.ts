import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { legacyBook, legacyParts, legacyRowCount } from './legacyBook';
import { LEGACY } from '../domain/data/networks';
import { DIRS, siteData } from '../../tests/helpers/data';
import { fixtureSite } from '../../tests/helpers/fixture';

describe('legacyBook (fixture)', () => {
  const sections = legacyBook(fixtureSite().legacy);

  test('sections, sub-sections and groups with anchors and the trail of each block', () => {
    expect(sections.map((s) => [s.id, s.title, s.subsections.map((ss) => ss.id)])).toEqual([
      ['legacy-core', 'Core', []],
      ['legacy-pool-usdc', 'Pool USDC', ['legacy-pool-usdc-v2-1']],
    ]);
    const v21 = sections[1]?.subsections[0];
    expect(v21?.blocks.map((b) => [b.id, b.group, b.trail, b.rows.map((r) => r.label)])).toEqual([
      ['legacy-pool-usdc-v2-1-contracts', null, 'Pool USDC / V2.1', ['Pool']],
      ['legacy-pool-usdc-v2-1-adapters', 'Adapters', 'Pool USDC / V2.1 / Adapters', ['Curve']],
    ]);
    expect(legacyParts(sections).map((p) => p.id)).toEqual(['legacy-core', 'legacy-pool-usdc', 'legacy-pool-usdc-v2-1']);
    expect(legacyRowCount(sections)).toBe(3);
  });
});

describe('legacyBook (the legacy list)', () => {
  const sections = legacyBook(siteData().legacy);
  const raw = JSON.parse(readFileSync(path.join(DIRS.dataDir, LEGACY.file), 'utf8')) as {
    sections: { title: string; entries: { entries?: unknown[] }[]; subsections: { title: string; entries: { entries?: unknown[] }[] }[] }[];
  };
  const count = (entries: { entries?: unknown[] }[]) => entries.reduce((n, e) => n + (e.entries ? e.entries.length : 1), 0);

  test('every address of the file is listed, sections and sub-sections in file order', () => {
    expect(legacyRowCount(sections)).toBe(raw.sections.reduce((n, s) => n + count(s.entries) + s.subsections.reduce((m, ss) => m + count(ss.entries), 0), 0));
    expect(sections.map((s) => s.title)).toEqual(raw.sections.map((s) => s.title));
    expect(sections.map((s) => s.subsections.map((ss) => ss.title))).toEqual(raw.sections.map((s) => s.subsections.map((ss) => ss.title)));
  });

  test('anchors are unique', () => {
    const ids = legacyParts(sections).flatMap((p) => [p.id, ...p.blocks.filter((b) => b.group).map((b) => b.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
