/**
 * What the migration table of docs/v3.1/migration.mdx shows: its groups (one per contract), rows and counts. Types
 * and light helpers only, for the page's component; the table is computed in migrationTable.ts at build time.
 */
import type { AbiChange, ChangeAspect, MemberKind } from '../domain/abi/abiDiff';

/** One side of a row, as shown. */
export interface MigrationCell {
  declaration: string;
  /** The canonical signature, given where it differs from the declaration's types (a struct spelled out as a tuple). */
  signature?: string;
  selector: string;
}

export interface MigrationRow {
  kind: MemberKind;
  name: string;
  change: AbiChange['change'];
  aspects: ChangeAspect[];
  before?: MigrationCell;
  after?: MigrationCell;
}

export interface MigrationGroup {
  id: string;
  label: string;
  /** The contracts compared (`AccountFactoryV3`, then `DefaultAccountFactoryV3`), each with the source it was compiled from. */
  before?: { contract: string; source: string };
  after: { contract: string; source: string };
  /** The labels of the groups whose changes are not repeated here. */
  inherits?: string[];
  rows: MigrationRow[];
}

export interface MigrationCounts {
  rows: number;
  byChange: Record<AbiChange['change'], number>;
  byKind: Record<MemberKind, number>;
}

/** The table as the build hands it to the page (the data plugin's module `migration.json`). */
export interface MigrationTableData {
  groups: MigrationGroup[];
  counts: MigrationCounts;
}

/** Rows by change and kind, over the whole table or one group: what the page's summary and the report count. */
export function migrationCounts(groups: readonly MigrationGroup[]): MigrationCounts {
  const byChange = { removed: 0, added: 0, changed: 0 };
  const byKind = { function: 0, event: 0, error: 0 };
  let rows = 0;
  for (const g of groups)
    for (const r of g.rows) {
      rows += 1;
      byChange[r.change] += 1;
      byKind[r.kind] += 1;
    }
  return { rows, byChange, byKind };
}

/** What a changed row's aspects mean, in words. */
export const ASPECT_TEXT: Readonly<Record<ChangeAspect, string>> = {
  inputs: 'parameters (new selector)',
  outputs: 'return values',
  mutability: 'state mutability',
  indexed: 'indexed parameters',
};

/** A row's change in words: `removed`, `added`, `changed: return values`. */
export function changeText(row: Pick<MigrationRow, 'change' | 'aspects'>): string {
  return row.change === 'changed' ? `changed: ${row.aspects.map((a) => ASPECT_TEXT[a]).join(', ')}` : row.change;
}

/** The line above the table: how many rows, of which change and kind. */
export function migrationSummary({ groups, counts }: MigrationTableData): string {
  return (
    `${counts.rows} rows in ${groups.length} groups: ${counts.byChange.removed} removed, ${counts.byChange.added} added and ${counts.byChange.changed} changed; ` +
    `${counts.byKind.function} functions, ${counts.byKind.event} events and ${counts.byKind.error} errors. A change is one of: ${Object.values(ASPECT_TEXT).join(', ')}.`
  );
}
