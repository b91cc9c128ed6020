/**
 * Gearbox V3.1 states (issue 33): the `states/*.json` files of the V3.1 folder, each written by the Gearbox SDK
 * (`GearboxState`, version 2) at one block for a set of curators. Read, validated and linked into a typed model:
 * the address provider's keys (each with its versions and addresses) and every market of the state (its curator's
 * market configurator, ACL, contracts register and treasury, admins, pool and credit suites). `newestMarkets` keeps
 * each market (by its pool) from the newest state that holds it, with that state's block.
 *
 * Each contract's `baseParams` carries its type (a bytes32 ASCII name), version and `serializedParams`; the
 * parameters are decoded elsewhere (per type and version). Bad input stops with one DataError naming the file, the
 * JSON path and what was expected.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { getAddress, hexToString, type Address, type Hex } from 'viem';
import * as z from 'zod';
import { addressKey } from '../data/address';
import { DataError } from '../data/errors';
import { big } from '../data/link';
import { readJson } from '../data/load';
import { address, bigintMarker } from '../data/schema';
import { validate } from '../data/validate';
import type { V31Networks } from './networks';
import { decodeParams, type DecodedParams } from './params/decode';

/** The states' folder inside the V3.1 folder. */
export const V31_STATES_DIR = 'states';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, { message: 'hex bytes ("0x" and hex digits)' });
const bytes32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, { message: 'a bytes32 ("0x" and 64 hex digits)' });

const baseParams = z.object({
  addr: address,
  version: z.union([z.number().int().nonnegative(), bigintMarker], { error: 'a version: a number or a bigint marker' }),
  contractType: bytes32,
  serializedParams: hex,
});
const contract = z.looseObject({ baseParams });
const int = z.number().int().nonnegative();
const amount = bigintMarker;

const priceFeed = z.looseObject({
  baseParams,
  description: z.string(),
  decimals: int,
  skipCheck: z.boolean(),
  updatable: z.boolean(),
  underlyingFeeds: z.array(address),
  underlyingStalenessPeriods: z.array(int),
  answer: z.object({ price: bigintMarker, updatedAt: bigintMarker, success: z.boolean() }),
});

const token = z.looseObject({ addr: address, symbol: z.string(), name: z.string(), decimals: int });

/** Real-world-asset contracts (Securitize and the like): underlyings with their asset and factory, factories with their tokens. */
const rwaContract = z.looseObject({ baseParams, asset: address.optional(), factory: address.optional(), tokens: z.array(token).optional() });

const stateFile = z.object({
  version: z.literal(2),
  rwa: z.array(z.array(rwaContract)).optional(),
  network: z.string().min(1),
  chainId: z.number().int().positive(),
  currentBlock: bigintMarker,
  timestamp: bigintMarker,
  addressProvider: z.object({
    baseParams,
    addresses: z.record(z.string().min(1), z.record(z.string().regex(/^[0-9]+$/, { message: 'a version number' }), address)),
  }),
  markets: z.array(
    z.looseObject({
      configurator: address,
      acl: address,
      contractsRegister: address,
      treasury: address,
      pausableAdmins: z.array(address),
      unpausableAdmins: z.array(address),
      emergencyLiquidators: z.array(address),
      pool: z.looseObject({
        baseParams,
        name: z.string(),
        symbol: z.string(),
        decimals: int,
        underlying: address,
        quotaKeeper: address,
        interestRateModel: address,
        totalSupply: amount,
        availableLiquidity: amount,
        expectedLiquidity: amount,
        baseInterestRate: amount,
        supplyRate: amount,
        dieselRate: amount,
        withdrawFee: amount,
        totalBorrowed: amount,
        totalDebtLimit: amount,
        quotaRevenue: amount,
        lastBaseInterestUpdate: int,
        isPaused: z.boolean(),
        creditManagerDebtParams: z.array(z.object({ creditManager: address, borrowed: amount, limit: amount, available: amount })),
      }),
      quotaKeeper: z.looseObject({
        baseParams,
        rateKeeper: address,
        lastQuotaRateUpdate: int,
        creditManagers: z.array(address),
        quotas: z.array(
          z.looseObject({ token: address, rate: int, quotaIncreaseFee: int, totalQuoted: amount, limit: amount, isActive: z.boolean() }),
        ),
      }),
      interestRateModel: contract,
      rateKeeper: z.looseObject({ baseParams, rates: z.array(z.object({ token: address, rate: int })) }),
      priceOracle: z.looseObject({
        baseParams,
        priceFeedMap: z.array(z.object({ token: address, reserve: z.boolean(), priceFeed: address, stalenessPeriod: int })),
        priceFeedTree: z.array(priceFeed),
      }),
      lossPolicy: contract,
      tokens: z.array(token),
      creditManagers: z.array(
        z.looseObject({
          creditManager: z.looseObject({
            baseParams,
            name: z.string(),
            accountFactory: address,
            underlying: address,
            pool: address,
            creditFacade: address,
            creditConfigurator: address,
            maxEnabledTokens: int,
            collateralTokens: z.array(z.object({ token: address, liquidationThreshold: int })),
            feeInterest: int,
            feeLiquidation: int,
            liquidationDiscount: int,
            feeLiquidationExpired: int,
            liquidationDiscountExpired: int,
          }),
          creditFacade: z.looseObject({
            baseParams,
            degenNFT: address,
            botList: address,
            expirable: z.boolean(),
            expirationDate: int,
            maxDebtPerBlockMultiplier: int,
            minDebt: amount,
            maxDebt: amount,
            forbiddenTokensMask: amount,
            isPaused: z.boolean(),
          }),
          creditConfigurator: contract,
          accountFactory: contract,
          adapters: z.array(z.looseObject({ baseParams, targetContract: address })),
        }),
      ),
    }),
  ),
});

