import { hexToString, parseAbi, stringToHex, zeroAddress } from 'viem';
import type { Address, Hex, PublicClient } from 'viem';

// AddressProviderV3 (core-v3, contracts/core/AddressProviderV3.sol)
const addressProviderAbi = parseAbi([
  'function addresses(bytes32 key, uint256 _version) view returns (address)',
  'function getAddressOrRevert(bytes32 key, uint256 _version) view returns (address result)',
  'event SetAddress(bytes32 indexed key, address indexed value, uint256 indexed version)',
]);

// ContractsRegister (core-v2, contracts/core/ContractsRegister.sol), used unchanged by V3
const contractsRegisterAbi = parseAbi([
  'function getPools() view returns (address[])',
  'function getCreditManagers() view returns (address[])',
  'function isPool(address) view returns (bool)',
  'function isCreditManager(address) view returns (bool)',
]);

// Every registered pool and credit manager answers version(); V3 ones also answer name()
const metadataAbi = parseAbi([
  'function version() view returns (uint256)',
  'function name() view returns (string)',
]);

/** Version 0 (NO_VERSION_CONTROL in IAddressProviderV3.sol): entries stored without a version. */
export const NO_VERSION_CONTROL = 0n;

/** Address provider keys are short ASCII strings right-padded with zero bytes to 32 bytes. */
export function addressProviderKey(key: string): Hex {
  return stringToHex(key, { size: 32 });
}

/** Address stored under (key, version); reverts with AddressNotFoundException if there is none. */
export async function getContractAddress(
  client: PublicClient,
  addressProvider: Address,
  key: string,
  version: bigint,
): Promise<Address> {
  return client.readContract({
    address: addressProvider,
    abi: addressProviderAbi,
    functionName: 'getAddressOrRevert',
    args: [addressProviderKey(key), version],
  });
}

/** Same lookup through the public mapping: returns undefined instead of reverting. */
export async function findContractAddress(
  client: PublicClient,
  addressProvider: Address,
  key: string,
  version: bigint,
): Promise<Address | undefined> {
  const value = await client.readContract({
    address: addressProvider,
    abi: addressProviderAbi,
    functionName: 'addresses',
    args: [addressProviderKey(key), version],
  });
  return value === zeroAddress ? undefined : value;
}

/**
 * Core entries with the versions the V3 code asks for: the pairs that CreditManagerV3,
 * CreditFacadeV3, PoolV3, GearStakingV3, the ACL / contracts-register traits and DataCompressorV3
 * resolve in their constructors, plus GEAR staking and the V3 data compressor.
 */
export const CORE_ENTRIES = [
  { name: 'acl', key: 'ACL', version: NO_VERSION_CONTROL },
  { name: 'contractsRegister', key: 'CONTRACTS_REGISTER', version: NO_VERSION_CONTROL },
  { name: 'accountFactory', key: 'ACCOUNT_FACTORY', version: NO_VERSION_CONTROL },
  { name: 'treasury', key: 'TREASURY', version: NO_VERSION_CONTROL },
  { name: 'weth', key: 'WETH_TOKEN', version: NO_VERSION_CONTROL },
  { name: 'gearToken', key: 'GEAR_TOKEN', version: NO_VERSION_CONTROL },
  { name: 'priceOracle', key: 'PRICE_ORACLE', version: 300n },
  { name: 'botList', key: 'BOT_LIST', version: 300n },
  { name: 'gearStaking', key: 'GEAR_STAKING', version: 300n },
  { name: 'dataCompressor', key: 'DATA_COMPRESSOR', version: 300n },
  { name: 'zapperRegister', key: 'ZAPPER_REGISTER', version: 300n },
] as const;

export type CoreContracts = Record<(typeof CORE_ENTRIES)[number]['name'], Address>;

