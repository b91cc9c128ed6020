/**
 * A local chain that reads like one Gearbox V3.1 state at its block, for the V3.1 "Check it yourself" proofs
 * (src/domain/proofs/v31.ts): anvil (npm @foundry-rs/anvil) with the state's chain id, numbered so that the
 * state's block is a seeded one, and a stand-in from contracts/V31StandIns.sol at each address those proofs read
 * (the address provider, the market configurator factory, each curator's configurator and contracts register, each
 * credit manager), seeded with the state's values.
 *
 * The seeding calls the stand-ins' own setters through the ABI solc gives for them, and never the site's ABIs: a
 * getter the site names or types wrongly finds no function on the chain and reverts.
 *
 * One chain per state: anvil mines about 550 empty blocks a second at first and slows down as they pile up
 * (10,000 blocks took 226 s here), while the four Mainnet states lie 324,447 blocks apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';
import { encodeFunctionData, stringToHex, type Abi, type Address, type Hex } from 'viem';
import { sameAddress } from '../../src/domain/data/address';
import { MARKET_CONFIGURATOR_FACTORY_KEY } from '../../src/domain/proofs/v31';
import type { V31State } from '../../src/domain/v31/states';
import { rpcClient, startAnvil } from './chain';
import { ROOT } from './buildDir';

export const V31_STAND_INS_FILE = path.join(ROOT, 'tests/helpers/contracts/V31StandIns.sol');

export type StandInName = 'AddressProviderStandIn' | 'MarketConfiguratorFactoryStandIn' | 'MarketConfiguratorStandIn' | 'ContractsRegisterStandIn' | 'CreditManagerStandIn';
const STAND_INS: readonly StandInName[] = ['AddressProviderStandIn', 'MarketConfiguratorFactoryStandIn', 'MarketConfiguratorStandIn', 'ContractsRegisterStandIn', 'CreditManagerStandIn'];

let compiled: Record<StandInName, { abi: Abi; code: Hex }> | undefined;

/** The stand-ins' ABIs and runtime bytecode, compiled once per process with solc-js. */
export function v31StandIns(): Record<StandInName, { abi: Abi; code: Hex }> {
  if (compiled) return compiled;
  const input = {
    language: 'Solidity',
    sources: { 'V31StandIns.sol': { content: readFileSync(V31_STAND_INS_FILE, 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { deployedBytecode: { object: string } } }>>;
  };
  const errors = (out.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const file = out.contracts['V31StandIns.sol'] ?? {};
  const entries = STAND_INS.map((name) => {
    const c = file[name];
    if (!c) throw new Error(`V31StandIns.sol has no contract ${name}`);
    return [name, { abi: c.abi, code: `0x${c.evm.deployedBytecode.object}` as Hex }] as const;
  });
  compiled = Object.fromEntries(entries) as Record<StandInName, { abi: Abi; code: Hex }>;
  return compiled;
}

/** What one address of the chain is and the setter calls that seed it. */
export interface StandInSeed {
  address: Address;
  standIn: StandInName;
  calls: { functionName: string; args: readonly unknown[] }[];
}

/** The stand-ins a state needs and their seeding, from the state's own values. */
export function v31SeedPlan(state: V31State): StandInSeed[] {
  const seeds: StandInSeed[] = [];
  const at = (address: Address, standIn: StandInName): StandInSeed => {
    let seed = seeds.find((s) => sameAddress(s.address, address));
    if (seed && seed.standIn !== standIn) throw new Error(`${address} is both a ${seed.standIn} and a ${standIn} in ${state.file}`);
    if (!seed) {
      seed = { address, standIn, calls: [] };
      seeds.push(seed);
    }
    return seed;
  };
  const entries = state.addressProvider.entries;
  const provider = at(state.addressProvider.contract.address, 'AddressProviderStandIn');
  for (const e of entries) provider.calls.push({ functionName: 'standInSetAddress', args: [stringToHex(e.key, { size: 32 }), BigInt(e.version), e.address] });

  // The factory registers the curators whose markets the state holds (all the state says of the factory's set).
  const factoryEntry = entries.filter((e) => e.key === MARKET_CONFIGURATOR_FACTORY_KEY).sort((a, b) => b.version - a.version)[0];
  if (!factoryEntry) throw new Error(`${state.file} has no ${MARKET_CONFIGURATOR_FACTORY_KEY} entry`);
  const factory = at(factoryEntry.address, 'MarketConfiguratorFactoryStandIn');
  const registers = new Map<string, StandInSeed>();
  for (const m of state.markets) {
    const configurator = at(m.configurator, 'MarketConfiguratorStandIn');
    if (configurator.calls.length === 0) {
      configurator.calls.push({ functionName: 'standInSet', args: [m.acl, m.contractsRegister, m.treasury] });
      factory.calls.push({ functionName: 'standInRegister', args: [m.configurator] });
    }
    const register = at(m.contractsRegister, 'ContractsRegisterStandIn');
    registers.set(register.address, register);
    register.calls.push({ functionName: 'standInAddPool', args: [m.pool.address] });
    for (const s of m.creditSuites) {
      register.calls.push({ functionName: 'standInAddCreditManager', args: [s.creditManager.address] });
      at(s.creditManager.address, 'CreditManagerStandIn').calls.push({ functionName: 'standInSet', args: [m.pool.address, s.creditFacade.address, s.creditConfigurator.address] });
    }
  }
  return seeds;
}

export interface V31Chain {
  state: V31State;
  rpcUrl: string;
  /** A block before any stand-in was placed: every proof's read fails there. */
  emptyBlock: bigint;
  stop(): Promise<void>;
}

const SENDER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'; // anvil's first dev account

/**
 * A chain that holds `state` at `state.block`: genesis five blocks before it; an empty block; the stand-ins placed
 * and seeded in the block two before the state's; four blocks mined past it. Call stop() when done.
 */
export async function startV31Chain(state: V31State): Promise<V31Chain> {
  const code = v31StandIns();
  const seeds = v31SeedPlan(state);
  const anvil = await startAnvil(state.chainId, BigInt(state.block) - 5n);
  try {
    const { call, batch } = rpcClient(anvil.url);
    await call('anvil_mine', ['0x1']);
    const emptyBlock = BigInt((await call('eth_blockNumber')) as string);
    // anvil_setCode changes the state of the latest block: move past the empty one first.
    await call('anvil_mine', ['0x1']);
    await batch(seeds.map((s) => ({ method: 'anvil_setCode', params: [s.address, code[s.standIn].code] })));
    await call('evm_setAutomine', [false]);
    const txs = seeds.flatMap((s) => s.calls.map((c) => ({ to: s.address, data: encodeFunctionData({ abi: code[s.standIn].abi, functionName: c.functionName, args: c.args }) })));
    const nonce = Number(BigInt((await call('eth_getTransactionCount', [SENDER, 'latest'])) as string));
    const hashes = (await batch(
      txs.map((t, i) => ({ method: 'eth_sendTransaction', params: [{ from: SENDER, to: t.to, data: t.data, nonce: `0x${(nonce + i).toString(16)}`, gas: '0x100000' }] })),
    )) as Hex[];
    await call('evm_mine');
    await call('evm_setAutomine', [true]);
    const receipts = (await batch(hashes.map((h) => ({ method: 'eth_getTransactionReceipt', params: [h] })))) as ({ status: Hex; blockNumber: Hex } | null)[];
    const failed = receipts.findIndex((r) => r?.status !== '0x1');
    if (failed >= 0) throw new Error(`seeding ${txs[failed]!.to} failed (${state.file})`);
    if (receipts.some((r) => BigInt(r!.blockNumber) !== BigInt(state.block) - 2n)) throw new Error(`the seeding did not land in block ${state.block - 2}`);
    await call('anvil_mine', ['0x4']);
    return { state, rpcUrl: anvil.url, emptyBlock, stop: anvil.stop };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
