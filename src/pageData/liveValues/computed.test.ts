/** Cited values computed from the model (account factories, versions, policies, worked numbers), against the real snapshots. */
import { describe, expect, test } from 'vitest';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { DIRS, editJson, siteData, tempCopy } from '../../../tests/helpers/data';
import { loadSiteData } from '../../domain/data/entrance';
import { policyName } from '../../domain/protocol/timelock';
import { formatAmount, formatDuration, formatFixed } from '../../domain/data/format';
import { priceFeedTypeName } from '../../domain/data/enums';
import { citedValue as resolve } from '../../../tests/helpers/citations';
import { CitationError } from '../citations';

const site = siteData();
const r = (attrs: Record<string, string>) => resolve(site, attrs);

describe('computed citations: account factories, versions, policies ', () => {
  test('each credit manager names its own account factory; the kind follows the factory version in the snapshot', () => {
    for (const net of ['mainnet', 'arbitrum', 'optimism'] as const) {
      const snap = site.networks[net];
      for (const cm of snap.creditManagers) {
        const a = r({ network: net, creditManager: cm.name, field: 'accountFactory' });
        expect(a.text.toLowerCase()).toBe(cm.accountFactory.toLowerCase());
        const kind = r({ network: net, creditManager: cm.name, field: 'accountFactoryKind' }).text;
        expect(kind).toBe(snap.core.accountFactory.version === 1 ? 'AccountFactory (core-v2, version 1)' : `AccountFactoryV3 (version ${snap.core.accountFactory.version})`);
      }
    }
    // The snapshot's facts the docs rely on: Mainnet managers on the core-v2 factory, the L2s on AccountFactoryV3.
    expect(r({ network: 'mainnet', field: 'accountFactoryUsage' }).text).toBe(`all ${site.networks.mainnet.creditManagers.length} credit managers use AccountFactory (core-v2, version 1)`);
    expect(r({ network: 'arbitrum', field: 'accountFactoryUsage' }).text).toMatch(/^all \d+ credit managers use AccountFactoryV3 \(version 300\)$/);
    expect(r({ network: 'optimism', field: 'accountFactoryKind' }).text).toBe('AccountFactoryV3 (version 300)');
    expect(r({ network: 'mainnet', field: 'accountFactoryVersion' }).text).toBe('1');
  });

  test('a refreshed snapshot keeps the sentences true: a manager on another factory changes the summary, an unknown version stops the build', () => {
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'mainnet.json'), (j) => {
      j.creditState[0].creditManager.accountFactory = '0x03cD6b5c36c15B9feed278C417274902609E5Df9';
    });
    editJson(path.join(dirs.snapshotDir, 'arbitrum.json'), (j) => {
      j.core.accountFactory.version = 310;
    });
    const changed = loadSiteData(dirs);
    const name = changed.networks.mainnet.creditManagers[0]!.name;
    const total = changed.networks.mainnet.creditManagers.length;
    expect(resolve(changed, { network: 'mainnet', field: 'accountFactoryUsage' }).text).toBe(
      `${total - 1} of ${total} credit managers use AccountFactory (core-v2, version 1), 1 uses the factory at 0x03cD6b5c36c15B9feed278C417274902609E5Df9 (version not in the snapshot)`,
    );
    expect(() => resolve(changed, { network: 'mainnet', creditManager: name, field: 'accountFactoryKind' })).toThrow(/has version unknown/);
    expect(() => resolve(changed, { network: 'arbitrum', field: 'accountFactoryKind' })).toThrow(/reports version 310, which these docs do not describe/);
  });

  test('version summaries count what the snapshot reports', () => {
    const snap = site.networks.mainnet;
    const count = (v: number) => snap.creditManagers.filter((c) => c.facade.version === v).length;
    const expected = [300, 301].filter((v) => count(v) > 0).map((v) => `${count(v)} report ${v}`).join(', ');
    expect(r({ network: 'mainnet', field: 'creditFacadeVersions' }).text).toBe(count(301) === snap.creditManagers.length ? `all ${count(301)} report 301` : expected);
    expect(r({ network: 'mainnet', field: 'poolVersions' }).text).toBe(`all ${snap.pools.length} report 300`);
  });

  test('the credit managers whose manager, facade or configurator reports 300 are named from the snapshot', () => {
    const raw = (net: 'mainnet' | 'arbitrum' | 'optimism') => JSON.parse(readFileSync(path.join(DIRS.snapshotDir, `${net}.json`), 'utf8')) as {
      creditState: { creditManager: { name: string; version: number }; creditFacade: { version: number }; creditConfigurator: { version: number } }[];
    };
    for (const net of ['mainnet', 'arbitrum', 'optimism'] as const) {
      // The generator's JSON, read without the model: each credit suite with the three versions it reports.
      const suites = raw(net).creditState;
      const names = (version: (c: (typeof suites)[number]) => number) => suites.filter((c) => version(c) === 300).map((c) => c.creditManager.name);
      for (const [field, expected] of [
        ['creditManagersAt300', names((c) => c.creditManager.version)],
        ['creditFacadesAt300', names((c) => c.creditFacade.version)],
        ['creditConfiguratorsAt300', names((c) => c.creditConfigurator.version)],
      ] as const) {
        const v = r({ network: net, field });
        expect(v.text, `${net} ${field}`).toBe(expected.length === 0 ? 'none' : expected.join(', '));
        expect(v.raw, `${net} ${field}`).toMatch(new RegExp(`^${expected.length} of ${suites.length} credit managers on ${net}: `));
        expect(v.href).toBe(`/state/${net}`);
      }
    }
    // What the pages' sentences rest on (issue 34): 9 Mainnet managers run a 3.00 manager and configurator; Trade USDC Tier 1, the
    // worked examples' manager, is one of them, and its facade is 3.01.
    expect(r({ network: 'mainnet', field: 'creditManagersAt300' }).raw).toMatch(/^9 of 17 /);
    expect(r({ network: 'mainnet', field: 'creditManagersAt300' }).text.split(', ')).toContain('Trade USDC Tier 1');
    expect(r({ network: 'mainnet', field: 'creditFacadesAt300' }).text.split(', ')).not.toContain('Trade USDC Tier 1');
  });

  test('a network without credit managers: its summaries are citations the data does not have, not a crash', () => {
    const empty = { ...site, networks: { ...site.networks, optimism: { ...site.networks.optimism, creditManagers: [] } } };
    for (const field of ['accountFactoryUsage', 'creditManagerVersions', 'creditFacadeVersions']) {
      expect(() => resolve(empty, { network: 'optimism', field }), field).toThrow(CitationError);
    }
    expect(() => resolve(empty, { network: 'optimism', field: 'creditFacadeVersions' })).toThrow('<LiveParam network="optimism" field="creditFacadeVersions" />: no contract on optimism reports CreditFacadeV3.version()');
    expect(r({ network: 'optimism', field: 'creditFacadeVersions' }).text).toMatch(/report/);
  });

  test('timelock policy delays in human units, linked to the governance page', () => {
    const lt = site.networks.mainnet.core.controllerTimelock.policies.find((p) => policyName(p.hash) === 'TOKEN_LT')!;
    expect(r({ network: 'mainnet', policy: 'TOKEN_LT', field: 'delay' })).toEqual({ text: formatDuration(lt.delay), raw: `${lt.delay} s`, href: '/state/mainnet/governance#timelock-policies' });
    expect(() => r({ network: 'mainnet', policy: 'NOPE', field: 'delay' })).toThrow(/no timelock policy "NOPE"/);
  });
});

