import { at } from '../sources';
import type { FamilySpec } from '../types';
import { ALL_MULTICALLS } from './entryPoints';

const a = (path: string, line: number) => at('integrations-v3', `contracts/adapters/${path}`, line);

export const adapters: FamilySpec = {
  id: 'adapters',
  slug: 'adapters',
  title: 'Adapter errors',
  label: 'Adapters',
  contracts: ['every adapter in integrations-v3'],
  errors: [
    {
      signature: 'error CallerNotCreditFacadeException()',
      raisedBy: [
        {
          fns: [
            'UniswapV3Adapter.exactInputSingle',
            'UniswapV3Adapter.exactInput',
            'UniswapV2Adapter.swapExactTokensForTokens',
            'CurveV1Adapter2Assets.exchange',
            'BalancerV2VaultAdapter.swap',
            'ERC4626Adapter.deposit',
            'ConvexV1BoosterAdapter.deposit',
            'ConvexV1BaseRewardPoolAdapter.stake',
            'LidoV1Adapter.submit',
            'WstETHV1Adapter.wrap',
            'YearnV2Adapter.deposit',
            'VelodromeV2RouterAdapter.swapExactTokensForTokens',
          ],
          src: a('AbstractAdapter.sol', 45),
          note: 'modifier `creditFacadeOnly`, on every adapter function that moves funds (a few examples listed)',
        },
      ],
      when: 'An adapter function was called directly instead of from a credit facade multicall. Adapters act on the credit account that the facade marks as active, so only the facade of their credit manager may call them.',
      action: 'Put the adapter call in `calls` as `{ target: adapter, callData }` and send it through `CreditFacadeV3.multicall` (or `openCreditAccount`, `botMulticall`, `closeCreditAccount`, `liquidateCreditAccount`). See [adapter calls](/docs/credit-accounts/adapter-calls).',
    },
    {
      signature: 'error InvalidPathException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'UniswapV2Adapter.swapTokensForExactTokens'], src: a('uniswap/UniswapV2.sol', 54) },
        { fns: [...ALL_MULTICALLS, 'UniswapV2Adapter.swapExactTokensForTokens'], src: a('uniswap/UniswapV2.sol', 89) },
        { fns: [...ALL_MULTICALLS, 'UniswapV2Adapter.swapDiffTokensForTokens'], src: a('uniswap/UniswapV2.sol', 127) },
        { fns: [...ALL_MULTICALLS, 'UniswapV3Adapter.exactInput'], src: a('uniswap/UniswapV3.sol', 122) },
        { fns: [...ALL_MULTICALLS, 'UniswapV3Adapter.exactDiffInput'], src: a('uniswap/UniswapV3.sol', 144) },
        { fns: [...ALL_MULTICALLS, 'UniswapV3Adapter.exactOutput'], src: a('uniswap/UniswapV3.sol', 199) },
        { fns: [...ALL_MULTICALLS, 'VelodromeV2RouterAdapter.swapExactTokensForTokens'], src: a('velodrome/VelodromeV2RouterAdapter.sol', 55) },
        { fns: [...ALL_MULTICALLS, 'VelodromeV2RouterAdapter.swapDiffTokensForTokens'], src: a('velodrome/VelodromeV2RouterAdapter.sol', 92) },
        { fns: [...ALL_MULTICALLS, 'CamelotV3Adapter.exactInput'], src: a('camelot/CamelotV3Adapter.sol', 157) },
        { fns: [...ALL_MULTICALLS, 'CamelotV3Adapter.exactDiffInput'], src: a('camelot/CamelotV3Adapter.sol', 180) },
        { fns: [...ALL_MULTICALLS, 'CamelotV3Adapter.exactOutput'], src: a('camelot/CamelotV3Adapter.sol', 235) },
        { fns: [...ALL_MULTICALLS, 'EqualizerRouterAdapter.swapExactTokensForTokens'], src: a('equalizer/EqualizerRouterAdapter.sol', 59) },
        { fns: [...ALL_MULTICALLS, 'EqualizerRouterAdapter.swapDiffTokensForTokens'], src: a('equalizer/EqualizerRouterAdapter.sol', 90) },
      ],
      when: 'The swap path is not allowed by the adapter. A path has one to three hops, and every hop must be enabled in the adapter: for Uniswap V2 and Camelot the token pair, for Uniswap V3 the pair with its fee tier, for Velodrome the pool with its stable flag and factory, for Equalizer the pool with its stable flag. Velodrome and Equalizer routes must also connect, each hop starting with the token the previous one ended with. Single-pool Uniswap V3 swaps (`exactInputSingle`, `exactOutputSingle`) are not checked this way.',
      action: 'Check each hop with the adapter\'s `isPairAllowed` or `isPoolAllowed`, and route only through allowed pools (the Gearbox router does this). Uniswap V3 paths are `tokenIn, fee, tokenMid, fee, tokenOut`, packed.',
    },
    {
      signature: 'error PoolNotSupportedException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'BalancerV2VaultAdapter.swap'], src: a('balancer/BalancerV2VaultAdapter.sol', 70) },
        { fns: [...ALL_MULTICALLS, 'BalancerV2VaultAdapter.swapDiff'], src: a('balancer/BalancerV2VaultAdapter.sol', 108) },
        { fns: [...ALL_MULTICALLS, 'BalancerV2VaultAdapter.batchSwap'], src: a('balancer/BalancerV2VaultAdapter.sol', 175) },
        { fns: [...ALL_MULTICALLS, 'BalancerV2VaultAdapter.joinPool'], src: a('balancer/BalancerV2VaultAdapter.sol', 220) },
        { fns: [...ALL_MULTICALLS, 'BalancerV2VaultAdapter.joinPoolSingleAsset'], src: a('balancer/BalancerV2VaultAdapter.sol', 248) },
        { fns: [...ALL_MULTICALLS, 'BalancerV2VaultAdapter.joinPoolSingleAssetDiff'], src: a('balancer/BalancerV2VaultAdapter.sol', 287) },
      ],
      when: 'The Balancer pool is not enabled in the adapter. Swaps need status `ALLOWED` or `SWAP_ONLY`; joins need `ALLOWED`. Exits are not checked.',
      action: 'Read `BalancerV2VaultAdapter.poolStatus(poolId)` for every pool you route through. See [Balancer and Aura](/docs/adapters/balancer-aura).',
    },
    {
      signature: 'error InvalidPoolException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'BalancerV3RouterAdapter.swapSingleTokenExactIn'], src: a('balancer/BalancerV3RouterAdapter.sol', 51) },
        { fns: [...ALL_MULTICALLS, 'BalancerV3RouterAdapter.swapSingleTokenDiffIn'], src: a('balancer/BalancerV3RouterAdapter.sol', 79) },
      ],
      when: 'The Balancer V3 pool is not enabled in the adapter.',
      action: 'Check `BalancerV3RouterAdapter.isPoolAllowed(pool)` before routing through a pool.',
    },
    {
      signature: 'error InvalidLengthException()',
      raisedBy: [{ fns: ['BalancerV3RouterAdapter.setPoolStatusBatch'], src: a('balancer/BalancerV3RouterAdapter.sol', 123) }],
      when: 'The configurator passed a different number of pools and statuses.',
      action: 'Governance only.',
    },
    {
      signature: 'error PairNotAllowedException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'PendleRouterAdapter.swapExactTokenForPt'], src: a('pendle/PendleRouterAdapter.sol', 90) },
        { fns: [...ALL_MULTICALLS, 'PendleRouterAdapter.swapDiffTokenForPt'], src: a('pendle/PendleRouterAdapter.sol', 133) },
        { fns: [...ALL_MULTICALLS, 'PendleRouterAdapter.swapExactPtForToken'], src: a('pendle/PendleRouterAdapter.sol', 189) },
        { fns: [...ALL_MULTICALLS, 'PendleRouterAdapter.swapDiffPtForToken'], src: a('pendle/PendleRouterAdapter.sol', 225) },
      ],
      when: 'The combination of Pendle market, input or output token and PT is not enabled in the adapter. Buying PT needs status `ALLOWED`; selling PT also works with `EXIT_ONLY`.',
      action: 'Read `PendleRouterAdapter.isPairAllowed(market, token, pt)` and use only enabled pairs.',
    },
    {
      signature: 'error RedemptionNotAllowedException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'PendleRouterAdapter.redeemPyToToken'], src: a('pendle/PendleRouterAdapter.sol', 278) },
        { fns: [...ALL_MULTICALLS, 'PendleRouterAdapter.redeemDiffPyToToken'], src: a('pendle/PendleRouterAdapter.sol', 318) },
      ],
      when: 'The redemption is not allowed: the PT has not expired yet, redeeming this PT into the output token is not enabled in the adapter, or the `yt` argument is not the YT of that PT.',
      action: 'Redeem only after expiry, into an output token with `PendleRouterAdapter.isRedemptionAllowed(tokenOut, pt)`. Before expiry, sell the PT on its market with `swapExactPtForToken` instead.',
    },
    {
      signature: 'error UnderlyingNotAllowedException(address asset)',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'MellowVaultAdapter.deposit'], src: a('mellow/MellowVaultAdapter.sol', 54) },
        { fns: [...ALL_MULTICALLS, 'MellowVaultAdapter.depositOneAsset'], src: a('mellow/MellowVaultAdapter.sol', 79) },
        { fns: [...ALL_MULTICALLS, 'MellowVaultAdapter.depositOneAssetDiff'], src: a('mellow/MellowVaultAdapter.sol', 96) },
      ],
      when: 'A single-asset deposit uses an asset (`asset` in the error) that the adapter does not allow; or a multi-asset `deposit` goes to a vault where any of its underlying tokens is not allowed, even one with amount 0.',
      action: 'Check `MellowVaultAdapter.isUnderlyingAllowed(asset)`. If only some of the vault\'s assets are allowed, deposit them one at a time with `depositOneAsset`.',
    },
    {
      signature: 'error UnderlyingNotFoundException(address asset)',
      raisedBy: [{ fns: [...ALL_MULTICALLS, 'MellowVaultAdapter.depositOneAsset', 'MellowVaultAdapter.depositOneAssetDiff'], src: a('mellow/MellowVaultAdapter.sol', 132) }],
      when: 'The asset is allowed in the adapter but is not one of the vault\'s own underlying tokens.',
      action: 'Pick an asset from the vault\'s `underlyingTokens()`.',
    },
    {
      signature: 'error IncorrectArrayLengthException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS, 'MellowVaultAdapter.deposit'], src: a('mellow/MellowVaultAdapter.sol', 50) }],
      when: 'The `amounts` array does not have one entry per underlying token of the Mellow vault.',
      action: 'Pass one amount per vault underlying, in the vault\'s order, with 0 for assets you do not deposit.',
    },
    {
      signature: 'error NotImplementedException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'Mellow4626VaultAdapter.withdraw'], src: a('mellow/Mellow4626VaultAdapter.sol', 23) },
        { fns: [...ALL_MULTICALLS, 'Mellow4626VaultAdapter.redeem'], src: a('mellow/Mellow4626VaultAdapter.sol', 28) },
        { fns: [...ALL_MULTICALLS, 'Mellow4626VaultAdapter.redeemDiff'], src: a('mellow/Mellow4626VaultAdapter.sol', 33) },
      ],
      when: 'The function exists in the adapter\'s interface but this adapter does not support it: Mellow\'s ERC-4626 vault adapter only deposits.',
      action: 'Exit the position another way, for example by selling the vault token through a swap adapter.',
    },
    {
      signature: 'error CTokenError(uint256 errorCode)',
      raisedBy: [
        {
          fns: ['CompoundV2_CErc20Adapter.mint', 'CompoundV2_CErc20Adapter.mintDiff', 'CompoundV2_CErc20Adapter.redeem', 'CompoundV2_CErc20Adapter.redeemDiff', 'CompoundV2_CErc20Adapter.redeemUnderlying', 'CompoundV2_CEtherAdapter.mint', 'CompoundV2_CEtherAdapter.redeem'],
          src: a('compound/CompoundV2_CTokenAdapter.sol', 24),
          note: 'internal `_revertOnError`',
        },
      ],
      when: 'The Compound-style cToken returned a non-zero error code instead of reverting. `errorCode` is the cToken\'s own code.',
      action: 'Look `errorCode` up in the cToken protocol\'s error list; common causes are a paused market or too little cash in it.',
    },
  ],
};
