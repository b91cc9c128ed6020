/**
 * A state page as data: a frame (title, breadcrumbs, snapshot) and headed
 * sections of blocks. Routes render any page from this; the table of contents
 * and citations in the docs (`<LiveParam>`) are read from the same sections.
 */
import type { Cell, Field, SnapshotMeta, Table } from './cells';
import type { InterestCurve } from './interestCurve';
import type { PolicyGroup, PolicyRow } from './governance';
import type { TokenFeeds } from './priceFeeds';
import type { TokenRow } from './tokens';

export interface FieldsBlock {
  kind: 'fields';
  fields: Field[];
}
export interface TableBlock {
  kind: 'table';
  table: Table;
}
/** A paragraph of text and cells. */
export interface ParagraphBlock {
  kind: 'p';
  parts: (string | Cell)[];
}
/** A section inside a section, one heading level down. */
export interface SubsectionBlock {
  kind: 'section';
  section: Section;
}
/** The borrow rate against utilisation, with its text alternative. */
export interface ChartBlock {
  kind: 'chart';
  id: string;
  curve: InterestCurve;
  text: string;
}
export interface PoliciesBlock {
  kind: 'policies';
  /** The table's column headers, one per field of a row. */
  columns: string[];
  policies: PolicyRow[];
}
export interface PolicyGroupsBlock {
  kind: 'policyGroups';
  groups: PolicyGroup[];
}
export interface FeedsBlock {
  kind: 'feeds';
  tokens: TokenFeeds[];
}
/** The filterable, sortable table of tokens. */
export interface TokensBlock {
  kind: 'tokens';
  rows: TokenRow[];
}

/** Blocks every state page can show. */
export type CommonBlock = FieldsBlock | TableBlock | ParagraphBlock | SubsectionBlock;
/** Blocks of one page kind, each drawn by that page's route. */
export type PageBlock = ChartBlock | PoliciesBlock | PolicyGroupsBlock | FeedsBlock | TokensBlock;
export type Block = CommonBlock | PageBlock;

export interface Section {
  /** Anchor of the heading; unique on the page. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface Crumb {
  label: string;
  href?: string;
}

export type StatePageKind =
  | 'overview'
  | 'pool'
  | 'creditManager'
  | 'priceFeeds'
  | 'governance'
  | 'tokens'
  | 'changes'
  // Gearbox V3.1: the network map, a network, a curator, a market, a credit suite.
  | 'v31Networks'
  | 'v31Network'
  | 'v31Curator'
  | 'v31Market'
  | 'v31PriceFeeds'
  | 'v31CreditSuite'
  | 'v31Changes';

export interface StatePageData<K extends StatePageKind = StatePageKind> {
  kind: K;
  /** The network and block the page's values are from; none on a page of several networks (its intro says where they are from). */
  meta?: SnapshotMeta;
  /** The page's block explorer where it has no snapshot line (a V3.1 network without a state). */
  explorer?: string;
  path: string;
  /** The h1. */
  title: string;
  /** The page's meta description. */
  description: string;
  breadcrumbs: Crumb[];
  /** Paragraphs before the first section. */
  intro: ParagraphBlock[];
  /** Sections in page order; the table of contents lists them. */
  sections: Section[];
}

/** Every section of a page, depth first (sub-sections after their parent). */
export function allSections(sections: readonly Section[]): Section[] {
  return sections.flatMap((s) => [s, ...allSections(s.blocks.flatMap((b) => (b.kind === 'section' ? [b.section] : [])))]);
}

/**
 * Every cell of a page, depth first: the intro's, then each section's fields, table rows and paragraphs; a list's
 * items and a pair's value after the list or pair.
 */
export function pageCells(page: Pick<StatePageData, 'intro' | 'sections'>): Cell[] {
  const out: Cell[] = [];
  const walk = (c: Cell): void => {
    out.push(c);
    if (c.kind === 'list') c.items.forEach(walk);
    if (c.kind === 'pair') walk(c.value);
  };
  const inParts = (parts: ParagraphBlock['parts']) => parts.forEach((x) => typeof x !== 'string' && walk(x));
  for (const p of page.intro) inParts(p.parts);
  for (const s of allSections(page.sections))
    for (const b of s.blocks) {
      if (b.kind === 'fields') b.fields.forEach((f) => walk(f.cell));
      if (b.kind === 'table') b.table.rows.forEach((r) => r.forEach(walk));
      if (b.kind === 'p') inParts(b.parts);
    }
  return out;
}

export const fieldsBlock = (fields: Field[]): FieldsBlock => ({ kind: 'fields', fields });
export const tableBlock = (table: Table): TableBlock => ({ kind: 'table', table });
export const paragraph = (...parts: (string | Cell)[]): ParagraphBlock => ({ kind: 'p', parts });
export const section = (id: string, title: string, ...blocks: Block[]): Section => ({ id, title, blocks });
/** A section with one table, after an optional sentence. */
export const tableSection = (id: string, title: string, table: Table, intro?: string): Section =>
  section(id, title, ...(intro ? [paragraph(intro)] : []), tableBlock(table));
