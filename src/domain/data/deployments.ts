/**
 * Where discovery starts on each network, and which address-provider entry
 * each core contract is. Everything else the generator finds on chain.
 *
 * The address providers are the ones the shared snapshots were taken from
 * (`core.addressProviderV3.address`); a constant here, not a read of the
 * previous snapshot, so a missing or damaged snapshot cannot redirect a run.
 */
import { getAddress, type Address } from 'viem';
import type { NetworkId } from './networks';

export const ADDRESS_PROVIDERS: Readonly<Record<NetworkId, Address>> = {
  mainnet: getAddress('0x9ea7b04da02a5373317d745c1571c84aad03321d'),
  arbitrum: getAddress('0x7d04ecdb892ae074f03b5d0aba03796f90f3f2af'),
  optimism: getAddress('0x3761ca4bfacfcffc1b8034e69f19116dd6756726'),
};

/** Blocks behind the latest that a run reads by default: every call sees the same, settled state. */
export const DEFAULT_BLOCK_LAG = 5n;

/**
 * Which version of an address-provider key a field takes: `v3` the highest
 * version in 300–399 (the V3 contract), `latest` the highest version of any
 * kind (entries shared with V2, registered with version 0 or 1).
 */
export type VersionRule = 'v3' | 'latest';

export interface Role {
  key: string;
  rule: VersionRule;
  optional?: boolean;
}

export const ROLES = {
  acl: { key: 'ACL', rule: 'latest' },
  contractsRegister: { key: 'CONTRACTS_REGISTER', rule: 'latest' },
  accountFactory: { key: 'ACCOUNT_FACTORY', rule: 'latest' },
  botList: { key: 'BOT_LIST', rule: 'v3' },
  gearStaking: { key: 'GEAR_STAKING', rule: 'v3' },
  degenNFT: { key: 'DEGEN_NFT', rule: 'latest' },
  controllerTimelock: { key: 'CONTROLLER_TIMELOCK', rule: 'v3' },
  priceOracle: { key: 'PRICE_ORACLE', rule: 'v3' },
  zapperRegister: { key: 'ZAPPER_REGISTER', rule: 'v3' },
  dataCompressor: { key: 'DATA_COMPRESSOR', rule: 'v3' },
  multiPause: { key: 'MULTI_PAUSE', rule: 'latest' },
  degenDistributor: { key: 'DEGEN_DISTRIBUTOR', rule: 'v3', optional: true },
  router: { key: 'ROUTER', rule: 'v3' },
} as const satisfies Record<string, Role>;

export type RoleName = keyof typeof ROLES;

/** V3 contracts report versions 300–399. */
export const isV3 = (version: bigint | number): boolean => Number(version) >= 300 && Number(version) < 400;

/** The entry a rule picks from one key's versions, or undefined. */
export function pickVersion(versions: ReadonlyMap<number, Address>, rule: VersionRule): Address | undefined {
  const candidates = [...versions.keys()].filter((v) => rule === 'latest' || isV3(v)).sort((a, b) => b - a);
  const v = candidates[0];
  return v === undefined ? undefined : versions.get(v);
}