/** Resolves every entry of CORE_ENTRIES; throws if one of them is missing. */
export async function resolveCoreContracts(
  client: PublicClient,
  addressProvider: Address,
): Promise<CoreContracts> {
  const resolved = await Promise.all(
    CORE_ENTRIES.map(async (entry) => {
      const address = await findContractAddress(client, addressProvider, entry.key, entry.version);
      if (address === undefined) {
        throw new Error(`Address provider has no entry for ${entry.key}, version ${entry.version}`);
      }
      return [entry.name, address] as const;
    }),
  );
  return Object.fromEntries(resolved) as CoreContracts;
}

export interface AddressProviderEntry {
  key: string;
  version: bigint;
  address: Address;
}

/**
 * Rebuilds the provider's table from its SetAddress events (the contract has no list function).
 * The last event for a (key, version) pair wins. The constructor's "ADDRESS_PROVIDER" event is
 * informational only: that entry is not stored in the mapping. Many RPC providers cap the block
 * range of eth_getLogs, so pass the provider's deployment block as fromBlock.
 */
export async function listAddressProviderEntries(
  client: PublicClient,
  addressProvider: Address,
  fromBlock: bigint,
): Promise<AddressProviderEntry[]> {
  const logs = await client.getContractEvents({
    address: addressProvider,
    abi: addressProviderAbi,
    eventName: 'SetAddress',
    fromBlock,
    toBlock: 'latest',
    strict: true,
  });

  const latest = new Map<string, AddressProviderEntry>();
  for (const log of logs) {
    const key = hexToString(log.args.key, { size: 32 });
    latest.set(`${key}/${log.args.version}`, { key, version: log.args.version, address: log.args.value });
  }
  return [...latest.values()].filter((entry) => entry.address !== zeroAddress);
}

export interface RegisteredContract {
  address: Address;
  /** version(): 300 or 301 for V3 contracts, lower for V1 / V2 ones sharing the register */
  version: bigint;
  /** name(), read only for V3 contracts (for example "Trade USDC v3") */
  name?: string;
}

export interface RegisteredContracts {
  contractsRegister: Address;
  pools: RegisteredContract[];
  creditManagers: RegisteredContract[];
}

/** Same test DataCompressorV3 uses to pick V3 contracts out of the register. */
export function isV3(contract: RegisteredContract): boolean {
  return contract.version >= 300n && contract.version < 399n;
}

async function describe(client: PublicClient, address: Address): Promise<RegisteredContract> {
  const version = await client.readContract({ address, abi: metadataAbi, functionName: 'version' });
  if (version < 300n || version >= 399n) return { address, version };
  const name = await client.readContract({ address, abi: metadataAbi, functionName: 'name' });
  return { address, version, name };
}

/** Lists every pool and credit manager in the contracts register, with version and name. */
export async function listPoolsAndCreditManagers(
  client: PublicClient,
  addressProvider: Address,
): Promise<RegisteredContracts> {
  const contractsRegister = await getContractAddress(
    client,
    addressProvider,
    'CONTRACTS_REGISTER',
    NO_VERSION_CONTROL,
  );

  const [poolAddresses, creditManagerAddresses] = await Promise.all([
    client.readContract({ address: contractsRegister, abi: contractsRegisterAbi, functionName: 'getPools' }),
    client.readContract({
      address: contractsRegister,
      abi: contractsRegisterAbi,
      functionName: 'getCreditManagers',
    }),
  ]);

  const [pools, creditManagers] = await Promise.all([
    Promise.all(poolAddresses.map((address) => describe(client, address))),
    Promise.all(creditManagerAddresses.map((address) => describe(client, address))),
  ]);

  return { contractsRegister, pools, creditManagers };
}

/** Checks that an address you were given is a credit manager of this deployment. */
export async function isRegisteredCreditManager(
  client: PublicClient,
  addressProvider: Address,
  creditManager: Address,
): Promise<boolean> {
  const contractsRegister = await getContractAddress(
    client,
    addressProvider,
    'CONTRACTS_REGISTER',
    NO_VERSION_CONTROL,
  );
  return client.readContract({
    address: contractsRegister,
    abi: contractsRegisterAbi,
    functionName: 'isCreditManager',
    args: [creditManager],
  });
}
