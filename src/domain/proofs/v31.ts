/**
 * "Check it yourself" for Gearbox V3.1 rows (issue 33): for a row of a V3.1 page, the one read that returns the
 * row's address at its state's block. A proof is the V3.0 rows' `ProofRead` (./proof.ts), so the same renderers
 * show it: `castCommand`, `viemSnippet` and `callText`, with the options `v31RenderOptions(state)` gives.
 *
 * Which read proves what (each function's declaration is cited in its ABI module in src/domain/abi):
 * - an address-provider entry: `getAddress(key, version)` on the V3.1 address provider (AddressProvider 3.10
 *   has no `addresses(key, version)`, V3.0's getter);
 * - a curator's market configurator: one of `getMarketConfigurators()` on the market configurator factory, the
 *   address provider's MARKET_CONFIGURATOR_FACTORY entry (its highest version in the state);
 * - a configurator's ACL, contracts register and treasury: `acl()`, `contractsRegister()`, `treasury()` on it;
 * - a market's pool: one of `getPools()` on its curator's contracts register;
 * - a credit manager: one of `getCreditManagers(pool)` on that register, which lists the registered managers whose
 *   `pool()` is the market's pool: the manager is registered and lends from that pool (the register's
 *   `getCreditManagers()` would show only the first);
 * - a credit suite's facade and configurator: `creditFacade()` / `creditConfigurator()` on its credit manager.
 *
 * Pure and browser-safe: types only from the V3.1 model.
 */
import type { Address } from 'viem';
import { sameAddress } from '../data/address';
import { slugify } from '../data/paths';
import { addressProviderV31 } from '../abi/addressProviderV31';
import { contractsRegisterV31 } from '../abi/contractsRegisterV31';
import { creditManagerV31 } from '../abi/creditManagerV31';
import { marketConfigurator } from '../abi/marketConfigurator';
import { marketConfiguratorFactory } from '../abi/marketConfiguratorFactory';
import type { ContractFamily } from '../abi';
import type { V31State } from '../v31/states';
import { fn, isProofNetwork, keyToBytes32, type ProofArg, type ProofRead, type RenderOptions } from './proof';

/** The address-provider key of the market configurator factory (permissionless contracts/libraries/ContractLiterals.sol:34). */
export const MARKET_CONFIGURATOR_FACTORY_KEY = 'MARKET_CONFIGURATOR_FACTORY';

/**
 * A V3.1 row, as much as its proof needs: its kind, its address, and where it is read from. Build it from the
 * V3.1 model (src/domain/v31/states.ts), or take it from `v31Subjects(state)`.
 */
export type V31ProofSubject =
  /** An address-provider entry: `state.addressProvider.entries[i]`. */
  | { kind: 'addressProviderEntry'; address: Address; key: string; version: number }
  /** A curator: `market.configurator`. */
  | { kind: 'marketConfigurator'; address: Address }
  /** `market.acl`, `market.contractsRegister`, `market.treasury`, with `market.configurator`. */
  | { kind: 'acl' | 'contractsRegister' | 'treasury'; address: Address; configurator: Address }
  /** `market.pool.address`, with `market.contractsRegister`. */
  | { kind: 'pool'; address: Address; contractsRegister: Address }
  /** `suite.creditManager.address`, with `market.contractsRegister` and `market.pool.address`. */
  | { kind: 'creditManager'; address: Address; contractsRegister: Address; pool: Address }
  /** `suite.creditFacade.address` / `suite.creditConfigurator.address`, with `suite.creditManager.address`. */
  | { kind: 'creditFacade' | 'creditConfigurator'; address: Address; creditManager: Address };

export type V31ProofKind = V31ProofSubject['kind'];

/** What every proof of one state shares: the address provider and its entries at the state's block. */
export interface V31ProofContext {
  addressProvider: Address;
  entries: readonly { key: string; version: number; address: string }[];
}

/** The proof context of a state. */
export function v31ProofContext(state: Pick<V31State, 'addressProvider'>): V31ProofContext {
  return { addressProvider: state.addressProvider.contract.address, entries: state.addressProvider.entries };
}

