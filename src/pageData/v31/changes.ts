/**
 * The site's V3.1 changes pages: one per pair of states the site compares (`v31ChangePairs` in ./diff.ts: a state and
 * the next state read for one of its curators), made from the same comparison as `npm run diff -- --v31`. A section
 * says which curators were compared and which are held in one state only; then one section per place with changes,
 * named from the data as the V3.0 changes page names its sections. Every address through the network's V3.1 directory.
 */
import { addressKey } from '../../domain/data/address';
import { explorerBlockUrl } from '../../domain/data/explorer';
import { formatUtc, groupDigits, wordList } from '../../domain/data/format';
import { slugify, v31ChangesPath, v31CreditSuitePath, v31CuratorPath, v31MarketPath, v31NetworkPath } from '../../domain/data/paths';
import type { V31Data } from '../../domain/v31/data';
import type { V31Network } from '../../domain/v31/networks';
import type { V31Change, Part, Ref, V31NetworkDiff, V31Place, V31Role, Value } from '../diff/model';
import { CHANGE_WORDS, COVERAGE_WORDS, NOT_SET, changeSubject, placeTitle, roleText } from '../diff/vocabulary';
import { link, list, num, text, type AddrCell, type Cell, type Column, type Table } from '../state/cells';
import { paragraph, section, tableBlock, type Section, type StatePageData } from '../state/page';
import { SECTION } from '../state/sections';
import { curatorOf, v31Directory } from './directory';
import { curatorSlug } from './curators';
import { diffV31States, v31ChangePairs, type V31ChangePair } from './diff';
import { v31Page } from './frame';

export type V31ChangesPageData = StatePageData<'v31Changes'>;

/** What, change, before, after: the last two hold addresses, so they are kept wide enough to read. */
const CHANGES_COLUMNS: Column[] = [{ label: 'What' }, { label: 'Change' }, { label: 'Before', wide: true }, { label: 'After', wide: true }];

/** "Changes from block 25,274,831 to block 25,452,438": the page's title and its links' text. */
export const v31ChangesTitle = (pair: Pick<V31ChangePair, 'before' | 'after'>): string => `Changes from block ${groupDigits(pair.before.block)} to block ${groupDigits(pair.after.block)}`;

