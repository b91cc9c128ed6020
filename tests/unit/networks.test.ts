import { describe, expect, test } from 'vitest';
import { NETWORKS, NETWORK_IDS, explorerAddressUrl, explorerBlockUrl, isNetworkId } from '../../src/data/networks';

describe('networks', () => {
  test('chain ids and explorers are the ones integrators use', () => {
    expect(NETWORK_IDS.map((id) => [id, NETWORKS[id].chainId, NETWORKS[id].explorer])).toEqual([
      ['mainnet', 1, 'https://etherscan.io'],
      ['arbitrum', 42161, 'https://arbiscan.io'],
      ['optimism', 10, 'https://optimistic.etherscan.io'],
    ]);
  });

  test('tab labels follow the page order', () => {
    expect(NETWORK_IDS.map((id) => NETWORKS[id].tabLabel)).toEqual(['Mainnet V3', 'Arbitrum', 'Optimism']);
  });

  test('explorer links are {explorer}/address/{address} and /block/{n}', () => {
    expect(explorerAddressUrl('https://arbiscan.io', '0xabc')).toBe('https://arbiscan.io/address/0xabc');
    expect(explorerBlockUrl('https://etherscan.io', 20263808n)).toBe('https://etherscan.io/block/20263808');
  });

  test('isNetworkId', () => {
    expect(isNetworkId('optimism')).toBe(true);
    expect(isNetworkId('base')).toBe(false);
  });
});
