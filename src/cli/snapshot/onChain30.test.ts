/**
 * `npm run snapshot` against Gearbox's own V3.0 contracts (core-v3 1.45.0 and core-v2's ACL and register, compiled
 * from npm and deployed on anvil by tests/helpers/protocol30.ts; tokens and price feeds are mocks, the periphery the
 * address provider lists are stand-ins). The file it writes passes the site's schema and loads through the site's
 * own loader, and every address and value in it equals what the contracts return, read back with the ABIs solc gives
 * for those contracts. The generator's hand-written ABIs are held to the compiled ones, entry by entry.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, http, parseAbi, stringToHex, type Abi, type Address } from 'viem';
import { runSnapshotCli } from './cli';
import * as generatorAbis from '../../domain/abi';
import { abiMembers, type AbiMember } from '../../domain/abi/abiDiff';
import { readCompiledAbiFile } from '../../domain/abi/compiled/load';
import { FAMILY_PICKS } from '../../domain/abi/picks';
import type { CompiledAbiItem } from '../../domain/abi/compiled/types';
import { addressKey } from '../../domain/data/address';
import * as chains from '../../domain/data/chains';
import { loadSiteData } from '../../domain/data/entrance';
import type { SiteData } from '../../domain/data/model';
import { loadSnapshot, loadTokens } from '../../domain/data/load';
import { NETWORKS } from '../../domain/data/networks';
import { snapshot as snapshotSchema, type RawSnapshot } from '../../domain/data/schema';
import { validate } from '../../domain/data/validate';
import { RAY } from '../../domain/protocol/units';
import { castCommand, humanReadable, RPC_URL_VARIABLE, viemSnippet, type ProofRead } from '../../domain/proofs/proof';
import { exportNetwork, type AddressBookFile } from '../../pageData/addressExport';
import { exportProofs } from '../../pageData/addressProofs';
import { sitePages } from '../../pageData/allPages';
import { markdownSite } from '../../build/markdown/allFiles';
import { DIRS } from '../../../tests/helpers/data';
import { captureIo, tempDir } from '../../../tests/helpers/snapshotCli';
import { bashBatch, CAST_PATH, castReturned, returned, runSnippets, sampleRows, shapeOf } from '../../../tests/helpers/proofRun';
import { addrOf, bigOf, boolOf, compiled30, deployV30, looseBig, listOf, numOf, recordOf, V30_NETWORK, type V30ContractName, type V30Deployment } from '../../../tests/helpers/protocol30';

/**
 * The generator's ABI families and the compiled contract each stands for: its core families as their entry lists name
 * them (src/domain/abi/picks.ts; their ABIs are generated from the committed compiled files, and here held to the
 * contracts compiled for this deployment), and the hand-written ERC-20 family against the mock token.
 */
const FAMILIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(FAMILY_PICKS).map(([family, pick]) => [family, pick.compiled['3.00']])),
  erc20: 'MockERC20' satisfies V30ContractName,
};

/** The same families in the committed 3.01 file (core-v3 v1.51.0), where their lists name a 3.01 contract. */
const FAMILIES_301: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FAMILY_PICKS).flatMap(([family, pick]) => ('3.01' in pick.compiled ? [[family, pick.compiled['3.01']]] : [])),
);

function familyAbi(name: string): readonly CompiledAbiItem[] {
  const family: unknown = (generatorAbis as Readonly<Record<string, unknown>>)[name];
  const abi = recordOf(family, name)['abi'];
  return listOf(abi, `${name}.abi`) as readonly CompiledAbiItem[];
}

/** A generator entry against a compiled ABI: the same signature (so selector), output types and indexed flags. */
function compare(entry: AbiMember, compiled: readonly AbiMember[]): string | undefined {
  const same = compiled.find((m) => m.kind === entry.kind && m.signature === entry.signature);
  if (!same) {
    const named = compiled.filter((m) => m.kind === entry.kind && m.name === entry.name).map((m) => m.signature);
    return named.length > 0 ? `${entry.signature}: compiled has ${named.join(', ')}` : `${entry.signature}: not in the compiled ABI`;
  }
  if (same.outputs !== entry.outputs) return `${entry.signature}: returns ${entry.outputs ?? '()'}, compiled ${same.outputs ?? '()'}`;
  if (same.indexed !== entry.indexed) return `${entry.signature}: indexed ${entry.indexed ?? ''}, compiled ${same.indexed ?? ''}`;
  return undefined;
}

