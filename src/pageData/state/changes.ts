/**
 * The site's side of a comparison: the "Changes since block N" page of a
 * network, the links to it, and the `previous` section of the address book
 * index. Pure; made from the same diff as `npm run diff`.
 */
import type { NetworkSnapshot } from '../../domain/data/model';
import { NETWORK_IDS } from '../../domain/data/networks';
import { explorerBlockUrl } from '../../domain/data/explorer';
import { addressKey } from '../../domain/data/address';
import { formatIsoUtc, groupDigits, isoTime } from '../../domain/data/format';
import { slugify } from '../../domain/data/paths';
import { link, num, text, type AddrCell, type Cell, type Column } from './cells';
import { directory } from './addressCells';
import { statePage } from './header';
import { paragraph, section, tableBlock, type Section, type StatePageData } from './page';
import { changesPath, creditManagerPath, governancePath, poolPath, priceFeedsPath } from '../../domain/data/paths';
import { diffNetwork } from '../diff/compare';
import type { Change, Part, Place, Ref, Value } from '../diff/model';
import { addressBookCounts } from '../diff/rows';
import type { Snapshots } from '../../domain/data/model';
import { CHANGE_WORDS, NOT_SET, changeSubject, placeTitle, roleText } from '../diff/vocabulary';

export type ChangesPageData = StatePageData<'changes'>;

/** What, change, before, after: the last two hold addresses, so they are kept wide enough to read. */
const CHANGES_COLUMNS: Column[] = [{ label: 'What' }, { label: 'Change' }, { label: 'Before', wide: true }, { label: 'After', wide: true }];

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

  // One section per place, in the order the diff tells them.
  const places: { id: string; title: string; place: Place; rows: Cell[][] }[] = [];
  const ids = new Set<string>();
  for (const c of diff.changes) {
    const last = places[places.length - 1];
    const samePlace = last && last.title === placeTitle(c.place) && (!('address' in c.place) || ('address' in last.place && last.place.address === c.place.address));
    if (last && samePlace) {
      last.rows.push(...rowsOf(c));
      continue;
    }
    const base = c.place.type === 'core' ? 'core' : c.place.type === 'priceOracle' ? 'price-feeds' : `${c.place.type === 'pool' ? 'pool' : 'credit-manager'}-${slugify(c.place.name)}`;
    const id = ids.has(base) && 'address' in c.place ? `${base}-${addressKey(c.place.address).slice(2, 8)}` : base;
    ids.add(id);
    places.push({ id, title: placeTitle(c.place), place: c.place, rows: rowsOf(c) });
  }
  const sections: Section[] = places.map(({ id, title, place, rows }) => {
    const href = placeHref(after, place);
    const links: (string | Cell)[] = [];
    if ('address' in place) links.push(dir.cell(place.address, place.name));
    if (href) links.push(...(links.length ? [' · '] : []), link(`Current state of ${title.charAt(0).toLowerCase()}${title.slice(1)}`, href));
    return section(id, title, ...(links.length ? [paragraph(...links)] : []), tableBlock({ columns: CHANGES_COLUMNS, rows, empty: 'No change here.' }));
  });

  const net = after.network;
  const count = diff.changes.length;
  const previousTime = isoTime(before.timestamp);
  return statePage(after, 'changes', {
    path: changesPath(net.id),
    title: changesTitle(before),
    description: `What changed in Gearbox V3 on ${net.name} between block ${groupDigits(before.block)} and block ${groupDigits(after.block)}: contracts added, removed or replaced, renames and parameter changes.`,
    trail: [{ label: 'Changes' }],
    intro: [
      paragraph(
        'Compared with the previous snapshot, at block ',
        link(groupDigits(before.block), explorerBlockUrl(net.explorer, before.block)),
        ` on ${formatIsoUtc(previousTime)}: `,
        count === 0 ? 'no contract and no compared parameter changed.' : `${count} ${count === 1 ? 'change' : 'changes'}.`,
        ' Unchanged contracts and parameters are not listed, and the order in which a snapshot lists things is not a change. Values that move with every block (liquidity, borrowed amounts, rates that follow utilisation, gauge votes) are not compared.',
      ),
    ],
    sections,
  });
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
