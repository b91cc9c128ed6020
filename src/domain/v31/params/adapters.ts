/**
 * serialize() layouts of integrations-v3 adapters: what each adapter type and version encodes, named as its source
 * names it. Every adapter starts with its credit manager and target contract (AbstractAdapter's immutables).
 *
 * Where the published package (1.52.2) holds the type at the state's version, the layout cites it; otherwise it
 * cites Gearbox-protocol/integrations-v3 at the commit where the contract had that version: the commit that the
 * repository's bytecode upload scripts (`script/upload/*.s.sol`) name as the deployed source when there is one,
 * else the last commit before the version changed.
 *
 * Two reading notes:
 * - a fixed-size array literal of static values (`[token0, token1]`) encodes exactly as its elements one after the
 *   other, so the layouts list the elements under their own variable names;
 * - a Solidity enum encodes as `uint8` (its value is the member's index in the enum's declaration).
 */
import type { ParamLayout, ParamSource } from './layout';

const PKG = '@gearbox-protocol/integrations-v3';
const pkg = (file: string, line: number): ParamSource => ({ package: PKG, version: '1.52.2', file: `contracts/adapters/${file}`, line });
const REPO = 'Gearbox-protocol/integrations-v3';
const repo = (commit: string, file: string, line: number): ParamSource => ({ repo: REPO, commit, file, line });

const BASE = 'address creditManager, address targetContract';

const CURVE_NG_PARAMS =
  `${BASE}, address token, address lp_token, address metapoolBase, uint256 nCoins, bool use256, ` +
  'address token0, address token1, address token2, address token3, ' +
  'address underlying0, address underlying1, address underlying2, address underlying3';
const CURVE_NG_WHAT =
  'Lets a credit account exchange coins in a Curve stable-NG pool and add or remove its liquidity, including the underlying coins of a metapool.';

const CVX_POOL_PARAMS = `${BASE}, address curveLPtoken, address stakingToken, address stakedPhantomToken, address extraReward1, address extraReward2, address extraReward3, address extraReward4`;
const CVX_POOL_WHAT =
  'Lets a credit account stake Convex deposit tokens in a Convex reward pool (its stake tracked by a phantom token), withdraw them and claim CRV, CVX and extra rewards.';

const SECURITIZE_REDEMPTION_PARAMS = `${BASE}, address dsToken, address stableCoinToken, address redemptionPhantomToken`;

