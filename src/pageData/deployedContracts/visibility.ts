/**
 * What the Deployed Contracts page shows for a filter, as a pure model: which
 * rows of each table match, how many per network, the count line and the
 * table of contents. The components only draw it (src/pageData/deployedContracts/visibility.test.ts).
 */
import type { TOCItem } from '@docusaurus/mdx-loader';
import type { AddressTableRow } from './addressTableRow';
import { searchText, tableContext, type Matcher } from '../filter';
import type { CompactRow, DeployedContractsPageData, PageLegacy, PageNetwork, PageTable } from '../deployedContractsPage';
import type { LegacyBlock, LegacySection, LegacySubsection } from '../legacyBook';
import { legacyParts } from '../legacyTableParts';
import { withAccess } from './accessRows';
import { withAbi } from './abiRows';

const FLAG_TEXT: Record<string, string> = { p: 'paused', z: 'zero price feed' };

export function toRow([label, address, flags]: CompactRow): AddressTableRow {
  return flags ? { label, address, badges: [...flags].map((f) => FLAG_TEXT[f] ?? f) } : { label, address };
}

/** Each row's search text, made once (a keystroke only tests strings). */
export const rowTexts = (rows: readonly AddressTableRow[], context: string): string[] => rows.map((r) => searchText(r.label, context, r.address, r.badges));
const visibleOf = (texts: readonly string[], m: Matcher): boolean[] => texts.map((t) => m.test(t));

/**
 * A table's or legacy block's data may leave its rows out, with `size` their number (PageTable, LegacyBlock). Their
 * search texts then come from a `ShownTexts`: read from the page by the key of the table (its `data-part`), or null
 * when the page does not show it (yet).
 */
export type ShownTexts = (key: string) => string[] | null;

/** The number of rows of a table or legacy block, with its rows or without them. */
export const rowCount = (t: { rows: readonly unknown[]; size?: number }): number => t.size ?? t.rows.length;

/** Whether a table's or block's data leaves its rows out. */
export const isLight = (t: { rows: readonly unknown[]; size?: number }): boolean => t.size !== undefined;

/** A table of a network as the filter sees it: its row count, and its rows' search texts, made when first asked for. */
export interface PreparedTable extends PageTable {
  badges?: readonly string[];
  /** The number of rows. */
  count: number;
  /** Each row's search text (with the table's title and badges). */
  texts: () => readonly string[];
}
export interface PreparedNetwork extends Omit<PageNetwork, 'tables'> {
  tables: PreparedTable[];
}

/** The rows of a network's tables as AddressTable draws them: flags as badges, access classes, proof ids and ABIs. */
export const networkRows = (net: PageNetwork, belowTables: DeployedContractsPageData['belowTables']): AddressTableRow[][] =>
  withAbi(net, belowTables.abis, withAccess(net, belowTables, net.tables.map((t) => t.rows.map(toRow))));

/**
 * Which rows of each table the filter keeps, by table key. An array stays the same object while its content does,
 * so a memoised table skips the keystroke.
 */
export type Visibility = Map<string, readonly boolean[]>;

export const legacyBlockKey = (part: LegacySubsection, i: number): string => `${part.id}#${i}`;

function keep(previous: Visibility | undefined, key: string, next: boolean[]): readonly boolean[] {
  const old = previous?.get(key);
  return old && old.length === next.length && old.every((v, i) => v === next[i]) ? old : next;
}

/** One tab's count under a filter. */
export interface TabCount {
  tab: string;
  name: string;
  shown: number;
  total: number;
  /** Ids of the tables (networks) or (sub)sections (legacy) with a row shown. */
  parts: string[];
}

export interface Counted {
  nets: TabCount[];
  legacy: TabCount;
  visible: Visibility;
}

/** Which of `count` rows a matcher keeps: all of them with no filter (without asking for the texts). */
const visibleRows = (count: number, texts: () => readonly string[], m: Matcher): boolean[] => (m.text === '' ? new Array<boolean>(count).fill(true) : visibleOf(texts(), m));

function countNetwork(net: PreparedNetwork, m: Matcher, visible: Visibility, previous?: Visibility): TabCount {
  const count: TabCount = { tab: net.tab, name: net.name, shown: 0, total: 0, parts: [] };
  for (const t of net.tables) {
    const v = keep(previous, t.id, visibleRows(t.count, t.texts, m));
    visible.set(t.id, v);
    const n = v.filter(Boolean).length;
    count.shown += n;
    count.total += t.count;
    if (n > 0) count.parts.push(t.id);
  }
  return count;
}

function countLegacy(legacy: PageLegacy, textsOf: (key: string, block: LegacyBlock) => () => readonly string[], m: Matcher, visible: Visibility, previous?: Visibility): TabCount {
  const count: TabCount = { tab: legacy.tab, name: legacy.name, shown: 0, total: 0, parts: [] };
  for (const part of legacyParts(legacy.sections)) {
    let inPart = 0;
    part.blocks.forEach((b: LegacyBlock, i) => {
      const key = legacyBlockKey(part, i);
      const v = keep(previous, key, visibleRows(rowCount(b), textsOf(key, b), m));
      visible.set(key, v);
      inPart += v.filter(Boolean).length;
      count.total += rowCount(b);
    });
    count.shown += inPart;
    if (inPart > 0) count.parts.push(part.id);
  }
  return count;
}

const PAUSED = ['paused'] as const;

