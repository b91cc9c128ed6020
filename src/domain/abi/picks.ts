/**
 * The families whose ABI is generated from the compiled ABIs (./familyAbis.ts): Gearbox's core contracts, each by the
 * key its ABI has in ./generated/families.generated.ts and its export in ./index.ts. `npm run family-abis` reads this.
 */
import { aclPick } from './acl';
import { addressProviderV3Pick } from './addressProvider';
import { contractsRegisterPick } from './contractsRegister';
import { controllerTimelockV3Pick } from './controllerTimelock';
import { creditConfiguratorV3Pick } from './creditConfigurator';
import { creditFacadeV3Pick } from './creditFacade';
import { creditManagerV3Pick } from './creditManager';
import type { FamilyPick } from './familyAbis';
import { gaugeV3Pick } from './gauge';
import { gearStakingV3Pick } from './gearStaking';
import { linearInterestRateModelV3Pick } from './interestModel';
import { poolV3Pick } from './pool';
import { poolQuotaKeeperV3Pick } from './poolQuotaKeeper';
import { priceOracleV3Pick } from './priceOracle';

export const FAMILY_PICKS = {
  acl: aclPick,
  addressProviderV3: addressProviderV3Pick,
  contractsRegister: contractsRegisterPick,
  controllerTimelockV3: controllerTimelockV3Pick,
  creditConfiguratorV3: creditConfiguratorV3Pick,
  creditFacadeV3: creditFacadeV3Pick,
  creditManagerV3: creditManagerV3Pick,
  gaugeV3: gaugeV3Pick,
  gearStakingV3: gearStakingV3Pick,
  linearInterestRateModelV3: linearInterestRateModelV3Pick,
  poolV3: poolV3Pick,
  poolQuotaKeeperV3: poolQuotaKeeperV3Pick,
  priceOracleV3: priceOracleV3Pick,
} as const satisfies Readonly<Record<string, FamilyPick>>;

export type GeneratedFamily = keyof typeof FAMILY_PICKS;
