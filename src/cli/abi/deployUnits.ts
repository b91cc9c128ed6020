/**
 * Compile units for deployment (bytecode, not only ABIs): the contracts of a Gearbox system that the tests deploy on a
 * local chain. Each takes its tree and import mounts from the ABI unit of the same package version (units.ts, one home
 * for the pins) and lists the contract files to deploy instead of the interfaces.
 *
 * core-v3 3.10 (npm 1.52.1): a V3.1 market as permissionless v1.8.0's factories build it — pool, quota keeper,
 * linear interest rate model, tumbler (the rate keeper of the Mainnet V3.1 markets), price oracle, aliased loss policy,
 * bot list, default account factory, and a credit manager with its configurator and facade; and the other rate keeper,
 * the gauge, with the GEAR staking it counts votes from (an instance's GEAR_STAKING system contract). The ACL, contracts register,
 * address provider and price feed store of V3.1 live in the permissionless repository, which is not published: the
 * tests stand in for them (tests/helpers/contracts/V31CoreStandIns.sol).
 */
import type { BytecodeSettings } from './bytecode';
import type { CompileUnit } from './compile';
import { unitById } from './units';

/** core-v3's own build settings at v1.53.0 (foundry.toml: optimizer_runs = 1000, evm_version = 'shanghai'). */
export const CORE_V3_10_SETTINGS: BytecodeSettings = { optimizerRuns: 1000, evmVersion: 'shanghai' };

/** The contracts of a V3.1 market, by name, and the file that declares each. */
export const CORE_V3_10_DEPLOY_FILES = {
  PoolV3: 'contracts/pool/PoolV3.sol',
  PoolQuotaKeeperV3: 'contracts/pool/PoolQuotaKeeperV3.sol',
  LinearInterestRateModelV3: 'contracts/pool/LinearInterestRateModelV3.sol',
  TumblerV3: 'contracts/pool/TumblerV3.sol',
  GaugeV3: 'contracts/pool/GaugeV3.sol',
  GearStakingV3: 'contracts/core/GearStakingV3.sol',
  PriceOracleV3: 'contracts/core/PriceOracleV3.sol',
  AliasedLossPolicyV3: 'contracts/core/AliasedLossPolicyV3.sol',
  BotListV3: 'contracts/core/BotListV3.sol',
  DefaultAccountFactoryV3: 'contracts/core/DefaultAccountFactoryV3.sol',
  CreditManagerV3: 'contracts/credit/CreditManagerV3.sol',
  CreditConfiguratorV3: 'contracts/credit/CreditConfiguratorV3.sol',
  CreditFacadeV3: 'contracts/credit/CreditFacadeV3.sol',
} as const;

export type CoreV310Contract = keyof typeof CORE_V3_10_DEPLOY_FILES;

/** The deployment unit of core-v3 3.10, on the pins of the ABI unit `core-v3@1.52.1`. */
export function coreV310DeployUnit(): CompileUnit {
  const base = unitById('core-v3@1.52.1');
  if (!base) throw new Error('units.ts has no unit core-v3@1.52.1');
  return { ...base, id: 'core-v3@1.52.1-deploy', files: [...new Set(Object.values(CORE_V3_10_DEPLOY_FILES))].sort() };
}
