/**
 * The errors reference as Markdown (mdast): what `<ErrorCatalogue family="…" />` and
 * `<ErrorFamilies />` expand to at build time. Everything shown comes from the catalogue,
 * selectors included, so nothing on the pages is typed by hand; a Markdown export of a page
 * gets the same content.
 */
import { encodeErrorResult, parseAbiItem } from 'viem';
import { decodePath } from '../domain/data/paths';
import { InputError } from '../domain/errors';
import { allEntries, catalogue, familyById, type AbiError, type CatalogueEntry, type CatalogueFamily } from '../domain/protocol/errors/catalogue';
import { parseSourceLink, SOURCES, sourceLabel, sourceRangeTitle, sourceRangeUrl, sourceUrl, type SourceRef } from '../domain/protocol/errors/sources';
import { v30Releases, v31AllEntries, v31Catalogue, v31FamilyById, type V30Match, type V31Entry, type V31Family } from '../domain/protocol/errors/v31/catalogue';
import { EXTRACT_V31 } from '../domain/protocol/errors/v31/extract.generated';
import type { Raised } from '../domain/protocol/errors/v31/extract';

/* A small slice of the mdast types, enough to build the nodes used here. */
export type Phrasing =
  | { type: 'text'; value: string }
  | { type: 'inlineCode'; value: string }
  | { type: 'strong'; children: Phrasing[] }
  | { type: 'link'; url: string; title?: string | null; children: Phrasing[] };
export interface Paragraph {
  type: 'paragraph';
  children: Phrasing[];
}
export interface ListItem {
  type: 'listItem';
  spread: false;
  children: (Paragraph | List)[];
  data?: { hProperties?: Record<string, string> };
}
export interface List {
  type: 'list';
  ordered: false;
  spread: false;
  children: ListItem[];
  data?: { hProperties?: Record<string, string> };
}
export interface Heading {
  type: 'heading';
  depth: 2 | 3;
  children: Phrasing[];
  data: { id: string; hProperties: { id: string } };
}
export interface TableCell {
  type: 'tableCell';
  children: Phrasing[];
}
export interface Table {
  type: 'table';
  align: (null | 'left' | 'right')[];
  children: { type: 'tableRow'; children: TableCell[] }[];
}
export type Block = Heading | Paragraph | List | Table;

const text = (value: string): Phrasing => ({ type: 'text', value });
const code = (value: string): Phrasing => ({ type: 'inlineCode', value });
const strong = (value: string): Phrasing => ({ type: 'strong', children: [text(value)] });
const link = (url: string, children: Phrasing[], title?: string): Phrasing => ({ type: 'link', url, title: title ?? null, children });
const para = (children: Phrasing[]): Paragraph => ({ type: 'paragraph', children });
const item = (children: (Paragraph | List)[], className?: string): ListItem => ({
  type: 'listItem',
  spread: false,
  children,
  ...(className ? { data: { hProperties: { className } } } : {}),
});
const list = (items: ListItem[], props?: Record<string, string>): List => ({ type: 'list', ordered: false, spread: false, children: items, ...(props ? { data: { hProperties: props } } : {}) });

/**
 * Inline Markdown of the catalogue's text fields: `code` spans and [links](/path), nothing else.
 * Anything that looks like other Markdown stays literal text. A `src:` link (a citation of a pinned source
 * line, sources.ts) becomes the link to that line.
 */
export function inlineMarkdown(source: string): Phrasing[] {
  const out: Phrasing[] = [];
  const re = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    if (m.index > last) out.push(text(source.slice(last, m.index)));
    if (m[1] !== undefined) out.push(code(m[1]));
    else out.push(textLink(m[3] as string, inlineMarkdown(m[2] as string)));
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push(text(source.slice(last)));
  return out;
}

/** A link of an entry's text: a `src:` citation becomes the pinned line, titled with the version; a bad one stops the build. */
function textLink(url: string, children: Phrasing[]): Phrasing {
  if (!url.startsWith('src:')) return link(url, children);
  const range = parseSourceLink(url);
  if (typeof range === 'string') throw new InputError(`errors catalogue: a source link in an entry's text: ${range}`, { where: url });
  return link(sourceRangeUrl(range), children, sourceRangeTitle(range));
}

function sourceLink(ref: SourceRef): Phrasing {
  return link(sourceUrl(ref), [code(sourceLabel(ref))], `${SOURCES[ref.repo].label}, line ${ref.line}`);
}

