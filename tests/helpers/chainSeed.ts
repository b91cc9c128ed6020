/**
 * What the stand-in contracts of a local chain must answer so that reading it
 * gives back a given snapshot: for every contract the generator calls, the
 * calldata → return data pairs, and the logs it reads. Built from the snapshot
 * JSON with the generator's own ABIs (src/domain/abi), so a call the seeding
 * and the generator encode differently finds no answer and reverts.
 */
import {
  encodeAbiParameters,
  encodeFunctionData,
  encodeFunctionResult,
  keccak256,
  pad,
  stringToHex,
  toEventSelector,
  toHex,
  zeroAddress,
  type Abi,
  type AbiEvent,
  type Address,
  type Hex,
} from 'viem';
import { looseBig } from '../../src/domain/data/link';
import { PRICE_FEED_TYPES, type PriceFeedTypeName } from '../../src/domain/data/enums';
import type { Token } from '../../src/domain/data/model';
import type { RawPriceFeed, RawSnapshot } from '../../src/domain/data/schema';
import * as abi from '../../src/domain/abi';
import type { ContractFamily } from '../../src/domain/abi';
import { RAY } from '../../src/domain/protocol/units';
import { SIGNERS, SLOT_FEED, SLOT_SKIP, SLOT_STALENESS, feedLayout } from '../../src/cli/snapshot/feeds';
import { tokensUsed } from '../../src/cli/snapshot/labels';

export interface StubLog {
  topics: Hex[];
  data: Hex;
}

export interface Stub {
  address: Address;
  answers: Map<Hex, Hex>;
  logs: StubLog[];
}

/** Test scaffolding beyond the snapshot: contracts the register lists that are not V3 (the generator must skip them). */
export const NOT_V3_POOL: Address = '0x00000000000000000000000000000000000DEaD1';
export const NOT_VERSIONED_MANAGER: Address = '0x00000000000000000000000000000000000dead2';
/** An ACL admin added and later removed (the generator must leave it out). */
export const REMOVED_ADMIN: Address = '0x00000000000000000000000000000000000deAD3';

export class SeedPlan {
  readonly stubs = new Map<string, Stub>();

  stub(address: string): Stub {
    const key = address.toLowerCase();
    let s = this.stubs.get(key);
    if (!s) {
      s = { address: address as Address, answers: new Map(), logs: [] };
      this.stubs.set(key, s);
    }
    return s;
  }

  /** `address` answers `functionName(args)` with `result`; two different answers to one call are an error. */
  answer(family: ContractFamily, address: string, functionName: string, args: readonly unknown[] | undefined, result: unknown, firstWins = false): void {
    const data = encodeFunctionData({ abi: family.abi, functionName, args } as never);
    const out = encodeFunctionResult({ abi: family.abi, functionName, result } as never);
    const stub = this.stub(address);
    const previous = stub.answers.get(data);
    if (previous !== undefined && previous !== out) {
      if (firstWins) return;
      throw new Error(`conflicting answers for ${family.name}.${functionName}(${String(args ?? '')}) at ${address}`);
    }
    stub.answers.set(data, out);
  }

  /** `address` emits `eventName(args)`. */
  log(family: ContractFamily, address: string, eventName: string, args: Record<string, unknown>): void {
    const event = (family.abi as Abi).find((x): x is AbiEvent => x.type === 'event' && x.name === eventName);
    if (!event) throw new Error(`no event ${eventName} in ${family.name}`);
    const topics: Hex[] = [toEventSelector(event)];
    const dataTypes: AbiEvent['inputs'][number][] = [];
    const dataValues: unknown[] = [];
    for (const input of event.inputs) {
      const value = args[input.name ?? ''];
      if (input.indexed) {
        if (input.type === 'string') topics.push(keccak256(toHex(value as string)));
        else topics.push(encodeAbiParameters([input], [value]));
      } else {
        dataTypes.push(input);
        dataValues.push(value);
      }
    }
    this.stub(address).logs.push({ topics, data: encodeAbiParameters(dataTypes, dataValues) });
  }

  /** Removes the answer to `functionName(args)` at `address`: the call will revert. */
  forget(family: ContractFamily, address: string, functionName: string, args: readonly unknown[] = []): void {
    const data = encodeFunctionData({ abi: family.abi, functionName, args } as never);
    if (!this.stub(address).answers.delete(data)) throw new Error(`no answer to forget: ${family.name}.${functionName} at ${address}`);
  }

