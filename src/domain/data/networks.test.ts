import { describe, expect, test } from 'vitest';
import { ADDRESS_BOOK_NETWORKS, LEGACY, NETWORKS, NETWORK_IDS, isNetworkId } from './networks';
import { explorerAddressUrl, explorerBlockUrl } from './explorer';

describe('networks', () => {
  test('chain ids and explorers are the ones integrators use', () => {
    expect(NETWORK_IDS.map((id) => [id, NETWORKS[id].chainId, NETWORKS[id].explorer])).toEqual([
      ['mainnet', 1, 'https://etherscan.io'],
      ['arbitrum', 42161, 'https://arbiscan.io'],
      ['optimism', 10, 'https://optimistic.etherscan.io'],
    ]);
  });

  test('one record per network, the legacy list included, in page order', () => {
    expect(ADDRESS_BOOK_NETWORKS.map((n) => [n.id, n.tab, n.anchorPrefix, n.tabLabel])).toEqual([
      ['mainnet', 'mainnet', 'mainnet', 'Mainnet V3'],
      ['arbitrum', 'arbitrum', 'arbitrum', 'Arbitrum'],
      ['optimism', 'optimism', 'optimism', 'Optimism'],
      ['mainnet-v2-v1', 'mainnet-v2', 'legacy', 'Mainnet V2/V1'],
    ]);
    expect([LEGACY.chainId, LEGACY.explorer]).toEqual([NETWORKS.mainnet.chainId, NETWORKS.mainnet.explorer]);
    expect(new Set(ADDRESS_BOOK_NETWORKS.map((n) => n.name)).size).toBe(4);
  });

  test('explorer links are {explorer}/address/{address} and /block/{n}', () => {
    expect(explorerAddressUrl('https://arbiscan.io', '0xabc')).toBe('https://arbiscan.io/address/0xabc');
    expect(explorerBlockUrl('https://etherscan.io', 20263808n)).toBe('https://etherscan.io/block/20263808');
  });

  test('isNetworkId', () => {
    expect(isNetworkId('optimism')).toBe(true);
    expect(isNetworkId('base')).toBe(false);
    expect(isNetworkId(LEGACY.id)).toBe(false);
  });
});

describe('the chains the site covers (src/domain/data/chains.ts)', () => {
  test("are viem's own chain objects, read from viem's definition files rather than through viem/chains", async () => {
    const chains = await import('./chains');
    const viem = await import('viem/chains');
    // The same data (here viem/chains is viem's ES module build, so its functions are other objects).
    const data = (chain: object) => JSON.parse(JSON.stringify(chain)) as unknown;
    for (const name of ['mainnet', 'arbitrum', 'optimism'] as const) {
      expect(Object.keys(chains[name]).sort()).toEqual(Object.keys(viem[name]).sort());
      expect(data(chains[name])).toEqual(data(viem[name]));
    }
    expect(chains.mainnet.contracts.multicall3.address).toBe(viem.mainnet.contracts.multicall3.address);
  });
});
