/**
 * The V3.1 comparison on the real states (KPK at 25,274,831 then 25,452,438; Securitize at 25,432,463 then
 * 25,599,278) and on copies of them changed on purpose: what it reports, in which words, and what it never reports.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { decodeAbiParameters, encodeAbiParameters, type Hex } from 'viem';
import { describe, expect, onTestFinished, test } from 'vitest';
import { DIRS } from '../../../tests/helpers/data';
import { sameAddress } from '../../domain/data/address';
import { v31ChangesPath, v31CreditSuitePath } from '../../domain/data/paths';
import { loadV31, type V31Data } from '../../domain/v31/data';
import { layoutAbi } from '../../domain/v31/params/decode';
import { findLayout } from '../../domain/v31/params/registry';
import { contractTypeName, loadV31State, type V31State } from '../../domain/v31/states';
import type { V31Change, V31NetworkDiff } from '../diff/model';
import { changeLine } from '../diff/report';
import { V31_DIFF_SCHEMA } from '../diff/schema';
import { changeHeadline } from '../diff/vocabulary';
import type { Cell } from '../state/cells';
import { v31ChangesLinks, v31ChangesPages } from './changes';
import { diffV31States, renderV31Markdown, v31ChangePairs, v31DiffReport } from './diff';

const data: V31Data = loadV31(DIRS.v31Dir);
const stateAt = (block: number): V31State => {
  const s = data.states.find((x) => x.block === block);
  if (!s) throw new Error(`no state at block ${block}`);
  return s;
};
const KPK_OLD = 25_274_831;
const KPK_NEW = 25_452_438;
const diff = (a: V31State, b: V31State) => diffV31States(data.networks, a, b);
const kpk = diff(stateAt(KPK_OLD), stateAt(KPK_NEW));
const lines = (d: V31NetworkDiff) => d.changes.map(changeLine);
const validate = new Ajv2020({ strict: false, validateFormats: false }).compile(V31_DIFF_SCHEMA);

/** The raw state file's parts the edits below touch. */
interface RawBase {
  addr: string;
  serializedParams: string;
  contractType: string;
  version: number | { __value: string };
}
interface RawAmount {
  __value: string;
}
interface RawState {
  markets: {
    configurator: string;
    pool: { name: string; totalBorrowed: RawAmount; availableLiquidity: RawAmount; expectedLiquidity: RawAmount; totalSupply: RawAmount; supplyRate: RawAmount; baseInterestRate: RawAmount; dieselRate: RawAmount; quotaRevenue: RawAmount; lastBaseInterestUpdate: number; creditManagerDebtParams: { borrowed: RawAmount; available: RawAmount }[] };
    quotaKeeper: { lastQuotaRateUpdate: number; quotas: { totalQuoted: RawAmount }[] };
    priceOracle: { priceFeedTree: { answer: { price: RawAmount; updatedAt: RawAmount } }[] };
    creditManagers: {
      creditManager: { name: string; feeInterest: number; collateralTokens: { token: string; liquidationThreshold: number }[] };
      creditFacade: { forbiddenTokensMask: RawAmount };
      adapters: { baseParams: RawBase }[];
    }[];
  }[];
}

/** A copy of the state at `block`, changed by `edit`, read back as the build reads a state. */
function edited(block: number, edit: (j: RawState) => void): V31State {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gearbox-v31-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, path.basename(stateAt(block).file));
  copyFileSync(stateAt(block).file, file);
  const json = JSON.parse(readFileSync(file, 'utf8')) as RawState;
  edit(json);
  writeFileSync(file, JSON.stringify(json));
  return loadV31State(file, data.networks);
}

const marketNamed = (j: RawState, name: string) => {
  const m = j.markets.find((x) => x.pool.name === name);
  if (!m) throw new Error(`no market ${name}`);
  return m;
};

