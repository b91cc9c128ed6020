/**
 * The ABIs the snapshot generator reads Gearbox V3 with, one module per contract family.
 * Written by us from the contracts' sources (each module names the file and line it relies on).
 * Every export is `{ name, abi }`: `name` is how messages name the contract.
 */
export { acl } from './acl';
export { addressProviderV3 } from './addressProvider';
export { contractsRegister } from './contractsRegister';
export { controllerTimelockV3 } from './controllerTimelock';
export { creditConfiguratorV3 } from './creditConfigurator';
export { creditFacadeV3 } from './creditFacade';
export { creditManagerV3 } from './creditManager';
export { erc20, erc20Bytes32 } from './erc20';
export { gaugeV3 } from './gauge';
export { gearStakingV3 } from './gearStaking';
export { linearInterestRateModelV3 } from './interestModel';
export { MULTICALL3_ADDRESS, multicall3 } from './multicall3';
export { poolV3 } from './pool';
export { poolQuotaKeeperV3 } from './poolQuotaKeeper';
export { priceFeed, redstonePriceFeed, REDSTONE_SIGNER_SLOTS } from './priceFeed';
export { priceOracleV3 } from './priceOracle';
export { routerV3 } from './router';
export { versioned } from './version';
export { zapper, zapperRegister } from './zapper';

import type { Abi } from 'viem';
/** A contract family: the name messages use and its ABI. */
export interface ContractFamily<abi extends Abi = Abi> {
  readonly name: string;
  readonly abi: abi;
}
