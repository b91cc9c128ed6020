/**
 * The Markdown form of the components the docs import from `src/browser/components/` and place as JSX: each gives the
 * same rows its component renders, from the same module (a component without an entry here stops the
 * page's Markdown with its file and line, see docs.ts).
 */
import type { RootContent } from 'mdast';
import { ACCESS_CLASS_INFO, accessDocsHref, accessTableRows, type AccessTableVersion } from '../../domain/protocol/access';
import { readCompiledAbis } from '../../domain/abi/compiled/load';
import { changeText, migrationSummary, type MigrationCell } from '../../pageData/migration';
import { migrationTableData } from '../../pageData/migrationTable';
import { absoluteUrl } from './links';
import { code, join, link, paragraph, strong, table, text, type Inline } from './mdast';

export interface ComponentContext {
  siteUrl: string;
}

/**
 * `<AccessTable />` and `<V31AccessTable />` (src/browser/components/): every role of the version with its access
 * class, the reason, and its functions by class.
 */
function accessTable(ctx: ComponentContext, version: AccessTableVersion): RootContent[] {
  return [
    table(
      ['Role (contract)', 'Class and reason', 'Functions by class'],
      accessTableRows(version).map(({ name, access: a }) => {
        const functions: Inline[] =
          a.functions.length === 0
            ? [text('Views only.')]
            : join(
                a.functions.map((g) => [strong(text(ACCESS_CLASS_INFO[g.class].label)), text(` (${g.caller}): `), code(g.functions.join(', '))]),
                '; ',
              );
        return [
          [text(`${name} (`), code(a.contract), text(')')],
          [link(absoluteUrl(ctx.siteUrl, accessDocsHref(a.class)), ACCESS_CLASS_INFO[a.class].label), text(`: ${a.reason}`)],
          functions,
        ];
      }),
    ),
  ];
}

function migrationCell(cell: MigrationCell | undefined, missing: string): Inline[] {
  if (!cell) return [text(missing)];
  return [code(cell.declaration), ...(cell.signature ? [text('; signature '), code(cell.signature)] : []), text('; selector '), code(cell.selector)];
}

/**
 * `<MigrationTable />` (src/browser/components/MigrationTable): the same groups and rows, from the same computation
 * over the committed compiled ABIs (src/pageData/migrationTable.ts): a line of counts, then per contract its name and
 * a table.
 */
function migrationTable(): RootContent[] {
  const data = migrationTableData(readCompiledAbis());
  const { groups } = data;
  const out: RootContent[] = [paragraph(text(migrationSummary(data)))];
  for (const g of groups) {
    const from: Inline[] = g.before ? [code(g.before.contract), text(` (${g.before.source}) → `)] : [text('new in V3.1: ')];
    const inherits: Inline[] = g.inherits ? [text(`; changes inherited from ${g.inherits.join(' and ')} are listed there`)] : [];
    out.push(paragraph(strong(text(g.label)), text(': '), ...from, code(g.after.contract), text(` (${g.after.source})`), ...inherits));
    if (g.rows.length === 0) {
      out.push(paragraph(text('No function, event or error changed.')));
      continue;
    }
    out.push(
      table(
        ['Member and change', 'V3.0 (3.01)', 'V3.1 (3.10)'],
        g.rows.map((r) => [[text(`${r.kind} `), code(r.name), text(`: ${changeText(r)}`)], migrationCell(r.before, 'not in V3.0'), migrationCell(r.after, 'not in V3.1')]),
      ),
    );
  }
  return out;
}

/** By the module the page imports the component from. */
export const COMPONENT_MARKDOWN: Readonly<Record<string, (ctx: ComponentContext) => RootContent[]>> = {
  '@site/src/browser/components/AccessTable': (ctx) => accessTable(ctx, 'v3.0'),
  '@site/src/browser/components/V31AccessTable': (ctx) => accessTable(ctx, 'v3.1'),
  '@site/src/browser/components/MigrationTable': () => migrationTable(),
};