/** A network's changes pages, oldest first, as links (for the network's page). */
export function v31ChangesLinks(data: V31Data, network: V31Network): { label: string; href: string; from: number; to: number }[] {
  return v31ChangePairs(data)
    .filter((p) => p.network.chainId === network.chainId)
    .map((p) => ({ label: v31ChangesTitle(p), href: v31ChangesPath(network.slug, p.before.block, p.after.block), from: p.before.block, to: p.after.block }));
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The page of this site that shows a place now, when the site holds it. */
function placeHref(data: V31Data, network: V31Network, place: V31Place): string | undefined {
  const net = network.slug;
  const market = (address: string) => data.markets.some((m) => m.state.chainId === network.chainId && addressKey(m.market.pool.address) === addressKey(address));
  switch (place.type) {
    case 'system':
      return v31NetworkPath(net, SECTION.v31Network.systemContracts);
    case 'curator':
      return data.markets.some((m) => m.state.chainId === network.chainId && addressKey(m.market.configurator) === addressKey(place.address)) ? v31CuratorPath(net, curatorSlug(network, curatorOf(network, place.address))) : undefined;
    case 'market':
      return market(place.address) ? v31MarketPath(net, place.address) : undefined;
    case 'marketFeeds':
      return market(place.address) ? v31MarketPath(net, place.address, SECTION.v31Market.priceFeeds) : undefined;
    case 'creditSuite':
      return data.markets.some((m) => m.state.chainId === network.chainId && m.market.creditSuites.some((c) => addressKey(c.creditManager.address) === addressKey(place.address))) ? v31CreditSuitePath(net, place.address) : undefined;
    default:
      return undefined;
  }
}

/** A section's anchor for a place: its kind and name, with the address's first bytes when two places share it. */
function placeId(place: V31Place): string {
  switch (place.type) {
    case 'system':
      return 'system-contracts';
    case 'core':
      return 'core';
    case 'priceOracle':
      return 'price-feeds';
    case 'curator':
    case 'market':
    case 'pool':
    case 'creditManager':
      return `${slugify(place.type)}-${slugify(place.name)}`;
    case 'marketFeeds':
      return `price-feeds-${slugify(place.name)}`;
    case 'creditSuite':
      return `credit-suite-${slugify(place.name)}-${slugify(place.market)}`;
  }
}

/** The page of one pair: which curators were compared, then what changed, place by place. */
export function v31ChangesPage(data: V31Data, pair: V31ChangePair): V31ChangesPageData {
  const { network, before, after } = pair;
  const diff: V31NetworkDiff = diffV31States(data.networks, before, after, v31Directory(data, pair.network));
  const dir = v31Directory(data, network);
  // Addresses link to the explorer, and to a page of this site while the site holds one.
  const addr = (r: Ref): AddrCell => dir.cell(r.address, r.label);
  const absent = text('not present');
  const value = (v: Value | null): Cell => (v ? num(v.text, v.raw) : text(NOT_SET));
  const word = (c: V31Change) => text(CHANGE_WORDS[c.kind]);
  const partRows = (parts: Part<V31Role>[] | undefined, kind: 'added' | 'removed'): Cell[][] =>
    (parts ?? []).map((p) => [text(capital(roleText(p.role, p.subject))), text(CHANGE_WORDS[kind]), kind === 'added' ? absent : addr(p.contract), kind === 'added' ? addr(p.contract) : absent]);
  const rowsOf = (c: V31Change): Cell[][] => {
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

  // One section per place, in the order the comparison tells them.
  const places: { id: string; title: string; place: V31Place; rows: Cell[][] }[] = [];
  const ids = new Set<string>(['curators']);
  for (const c of diff.changes) {
    const last = places.at(-1);
    const title = placeTitle(c.place);
    const samePlace = last && last.title === title && (!('address' in c.place) || ('address' in last.place && addressKey(last.place.address) === addressKey(c.place.address)));
    if (last && samePlace) {
      last.rows.push(...rowsOf(c));
      continue;
    }
    const base = placeId(c.place);
    const id = ids.has(base) && 'address' in c.place ? `${base}-${addressKey(c.place.address).slice(2, 8)}` : base;
    ids.add(id);
    places.push({ id, title, place: c.place, rows: rowsOf(c) });
  }
  // Two places with one title (two credit suites of a market with one name) get their address's first bytes, so each
  // section's heading, and the table it names, reads apart from the other.
  const titles = new Map<string, number>();
  for (const p of places) titles.set(p.title, (titles.get(p.title) ?? 0) + 1);
  for (const p of places) if ((titles.get(p.title) ?? 0) > 1 && 'address' in p.place) p.title = `${p.title} (${p.place.address.slice(0, 8)}…)`;
  const sections: Section[] = places.map(({ id, title, place, rows }) => {
    const href = placeHref(data, network, place);
    const links: (string | Cell)[] = [];
    if ('address' in place) links.push(dir.cell(place.address, place.name));
    if (href) links.push(...(links.length ? [' · '] : []), link(`Current state of ${title.charAt(0).toLowerCase()}${title.slice(1)}`, href));
    return section(id, title, ...(links.length ? [paragraph(...links)] : []), tableBlock({ columns: CHANGES_COLUMNS, rows, empty: 'No change here.' }));
  });

  const curators: Table = {
    columns: [{ label: 'Curator' }, { label: 'Market configurator', wide: true }, { label: 'In this comparison' }, { label: 'Markets' }],
    rows: diff.curators.map((c) => [
      text(c.name),
      dir.cell(c.curator.address),
      text(capital(COVERAGE_WORDS[c.status])),
      c.markets.length === 0 ? text('none') : list(c.markets.map((m) => dir.cell(m.address, m.label))),
    ]),
    empty: 'Neither state was read for any curator.',
  };
  const compared = diff.curators.filter((c) => c.status === 'compared').map((c) => c.name);
  const n = diff.changes.length;
  const title = v31ChangesTitle(pair);
  return v31Page(network, after, 'v31Changes', {
    path: v31ChangesPath(network.slug, before.block, after.block),
    title,
    description: `What changed in Gearbox V3.1 on ${network.name} between block ${groupDigits(before.block)} and block ${groupDigits(after.block)} for ${wordList(compared)}: contracts added, removed or replaced, renames and parameter changes.`,
    trail: [{ label: title }],
    intro: [
      paragraph(
        'Compared with the state at block ',
        link(groupDigits(before.block), explorerBlockUrl(network.explorer, before.block)),
        ` (${formatUtc(before.timestamp)}), for the curators both states were read for (${wordList(compared)}) and the system contracts: `,
        n === 0 ? 'no contract and no compared parameter changed.' : `${n} ${n === 1 ? 'change' : 'changes'}.`,
        ' A state holds only the markets of the curators it was read for, so a market of a curator the older state was not read for is not held before, not added. Balances, liquidity, borrowed amounts, quoted totals, rates and indexes that accrue, price answers and the times of updates are not configuration and are not compared.',
      ),
    ],
    sections: [section('curators', 'Curators compared', tableBlock(curators)), ...sections],
  });
}

/** Every V3.1 changes page, by network and then oldest pair first. */
export function v31ChangesPages(data: V31Data): V31ChangesPageData[] {
  return v31ChangePairs(data).map((pair) => v31ChangesPage(data, pair));
}
