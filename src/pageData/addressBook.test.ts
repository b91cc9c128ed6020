import { describe, expect, test } from 'vitest';
import { isAddress } from 'viem';
import { addressBook } from './addressBook';
import { NETWORK_IDS } from '../domain/data/networks';
import { siteData } from '../../tests/helpers/data';
import { A, fixtureSnapshot, TKN, ZERO_FEED } from '../../tests/helpers/fixture';

describe('addressBook (fixture)', () => {
  const snap = fixtureSnapshot();
  const book = addressBook(snap);
  const byKind = (kind: string) => book.filter((t) => t.kind === kind);

  test('tables in page order with anchors from their titles', () => {
    expect(book.map((t) => [t.kind, t.id, t.title])).toEqual([
      ['core', 'mainnet-core-contracts', 'Core Contracts'],
      ['mainFeeds', 'mainnet-main-price-feeds', 'Main Price Feeds'],
      ['reserveFeeds', 'mainnet-reserve-price-feeds', 'Reserve Price Feeds'],
      ['pool', 'mainnet-pool-test-usdc-v3', 'Pool Test USDC v3'],
      ['creditManager', 'mainnet-credit-manager-test-usdc-tier-1', 'Credit Manager Test USDC Tier 1'],
    ]);
    expect(book.map((t) => t.labelHeader)).toEqual(['Contract', 'Token', 'Token', 'Contract', 'Contract']);
  });

  test('core contracts in the specified order', () => {
    // Each contract by the name its Solidity source gives it, as the state pages name it.
    expect(book[0]?.rows.map((r) => r.label)).toEqual(['ACL', 'AddressProviderV3', 'ContractsRegister', 'BotListV3', 'GearStakingV3', 'DegenNFT', 'AccountFactoryV3', 'ControllerTimelockV3', 'PriceOracleV3']);
    expect(book[0]?.rows.map((r) => r.address.toLowerCase())).toEqual([A(0xac1), A(0xa9), A(0xc4), A(0xb0), A(0x65), A(0xde), A(0xaf), A(0x71), A(0x0a)]);
  });

  test('pool and credit manager tables carry their subject: address, name and page', () => {
    const [pool] = byKind('pool');
    expect(pool?.subject).toMatchObject({ name: 'Test USDC v3', path: '/state/mainnet/pools/test-usdc-v3' });
    expect(pool?.rows.map((r) => r.label)).toEqual(['PoolV3', 'PoolQuotaKeeperV3', 'GaugeV3', 'LinearInterestRateModelV3']);
    const [cm] = byKind('creditManager');
    expect(cm?.subject).toMatchObject({ name: 'Test USDC Tier 1', path: '/state/mainnet/credit-managers/test-usdc-tier-1' });
    expect(cm?.rows.map((r) => [r.label, r.role])).toEqual([
      ['CreditManagerV3', 'creditManager'],
      ['CreditFacadeV3', 'creditFacade'],
      ['CreditConfiguratorV3', 'creditConfigurator'],
      ['Adapter for TARGET_ROUTER', 'adapter'],
    ]);
    expect(cm?.rows[3]?.subject?.toLowerCase()).toBe(A(0x7a));
  });

  test('feed rows are named by token, and a feed at the zero price feed is flagged', () => {
    const [main] = byKind('mainFeeds');
    expect(main?.rows.map((r) => [r.label, r.flags])).toEqual([
      ['USDC', []],
      ['WETH', []],
      ['TKN_LABEL', ['zeroPriceFeed']],
    ]);
    expect(main?.rows[2]?.address.toLowerCase()).toBe(ZERO_FEED);
    expect(main?.rows[2]?.subject?.toLowerCase()).toBe(TKN);
  });

  test('a paused pool and a paused facade mark their tables and rows', () => {
    const paused = addressBook(
      fixtureSnapshot((raw) => {
        raw.poolState[0]!.pool.isPaused = true;
        raw.creditState[0]!.creditFacade.isPaused = true;
      }),
    );
    expect(paused.filter((t) => t.paused).map((t) => t.kind)).toEqual(['pool', 'creditManager']);
    expect(paused[3]?.rows[0]?.flags).toEqual(['paused']);
    expect(paused[4]?.rows.find((r) => r.role === 'creditFacade')?.flags).toEqual(['paused']);
    expect(book.some((t) => t.paused)).toBe(false);
  });
});

describe('addressBook (snapshots)', () => {
  const { networks } = siteData();

  test('core, feeds, then one table per pool and per credit manager, in snapshot order', () => {
    for (const id of NETWORK_IDS) {
      const snap = networks[id];
      const book = addressBook(snap);
      expect(book.slice(0, 3).map((t) => t.kind)).toEqual(['core', 'mainFeeds', 'reserveFeeds']);
      expect(book.filter((t) => t.kind === 'pool').map((t) => t.subject?.name)).toEqual(snap.pools.map((p) => p.name));
      expect(book.filter((t) => t.kind === 'creditManager').map((t) => t.subject?.name)).toEqual(snap.creditManagers.map((c) => c.name));
      expect(book[1]?.rows).toHaveLength(snap.priceOracle.main.length);
      expect(book[2]?.rows).toHaveLength(snap.priceOracle.reserve.length);
      for (const cm of snap.creditManagers) {
        expect(book.find((t) => t.subject?.address === cm.address)?.rows.filter((r) => r.role === 'adapter')).toHaveLength(cm.adapters.length);
      }
      expect(book.filter((t) => t.paused).map((t) => t.subject?.name)).toEqual([...snap.pools.filter((p) => p.isPaused), ...snap.creditManagers.filter((c) => c.facade.isPaused)].map((x) => x.name));
    }
  });

  test("the account factory row names the factory the snapshot's version() says is live", () => {
    const factoryLabel = (id: (typeof NETWORK_IDS)[number]) => addressBook(networks[id])[0]?.rows.find((r) => r.role === 'accountFactory')?.label;
    for (const id of NETWORK_IDS) {
      const version = networks[id].core.accountFactory.version;
      expect(factoryLabel(id), id).toBe(version === 1 ? 'AccountFactory' : 'AccountFactoryV3');
    }
    // Both kinds are live in these snapshots: core-v2's on Mainnet, V3's elsewhere.
    expect(new Set(NETWORK_IDS.map(factoryLabel))).toEqual(new Set(['AccountFactory', 'AccountFactoryV3']));
  });

  test('ids are unique across all networks, no table is empty and every address is checksummed', () => {
    const all = NETWORK_IDS.flatMap((id) => addressBook(networks[id]));
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) {
      expect(t.rows.length, t.id).toBeGreaterThan(0);
      for (const r of t.rows) expect(isAddress(r.address, { strict: true }) && r.address !== r.address.toLowerCase()).toBe(true);
    }
  });
});
