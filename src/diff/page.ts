/**
 * The site's side of a comparison: the "Changes since block N" page of a
 * network, the links to it, and the `previous` section of the address book
 * index. Pure; made from the same diff as `npm run diff`.
 */
import type { NetworkSnapshot } from '../data/model';
import { NETWORK_IDS, explorerBlockUrl } from '../data/networks';
import { groupDigits } from '../data/format';
import { slugify } from '../data/labels';
import { num, text, type AddrCell, type Cell, type SnapshotMeta } from '../views/state/cells';
import { directory } from '../views/state/directory';
import { snapshotMeta } from '../views/state/meta';
import { changesPath, creditManagerPath, governancePath, poolPath, priceFeedsPath } from '../views/state/paths';
import { diffNetwork } from './compare';
import type { Change, Part, Place, Ref, Value } from './model';
import { addressBookCounts } from './rows';
import type { Snapshots } from './load';
import { CHANGE_WORDS, NOT_SET, changeSubject, placeTitle, roleText } from './words';

export interface ChangesSection {
  id: string;
  title: string;
  /** The place's state page, when the new snapshot has it. */
  href?: string;
  /** Pools and credit managers: the contract, linked to the explorer. */
  contract?: AddrCell;
  /** One row per change: what, change, before, after. */
  rows: Cell[][];
}

export interface ChangesPageData {
  meta: SnapshotMeta;
  title: string;
  path: string;
  previous: { block: number; blockUrl: string; time: string };
  count: number;
  columns: string[];
  sections: ChangesSection[];
}

export const CHANGES_COLUMNS = ['What', 'Change', 'Before', 'After'];

/** "Changes since block 20,263,808": the page's title and the links' text. */
export const changesTitle = (before: NetworkSnapshot) => `Changes since block ${groupDigits(before.block)}`;

export function changesLink(before: NetworkSnapshot, after: NetworkSnapshot): { label: string; href: string } {
  return { label: changesTitle(before), href: changesPath(after.network.id) };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function placeHref(after: NetworkSnapshot, place: Place): string | undefined {
  const net = after.network.id;
  switch (place.type) {
    case 'core':
      return governancePath(net);
    case 'priceOracle':
      return priceFeedsPath(net);
    case 'pool':
      return after.pools.some((p) => p.address === place.address) ? poolPath(net, place.name) : undefined;
    case 'creditManager':
      return after.creditManagers.some((c) => c.address === place.address) ? creditManagerPath(net, place.name) : undefined;
  }
}

export function changesPage(before: NetworkSnapshot, after: NetworkSnapshot): ChangesPageData {
  const diff = diffNetwork(before, after);
  const dir = directory(after);
  // Addresses link to the explorer, and to a page of this site while the new snapshot has one.
  const addr = (r: Ref): AddrCell => dir.cell(r.address, r.label);
  const absent = text('not present');
  const value = (v: Value | null): Cell => (v ? num(v.text, v.raw) : text(NOT_SET));
  const word = (c: Change) => text(CHANGE_WORDS[c.kind]);
  const partRows = (parts: Part[] | undefined, kind: 'added' | 'removed'): Cell[][] =>
    (parts ?? []).map((p) => [text(capital(roleText(p.role, p.subject))), text(CHANGE_WORDS[kind]), kind === 'added' ? absent : addr(p.contract), kind === 'added' ? addr(p.contract) : absent]);

  const rowsOf = (c: Change): Cell[][] => {
    const what = text(capital(changeSubject(c)));
    switch (c.kind) {
      case 'added':
        return [[what, word(c), absent, addr(c.contract)], ...partRows(c.parts, 'added')];
      case 'removed':
        return [[what, word(c), addr(c.contract), absent], ...partRows(c.parts, 'removed')];
      case 'replaced':
        return [[what, word(c), addr(c.old), addr(c.new)], ...partRows(c.parts, 'added')];
      case 'renamed':
        return [[what, word(c), text(c.old), text(c.new)]];
      case 'parameter':
        return [[what, word(c), value(c.old), value(c.new)]];
    }
  };

  const sections: ChangesSection[] = [];
  const ids = new Set<string>();
  for (const c of diff.changes) {
    const last = sections[sections.length - 1];
    const samePlace = last && last.title === placeTitle(c.place) && (!('address' in c.place) || last.contract?.a === c.place.address);
    if (last && samePlace) {
      last.rows.push(...rowsOf(c));
      continue;
    }
    const base = c.place.type === 'core' ? 'core' : c.place.type === 'priceOracle' ? 'price-feeds' : `${c.place.type === 'pool' ? 'pool' : 'credit-manager'}-${slugify(c.place.name)}`;
    const id = ids.has(base) && 'address' in c.place ? `${base}-${c.place.address.slice(2, 8).toLowerCase()}` : base;
    ids.add(id);
    const section: ChangesSection = { id, title: placeTitle(c.place), rows: rowsOf(c) };
    const href = placeHref(after, c.place);
    if (href) section.href = href;
    if ('address' in c.place) section.contract = dir.cell(c.place.address, c.place.name);
    sections.push(section);
  }

  const net = after.network;
  return {
    meta: snapshotMeta(after),
    title: changesTitle(before),
    path: changesPath(net.id),
    previous: { block: before.block, blockUrl: explorerBlockUrl(net.explorer, before.block), time: new Date(before.timestamp * 1000).toISOString() },
    count: diff.changes.length,
    columns: CHANGES_COLUMNS,
    sections,
  };
}

/** The `previous` section of /addresses/index.json: per network, the previous block and how many address book rows changed. */
export interface PreviousIndexSection {
  networks: {
    network: string;
    block: number;
    /** Unix seconds. */
    timestamp: number;
    added: number;
    removed: number;
    changed: number;
    /** The "Changes since block N" page. */
    changes: string;
  }[];
}

export function previousIndexSection(before: Snapshots, after: Snapshots): PreviousIndexSection {
  return {
    networks: NETWORK_IDS.map((id) => ({
      network: id,
      block: before[id].block,
      timestamp: before[id].timestamp,
      ...addressBookCounts(before[id], after[id]),
      changes: changesPath(id),
    })),
  };
}
