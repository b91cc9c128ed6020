/**
 * The Mainnet V2/V1 tab: the legacy list shaped into headed sections with
 * stable anchors. Every entry links to its explorer /address/ page, like every
 * other address on the site (the list's two `sourceLink`s pointed at the #code
 * and /token/ views of the same addresses).
 */
import { isLegacyGroup, type Address, type LegacyItem, type LegacyList } from '../domain/data/model';
import { LEGACY } from '../domain/data/networks';
import { homeAnchor } from '../domain/data/paths';

export interface LegacyRow {
  label: string;
  address: Address;
}
export interface LegacyBlock {
  /** A group's heading anchor; for the entries listed directly under a (sub)section, `{part id}-contracts`. */
  id: string;
  /** The group's title; null for the entries listed directly under a (sub)section. */
  group: string | null;
  /** Where the block sits: "Pool USDC / V2.1 / Adapters". */
  trail: string;
  rows: LegacyRow[];
  /** Where the data leaves the rows out: how many there are (deployedContracts/visibility.ts, rowCount). */
  size?: number;
}
export interface LegacySubsection {
  id: string;
  title: string;
  blocks: LegacyBlock[];
}
export interface LegacySection extends LegacySubsection {
  subsections: LegacySubsection[];
}

function blocks(items: LegacyItem[], partId: string, titles: string[]): LegacyBlock[] {
  const out: LegacyBlock[] = [];
  let loose: LegacyRow[] = [];
  const flush = () => {
    if (loose.length > 0) out.push({ id: `${partId}-contracts`, group: null, trail: titles.join(' / '), rows: loose });
    loose = [];
  };
  for (const item of items) {
    if (isLegacyGroup(item)) {
      flush();
      out.push({
        id: homeAnchor(partId, item.label),
        group: item.label,
        trail: [...titles, item.label].join(' / '),
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
    const id = homeAnchor(LEGACY.anchorPrefix, s.title);
    return {
      id,
      title: s.title,
      blocks: blocks(s.items, id, [s.title]),
      subsections: s.subsections.map((ss) => {
        const subId = homeAnchor(id, ss.title);
        return { id: subId, title: ss.title, blocks: blocks(ss.items, subId, [s.title, ss.title]) };
      }),
    };
  });
}

// Every block of the list with its (sub)section, in page order: in a module of its own, which the browser loads
// without this one's imports (the network list and viem).
import { legacyParts } from './legacyTableParts';
export { legacyParts };

export function legacyRowCount(sections: readonly LegacySection[]): number {
  return legacyParts(sections).reduce((n, part) => n + part.blocks.reduce((m, b) => m + b.rows.length, 0), 0);
}