describe('the snapshot generator on a real V3.0 deployment (core-v3 1.45.0 on anvil; mock tokens and feeds, periphery stand-ins)', () => {
  let d: V30Deployment;
  let written: RawSnapshot;
  let outDir: string;
  let block: bigint;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    const t0 = performance.now();
    d = await deployV30();
    timings.deploy = performance.now() - t0;
    outDir = tempDir();
    const io = captureIo();
    const t1 = performance.now();
    const code = await runSnapshotCli(['--network', V30_NETWORK, '--rpc-url', d.rpcUrl, '--out', outDir], io);
    timings.generator = performance.now() - t1;
    expect(io.text(), 'the generator\u2019s output').toBe('');
    expect(code).toBe(0);
    const file = path.join(outDir, NETWORKS[V30_NETWORK].file);
    written = validate(snapshotSchema, JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
    block = BigInt(written.block);
  }, 180_000);

  afterAll(async () => {
    await d?.stop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    console.info(`V3.0 deployment: ${d?.compile.contracts} contracts compiled (${d?.compile.cached ? 'cached' : `solc ${Math.round(d?.compile.solcMs ?? 0)} ms`}), ${d?.deployed} deployed in ${d?.transactions} transactions; deploy ${Math.round(timings.deploy ?? 0)} ms, generator ${Math.round(timings.generator ?? 0)} ms`);
  });

  let generatedSite: SiteData | undefined;
  /** The site's data with the generated Mainnet file in place of the shared one (the other networks' files copied beside it). */
  function siteOfGenerated(): SiteData {
    if (generatedSite) return generatedSite;
    for (const f of readdirSync(DIRS.snapshotDir)) {
      if (f.endsWith('.json') && f !== NETWORKS[V30_NETWORK].file) copyFileSync(path.join(DIRS.snapshotDir, f), path.join(outDir, f));
    }
    generatedSite = loadSiteData({ snapshotDir: outDir, dataDir: DIRS.dataDir, v31Dir: DIRS.v31Dir });
    return generatedSite;
  }

  test('the site is made from it: every page\u2019s data and every Markdown file the build writes from the data, nothing undefined, NaN or [object Object]', () => {
    const site = siteOfGenerated();
    const siteUrl = 'https://example.org';
    const pages = sitePages(site, { addressBookExample: '', siteUrl });
    const n = pages.networks[V30_NETWORK];
    expect([n.pools.length, n.creditManagers.length]).toEqual([1, 1]);
    // The build's own producer of the Markdown files (src/build/markdown), without the docs: the state, tokens and
    // changes pages, the address books, llms.txt. The Docusaurus bundle is not made here (about 50 s).
    const files = [...markdownSite({ siteUrl, siteDir: outDir, title: 'Gearbox for developers', tagline: '', docs: [], liveValues: new Map(), pages, data: site })];
    const ofNetwork = files.filter((f) => f.path.startsWith(`/state/${V30_NETWORK}`) || f.path.startsWith(`/tokens/${V30_NETWORK}`) || f.path.startsWith(`/addresses/${V30_NETWORK}.`));
    expect(ofNetwork.length).toBeGreaterThanOrEqual(7);
    const broken = files.filter((f) => /\bundefined\b|\bNaN\b|\[object Object\]/.test(f.text)).map((f) => f.path);
    expect(broken).toEqual([]);
    // The deployment's pool and credit manager, by their addresses, on the Markdown of their pages and of the address book.
    const text = ofNetwork.map((f) => f.text).join('\n');
    for (const a of [d.addresses.pool, d.addresses.creditManager, d.addresses.creditFacade, d.addresses.poolQuotaKeeper]) expect(text).toContain(a);
    console.info(`the site from the generated snapshot: ${files.length} Markdown files, ${ofNetwork.length} of ${V30_NETWORK}`);
    // Every page's data and Markdown: about 2 s alone, 7 s beside the build and the browser tests on 2 cores.
  }, 60_000);

  test('the file passes the site\u2019s schema and loads through the site\u2019s own loader', () => {
    const tokens = loadTokens(DIRS.dataDir)[V30_NETWORK];
    const model = loadSnapshot(outDir, V30_NETWORK, tokens);
    expect(model.pools.map((p) => p.address)).toEqual([d.addresses.pool]);
    expect(model.creditManagers.map((c) => c.address)).toEqual([d.addresses.creditManager]);
  });

  test('the generator found the deployment: every address it wrote is the one deployed', () => {
    const a = d.addresses;
    expect(written.core.addressProviderV3.address).toBe(a.addressProvider);
    expect(written.core.acl.address).toBe(a.acl);
    expect(written.core.contractsRegister.address).toBe(a.contractsRegister);
    expect(written.core.botList.address).toBe(a.botList);
    expect(written.core.degenNFT2.address).toBe(a.degenNFT);
    expect(written.core.accountFactory.address).toBe(a.accountFactory);
    expect(written.core.controllerTimelockV3.address).toBe(a.controllerTimelock);
    expect(written.core.gearStakingV3.address).toBe(a.gearStaking);
    expect(written.priceOracle.priceOracleV3.address).toBe(a.priceOracle);
    expect(written.periphery).toEqual({ zapperRegister: { address: a.zapperRegister }, dataCompressorV3: { address: a.dataCompressor }, multiPause: { address: a.multiPause } });
    expect(written.routerState.router).toEqual({ address: a.router, components: [] });
    const [pool] = written.poolState;
    expect(written.poolState).toHaveLength(1);
    expect(pool?.pool.address).toBe(a.pool);
    expect(pool?.pool.poolQuotaKeeper).toBe(a.poolQuotaKeeper);
    expect(pool?.pool.gauge).toBe(a.gauge);
    expect(pool?.linearModel.address).toBe(a.interestModel);
    const [cs] = written.creditState;
    expect(written.creditState).toHaveLength(1);
    expect(cs?.creditManager.address).toBe(a.creditManager);
    expect(cs?.creditFacade.address).toBe(a.creditFacade);
    expect(cs?.creditConfigurator.address).toBe(a.creditConfigurator);
    expect(Object.keys(written.priceOracle.mainPriceFeeds).sort()).toEqual(d.tokens.map((t) => t.address).sort());
    for (const t of d.tokens) expect(written.priceOracle.mainPriceFeeds[t.address]?.address).toBe(t.feed);
    expect(written.priceOracle.reservePriceFeeds).toEqual({
      [d.token('WETH').address]: expect.objectContaining({ address: a.wethReserveFeed }),
      [d.token('DAI').address]: expect.objectContaining({ address: a.daiReserveFeed }),
    });
  });

  test('every value it wrote equals what the contracts return (read with the compiled ABIs at its block)', async () => {
    const checks: { what: string; wrote: unknown; chain: Promise<unknown> }[] = [];
    const at = (address: Address, name: V30ContractName, fn: string, args: readonly unknown[] = []) =>
      d.client.readContract({ address, abi: d.abi(name), functionName: fn, args, blockNumber: block });
    const check = (what: string, wrote: unknown, chain: Promise<unknown>) => checks.push({ what, wrote, chain });
    const b = (x: { __value: string }) => BigInt(x.__value);

    // Core.
    const core = written.core;
    for (const [k, versions] of Object.entries(core.addressProviderV3.addresses)) {
      for (const [v, value] of Object.entries(versions)) {
        // The provider's own entry is only an event of its constructor (AddressProviderV3.sol:35), not stored.
        if (k === 'ADDRESS_PROVIDER') {
          expect(value, 'the ADDRESS_PROVIDER entry').toBe(d.addresses.addressProvider);
          continue;
        }
        check(`address provider ${k} v${v}`, value, at(d.addresses.addressProvider, 'AddressProviderV3', 'addresses', [stringToHex(k, { size: 32 }), BigInt(v)]));
      }
    }
    check('ACL owner', core.acl.owner, at(d.addresses.acl, 'ACL', 'owner'));
    for (const admin of core.acl.pausableAdmins) check(`pausable admin ${admin}`, true, at(d.addresses.acl, 'ACL', 'isPausableAdmin', [admin]));
    for (const admin of core.acl.unpausableAdmins) check(`unpausable admin ${admin}`, true, at(d.addresses.acl, 'ACL', 'isUnpausableAdmin', [admin]));
    check('removed pausable admin', false, at(d.addresses.acl, 'ACL', 'isPausableAdmin', [d.deployer]));
    check('account factory version', BigInt(core.accountFactory.version), at(d.addresses.accountFactory, 'AccountFactoryV3', 'version'));
    check('staking successor', core.gearStakingV3.successor, at(d.addresses.gearStaking, 'GearStakingV3', 'successor'));
    check('staking migrator', core.gearStakingV3.migrator, at(d.addresses.gearStaking, 'GearStakingV3', 'migrator'));
    for (const [hash, p] of Object.entries(core.controllerTimelockV3.policies)) {
      const wrote = { ...p, exactValue: b(p.exactValue), minValue: b(p.minValue), maxValue: b(p.maxValue), referencePoint: b(p.referencePoint), minChange: b(p.minChange), maxChange: b(p.maxChange) };
      check(`timelock policy ${hash}`, wrote, at(d.addresses.controllerTimelock, 'ControllerTimelockV3', 'getPolicy', [hash]));
    }
    for (const [group, members] of Object.entries(core.controllerTimelockV3.groups)) {
      for (const m of members) check(`timelock group of ${m}`, group, at(d.addresses.controllerTimelock, 'ControllerTimelockV3', 'getGroup', [m]));
    }

    // Price oracle: each main feed's parameters, each reserve feed, each feed's version.
    for (const [token, feed] of Object.entries(written.priceOracle.mainPriceFeeds)) {
      check(`main feed of ${token}`, [feed.address, feed.stalenessPeriod, feed.skipCheck], at(d.addresses.priceOracle, 'PriceOracleV3', 'priceFeedParams', [token]).then((r) => listOf(r, 'priceFeedParams').slice(0, 3)));
      check(`version of feed ${feed.address}`, BigInt(feed.version), at(addrOf(feed.address, 'feed'), 'MockPriceFeed', 'version'));
      expect(feed.type, 'a mock feed has no priceFeedType(): an external aggregator, code 0').toBe(0);
    }
    for (const [token, feed] of Object.entries(written.priceOracle.reservePriceFeeds)) {
      check(`reserve feed of ${token}`, feed.address, at(d.addresses.priceOracle, 'PriceOracleV3', 'priceFeedsRaw', [token, true]));
    }

    // The pool, its quota keeper, gauge and interest model.
    for (const item of written.poolState) {
      const p = item.pool;
      const pool = addrOf(p.address, 'pool');
      const P = (what: string, wrote: unknown, fn: string, args: readonly unknown[] = []) => check(`pool ${what}`, wrote, at(pool, 'PoolV3', fn, args));
      P('underlying', p.underlying, 'underlyingToken');
      P('symbol', p.symbol, 'symbol');
      P('name', p.name, 'name');
      P('decimals', p.decimals, 'decimals');
      P('version', BigInt(p.version), 'version');
      P('paused', p.isPaused, 'paused');
      P('baseInterestIndex', b(p.baseInterestIndex), 'baseInterestIndex');
      P('availableLiquidity', b(p.availableLiquidity), 'availableLiquidity');
      P('expectedLiquidity', b(p.expectedLiquidity), 'expectedLiquidity');
      P('totalBorrowed', b(p.totalBorrowed), 'totalBorrowed');
      P('totalDebtLimit', b(p.totalDebtLimit), 'totalDebtLimit');
      P('totalAssets', b(p.totalAssets), 'totalAssets');
      P('totalSupply', b(p.totalSupply), 'totalSupply');
      P('supplyRate', b(p.supplyRate), 'supplyRate');
      P('baseInterestRate', b(p.baseInterestRate), 'baseInterestRate');
      P('dieselRate', b(p.dieselRate_RAY), 'convertToAssets', [RAY]);
      P('withdrawFee', BigInt(p.withdrawFee), 'withdrawFee');
      P('lastBaseInterestUpdate', b(p.lastBaseInterestUpdate), 'lastBaseInterestUpdate');
      P('quota keeper', p.poolQuotaKeeper, 'poolQuotaKeeper');
      P('interest model', item.linearModel.address, 'interestRateModel');
      P('credit managers', Object.values(p.creditManagerDebtParams).map((x) => x.creditManager), 'creditManagers');
      for (const x of Object.values(p.creditManagerDebtParams)) {
        P(`borrowed by ${x.creditManager}`, b(x.borrowed), 'creditManagerBorrowed', [x.creditManager]);
        P(`debt limit of ${x.creditManager}`, b(x.limit), 'creditManagerDebtLimit', [x.creditManager]);
        P(`borrowable by ${x.creditManager}`, b(x.availableToBorrow), 'creditManagerBorrowable', [x.creditManager]);
      }
      expect(p.zappers).toEqual([]);
      const pqk = addrOf(p.poolQuotaKeeper, 'quota keeper');
      check('quota keeper gauge', p.gauge, at(pqk, 'PoolQuotaKeeperV3', 'gauge'));
      check('quoted tokens', p.quotas.map((q) => q.token), at(pqk, 'PoolQuotaKeeperV3', 'quotedTokens'));
      for (const q of p.quotas) {
        check(`quota params of ${q.token}`, [BigInt(q.rate), BigInt(q.quotaIncreaseFee), b(q.totalQuoted), b(q.limit), q.isActive], at(pqk, 'PoolQuotaKeeperV3', 'getTokenQuotaParams', [q.token]).then((r) => {
          const [rate, , fee, total, limit, active] = listOf(r, 'getTokenQuotaParams');
          return [BigInt(numOf(rate, 'rate')), BigInt(numOf(fee, 'fee')), bigOf(total, 'totalQuoted'), bigOf(limit, 'limit'), boolOf(active, 'isActive')];
        }));
        const keeper = item.poolQuotaKeeper.quotas[q.token];
        expect(keeper, `the quota keeper's copy of ${q.token}`).toEqual({ rate: q.rate, quotaIncreaseFee: q.quotaIncreaseFee, totalQuoted: q.totalQuoted, limit: q.limit, isActive: q.isActive });
      }
      const m = item.linearModel;
      check('interest model points', [m.U1, m.U2, m.Rbase, m.Rslope1, m.Rslope2, m.Rslope3], at(addrOf(m.address, 'model'), 'LinearInterestRateModelV3', 'getModelParameters').then((r) => listOf(r, 'model').map((x) => numOf(x, 'point'))));
      check('interest model U2 rule', m.isBorrowingMoreU2Forbidden, at(addrOf(m.address, 'model'), 'LinearInterestRateModelV3', 'isBorrowingMoreU2Forbidden'));
      const g = item.gauge;
      const gauge = addrOf(g.address, 'gauge');
      check('gauge epoch', BigInt(g.currentEpoch), at(gauge, 'GaugeV3', 'epochLastUpdate').then((x) => BigInt(numOf(x, 'epoch'))));
      check('gauge frozen', g.epochFrozen, at(gauge, 'GaugeV3', 'epochFrozen'));
      for (const [token, q] of Object.entries(g.quotaParams)) {
        check(`gauge params of ${token}`, [q.minRate, q.maxRate, looseBig(q.totalVotesLpSide), looseBig(q.totalVotesCaSide)], at(gauge, 'GaugeV3', 'quotaRateParams', [token]).then((r) => {
          const [minRate, maxRate, lp, ca] = listOf(r, 'quotaRateParams');
          return [numOf(minRate, 'minRate'), numOf(maxRate, 'maxRate'), bigOf(lp, 'votes'), bigOf(ca, 'votes')];
        }));
      }
    }

    // The credit suite.
    for (const item of written.creditState) {
      const c = item.creditManager;
      const cm = addrOf(c.address, 'credit manager');
      const M = (what: string, wrote: unknown, fn: string, args: readonly unknown[] = []) => check(`manager ${what}`, wrote, at(cm, 'CreditManagerV3', fn, args));
      M('name', c.name, 'name');
      M('version', BigInt(c.version), 'version');
      M('account factory', c.accountFactory, 'accountFactory');
      M('underlying', c.underlying, 'underlying');
      M('pool', c.pool, 'pool');
      M('facade', c.creditFacade, 'creditFacade');
      M('configurator', c.creditConfigurator, 'creditConfigurator');
      M('price oracle', c.priceOracle, 'priceOracle');
      M('max enabled tokens', c.maxEnabledTokens, 'maxEnabledTokens');
      M('quoted mask', b(c.quotedTokensMask), 'quotedTokensMask');
      M('fees', [c.feeInterest, c.feeLiquidation, c.liquidationDiscount, c.feeLiquidationExpired, c.liquidationDiscountExpired], 'fees');
      M('collateral count', Object.keys(c.collateralTokens).length, 'collateralTokensCount');
      Object.entries(c.collateralTokens).forEach(([token, lt], i) => {
        M(`collateral ${i}`, [token, lt], 'collateralTokenByMask', [1n << BigInt(i)]);
        M(`LT of ${token}`, lt, 'liquidationThresholds', [token]);
      });
      expect(c.contractsToAdapters).toEqual({});
      const f = item.creditFacade;
      const facade = addrOf(f.address, 'facade');
      const F = (what: string, wrote: unknown, fn: string) => check(`facade ${what}`, wrote, at(facade, 'CreditFacadeV3', fn));
      F('version', BigInt(f.version), 'version');
      F('maxQuotaMultiplier', BigInt(f.maxQuotaMultiplier), 'maxQuotaMultiplier');
      F('expirable', f.expirable, 'expirable');
      F('degenNFT', f.degenNFT, 'degenNFT');
      F('expirationDate', f.expirationDate, 'expirationDate');
      F('maxDebtPerBlockMultiplier', f.maxDebtPerBlockMultiplier, 'maxDebtPerBlockMultiplier');
      F('botList', f.botList, 'botList');
      F('debt limits', [b(f.minDebt), b(f.maxDebt)], 'debtLimits');
      F('loss params', [b(f.currentCumulativeLoss), b(f.maxCumulativeLoss)], 'lossParams');
      F('forbidden mask', b(f.forbiddenTokenMask), 'forbiddenTokenMask');
      F('paused', f.isPaused, 'paused');
      const cfg = addrOf(item.creditConfigurator.address, 'configurator');
      check('configurator version', BigInt(item.creditConfigurator.version), at(cfg, 'CreditConfiguratorV3', 'version'));
      check('emergency liquidators', item.creditConfigurator.emergencyLiquidators, at(cfg, 'CreditConfiguratorV3', 'emergencyLiquidators'));
      check('allowed adapters', [], at(cfg, 'CreditConfiguratorV3', 'allowedAdapters'));
    }

    const results = await Promise.all(checks.map(async (c) => ({ ...c, got: await c.chain })));
    const norm = (x: unknown): unknown =>
      typeof x === 'string' && /^0x[0-9a-fA-F]{40}$/.test(x) ? addressKey(x) : Array.isArray(x) ? x.map(norm) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, norm(v)])) : typeof x === 'number' ? BigInt(x) : x;
    const wrong = results.filter((r) => JSON.stringify(norm(r.wrote), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) !== JSON.stringify(norm(r.got), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    expect(wrong.map((w) => `${w.what}: wrote ${String(w.wrote)}, chain ${String(w.got)}`)).toEqual([]);
    expect(results.length).toBeGreaterThan(150);
    console.info(`V3.0 generator read-back: ${results.length} values compared with the contracts`);
  });

  test('the generator\u2019s ABIs match the compiled ones: every function and event it calls has the compiled signature, outputs and indexed flags', () => {
    const { contracts } = compiled30();
    const v301 = readCompiledAbiFile('core-v3@v1.51.0');
    const mismatches: string[] = [];
    let matched300 = 0;
    let matched301 = 0;
    let total301 = 0;
    const entries = Object.entries(FAMILIES).flatMap(([family, name]) => abiMembers(familyAbi(family)).map((e) => ({ family, name, e })));
    for (const { family, name, e } of entries) {
      const compiled = contracts[name];
      if (!compiled) throw new Error(`${name} was not compiled`);
      const bad = compare(e, abiMembers(compiled.abi));
      if (bad) mismatches.push(`3.00 ${name} (${family}): ${bad}`);
      else matched300++;
      const name301 = FAMILIES_301[family];
      const c301 = name301 ? v301.abis[name301] : undefined;
      if (!c301) continue;
      total301++;
      const bad301 = compare(e, abiMembers(c301.abi));
      if (bad301) mismatches.push(`3.01 ${name301} (${family}): ${bad301}`);
      else matched301++;
    }
    // version(): every contract the generator asks for its version answers it in one uint256.
    const versioned = abiMembers(familyAbi('versioned'));
    for (const e of versioned) {
      for (const name of ['AccountFactoryV3', 'PoolV3', 'CreditManagerV3'] as const) {
        const compiled = contracts[name];
        if (!compiled) throw new Error(`${name} was not compiled`);
        const bad = compare(e, abiMembers(compiled.abi));
        if (bad) mismatches.push(`3.00 ${name} (versioned): ${bad}`);
        else matched300++;
      }
    }
    expect(mismatches).toEqual([]);
    expect(total301).toBeGreaterThan(0);
    console.info(`generator ABIs: ${matched300} entries matched the compiled 3.00 ABIs, ${matched301} of ${total301} the committed 3.01 ones`);
  });

  /**
   * "Check it yourself" on the real contracts: the site's data loaded from the file the generator just wrote (the
   * other networks' real snapshots beside it in the temp folder: the site loads all three), the Mainnet address book
   * built from it, and each row's proof (src/domain/proofs/proof.ts) made against the deployment. Every read is made
   * on a Gearbox contract (address provider, contracts register, price oracle, pool, quota keeper, credit manager);
   * rows whose own contract is not Gearbox's (mock price feeds, the periphery stand-ins) are counted apart.
   */
  describe('"Check it yourself" for every Mainnet address-book row of the deployment (mock feeds and periphery stand-ins counted apart)', () => {
    /** Rows whose commands are run as shown, at least (every distinct shape is in, whatever this says). */
    const SAMPLE = 12;
    let file: AddressBookFile;
    let proofs: (ProofRead | undefined)[];
    let standIn: boolean[];
    const tally = { rows: 0, gearboxRows: 0, standInRows: 0, reads: 0, readsRight: 0, gearboxReadsRight: 0, shapes: 0, cast: 0, castRight: 0, snippets: 0, snippetsRight: 0 };
    const command = (p: ProofRead) => castCommand(p, { block: file.block, network: V30_NETWORK });

    beforeAll(() => {
      file = exportNetwork(siteOfGenerated(), V30_NETWORK);
      proofs = exportProofs(file);
      const a = d.addresses;
      const notGearbox = new Set([a.dataCompressor, a.router, a.zapperRegister, a.multiPause, a.degenNFT, a.gear, a.wethReserveFeed, a.daiReserveFeed, ...d.tokens.flatMap((t) => [t.address, t.feed])].map(addressKey));
      standIn = file.rows.map((r) => notGearbox.has(addressKey(r.address)));
      tally.rows = file.rows.length;
      tally.standInRows = standIn.filter(Boolean).length;
      tally.gearboxRows = tally.rows - tally.standInRows;
    });
    afterAll(() => {
      const standIns = file ? file.rows.filter((_, i) => standIn[i]).map((r) => `${r.table} / ${r.label}`) : [];
      console.info(`V3.0 proofs on the real contracts: ${JSON.stringify(tally)}; the stand-in and mock rows: ${standIns.join(', ')}`);
    });

    test('every row has a proof, and each proves its own row', () => {
      expect(file.block).toBe(Number(block));
      expect(file.rows.filter((_, i) => proofs[i] === undefined).map((r) => `${r.table} / ${r.label}`)).toEqual([]);
      proofs.forEach((p, i) => expect(p?.expected, file.rows[i]?.label).toBe(file.rows[i]?.address));
      // The deployment's Gearbox contracts are all in the book: the core, the pool's and the credit suite's.
      const a = d.addresses;
      const gearbox = [a.addressProvider, a.acl, a.contractsRegister, a.priceOracle, a.accountFactory, a.botList, a.gearStaking, a.controllerTimelock, a.pool, a.poolQuotaKeeper, a.gauge, a.interestModel, a.creditManager, a.creditFacade, a.creditConfigurator];
      const listed = new Set(file.rows.filter((_, i) => !standIn[i]).map((r) => addressKey(r.address)));
      expect(gearbox.filter((x) => !listed.has(addressKey(x)))).toEqual([]);
    });

    test("every row's read, made as its viem snippet makes it (address, ABI line, function, arguments, block), returns the row's address", async () => {
      const client = createPublicClient({ chain: chains[V30_NETWORK], transport: http(d.rpcUrl, { batch: { batchSize: 1000 } }) });
      const results = await Promise.all(
        file.rows.map(async (row, i) => {
          const p = proofs[i];
          if (!p) return { i, ok: false, out: 'no proof' };
          try {
            const abi: Abi = parseAbi([humanReadable(p.abiItem)]);
            const result: unknown = await client.readContract({ address: p.contract, abi, functionName: p.functionName, args: p.args, blockNumber: BigInt(file.block) });
            const found = (Array.isArray(result) ? result : [result]).filter((x): x is string => typeof x === 'string');
            return { i, ok: returned(found, p) && (p.match === 'contains' || !Array.isArray(result)), out: String(result) };
          } catch (error) {
            return { i, ok: false, out: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
          }
        }),
      );
      tally.reads = results.length;
      tally.readsRight = results.filter((r) => r.ok).length;
      tally.gearboxReadsRight = results.filter((r) => r.ok && !standIn[r.i]).length;
      expect(results.filter((r) => !r.ok).map((r) => `${file.rows[r.i]?.label}${standIn[r.i] ? ' (stand-in)' : ''}: ${proofs[r.i] ? command(proofs[r.i] as ProofRead) : ''} → ${r.out}`)).toEqual([]);
    });

    /** The rows whose texts run as shown: one of every command shape, then spread over the rest. */
    const sample = () => {
      const shown = proofs.flatMap((p, i) => (p ? [{ i, p, c: command(p) }] : []));
      const picked = sampleRows(shown.map((x) => x.c), SAMPLE).map((k) => shown[k]).filter((x) => x !== undefined);
      tally.shapes = new Set(shown.map((x) => shapeOf(x.c))).size;
      expect(new Set(picked.map((x) => shapeOf(x.c))).size).toBe(tally.shapes);
      return picked;
    };

    test('the cast command of every shape, run as shown by bash with real cast, returns its row\u2019s address', async () => {
      const picked = sample();
      const ran = await bashBatch(picked.map((x) => x.c), { ...process.env, PATH: CAST_PATH, [RPC_URL_VARIABLE[V30_NETWORK]]: d.rpcUrl });
      const results = ran.map((r, k) => ({ x: picked[k], ok: r.code === 0 && picked[k] !== undefined && castReturned(r.out, picked[k].p), out: r.code === 0 ? r.out : `exit ${r.code}: ${r.err}` }));
      tally.cast = results.length;
      tally.castRight = results.filter((r) => r.ok).length;
      expect(results.filter((r) => !r.ok).map((r) => `${r.x ? file.rows[r.x.i]?.label : '?'}: ${r.x?.c} → ${r.out}`)).toEqual([]);
      expect(results.length).toBeGreaterThanOrEqual(Math.min(SAMPLE, file.rows.length));
    }, 60_000);

    test('the viem snippets of the same rows, run as shown by Node, print true', async () => {
      const picked = sample();
      const printed = await runSnippets(
        picked.map((x) => viemSnippet(x.p, { block: file.block, network: V30_NETWORK })),
        { ...process.env, [RPC_URL_VARIABLE[V30_NETWORK]]: d.rpcUrl },
      );
      tally.snippets = printed.length;
      tally.snippetsRight = printed.filter((x) => x === 'true').length;
      expect(printed.map((x, k) => (x === 'true' ? null : `${file.rows[picked[k]?.i ?? -1]?.label}: ${x}`)).filter((x) => x !== null)).toEqual([]);
      expect(printed).toHaveLength(picked.length);
    }, 60_000);
  });
});
