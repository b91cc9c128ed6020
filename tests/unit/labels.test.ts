import { describe, expect, test } from 'vitest';
import { labeler, slugify } from '../../src/data/labels';
import { siteData } from '../helpers/data';

describe('labels', () => {
  const mainnet = labeler(siteData().networks.mainnet);

  test('token symbols come from the token list before contractLabels', () => {
    // contractLabels calls wstETH by the Lido contract behind it.
    expect(siteData().networks.mainnet.contractLabels.get('0x7f39c581f595b53c5cb19bd0b3f8da6c935e2ca0')).toBe('LIDO_WSTETH');
    expect(mainnet.token('0x7f39C581F595B53c5cb19bD0b3f8dA6c935E2Ca0')).toBe('wstETH');
  });

  test('lookups ignore case', () => {
    expect(mainnet.token('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBe('USDC');
    expect(mainnet.token('0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48')).toBe('USDC');
  });

  test('a token missing from the list falls back to its contractLabels name', () => {
    expect(mainnet.token('0x8C23b9E4CB9884e807294c4b4C33820333cC613c')).toBe('weETH/ETH');
  });

  test('an unknown address is shown as itself', () => {
    const unknown = '0x000000000000000000000000000000000000dEaD';
    expect(mainnet.tokenOrAddress(unknown)).toBe(unknown);
    expect(mainnet.contractOrAddress(unknown)).toBe(unknown);
  });

  test('contracts are named by contractLabels', () => {
    expect(mainnet.contract('0xE592427A0AEce92De3Edee1F18E0157C05861564')).toBe('UNISWAP_V3_ROUTER');
  });

  test('slugify', () => {
    expect(slugify('Trade USDC.e Tier 1 Arbitrum')).toBe('trade-usdc-e-tier-1-arbitrum');
    expect(slugify('  V2 (Deprecated) ')).toBe('v2-deprecated');
  });
});
