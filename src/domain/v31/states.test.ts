import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { getAddress } from 'viem';
import { DataError } from '../data/errors';
import { ROOT } from '../../../tests/helpers/data';
import { loadV31Networks, v31DirFromEnv } from './networks';
import { contractTypeName, loadV31State, loadV31States, newestMarkets, V31_STATES_DIR } from './states';

const dir = v31DirFromEnv(ROOT);
const networks = loadV31Networks(dir);
const files = readdirSync(path.join(dir, V31_STATES_DIR)).filter((f) => f.endsWith('.json')).sort();
type RawMarket = { pool: { baseParams: { addr: string; contractType: string } }; creditManagers: unknown[]; configurator: string };
type RawState = { currentBlock: { __value: string }; markets: RawMarket[]; addressProvider: { addresses: Record<string, Record<string, string>> }; chainId: number };
const raws = Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(path.join(dir, V31_STATES_DIR, f), 'utf8')) as RawState]));

describe('V3.1 states', () => {
  const states = loadV31States(dir, networks);

  test('the four Mainnet states, oldest first, each at the block its file name says', () => {
    expect(states).toHaveLength(4);
    expect(states.map((s) => `${s.network.toLowerCase()}-${s.block}.json`)).toEqual(files);
    expect(states.every((s) => s.chainId === 1 && s.timestamp > 1_700_000_000)).toBe(true);
  });

  test("every address-provider key and version of each file, and every market with its credit suites", () => {
    for (const s of states) {
      const raw = raws[path.basename(s.file)] as RawState;
      expect(s.addressProvider.entries.map((e) => [e.key, e.version, e.address.toLowerCase()])).toEqual(
        Object.entries(raw.addressProvider.addresses).flatMap(([key, v]) => Object.entries(v).map(([version, a]) => [key, Number(version), a.toLowerCase()])),
      );
      expect(s.markets.map((m) => [m.pool.address.toLowerCase(), m.creditSuites.length])).toEqual(raw.markets.map((m) => [m.pool.baseParams.addr.toLowerCase(), m.creditManagers.length]));
      for (const m of s.markets) {
        expect(m.pool.type).toBe('POOL');
        expect(m.interestRateModel.type).toMatch(/^IRM::/);
        expect(m.creditSuites.every((c) => c.creditManager.type === 'CREDIT_MANAGER' && c.creditFacade.type === 'CREDIT_FACADE')).toBe(true);
        expect(m.configurator).toBe(getAddress(m.configurator));
      }
    }
  });

  test('a market in several states is taken from the newest; every market of every state is there once', () => {
    const newest = newestMarkets(states);
    const pools = new Set(states.flatMap((s) => s.markets.map((m) => m.pool.address.toLowerCase())));
    expect(newest.map((n) => n.market.pool.address.toLowerCase()).sort()).toEqual([...pools].sort());
    for (const { market, state } of newest) {
      const later = states.filter((s) => s.block > state.block && s.markets.some((m) => m.pool.address === market.pool.address));
      expect(later).toEqual([]);
    }
    // KPK's two markets are in the first and the third state: the third's, with 11 credit managers in wstETH v3.
    const kpk = networks.networks[0]?.curators.find((c) => c.name === 'KPK');
    const kpkMarkets = newest.filter((n) => n.market.configurator === kpk?.configurator);
    expect(kpkMarkets.map((n) => n.state.block)).toEqual([25452438, 25452438]);
    expect(kpkMarkets.map((n) => n.market.creditSuites.length).sort((a, b) => a - b)).toEqual([11, 13]);
  });

  test("a contract type is its bytes32 ASCII name without the padding; all zeros is no type (the address provider's)", () => {
    expect(contractTypeName(`0x${Buffer.from('IRM::LINEAR').toString('hex').padEnd(64, '0')}`)).toBe('IRM::LINEAR');
    expect(contractTypeName(`0x${'0'.repeat(64)}`)).toBe('');
  });
});

describe('bad V3.1 states stop the build with the file, the JSON path and what was expected', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'v31-states-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  const first = files[0] as string;
  const broken = (edit: (data: Record<string, unknown>) => void): DataError => {
    const data = JSON.parse(readFileSync(path.join(dir, V31_STATES_DIR, first), 'utf8')) as Record<string, unknown>;
    edit(data);
    mkdirSync(path.join(tmp, V31_STATES_DIR), { recursive: true });
    const file = path.join(tmp, V31_STATES_DIR, first);
    writeFileSync(file, JSON.stringify(data));
    try {
      loadV31State(file, networks);
    } catch (error) {
      if (error instanceof DataError) return error;
      throw error;
    }
    throw new Error('the broken file was read without an error');
  };

  test('a chain that is no V3.1 network, and a network named otherwise', () => {
    expect(broken((d) => (d.chainId = 999_999_999)).jsonPath).toBe('$.chainId');
    expect(broken((d) => (d.network = 'Ethereum')).jsonPath).toBe('$.network');
  });

  test("a pool's address that is not one, and a contract type that is not bytes32", () => {
    const e = broken((d) => {
      ((d.markets as RawMarket[])[1] as RawMarket).pool.baseParams.addr = '0x1234';
    });
    expect(e.jsonPath).toBe('$.markets[1].pool.baseParams.addr');
    const t = broken((d) => {
      ((d.markets as RawMarket[])[0] as RawMarket).pool.baseParams.contractType = 'POOL';
    });
    expect(t.jsonPath).toBe('$.markets[0].pool.baseParams.contractType');
    expect(t.message).toContain('bytes32');
  });

  test("addresses the file states twice must agree: a suite's manager names another pool, the pool another rate model", () => {
    const e = broken((d) => {
      const m = (d.markets as { creditManagers: { creditManager: { pool: string } }[] }[])[0];
      const suite = m?.creditManagers[2];
      if (suite) suite.creditManager.pool = '0x0000000000000000000000000000000000000001';
    });
    expect(e.jsonPath).toBe('$.markets[0].creditManagers[2].creditManager.pool');
    expect(e.expected).toMatch(/^the market's pool, 0x/);
    const irm = broken((d) => {
      const m = (d.markets as { pool: { interestRateModel: string } }[])[1];
      if (m) m.pool.interestRateModel = '0x0000000000000000000000000000000000000002';
    });
    expect(irm.jsonPath).toBe('$.markets[1].pool.interestRateModel');
  });

  test('a price feed without its answer, and a quota with a negative rate', () => {
    expect(
      broken((d) => {
        const m = (d.markets as { priceOracle: { priceFeedTree: Record<string, unknown>[] } }[])[0];
        if (m?.priceOracle.priceFeedTree[3]) delete m.priceOracle.priceFeedTree[3].answer;
      }).jsonPath,
    ).toBe('$.markets[0].priceOracle.priceFeedTree[3].answer');
    expect(
      broken((d) => {
        const m = (d.markets as { quotaKeeper: { quotas: { rate: number }[] } }[])[0];
        if (m?.quotaKeeper.quotas[0]) m.quotaKeeper.quotas[0].rate = -1;
      }).jsonPath,
    ).toBe('$.markets[0].quotaKeeper.quotas[0].rate');
  });

  test('a market whose configurator is no curator of the network', () => {
    const e = broken((d) => {
      ((d.markets as RawMarket[])[1] as RawMarket).configurator = '0x0000000000000000000000000000000000000003';
    });
    expect(e.jsonPath).toBe('$.markets[1].configurator');
    expect(e.expected).toContain('lists on Mainnet');
  });
});