describe('computed citations: worked numbers of the how-to pages', () => {
  const cm = { network: 'mainnet', creditManager: 'Trade USDC Tier 1' };
  const snap = site.networks.mainnet;
  const manager = snap.creditManagers.find((c) => c.name === cm.creditManager)!;
  const pool = manager.pool;
  const weth = pool.quotas.find((q) => q.token.toLowerCase() === snap.network.weth.toLowerCase())!;
  const lt = manager.collateralTokens.find((t) => t.token.toLowerCase() === snap.network.weth.toLowerCase())!.liquidationThreshold;

  test('effective borrow rate of a 5x WETH position: (base + Q/D · quota rate) · (1 + fee)', () => {
    const q = (5 * lt) / 10_000 / 4; // Q/D = L·LT/(L−1)
    const base = Number(pool.baseInterestRate) / 1e27;
    const expected = (base + q * (weth.rate / 10_000)) * (1 + manager.feeInterest / 10_000);
    const text = r({ ...cm, field: 'scenarioBorrowRate', token: 'WETH', leverage: '5' }).text;
    expect(Number(text.replace('%', '')) / 100).toBeCloseTo(expected, 5);
    expect(r({ ...cm, field: 'scenarioQuotaPerDebt', token: 'WETH', leverage: '5' }).text).toBe(String(q));
    expect(r({ ...cm, field: 'scenarioHealthFactor', token: 'WETH', leverage: '5' }).text).toBe(String((5 * lt) / 10_000 / 4));
    // the price may fall by 1 − 1/HF before liquidation
    const drop = r({ ...cm, field: 'scenarioLiquidationDrop', token: 'WETH', leverage: '5' }).text;
    expect(Number(drop.replace('%', ''))).toBeCloseTo((1 - 4 / ((5 * lt) / 10_000)) * 100, 2);
  });

  test('largest increaseDebt: the smallest of the four caps; nothing below minDebt', () => {
    const big = r({ ...cm, field: 'maxBorrow', token: 'WETH', collateral: '10000' });
    const health = (10_000 * (lt / 10_000) * (1 - weth.quotaIncreaseFee / 10_000)) / (1 - (lt / 10_000) * (1 - weth.quotaIncreaseFee / 10_000));
    expect(Number(big.text.replace(/[^\d.]/g, ''))).toBeCloseTo(health, 1);
    expect(r({ ...cm, field: 'maxBorrowBinding', token: 'WETH', collateral: '10000' }).text).toBe('the health factor');
    expect(r({ ...cm, field: 'maxBorrow', token: 'WETH', collateral: '1' }).text).toMatch(/^nothing/);
    expect(r({ ...cm, field: 'accountQuotaCap' }).text).toBe(`${formatAmount(BigInt(manager.facade.maxQuotaMultiplier) * manager.facade.maxDebt, 6, 2)} USDC`);
    expect(() => r({ ...cm, field: 'maxBorrow', token: 'WETH', collateral: 'lots' })).toThrow(/collateral must be a decimal amount/);
  });

  test('pool yield: APY from supplyRate, and a projected diesel rate that gives the supply rate back', () => {
    const p = { network: 'mainnet', pool: pool.name };
    const apr = Number(pool.supplyRate) / 1e27;
    expect(Number(r({ ...p, field: 'supplyApy', compounding: '365' }).text.replace('%', '')) / 100).toBeCloseTo((1 + apr / 365) ** 365 - 1, 5);
    expect(Number(r({ ...p, field: 'supplyApy', compounding: 'continuous' }).text.replace('%', '')) / 100).toBeCloseTo(Math.exp(apr) - 1, 5);
    // The pool page shows the supply rate "per year"; the projection gives the same rate back.
    expect(`${r({ ...p, field: 'projectedRealisedApr', days: '30' }).text} per year`).toBe(r({ ...p, field: 'supplyRate' }).text);
    expect(() => r({ ...p, field: 'supplyApy', compounding: 'often' })).toThrow(/compounding/);
  });

  test('LT cut seen from an account: HF scales with the LT', () => {
    expect(r({ ...cm, field: 'rampedHealthFactor', token: 'WETH', healthFactor: '10500', ltDrop: '500' }).text).toBe(formatFixed(BigInt(Math.floor((10_500 * (lt - 500)) / lt)), 4, 4));
    expect(() => r({ ...cm, field: 'rampedLT', token: 'WETH', ltDrop: String(lt) })).toThrow(/must be below the current LT/);
  });
});