type RawBaseParams = z.infer<typeof baseParams>;

/**
 * A contract as the states describe it: address, type (`IRM::LINEAR`; empty for a contract without one), version,
 * and its `serialize()` output, raw and decoded with the layout of its type and version (params/registry.ts).
 */
export interface V31Contract {
  address: Address;
  type: string;
  version: number;
  serializedParams: Hex;
  params: DecodedParams;
}

/** A price feed of the oracle's tree: its own values and the feeds it reads. */
export interface V31PriceFeed extends V31Contract {
  description: string;
  decimals: number;
  skipCheck: boolean;
  updatable: boolean;
  underlyingFeeds: { address: Address; stalenessPeriod: number }[];
  answer: { price: bigint; updatedAt: number; success: boolean };
}

export interface V31Token {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
}

export interface V31Pool extends V31Contract {
  name: string;
  symbol: string;
  decimals: number;
  underlying: Address;
  totalSupply: bigint;
  availableLiquidity: bigint;
  expectedLiquidity: bigint;
  /** RAY. */
  baseInterestRate: bigint;
  /** RAY. */
  supplyRate: bigint;
  /** RAY: underlying per share. */
  dieselRate: bigint;
  /** Basis points. */
  withdrawFee: bigint;
  totalBorrowed: bigint;
  totalDebtLimit: bigint;
  quotaRevenue: bigint;
  lastBaseInterestUpdate: number;
  isPaused: boolean;
  debtParams: { creditManager: Address; borrowed: bigint; limit: bigint; available: bigint }[];
}

export interface V31CreditSuite {
  creditManager: V31Contract & {
    name: string;
    accountFactory: Address;
    maxEnabledTokens: number;
    collateralTokens: { token: Address; liquidationThreshold: number }[];
    feeInterest: number;
    feeLiquidation: number;
    liquidationDiscount: number;
    feeLiquidationExpired: number;
    liquidationDiscountExpired: number;
  };
  creditFacade: V31Contract & {
    degenNFT: Address;
    botList: Address;
    expirable: boolean;
    expirationDate: number;
    maxDebtPerBlockMultiplier: number;
    minDebt: bigint;
    maxDebt: bigint;
    forbiddenTokensMask: bigint;
    isPaused: boolean;
  };
  creditConfigurator: V31Contract;
  accountFactory: V31Contract;
  adapters: (V31Contract & { targetContract: Address })[];
}