describe('the pairs of states compared', () => {
  test('each state with the next state read for one of its curators: KPK 25,274,831 → 25,452,438, Securitize 25,432,463 → 25,599,278', () => {
    expect(v31ChangePairs(data).map((p) => [p.network.slug, p.before.block, p.after.block])).toEqual([
      ['mainnet', KPK_OLD, KPK_NEW],
      ['mainnet', 25_432_463, 25_599_278],
    ]);
  });

  test('pages: one per pair, at v31ChangesPath, listed for the network page oldest first', () => {
    const mainnet = data.networks.networks.find((n) => n.chainId === 1);
    if (!mainnet) throw new Error('no Mainnet');
    expect(v31ChangesPages(data).map((p) => p.path)).toEqual([v31ChangesPath('mainnet', KPK_OLD, KPK_NEW), v31ChangesPath('mainnet', 25_432_463, 25_599_278)]);
    expect(v31ChangesLinks(data, mainnet)).toEqual([
      { label: 'Changes from block 25,274,831 to block 25,452,438', href: '/v3.1/mainnet/changes/25274831-25452438', from: KPK_OLD, to: KPK_NEW },
      { label: 'Changes from block 25,432,463 to block 25,599,278', href: '/v3.1/mainnet/changes/25432463-25599278', from: 25_432_463, to: 25_599_278 },
    ]);
    const other = data.networks.networks.find((n) => n.chainId !== 1);
    if (other) expect(v31ChangesLinks(data, other)).toEqual([]);
  });
});