/** Names joined by commas; identifiers as code, anything else as text. */
function joinCodes(names: readonly string[]): Phrasing[] {
  return names.flatMap((n, i) => {
    const node = /^[A-Za-z0-9_.]+$/.test(n) ? code(n) : text(n);
    return i === 0 ? [node] : [text(', '), node];
  });
}

/** Revert data for the entry's "decode" link: the full data when the entry fixes the arguments, else the selector. */
export function decodeSample(entry: Pick<CatalogueEntry, 'signature' | 'reason' | 'panic' | 'selector'>): string {
  const item = parseAbiItem(entry.signature) as AbiError;
  if (entry.reason !== undefined) return encodeErrorResult({ abi: [item], errorName: item.name, args: [entry.reason] as never });
  if (entry.panic !== undefined) return encodeErrorResult({ abi: [item], errorName: item.name, args: [BigInt(entry.panic)] as never });
  return entry.selector;
}

function entryBlocks(entry: CatalogueEntry): Block[] {
  const heading: Heading = {
    type: 'heading',
    depth: 2,
    children: [text(entry.heading)],
    data: { id: entry.anchor, hProperties: { id: entry.anchor } },
  };
  const items: ListItem[] = [
    item([para([strong('Selector: '), code(entry.selector), text(' · '), link(decodePath(decodeSample(entry)), [text('decode revert data')])])], 'error-selector'),
    item(
      [para([strong('Signature: '), code(entry.signature), ...(entry.reason !== undefined ? [text(' with reason '), code(entry.reason)] : []), ...(entry.panic !== undefined ? [text(' with code '), code(`0x${entry.panic.toString(16).padStart(2, '0')}`)] : [])])],
      'error-signature',
    ),
    ...(entry.origin ? [item([para([strong('Thrown in: '), sourceLink(entry.origin), text(` (${SOURCES[entry.origin.repo].label})`)])])] : []),
    item(
      entry.raisedBy.length === 1
        ? [para([strong('Raised by: '), ...raisedByPhrasing(entry.raisedBy[0]!)])]
        : [para([strong('Raised by:')]), list(entry.raisedBy.map((r) => item([para(raisedByPhrasing(r))])))],
    ),
    ...v31Items(entry),
    item([para([strong('When: '), ...inlineMarkdown(entry.when)])]),
    item([para([strong('What to do: '), ...inlineMarkdown(entry.action)])]),
  ];
  return [heading, list(items, { className: 'error-entry', 'data-error-entry': entry.anchor })];
}

/** The V3.1 reference's entries for the same message: a message that V3.1 code raises with its own `require`. */
export function v31SameMessage(entry: Pick<CatalogueEntry, 'reason'>): V31Entry[] {
  return entry.reason === undefined ? [] : v31AllEntries().filter((e) => e.reason === entry.reason);
}

/**
 * "Also in V3.1 (3.10)": for an entry the 3.10 contracts raise too, its 3.10 raise sites (the catalogue's `v31`), what
 * differs (`v31Note`), and the V3.1 reference's entries for the same message. None when V3.1 has neither.
 */
function v31Items(entry: CatalogueEntry): ListItem[] {
  const sites = entry.v31 ?? [];
  const same = v31SameMessage(entry);
  if (!sites.length && !same.length) return [];
  const label = (e: V31Entry) => v31Catalogue().find((f) => f.id === e.page)?.label ?? e.page;
  const links = same.flatMap((e, i) => [...(i === 0 ? [] : [text(', ')]), link(e.href, [text(label(e))])]);
  const title = strong('Also in V3.1 (3.10):');
  if (!sites.length) return [item([para([title, text(' the V3.1 reference lists this message: '), ...links, text('.')])], 'error-v31')];
  const [only] = sites;
  const children: (Paragraph | List)[] =
    only && sites.length === 1 && !entry.v31Note && !same.length
      ? [para([title, text(' '), ...raisedByPhrasing(only)])]
      : [para([title]), list(sites.map((r) => item([para(raisedByPhrasing(r))])))];
  if (entry.v31Note) children.push(para(inlineMarkdown(entry.v31Note)));
  if (same.length) children.push(para([text('The V3.1 reference lists this message too: '), ...links, text('.')]));
  return [item(children, 'error-v31')];
}

