/**
 * What the Deployed Contracts page ships to the browser: compact rows only.
 * A row is a tuple [label, address, flags?], so the rows of every network,
 * legacy included, travel in one small JSON module; no snapshot field other
 * than these reaches the client.
 */
import type { SiteData } from '../domain/data/model';
import { explorerBlockUrl } from '../domain/data/explorer';
import { isoTime } from '../domain/data/format';
import { ADDRESS_BOOK_NETWORKS, LEGACY, NETWORK_IDS, type NetworkId, type SiteNetwork } from '../domain/data/networks';
import { addressBook, type RowFlag, type TableKind } from './addressBook';
import { legacyBook, type LegacySection } from './legacyBook';
import { ADDRESS_INDEX_FILE, addressBookFile, V31_PATH } from '../domain/data/paths';
import { changesLink } from './state/changes';
import { accessCodes, deployedContractsExtras, type PageBelowTables } from './deployedContractsBelowTables';
import { rowAbiText, v30RowAbi, type RowAbi } from './abiLinks';
import { NO_ABI_SHOWN, type PageAbi } from './deployedContracts/abiRows';

/**
 * The page's distinct row ABIs, in the order first met, and each row's character: its index, base 36. A row whose
 * version the snapshot does not give, or an external feed, shows nothing (`-`): the legend says which rows those are,
 * and the row's JSON says it (`noAbi`). A row of a known version says there is none for that version.
 */
function abiCoder(): { list: PageAbi[]; code: (r: RowAbi) => string } {
  const list: PageAbi[] = [];
  const seen = new Map<string, number>();
  return {
    list,
    code(r) {
      if (r.kind === 'none' && r.reason !== 'version' && r.reason !== 'releases') return NO_ABI_SHOWN;
      const entry: PageAbi = r.kind === 'abi' ? [rowAbiText(r), r.json, r.ts] : [rowAbiText(r)];
      const key = entry.join(' ');
      let i = seen.get(key);
      if (i === undefined) {
        i = list.push(entry) - 1;
        seen.set(key, i);
      }
      if (i >= 36) throw new Error(`the Deployed Contracts page has more than 36 distinct row ABIs (${key}): one base-36 character per row no longer holds them`);
      return i.toString(36);
    },
  };
}

/** Row flags as one letter each: p = paused, z = points at the zero price feed. */
export type FlagCode = 'p' | 'z';
export type CompactRow = [label: string, address: string] | [label: string, address: string, flags: string];

export interface PageTable {
  id: string;
  title: string;
  kind: TableKind;
  labelHeader: 'Token' | 'Contract';
  paused: boolean;
  rows: CompactRow[];
  /** Pool and credit manager tables: the protocol-state page with all parameters. */
  href?: string;
  /** V3 tables: each row's role, one character per row (see deployedContractsExtras.ts). */
  access?: string;
  /** V3 tables: each row's ABI, one character per row (see deployedContracts/abiRows.ts). */
  abi?: string;
  /** Where the data leaves the rows out: how many there are (deployedContracts/visibility.ts, rowCount). */
  size?: number;
}

/** A tab of the page: its network's ids, names and explorer. */
export type PageTab = Pick<SiteNetwork, 'tab' | 'tabLabel' | 'name' | 'anchorPrefix' | 'explorer'>;

export interface PageNetwork extends PageTab {
  id: NetworkId;
  chainId: number;
  block: number;
  blockUrl: string;
  /** Snapshot time, ISO 8601 UTC. */
  time: string;
  tables: PageTable[];
  /** The "Changes since block N" page, when the build is given the previous snapshots. */
  changes?: { label: string; href: string };
}

export interface PageLegacy extends PageTab {
  sections: LegacySection[];
}

export interface DeployedContractsPageData {
  networks: PageNetwork[];
  legacy: PageLegacy;
  /** Downloadable address books. */
  files: { network: string; name: string; json: string; csv: string }[];
  /** How to fetch them: a curl line and a type-checked TypeScript file. */
  example: { curl: string; ts: string; tsFile: string };
  /** Access classes, previous versions, coverage, the address book as code (issue 17). */
  belowTables: PageBelowTables;
  /** One line above the tabs: which version and when they show, and where V3.1 is. */
  versionNote: { text: string; link: string; href: string };
}

/** The line that says the tabs show V3.0 as of its snapshots (their years, from the data) and links to V3.1. */
export function versionNote(data: SiteData): DeployedContractsPageData['versionNote'] {
  const years = [...new Set(NETWORK_IDS.map((id) => new Date(data.networks[id].timestamp * 1000).getUTCFullYear()))].sort();
  const n = data.v31.networks.networks.length;
  return {
    text: `These tabs show Gearbox V3.0 as of its ${years.join(' and ')} snapshots. The protocol runs V3.1 today, on ${n} networks:`,
    link: 'Gearbox V3.1 networks, curators and markets',
    href: V31_PATH,
  };
}

/** The TypeScript example shown under the tables (type-checked with the other examples). */
export const ADDRESS_BOOK_EXAMPLE = 'examples/ts/addresses/fetch-address-book.ts';

const FLAG_CODES: Record<RowFlag, FlagCode> = { paused: 'p', zeroPriceFeed: 'z' };

const tab = ({ tab, tabLabel, name, anchorPrefix, explorer }: SiteNetwork): PageTab => ({ tab, tabLabel, name, anchorPrefix, explorer });

export function deployedContractsPage(data: SiteData, exampleTs: string, siteUrl: string): DeployedContractsPageData {
  const abis = abiCoder();
  const belowTables = deployedContractsExtras(data, siteUrl);
  return {
    versionNote: versionNote(data),
    networks: NETWORK_IDS.map((id) => {
      const snap = data.networks[id];
      const { network } = snap;
      return {
        ...tab(network),
        id,
        chainId: network.chainId,
        block: snap.block,
        blockUrl: explorerBlockUrl(network.explorer, snap.block),
        time: isoTime(snap.timestamp),
        tables: addressBook(snap).map((t) => {
          const table: PageTable = {
            id: t.id,
            title: t.title,
            kind: t.kind,
            labelHeader: t.labelHeader,
            paused: t.paused,
            access: accessCodes(t),
            abi: t.rows.map((r) => abis.code(v30RowAbi(snap, r))).join(''),
            rows: t.rows.map((r): CompactRow => {
              const flags = r.flags.map((f) => FLAG_CODES[f]).join('');
              return flags ? [r.label, r.address, flags] : [r.label, r.address];
            }),
          };
          if (t.subject) table.href = t.subject.path;
          return table;
        }),
        ...(data.previous && { changes: changesLink(data.previous[id], snap) }),
      };
    }),
    legacy: { ...tab(LEGACY), sections: legacyBook(data.legacy) },
    files: ADDRESS_BOOK_NETWORKS.map((n) => ({ network: n.id, name: n.name, json: addressBookFile(n.id, 'json'), csv: addressBookFile(n.id, 'csv') })),
    example: {
      curl: [
        `curl -s ${siteUrl}${ADDRESS_INDEX_FILE}`,
        `curl -s ${siteUrl}${addressBookFile('arbitrum', 'json')} | jq -r '.rows[] | select(.label == "PriceOracleV3") | .address'`,
        `curl -s -O ${siteUrl}${addressBookFile('mainnet', 'csv')}`,
      ].join('\n'),
      ts: exampleTs,
      tsFile: ADDRESS_BOOK_EXAMPLE.split('/').pop() ?? ADDRESS_BOOK_EXAMPLE,
    },
    belowTables: { ...belowTables, abis: abis.list },
  };
}