describe('KPK, 25,274,831 → 25,452,438', () => {
  test('KPK is compared; Invariant Group, read only in the newer state, is not held before and nothing of it is added', () => {
    expect(kpk.curators.map((c) => [c.name, c.status, c.markets.map((m) => `${m.label} ${m.address}`)])).toEqual([
      ['Invariant Group', 'notHeldBefore', ['USDC 0xC155444481854c60e7a29f4150373f479988F32D']],
      ['KPK', 'compared', ['wstETH v3 0xA9d17f6D3285208280a1Fd9B94479c62e0AABa64', 'WETH Market 0x9396DCbf78fc526bb003665337C5E73b699571EF']],
    ]);
    const invariant = stateAt(KPK_NEW).markets.filter((m) => sameAddress(m.configurator, '0x7A133FBd01736Fd076158307c9476cC3877F1AF5'));
    expect(invariant.map((m) => m.pool.name)).toEqual(['USDC']);
    const invariantAddresses = invariant.flatMap((m) => [m.pool.address, m.configurator, ...m.creditSuites.map((c) => c.creditManager.address)]);
    const mentioned = JSON.stringify(kpk.changes).toLowerCase();
    for (const a of invariantAddresses) expect(mentioned).not.toContain(a.toLowerCase());
    const md = renderV31Markdown(v31DiffReport(data.networks, stateAt(KPK_OLD), stateAt(KPK_NEW)));
    expect(md).toContain('- Invariant Group (`0x7A133FBd01736Fd076158307c9476cC3877F1AF5`): not held before (the older state was not read for this curator: its markets are not compared, and not added): market USDC (`0xC155444481854c60e7a29f4150373f479988F32D`)');
    expect(md).not.toMatch(/Added pool/);
  });

  test("wstETH v3 gains the credit suites 'savETH Strategy' and 'savETH CM' (9 suites, then 11), each with its contracts", () => {
    const suites = (block: number) => stateAt(block).markets.find((m) => m.pool.name === 'wstETH v3')?.creditSuites ?? [];
    expect([suites(KPK_OLD).length, suites(KPK_NEW).length]).toEqual([9, 11]);
    const added = kpk.changes.filter((c) => c.kind === 'added' && c.role === 'creditManager');
    expect(added.map((c) => c.place)).toEqual([
      { type: 'creditSuite', address: '0x87eD56356C106Ac1F8309cb3e2B7c719588E0927', name: 'savETH Strategy', market: 'wstETH v3' },
      { type: 'creditSuite', address: '0x0F4e4432977Bbf3962322996F1c9aeFdBC62256d', name: 'savETH CM', market: 'wstETH v3' },
    ]);
    expect(lines(kpk)).toContain(
      [
        '- Added credit manager: savETH Strategy (`0x87eD56356C106Ac1F8309cb3e2B7c719588E0927`)',
        '  - credit facade: Credit facade of savETH Strategy (`0x0214AAaadEC85e9c84fD0cD38322E354374753A4`)',
        '  - credit configurator: Credit configurator of savETH Strategy (`0xaDFe43f98c0a371FE14eaC6A9876F175AC05c4c8`)',
        '  - account factory: Account factory of savETH Strategy (`0xd4119F73e9f01A6b55da6215e1b40b8309F6a3E2`)',
      ].join('\n'),
    );
    // savETH CM comes with its 7 adapters, savETH Strategy with none
    const parts = (name: string) => added.find((c) => c.place.type === 'creditSuite' && c.place.name === name);
    const adapters = (name: string) => {
      const c = parts(name);
      return c?.kind === 'added' ? (c.parts ?? []).filter((p) => p.role === 'adapter').length : -1;
    };
    expect([adapters('savETH CM'), adapters('savETH Strategy')]).toEqual([7, 0]);
  });

  test('every change, in the V3.0 words: the interest rate model, quotas, price feeds, an emergency liquidator, the two suites', () => {
    expect(kpk.changes.map((c) => changeHeadline(c))).toEqual([
      'Removed emergency liquidator',
      'Replaced interest rate model',
      'Changed interest model Rbase',
      'Changed interest model Rslope1',
      'Changed interest model Rslope2',
      'Changed interest model Rslope3',
      'Changed quota limit of WETH',
      'Changed quota rate of savETH',
      'Changed quota increase fee of savETH',
      'Changed quota limit of savETH',
      'Changed quota active of savETH',
      'Changed rate keeper rate of savETH',
      'Added main price feed of savETH',
      'Added reserve price feed of WETH',
      'Added reserve price feed of savETH',
      'Replaced main price feed of WETH',
      'Changed main price feed kind of WETH',
      'Changed main price feed staleness of WETH',
      'Added price feed',
      'Added price feed',
      'Added price feed',
      'Added credit manager',
      'Added credit manager',
    ]);
    const l = lines(kpk);
    // the emergency liquidator is the curator's (both markets lose it): told once, for KPK
    expect(l).toContain('- Removed emergency liquidator: `0x16040e932b5Ac7A3aB23b88a2f230B4185727b0d`');
    expect(kpk.changes[0]?.place).toEqual({ type: 'curator', address: '0x1B265B97EB169fB6668E3258007C3b0242C7bDBE', name: 'KPK' });
    expect(l).toContain('- Replaced interest rate model: Interest rate model of wstETH v3, `0x902e42B6227b26643c38bb83088144822Bc7a329` → `0x5B6cD40F221ced950C897311AE6c8E6eC45De0C4`');
    expect(l).toContain('- Changed interest model Rslope3: 14.5% → 5.5% (raw 1450 → 550)');
    expect(l).toContain('- Changed quota limit of WETH: 0 wstETH → 5,000 wstETH (raw 0 → 5000000000000000000000)');
    expect(l).toContain('- Changed quota limit of savETH: not set → 3,000 wstETH (raw not set → 3000000000000000000000)');
    expect(l).toContain('- Replaced main price feed of WETH: Zero price feed (`0xfe1EC406d777B0c4E2bf5E12D0f645721B2b86bE`) → ETH / USD (`0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419`)');
    expect(l).toContain('- Changed main price feed staleness of WETH: not checked → 1 h 15 min (raw 0 → 4500)');
  });

  test('balances, liquidity, accrued rates, price answers and update times differ between the states, and none is reported', () => {
    const [o, n] = [stateAt(KPK_OLD), stateAt(KPK_NEW)];
    const weth = (s: V31State) => s.markets.find((m) => m.pool.name === 'WETH Market');
    const [ow, nw] = [weth(o), weth(n)];
    if (!ow || !nw) throw new Error('no WETH Market');
    // they moved…
    expect(ow.pool.totalBorrowed).not.toBe(nw.pool.totalBorrowed);
    expect(ow.pool.availableLiquidity).not.toBe(nw.pool.availableLiquidity);
    expect(ow.pool.supplyRate).not.toBe(nw.pool.supplyRate);
    expect(ow.pool.dieselRate).not.toBe(nw.pool.dieselRate);
    expect(ow.pool.lastBaseInterestUpdate).not.toBe(nw.pool.lastBaseInterestUpdate);
    expect(ow.priceOracle.feedTree.filter((f, i) => f.answer.price !== nw.priceOracle.feedTree[i]?.answer.price).length).toBeGreaterThan(50);
    // …as did the tETH Redstone feed's serialize() output (its last pushed price and its time)
    const tEth = (s: V31State) => s.markets.find((m) => m.pool.name === 'WETH Market')?.priceOracle.feedTree.find((f) => sameAddress(f.address, '0xe65874cEd6c0D9b72C788bAef51C3EEcDb3dD681'));
    expect(tEth(o)?.serializedParams).not.toBe(tEth(n)?.serializedParams);
    expect(tEth(o)?.type).toBe('PRICE_FEED::REDSTONE');
    // …and the comparison says nothing of the WETH Market, nor of any feed it did not add or replace
    expect(kpk.changes.filter((c) => 'address' in c.place && c.place.name === 'WETH Market')).toEqual([]);
    expect(JSON.stringify(kpk.changes)).not.toMatch(/lastPrice|lastPayloadTimestamp|0xe65874cEd6c0D9b72C788bAef51C3EEcDb3dD681/i);
  });

  test('the JSON report validates against the documented V3.1 schema', () => {
    for (const p of v31ChangePairs(data)) {
      const report = JSON.parse(JSON.stringify(v31DiffReport(data.networks, p.before, p.after))) as unknown;
      expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  test('the page: the curators compared, one section per place named from the data, no empty table, addresses named and linked by the directory', () => {
    const page = v31ChangesPages(data)[0];
    if (!page) throw new Error('no page');
    expect(page.title).toBe('Changes from block 25,274,831 to block 25,452,438');
    expect(page.sections.map((s) => s.title)).toEqual([
      'Curators compared',
      'Curator KPK',
      'Market wstETH v3',
      'Price feeds of wstETH v3',
      'Credit suite savETH Strategy of wstETH v3',
      'Credit suite savETH CM of wstETH v3',
    ]);
    const rows = page.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'table' ? [b.table.rows] : [])));
    expect(rows.every((r) => r.length > 0)).toBe(true);
    const curators = rows[0] ?? [];
    const textOf = (c: Cell | undefined) => (c && 'value' in c ? String(c.value) : '');
    expect(curators.map((r) => [textOf(r[0]), textOf(r[2])])).toEqual([
      ['Invariant Group', 'Not held before (the older state was not read for this curator: its markets are not compared, and not added)'],
      ['KPK', 'Read in both states, compared'],
    ]);
    const flat = (c: Cell): Cell[] => (c.kind === 'list' ? c.items.flatMap(flat) : c.kind === 'pair' ? flat(c.value) : [c]);
    const cells = rows.flat(2).flatMap(flat);
    const suite = cells.find((c) => c.kind === 'addr' && c.address === '0x87eD56356C106Ac1F8309cb3e2B7c719588E0927');
    expect(suite).toEqual({ kind: 'addr', address: '0x87eD56356C106Ac1F8309cb3e2B7c719588E0927', label: 'savETH Strategy', role: 'v31CreditManager', href: v31CreditSuitePath('mainnet', '0x87eD56356C106Ac1F8309cb3e2B7c719588E0927') });
    // every address the site's pages show links to them; only what they no longer show does not: the emergency
    // liquidator gone, and the interest rate model replaced
    expect(cells.filter((c) => c.kind === 'addr' && !c.href).map((c) => (c.kind === 'addr' ? c.address : ''))).toEqual([
      '0x16040e932b5Ac7A3aB23b88a2f230B4185727b0d',
      '0x902e42B6227b26643c38bb83088144822Bc7a329',
    ]);
  });
});