function raisedByPhrasing(r: CatalogueEntry['raisedBy'][number]): Phrasing[] {
  return [...joinCodes(r.fns), text(' — at '), sourceLink(r.src), ...(r.note ? [text(', '), ...inlineMarkdown(r.note)] : [])];
}

/** Every entry of a family, in catalogue order: a heading and a list per error. */
export function errorFamilyBlocks(familyId: string): Block[] {
  const family = familyById(familyId);
  return family.entries.flatMap(entryBlocks);
}

/** The table of families for the section's landing page. */
export function errorFamiliesTable(families: readonly CatalogueFamily[] = catalogue()): Table {
  const cell = (children: Phrasing[]): TableCell => ({ type: 'tableCell', children });
  return {
    type: 'table',
    align: [null, null, 'right'],
    children: [
      { type: 'tableRow', children: [cell([text('Family')]), cell([text('Contracts')]), cell([text('Errors')])] },
      ...families.map((f) => ({
        type: 'tableRow' as const,
        children: [cell([link(f.path, [text(f.label)])]), cell(joinCodes(f.contracts)), cell([text(String(f.entries.length))])],
      })),
    ],
  };
}

/** Counts for prose: entries in all families, and distinct errors (by selector and reason or code). */
export function errorCounts(): { entries: number; distinct: number; families: number } {
  const keys = new Set(allEntries().map((e) => `${e.selector}|${e.reason ?? ''}|${e.panic ?? ''}`));
  return { entries: allEntries().length, distinct: keys.size, families: catalogue().length };
}

/* ---------------------------------------------------------------------------------------------------------------
 * V3.1: `<ErrorCatalogue family="core" version="3.1" />` and `<ErrorFamilies version="3.1" />`.
 * ------------------------------------------------------------------------------------------------------------ */

/** The sources the V3.1 raise sites were collected from, as their labels. */
function v31SourceLabels(): string {
  return Object.keys(EXTRACT_V31.sources)
    .map((id) => SOURCES[id as keyof typeof SOURCES].label)
    .join(', ');
}

/** Where V3.0 declares a matching error, and its entries in the V3.0 reference. */
function matchWhere(m: V30Match): Phrasing[] {
  const releases = v30Releases(m);
  return [
    ...(releases.length ? [text(` (declared in ${releases.join(' and ')})`)] : []),
    ...m.entries.flatMap((e, i) => [text(i === 0 ? ': see ' : ', '), link(e.href, [text(`V3.0 ${e.label}`)])]),
  ];
}

/** The version line: V3.1, and how V3.0 differs. */
function versionPhrasing(entry: V31Entry): Phrasing[] {
  if (entry.reason !== undefined) return [text('V3.1. '), code('Error(string)'), text(' is the standard error of every Solidity contract; this message is raised by V3.1 code.')];
  const rel = entry.v30;
  if (rel.kind === 'same') return [text('V3.1, the same signature and selector as in V3.0'), ...matchWhere(rel.match), text('.')];
  if (rel.kind === 'changed') {
    return [
      text('V3.1, another signature than in V3.0, so another selector. V3.0 has '),
      ...rel.matches.flatMap((m, i) => [...(i === 0 ? [] : [text('; and ')]), code(m.readable), text(', selector '), code(m.selector), ...matchWhere(m)]),
      text('.'),
    ];
  }
  return [text(`New in V3.1: the V3.0 sources (core-v3 3.01 and 3.00, ${SOURCES['integrations-v3'].label}) and the V3.0 reference have no error of this name.`)];
}

/** `Contract.function` of a raise site, with its kind when it is not a plain function. */
function raiseName(r: Raised): Phrasing[] {
  if (!r.contract) return [text('file level')];
  if (!r.function) return [code(r.contract)];
  if (r.functionKind === 'constructor') return [code(r.contract), text(' constructor')];
  if (r.functionKind === 'modifier') return [code(`${r.contract}.${r.function}`), text(' modifier')];
  if (r.functionKind === 'fallback' || r.functionKind === 'receive') return [code(r.contract), text(` ${r.functionKind}`)];
  return [code(`${r.contract}.${r.function}`)];
}

