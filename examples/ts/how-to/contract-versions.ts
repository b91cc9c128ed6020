// Which code a Gearbox contract runs, read from the chain: version() on core contracts,
// _gearboxAdapterVersion() on 3.0-style adapters. Use it before relying on behaviour these docs
// describe for 3.0 and 3.01 (version() 300 and 301).
import { parseAbi, type Address, type PublicClient } from 'viem';

const versionAbi = parseAbi(['function version() view returns (uint256)']);
const legacyAdapterAbi = parseAbi(['function _gearboxAdapterVersion() view returns (uint16)']);
const creditFacadeAbi = parseAbi(['function creditManager() view returns (address)']);
const creditManagerAbi = parseAbi([
  'function creditConfigurator() view returns (address)',
  'function pool() view returns (address)',
  'function accountFactory() view returns (address)',
]);

export type Family = '3.0' | '3.01' | '3.1' | 'v2' | 'v1' | 'unknown';

export function family(version: bigint): Family {
  if (version === 300n) return '3.0';
  if (version === 301n) return '3.01';
  if (version >= 310n && version < 400n) return '3.1';
  if (version >= 200n && version < 300n) return 'v2';
  if (version === 1n || version === 2n) return 'v1';
  return 'unknown';
}

/** version() of any contract, or undefined if it has none. */
export async function readVersion(client: PublicClient, address: Address): Promise<bigint | undefined> {
  try {
    return await client.readContract({ address, abi: versionAbi, functionName: 'version' });
  } catch {
    return undefined;
  }
}

/** An adapter's version: 3.1 adapters answer version(), 3.0-style ones _gearboxAdapterVersion(). */
export async function adapterVersion(client: PublicClient, adapter: Address): Promise<bigint | undefined> {
  const v = await readVersion(client, adapter);
  if (v !== undefined) return v;
  try {
    return BigInt(await client.readContract({ address: adapter, abi: legacyAdapterAbi, functionName: '_gearboxAdapterVersion' }));
  } catch {
    return undefined;
  }
}

export interface MarketVersions {
  creditFacade: bigint | undefined;
  creditManager: bigint | undefined;
  creditConfigurator: bigint | undefined;
  pool: bigint | undefined;
  accountFactory: bigint | undefined;
  /** true when every part runs code these docs describe (3.0 or 3.01). */
  documented: boolean;
}

/** Versions of one market, starting from its credit facade. */
export async function marketVersions(client: PublicClient, creditFacade: Address): Promise<MarketVersions> {
  const creditManager = await client.readContract({ address: creditFacade, abi: creditFacadeAbi, functionName: 'creditManager' });
  const cm = { address: creditManager, abi: creditManagerAbi } as const;
  const [configurator, pool, factory] = await Promise.all([
    client.readContract({ ...cm, functionName: 'creditConfigurator' }),
    client.readContract({ ...cm, functionName: 'pool' }),
    client.readContract({ ...cm, functionName: 'accountFactory' }),
  ]);
  const [vf, vm, vc, vp, va] = await Promise.all([creditFacade, creditManager, configurator, pool, factory].map((a) => readVersion(client, a)));
  const credit = [vf, vm, vc, vp];
  return {
    creditFacade: vf,
    creditManager: vm,
    creditConfigurator: vc,
    pool: vp,
    accountFactory: va,
    documented: credit.every((v) => v !== undefined && (family(v) === '3.0' || family(v) === '3.01')),
  };
}