describe('changed on purpose: one edit, the right words', () => {
  test('a state with itself: no change, for each state held', () => {
    for (const s of data.states) {
      const r = v31DiffReport(data.networks, s, s);
      expect(r.same).toBe(true);
      expect(r.networks[0]?.changes).toEqual([]);
      expect(r.networks[0]?.curators.every((c) => c.status === 'compared')).toBe(true);
      expect(renderV31Markdown(r)).toMatch(/: no changes\.\n/);
    }
  });

  test('balances, liquidity, accrued rates, quoted totals, answers and update times changed: still no change', () => {
    const bump = (a: RawAmount) => {
      a.__value = String(BigInt(a.__value) + 12345n);
    };
    const after = edited(KPK_OLD, (j) => {
      for (const m of j.markets) {
        const p = m.pool;
        for (const a of [p.totalBorrowed, p.availableLiquidity, p.expectedLiquidity, p.totalSupply, p.supplyRate, p.baseInterestRate, p.dieselRate, p.quotaRevenue]) bump(a);
        p.lastBaseInterestUpdate += 60;
        for (const d of p.creditManagerDebtParams) [d.borrowed, d.available].forEach(bump);
        m.quotaKeeper.lastQuotaRateUpdate += 60;
        for (const q of m.quotaKeeper.quotas) bump(q.totalQuoted);
        for (const f of m.priceOracle.priceFeedTree) [f.answer.price, f.answer.updatedAt].forEach(bump);
      }
    });
    expect(diff(stateAt(KPK_OLD), after).changes).toEqual([]);
  });

  test('an interest fee and a liquidation threshold', () => {
    let suite = '';
    let token = '';
    const after = edited(KPK_OLD, (j) => {
      const cm = marketNamed(j, 'WETH Market').creditManagers[1]?.creditManager;
      if (!cm?.collateralTokens[2]) throw new Error('no suite');
      suite = cm.name;
      token = cm.collateralTokens[2].token;
      cm.feeInterest = cm.feeInterest + 500;
      cm.collateralTokens[2].liquidationThreshold -= 100;
    });
    const before = stateAt(KPK_OLD).markets.find((m) => m.pool.name === 'WETH Market')?.creditSuites[1]?.creditManager;
    if (!before) throw new Error('no suite');
    const lt = before.collateralTokens[2]?.liquidationThreshold ?? 0;
    const symbol = stateAt(KPK_OLD).markets.find((m) => m.pool.name === 'WETH Market')?.tokens.find((t) => sameAddress(t.address, token))?.symbol;
    const d = diff(stateAt(KPK_OLD), after);
    const pct = (bps: number) => `${bps / 100}%`;
    expect(lines(d)).toEqual([
      `- Changed interest fee: ${pct(before.feeInterest)} → ${pct(before.feeInterest + 500)} (raw ${before.feeInterest} → ${before.feeInterest + 500})`,
      `- Changed liquidation threshold of ${symbol}: ${pct(lt)} → ${pct(lt - 100)} (raw ${lt} → ${lt - 100})`,
    ]);
    expect(d.changes.map((c) => c.place)).toEqual([0, 1].map(() => ({ type: 'creditSuite', address: before.address, name: suite, market: 'WETH Market' })));
  });

  test("an adapter's decoded parameters: a Uniswap V3 pool taken off the list", () => {
    let removed = '';
    const after = edited(KPK_OLD, (j) => {
      const adapter = marketNamed(j, 'WETH Market')
        .creditManagers.flatMap((s) => s.adapters)
        .find((a) => contractTypeName(a.baseParams.contractType as Hex) === 'ADAPTER::UNISWAP_V3_ROUTER');
      const layout = findLayout('ADAPTER::UNISWAP_V3_ROUTER', 310);
      if (!adapter || !layout) throw new Error('no Uniswap V3 adapter');
      const abi = layoutAbi(layout);
      const [cm, target, pools] = decodeAbiParameters(abi, adapter.baseParams.serializedParams as Hex) as [string, string, { token0: string; token1: string; fee: number }[]];
      const last = pools.at(-1);
      if (!last || pools.length < 2) throw new Error('too few pools');
      removed = `${last.token0}|${last.token1}|${last.fee}`;
      adapter.baseParams.serializedParams = encodeAbiParameters(abi, [cm, target, pools.slice(0, -1)]);
    });
    const d = diff(stateAt(KPK_OLD), after);
    expect(d.changes).toHaveLength(1);
    const c = d.changes[0] as V31Change;
    expect(c).toMatchObject({ kind: 'parameter', parameter: 'serialized', name: 'pools', new: null });
    expect(changeHeadline(c)).toMatch(/^Changed pools of adapter for UNISWAP_V3_ROUTER, target 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/);
    const [t0, t1, fee] = removed.split('|');
    const tokens = stateAt(KPK_OLD).markets.find((m) => m.pool.name === 'WETH Market')?.tokens ?? [];
    const sym = (a = '') => tokens.find((t) => sameAddress(t.address, a))?.symbol;
    expect(c.kind === 'parameter' && c.old?.text).toBe(`token0: ${sym(t0)}, token1: ${sym(t1)}, fee: ${fee}`);
  });

  test('a forbidden token, and a market gone from a curator read in both states', () => {
    const before = stateAt(KPK_OLD).markets.find((m) => m.pool.name === 'wstETH v3')?.creditSuites[0];
    if (!before) throw new Error('no suite');
    // the first collateral token the facade does not forbid yet (bit i of the mask is the manager's token i)
    const i = before.creditManager.collateralTokens.findIndex((_, k) => ((before.creditFacade.forbiddenTokensMask >> BigInt(k)) & 1n) === 0n);
    const token = before.creditManager.collateralTokens[i]?.token;
    expect(i).toBeGreaterThanOrEqual(0);
    const after = edited(KPK_OLD, (j) => {
      const facade = marketNamed(j, 'wstETH v3').creditManagers[0]?.creditFacade;
      if (!facade) throw new Error('no facade');
      facade.forbiddenTokensMask.__value = String(BigInt(facade.forbiddenTokensMask.__value) | (1n << BigInt(i)));
      j.markets = j.markets.filter((m) => m.pool.name !== 'WETH Market');
    });
    const d = diff(stateAt(KPK_OLD), after);
    const symbol = stateAt(KPK_OLD).markets[0]?.tokens.find((t) => sameAddress(t.address, token ?? ''))?.symbol;
    expect(lines(d)[0]).toBe(`- Changed forbidden of ${symbol}: no → yes (raw false → true)`);
    // the WETH Market and its 13 suites were removed: KPK was read in both states
    expect(d.changes.slice(1).map((c) => `${c.kind} ${'role' in c ? c.role : ''}`)).toEqual(['removed pool', ...Array.from({ length: 13 }, () => 'removed creditManager')]);
    expect(d.curators.map((c) => c.status)).toEqual(['compared']);
  });

  test('a curator read only in the older state is not held in the newer state, never removed', () => {
    const after = edited(KPK_NEW, (j) => {
      j.markets = j.markets.filter((m) => m.pool.name === 'USDC');
    });
    const d = diff(stateAt(KPK_NEW), after);
    expect(d.changes).toEqual([]);
    expect(d.curators.map((c) => [c.name, c.status, c.markets.map((m) => m.label)])).toEqual([
      ['Invariant Group', 'compared', ['USDC']],
      ['KPK', 'notHeldAfter', ['wstETH v3', 'WETH Market']],
    ]);
    expect(renderV31Markdown(v31DiffReport(data.networks, stateAt(KPK_NEW), after))).toContain(
      '- KPK (`0x1B265B97EB169fB6668E3258007C3b0242C7bDBE`): not held in the newer state (the newer state was not read for this curator: its markets are not compared, and not removed): market wstETH v3 (`0xA9d17f6D3285208280a1Fd9B94479c62e0AABa64`), market WETH Market (`0x9396DCbf78fc526bb003665337C5E73b699571EF`)',
    );
  });

  test('two states in the wrong order, or of two networks, stop with a DataError naming the file', () => {
    expect(() => diff(stateAt(KPK_NEW), stateAt(KPK_OLD))).toThrow(/mainnet-25274831\.json at \$\.currentBlock: expected a block no older than/);
    const elsewhere = { ...stateAt(KPK_NEW), chainId: 10 };
    expect(() => diff(stateAt(KPK_OLD), elsewhere)).toThrow(/at \$\.chainId: expected chain 1/);
  });
});
