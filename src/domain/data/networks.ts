/**
 * The one place that knows each network the site shows: one record per
 * network, the legacy Mainnet V2/V1 list included, with its ids, names, chain
 * and block explorer. Build time only (it reads viem's chain definitions,
 * ./chains.ts): pages get what they need of it in their data.
 */
import { getAddress, type Address, type Chain } from 'viem';
import { arbitrum, mainnet, optimism } from './chains';

export const NETWORK_IDS = ['mainnet', 'arbitrum', 'optimism'] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

/** What every network record holds. */
export interface SiteNetwork {
  /** Id of its data: `/addresses/{id}.json`, the `network` of its address-book rows and lookup places. */
  id: string;
  /** Its tab on the Deployed Contracts page (`/?network={tab}`), also the anchor of the tab's heading. */
  tab: string;
  /** First word of the anchors of its tables on the Deployed Contracts page (`{anchorPrefix}-…`). */
  anchorPrefix: string;
  /** Full name, e.g. "Arbitrum One". */
  name: string;
  /** Label of its tab on the Deployed Contracts page. */
  tabLabel: string;
  chainId: number;
  /** Explorer origin without a trailing slash. */
  explorer: string;
  /** Name of its data file (in SNAPSHOT_DIR for a V3 network, DATA_DIR for the legacy list). */
  file: string;
}

/** A Gearbox V3 network, read from its snapshot. */
export interface NetworkInfo extends SiteNetwork {
  id: NetworkId;
  /** Name in the sidebar, e.g. "Arbitrum". */
  shortName: string;
  /**
   * Canonical WETH of the chain. A snapshot whose address provider names
   * another WETH was taken on another chain.
   */
  weth: Address;
}

/** The legacy Mainnet V2/V1 address list. */
export interface LegacyNetwork extends SiteNetwork {
  id: 'mainnet-v2-v1';
}

/** A chain's block explorer origin, as viem defines it, without a trailing slash. */
export function explorerOf(chain: Chain): string {
  const explorer = chain.blockExplorers?.default.url;
  if (!explorer) throw new Error(`viem knows no block explorer for chain ${chain.id}`);
  return explorer.replace(/\/+$/, '');
}

function v3(id: NetworkId, chain: Chain, names: { name: string; shortName: string; tabLabel: string }, weth: string): NetworkInfo {
  return { id, tab: id, anchorPrefix: id, ...names, chainId: chain.id, explorer: explorerOf(chain), file: `${id}.json`, weth: getAddress(weth) };
}

export const NETWORKS: Readonly<Record<NetworkId, NetworkInfo>> = {
  mainnet: v3('mainnet', mainnet, { name: 'Ethereum Mainnet', shortName: 'Mainnet', tabLabel: 'Mainnet V3' }, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  arbitrum: v3('arbitrum', arbitrum, { name: 'Arbitrum One', shortName: 'Arbitrum', tabLabel: 'Arbitrum' }, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  optimism: v3('optimism', optimism, { name: 'OP Mainnet', shortName: 'Optimism', tabLabel: 'Optimism' }, '0x4200000000000000000000000000000000000006'),
};

export const LEGACY: LegacyNetwork = {
  id: 'mainnet-v2-v1',
  tab: 'mainnet-v2',
  anchorPrefix: 'legacy',
  name: 'Ethereum Mainnet (Gearbox V2 and V1)',
  tabLabel: 'Mainnet V2/V1',
  chainId: mainnet.id,
  explorer: explorerOf(mainnet),
  file: 'mainnet-v2-v1.json',
};

/** Every network with an address book, in page order: the V3 networks, then the legacy list. */
export const ADDRESS_BOOK_NETWORKS: readonly SiteNetwork[] = [...NETWORK_IDS.map((id) => NETWORKS[id]), LEGACY];

export function isNetworkId(value: string): value is NetworkId {
  return (NETWORK_IDS as readonly string[]).includes(value);
}