/** Raise sites grouped by the function that contains them, in source order. */
function raiseItems(entry: V31Entry, familyRepo: string): { sites: Phrasing[] }[] {
  const groups = new Map<string, Raised[]>();
  for (const r of entry.raised) {
    const key = `${r.repo}|${r.path}|${r.contract ?? ''}|${r.function ?? ''}|${r.functionKind ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((sites) => {
    const first = sites[0] as Raised;
    const other = first.repo !== familyRepo ? [text(` (${SOURCES[first.repo].label})`)] : [];
    return { sites: [...raiseName(first), text(' — at '), ...sites.flatMap((s, i) => [...(i === 0 ? [] : [text(', ')]), sourceLink(s)]), ...other] };
  });
}

/** "Raised at": nowhere, one line, or a list. */
function raisedAtItem(raises: readonly { sites: Phrasing[] }[]): ListItem {
  const [only] = raises;
  if (!only) return item([para([strong('Raised at: '), text(`no production contract of the pinned sources (${v31SourceLabels()}) raises it.`)])]);
  if (raises.length === 1) return item([para([strong('Raised at: '), ...only.sites])]);
  return item([para([strong('Raised at:')]), list(raises.map((r) => item([para(r.sites)])))]);
}

function v31EntryBlocks(entry: V31Entry, family: V31Family): Block[] {
  const heading: Heading = { type: 'heading', depth: 2, children: [text(entry.heading)], data: { id: entry.anchor, hProperties: { id: entry.anchor } } };
  const raises = raiseItems(entry, family.repo);
  const items: ListItem[] = [
    item([para([strong('Selector: '), code(entry.selector), text(' · '), link(decodePath(decodeSample(entry)), [text('decode revert data')])])], 'error-selector'),
    item([para([strong('Signature: '), code(entry.signature), ...(entry.reason !== undefined ? [text(' with reason '), code(entry.reason)] : [])])], 'error-signature'),
    item([para([strong('Version: '), ...versionPhrasing(entry)])], 'error-version'),
    ...(entry.declared.length
      ? [item([para([strong('Declared in: '), ...entry.declared.flatMap((d, i) => [...(i === 0 ? [] : [text(', ')]), sourceLink(d), ...(d.contract ? [text(` (${d.contract})`)] : [])])])])]
      : []),
    raisedAtItem(raises),
    ...(entry.text ? [item([para([strong('When: '), ...inlineMarkdown(entry.text.when)])]), item([para([strong('What to do: '), ...inlineMarkdown(entry.text.action)])])] : []),
  ];
  return [heading, list(items, { className: 'error-entry', 'data-error-entry': entry.anchor })];
}

/** Every entry of a V3.1 family: its errors by name, then the messages its code reverts with. */
export function v31FamilyBlocks(familyId: string): Block[] {
  const family = v31FamilyById(familyId);
  const blocks = family.errors.flatMap((e) => v31EntryBlocks(e, family));
  const [firstMessage] = family.messages;
  if (firstMessage) {
    blocks.push(
      { type: 'heading', depth: 2, children: [text('Messages')], data: { id: 'messages', hProperties: { id: 'messages' } } },
      para([text('The contracts of this page also revert with these messages, as the standard error '), code('Error(string)'), text(' (selector '), code(firstMessage.selector), text(').')]),
      ...family.messages.flatMap((e) => v31EntryBlocks(e, family)),
    );
  }
  return blocks;
}

/** The table of V3.1 pages by family: how many errors each has, and how they relate to V3.0. */
export function v31FamiliesTable(families: readonly V31Family[] = v31Catalogue()): Table {
  const cell = (children: Phrasing[]): TableCell => ({ type: 'tableCell', children });
  const count = (f: V31Family, kind: V31Entry['v30']['kind']) => String(f.errors.filter((e) => e.v30.kind === kind).length);
  return {
    type: 'table',
    align: [null, null, 'right', 'right', 'right', 'right', 'right'],
    children: [
      { type: 'tableRow', children: ['Family', 'Page', 'Errors', 'Same in V3.0', 'Other signature in V3.0', 'New in V3.1', 'Messages'].map((h) => cell([text(h)])) },
      ...families.map((f) => ({
        type: 'tableRow' as const,
        children: [
          cell([text(f.groupLabel)]),
          cell([link(f.path, [text(f.title.replace(/ \(V3\.1\)$/, ''))])]),
          cell([text(String(f.errors.length))]),
          cell([text(count(f, 'same'))]),
          cell([text(count(f, 'changed'))]),
          cell([text(count(f, 'new'))]),
          cell([text(String(f.messages.length))]),
        ],
      })),
    ],
  };
}
