import { describe, expect, test } from 'vitest';
import { legacyBook, legacyRowCount } from '../../src/views/legacyBook';
import { siteData } from '../helpers/data';

describe('legacyBook', () => {
  const sections = legacyBook(siteData().legacy);

  test('all 259 legacy addresses are listed', () => {
    expect(legacyRowCount(sections)).toBe(259);
  });

  test('sections and sub-sections in file order', () => {
    expect(sections.map((s) => s.title)).toEqual([
      'Core', 'Governance', 'DAI Credit Contracts', 'Pool USDC', 'Pool WETH', 'Pool WBTC', 'Pool wstETH', 'Pool FRAX',
    ]);
    expect(sections[2]?.subsections.map((s) => s.title)).toEqual(['V2.1', 'V2 (Deprecated)', 'V1 (Deprecated)']);
    expect(sections[7]?.subsections.map((s) => s.title)).toEqual(['V2.1', 'V2 (Deprecated)']);
  });

  test('adapter groups stay groups', () => {
    const v21 = sections[3]?.subsections[0];
    const groups = v21?.blocks.filter((b) => b.group !== null).map((b) => b.group);
    expect(groups).toEqual(['Adapters']);
    expect(v21?.blocks.find((b) => b.group === 'Adapters')?.rows).toHaveLength(27);
  });

  test('anchors are unique', () => {
    const ids = sections.flatMap((s) => [s.id, ...s.subsections.map((ss) => ss.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