export const ADAPTER_LAYOUTS: readonly ParamLayout[] = [
  {
    type: 'ADAPTER::BALANCER_V3_ROUTER',
    versions: [310],
    what: 'Lets a credit account make single-token swaps in the allowed Balancer V3 pools through the Balancer V3 router.',
    params: `${BASE}, address[] pools`,
    source: repo('f79aa663f3f40903429243af75ef57c9e6fcf0b8', 'contracts/adapters/balancer/BalancerV3RouterAdapter.sol', 151),
  },
  {
    type: 'ADAPTER::BALANCER_V3_ROUTER',
    versions: [311],
    what: 'Lets a credit account swap in, add single-sided liquidity to and remove it from Balancer V3 pools through the router, as far as each pool\'s status permits (allowed, exit and swap, swap only, exit only).',
    // PoolStatus: 0 NOT_ALLOWED, 1 ALLOWED, 2 EXIT_AND_SWAP, 3 SWAP_ONLY, 4 EXIT_ONLY
    params: `${BASE}, (address pool, uint8 status)[] pools`,
    source: pkg('balancer/BalancerV3RouterAdapter.sol', 340),
  },
  {
    type: 'ADAPTER::CURVE_STABLE_NG',
    versions: [310],
    what: CURVE_NG_WHAT,
    params: CURVE_NG_PARAMS,
    source: repo('0d9636a6d93639aa442f3ce48d8694eee8a95a86', 'contracts/adapters/curve/CurveV1_StableNG.sol', 82),
  },
  {
    type: 'ADAPTER::CURVE_STABLE_NG',
    versions: [311],
    what: CURVE_NG_WHAT,
    params: CURVE_NG_PARAMS,
    source: pkg('curve/CurveV1_StableNG.sol', 90),
  },
  {
    type: 'ADAPTER::CURVE_V1_2ASSETS',
    versions: [311],
    what: 'Lets a credit account exchange coins in a two-coin Curve pool and add or remove its liquidity, including the underlying coins of a metapool.',
    params: `${BASE}, address token, address lp_token, address metapoolBase, bool use256, address token0, address token1, address underlying0, address underlying1, address underlying2, address underlying3`,
    source: pkg('curve/CurveV1_2.sol', 94),
  },
  {
    type: 'ADAPTER::CVX_V1_BASE_REWARD_POOL',
    versions: [310],
    what: CVX_POOL_WHAT,
    params: CVX_POOL_PARAMS,
    source: repo('9e56cb66d59ab27bad0c04339d3b401c230e7ae2', 'contracts/adapters/convex/ConvexV1_BaseRewardPool.sol', 269),
  },
  {
    type: 'ADAPTER::CVX_V1_BASE_REWARD_POOL',
    versions: [311],
    what: CVX_POOL_WHAT,
    params: CVX_POOL_PARAMS,
    source: pkg('convex/ConvexV1_BaseRewardPool.sol', 276),
  },
  {
    type: 'ADAPTER::CVX_V1_BOOSTER',
    versions: [310],
    what: 'Lets a credit account deposit Curve LP tokens into Convex and withdraw them, for the Convex pools whose reward-pool adapters the credit manager also has.',
    params: `${BASE}, (uint256 pid, address curveToken, address convexToken, address phantomToken)[] supportedPools`,
    source: pkg('convex/ConvexV1_Booster.sol', 169),
  },
  {
    type: 'ADAPTER::ERC4626_VAULT',
    versions: [311],
    what: 'Lets a credit account deposit the asset into an ERC-4626 vault and redeem or withdraw its shares.',
    params: `${BASE}, address asset`,
    source: repo('65d664dc674d5cc8c786e3bcb775205290dc1af2', 'contracts/adapters/erc4626/ERC4626Adapter.sol', 154),
  },
  {
    type: 'ADAPTER::ERC4626_VAULT',
    versions: [312],
    what: 'Lets a credit account deposit the asset into an ERC-4626 vault and redeem or withdraw its shares, directly or through a gateway that stands in for the vault.',
    params: `${BASE}, address vault, address asset`,
    source: pkg('erc4626/ERC4626Adapter.sol', 159),
  },
  {
    type: 'ADAPTER::FLUID_DEX',
    versions: [310],
    what: 'Lets a credit account swap between the two tokens of one Fluid DEX pool.',
    params: `${BASE}, address token0, address token1`,
    source: pkg('fluid/FluidDexAdapter.sol', 89),
  },
  {
    type: 'ADAPTER::KELP_DEPOSIT_POOL',
    versions: [310],
    what: "Lets a credit account deposit the allowed assets into Kelp's LRT deposit pool (through a gateway) to mint rsETH.",
    params: `${BASE}, address[] allowedAssets`,
    source: repo('047163d347febcfdd09a609edfe192355a6ba529', 'contracts/adapters/kelp/KelpLRTDepositPoolAdapter.sol', 99),
  },
  {
    type: 'ADAPTER::KELP_WITHDRAWAL',
    versions: [310],
    what: 'Lets a credit account request rsETH withdrawals from Kelp into the allowed output tokens and complete them later, each pending withdrawal held as that token\'s phantom token.',
    params: `${BASE}, address[] tokens, address[] phantomTokens`,
    source: repo('047163d347febcfdd09a609edfe192355a6ba529', 'contracts/adapters/kelp/KelpLRTWithdrawalManagerAdapter.sol', 157),
  },
  {
    type: 'ADAPTER::LIDO_V1',
    versions: [310],
    what: 'Lets a credit account stake WETH with Lido for stETH, through a gateway that unwraps the WETH.',
    params: `${BASE}, address stETH, address weth, address treasury`,
    source: pkg('lido/LidoV1.sol', 87),
  },
  {
    type: 'ADAPTER::LIDO_WSTETH_V1',
    versions: [310],
    what: 'Lets a credit account wrap stETH into wstETH and unwrap it back.',
    params: `${BASE}, address stETH`,
    source: pkg('lido/WstETHV1.sol', 115),
  },
  {
    type: 'ADAPTER::MELLOW_CLAIMER',
    versions: [310],
    what: 'Lets a credit account accept and claim its finished withdrawals from the allowed Mellow multi-vaults.',
    params: `${BASE}, address[] allowedMultiVaults`,
    source: pkg('mellow/MellowClaimerAdapter.sol', 172),
  },
  {
    type: 'ADAPTER::MELLOW_ERC4626_VAULT',
    versions: [312],
    what: "Lets a credit account deposit into a Mellow ERC-4626 multi-vault and request withdrawals from it, a pending withdrawal held as the vault's withdrawal phantom token.",
    params: `${BASE}, address vault, address asset`,
    // serialize() is inherited from ERC4626Adapter; the upload script names this commit as the deployed source
    source: repo('0d992f9d01f4f936b13ba242e7b6ffaf2a88a976', 'contracts/adapters/erc4626/ERC4626Adapter.sol', 159),
  },
  {
    type: 'ADAPTER::MIDAS_GATEWAY',
    versions: [311],
    what: "Lets a credit account buy and redeem a Midas mToken for its quote token through a Midas gateway, instantly or by a redemption request held as a phantom token until it is withdrawn.",
    params: `${BASE}, address gateway, address mToken, address quoteToken, address phantomToken, bytes32 referrerId`,
    source: repo('810d4ad026fb7433bf9307477327d793d5c2fd44', 'contracts/integrations/midas/MidasGatewayAdapter.sol', 263),
  },
  {
    type: 'ADAPTER::PENDLE_ROUTER',
    versions: [310],
    what: 'Lets a credit account swap between input tokens and Pendle PTs, and redeem matured PTs, through the Pendle router for the allowed (market, input token, PT) pairs.',
    // PendleStatus: 0 NOT_ALLOWED, 1 ALLOWED, 2 EXIT_ONLY
    params: `${BASE}, (address market, address inputToken, address pendleToken, uint8 status)[] pairs`,
    source: repo('0d9636a6d93639aa442f3ce48d8694eee8a95a86', 'contracts/adapters/pendle/PendleRouterAdapter.sol', 328),
  },
  {
    type: 'ADAPTER::PENDLE_ROUTER',
    versions: [311],
    what: 'Lets a credit account swap between input tokens and Pendle PTs or LP tokens, add and remove single-token liquidity, and redeem matured PTs, through the Pendle router for the allowed pairs.',
    // PendleTokenType: 0 PT, 1 LP; PendleStatus: 0 NOT_ALLOWED, 1 ALLOWED, 2 EXIT_ONLY
    params: `${BASE}, (address market, address inputToken, address pendleToken, uint8 pendleTokenType, uint8 status)[] pairs`,
    source: pkg('pendle/PendleRouterAdapter.sol', 505),
  },
  {
    type: 'ADAPTER::SECURITIZE_ONRAMP',
    versions: [310],
    what: "Lets a credit account buy a Securitize DS token with the on-ramp's liquidity token.",
    params: `${BASE}, address dsToken, address liquidityToken`,
    source: repo('7531c847ec13acad34df3f35da298fe4fe5fde9e', 'contracts/adapters/securitize/SecuritizeOnRampAdapter.sol', 68),
  },
  {
    type: 'ADAPTER::SECURITIZE_REDEMPTION',
    versions: [310],
    what: 'Lets a credit account redeem a Securitize DS token for a stablecoin through a redemption gateway (the pending redemption held as a phantom token), claim it, or hand its redeemer to another account.',
    params: SECURITIZE_REDEMPTION_PARAMS,
    source: repo('7531c847ec13acad34df3f35da298fe4fe5fde9e', 'contracts/adapters/securitize/SecuritizeRedemptionGatewayAdapter.sol', 89),
  },
  {
    type: 'ADAPTER::SECURITIZE_REDEMPTION',
    versions: [311],
    what: 'Lets a credit account redeem a Securitize DS token for a stablecoin through a redemption gateway (the pending redemption held as a phantom token, with optional extra data for the gateway), claim it, or hand its redeemer to another account.',
    params: SECURITIZE_REDEMPTION_PARAMS,
    source: repo('b087e1ef1825b1957eeef9db33e69ff6cf1251cb', 'contracts/integrations/securitize/SecuritizeRedemptionGatewayAdapter.sol', 107),
  },
  {
    type: 'ADAPTER::UNISWAP_V2_ROUTER',
    versions: [310],
    what: 'Lets a credit account swap through the Uniswap V2 router, along paths made only of the allowed pairs.',
    params: `${BASE}, (address token0, address token1)[] pairs`,
    source: pkg('uniswap/UniswapV2.sol', 162),
  },
  {
    type: 'ADAPTER::UNISWAP_V3_ROUTER',
    versions: [310],
    what: 'Lets a credit account swap through the Uniswap V3 router, along paths made only of the allowed pools (a token pair and its fee tier, in millionths).',
    params: `${BASE}, (address token0, address token1, uint24 fee)[] pools`,
    source: pkg('uniswap/UniswapV3.sol', 222),
  },
  {
    type: 'ADAPTER::UNISWAP_V4_GATEWAY',
    versions: [310],
    what: 'Lets a credit account make single-pool swaps in the allowed Uniswap V4 pools (by pool key) through a gateway to the universal router.',
    params: `${BASE}, (address token0, address token1, uint24 fee, int24 tickSpacing, address hooks)[] poolKeys`,
    source: pkg('uniswap/UniswapV4.sol', 130),
  },
];
