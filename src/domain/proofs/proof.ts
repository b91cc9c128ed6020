/**
 * "Check it yourself": for each address-book row, the one registry read that returns the row's address
 * at the snapshot's block, as data, and two renderings of it (a Foundry `cast call` and a viem
 * `readContract` snippet). The reads use the snapshot generator's own ABIs (./abi), so a read here is a
 * read the generator makes or could make.
 *
 * Which read proves what:
 * - core contracts: `addresses(key, version)` on the address provider, with the key the generator reads
 *   (deployments.ts) and the version of the entry that holds the address;
 * - the address provider itself: `addressProvider()` on a pool of the network (a PoolV3 keeps the provider it was
 *   built with: core-v3 v1.51.0 contracts/interfaces/IPoolV3.sol:45, contracts/pool/PoolV3.sol:64). Not
 *   `addresses("ADDRESS_PROVIDER", version)`: the provider's own entry is only an event of its constructor
 *   (contracts/core/AddressProviderV3.sol:35), never stored, so the getter returns the zero address for it
 *   (src/cli/snapshot/onChain30.test.ts found it so on the compiled 3.00 contract);
 * - pools and credit managers: `getPools()` / `getCreditManagers()` on the contracts register (the
 *   address is one element of the list);
 * - a manager's facade and configurator: `creditFacade()` / `creditConfigurator()` on the manager;
 * - adapters: `contractToAdapter(target)` on the manager;
 * - a pool's quota keeper and interest model: `poolQuotaKeeper()` / `interestRateModel()` on the pool;
 *   its gauge: `gauge()` on the quota keeper;
 * - price feeds: `priceFeedsRaw(token, reserve)` on the price oracle. Not `priceFeeds(token)` nor
 *   `priceFeedParams(token)`: while a token's reserve feed is active those return the reserve feed
 *   (core-v3 v1.51.0 contracts/core/PriceOracleV3.sol:85-107), not the main feed the row shows.
 */
import type { AbiFunction, AbiParameter, Address } from 'viem';
import type { NetworkId } from '../data/networks';
import { sameAddress } from '../data/address';
import type { ContractRole } from '../protocol/access';
import { addressProviderV3 } from '../abi/addressProvider';
import { contractsRegister } from '../abi/contractsRegister';
import { creditManagerV3 } from '../abi/creditManager';
import { poolV3 } from '../abi/pool';
import { poolQuotaKeeperV3 } from '../abi/poolQuotaKeeper';
import { priceOracleV3 } from '../abi/priceOracle';
import { ROLES } from '../data/deployments';
import type { ContractFamily } from '../abi';

export type ProofArg = string | bigint | boolean;

export interface ProofRead {
  /** The row's address: what the read returns (or holds in the list it returns). */
  expected: Address;
  /** The contract read. */
  contract: Address;
  /** That contract, in words ("the address provider", "its credit manager"). */
  contractName: string;
  functionName: string;
  args: readonly ProofArg[];
  /** The function's ABI item, taken from src/domain/abi. */
  abiItem: AbiFunction;
  /** `equals`: the result is the address; `contains`: the result is a list holding it. */
  match: 'equals' | 'contains';
}

/** One row, as much as a proof needs to know about it. */
export interface ProofSubject {
  role: ContractRole;
  address: Address;
  /** Price feeds: the token priced. Adapters: the target contract. */
  target?: Address;
  /** Facade, configurator, adapter: their credit manager. */
  creditManager?: Address;
  /** Quota keeper and interest model: their pool. */
  pool?: Address;
  /** Gauge: the quota keeper of its pool. */
  quotaKeeper?: Address;
}

/** The registries of one network. */
export interface ProofContext {
  addressProvider: Address;
  contractsRegister: Address;
  priceOracle: Address;
  /** Every address-provider entry (all keys, all versions). */
  entries: readonly { key: string; version: number; address: string }[];
  /** A pool of the network: the address provider's own address is read from it. */
  pool?: Address;
}

/**
 * The address-provider key of each core role the provider stores: the generator's (deployments.ts). Not the
 * provider's own ADDRESS_PROVIDER entry, which is an event only (see above).
 */
