/**
 * The site's protocol maths against Gearbox's own V3.0 contracts (core-v3 1.45.0, compiled from npm and deployed on
 * anvil by tests/helpers/protocol30.ts with Mainnet Trade USDC Tier 1's parameters; tokens and price feeds are mocks).
 * Each check computes with src/domain/protocol and compares with what the contracts return at the same block, to
 * the unit: the borrow rate, the gauge's quota rates, total value, weighted value and health factor, the maximum
 * borrow (it passes; one unit more reverts with the named error), a liquidation-threshold ramp at points in time
 * (anvil's clock), the pool's expected liquidity and diesel rate after a warp, and the liquidation price.
 *
 * The chain is deployed once; each test starts from the deployment's state (evm_snapshot / evm_revert).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { encodeFunctionData, type Address, type Hex } from 'viem';
import { buildDecodeTable } from './errors/decodeTable';
import { gaugeRate } from './gauge';
import { borrowRateRay, utilisationWad } from './interestModel';
import { healthFactorBps, liquidationPrice } from './liquidationPrice';
import { liquidationThresholdAt } from './ltRamp';
import { maxBorrow, quotaStep } from './maxBorrow';
import { dieselRateAt, expectedLiquidityAt, projectDieselRate, rayToFraction, realisedYield, type PoolAccrualState } from './poolYield';
import { PERCENTAGE_FACTOR, RAY } from './units';
import type { InterestModel } from '../data/model';
import { decode } from '../revertDecoder/decode';
import { addrOf, bigOf, boolOf, deployV30, listOf, numOf, recordOf, type V30ContractName, type V30Deployment } from '../../../tests/helpers/protocol30';

const CALC_DEBT_COLLATERAL = 3; // CollateralCalcTask.DEBT_COLLATERAL (ICreditManagerV3.sol:37)

describe('protocol maths against the V3.0 contracts on anvil (core-v3 1.45.0; mock tokens and feeds)', () => {
  let d: V30Deployment;
  let base: Hex;
  const table = buildDecodeTable();

  beforeAll(async () => {
    d = await deployV30();
    base = (await d.rpc('evm_snapshot')) as Hex;
  }, 180_000);
  afterAll(async () => {
    await d?.stop();
  });
  beforeEach(async () => {
    // Back to the deployment's state; anvil drops a snapshot once reverted to, so take it again.
    await d.rpc('evm_revert', [base]);
    base = (await d.rpc('evm_snapshot')) as Hex;
  });

  const read = (address: Address, name: V30ContractName, fn: string, args: readonly unknown[] = [], blockNumber?: bigint) =>
    d.client.readContract({ address, abi: d.abi(name), functionName: fn, args, ...(blockNumber === undefined ? {} : { blockNumber }) });
  const usd = (amount: bigint, token: Address, blockNumber?: bigint) => read(d.addresses.priceOracle, 'PriceOracleV3', 'convertToUSD', [amount, token], blockNumber).then((x) => bigOf(x, 'convertToUSD'));
  /** Mines one block at `timestamp` (anvil's clock) and returns its number. */
  const mineAt = async (timestamp: bigint): Promise<bigint> => {
    await d.rpc('evm_setNextBlockTimestamp', [Number(timestamp)]);
    await d.rpc('evm_mine');
    return d.client.getBlockNumber();
  };
  const mc = (functionName: string, args: readonly unknown[]) => ({ target: d.addresses.creditFacade, callData: encodeFunctionData({ abi: d.multicallAbi, functionName, args }) });
  /** eth_call from the deployer: the return data, or the revert data. */
  const rawCall = async (to: Address, data: Hex): Promise<{ ok: true; data: Hex } | { ok: false; data: Hex }> => {
    const res = await fetch(d.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ from: d.deployer, to, data, gas: '0x1c9c380' }, 'latest'] }) });
    const body = (await res.json()) as { result?: Hex; error?: { data?: Hex; message: string } };
    if (body.result !== undefined) return { ok: true, data: body.result };
    if (body.error?.data === undefined) throw new Error(`eth_call failed without revert data: ${body.error?.message ?? 'no answer'}`);
    return { ok: false, data: body.error.data };
  };
  const model = (): InterestModel => ({ ...d.source.pool.linearModel, address: d.addresses.interestModel });

  test('borrow rate: borrowRateRay at the contract\u2019s utilisation equals LinearInterestRateModelV3.calcBorrowRate at every kink and between', async () => {
    const m = model();
    const el = 58_171_620_344_561n; // Trade USDC v3's expected liquidity in the snapshot; any would do
    const cases: [bigint, bigint][] = [[el, el + 1n], [el, el]];
    for (const bps of [1n, 3500n, BigInt(m.U1) - 1n, BigInt(m.U1), BigInt(m.U1) + 1n, 8000n, BigInt(m.U2) - 1n, BigInt(m.U2), BigInt(m.U2) + 1n, 9500n, 9999n, 10_000n]) {
      const used = (el * bps) / PERCENTAGE_FACTOR;
      cases.push([el, el - used], [el, el - used + 1n], [el, el - used - 1n]);
    }
    cases.push([58_171_620_344_561n, 26_026_184_559_921n]);
    const got = await Promise.all(cases.map(([e, a]) => read(d.addresses.interestModel, 'LinearInterestRateModelV3', 'calcBorrowRate', [e, a < 0n ? 0n : a, false])));
    const wrong = cases.filter(([e, a], i) => borrowRateRay(m, utilisationWad(e, a < 0n ? 0n : a)) !== got[i]);
    expect(wrong).toEqual([]);
    // The pool's own rate, at a block where it was just updated (a deposit of one unit): the same function of its liquidity.
    const usdc = d.token('USDC');
    await d.send(usdc.address, 'MockERC20', 'mint', [d.deployer, 1n]);
    await d.send(usdc.address, 'MockERC20', 'approve', [d.addresses.pool, 1n]);
    const receipt = await d.send(d.addresses.pool, 'PoolV3', 'deposit', [1n, d.deployer]);
    const at = receipt.blockNumber;
    const block = await d.client.getBlock({ blockNumber: at });
    expect(BigInt(numOf(await read(d.addresses.pool, 'PoolV3', 'lastBaseInterestUpdate', [], at), 'lastBaseInterestUpdate'))).toBe(block.timestamp);
    const [rate, expected, available] = await Promise.all(['baseInterestRate', 'expectedLiquidity', 'availableLiquidity'].map((fn) => read(d.addresses.pool, 'PoolV3', fn, [], at).then((x) => bigOf(x, fn))));
    expect(rate).toBe(borrowRateRay(m, utilisationWad(expected ?? 0n, available ?? 0n)));
    expect(rate).toBeGreaterThan(0n);
  });

  test('quota rates: gaugeRate of the gauge\u2019s bounds and votes equals the rate the quota keeper got from GaugeV3', async () => {
    const quoted = d.tokens.filter((t) => t.quoted);
    expect(quoted.length).toBeGreaterThan(0);
    for (const t of quoted) {
      const [minRate, maxRate, lp, ca] = listOf(await read(d.addresses.gauge, 'GaugeV3', 'quotaRateParams', [t.address]), 'quotaRateParams');
      const rate = numOf(await read(d.addresses.poolQuotaKeeper, 'PoolQuotaKeeperV3', 'getQuotaRate', [t.address]), 'getQuotaRate');
      expect(rate, t.symbol).toBe(gaugeRate(numOf(minRate, 'minRate'), numOf(maxRate, 'maxRate'), bigOf(lp, 'lp'), bigOf(ca, 'ca')));
    }
  });

  /**
   * The account's position as healthFactorBps takes it, in USD (8 decimals) as the manager counts it
   * (docs/credit-accounts/liquidation.mdx): the token's value is the oracle value of its balance minus 1 wei, the quota
   * is converted as `quota * convertToUSD(RAY, underlying) / RAY`; and the manager's own numbers.
   */
  async function position(account: Address, token: Address, blockNumber: bigint) {
    const cdd = recordOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'calcDebtAndCollateral', [account, CALC_DEBT_COLLATERAL], blockNumber), 'CollateralDebtData');
    const debt = bigOf(cdd['debt'], 'debt') + bigOf(cdd['accruedInterest'], 'accruedInterest') + bigOf(cdd['accruedFees'], 'accruedFees');
    const [quota] = listOf(await read(d.addresses.poolQuotaKeeper, 'PoolQuotaKeeperV3', 'getQuota', [account, token], blockNumber), 'getQuota');
    const balance = bigOf(await read(token, 'MockERC20', 'balanceOf', [account], blockNumber), 'balanceOf');
    const lt = numOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'liquidationThresholds', [token], blockNumber), 'LT');
    const underlying = d.token('USDC').address;
    const underlyingRayUsd = await usd(RAY, underlying, blockNumber);
    return {
      site: { value: await usd(balance - 1n, token, blockNumber), ltBps: lt, quota: (bigOf(quota, 'quota') * underlyingRayUsd) / RAY, totalDebt: await usd(debt, underlying, blockNumber) },
      contract: { totalValueUSD: bigOf(cdd['totalValueUSD'], 'totalValueUSD'), twvUSD: bigOf(cdd['twvUSD'], 'twvUSD'), totalDebtUSD: bigOf(cdd['totalDebtUSD'], 'totalDebtUSD') },
      debt,
    };
  }
  const contractHf = (c: { twvUSD: bigint; totalDebtUSD: bigint }) => (c.twvUSD * PERCENTAGE_FACTOR) / c.totalDebtUSD;
  const minOf = (x: bigint, y: bigint) => (x < y ? x : y);

  test('total value, weighted value and health factor: healthFactorBps equals CreditManagerV3.calcDebtAndCollateral, fresh and after 30 days of interest', async () => {
    const weth = d.token('WETH');
    const check = async (what: string) => {
      const at = await d.client.getBlockNumber();
      const p = await position(d.creditAccount, weth.address, at);
      // One collateral token: its value is the account's total value, and the manager's total debt is the site's.
      expect(p.contract.totalValueUSD, `${what}: total value`).toBe(p.site.value);
      expect(p.contract.totalDebtUSD, `${what}: total debt`).toBe(p.site.totalDebt);
      expect(p.contract.twvUSD, `${what}: weighted value`).toBe(minOf((p.site.value * BigInt(p.site.ltBps)) / PERCENTAGE_FACTOR, p.site.quota));
      expect(healthFactorBps(p.site), `${what}: health factor`).toBe(contractHf(p.contract));
      // The quota covers the whole value here: see the next test for a quota below it.
      expect(p.site.quota).toBeGreaterThanOrEqual(p.site.value);
      return p;
    };
    const fresh = await check('fresh');
    await mineAt((await d.client.getBlock()).timestamp + 30n * 86_400n);
    const later = await check('after 30 days');
    expect(later.debt).toBeGreaterThan(fresh.debt); // interest and fees accrued
  });

  test('a quota below the value: core-v3 1.45.0 (npm) caps the value at the quota before the LT, min(V, Q)·LT, where the site and core-v3 v1.46.3+ cap the weighted value, min(V·LT, Q)', async () => {
    // CollateralLogic.sol:266 at 1.45.0 against the same line at v1.46.3 ("fix: quota min value fixed to proper
    // formula"): both report version 3_00. The site's maths and docs follow the later form.
    const weth = d.token('WETH');
    const before = await position(d.creditAccount, weth.address, await d.client.getBlockNumber());
    const cut = -((before.site.quota / 100n) * 30n) / 100n; // 30% of the quota, in underlying units (USDC: 100 USD units each)
    const r = await d.send(d.addresses.creditFacade, 'CreditFacadeV3', 'multicall', [d.creditAccount, [mc('updateQuota', [weth.address, cut, 0n])]]);
    const p = await position(d.creditAccount, weth.address, r.blockNumber);
    const lt = BigInt(p.site.ltBps);
    expect(p.site.quota).toBeLessThan((p.site.value * lt) / PERCENTAGE_FACTOR); // the cap applies under either form
    expect(p.contract.twvUSD, '1.45.0').toBe((minOf(p.site.value, p.site.quota) * lt) / PERCENTAGE_FACTOR);
    const siteHf = healthFactorBps(p.site);
    expect(siteHf, 'the site’s health factor is higher than 1.45.0’s by the factor 1/LT').toBeGreaterThan(contractHf(p.contract));
  });

  test('liquidation threshold ramp: liquidationThresholdAt equals CreditManagerV3.liquidationThresholds at points of anvil\u2019s clock', async () => {
    const weth = d.token('WETH');
    const ltInitial = numOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'liquidationThresholds', [weth.address]), 'LT');
    expect(ltInitial).toBe(weth.lt);
    const now = (await d.client.getBlock()).timestamp;
    const ramp = { ltInitialBps: ltInitial, ltFinalBps: ltInitial - 1_237, rampStart: Number(now) + 1_000, rampDuration: 7 * 86_400 + 13 };
    await d.send(d.addresses.creditConfigurator, 'CreditConfiguratorV3', 'rampLiquidationThreshold', [weth.address, ramp.ltFinalBps, ramp.rampStart, ramp.rampDuration]);
    const offsets = [-1, 0, 1, 7, 3_601, Math.floor(ramp.rampDuration / 3), Math.floor(ramp.rampDuration / 2) + 5, ramp.rampDuration - 1, ramp.rampDuration, ramp.rampDuration + 86_400];
    const seen: [number, number, number][] = [];
    for (const off of offsets) {
      const t = ramp.rampStart + off;
      const at = await mineAt(BigInt(t));
      const lt = numOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'liquidationThresholds', [weth.address], at), 'LT');
      seen.push([t, lt, liquidationThresholdAt(ramp, t)]);
    }
    expect(seen.filter(([, lt, site]) => lt !== site)).toEqual([]);
    // The ramp moved the LT: the points are not all one value.
    expect(new Set(seen.map(([, lt]) => lt)).size).toBeGreaterThan(5);
  });

  describe('maximum borrow: collateral and the borrowed funds in one quoted token (DAI at 1 USD, so underlying amounts convert to it exactly)', () => {
    // Without adapters on this deployment, the swap of the site's scenario is a withdrawal of the borrowed USDC and a
    // deposit of the same value in DAI (10^12 DAI units per USDC unit), in the multicall that borrows.
    const setUp = async (collateral: bigint) => {
      const dai = d.token('DAI');
      const usdc = d.token('USDC');
      const perUnit = 10n ** BigInt(dai.decimals - usdc.decimals);
      const plenty = 10n ** 30n;
      for (const t of [dai, usdc]) {
        await d.send(t.address, 'MockERC20', 'mint', [d.deployer, plenty]);
        await d.send(t.address, 'MockERC20', 'approve', [d.addresses.creditManager, plenty]);
      }
      const opened = await d.send(d.addresses.creditFacade, 'CreditFacadeV3', 'openCreditAccount', [d.deployer, [mc('addCollateral', [dai.address, collateral * perUnit])], 0n]);
      const accounts = listOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'creditAccounts', [], opened.blockNumber), 'creditAccounts').map((a) => addrOf(a, 'account'));
      const account = accounts.find((a) => a.toLowerCase() !== d.creditAccount.toLowerCase());
      if (!account) throw new Error('no new account');
      const [limits, multiplier, facadeVersion] = await Promise.all([
        read(d.addresses.creditFacade, 'CreditFacadeV3', 'debtLimits'),
        read(d.addresses.creditFacade, 'CreditFacadeV3', 'maxQuotaMultiplier'),
        read(d.addresses.creditFacade, 'CreditFacadeV3', 'version'),
      ]);
      const [minDebt = 0n, maxDebt = 0n] = listOf(limits, 'debtLimits').map((x) => bigOf(x, 'debt limit'));
      const [, , quotaIncreaseFee, totalQuoted, limit] = listOf(await read(d.addresses.poolQuotaKeeper, 'PoolQuotaKeeperV3', 'getTokenQuotaParams', [dai.address]), 'getTokenQuotaParams');
      const input = {
        collateral,
        ltBps: numOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'liquidationThresholds', [dai.address]), 'LT'),
        minHealthFactorBps: 10_000,
        quotaIncreaseFeeBps: numOf(quotaIncreaseFee, 'fee'),
        accountQuotaCap: bigOf(multiplier, 'maxQuotaMultiplier') * maxDebt,
        poolQuotaRoom: bigOf(limit, 'limit') - bigOf(totalQuoted, 'totalQuoted'),
        minDebt,
        maxDebt,
        borrowable: bigOf(await read(d.addresses.pool, 'PoolV3', 'creditManagerBorrowable', [d.addresses.creditManager]), 'borrowable'),
        quotaRateBps: numOf(await read(d.addresses.poolQuotaKeeper, 'PoolQuotaKeeperV3', 'getQuotaRate', [dai.address]), 'rate'),
        quotaStep: quotaStep(numOf(facadeVersion, 'version')),
      };
      /** The borrowing multicall for `debt`, with the quota the site buys for it; its revert decoded by the site's decoder. */
      const attempt = async (debt: bigint) => {
        const quota = maxBorrow({ ...input, maxDebt: debt, minDebt: 0n, borrowable: debt }).quota;
        const calls = [mc('increaseDebt', [debt]), mc('withdrawCollateral', [usdc.address, debt, d.deployer]), mc('addCollateral', [dai.address, debt * perUnit]), mc('updateQuota', [dai.address, quota, quota])];
        const r = await rawCall(d.addresses.creditFacade, encodeFunctionData({ abi: d.abi('CreditFacadeV3'), functionName: 'multicall', args: [account, calls] }));
        if (r.ok) return 'passes';
        const decoded = decode(r.data, table);
        if (!decoded.ok) throw new Error(`the site's decoder could not read ${r.data}`);
        return decoded.errors.map((e) => e.name).join(' or ');
      };
      return { input, attempt };
    };

    test('bound by maxDebt: the maximum passes, one unit more reverts with BorrowAmountOutOfLimitsException', async () => {
      const { input, attempt } = await setUp(3_000_000n * 10n ** 6n);
      const best = maxBorrow(input);
      expect(best.binding).toBe('maxDebt');
      expect(await attempt(best.maxDebt)).toBe('passes');
      expect(await attempt(best.maxDebt + 1n)).toBe('BorrowAmountOutOfLimitsException');
    });

    test('bound by what the pool lets the manager borrow: the maximum passes, one unit more reverts with CreditManagerCantBorrowException', async () => {
      // The manager's debt limit lowered below maxDebt: the pool's room for it binds.
      const borrowed = bigOf(await read(d.addresses.pool, 'PoolV3', 'creditManagerBorrowed', [d.addresses.creditManager]), 'borrowed');
      await d.send(d.addresses.pool, 'PoolV3', 'setCreditManagerDebtLimit', [d.addresses.creditManager, borrowed + 123_456_789_012n]);
      const { input, attempt } = await setUp(3_000_000n * 10n ** 6n);
      const best = maxBorrow(input);
      expect(best.binding).toBe('borrowable');
      expect(best.maxDebt).toBe(123_456_789_012n);
      expect(await attempt(best.maxDebt)).toBe('passes');
      expect(await attempt(best.maxDebt + 1n)).toBe('CreditManagerCantBorrowException');
    });

    test('bound by health: on core-v3 1.45.0 the site’s maximum with the site’s quota reverts with NotEnoughCollateralException (the quota caps the value before the LT there; see above)', async () => {
      const { input, attempt } = await setUp(25_000n * 10n ** 6n + 123_457n);
      const best = maxBorrow(input);
      expect(best.binding).toBe('health');
      expect(await attempt(best.maxDebt)).toBe('NotEnoughCollateralException');
      // Under 1.45.0's form the site's quota Q = (C + D)·LT backs Q·LT: the largest debt it carries is below
      // Q·LT − φ·Q, far under the site's answer.
      const q = best.quota;
      const lt = BigInt(input.ltBps);
      const carried = (q * lt) / PERCENTAGE_FACTOR - (q * BigInt(input.quotaIncreaseFeeBps)) / PERCENTAGE_FACTOR;
      expect(carried).toBeLessThan(best.maxDebt);
    });
  });

  test('pool yield: dieselRateAt and expectedLiquidityAt after each warp equal PoolV3.convertToAssets(RAY) and expectedLiquidity() to the wei (projectDieselRate, the exact line, is logged beside them), and realisedYield\u2019s APR is the supply rate', async () => {
    // A quota cut an hour after the deployment's last borrowing: it updates the quota revenue and its timestamp only
    // (PoolV3.sol:645-655), so the base interest and the quota revenue accrue from different seconds.
    const weth = d.token('WETH');
    const [quoted] = listOf(await read(d.addresses.poolQuotaKeeper, 'PoolQuotaKeeperV3', 'getQuota', [d.creditAccount, weth.address]), 'getQuota');
    await d.rpc('evm_setNextBlockTimestamp', [Number((await d.client.getBlock()).timestamp + 3_600n)]);
    await d.send(d.addresses.creditFacade, 'CreditFacadeV3', 'multicall', [d.creditAccount, [mc('updateQuota', [weth.address, -(bigOf(quoted, 'quota') / 10n), 0n])]]);
    const at0 = await mineAt((await d.client.getBlock()).timestamp + 7n);
    const t0 = (await d.client.getBlock({ blockNumber: at0 })).timestamp;
    const P = (fn: string, args: readonly unknown[] = [], blockNumber: bigint = at0) => read(d.addresses.pool, 'PoolV3', fn, args, blockNumber);
    /** A uint getter at `at0` (viem gives a uint40 as a number). */
    const big = async (fn: string, args: readonly unknown[] = []): Promise<bigint> => {
      const x = await P(fn, args);
      return typeof x === 'number' ? BigInt(x) : bigOf(x, fn);
    };
    const [expectedLiquidityLU, totalBorrowed, baseInterestRate, lastBaseInterestUpdate, quotaRevenue, lastQuotaRevenueUpdate, totalSupply, r0, supplyRate] = await Promise.all([
      big('expectedLiquidityLU'),
      big('totalBorrowed'),
      big('baseInterestRate'),
      big('lastBaseInterestUpdate'),
      big('quotaRevenue'),
      big('lastQuotaRevenueUpdate'),
      big('totalSupply'),
      big('convertToAssets', [RAY]),
      big('supplyRate'),
    ]);
    const state: PoolAccrualState = { expectedLiquidityLU, totalBorrowed, baseInterestRate, lastBaseInterestUpdate, quotaRevenue, lastQuotaRevenueUpdate, totalSupply };
    const fee = numOf(await P('withdrawFee'), 'withdrawFee');
    expect(state.lastQuotaRevenueUpdate).toBeGreaterThan(state.lastBaseInterestUpdate);
    expect(state.quotaRevenue).toBeGreaterThan(0n);
    expect(supplyRate).toBeGreaterThan(0n);
    const rows: { seconds: number; chain: bigint; exact: bigint; line: bigint; el: bigint; exactEl: bigint }[] = [];
    for (const seconds of [0, 1, 3_600, 86_400 + 17, 30 * 86_400, 365 * 86_400]) {
      const t = t0 + BigInt(seconds);
      const at = seconds === 0 ? at0 : await mineAt(t);
      const [r, el] = await Promise.all([P('convertToAssets', [RAY], at), P('expectedLiquidity', [], at)]);
      rows.push({ seconds, chain: bigOf(r, 'diesel rate'), exact: dieselRateAt(state, t), line: projectDieselRate(r0, supplyRate, fee, seconds), el: bigOf(el, 'expectedLiquidity'), exactEl: expectedLiquidityAt(state, t) });
    }
    // One unit of expected liquidity per share, in the rate's RAY units: the line (which pages use) stays within two.
    const quantum = RAY / totalSupply + 1n;
    console.info(`diesel rate after a warp, in RAY units: dieselRateAt − chain ${rows.map((r) => `${r.seconds} s: ${r.exact - r.chain}`).join(', ')}; expectedLiquidityAt − chain ${rows.map((r) => `${r.exactEl - r.el}`).join(', ')}; projectDieselRate − chain ${rows.map((r) => `${r.seconds} s: ${r.line - r.chain}`).join(', ')} (one unit of expected liquidity per share is ${quantum})`);
    expect(rows.filter((r) => r.exact !== r.chain || r.exactEl !== r.el)).toEqual([]);
    expect(rows.filter((r) => r.line - r.chain > 2n * quantum || r.chain - r.line > 2n * quantum)).toEqual([]);
    expect(rows[0]?.chain).toBe(r0);
    const year = rows[rows.length - 1];
    if (!year) throw new Error('no rows');
    expect(realisedYield(r0, year.chain, year.seconds).apr).toBeCloseTo(rayToFraction(supplyRate), 12);
  });

  test('liquidation price: at liquidationPrice the account is not liquidatable, one feed unit below it is (CreditManagerV3.isLiquidatable)', async () => {
    const weth = d.token('WETH');
    const feedAbi = d.abi('MockPriceFeed');
    const t = (await d.client.getBlock()).timestamp + 100n;
    let snap = (await d.rpc('evm_snapshot')) as Hex;
    // The debt at time t does not depend on the price: read the position at a block mined at t.
    const at = await mineAt(t);
    const p = await position(d.creditAccount, weth.address, at);
    const [, answer] = listOf(await d.client.readContract({ address: weth.feed, abi: feedAbi, functionName: 'latestRoundData', blockNumber: at }), 'latestRoundData');
    const price = bigOf(answer, 'answer');
    const star = liquidationPrice(p.site, price);
    if (star === null) throw new Error('the quota is below the debt');
    expect(star).toBeLessThan(price);
    const liquidatableAt = async (feedPrice: bigint): Promise<boolean> => {
      await d.rpc('evm_revert', [snap]);
      snap = (await d.rpc('evm_snapshot')) as Hex;
      await d.rpc('evm_setNextBlockTimestamp', [Number(t)]);
      const r = await d.send(weth.feed, feedAbi, 'setAnswer', [feedPrice]);
      const block = await d.client.getBlock({ blockNumber: r.blockNumber });
      expect(block.timestamp).toBe(t);
      return boolOf(await read(d.addresses.creditManager, 'CreditManagerV3', 'isLiquidatable', [d.creditAccount, 10_000], r.blockNumber), 'isLiquidatable');
    };
    expect(await liquidatableAt(star), `at the liquidation price ${star}`).toBe(false);
    expect(await liquidatableAt(star - 1n), `one unit below, ${star - 1n}`).toBe(true);
  });
});
