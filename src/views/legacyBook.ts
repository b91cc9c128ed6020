/**
 * The Mainnet V2/V1 tab: the legacy list shaped into headed sections with
 * stable anchors. Every entry links to its explorer /address/ page, like every
 * other address on the site (the list's two `sourceLink`s pointed at the #code
 * and /token/ views of the same addresses).
 */
import { isLegacyGroup, type Address, type LegacyItem, type LegacyList } from '../data/model';
import { slugify } from '../data/labels';

export interface LegacyRow {
  label: string;
  address: Address;
}
export interface LegacyBlock {
  /** Null for the entries listed directly under a (sub)section. */
  group: string | null;
  rows: LegacyRow[];
}
export interface LegacySubsection {
  id: string;
  title: string;
  blocks: LegacyBlock[];
}
export interface LegacySection extends LegacySubsection {
  subsections: LegacySubsection[];
}

function blocks(items: LegacyItem[]): LegacyBlock[] {
  const out: LegacyBlock[] = [];
  let loose: LegacyRow[] = [];
  const flush = () => {
    if (loose.length > 0) out.push({ group: null, rows: loose });
    loose = [];
  };
  for (const item of items) {
    if (isLegacyGroup(item)) {
      flush();
      out.push({
        group: item.label,
        rows: item.entries.map((e) => ({ label: e.label, address: e.address })),
      });
    } else {
      loose.push({ label: item.label, address: item.address });
    }
  }
  flush();
  return out;
}

export function legacyBook(list: LegacyList): LegacySection[] {
  return list.sections.map((s) => {
    const id = `legacy-${slugify(s.title)}`;
    return {
      id,
      title: s.title,
      blocks: blocks(s.items),
      subsections: s.subsections.map((ss) => ({ id: `${id}-${slugify(ss.title)}`, title: ss.title, blocks: blocks(ss.items) })),
    };
  });
}

export function legacyRowCount(sections: LegacySection[]): number {
  const count = (bs: LegacyBlock[]) => bs.reduce((n, b) => n + b.rows.length, 0);
  return sections.reduce((n, s) => n + count(s.blocks) + s.subsections.reduce((m, ss) => m + count(ss.blocks), 0), 0);
}
