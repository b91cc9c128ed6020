/**
 * The errors reference as Markdown (mdast): what `<ErrorCatalogue family="…" />` and
 * `<ErrorFamilies />` expand to at build time. Everything shown comes from the catalogue,
 * selectors included, so nothing on the pages is typed by hand; a Markdown export of a page
 * gets the same content.
 */
import { encodeErrorResult, parseAbiItem } from 'viem';
import { decodePath } from '../domain/data/paths';
import { allEntries, catalogue, familyById, type AbiError, type CatalogueEntry, type CatalogueFamily } from '../domain/protocol/errors/catalogue';
import { SOURCES, sourceLabel, sourceUrl, type SourceRef } from '../domain/protocol/errors/sources';

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
 * Anything that looks like other Markdown stays literal text.
 */
export function inlineMarkdown(source: string): Phrasing[] {
  const out: Phrasing[] = [];
  const re = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    if (m.index > last) out.push(text(source.slice(last, m.index)));
    if (m[1] !== undefined) out.push(code(m[1]));
    else out.push(link(m[3] as string, inlineMarkdown(m[2] as string)));
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push(text(source.slice(last)));
  return out;
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
export function decodeSample(entry: CatalogueEntry): string {
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
    item([para([strong('When: '), ...inlineMarkdown(entry.when)])]),
    item([para([strong('What to do: '), ...inlineMarkdown(entry.action)])]),
  ];
  return [heading, list(items, { className: 'error-entry', 'data-error-entry': entry.anchor })];
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
