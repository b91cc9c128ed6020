/**
 * The compile units behind src/domain/abi/compiled/: which files of which package, at which version, and where
 * their imports come from. Each pin is the one the package's own build used: its yarn.lock for the 3.01
 * releases (npm packages), its foundry.lock for the 3.10 ones (git submodules at the same versions).
 *
 * - core-v3 3.10 is the npm package in node_modules (1.52.1; the same contracts as tag v1.53.0), so it
 *   compiles wherever `npm ci` ran, CI included.
 * - core-v3 3.01 (v1.51.0) and integrations-v3 (v1.47.1 for 3.01, v1.49.0 and v1.55.0 for 3.1) are not on npm at
 *   those versions: they compile from the git mirrors, as do core-v2 1.19.0-base.10/.16 and sdk-gov 2.34.0 (npm holds
 *   other versions only).
 * - oracles-v3 1.16.0 (the 3.1 price feeds) is the npm package in node_modules, like core-v3 3.10.
 * - OpenZeppelin Contracts and @1inch/solidity-utils come from their npm tarballs (`npm pack`, integrity pinned
 *   here): the project does not depend on them, and @1inch/solidity-utils 2.4.0 as a dependency would install
 *   hardhat and ethers with it.
 */
import type { CompileUnit, Mount } from './compile';
import type { TreeSpec } from './trees';

const OZ_4_9_3: TreeSpec = { kind: 'npm', name: '@openzeppelin/contracts', version: '4.9.3', integrity: 'sha512-He3LieZ1pP2TNt5JbkPA4PNT9WC3gOTOlDcFGJW4Le4QKqwmiNJCRt44APfxMxvq7OugU/cqYuPcSBzOw38DAg==' };
const OZ_4_9_6: TreeSpec = { kind: 'npm', name: '@openzeppelin/contracts', version: '4.9.6', integrity: 'sha512-xSmezSupL+y9VkHZJGDoCBpmnB2ogM13ccaYDWqJTfS3dbuHkgjuwDFUmaFauBCboQMGB/S5UqUl2y54X99BmA==' };
const ONEINCH_2_4_0: TreeSpec = { kind: 'npm', name: '@1inch/solidity-utils', version: '2.4.0', integrity: 'sha512-qX+TkF9IPppC5Ghr+ZsZYmFVaSs+Uyc91VgRtghgj7INjjaSaTANl70wqrv5utVCiIR70s8FZGXbpzwAwIEoww==' };

// oracles-v3 1.16.0's own imports beyond core-v3 and OpenZeppelin. Its package pins @redstone-finance/evm-connector
// (devDependencies, 0.2.5) but not solady (a git submodule without a lock in the package): 0.1.11 is solady's newest
// release before oracles-v3 1.16.0 was published (2026-09-23). The feeds call only LibString's toSmallString and
// fromSmallString, internal functions that revert in assembly, so solady's release does not reach their ABIs.
const REDSTONE_0_2_5: TreeSpec = { kind: 'npm', name: '@redstone-finance/evm-connector', version: '0.2.5', integrity: 'sha512-JjMJVXbgmvmbKleIwzMOKu10mDXTABVoYmmfErF2M7M6pftPiKFIVH16gycU93aQVZeRQ74rieQ55Q691xPS8Q==' };
const SOLADY_0_1_11: TreeSpec = { kind: 'npm', name: 'solady', version: '0.1.11', integrity: 'sha512-LsvFPqmkWBmt+dncp7GfoDV3cUhVa/L/atXfr1HdYmQ+HvyOLHIv30xbjYTV2O1a16W+HMgzuNj/hD9Vb1s8YA==', subdir: 'src' };

/**
 * core-v3 1.45.0, the one 3.00 release on npm. Its package.json asks for core-v2 1.19.0-base.16; the registry holds
 * core-v2 1.21.1 only. 1.21.1 has every file 1.45.0 imports but five interfaces (IAdapter, IDegenNFTV2, ILPPriceFeedV2,
 * IPriceFeed, IPriceOracleBase), declared from their signatures in CORE_V2_MISSING_DIR and laid over the 1.21.1 tree.
 * The other files 1.45.0 imports differ between the two versions in comments and in the view-ness of
 * IContractsRegister's two index getters only.
 */