export const ADDRESS_PROVIDER_KEYS: Readonly<Partial<Record<ContractRole, string>>> = {
  acl: ROLES.acl.key,
  contractsRegister: ROLES.contractsRegister.key,
  botList: ROLES.botList.key,
  gearStaking: ROLES.gearStaking.key,
  degenNFT: ROLES.degenNFT.key,
  accountFactory: ROLES.accountFactory.key,
  controllerTimelock: ROLES.controllerTimelock.key,
  priceOracle: ROLES.priceOracle.key,
};

/** The environment variable the commands read the RPC endpoint from, per network. */
export const RPC_URL_VARIABLE: Readonly<Record<NetworkId, string>> = {
  mainnet: 'ETH_RPC_URL',
  arbitrum: 'ARBITRUM_RPC_URL',
  optimism: 'OPTIMISM_RPC_URL',
};

/** Whether `id` is a network the proofs know (without src/domain/data/networks.ts, which is build time only). */
export const isProofNetwork = (id: string): id is NetworkId => Object.hasOwn(RPC_URL_VARIABLE, id);

/** The function `name` with `inputs` inputs of `family`'s ABI (an overload is told apart by its input count). */
export function fn(family: ContractFamily, name: string, inputs: number): AbiFunction {
  const item = family.abi.find((x): x is AbiFunction => x.type === 'function' && x.name === name && x.inputs.length === inputs);
  if (!item) throw new Error(`${family.name} has no function ${name} with ${inputs} input(s) in src/domain/abi`);
  return item;
}

/** A key as the address provider stores it: ASCII, right-padded with zero bytes to 32 bytes. */
export function keyToBytes32(key: string): `0x${string}` {
  if (!/^[\x20-\x7e]{1,32}$/.test(key)) throw new Error(`not an address-provider key: ${JSON.stringify(key)}`);
  return `0x${[...key].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('').padEnd(64, '0')}`;
}

/** The read that proves `row`, or undefined when the data lacks what it needs (no such entry, no target…). */
export function proofOf(row: ProofSubject, ctx: ProofContext): ProofRead | undefined {
  const read = (contract: Address | undefined, contractName: string, family: ContractFamily, functionName: string, args: ProofArg[], match: ProofRead['match'] = 'equals'): ProofRead | undefined =>
    contract ? { expected: row.address, contract, contractName, functionName, args, abiItem: fn(family, functionName, args.length), match } : undefined;

  const key = ADDRESS_PROVIDER_KEYS[row.role];
  if (key !== undefined) {
    const versions = ctx.entries.filter((e) => e.key === key && sameAddress(e.address, row.address)).map((e) => e.version);
    if (versions.length === 0) return undefined;
    return read(ctx.addressProvider, 'the address provider', addressProviderV3, 'addresses', [keyToBytes32(key), BigInt(Math.max(...versions))]);
  }
  switch (row.role) {
    case 'addressProvider':
      return read(ctx.pool, 'a pool of the contracts register', poolV3, 'addressProvider', []);
    case 'pool':
      return read(ctx.contractsRegister, 'the contracts register', contractsRegister, 'getPools', [], 'contains');
    case 'creditManager':
      return read(ctx.contractsRegister, 'the contracts register', contractsRegister, 'getCreditManagers', [], 'contains');
    case 'creditFacade':
      return read(row.creditManager, 'its credit manager', creditManagerV3, 'creditFacade', []);
    case 'creditConfigurator':
      return read(row.creditManager, 'its credit manager', creditManagerV3, 'creditConfigurator', []);
    case 'adapter':
      return row.target ? read(row.creditManager, 'its credit manager', creditManagerV3, 'contractToAdapter', [row.target]) : undefined;
    case 'poolQuotaKeeper':
      return read(row.pool, 'its pool', poolV3, 'poolQuotaKeeper', []);
    case 'interestModel':
      return read(row.pool, 'its pool', poolV3, 'interestRateModel', []);
    case 'gauge':
      return read(row.quotaKeeper, "its pool's quota keeper", poolQuotaKeeperV3, 'gauge', []);
    case 'mainPriceFeed':
    case 'reservePriceFeed':
      return row.target ? read(ctx.priceOracle, 'the price oracle', priceOracleV3, 'priceFeedsRaw', [row.target, row.role === 'reservePriceFeed']) : undefined;
    default:
      return undefined;
  }
}

