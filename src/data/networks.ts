/**
 * The one place that knows each network: its id, display names, chain id,
 * block explorer and the snapshot file that describes it.
 */
import { arbitrum, mainnet, optimism, type Chain } from 'viem/chains';
import { getAddress, type Address } from 'viem';

export const NETWORK_IDS = ['mainnet', 'arbitrum', 'optimism'] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

export interface NetworkInfo {
  id: NetworkId;
  /** Full network name, e.g. "Arbitrum One". */
  name: string;
  /** Label of the network's tab on the Deployed Contracts page. */
  tabLabel: string;
  chainId: number;
  /** Explorer origin without a trailing slash. */
  explorer: string;
  /** Snapshot file name inside SNAPSHOT_DIR. */
  file: string;
  /**
   * Canonical WETH of the chain. A snapshot whose address provider names
   * another WETH was taken on another chain.
   */
  weth: Address;
}

function info(id: NetworkId, chain: Chain, name: string, tabLabel: string, weth: string): NetworkInfo {
  const explorer = chain.blockExplorers?.default.url;
  if (!explorer) throw new Error(`viem knows no block explorer for chain ${chain.id}`);
  return {
    id,
    name,
    tabLabel,
    chainId: chain.id,
    explorer: explorer.replace(/\/+$/, ''),
    file: `${id}.json`,
    weth: getAddress(weth),
  };
}

export const NETWORKS: Readonly<Record<NetworkId, NetworkInfo>> = {
  mainnet: info('mainnet', mainnet, 'Ethereum Mainnet', 'Mainnet V3', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  arbitrum: info('arbitrum', arbitrum, 'Arbitrum One', 'Arbitrum', '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  optimism: info('optimism', optimism, 'OP Mainnet', 'Optimism', '0x4200000000000000000000000000000000000006'),
};

export function isNetworkId(value: string): value is NetworkId {
  return (NETWORK_IDS as readonly string[]).includes(value);
}

export { explorerAddressUrl, explorerBlockUrl } from './explorer';
