/**
 * The Deployed Contracts page as an island (issue 18, "no page content twice"). Its tables are the server's HTML
 * (ServerHtmlUntilActive), and a filter shows and hides their rows in place, reading each row's search text from
 * what the row shows (src/browser/routes/DeployedContracts/shownRows.ts, ../deployedContracts/shownTexts.ts). So the browser that loads the page from the
 * server gets the page's data without its rows: every table keeps its id, title, flags and the number of its rows.
 * The fence's plugin writes this light data as the page's island module (islandModules.ts); the full data loads only
 * when the browser draws the tables (a client-side navigation).
 */
import type { DeployedContractsPageData } from '../../pageData/deployedContractsPage';
import type { LegacySubsection } from '../../pageData/legacyBook';

/** A legacy part's blocks keep their ids and row counts: the filter reads the rest from the HTML. */
const lightPart = <P extends LegacySubsection>(part: P): P => ({ ...part, blocks: part.blocks.map((b) => ({ ...b, group: null, trail: '', rows: [], size: b.rows.length })) });

/**
 * The page's data without its rows (and the rows' access classes and ABIs), with each table's and block's row count, and
 * without what only the parts that stay the server's HTML draw: the belowTables (the legend above the tables,
 * src/browser/routes/DeployedContracts/legend.tsx, and the tables and what is below them under them, src/browser/routes/DeployedContracts/tablesAndBelow.tsx) and the
 * examples.
 */
export function lightDeployedContractsPage(page: DeployedContractsPageData): DeployedContractsPageData {
  return {
    ...page,
    example: { curl: '', ts: '', tsFile: '' },
    belowTables: {
      abis: [],
      accessClasses: [],
      accessRoles: [],
      previous: [],
      coverage: { parts: { lead: '', networks: [], v31: '' }, notCovered: [] },
      code: { files: [], safe: '', usage: { ...page.belowTables.code.usage, download: '', ts: '', sol: '', safe: [] } },
    },
    // A network keeps what the tabs, the filter and the contents read; its explorer, its snapshot facts and its
    // tables' links to their state pages are drawn only with the tables (tablesAndBelow.tsx).
    networks: page.networks.map((n) => ({
      ...n,
      explorer: '',
      blockUrl: '',
      time: '',
      tables: n.tables.map(({ access: _access, abi: _abi, href: _href, ...t }) => ({ ...t, rows: [], size: t.rows.length })),
    })),
    legacy: { ...page.legacy, explorer: '', sections: page.legacy.sections.map((s) => ({ ...lightPart(s), subsections: s.subsections.map(lightPart) })) },
  };
}