/** The address-provider entry `key` with the highest version, or undefined. */
function latestEntry(ctx: V31ProofContext, key: string): Address | undefined {
  const held = ctx.entries.filter((e) => e.key === key).sort((a, b) => b.version - a.version)[0];
  return held?.address as Address | undefined;
}

/**
 * The read that proves `subject` at its state's block, or undefined when the state lacks what it needs (an entry
 * the state does not hold; no market configurator factory in the address provider).
 */
export function v31ProofFor(subject: V31ProofSubject, ctx: V31ProofContext): ProofRead | undefined {
  const read = (contract: Address, contractName: string, family: ContractFamily, functionName: string, args: ProofArg[], match: ProofRead['match'] = 'equals'): ProofRead => ({
    expected: subject.address,
    contract,
    contractName,
    functionName,
    args,
    abiItem: fn(family, functionName, args.length),
    match,
  });
  switch (subject.kind) {
    case 'addressProviderEntry': {
      const held = ctx.entries.some((e) => e.key === subject.key && e.version === subject.version && sameAddress(e.address, subject.address));
      return held ? read(ctx.addressProvider, 'the address provider', addressProviderV31, 'getAddress', [keyToBytes32(subject.key), BigInt(subject.version)]) : undefined;
    }
    case 'marketConfigurator': {
      const factory = latestEntry(ctx, MARKET_CONFIGURATOR_FACTORY_KEY);
      return factory ? read(factory, 'the market configurator factory', marketConfiguratorFactory, 'getMarketConfigurators', [], 'contains') : undefined;
    }
    case 'acl':
    case 'contractsRegister':
    case 'treasury':
      return read(subject.configurator, "its curator's market configurator", marketConfigurator, subject.kind, []);
    case 'pool':
      return read(subject.contractsRegister, "its curator's contracts register", contractsRegisterV31, 'getPools', [], 'contains');
    case 'creditManager':
      return read(subject.contractsRegister, "its curator's contracts register", contractsRegisterV31, 'getCreditManagers', [subject.pool], 'contains');
    case 'creditFacade':
    case 'creditConfigurator':
      return read(subject.creditManager, 'its credit manager', creditManagerV31, subject.kind, []);
  }
}

/**
 * Every row of `state` that has a proof, in page order: the address provider's entries, then per curator its
 * configurator, ACL, contracts register and treasury, then per market its pool and each credit suite's manager,
 * facade and configurator. A curator with several markets comes once.
 */
export function v31Subjects(state: Pick<V31State, 'addressProvider' | 'markets'>): V31ProofSubject[] {
  const out: V31ProofSubject[] = state.addressProvider.entries.map((e) => ({ kind: 'addressProviderEntry', address: e.address, key: e.key, version: e.version }));
  const curators: Address[] = [];
  for (const m of state.markets) {
    if (curators.some((c) => sameAddress(c, m.configurator))) continue;
    curators.push(m.configurator);
    out.push(
      { kind: 'marketConfigurator', address: m.configurator },
      { kind: 'acl', address: m.acl, configurator: m.configurator },
      { kind: 'contractsRegister', address: m.contractsRegister, configurator: m.configurator },
      { kind: 'treasury', address: m.treasury, configurator: m.configurator },
    );
  }
  for (const m of state.markets) {
    out.push({ kind: 'pool', address: m.pool.address, contractsRegister: m.contractsRegister });
    for (const s of m.creditSuites) {
      const manager = s.creditManager.address;
      out.push(
        { kind: 'creditManager', address: manager, contractsRegister: m.contractsRegister, pool: m.pool.address },
        { kind: 'creditFacade', address: s.creditFacade.address, creditManager: manager },
        { kind: 'creditConfigurator', address: s.creditConfigurator.address, creditManager: manager },
      );
    }
  }
  return out;
}

/**
 * How to render a state's proofs (`castCommand`, `viemSnippet`): its block, and its network when the renderers know
 * it (an RPC variable and a viem chain: Mainnet, Arbitrum, Optimism; every V3.1 state held is Mainnet's). Undefined
 * for another network.
 */
export function v31RenderOptions(state: Pick<V31State, 'network' | 'block'>): RenderOptions | undefined {
  const network = slugify(state.network);
  return isProofNetwork(network) ? { block: state.block, network } : undefined;
}