export interface V31Market {
  /** The curator's market configurator. */
  configurator: Address;
  acl: Address;
  contractsRegister: Address;
  treasury: Address;
  pausableAdmins: Address[];
  unpausableAdmins: Address[];
  emergencyLiquidators: Address[];
  pool: V31Pool;
  quotaKeeper: V31Contract & {
    rateKeeper: Address;
    lastQuotaRateUpdate: number;
    creditManagers: Address[];
    quotas: { token: Address; rate: number; quotaIncreaseFee: number; totalQuoted: bigint; limit: bigint; isActive: boolean }[];
  };
  interestRateModel: V31Contract;
  rateKeeper: V31Contract & { rates: { token: Address; rate: number }[] };
  priceOracle: V31Contract & {
    feedMap: { token: Address; reserve: boolean; priceFeed: Address; stalenessPeriod: number }[];
    feedTree: V31PriceFeed[];
  };
  lossPolicy: V31Contract;
  tokens: V31Token[];
  creditSuites: V31CreditSuite[];
}

export interface V31State {
  file: string;
  network: string;
  chainId: number;
  block: number;
  /** Unix seconds. */
  timestamp: number;
  addressProvider: { contract: V31Contract; entries: { key: string; version: number; address: Address }[] };
  markets: V31Market[];
  /** Real-world-asset contracts the state holds (none in most states). */
  rwa: V31RwaContract[];
}

/** A real-world-asset contract: an underlying (with its asset and factory) or a factory (with its tokens). */
export interface V31RwaContract extends V31Contract {
  asset?: Address;
  factory?: Address;
  tokens?: V31Token[];
}

/** A bytes32 contract type as its ASCII name, the zero padding dropped. */
export function contractTypeName(bytes: Hex): string {
  return hexToString(bytes, { size: 32 }).replace(/\0+$/, '');
}

function linkContract(p: RawBaseParams): V31Contract {
  const version = typeof p.version === 'number' ? p.version : Number(big(p.version));
  const c = { address: getAddress(p.addr), type: contractTypeName(p.contractType as Hex), version, serializedParams: p.serializedParams as Hex };
  return { ...c, params: decodeParams(c) };
}

type RawState = z.infer<typeof stateFile>;
type RawMarket = RawState['markets'][number];

/** Addresses that the file states twice must agree (a suite's manager names its facade, the pool its rate model…). */
function checkLinks(file: string, raw: RawMarket, at: string): void {
  const same = (a: string, b: string, jsonPath: string, what: string): void => {
    if (addressKey(a) !== addressKey(b)) throw new DataError(file, `${at}.${jsonPath}`, what, a);
  };
  same(raw.pool.quotaKeeper, raw.quotaKeeper.baseParams.addr, 'pool.quotaKeeper', `the market's quota keeper, ${raw.quotaKeeper.baseParams.addr}`);
  same(raw.pool.interestRateModel, raw.interestRateModel.baseParams.addr, 'pool.interestRateModel', `the market's rate model, ${raw.interestRateModel.baseParams.addr}`);
  same(raw.quotaKeeper.rateKeeper, raw.rateKeeper.baseParams.addr, 'quotaKeeper.rateKeeper', `the market's rate keeper, ${raw.rateKeeper.baseParams.addr}`);
  raw.creditManagers.forEach((s, i) => {
    const cm = s.creditManager;
    const where = `creditManagers[${i}].creditManager`;
    same(cm.pool, raw.pool.baseParams.addr, `${where}.pool`, `the market's pool, ${raw.pool.baseParams.addr}`);
    same(cm.creditFacade, s.creditFacade.baseParams.addr, `${where}.creditFacade`, `the suite's facade, ${s.creditFacade.baseParams.addr}`);
    same(cm.creditConfigurator, s.creditConfigurator.baseParams.addr, `${where}.creditConfigurator`, `the suite's configurator, ${s.creditConfigurator.baseParams.addr}`);
    same(cm.accountFactory, s.accountFactory.baseParams.addr, `${where}.accountFactory`, `the suite's account factory, ${s.accountFactory.baseParams.addr}`);
  });
}

const linkFeed = (f: z.infer<typeof priceFeed>): V31PriceFeed => ({
  ...linkContract(f.baseParams),
  description: f.description,
  decimals: f.decimals,
  skipCheck: f.skipCheck,
  updatable: f.updatable,
  underlyingFeeds: f.underlyingFeeds.map((a, i) => ({ address: getAddress(a), stalenessPeriod: f.underlyingStalenessPeriods[i] ?? 0 })),
  answer: { price: big(f.answer.price), updatedAt: Number(big(f.answer.updatedAt)), success: f.answer.success },
});

