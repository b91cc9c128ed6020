/**
 * The ABIs the snapshot generator reads Gearbox V3 with, one family per contract. Every export is `{ name, abi }`:
 * `name` is how messages name the contract.
 *
 * Generated from the compiled ABIs (one home): Gearbox's core contracts, acl to priceOracleV3 below. Each family's
 * module (./pool.ts, …) lists only the functions and events the generator calls, the compiled contract they come from
 * and, for each, the source line that says what it means; `npm run family-abis` (./familyAbis.ts) copies those items
 * from solc's ABIs (3.00: core-v3 1.45.0 and core-v2 1.21.1's ACL and register, compiled from npm; checked the same
 * in the committed core-v3 v1.51.0 file for 3.01) into ./generated/families.generated.ts, `as const` so viem types
 * each call. Its test holds the committed module to what the script would write now.
 *
 * Written by hand, each module citing the source it relies on (not Gearbox core contracts with a compiled ABI here):
 * - erc20, erc20Bytes32: any token (EIP-20's optional metadata; bytes32 for MKR and SAI);
 * - multicall3: mds1/multicall, not a Gearbox contract;
 * - priceFeed, redstonePriceFeed: one ABI for every kind of feed the oracle points at (external aggregators
 *   included), whose getters differ from kind to kind; the generator probes them;
 * - routerV3, zapper, zapperRegister: periphery and integrations contracts of versions no compiled file here holds;
 * - versioned: `version()`, asked of any Gearbox contract whatever its kind.
 * The V3.1 families of the proofs (./addressProviderV31.ts, ./contractsRegisterV31.ts, ./marketConfigurator*.ts) are
 * written by hand too and cited line by line against the permissionless repository, which is not published
 * (./cited.ts); ./creditManagerV31.ts reuses creditManagerV3's generated ABI.
 */
import type { Abi } from 'viem';

export { acl } from './acl';
export { addressProviderV3 } from './addressProvider';
export { contractsRegister } from './contractsRegister';
export { controllerTimelockV3 } from './controllerTimelock';
export { creditConfiguratorV3 } from './creditConfigurator';
export { creditFacadeV3 } from './creditFacade';
export { creditManagerV3 } from './creditManager';
export { gaugeV3 } from './gauge';
export { gearStakingV3 } from './gearStaking';
export { linearInterestRateModelV3 } from './interestModel';
export { poolV3 } from './pool';
export { poolQuotaKeeperV3 } from './poolQuotaKeeper';
export { priceOracleV3 } from './priceOracle';

export { erc20, erc20Bytes32 } from './erc20';
export { MULTICALL3_ADDRESS, multicall3 } from './multicall3';
export { priceFeed, redstonePriceFeed, REDSTONE_SIGNER_SLOTS } from './priceFeed';
export { routerV3 } from './router';
export { versioned } from './version';
export { zapper, zapperRegister } from './zapper';

/** A contract family: the name messages use and its ABI. */
export interface ContractFamily<abi extends Abi = Abi> {
  readonly name: string;
  readonly abi: abi;
}
