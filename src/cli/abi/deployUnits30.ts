/**
 * The compile unit behind the tests' V3.0 deployment (tests/helpers/protocol30.ts): core-v3 1.45.0 (contracts 3.00)
 * as published on npm, with what its own build read for its imports. Every tree comes from the npm registry or from
 * this repository, never from the git mirrors, so the unit compiles in CI.
 *
 * - core-v3 1.45.0's package.json asks for core-v2 1.19.0-base.16; the registry holds core-v2 1.21.1 only. 1.21.1 has
 *   every file 1.45.0 imports but five interfaces (IAdapter, IDegenNFTV2, ILPPriceFeedV2, IPriceFeed,
 *   IPriceOracleBase), declared from their signatures in tests/helpers/contracts/v30/core-v2 and laid over the
 *   1.21.1 tree. The other files 1.45.0 imports differ between the two versions in comments and in the view-ness of
 *   IContractsRegister's two index getters only.
 * - OpenZeppelin 4.9.3 and 1inch 2.4.0: 1.45.0's yarn.lock. They are the pins the 3.01 unit uses (its yarn.lock has
 *   the same two), read from that unit rather than restated.
 * - Optimizer runs and EVM version: 1.45.0's foundry.toml (12,000 runs, shanghai). Its solc was 0.8.17; the project
 *   has 0.8.37 only, so the bytecode is not the deployed one, but the source is.
 * - Mock tokens and price feeds and the periphery stand-ins are the tests' own (tests/helpers/contracts/v30/mocks),
 *   compiled in the same unit so they share its OpenZeppelin tree.
 */
import type { CompileUnit, Mount } from './compile';
import type { BytecodeSettings } from './bytecode';
import type { TreeSpec } from './trees';
import { unitById } from './units';

/** The 3.01 unit, whose OpenZeppelin and 1inch pins 1.45.0's yarn.lock shares. */
const V301_UNIT = 'core-v3@v1.51.0';

function pinOf(prefix: string): TreeSpec {
  const tree = unitById(V301_UNIT)?.mounts.find((m) => m.prefix === prefix)?.tree;
  if (!tree) throw new Error(`the unit ${V301_UNIT} has no mount ${prefix}`);
  return tree;
}

export const CORE_V3_300: TreeSpec = {
  kind: 'npm',
  name: '@gearbox-protocol/core-v3',
  version: '1.45.0',
  integrity: 'sha512-4nDLhrdkULKmzbTuT6KdRQ4Ze0Z/+8CmXwmr/xqGsZfexHidaS0+Oq4EEyMoK7L+2ubuyE8xpMDBSV3la+ttng==',
};

export const CORE_V2_1_21_1: TreeSpec = {
  kind: 'npm',
  name: '@gearbox-protocol/core-v2',
  version: '1.21.1',
  integrity: 'sha512-pEIXRnmkdbPiR8j7d+l80OdOpVcRjeNE2ZfnUL2sfDq5lx7aTUNUNxAPfKT3S5vD+8NISL3ojmxQwiAFTwAFEw==',
};

/** The folder of the five interfaces laid over core-v2 1.21.1. */
export const CORE_V2_MISSING_DIR = 'tests/helpers/contracts/v30/core-v2';
/** The tests' own contracts, mounted under `docs-tests/`. */
export const V30_MOCKS_DIR = 'tests/helpers/contracts/v30/mocks';
export const V30_MOCKS_FILE = 'docs-tests/V30TestContracts.sol';

const mounts: Mount[] = [
  { prefix: '@gearbox-protocol/core-v2/', tree: { kind: 'overlay', base: CORE_V2_1_21_1, dir: CORE_V2_MISSING_DIR } },
  { prefix: '@openzeppelin/contracts/', tree: pinOf('@openzeppelin/contracts/') },
  { prefix: '@1inch/solidity-utils/', tree: pinOf('@1inch/solidity-utils/') },
  { prefix: 'docs-tests/', tree: { kind: 'local', dir: V30_MOCKS_DIR } },
];

const C = (names: string[]) => names.map((n) => `contracts/${n}.sol`);

/** core-v3 1.45.0's contracts a V3.0 deployment runs, and core-v2's ACL and register. */
const PROTOCOL_FILES_300: readonly string[] = [
  ...C([
    'core/AddressProviderV3',
    'core/AccountFactoryV3',
    'core/BotListV3',
    'core/PriceOracleV3',
    'credit/CreditAccountV3',
    'credit/CreditManagerV3',
    'credit/CreditFacadeV3',
    'credit/CreditConfiguratorV3',
    'pool/PoolV3',
    'pool/LinearInterestRateModelV3',
    'pool/PoolQuotaKeeperV3',
    'governance/GaugeV3',
    'governance/GearStakingV3',
    'governance/ControllerTimelockV3',
  ]),
  '@gearbox-protocol/core-v2/contracts/core/ACL.sol',
  '@gearbox-protocol/core-v2/contracts/core/ContractsRegister.sol',
];

/** core-v3 1.45.0's contracts a V3.0 deployment runs, core-v2's ACL and register, and the tests' mocks. */
export const DEPLOY_UNIT_300: CompileUnit = {
  id: 'core-v3@1.45.0',
  package: '@gearbox-protocol/core-v3',
  contracts: '3.00',
  root: CORE_V3_300,
  mounts,
  files: [...PROTOCOL_FILES_300, V30_MOCKS_FILE],
};

/**
 * The same protocol contracts for their ABIs alone (compileUnit: no optimizer, no bytecode, no mocks): the 3.00 side
 * of the snapshot generator's ABIs (src/domain/abi/generated/, `npm run family-abis`). Cached like any unit.
 */
export const ABI_UNIT_300: CompileUnit = {
  id: 'core-v3@1.45.0-abi',
  package: '@gearbox-protocol/core-v3',
  contracts: '3.00',
  root: CORE_V3_300,
  mounts,
  files: PROTOCOL_FILES_300,
};

/** 1.45.0's foundry.toml. */
export const DEPLOY_SETTINGS_300: BytecodeSettings = { optimizerRuns: 12_000, evmVersion: 'shanghai' };

/** core-v3 1.45.0's interfaces, for their ABIs (an interface has no bytecode): the facade's multicall targets, the errors. */
export const INTERFACES_UNIT_300: CompileUnit = {
  id: 'core-v3@1.45.0-interfaces',
  package: '@gearbox-protocol/core-v3',
  contracts: '3.00',
  root: CORE_V3_300,
  mounts,
  files: ['ICreditFacadeV3Multicall', 'IExceptions'].map((n) => `contracts/interfaces/${n}.sol`),
};