const types = (params: readonly AbiParameter[]) => params.map((p) => p.type).join(',');

/** `cast`'s form of the function: `addresses(bytes32,uint256)(address)`. */
export function castSignature(item: AbiFunction): string {
  return `${item.name}(${types(item.inputs)})(${types(item.outputs)})`;
}

/** The human-readable ABI line viem's parseAbi reads: `function addresses(bytes32 key, uint256 _version) view returns (address)`. */
export function humanReadable(item: AbiFunction): string {
  const list = (params: readonly AbiParameter[]) => params.map((p) => (p.name ? `${p.type} ${p.name}` : p.type)).join(', ');
  const mutability = item.stateMutability === 'view' || item.stateMutability === 'pure' ? ` ${item.stateMutability}` : '';
  return `function ${item.name}(${list(item.inputs)})${mutability} returns (${list(item.outputs)})`;
}

export interface RenderOptions {
  /** The block to read at (the snapshot's). */
  block: number | bigint;
  network: NetworkId;
}

/** The Foundry command, one line. Arguments hold only hex, digits and booleans: nothing for a shell to expand but the RPC variable. */
export function castCommand(p: ProofRead, { block, network }: RenderOptions): string {
  const args = p.args.map((a) => (typeof a === 'bigint' ? a.toString() : String(a)));
  return ['cast call', p.contract, `"${castSignature(p.abiItem)}"`, ...args, `--block ${block}`, `--rpc-url $${RPC_URL_VARIABLE[network]}`].join(' ');
}

/** An address-provider key argument, back as the text it encodes, or undefined. */
function bytes32Text(arg: ProofArg): string | undefined {
  if (typeof arg !== 'string' || !/^0x[0-9a-f]{64}$/i.test(arg)) return undefined;
  const bytes = arg.slice(2).match(/../g)!.map((h) => parseInt(h, 16));
  const end = bytes.indexOf(0);
  const text = String.fromCharCode(...(end < 0 ? bytes : bytes.slice(0, end)));
  return /^[\x20-\x7e]+$/.test(text) && keyToBytes32(text).toLowerCase() === arg.toLowerCase() ? text : undefined;
}

/** A viem script (ES module, Node 18+) that prints `true` when the read returns the row's address. */
export function viemSnippet(p: ProofRead, { block, network }: RenderOptions): string {
  let usesKey = false;
  const args = p.args.map((a, i) => {
    if (typeof a === 'bigint') return `${a}n`;
    if (typeof a === 'boolean') return String(a);
    const text = p.abiItem.inputs[i]?.type === 'bytes32' ? bytes32Text(a) : undefined;
    if (text !== undefined) {
      usesKey = true;
      return `stringToHex(${JSON.stringify(text)}, { size: 32 })`;
    }
    return `'${a}'`;
  });
  const imports = ['createPublicClient', 'http', 'parseAbi', ...(usesKey ? ['stringToHex'] : [])].join(', ');
  const check = p.match === 'contains' ? `result.some((a) => a.toLowerCase() === '${p.expected}'.toLowerCase())` : `result.toLowerCase() === '${p.expected}'.toLowerCase()`;
  return [
    `import { ${imports} } from 'viem';`,
    `import { ${network} } from 'viem/chains';`,
    '',
    `const client = createPublicClient({ chain: ${network}, transport: http(process.env.${RPC_URL_VARIABLE[network]}) });`,
    'const result = await client.readContract({',
    `  address: '${p.contract}',`,
    `  abi: parseAbi(['${humanReadable(p.abiItem)}']),`,
    `  functionName: '${p.functionName}',`,
    ...(args.length > 0 ? [`  args: [${args.join(', ')}],`] : []),
    `  blockNumber: ${block}n,`,
    '});',
    `console.log(${check});`,
    '',
  ].join('\n');
}

/** The call as a person reads it: `addresses("ACL", 0)` (a key shown as its text). */
export function callText(p: ProofRead): string {
  const args = p.args.map((a, i) => {
    const text = p.abiItem.inputs[i]?.type === 'bytes32' ? bytes32Text(a) : undefined;
    return text !== undefined ? JSON.stringify(text) : String(a);
  });
  return `${p.functionName}(${args.join(', ')})`;
}