describe('computed citations: feed facts and quoted collateral ', () => {
  const snap = site.networks.mainnet;
  const feedOf = (sym: string, list: 'main' | 'reserve') => {
    const token = snap.tokens.find((t) => t.symbol === sym)!.address.toLowerCase();
    return snap.priceOracle[list].find((f) => f.token.toLowerCase() === token)?.feed;
  };

  test('reserve feed type, or "none"; the inputs of a composite main feed', () => {
    const weeth = feedOf('weETH', 'main')!;
    expect(r({ network: 'mainnet', token: 'weETH', field: 'mainFeedInputs' }).text).toBe(weeth.parts.map((p) => priceFeedTypeName(p.type)).join(' × '));
    expect(r({ network: 'mainnet', token: 'weETH', field: 'mainFeedInputs' }).text).toMatch(/^REDSTONE_ORACLE × /);
    expect(feedOf('wstETH', 'reserve')).toBeUndefined();
    expect(r({ network: 'mainnet', token: 'wstETH', field: 'reserveFeedType' }).text).toBe('none');
    expect(r({ network: 'mainnet', token: 'WBTC', field: 'reserveFeedType' }).text).toBe(priceFeedTypeName(feedOf('WBTC', 'reserve')!.type));
    expect(() => r({ network: 'mainnet', token: 'AURA', field: 'mainFeedInputs' })).toThrow(/leaf feed/);
  });

  test('feed counts by main feed type, with and without a reserve feed', () => {
    const zero = snap.priceOracle.main.filter((m) => priceFeedTypeName(m.feed.type) === 'ZERO_ORACLE');
    const withReserve = zero.filter((m) => snap.priceOracle.reserve.some((x) => x.token.toLowerCase() === m.token.toLowerCase()));
    expect(r({ network: 'mainnet', field: 'feedCount', mainFeedType: 'ZERO_ORACLE' }).text).toBe(String(zero.length));
    expect(r({ network: 'mainnet', field: 'feedCount', mainFeedType: 'ZERO_ORACLE', reserve: 'yes' }).text).toBe(String(withReserve.length));
    expect(() => r({ network: 'mainnet', field: 'feedCount' })).toThrow(/mainFeedType/);
  });

  test('non-quoted collateral with LT > 0 is counted from the quoted-tokens mask', () => {
    expect(r({ network: 'mainnet', field: 'nonQuotedCollateralCount' }).text).toBe('0');
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'optimism.json'), (j) => {
      // Drop the quota bit of the first collateral token with LT > 0 after the underlying.
      const cm = j.creditState[0].creditManager;
      const tokens = Object.entries(cm.collateralTokens) as [string, number][];
      const i = tokens.findIndex(([, lt], k) => k > 0 && lt > 0);
      const mask = BigInt(cm.quotedTokensMask.__value) & ~(1n << BigInt(i));
      cm.quotedTokensMask.__value = mask.toString();
    });
    const changed = loadSiteData(dirs);
    // The mask no longer selects exactly the pool's quoted tokens, so the order can't be confirmed: the build stops.
    expect(() => resolve(changed, { network: 'optimism', field: 'nonQuotedCollateralCount' })).toThrow(/mask order/);
    // Remove the token from the pool's quotas too: the order is confirmed again and the token is counted.
    editJson(path.join(dirs.snapshotDir, 'optimism.json'), (j) => {
      const cm = j.creditState[0].creditManager;
      const tokens = Object.entries(cm.collateralTokens) as [string, number][];
      const token = tokens.find(([, lt], k) => k > 0 && lt > 0)![0].toLowerCase();
      for (const p of j.poolState) {
        if (p.pool.address.toLowerCase() !== cm.pool.toLowerCase()) continue;
        const quotas = p.poolQuotaKeeper.quotas as Record<string, unknown>;
        for (const key of Object.keys(quotas)) if (key.toLowerCase() === token) delete quotas[key];
      }
    });
    expect(resolve(loadSiteData(dirs), { network: 'optimism', field: 'nonQuotedCollateralCount' }).text).toBe('1');
  });

  test('policy delay ranges and the earliest end of an LT ramp', () => {
    const lt = snap.core.controllerTimelock.policies.find((p) => policyName(p.hash) === 'TOKEN_LT')!;
    expect(r({ network: 'mainnet', policy: 'TOKEN_LT', field: 'earliestRampEnd' }).text).toBe(formatDuration(lt.delay + 7 * 86_400));
    expect(() => r({ network: 'mainnet', policy: 'TOKEN_LIMIT', field: 'earliestRampEnd' })).toThrow(/only applies to the TOKEN_LT/);
  });
});

