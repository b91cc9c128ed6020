// Finding the adapter a credit manager uses for a protocol contract, and listing all of its adapters.
// Reads CreditManagerV3.contractToAdapter / adapterToContract, CreditConfiguratorV3.allowedAdapters
// and the IAdapter getters (_gearboxAdapterType, _gearboxAdapterVersion, targetContract).
import { createPublicClient, http, parseAbi, zeroAddress, type Address } from 'viem';

const creditManagerAbi = parseAbi([
  'function contractToAdapter(address targetContract) view returns (address adapter)',
  'function adapterToContract(address adapter) view returns (address targetContract)',
  'function creditConfigurator() view returns (address)',
]);

const creditConfiguratorAbi = parseAbi(['function allowedAdapters() view returns (address[])']);

const adapterAbi = parseAbi([
  'function _gearboxAdapterType() view returns (uint8)',
  'function _gearboxAdapterVersion() view returns (uint16)',
  'function targetContract() view returns (address)',
]);

/** Member names of sdk-gov's `AdapterType` enum (v2.34.0, the version integrations-v3 v1.47.1 builds against), indexed by the value `_gearboxAdapterType()` returns. */
export const ADAPTER_TYPES = [
  'ABSTRACT',
  'UNISWAP_V2_ROUTER',
  'UNISWAP_V3_ROUTER',
  'CURVE_V1_EXCHANGE_ONLY',
  'YEARN_V2',
  'CURVE_V1_2ASSETS',
  'CURVE_V1_3ASSETS',
  'CURVE_V1_4ASSETS',
  'CURVE_V1_STECRV_POOL',
  'CURVE_V1_WRAPPER',
  'CONVEX_V1_BASE_REWARD_POOL',
  'CONVEX_V1_BOOSTER',
  'CONVEX_V1_CLAIM_ZAP',
  'LIDO_V1',
  'UNIVERSAL',
  'LIDO_WSTETH_V1',
  'BALANCER_VAULT',
  'AAVE_V2_LENDING_POOL',
  'AAVE_V2_WRAPPED_ATOKEN',
  'COMPOUND_V2_CERC20',
  'COMPOUND_V2_CETHER',
  'ERC4626_VAULT',
  'VELODROME_V2_ROUTER',
  'CURVE_STABLE_NG',
  'CAMELOT_V3_ROUTER',
  'CONVEX_L2_BOOSTER',
  'CONVEX_L2_REWARD_POOL',
  'AAVE_V3_LENDING_POOL',
  'ZIRCUIT_POOL',
  'SYMBIOTIC_DEFAULT_COLLATERAL',
  'MELLOW_LRT_VAULT',
  'PENDLE_ROUTER',
  'MELLOW_ERC4626_VAULT',
  'DAI_USDS_EXCHANGE',
  'STAKING_REWARDS',
  'EQUALIZER_ROUTER',
  'BALANCER_V3_ROUTER',
] as const;

export interface AdapterInfo {
  adapter: Address;
  targetContract: Address;
  /** Name from ADAPTER_TYPES, or the raw number if this list does not know it */
  type: string;
  /** Three-digit version, e.g. 300 for 3.0 */
  version: number;
}

/**
 * Returns the adapter registered for `targetContract` (a router, pool or vault) in `creditManager`.
 * This is the address to put in `MultiCall.target`. Throws if the manager has no adapter for it.
 */
export async function findAdapter(rpcUrl: string, creditManager: Address, targetContract: Address): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const adapter = await client.readContract({
    address: creditManager,
    abi: creditManagerAbi,
    functionName: 'contractToAdapter',
    args: [targetContract],
  });
  if (adapter === zeroAddress) throw new Error(`no adapter for ${targetContract} in ${creditManager}`);
  return adapter;
}

/** Lists every adapter allowed in `creditManager` with its target, type and version. */
export async function listAdapters(rpcUrl: string, creditManager: Address): Promise<AdapterInfo[]> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const configurator = await client.readContract({
    address: creditManager,
    abi: creditManagerAbi,
    functionName: 'creditConfigurator',
  });
  const adapters = await client.readContract({
    address: configurator,
    abi: creditConfiguratorAbi,
    functionName: 'allowedAdapters',
  });

  return Promise.all(
    adapters.map(async (adapter): Promise<AdapterInfo> => {
      const [targetContract, typeIndex, version] = await Promise.all([
        client.readContract({ address: creditManager, abi: creditManagerAbi, functionName: 'adapterToContract', args: [adapter] }),
        client.readContract({ address: adapter, abi: adapterAbi, functionName: '_gearboxAdapterType' }),
        client.readContract({ address: adapter, abi: adapterAbi, functionName: '_gearboxAdapterVersion' }),
      ]);
      return { adapter, targetContract, type: ADAPTER_TYPES[typeIndex] ?? String(typeIndex), version };
    }),
  );
}