const CORE_V3_1_45_0: TreeSpec = {
  kind: 'npm',
  name: '@gearbox-protocol/core-v3',
  version: '1.45.0',
  integrity: 'sha512-4nDLhrdkULKmzbTuT6KdRQ4Ze0Z/+8CmXwmr/xqGsZfexHidaS0+Oq4EEyMoK7L+2ubuyE8xpMDBSV3la+ttng==',
};
const CORE_V2_1_21_1: TreeSpec = {
  kind: 'npm',
  name: '@gearbox-protocol/core-v2',
  version: '1.21.1',
  integrity: 'sha512-pEIXRnmkdbPiR8j7d+l80OdOpVcRjeNE2ZfnUL2sfDq5lx7aTUNUNxAPfKT3S5vD+8NISL3ojmxQwiAFTwAFEw==',
};
/** The folder of the five core-v2 interfaces laid over core-v2 1.21.1 for core-v3 1.45.0. */
const CORE_V2_MISSING_DIR = 'tests/helpers/contracts/v30/core-v2';

const oz = (tree: TreeSpec): Mount => ({ prefix: '@openzeppelin/contracts/', tree });
const oneInch: Mount = { prefix: '@1inch/solidity-utils/', tree: ONEINCH_2_4_0 };
const gitMount = (prefix: string, repo: string, tag: string): Mount => ({ prefix, tree: { kind: 'git', repo, tag } });

const I = (names: string[]) => names.map((n) => `contracts/interfaces/${n}.sol`);
const C = (names: string[]) => names.map((n) => `contracts/${n}.sol`);

/** The adapters' interfaces compiled in both integrations releases: the adapter types in use on V3.1 markets that existed in 3.01 too. */
export const ADAPTER_INTERFACES = [
  'balancer/IBalancerV3RouterAdapter',
  'convex/IConvexV1BaseRewardPoolAdapter',
  'convex/IConvexV1BoosterAdapter',
  'curve/ICurveV1Adapter',
  'curve/ICurveV1_2AssetsAdapter',
  'curve/ICurveV1_StableNGAdapter',
  'erc4626/IERC4626Adapter',
  'lido/ILidoV1Adapter',
  'lido/IwstETHV1Adapter',
  'pendle/IPendleRouterAdapter',
  'uniswap/IUniswapV2Adapter',
  'uniswap/IUniswapV3Adapter',
] as const;

/** Their contracts, the same files in both releases. */
export const ADAPTER_CONTRACTS = [
  'adapters/balancer/BalancerV3RouterAdapter',
  'adapters/convex/ConvexV1_BaseRewardPool',
  'adapters/convex/ConvexV1_Booster',
  'adapters/curve/CurveV1_2',
  'adapters/curve/CurveV1_Base',
  'adapters/curve/CurveV1_StableNG',
  'adapters/erc4626/ERC4626Adapter',
  'adapters/lido/LidoV1',
  'adapters/lido/WstETHV1',
  'adapters/pendle/PendleRouterAdapter',
  'adapters/uniswap/UniswapV2',
  'adapters/uniswap/UniswapV3',
] as const;

/**
 * Adapters of the 3.10 release only, in use on the V3.1 markets the site holds (their types in its states): the
 * ABIs published for the address books' adapter rows (src/domain/abi/published.ts).
 */
export const ADAPTER_CONTRACTS_310 = [
  'adapters/fluid/FluidDexAdapter',
  'adapters/kelp/KelpLRTDepositPoolAdapter',
  'adapters/kelp/KelpLRTWithdrawalManagerAdapter',
  'adapters/mellow/Mellow4626VaultAdapter',
  'adapters/mellow/MellowClaimerAdapter',
  'adapters/securitize/SecuritizeOnRampAdapter',
  'adapters/securitize/SecuritizeRedemptionGatewayAdapter',
  'adapters/uniswap/UniswapV4',
] as const;

/** oracles-v3 1.16.0's price feeds: the V3.1 markets' feed types (a market's feed tree gives each feed's type and version). */
export const PRICE_FEEDS = [
  'BoundedPriceFeed',
  'CompositePriceFeed',
  'ConstantPriceFeed',
  'ZeroPriceFeed',
  'curve/CurveCryptoLPPriceFeed',
  'curve/CurveStableLPPriceFeed',
  'curve/CurveTWAPPriceFeed',
  'erc4626/ERC4626PriceFeed',
  'lido/WstETHPriceFeed',
  'pendle/PendleTWAPPTPriceFeed',
  'updatable/PythPriceFeed',
  'updatable/RedstonePriceFeed',
] as const;