describe('computed citations: which credit managers have an adapter for a target', () => {
  /** Target labels of a manager's adapters, read straight from the snapshot's contractLabels. */
  const labelsOf = (net: 'mainnet' | 'arbitrum' | 'optimism', cm: { adapters: { target: string }[] }) =>
    new Set(cm.adapters.map((a) => site.networks[net].contractLabels.get(a.target.toLowerCase()) ?? a.target));

  test('counts and names follow each manager\u2019s contractsToAdapters', () => {
    for (const net of ['mainnet', 'arbitrum', 'optimism'] as const) {
      const snap = site.networks[net];
      const all = new Set(snap.creditManagers.flatMap((cm) => [...labelsOf(net, cm)]));
      expect(all.size).toBeGreaterThan(0);
      for (const label of all) {
        const expected = snap.creditManagers.filter((cm) => labelsOf(net, cm).has(label)).map((cm) => cm.name);
        expect(r({ network: net, field: 'adapterManagerCount', target: label }).text).toBe(String(expected.length));
        expect(r({ network: net, field: 'adapterManagers', target: label }).text).toBe(expected.join(', '));
      }
      const targets = r({ network: net, field: 'adapterTargets' }).text;
      expect(targets.split(', ')).toHaveLength(all.size);
    }
    // A label the snapshot knows but no manager allows counts 0; "A+B" needs both.
    expect(r({ network: 'mainnet', field: 'adapterManagerCount', target: 'LIDO_STETH_GATEWAY' }).text).toBe('0');
    expect(r({ network: 'mainnet', field: 'adapterManagers', target: 'LIDO_STETH_GATEWAY' }).text).toBe('none');
    // A label of another network's snapshot counts 0 rather than stopping the build.
    expect(r({ network: 'mainnet', field: 'adapterManagerCount', target: 'VELODROME_V2_ROUTER' }).text).toBe('0');
    const both = site.networks.mainnet.creditManagers.filter((cm) => labelsOf('mainnet', cm).has('STAKED_USDE_VAULT') && labelsOf('mainnet', cm).has('CURVE_SDAI_SUSDE_POOL'));
    expect(r({ network: 'mainnet', field: 'adapterManagerCount', target: 'STAKED_USDE_VAULT+CURVE_SDAI_SUSDE_POOL' }).text).toBe(String(both.length));
  });

  test('a typo in the label or a missing target stops the build; a refreshed snapshot changes the answer', () => {
    expect(() => r({ network: 'mainnet', field: 'adapterManagerCount', target: 'UNISWAP_V9_ROUTER' })).toThrow(/unknown target label UNISWAP_V9_ROUTER/);
    expect(() => r({ network: 'mainnet', field: 'adapterManagers' })).toThrow(/need a target/);
    const before = Number(r({ network: 'optimism', field: 'adapterManagerCount', target: 'VELODROME_CL_ROUTER' }).text);
    expect(before).toBeGreaterThan(0);
    const dirs = tempCopy();
    editJson(path.join(dirs.snapshotDir, 'optimism.json'), (j) => {
      const label = Object.entries(j.contractLabels as Record<string, string>).find(([, v]) => v === 'VELODROME_CL_ROUTER')![0];
      for (const cs of j.creditState) {
        const map = cs.creditManager.contractsToAdapters as Record<string, string>;
        for (const key of Object.keys(map)) if (key.toLowerCase() === label) delete map[key];
      }
    });
    const changed = loadSiteData(dirs);
    expect(resolve(changed, { network: 'optimism', field: 'adapterManagerCount', target: 'VELODROME_CL_ROUTER' }).text).toBe('0');
    expect(resolve(changed, { network: 'optimism', field: 'adapterTargets' }).text).not.toContain('VELODROME_CL_ROUTER');
  });
});
