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

const stateFile = z.object({
  version: z.literal(2),
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
      pool: z.looseObject({ baseParams, name: z.string(), symbol: z.string(), decimals: z.number().int().nonnegative(), underlying: address }),
      quotaKeeper: contract,
      interestRateModel: contract,
      rateKeeper: contract,
      priceOracle: contract,
      lossPolicy: contract,
      tokens: z.array(z.looseObject({ addr: address, symbol: z.string(), name: z.string(), decimals: z.number().int().nonnegative() })),
      creditManagers: z.array(
        z.looseObject({
          creditManager: z.looseObject({ baseParams, name: z.string().optional() }),
          creditFacade: contract,
          creditConfigurator: contract,
          accountFactory: contract,
          adapters: z.array(contract),
        }),
      ),
    }),
  ),
});

type RawBaseParams = z.infer<typeof baseParams>;

/** A contract as the states describe it: address, type (`IRM::LINEAR`; empty for a contract without one), version. */
export interface V31Contract {
  address: Address;
  type: string;
  version: number;
  serializedParams: Hex;
}

export interface V31Market {
  /** The curator's market configurator. */
  configurator: Address;
  acl: Address;
  contractsRegister: Address;
  treasury: Address;
  pausableAdmins: Address[];
  unpausableAdmins: Address[];
  pool: V31Contract & { name: string; symbol: string; decimals: number; underlying: Address };
  quotaKeeper: V31Contract;
  interestRateModel: V31Contract;
  rateKeeper: V31Contract;
  priceOracle: V31Contract;
  lossPolicy: V31Contract;
  tokens: { address: Address; symbol: string; name: string; decimals: number }[];
  creditSuites: { creditManager: V31Contract; creditFacade: V31Contract; creditConfigurator: V31Contract; accountFactory: V31Contract; adapters: V31Contract[] }[];
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
}

/** A bytes32 contract type as its ASCII name, the zero padding dropped. */
export function contractTypeName(bytes: Hex): string {
  return hexToString(bytes, { size: 32 }).replace(/\0+$/, '');
}

function linkContract(p: RawBaseParams): V31Contract {
  const version = typeof p.version === 'number' ? p.version : Number(big(p.version));
  return { address: getAddress(p.addr), type: contractTypeName(p.contractType as Hex), version, serializedParams: p.serializedParams as Hex };
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
  const markets = raw.markets.map((m): V31Market => ({
    configurator: getAddress(m.configurator),
    acl: getAddress(m.acl),
    contractsRegister: getAddress(m.contractsRegister),
    treasury: getAddress(m.treasury),
    pausableAdmins: m.pausableAdmins.map((a) => getAddress(a)),
    unpausableAdmins: m.unpausableAdmins.map((a) => getAddress(a)),
    pool: { ...linkContract(m.pool.baseParams), name: m.pool.name, symbol: m.pool.symbol, decimals: m.pool.decimals, underlying: getAddress(m.pool.underlying) },
    quotaKeeper: linkContract(m.quotaKeeper.baseParams),
    interestRateModel: linkContract(m.interestRateModel.baseParams),
    rateKeeper: linkContract(m.rateKeeper.baseParams),
    priceOracle: linkContract(m.priceOracle.baseParams),
    lossPolicy: linkContract(m.lossPolicy.baseParams),
    tokens: m.tokens.map((t) => ({ address: getAddress(t.addr), symbol: t.symbol, name: t.name, decimals: t.decimals })),
    creditSuites: m.creditManagers.map((s) => ({
      creditManager: linkContract(s.creditManager.baseParams),
      creditFacade: linkContract(s.creditFacade.baseParams),
      creditConfigurator: linkContract(s.creditConfigurator.baseParams),
      accountFactory: linkContract(s.accountFactory.baseParams),
      adapters: s.adapters.map((a) => linkContract(a.baseParams)),
    })),
  }));
  return { file, network: raw.network, chainId: raw.chainId, block: Number(big(raw.currentBlock)), timestamp: Number(big(raw.timestamp)), addressProvider: { contract: linkContract(raw.addressProvider.baseParams), entries }, markets };
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
