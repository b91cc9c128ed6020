/**
 * What the Deployed Contracts page ships to the browser: compact rows only.
 * A row is a tuple [label, address, flags?] so ~900 rows travel in one small
 * JSON module; no snapshot field other than these reaches the client.
 */
import type { SiteData } from '../data/model';
import { NETWORKS, NETWORK_IDS, explorerBlockUrl, type NetworkId } from '../data/networks';
import { addressBook, type RowFlag } from './addressBook';
import { legacyBook, type LegacySection } from './legacyBook';
import { creditManagerPath, poolPath } from './state/paths';
import { LEGACY_ID } from './addressExport';
import { accessCodes, deployedContractsExtras, type PageExtras } from './deployedContractsExtras';

/** Row flags as one letter each: p = paused, z = points at the zero price feed. */
export type FlagCode = 'p' | 'z';
export type CompactRow = [label: string, address: string] | [label: string, address: string, flags: string];

export interface PageTable {
  id: string;
  title: string;
  paused: boolean;
  rows: CompactRow[];
  /** Pool and credit manager tables: the protocol-state page with all parameters. */
  href?: string;
  /** V3 tables: each row's role, one character per row (see deployedContractsExtras.ts). */
  access?: string;
}

export interface PageNetwork {
  id: NetworkId;
  tabLabel: string;
  name: string;
  chainId: number;
  explorer: string;
  block: number;
  blockUrl: string;
  /** Snapshot time, ISO 8601 UTC. */
  time: string;
  tables: PageTable[];
}

export interface DeployedContractsPageData {
  networks: PageNetwork[];
  legacy: { title: string; explorer: string; sections: LegacySection[] };
  /** Downloadable address books (/addresses/{network}.json and .csv). */
  files: { network: string; name: string }[];
  /** How to fetch them: a curl line and a type-checked TypeScript file. */
  example: { curl: string; ts: string; tsFile: string };
  /** Access classes, previous versions, coverage, the address book as code (issue 17). */
  extras: PageExtras;
}

/** The TypeScript example shown under the tables (type-checked with the other examples). */
export const ADDRESS_BOOK_EXAMPLE = 'examples/ts/addresses/fetch-address-book.ts';

const FLAG_CODES: Record<RowFlag, FlagCode> = { paused: 'p', zeroPriceFeed: 'z' };

export function deployedContractsPage(data: SiteData, exampleTs: string, siteUrl: string): DeployedContractsPageData {
  return {
    networks: NETWORK_IDS.map((id) => {
      const snap = data.networks[id];
      const { network } = snap;
      return {
        id,
        tabLabel: network.tabLabel,
        name: network.name,
        chainId: network.chainId,
        explorer: network.explorer,
        block: snap.block,
        blockUrl: explorerBlockUrl(network.explorer, snap.block),
        time: new Date(snap.timestamp * 1000).toISOString(),
        tables: addressBook(snap).map((t) => {
          const table: PageTable = {
            id: t.id,
            title: t.title,
            paused: t.paused,
            access: accessCodes(t),
            rows: t.rows.map((r): CompactRow => {
              const flags = r.flags.map((f) => FLAG_CODES[f]).join('');
              return flags ? [r.label, r.address, flags] : [r.label, r.address];
            }),
          };
          const pool = t.kind === 'pool' ? snap.pools.find((p) => p.address === t.subject) : undefined;
          const cm = t.kind === 'creditManager' ? snap.creditManagers.find((c) => c.address === t.subject) : undefined;
          if (pool) table.href = poolPath(id, pool.name);
          if (cm) table.href = creditManagerPath(id, cm.name);
          return table;
        }),
      };
    }),
    legacy: { title: data.legacy.title, explorer: NETWORKS.mainnet.explorer, sections: legacyBook(data.legacy) },
    files: [...NETWORK_IDS.map((id) => ({ network: id, name: NETWORKS[id].name })), { network: LEGACY_ID, name: 'Mainnet V2 and V1 (legacy)' }],
    example: {
      curl: [
        `curl -s ${siteUrl}/addresses/index.json`,
        `curl -s ${siteUrl}/addresses/arbitrum.json | jq -r '.rows[] | select(.label == "PriceOracleV3") | .address'`,
        `curl -s -O ${siteUrl}/addresses/mainnet.csv`,
      ].join('\n'),
      ts: exampleTs,
      tsFile: ADDRESS_BOOK_EXAMPLE.split('/').pop() ?? ADDRESS_BOOK_EXAMPLE,
    },
    extras: deployedContractsExtras(data, siteUrl),
  };
}
