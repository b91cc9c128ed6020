import { getAddress } from 'viem';
import { describe, expect, test } from 'vitest';
import { pageCells } from '../../pageData/state/page';
import { sitePages } from '../../pageData/allPages';
import { NETWORK_IDS } from '../../domain/data/networks';
import { numberText, statePageTree } from './statePage';
import { stringify } from './stringify';
import { fixtureSite } from '../../../tests/helpers/fixture';
import { siteData } from '../../../tests/helpers/data';
import { addressesIn, markdownLinks, markdownTables, proseOf } from '../../../tests/helpers/markdown';
import type { StatePageData } from '../../pageData/state/page';

const SITE = 'https://example.org';
const fixture = sitePages(fixtureSite(), { addressBookExample: '', siteUrl: SITE }).networks.mainnet;
const md = (page: StatePageData) => stringify(statePageTree(page, { siteUrl: SITE }));

/** Every number cell of a page, depth first. */
const numCells = (page: StatePageData): { value: string; raw: string }[] => pageCells(page).filter((c) => c.kind === 'num');

describe('a state page as Markdown', () => {
  test('numbers in human units with the raw value beside them, unless it says nothing more', () => {
    expect(numberText('1,000,000 USDC', '1000000000000')).toBe('1,000,000 USDC (raw 1000000000000)');
    expect(numberText('70%', '7000 bps')).toBe('70% (raw 7000 bps)');
    expect(numberText('20,263,808', '20263808')).toBe('20,263,808');
    expect(numberText('300', '300')).toBe('300');
  });

  test('the pool page: frame, fields as tables with header rows, quotas with their columns, links absolute', () => {
    const text = md(fixture.pools[0]!);
    expect(text.startsWith('# Test USDC v3\n')).toBe(true);
    expect(text).toContain('> Markdown version of <https://example.org/state/mainnet/pools/test-usdc-v3>.');
    expect(text).toContain('Ethereum Mainnet (chain 1), snapshot at block [1,000](https://etherscan.io/block/1000) on 2023-11-14 22:13:20 UTC.');
    const tables = markdownTables(text);
    const liquidity = tables.find((t) => t.rows.some((r) => r[0] === 'Expected liquidity'));
    expect(liquidity?.header).toEqual(['Field', 'Value', 'Note']);
    expect(liquidity?.rows.find((r) => r[0] === 'Expected liquidity')).toEqual(['Expected liquidity', '1,000,000 USDC (raw 1000000000000)', 'Deposits plus interest accrued on loans.']);
    const quotas = tables.find((t) => t.header[0] === 'Token' && t.header.includes('Increase fee'));
    expect(quotas?.header).toEqual(['Token', 'Rate', 'Increase fee', 'Total quoted', 'Limit', 'Active']);
    expect(quotas?.rows[0]).toEqual(['WETH 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '1.5% (raw 150 bps)', '0.01% (raw 1 bps)', '100,000 USDC (raw 100000000000)', '3,000,000 USDC (raw 3000000000000)', 'yes']);
    // The chart is its text alternative.
    expect(text).toContain('Borrow rate against utilisation. The rate rises from 0% at 0% to 1% at U1 = 70%');
    for (const l of markdownLinks(text)) expect(l.url).toMatch(/^https:\/\//);
  });

  test('every number cell of every page kind is there with its raw value; every address checksummed', () => {
    const pages = [fixture.overview, fixture.priceFeeds, fixture.governance, fixture.tokens, ...fixture.pools, ...fixture.creditManagers];
    for (const page of pages) {
      const text = md(page);
      for (const c of numCells(page)) expect(text, page.path).toContain(numberText(c.value, c.raw));
      for (const a of addressesIn(text)) expect(a, page.path).toBe(getAddress(a));
      expect(proseOf(text), page.path).not.toMatch(/undefined|NaN|\[object Object\]/);
    }
  });

  test('blocks only some pages have: policies, policy groups, feed trees, the tokens table', () => {
    const governance = md(fixture.governance);
    expect(markdownTables(governance).find((t) => t.header[0] === 'Policy')?.rows[0]).toEqual([
      'TOKEN_LT',
      'yes',
      '0x0000000000000000000000000000000000000AD1',
      '1 day (raw 86400 s)',
      'min value: 50%; max value: 95%; max % change: down 5%, up 2.5% (flags 70)',
      'none',
    ]);
    expect(governance).toContain('- `CREDIT_MANAGERS`: 1 contract\n  - [Test USDC Tier 1](https://example.org/state/mainnet/credit-managers/test-usdc-tier-1) `0x000000000000000000000000000000000000C001`');

    const feeds = md(fixture.priceFeeds);
    expect(feeds).toContain('### WETH');
    expect(feeds).toContain('  - Built from:\n    - Part 1: `0x00000000000000000000000000000000000000f3`, CHAINLINK_ORACLE (PriceFeedType 0), version 300, staleness: 1 h 15 min (raw 4500 s, skipCheck false)');
    expect(feeds).toContain('  - Signed data id `USDC`, 2 of 2 signers required (3 slots):');
    expect(feeds).toMatch(/ZERO_ORACLE \(PriceFeedType 5\), version 300, staleness: not recorded in the snapshot \(raw 0 s, skipCheck false\), zero price feed/);

    const tokens = markdownTables(md(fixture.tokens))[0];
    expect(tokens?.header).toEqual(['Token', 'Address', 'Credit managers (liquidation threshold)', 'Pool quotas (rate)', 'Main feed', 'Reserve feed']);
    expect(tokens?.rows.map((r) => r[0])).toEqual(['USDC', 'WETH', 'TKN_LABEL (not in the SDK token list)']);
    expect(tokens?.rows[1]?.slice(2, 4)).toEqual(['Test USDC Tier 1: LT 90%', 'Test USDC v3: 1.5%']);
  });

  test('an empty table is its sentence, as on the page', () => {
    const page = { ...fixture.pools[0]!, sections: [{ id: 'x', title: 'X', blocks: [{ kind: 'table' as const, table: { columns: [{ label: 'A' }], rows: [], empty: 'Nothing here.' } }] }] };
    expect(md(page)).toContain('## X\n\nNothing here.\n');
  });

  test('a page of each kind on each network of the real snapshots: every row as wide as its header, nothing undefined', { timeout: 60_000 }, () => {
    // Every page of the built site is compared with its HTML by tests/e2e/markdown.e2e.ts.
    const real = sitePages(siteData(), { addressBookExample: '', siteUrl: SITE });
    for (const id of NETWORK_IDS) {
      const n = real.networks[id];
      for (const page of [n.overview, n.priceFeeds, n.governance, n.tokens, n.pools[0]!, n.creditManagers[0]!]) {
        const text = md(page);
        for (const t of markdownTables(text)) {
          expect(t.header.every((h) => h.length > 0), page.path).toBe(true);
          for (const r of t.rows) expect(r.length, page.path).toBe(t.header.length);
        }
        expect(proseOf(text), page.path).not.toMatch(/undefined|NaN|\[object Object\]/);
      }
    }
  });
});