export const UNITS: readonly CompileUnit[] = [
  {
    id: 'core-v3@1.45.0',
    package: '@gearbox-protocol/core-v3',
    contracts: '3.00',
    root: CORE_V3_1_45_0,
    // yarn.lock of 1.45.0: OpenZeppelin 4.9.3 and 1inch 2.4.0 (the pins of the 3.01 unit below); core-v2 as above.
    mounts: [{ prefix: '@gearbox-protocol/core-v2/', tree: { kind: 'overlay', base: CORE_V2_1_21_1, dir: CORE_V2_MISSING_DIR } }, oz(OZ_4_9_3), oneInch],
    files: I(['ICreditFacadeV3Multicall', 'IExceptions']).concat(
      C([
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
      ['@gearbox-protocol/core-v2/contracts/core/ACL.sol', '@gearbox-protocol/core-v2/contracts/core/ContractsRegister.sol'],
    ),
  },
  {
    id: 'core-v3@v1.51.0',
    package: '@gearbox-protocol/core-v3',
    contracts: '3.01',
    root: { kind: 'git', repo: 'Gearbox-protocol/core-v3', tag: 'v1.51.0' },
    // yarn.lock of v1.51.0: core-v2 1.19.0-base.16, sdk-gov 2.28.0, OpenZeppelin 4.9.3, 1inch 2.4.0.
    mounts: [
      gitMount('@gearbox-protocol/core-v2/', 'Gearbox-protocol/core-v2', 'v1.19.0-base.16'),
      gitMount('@gearbox-protocol/sdk-gov/', 'Gearbox-protocol/sdk-gov', 'v2.28.0'),
      oz(OZ_4_9_3),
      oneInch,
    ],
    files: I([
      'IAccountFactoryV3',
      'IAddressProviderV3',
      'IBotListV3',
      'IControllerTimelockV3',
      'ICreditAccountV3',
      'ICreditConfiguratorV3',
      'ICreditFacadeV3',
      'ICreditFacadeV3Multicall',
      'ICreditManagerV3',
      'IExceptions',
      'IGaugeV3',
      'IGearStakingV3',
      'ILinearInterestRateModelV3',
      'IPoolQuotaKeeperV3',
      'IPoolV3',
      'IPriceOracleV3',
      'IVotingContractV3',
    ]).concat(C(['core/AccountFactoryV3', 'core/BotListV3', 'core/PriceOracleV3', 'credit/CreditConfiguratorV3', 'credit/CreditFacadeV3', 'credit/CreditManagerV3', 'governance/GaugeV3', 'pool/PoolQuotaKeeperV3', 'pool/PoolV3'])),
  },
  {
    id: 'core-v3@1.52.1',
    package: '@gearbox-protocol/core-v3',
    contracts: '3.10',
    root: { kind: 'installed', name: '@gearbox-protocol/core-v3' },
    // foundry.lock of v1.53.0: OpenZeppelin v4.9.6, 1inch 2.4.0.
    mounts: [oz(OZ_4_9_6), oneInch],
    files: I([
      'IAliasedLossPolicyV3',
      'IBotListV3',
      'ICreditAccountV3',
      'ICreditConfiguratorV3',
      'ICreditFacadeV3',
      'ICreditFacadeV3Multicall',
      'ICreditManagerV3',
      'IDefaultAccountFactoryV3',
      'IExceptions',
      'IGaugeV3',
      'IGearStakingV3',
      'ILinearInterestRateModelV3',
      'IPoolQuotaKeeperV3',
      'IPoolV3',
      'IPriceOracleV3',
      'ITumblerV3',
      'base/IACL',
      'base/IACLTrait',
      'base/IAccountFactory',
      'base/IAdapter',
      'base/IAddressProvider',
      'base/IBot',
      'base/IContractsRegister',
      'base/IContractsRegisterTrait',
      'base/IDegenNFT',
      'base/IInterestRateModel',
      'base/ILossPolicy',
      'base/IPhantomToken',
      'base/IPriceFeed',
      'base/IPriceFeedStore',
      'base/IRateKeeper',
      'base/IStateSerializer',
      'base/IVersion',
      'base/IVotingContract',
      'base/IZapper',
    ]).concat(
      C([
        'core/AliasedLossPolicyV3',
        'core/BotListV3',
        'core/DefaultAccountFactoryV3',
        'core/PriceOracleV3',
        'credit/CreditConfiguratorV3',
        'credit/CreditFacadeV3',
        'credit/CreditManagerV3',
        'pool/GaugeV3',
        'pool/LinearInterestRateModelV3',
        'pool/PoolQuotaKeeperV3',
        'pool/PoolV3',
        'pool/TumblerV3',
      ]),
    ),
  },
  {
    id: 'integrations-v3@v1.47.1',
    package: '@gearbox-protocol/integrations-v3',
    contracts: '3.01',
    root: { kind: 'git', repo: 'Gearbox-protocol/integrations-v3', tag: 'v1.47.1' },
    // yarn.lock of v1.47.1: core-v3 1.51.0, core-v2 1.19.0-base.10, sdk-gov 2.34.0, OpenZeppelin 4.9.3, 1inch 2.4.0.
    mounts: [
      gitMount('@gearbox-protocol/core-v3/', 'Gearbox-protocol/core-v3', 'v1.51.0'),
      gitMount('@gearbox-protocol/core-v2/', 'Gearbox-protocol/core-v2', 'v1.19.0-base.10'),
      gitMount('@gearbox-protocol/sdk-gov/', 'Gearbox-protocol/sdk-gov', 'v2.34.0'),
      oz(OZ_4_9_3),
      oneInch,
    ],
    // The 3.01 adapters implement core-v2's IAdapter.
    files: ['@gearbox-protocol/core-v2/contracts/interfaces/IAdapter.sol', ...I([...ADAPTER_INTERFACES]), ...C([...ADAPTER_CONTRACTS])],
  },
  {
    id: 'integrations-v3@v1.55.0',
    package: '@gearbox-protocol/integrations-v3',
    contracts: '3.10',
    root: { kind: 'git', repo: 'Gearbox-protocol/integrations-v3', tag: 'v1.55.0' },
    // foundry.lock of v1.55.0: core-v3 v1.52.0 (its interfaces are v1.53.0's), OpenZeppelin v4.9.6 (through
    // permissionless v1.7.0), 1inch 2.4.0.
    mounts: [gitMount('@gearbox-protocol/core-v3/', 'Gearbox-protocol/core-v3', 'v1.52.0'), oz(OZ_4_9_6), oneInch],
    // The 3.10 adapters implement core-v3's IAdapter.
    files: ['@gearbox-protocol/core-v3/contracts/interfaces/base/IAdapter.sol', ...I([...ADAPTER_INTERFACES]), ...C([...ADAPTER_CONTRACTS, ...ADAPTER_CONTRACTS_310])],
  },
  {
    id: 'integrations-v3@v1.49.0',
    package: '@gearbox-protocol/integrations-v3',
    contracts: '3.10',
    root: { kind: 'git', repo: 'Gearbox-protocol/integrations-v3', tag: 'v1.49.0' },
    // The earliest 3.1 release: the Balancer V3 router and Pendle router adapters at 3.10 (v1.55.0 holds their 3.11),
    // still in use on V3.1 markets. foundry.lock of v1.49.0: core-v3 v1.52.0, OpenZeppelin v4.9.6, 1inch 2.4.0.
    mounts: [gitMount('@gearbox-protocol/core-v3/', 'Gearbox-protocol/core-v3', 'v1.52.0'), oz(OZ_4_9_6), oneInch],
    files: ['@gearbox-protocol/core-v3/contracts/interfaces/base/IAdapter.sol', ...C(['adapters/balancer/BalancerV3RouterAdapter', 'adapters/pendle/PendleRouterAdapter'])],
  },
  {
    id: 'oracles-v3@1.16.0',
    package: '@gearbox-protocol/oracles-v3',
    contracts: '3.10',
    root: { kind: 'installed', name: '@gearbox-protocol/oracles-v3' },
    // The package pins no core-v3 (a submodule on its next branch): the installed 3.10 release (1.52.1) gives the
    // interfaces the feeds implement, with its OpenZeppelin (4.9.6).
    mounts: [
      { prefix: '@gearbox-protocol/core-v3/', tree: { kind: 'installed', name: '@gearbox-protocol/core-v3' } },
      { prefix: '@redstone-finance/evm-connector/', tree: REDSTONE_0_2_5 },
      { prefix: '@solady/', tree: SOLADY_0_1_11 },
      oz(OZ_4_9_6),
    ],
    files: PRICE_FEEDS.map((f) => `contracts/oracles/${f}.sol`),
  },
];

export function unitById(id: string): CompileUnit | undefined {
  return UNITS.find((u) => u.id === id);
}
