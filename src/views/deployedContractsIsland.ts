/**
 * The Deployed Contracts page as an island (issue 18, "no page content twice"). Its tables are the server's HTML
 * (ServerHtmlUntilActive), and a filter shows and hides their rows in place, reading each row's search text from
 * what the row shows (src/routes/DeployedContracts/shownRows.ts). So the browser that loads the page from the
 * server gets the page's data without its rows: every table keeps its id, title, flags and the number of its rows.
 * The data plugin writes this light data beside the full JSON (src/plugin/islands.ts); the full data loads only
 * when the browser draws the tables (a client-side navigation).
 */
import type { DeployedContractsPageData } from './deployedContractsPage';
import type { LegacySubsection } from './legacyBook';

/** The number of rows of a table or legacy block, in the full data or in the light data. */
export const rowCount = (t: { rows: readonly unknown[]; size?: number }): number => t.size ?? t.rows.length;

/** Whether a table or block is from the light data, whose rows are left out. */
export const isLight = (t: { rows: readonly unknown[]; size?: number }): boolean => t.size !== undefined;

const lightPart = <P extends LegacySubsection>(part: P): P => ({ ...part, blocks: part.blocks.map((b) => ({ ...b, rows: [], size: b.rows.length })) });

/**
 * The page's data without its rows (and the rows' access classes), with each table's and block's row count, and
 * without what only the bulk under the tables draws (src/routes/DeployedContracts/bulk.tsx): the extras but the
 * access classes (the legend above the tables), and the examples.
 */
export function lightDeployedContractsPage(page: DeployedContractsPageData): DeployedContractsPageData {
  return {
    ...page,
    example: { curl: '', ts: '', tsFile: '' },
    extras: {
      accessClasses: page.extras.accessClasses,
      accessRoles: [],
      previous: [],
      coverage: { parts: { lead: '', networks: [] }, notCovered: [] },
      code: { files: [], safe: '', usage: { ...page.extras.code.usage, download: '', ts: '', sol: '', safe: [] } },
    },
    networks: page.networks.map((n) => ({
      ...n,
      tables: n.tables.map(({ access: _access, ...t }) => ({ ...t, rows: [], size: t.rows.length })),
    })),
    legacy: { ...page.legacy, sections: page.legacy.sections.map((s) => ({ ...lightPart(s), subsections: s.subsections.map(lightPart) })) },
  };
}