function linkMarket(file: string, m: RawMarket, at: string): V31Market {
  checkLinks(file, m, at);
  const p = m.pool;
  return {
    configurator: getAddress(m.configurator),
    acl: getAddress(m.acl),
    contractsRegister: getAddress(m.contractsRegister),
    treasury: getAddress(m.treasury),
    pausableAdmins: m.pausableAdmins.map((a) => getAddress(a)),
    unpausableAdmins: m.unpausableAdmins.map((a) => getAddress(a)),
    emergencyLiquidators: m.emergencyLiquidators.map((a) => getAddress(a)),
    pool: {
      ...linkContract(p.baseParams),
      name: p.name,
      symbol: p.symbol,
      decimals: p.decimals,
      underlying: getAddress(p.underlying),
      totalSupply: big(p.totalSupply),
      availableLiquidity: big(p.availableLiquidity),
      expectedLiquidity: big(p.expectedLiquidity),
      baseInterestRate: big(p.baseInterestRate),
      supplyRate: big(p.supplyRate),
      dieselRate: big(p.dieselRate),
      withdrawFee: big(p.withdrawFee),
      totalBorrowed: big(p.totalBorrowed),
      totalDebtLimit: big(p.totalDebtLimit),
      quotaRevenue: big(p.quotaRevenue),
      lastBaseInterestUpdate: p.lastBaseInterestUpdate,
      isPaused: p.isPaused,
      debtParams: p.creditManagerDebtParams.map((d) => ({ creditManager: getAddress(d.creditManager), borrowed: big(d.borrowed), limit: big(d.limit), available: big(d.available) })),
    },
    quotaKeeper: {
      ...linkContract(m.quotaKeeper.baseParams),
      rateKeeper: getAddress(m.quotaKeeper.rateKeeper),
      lastQuotaRateUpdate: m.quotaKeeper.lastQuotaRateUpdate,
      creditManagers: m.quotaKeeper.creditManagers.map((a) => getAddress(a)),
      quotas: m.quotaKeeper.quotas.map((q) => ({ token: getAddress(q.token), rate: q.rate, quotaIncreaseFee: q.quotaIncreaseFee, totalQuoted: big(q.totalQuoted), limit: big(q.limit), isActive: q.isActive })),
    },
    interestRateModel: linkContract(m.interestRateModel.baseParams),
    rateKeeper: { ...linkContract(m.rateKeeper.baseParams), rates: m.rateKeeper.rates.map((r) => ({ token: getAddress(r.token), rate: r.rate })) },
    priceOracle: {
      ...linkContract(m.priceOracle.baseParams),
      feedMap: m.priceOracle.priceFeedMap.map((e) => ({ token: getAddress(e.token), reserve: e.reserve, priceFeed: getAddress(e.priceFeed), stalenessPeriod: e.stalenessPeriod })),
      feedTree: m.priceOracle.priceFeedTree.map(linkFeed),
    },
    lossPolicy: linkContract(m.lossPolicy.baseParams),
    tokens: m.tokens.map((t) => ({ address: getAddress(t.addr), symbol: t.symbol, name: t.name, decimals: t.decimals })),
    creditSuites: m.creditManagers.map((s): V31CreditSuite => {
      const cm = s.creditManager;
      const cf = s.creditFacade;
      return {
        creditManager: {
          ...linkContract(cm.baseParams),
          name: cm.name,
          accountFactory: getAddress(cm.accountFactory),
          maxEnabledTokens: cm.maxEnabledTokens,
          collateralTokens: cm.collateralTokens.map((t) => ({ token: getAddress(t.token), liquidationThreshold: t.liquidationThreshold })),
          feeInterest: cm.feeInterest,
          feeLiquidation: cm.feeLiquidation,
          liquidationDiscount: cm.liquidationDiscount,
          feeLiquidationExpired: cm.feeLiquidationExpired,
          liquidationDiscountExpired: cm.liquidationDiscountExpired,
        },
        creditFacade: {
          ...linkContract(cf.baseParams),
          degenNFT: getAddress(cf.degenNFT),
          botList: getAddress(cf.botList),
          expirable: cf.expirable,
          expirationDate: cf.expirationDate,
          maxDebtPerBlockMultiplier: cf.maxDebtPerBlockMultiplier,
          minDebt: big(cf.minDebt),
          maxDebt: big(cf.maxDebt),
          forbiddenTokensMask: big(cf.forbiddenTokensMask),
          isPaused: cf.isPaused,
        },
        creditConfigurator: linkContract(s.creditConfigurator.baseParams),
        accountFactory: linkContract(s.accountFactory.baseParams),
        adapters: s.adapters.map((a) => ({ ...linkContract(a.baseParams), targetContract: getAddress(a.targetContract) })),
      };
    }),
  };
}