/** A table's badges: "paused" for a paused pool's or credit manager's table. */
export const tableBadges = (t: Pick<PageTable, 'paused'>): readonly string[] | undefined => (t.paused ? PAUSED : undefined);

/** The page's rows, prepared once, and the counts of the last filter (shared by the count line, the tables and the TOC). */
export interface PageRows {
  prepared: readonly PreparedNetwork[];
  legacy: PageLegacy;
  countsOf: (m: Matcher) => Counted;
}

/**
 * The texts of a table, made once: from its rows, or, when the data leaves them out, read once from the page
 * (`shown`). A read that finds no table is not kept (the table may be drawn later); its rows then match nothing.
 */
function textsOnce(key: string, light: boolean, make: () => string[], shown: ShownTexts | undefined): () => readonly string[] {
  let texts: readonly string[] | null = null;
  return () => {
    if (texts) return texts;
    if (!light) return (texts = make());
    return (texts = shown?.(key) ?? null) ?? [];
  };
}

/**
 * The filter's model of the page. Where `data` leaves a table's rows out, their texts are read with `shown` when a
 * filter first needs them.
 */
export function pageRows(data: DeployedContractsPageData, shown?: ShownTexts): PageRows {
  const prepared = data.networks.map((n) => ({
    ...n,
    tables: n.tables.map((t) => {
      const badges = tableBadges(t);
      const context = tableContext(t.title, badges);
      const texts = textsOnce(t.id, isLight(t), () => rowTexts(t.rows.map(toRow), context), shown);
      return { ...t, badges, count: rowCount(t), texts };
    }),
  }));
  const legacyTexts = new Map<string, () => readonly string[]>();
  const legacyTextsOf = (key: string, b: LegacyBlock) => {
    let texts = legacyTexts.get(key);
    if (!texts) legacyTexts.set(key, (texts = textsOnce(key, isLight(b), () => rowTexts(b.rows, b.trail), shown)));
    return texts;
  };
  let last: { m: Matcher; counts: Counted } | null = null;
  const countsOf = (m: Matcher): Counted => {
    if (last?.m !== m) {
      const visible: Visibility = new Map();
      const previous = last?.counts.visible;
      const nets = prepared.map((n) => countNetwork(n, m, visible, previous));
      last = { m, counts: { nets, legacy: countLegacy(data.legacy, legacyTextsOf, m, visible, previous), visible } };
    }
    return last.counts;
  };
  return { prepared, legacy: data.legacy, countsOf };
}

/** What the count line covers: the active tab, or every tab with "All networks". */
export function scopeOf(counts: Counted, selected: string, all: boolean): TabCount[] {
  return all ? [...counts.nets, counts.legacy] : [counts.nets.find((n) => n.tab === selected) ?? counts.legacy];
}

/**
 * When the filter leaves nothing in scope: where else it matches (the other tabs with rows shown, with counts),
 * for the "Nothing matches" line and its switch to all networks. Empty with "All networks" on.
 */
export function elsewhere(counts: Counted, selected: string, all: boolean): TabCount[] {
  return all ? [] : [...counts.nets, counts.legacy].filter((s) => s.tab !== selected && s.shown > 0);
}

/** "744 rows", or "12 of 744 rows match (Ethereum Mainnet: 1, …)". */
export function countLine(counts: Counted, filter: string, selected: string, all: boolean): string {
  return countText(scopeOf(counts, selected, all), filter, all);
}

/**
 * The count line of the tabs in scope (the active one, or all with "All networks"). Self-contained: the page's
 * before-paint script embeds its source (urlState.ts).
 */
export function countText(scope: readonly { name: string; shown: number; total: number }[], filter: string, all: boolean): string {
  var shown = 0;
  var total = 0;
  var where: string[] = [];
  for (var i = 0; i < scope.length; i++) {
    var s = scope[i]!;
    shown += s.shown;
    total += s.total;
    if (s.shown > 0) where.push(s.name + ': ' + s.shown);
  }
  if (filter === '') return total + ' rows';
  return shown + ' of ' + total + ' rows match' + (all ? ' (' + (where.join(', ') || 'none') + ')' : '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The table of contents: the tables shown (the active tab's, or every tab's), less those the filter empties. */
export function tocItems(rows: PageRows, counts: Counted, selected: string, all: boolean, filtering: boolean): TOCItem[] {
  const out: TOCItem[] = [];
  for (const n of rows.prepared) {
    if (!all && n.tab !== selected) continue;
    const shown = counts.nets.find((x) => x.tab === n.tab)?.parts ?? [];
    const tables = n.tables.filter((t) => !filtering || shown.includes(t.id));
    if (filtering && tables.length === 0) continue;
    out.push({ value: escapeHtml(n.name), id: n.tab, level: 2 }, ...tables.map((t) => ({ value: escapeHtml(t.title), id: t.id, level: 3 })));
  }
  if (all || selected === rows.legacy.tab) {
    const sections = rows.legacy.sections.filter((s: LegacySection) => !filtering || [s, ...s.subsections].some((p) => counts.legacy.parts.includes(p.id)));
    if (!filtering || sections.length > 0) out.push({ value: escapeHtml(rows.legacy.name), id: rows.legacy.tab, level: 2 }, ...sections.map((s) => ({ value: escapeHtml(s.title), id: s.id, level: 3 })));
  }
  out.push(
    { value: 'Previous versions', id: 'previous-versions', level: 2 },
    { value: 'What the data covers', id: 'coverage', level: 2 },
    { value: 'Addresses as data', id: 'addresses-as-data', level: 2 },
  );
  return out;
}