  rawLog(address: string, topics: Hex[], data: Hex = '0x'): void {
    this.stub(address).logs.push({ topics, data });
  }
}

const big = (m: { __value: string }): bigint => BigInt(m.__value);
const HASH_RE = /^0x[0-9a-fA-F]{64}$/;

/** The answers and logs that make a chain read back as `snap`. */
export function seedPlan(snap: RawSnapshot, tokens: readonly Token[]): SeedPlan {
  const plan = new SeedPlan();
  const core = snap.core;

  // Address provider: every entry is a SetAddress event.
  const ap = core.addressProviderV3.address;
  for (const [key, versions] of Object.entries(core.addressProviderV3.addresses)) {
    for (const [version, value] of Object.entries(versions)) {
      plan.log(abi.addressProviderV3, ap, 'SetAddress', { key: stringToHex(key, { size: 32 }), value, version: BigInt(version) });
    }
  }

  // ACL: owner, and admins as events (plus one added and removed again).
  const acl = core.acl.address;
  plan.answer(abi.acl, acl, 'owner', [], core.acl.owner);
  core.acl.pausableAdmins.forEach((a, i) => {
    plan.log(abi.acl, acl, 'PausableAdminAdded', { newAdmin: a });
    if (i === 0) {
      plan.log(abi.acl, acl, 'PausableAdminAdded', { newAdmin: REMOVED_ADMIN });
      plan.log(abi.acl, acl, 'PausableAdminRemoved', { admin: REMOVED_ADMIN });
    }
  });
  for (const a of core.acl.unpausableAdmins) plan.log(abi.acl, acl, 'UnpausableAdminAdded', { newAdmin: a });

  // Contracts register, with one V2 pool and one unversioned manager it must skip.
  const cr = core.contractsRegister.address;
  plan.answer(abi.contractsRegister, cr, 'getPools', [], [NOT_V3_POOL, ...snap.poolState.map((p) => p.pool.address)]);
  plan.answer(abi.contractsRegister, cr, 'getCreditManagers', [], [...snap.creditState.map((c) => c.creditManager.address), NOT_VERSIONED_MANAGER]);
  plan.answer(abi.versioned, NOT_V3_POOL, 'version', [], 210n);
  plan.stub(NOT_VERSIONED_MANAGER);

  plan.answer(abi.versioned, core.accountFactory.address, 'version', [], BigInt(core.accountFactory.version));
  plan.answer(abi.gearStakingV3, core.gearStakingV3.address, 'successor', [], core.gearStakingV3.successor);
  plan.answer(abi.gearStakingV3, core.gearStakingV3.address, 'migrator', [], core.gearStakingV3.migrator);

  // Controller timelock: policies and groups.
  const tl = core.controllerTimelockV3.address;
  for (const [hash, p] of Object.entries(core.controllerTimelockV3.policies)) {
    plan.log(abi.controllerTimelockV3, tl, 'SetPolicy', { policyHash: hash, enabled: p.enabled });
    plan.answer(abi.controllerTimelockV3, tl, 'getPolicy', [hash], {
      enabled: p.enabled,
      admin: p.admin,
      delay: p.delay,
      flags: p.flags,
      exactValue: big(p.exactValue),
      minValue: big(p.minValue),
      maxValue: big(p.maxValue),
      referencePoint: big(p.referencePoint),
      referencePointUpdatePeriod: p.referencePointUpdatePeriod,
      referencePointTimestampLU: p.referencePointTimestampLU,
      minPctChangeDown: p.minPctChangeDown,
      minPctChangeUp: p.minPctChangeUp,
      maxPctChangeDown: p.maxPctChangeDown,
      maxPctChangeUp: p.maxPctChangeUp,
      minChange: big(p.minChange),
      maxChange: big(p.maxChange),
    });
  }
  const setGroup = toEventSelector((abi.controllerTimelockV3.abi as Abi).find((x): x is AbiEvent => x.type === 'event' && x.name === 'SetGroup')!);
  const currentGroup = new Map<string, string>();
  for (const [name, members] of Object.entries(core.controllerTimelockV3.groups)) {
    // A group named by its hash has a name nobody can recover: its members now answer "".
    const topic = HASH_RE.test(name) ? (name.toLowerCase() as Hex) : keccak256(toHex(name));
    for (const m of members) {
      plan.rawLog(tl, [setGroup, pad(m.toLowerCase() as Hex), topic]);
      currentGroup.set(m, HASH_RE.test(name) ? '' : name);
    }
  }
  for (const [m, name] of currentGroup) plan.answer(abi.controllerTimelockV3, tl, 'getGroup', [m], name);

  // Price oracle: feeds as events; feed contracts answer for themselves and their parts.
  const oracle = snap.priceOracle.priceOracleV3.address;
  for (const [token, f] of Object.entries(snap.priceOracle.mainPriceFeeds)) {
    plan.log(abi.priceOracleV3, oracle, 'SetPriceFeed', { token, priceFeed: f.address, stalenessPeriod: f.stalenessPeriod, skipCheck: f.skipCheck, trusted: false });
  }
  for (const [token, f] of Object.entries(snap.priceOracle.reservePriceFeeds)) {
    plan.log(abi.priceOracleV3, oracle, 'SetReservePriceFeed', { token, priceFeed: f.address, stalenessPeriod: f.stalenessPeriod, skipCheck: f.skipCheck });
  }
  const seedFeed = (f: RawPriceFeed): void => {
    if (f.type !== 0) plan.answer(abi.priceFeed, f.address, 'priceFeedType', [], f.type);
    plan.answer(abi.priceFeed, f.address, 'version', [], BigInt(f.version));
    const parts = f.pricefeeds ?? [];
    const layout = feedLayout(PRICE_FEED_TYPES[f.type] as PriceFeedTypeName);
    const slot = (i: number, p: RawPriceFeed, skip = true) => {
      plan.answer(abi.priceFeed, f.address, SLOT_FEED[i]!, [], p.address);
      plan.answer(abi.priceFeed, f.address, SLOT_STALENESS[i]!, [], p.stalenessPeriod);
      if (skip) plan.answer(abi.priceFeed, f.address, SLOT_SKIP[i]!, [], p.skipCheck);
    };
    if (layout.kind === 'signed') {
      plan.answer(abi.redstonePriceFeed, f.address, 'dataFeedId', [], stringToHex(f.dataId ?? '', { size: 32 }));
      plan.answer(abi.redstonePriceFeed, f.address, 'getUniqueSignersThreshold', [], f.signersThreshold ?? 0);
      SIGNERS.forEach((fn, i) => plan.answer(abi.redstonePriceFeed, f.address, fn, [], f.signers?.[i] ?? zeroAddress));
    } else if (layout.kind === 'single') {
      const p = parts[0]!;
      plan.answer(abi.priceFeed, f.address, 'priceFeed', [], p.address);
      plan.answer(abi.priceFeed, f.address, 'stalenessPeriod', [], p.stalenessPeriod);
      plan.answer(abi.priceFeed, f.address, 'skipCheck', [], p.skipCheck);
    } else if (layout.kind === 'composite') {
      slot(0, parts[0]!, false); // CompositePriceFeed has no skipCheck0
      slot(1, parts[1]!);
    } else if (layout.kind === 'counted') {
      plan.answer(abi.priceFeed, f.address, layout.count, [], layout.count === 'nCoins' ? parts.length : BigInt(parts.length));
      parts.forEach((p, i) => slot(i, p));
    }
    parts.forEach(seedFeed);
  };
  Object.values(snap.priceOracle.mainPriceFeeds).forEach(seedFeed);
  Object.values(snap.priceOracle.reservePriceFeeds).forEach(seedFeed);

  // Router components.
  for (const c of snap.routerState.router.components) {
    plan.log(abi.routerV3, snap.routerState.router.address, 'RouterComponentUpdate', { component: c.routerComponent, componentAddress: c.address, version: 0n });
  }

  // Pools: pool, quota keeper, gauge, interest model, zappers.
  const zapperRegister = snap.periphery.zapperRegister.address;
  for (const item of snap.poolState) {
    const p = item.pool;
    const P = abi.poolV3;
    const a = p.address;
    const cms = Object.values(p.creditManagerDebtParams);
    const answers: [string, unknown[], unknown][] = [
      ['name', [], p.name],
      ['symbol', [], p.symbol],
      ['decimals', [], p.decimals],
      ['version', [], BigInt(p.version)],
      ['paused', [], p.isPaused],
      ['underlyingToken', [], p.underlying],
      ['totalSupply', [], big(p.totalSupply)],
      ['totalAssets', [], big(p.totalAssets)],
      ['convertToAssets', [RAY], big(p.dieselRate_RAY)],
      ['withdrawFee', [], p.withdrawFee],
      ['creditManagers', [], cms.map((d) => d.creditManager)],
      ['availableLiquidity', [], big(p.availableLiquidity)],
      ['expectedLiquidity', [], big(p.expectedLiquidity)],
      ['totalBorrowed', [], big(p.totalBorrowed)],
      ['totalDebtLimit', [], big(p.totalDebtLimit)],
      ['interestRateModel', [], item.linearModel.address],
      ['baseInterestRate', [], big(p.baseInterestRate)],
      ['supplyRate', [], big(p.supplyRate)],
      ['baseInterestIndex', [], big(p.baseInterestIndex)],
      ['lastBaseInterestUpdate', [], Number(big(p.lastBaseInterestUpdate))],
      ['poolQuotaKeeper', [], item.poolQuotaKeeper.address],
      // Read by the address provider's proof only: a V3 pool keeps the provider it was built with.
      ['addressProvider', [], ap],
    ];
    for (const [fn, args, result] of answers) plan.answer(P, a, fn, args, result);
    for (const d of cms) {
      plan.answer(P, a, 'creditManagerBorrowed', [d.creditManager], big(d.borrowed));
      plan.answer(P, a, 'creditManagerDebtLimit', [d.creditManager], big(d.limit));
      plan.answer(P, a, 'creditManagerBorrowable', [d.creditManager], big(d.availableToBorrow));
    }
    plan.answer(abi.versioned, a, 'version', [], BigInt(p.version));
    plan.answer(abi.zapperRegister, zapperRegister, 'zappers', [a], p.zappers.map((z) => z.zapper));
    for (const z of p.zappers) {
      plan.answer(abi.zapper, z.zapper, 'tokenIn', [], z.tokenIn);
      plan.answer(abi.zapper, z.zapper, 'tokenOut', [], z.tokenOut);
    }

    const pqk = item.poolQuotaKeeper.address;
    const quoted = Object.keys(item.poolQuotaKeeper.quotas);
    plan.answer(abi.poolQuotaKeeperV3, pqk, 'gauge', [], item.gauge.address);
    plan.answer(abi.poolQuotaKeeperV3, pqk, 'quotedTokens', [], quoted);
    for (const [t, q] of Object.entries(item.poolQuotaKeeper.quotas)) {
      plan.answer(abi.poolQuotaKeeperV3, pqk, 'getTokenQuotaParams', [t], [q.rate, 0n, q.quotaIncreaseFee, big(q.totalQuoted), big(q.limit), q.isActive]);
    }
    const g = item.gauge;
    plan.answer(abi.gaugeV3, g.address, 'epochLastUpdate', [], g.currentEpoch);
    plan.answer(abi.gaugeV3, g.address, 'epochFrozen', [], g.epochFrozen);
    for (const [t, q] of Object.entries(g.quotaParams)) {
      plan.answer(abi.gaugeV3, g.address, 'quotaRateParams', [t], [q.minRate, q.maxRate, looseBig(q.totalVotesLpSide), looseBig(q.totalVotesCaSide)]);
    }
    const m = item.linearModel;
    plan.answer(abi.linearInterestRateModelV3, m.address, 'getModelParameters', [], [m.U1, m.U2, m.Rbase, m.Rslope1, m.Rslope2, m.Rslope3]);
    plan.answer(abi.linearInterestRateModelV3, m.address, 'isBorrowingMoreU2Forbidden', [], m.isBorrowingMoreU2Forbidden);
  }

  // Credit managers: manager, facade, configurator.
  for (const item of snap.creditState) {
    const m = item.creditManager;
    const f = item.creditFacade;
    const c = item.creditConfigurator;
    const M = abi.creditManagerV3;
    const collateral = Object.entries(m.collateralTokens);
    const adapters = Object.entries(m.contractsToAdapters);
    const managerAnswers: [string, unknown[], unknown][] = [
      ['name', [], m.name],
      ['version', [], BigInt(m.version)],
      ['underlying', [], m.underlying],
      ['accountFactory', [], m.accountFactory],
      ['pool', [], m.pool],
      ['creditFacade', [], m.creditFacade],
      ['creditConfigurator', [], m.creditConfigurator],
      ['priceOracle', [], m.priceOracle],
      ['maxEnabledTokens', [], m.maxEnabledTokens],
      ['quotedTokensMask', [], big(m.quotedTokensMask)],
      ['fees', [], [m.feeInterest, m.feeLiquidation, m.liquidationDiscount, m.feeLiquidationExpired, m.liquidationDiscountExpired]],
      ['collateralTokensCount', [], collateral.length],
    ];
    for (const [fn, args, result] of managerAnswers) plan.answer(M, m.address, fn, args, result);
    collateral.forEach(([token, lt], i) => plan.answer(M, m.address, 'collateralTokenByMask', [1n << BigInt(i)], [token, lt]));
    for (const [target, adapter] of adapters) plan.answer(M, m.address, 'adapterToContract', [adapter], target);

    const F = abi.creditFacadeV3;
    const facadeAnswers: [string, unknown][] = [
      ['version', BigInt(f.version)],
      ['maxQuotaMultiplier', BigInt(f.maxQuotaMultiplier)],
      ['expirable', f.expirable],
      ['degenNFT', f.degenNFT],
      ['expirationDate', f.expirationDate],
      ['maxDebtPerBlockMultiplier', f.maxDebtPerBlockMultiplier],
      ['botList', f.botList],
      ['debtLimits', [big(f.minDebt), big(f.maxDebt)]],
      ['lossParams', [big(f.currentCumulativeLoss), big(f.maxCumulativeLoss)]],
      ['forbiddenTokenMask', big(f.forbiddenTokenMask)],
      ['paused', f.isPaused],
    ];
    for (const [fn, result] of facadeAnswers) plan.answer(F, f.address, fn, [], result);
    plan.answer(abi.creditConfiguratorV3, c.address, 'version', [], BigInt(c.version));
    plan.answer(abi.creditConfiguratorV3, c.address, 'allowedAdapters', [], adapters.map(([, adapter]) => adapter));
    plan.answer(abi.creditConfiguratorV3, c.address, 'emergencyLiquidators', [], c.emergencyLiquidators);
  }

  // Registry reads the "Check it yourself" proofs make (src/domain/proofs/proof.ts) and the generator does not:
  // the address provider's getter, the manager's target → adapter map, the oracle's raw feeds. The provider's own
  // ADDRESS_PROVIDER entry is an event only: the contract's getter does not hold it, and neither does the stub.
  for (const [key, versions] of Object.entries(core.addressProviderV3.addresses)) {
    if (key === 'ADDRESS_PROVIDER') continue;
    for (const [version, value] of Object.entries(versions)) {
      plan.answer(abi.addressProviderV3, ap, 'addresses', [stringToHex(key, { size: 32 }), BigInt(version)], value);
    }
  }
  for (const item of snap.creditState) {
    for (const [target, adapter] of Object.entries(item.creditManager.contractsToAdapters)) {
      plan.answer(abi.creditManagerV3, item.creditManager.address, 'contractToAdapter', [target], adapter);
    }
  }
  for (const [token, f] of Object.entries(snap.priceOracle.mainPriceFeeds)) plan.answer(abi.priceOracleV3, oracle, 'priceFeedsRaw', [token, false], f.address);
  for (const [token, f] of Object.entries(snap.priceOracle.reservePriceFeeds)) plan.answer(abi.priceOracleV3, oracle, 'priceFeedsRaw', [token, true], f.address);

  // Tokens answer symbol() with their token-list symbol (a pool already answers with its own).
  const listed = new Map(tokens.map((t) => [t.address.toLowerCase(), t.symbol]));
  for (const t of tokensUsed(snap)) {
    const symbol = listed.get(t);
    if (symbol !== undefined) plan.answer(abi.erc20, t, 'symbol', [], symbol, true);
  }
  return plan;
}