/** Reads and checks one state file; its chain must be one of the V3.1 networks, under that network's name. */
export function loadV31State(file: string, networks: V31Networks): V31State {
  const raw = validate(stateFile, readJson(file), file);
  const network = networks.networks.find((n) => n.chainId === raw.chainId);
  if (!network) throw new DataError(file, '$.chainId', `the chain id of a network in ${networks.file}`, String(raw.chainId));
  if (network.name !== raw.network) throw new DataError(file, '$.network', `"${network.name}", the name of chain ${raw.chainId} in ${networks.file}`, JSON.stringify(raw.network));
  if (addressKey(raw.addressProvider.baseParams.addr) !== addressKey(networks.addressProvider)) {
    throw new DataError(file, '$.addressProvider.baseParams.addr', `the V3.1 address provider, ${networks.addressProvider}`, raw.addressProvider.baseParams.addr);
  }
  const entries = Object.entries(raw.addressProvider.addresses).flatMap(([key, versions]) =>
    Object.entries(versions).map(([version, at]) => ({ key, version: Number(version), address: getAddress(at) })),
  );
  raw.markets.forEach((m, i) => {
    if (!network.curators.some((c) => addressKey(c.configurator) === addressKey(m.configurator))) {
      throw new DataError(file, `$.markets[${i}].configurator`, `the market configurator of a curator ${networks.file} lists on ${network.name}`, m.configurator);
    }
  });
  const markets = raw.markets.map((m, i) => linkMarket(file, m, `$.markets[${i}]`));
  const rwa = (raw.rwa ?? []).flat().map(
    (r): V31RwaContract => ({
      ...linkContract(r.baseParams),
      ...(r.asset ? { asset: getAddress(r.asset) } : {}),
      ...(r.factory ? { factory: getAddress(r.factory) } : {}),
      ...(r.tokens ? { tokens: r.tokens.map((t) => ({ address: getAddress(t.addr), symbol: t.symbol, name: t.name, decimals: t.decimals })) } : {}),
    }),
  );
  return { file, network: raw.network, chainId: raw.chainId, block: Number(big(raw.currentBlock)), timestamp: Number(big(raw.timestamp)), addressProvider: { contract: linkContract(raw.addressProvider.baseParams), entries }, markets, rwa };
}

/** Every state of the V3.1 folder `dir` (its `states/*.json`), oldest block first. */
export function loadV31States(dir: string, networks: V31Networks): V31State[] {
  const statesDir = path.join(dir, V31_STATES_DIR);
  let names: string[];
  try {
    names = readdirSync(statesDir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    throw new DataError(statesDir, '$', 'a folder of V3.1 state files (*.json)', 'no such folder');
  }
  return names.map((n) => loadV31State(path.join(statesDir, n), networks)).sort((a, b) => a.chainId - b.chainId || a.block - b.block);
}

/** Each market (by chain and pool) from the newest state that holds it, with that state. */
export function newestMarkets(states: readonly V31State[]): { market: V31Market; state: V31State }[] {
  const newest = new Map<string, { market: V31Market; state: V31State }>();
  for (const state of states) {
    for (const market of state.markets) {
      const key = `${state.chainId}:${addressKey(market.pool.address)}`;
      const seen = newest.get(key);
      if (!seen || seen.state.block < state.block) newest.set(key, { market, state });
    }
  }
  return [...newest.values()];
}
