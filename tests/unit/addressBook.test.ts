import { describe, expect, test } from 'vitest';
import { isAddress } from 'viem';
import { addressBook } from '../../src/views/addressBook';
import { siteData } from '../helpers/data';

const { networks } = siteData();
const book = (id: keyof typeof networks) => addressBook(networks[id]);
const byTitle = (id: keyof typeof networks, title: string) => {
  const t = book(id).find((x) => x.title === title);
  if (!t) throw new Error(`no table ${title}`);
  return t;
};

describe('addressBook', () => {
  test('table order: core, main feeds, reserve feeds, pools, credit managers', () => {
    const kinds = book('mainnet').map((t) => t.kind);
    expect(kinds.slice(0, 3)).toEqual(['core', 'mainFeeds', 'reserveFeeds']);
    expect(kinds.filter((k) => k === 'pool')).toHaveLength(8);
    expect(kinds.filter((k) => k === 'creditManager')).toHaveLength(17);
    expect(kinds.lastIndexOf('pool')).toBeLessThan(kinds.indexOf('creditManager'));
    expect(book('arbitrum').filter((t) => t.kind === 'pool')).toHaveLength(3);
    expect(book('optimism').filter((t) => t.kind === 'creditManager')).toHaveLength(4);
  });

  test('core contracts in the specified order with the snapshot addresses', () => {
    const core = byTitle('mainnet', 'Core Contracts');
    expect(core.rows.map((r) => r.label)).toEqual([
      'ACL', 'Address Provider', 'ContractsRegister', 'BotList', 'GearStaking', 'DegenNFT', 'AccountFactory', 'ControllerTimelock', 'PriceOracleV3',
    ]);
    const m = networks.mainnet;
    expect(core.rows.map((r) => r.address)).toEqual([
      m.core.acl.address, m.core.addressProvider.address, m.core.contractsRegister, m.core.botList, m.core.gearStaking.address,
      m.core.degenNFT, m.core.accountFactory.address, m.core.controllerTimelock.address, m.priceOracle.address,
    ]);
  });

  test('pool tables: Pool, PoolQuotaKeeper, Gauge, LinearModel', () => {
    const t = byTitle('optimism', 'Pool WETH v3');
    expect(t.rows.map((r) => r.label)).toEqual(['Pool', 'PoolQuotaKeeper', 'Gauge', 'LinearModel']);
    expect(t.rows[0]?.address.toLowerCase()).toBe(networks.optimism.pools[1]?.address.toLowerCase());
  });

  test('Trade USDC Tier 1 has 3 manager rows and 20 adapter rows named after their targets', () => {
    const t = byTitle('mainnet', 'Credit Manager Trade USDC Tier 1');
    expect(t.rows.slice(0, 3).map((r) => r.label)).toEqual(['CreditManager', 'CreditFacade', 'CreditConfigurator']);
    const adapters = t.rows.filter((r) => r.role === 'adapter');
    expect(adapters).toHaveLength(20);
    expect(adapters.map((r) => r.label)).toContain('Adapter for UNISWAP_V3_ROUTER');
    expect(adapters.every((r) => r.label.startsWith('Adapter for ') && r.subject)).toBe(true);
  });

  test('feed rows are labelled by token symbol from the token list, else contractLabels, else the address', () => {
    const main = byTitle('mainnet', 'Main Price Feeds');
    expect(main.rows).toHaveLength(networks.mainnet.priceOracle.main.length);
    const labels = main.rows.map((r) => r.label);
    expect(labels).toContain('wstETH');
    expect(labels).not.toContain('LIDO_WSTETH');
    expect(labels).toContain('weETH/ETH');
    expect(byTitle('arbitrum', 'Reserve Price Feeds').rows).toHaveLength(networks.arbitrum.priceOracle.reserve.length);
  });

  test('feeds pointing at the zero price feed are flagged', () => {
    const flagged = byTitle('mainnet', 'Main Price Feeds').rows.filter((r) => r.flags.includes('zeroPriceFeed'));
    const zero = networks.mainnet.core.addressProvider.entries.find((e) => e.role === 'ZERO_PRICE_FEED')?.address;
    expect(flagged.length).toBe(7);
    expect(flagged.every((r) => r.address === zero)).toBe(true);
  });

  test('the paused USDT v3 pool and USDT Tier 1 facade are marked, others are not', () => {
    const pausedTables = book('mainnet').filter((t) => t.paused).map((t) => t.title);
    expect(pausedTables).toEqual(['Pool USDT v3', 'Credit Manager USDT Tier 1']);
    expect(byTitle('mainnet', 'Pool USDT v3').rows[0]?.flags).toEqual(['paused']);
    expect(byTitle('mainnet', 'Credit Manager USDT Tier 1').rows.find((r) => r.label === 'CreditFacade')?.flags).toEqual(['paused']);
    expect(book('arbitrum').some((t) => t.paused)).toBe(false);
  });

  test('ids are unique across all networks and every address is checksummed', () => {
    const all = (['mainnet', 'arbitrum', 'optimism'] as const).flatMap((id) => book(id));
    const ids = all.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of all) {
      expect(t.rows.length).toBeGreaterThan(0);
      for (const r of t.rows) expect(isAddress(r.address, { strict: true }) && r.address !== r.address.toLowerCase()).toBe(true);
    }
  });
});
