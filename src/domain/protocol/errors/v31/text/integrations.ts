import type { ErrorTexts } from './types';

/** A citation of integrations-v3 3.10: `cite('adapters/curve/CurveV1_Base.sol', 306, 316)` → `[CurveV1_Base.sol:306-316](src:…#L306-L316)`. */
function cite(path: string, line: number, to?: number): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `[${file}:${line}${to ? `-${to}` : ''}](src:integrations-v3@3.10/contracts/${path}#L${line}${to ? `-L${to}` : ''})`;
}
/** A citation of core-v3 3.10. */
function core(path: string, line: number, to?: number): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `[${file}:${line}${to ? `-${to}` : ''}](src:core-v3@3.10/contracts/${path}#L${line}${to ? `-L${to}` : ''})`;
}

/**
 * The errors declared in integrations-v3 v1.55.0 (adapters, their gateways and helpers, zappers), outside
 * `contracts/test`: 52 names, none declared twice with different parameters. Written from the raise sites at that tag.
 * Adapter functions are called by the credit facade inside a multicall; configuration functions are
 * `configuratorOnly` (in V3.1 the market configurator, through the credit factory's `configureAdapterFor`).
 */
const INTEGRATIONS_ERRORS: ErrorTexts = {
  // ---- Swap routers: routes and pools enabled in the adapter ----
  InvalidPathException: {
    when: 'The adapter does not allow the route, and reverts before swapping. `UniswapV2Adapter` (`swapTokensForExactTokens`, `swapExactTokensForTokens`, `swapDiffTokensForTokens`): `path` must have 2 to 4 tokens and every consecutive pair must be enabled (`isPairAllowed`). `UniswapV3Adapter` and `CamelotV3Adapter`: single-pool swaps (`exactInputSingle`, `exactDiffInputSingle`, `exactOutputSingle`, and Camelot\'s fee-on-transfer variants) need their pool enabled (`isPoolAllowed`: two tokens and fee for Uniswap, two tokens for Camelot); `exactInput`, `exactDiffInput` and `exactOutput` need a packed path of exactly 2, 3 or 4 tokens with every hop enabled. `TraderJoeRouterAdapter`: 2 to 4 tokens in `tokenPath`, `pairBinSteps` and `versions` one entry shorter, and every hop (tokens, bin step, version) enabled. `VelodromeV2RouterAdapter`: 1 to 3 routes, each (`from`, `to`, `stable`, `factory`) enabled, each starting with the token the previous one ends with.',
    action: 'Check each hop with the adapter\'s `isPairAllowed` or `isPoolAllowed` (the full lists: `supportedPairs()` or `supportedPools()`) and route only through enabled pools; the order of the two tokens within a hop does not matter. Split longer routes into several adapter calls.',
  },
  InvalidPoolKeyException: {
    when: '`UniswapV4Adapter.swapExactInputSingle` or `swapExactInputSingleDiff` was given a `poolKey` that is not enabled in the adapter. The whole key is compared: `token0`, `token1`, `fee`, `tickSpacing` and `hooks` must equal those of an enabled key.',
    action: 'Use a key returned by `supportedPoolKeys()` (check with `isPoolKeyAllowed(poolKey)`), unchanged.',
  },
  InvalidPoolException: {
    when: '`BalancerV3RouterAdapter` refused the pool because its status (`poolStatus(pool)`) does not allow the operation. Swaps (`swapSingleTokenExactIn`, `swapSingleTokenDiffIn`) need `ALLOWED`, `SWAP_ONLY` or `EXIT_AND_SWAP`; deposits (`addLiquidityUnbalanced`, `addLiquidityUnbalancedDiff`) need `ALLOWED`; exits (`removeLiquiditySingleTokenExactIn`, `removeLiquiditySingleTokenDiff`) need `ALLOWED`, `EXIT_ONLY` or `EXIT_AND_SWAP`.',
    action: 'Read `poolStatus(pool)` (or `getAllowedPools()`) and use each pool only for what its status permits.',
  },
  InvalidLengthException: {
    when: '`BalancerV3RouterAdapter.addLiquidityUnbalanced`: `exactAmountsIn` does not have one entry per token of the pool (`getTokens()` of the pool). `addLiquidityUnbalancedDiff`: `leftoverAmounts` or `minRatesRAY` does not have one entry per pool token.',
    action: 'Build the arrays with one entry per token, in the order of the pool\'s `getTokens()`.',
  },

  // ---- Pendle ----
  PairNotAllowedException: {
    when: '`PendleRouterAdapter` found the (market, token, Pendle token) triple not enabled for this direction in `isPairAllowed`. Buying PT (`swapExactTokenForPt`, `swapDiffTokenForPt`, with the market\'s PT from `readTokens()`) and adding liquidity (`addLiquiditySingleToken`, `addLiquiditySingleTokenDiff`, with the market as Pendle token) need status `ALLOWED`. Selling PT (`swapExactPtForToken`, `swapDiffPtForToken`) and removing liquidity (`removeLiquiditySingleToken`, `removeLiquiditySingleTokenDiff`) need any status but `NOT_ALLOWED`, so `EXIT_ONLY` suffices.',
    action: 'Read `isPairAllowed(market, token, pendleToken)` or `getAllowedPairs()` and use only enabled pairs in the direction their status permits.',
  },
  RedemptionNotAllowedException: {
    when: '`PendleRouterAdapter.redeemPyToToken` or `redeemDiffPyToToken` refused the redemption: the `yt` passed is not the YT of its own PT (`PT().YT() != yt`), or redeeming that PT into the output token is not enabled (`isRedemptionAllowed(tokenOut, pt)`), or the YT has not expired yet (`expiry()` is after the current block time).',
    action: 'Redeem only after expiry, into an output token with `isRedemptionAllowed(tokenOut, pt)` true (set while a PT pair for that token and PT is `ALLOWED` or `EXIT_ONLY`). Before expiry, sell PT with `swapExactPtForToken` instead.',
  },
  PendleTokenIsNotPTException: {
    when: '`PendleRouterAdapter.setPairStatusBatch` got an entry of type `PT` whose `pendleToken` is not the PT of its `market` (from `readTokens()`). The check runs for every status, including `NOT_ALLOWED`.',
    action: 'Give PT entries the market\'s own PT as `pendleToken`.',
  },
  PendleTokenNotEqualToMarketException: {
    when: '`PendleRouterAdapter.setPairStatusBatch` got an entry of type `LP` whose `pendleToken` is not its `market` address. The check runs for every status, including `NOT_ALLOWED`.',
    action: 'For LP entries set `pendleToken` to the market address itself.',
  },

  // ---- Convex ----
  UnsupportedPidException: {
    when: '`ConvexV1BoosterAdapter.deposit`, `depositDiff`, `withdraw` or `withdrawDiff` was called with a `pid` that is not in `getSupportedPids()`.',
    action: 'Use a pid from `getSupportedPids()`. A pid becomes supported once a `ConvexV1BaseRewardPoolAdapter` for its reward pool (a pool whose `operator()` is this booster) is among the credit configurator\'s `allowedAdapters()` and the configurator has then run `updateSupportedPids()`.',
  },

  // ---- Phantom tokens ----
  IncorrectStakedPhantomTokenException: {
    when: 'An adapter\'s phantom-token function got a token it does not handle. `ConvexV1BaseRewardPoolAdapter` and `StakingRewardsAdapter` (`depositPhantomToken`, `withdrawPhantomToken`), `UpshiftVaultAdapter` and `InfinifiUnwindingGatewayAdapter` (`withdrawPhantomToken`): `token` is not the adapter\'s own phantom token (`stakedPhantomToken`, `infinifiUnwindingPhantomToken`). `KelpLRTWithdrawalManagerAdapter.withdrawPhantomToken`: the output token mapped to `token` is not allowed. `MidasRedemptionVaultAdapter.withdrawPhantomToken`: the output token mapped to `token` is not the output token of the account\'s current request at the gateway (`getCurrentRequestTokenOut`, `address(0)` when there is no active request, so a registered phantom token reverts then too). The facade reaches `withdrawPhantomToken` for `withdrawCollateral` and `partiallyLiquidateCreditAccount` of a phantom token. `KelpLRTWithdrawalManagerAdapter.setTokensOutBatchStatus` raises it too, when an allowed entry\'s `phantomToken.tokenOut()` is not its `tokenOut`.',
    action: 'Pass the phantom token that belongs to the adapter (`stakedPhantomToken()`, `infinifiUnwindingPhantomToken()`, Kelp\'s `getPhantomTokensForAllowedTokensOut()`). For Midas, withdraw the phantom token of the output token you requested.',
  },

  // ---- Kelp ----
  AssetNotAllowedException: {
    when: '`KelpLRTDepositPoolAdapter.depositAsset` or `depositAssetDiff` was called with an `asset` that is not in the adapter\'s `allowedAssets()`. The argument is that asset.',
    action: 'Deposit only an asset listed by `allowedAssets()`.',
  },
  IncorrectArrayLengthException: {
    when: '`KelpLRTDepositPoolAdapter.setAssetStatusBatch(assets, allowed)` or `MidasIssuanceVaultAdapter.setTokenAllowedStatusBatch(tokens, allowed)` got two arrays of different lengths.',
    action: 'Pass one `allowed` flag per address.',
  },
  TokenNotAllowedException: {
    when: 'The adapter does not allow the token. `KelpLRTWithdrawalManagerAdapter.initiateWithdrawal`, `initiateWithdrawalDiff`, `completeWithdrawal`: `asset` is not in `getAllowedTokensOut()`. `MidasIssuanceVaultAdapter.depositInstant`, `depositInstantDiff`: `tokenIn` is not allowed (`isTokenAllowed`). `MidasRedemptionVaultAdapter.redeemInstant`, `redeemInstantDiff`: `tokenOut` is not allowed; `redeemRequest`: `tokenOut` is not allowed or has no phantom token configured. Same signature, hence same selector, as core-v3\'s `TokenNotAllowedException()`, which the credit manager raises for a token that is not collateral.',
    action: 'Use a token the adapter lists (`getAllowedTokensOut()`, `allowedTokens()`); for Midas requests, an output token with a phantom token in `allowedPhantomTokens()`. If the revert came from a core contract instead, the token is not a collateral token of the credit manager.',
  },
  TooManyRequestsException: {
    when: '`KelpLRTWithdrawer.initiateWithdrawal`, reached from `KelpLRTWithdrawalManagerAdapter.initiateWithdrawal` or `initiateWithdrawalDiff` through the gateway, found 5 or more requests for that asset already recorded for the credit account\'s withdrawer (`end - start` of Kelp\'s `userAssociatedNonces`).',
    action: 'Complete matured withdrawals with `completeWithdrawal` before starting new ones.',
  },
  NotEnoughToClaimException: {
    when: '`KelpLRTWithdrawer.completeWithdrawal(asset, amount)`, reached from the adapter\'s `completeWithdrawal` or `withdrawPhantomToken`, holds less than `amount` of `asset` after completing every request Kelp reports as unlocked. When requests were completed in this call, a shortfall under 100 units is absorbed by lowering `amount` to the balance.',
    action: 'Claim at most `getClaimableAssetAmount(creditAccount, asset)` of the gateway; amounts still pending become claimable only after Kelp unlocks them.',
  },
  IncorrectETHSenderException: {
    when: 'ETH was sent to a `KelpLRTWithdrawer` by an address other than the Kelp withdrawal manager it was built for; the withdrawer accepts ETH only from that manager and wraps it into WETH.',
    action: 'Do not send ETH to withdrawers; claims go through the adapter\'s `completeWithdrawal`.',
  },
  CallerNotGatewayException: {
    when: 'A gateway\'s helper was called by an address other than that gateway: `KelpLRTWithdrawer.setAccount`, `initiateWithdrawal`, `completeWithdrawal`, or `SecuritizeRedeemer.setAccount`, `redeem`, `claim`. Each gateway deploys a master helper and clones it (Kelp once per account, Securitize once per redemption), and only that gateway may call them.',
    action: 'Do not call withdrawers or redeemers directly; go through the gateway (`KelpLRTWithdrawalManagerGateway`, `SecuritizeRedemptionGateway`), from a credit account through its adapter.',
  },

  // ---- Mellow ----
  VaultNotAllowedException: {
    when: '`MellowWrapperAdapter.deposit` or `depositDiff` was called with a `vault` that is not in the adapter\'s `allowedVaults()`. The argument (named `asset` in the declaration) is that vault.',
    action: 'Deposit only into a vault listed by `allowedVaults()`.',
  },
  MultiVaultNotAllowedException: {
    when: '`MellowClaimerAdapter.multiAccept` or `multiAcceptAndClaim`: `multiVault` is not in `allowedMultiVaults()`. `withdrawPhantomToken(token, amount)`: the vault mapped to `token` is not allowed (the token was never registered, or its vault was disallowed); the facade reaches this for `withdrawCollateral` and `partiallyLiquidateCreditAccount` of a Mellow withdrawal phantom token.',
    action: 'Use a vault from `allowedMultiVaults()`, and its registered phantom token (`phantomTokenToMultiVault`).',
  },
  InsufficientClaimedException: {
    when: '`MellowClaimerAdapter.multiAcceptAndClaim(..., maxAssets)` or `withdrawPhantomToken(token, amount)` received too little: the requested amount is at least 100 units and the credit account\'s balance of the vault\'s `asset()` rose by less than the requested amount minus 100.',
    action: 'Request no more than is claimable now; the withdrawal phantom token\'s `balanceOf` also counts assets still pending in the withdrawal queues.',
  },
  InvalidMultiVaultException: {
    when: 'The Mellow withdrawal phantom token belongs to another vault: its `multiVault()` differs from the vault passed to the `Mellow4626VaultAdapter` constructor, or from the `multiVault` of an allowed entry in `MellowClaimerAdapter.setMultiVaultStatusBatch`.',
    action: 'Pair each vault with the `MellowWithdrawalPhantomToken` deployed for it.',
  },
  InvalidStakedPhantomTokenException: {
    when: '`MellowClaimerAdapter.setMultiVaultStatusBatch`: for an allowed entry, the phantom token\'s `getPhantomTokenInfo()` returns a claimer other than the adapter\'s `targetContract`, or an underlying other than the vault\'s `asset()`.',
    action: 'Register a phantom token whose `claimer()` is this adapter\'s claimer contract and whose underlying is the vault asset (the owner can change its claimer with `setClaimer`).',
  },
  SubvaultClaimerMismatchException: {
    when: '`MellowWithdrawalPhantomToken.setClaimer(newClaimer)` (owner only) found a subvault of the vault with a withdrawal queue whose queue reports a `claimer()` other than `newClaimer`. `InfinifiUnwindingPhantomToken` declares the same error but never raises it.',
    action: 'Set the claimer only to the address every subvault withdrawal queue uses.',
  },

  // ---- Midas ----
  PhantomTokenTokenOutMismatchException: {
    when: '`MidasRedemptionVaultAdapter.setTokenAllowedStatusBatch`: an entry with `allowed` set and a non-zero `phantomToken` whose `tokenOut()` is not the entry\'s `token`.',
    action: 'Give each output token the `MidasRedemptionVaultPhantomToken` deployed for that output token, or `address(0)` for none.',
  },
  ZeroAmountException: {
    when: '`MidasRedemptionVaultGateway.requestRedeem` with `amountMTokenIn` 0, or `withdraw` with `amount` 0. Reached through `MidasRedemptionVaultAdapter.redeemRequest`, `withdraw` and `withdrawPhantomToken`.',
    action: 'Pass a non-zero amount.',
  },
  HasPendingRedemptionException: {
    when: '`MidasRedemptionVaultGateway.requestRedeem`, reached from `MidasRedemptionVaultAdapter.redeemRequest`, was called for an account that already has an active request. A request stays active until `withdraw` has taken all of it.',
    action: 'Withdraw the current request in full first (the adapter\'s `withdraw`, or withdrawing its phantom token), or use `redeemInstant`.',
  },
  NoPendingRedemptionException: {
    when: '`MidasRedemptionVaultGateway.withdraw` (from the adapter\'s `withdraw` or `withdrawPhantomToken`) or `clearCancelledRequest(account, amount)` found no active request for the account.',
    action: 'Request a redemption first with `redeemRequest`; check `pendingRedemptions(account)` before withdrawing.',
  },
  InvalidRequestException: {
    when: '`MidasRedemptionVaultGateway.withdraw`: Midas\'s `redeemRequests(requestId)` for the request recorded for the caller names a `sender` other than the gateway.',
    action: 'The gateway\'s record does not match Midas; every withdrawal of this request reverts the same way. Report it to the market\'s curator.',
  },
  RedemptionNotFulfilledException: {
    when: '`MidasRedemptionVaultGateway.withdraw`: the caller\'s Midas request has a `status` other than `1` and was not cleared with `clearCancelledRequest`.',
    action: 'Wait until Midas processes the request, then withdraw. A request with `status` `2`, the state `clearCancelledRequest` treats as cancelled, can be completed by anyone who supplies the output tokens through `clearCancelledRequest`.',
  },
  AmountExceedsAvailableException: {
    when: '`MidasRedemptionVaultGateway.withdraw(amount)` asked for more than the request still holds: the stored `remainder` after a partial withdrawal or a manual clearing, otherwise `amountMTokenIn * mTokenRate / tokenOutRate` converted to the output token\'s decimals.',
    action: 'Withdraw at most the phantom token\'s `balanceOf(creditAccount)`, which is the gateway\'s `pendingTokenOutAmount` for that output token.',
  },
  RequestNotCancelledOrManuallyClearedException: {
    when: '`MidasRedemptionVaultGateway.clearCancelledRequest(account, amount)`: the account\'s Midas request does not have `status` `2`, or it was already cleared manually.',
    action: 'Call it only once per request, and only while the request\'s Midas `status` is `2`.',
  },
  AmountIsLessThanRequiredException: {
    when: '`MidasRedemptionVaultGateway.clearCancelledRequest(account, amount)`: `amount` is below what the cancelled request was projected to pay, `amountMTokenIn * mTokenRate / tokenOutRate` in the output token\'s decimals.',
    action: 'Supply at least that amount; the gateway pulls `amount` of the output token from the caller, so approve it first.',
  },

  // ---- Infinifi ----
  LockedTokenNotAllowedException: {
    when: 'The locked token for `unwindingEpochs` (the adapter\'s `unwindingEpochToLockedToken`) is not allowed. Raised by `InfinifiGatewayAdapter.createPosition` and `createPositionDiff` (the latter only when the iUSD balance exceeds `leftoverAmount`) and by `InfinifiUnwindingGatewayAdapter.startUnwinding`.',
    action: 'Use an epoch count whose locked token is in the adapter\'s `getAllowedLockedTokens()` (see `lockedTokenToUnwindingEpoch`).',
  },
  LockedTokenUnwindingEpochsMismatchException: {
    when: '`setLockedTokenBatchStatus` of `InfinifiGatewayAdapter` or `InfinifiUnwindingGatewayAdapter`: for some entry, Infinifi\'s locking controller `shareToken(unwindingEpochs)` is not `lockedToken`. Checked for entries being disallowed too.',
    action: 'Pair each locked token with the epoch count the locking controller assigns to it.',
  },
  InsufficientSharesException: {
    when: '`InfinifiUnwindingGateway.startUnwinding(shares, unwindingEpochs)`, reached from `InfinifiUnwindingGatewayAdapter.startUnwinding`, got fewer than `1e18` shares (`MIN_UNWINDING_SHARES`).',
    action: 'Unwind at least `1e18` shares of the locked token.',
  },
  MoreThanOneUnwindingPerBlockException: {
    when: '`InfinifiUnwindingGateway.startUnwinding` was called when `block.timestamp` equals the gateway\'s `lastUnwindingTimestamp`. The limit is one unwinding per timestamp for the whole gateway, whoever started the earlier one.',
    action: 'Retry in a later block.',
  },
  UserAlreadyUnwindingException: {
    when: '`InfinifiUnwindingGateway.startUnwinding`: the caller (the credit account) already has an unwinding position. A position ends only when a `withdraw` leaves at most 1 unit of its assets unclaimed.',
    action: 'Withdraw the current position in full after it becomes claimable, then start a new one (`getUserUnwindingData(creditAccount)` shows it).',
  },
  UserNotUnwindingException: {
    when: '`InfinifiUnwindingGateway.withdraw`, reached from `InfinifiUnwindingGatewayAdapter.withdraw` or `withdrawPhantomToken`, found no unwinding position for the caller.',
    action: 'Start unwinding first with `startUnwinding`.',
  },
  UnwindingNotClaimableException: {
    when: '`InfinifiUnwindingGateway.withdraw`: the block time is before the position\'s claimable time, `toEpoch * 1 weeks + 3 days`, where `toEpoch` comes from Infinifi\'s unwinding module for this position.',
    action: 'Wait until that time, then withdraw.',
  },
  InsufficientPendingAssetsException: {
    when: '`InfinifiUnwindingGateway.withdraw(amount)` asked for more iUSD than the caller\'s position has left: the iUSD the gateway received when it withdrew the position from Infinifi, minus what was already taken.',
    action: 'Withdraw at most `getPendingAssets(creditAccount)` (the unwinding phantom token\'s `balanceOf`).',
  },

  // ---- Securitize ----
  MaxUnclaimedRedeemersPerAccountException: {
    when: '`SecuritizeRedemptionGateway.redeem`, reached from `SecuritizeRedemptionGatewayAdapter.redeem` or `redeemDiff`, found that the account already has 10 unclaimed redeemers; each redemption creates a new one.',
    action: 'Claim redeemers whose stablecoins have arrived with the adapter\'s `claim(redeemers)`, which removes them from `getUnclaimedRedeemers(creditAccount)`.',
  },
  RedeemerNotOwnedByAccountException: {
    when: '`SecuritizeRedemptionGateway.claim(redeemers)`, reached from the adapter\'s `claim`: one of `redeemers` is not among the caller\'s redeemers (`getRedeemers`).',
    action: 'Pass only redeemers listed by `getRedeemers(creditAccount)`.',
  },
  RedeemerTransferNotAllowedException: {
    when: '`SecuritizeRedemptionGateway.transferRedeemer(redeemer, newAccount)`, reached from the adapter\'s `transferRedeemer`: the gateway\'s transfer master reports `isTransferAllowed()` false, or `redeemer` is not among the caller\'s unclaimed redeemers. When the transfer master is `SecuritizeLiquidator`, its `isTransferAllowed` is true only while its `liquidatePendingRedemption` runs.',
    action: 'Redeemers move only as part of `SecuritizeLiquidator.liquidatePendingRedemption`; do not call `transferRedeemer` in an ordinary multicall.',
  },
  NewAccountNotRegisteredException: {
    when: '`SecuritizeRedemptionGateway.transferRedeemer`: `newAccount` is not a wallet in Securitize\'s registry service (`isWallet`). In `SecuritizeLiquidator.liquidatePendingRedemption` the new account is the caller.',
    action: 'Liquidate pending redemptions from an address registered as a Securitize wallet.',
  },
  UnknownCreditAccountException: {
    when: '`SecuritizeLiquidator.liquidatePendingRedemption`: the Securitize RWA factory does not recognise `creditAccount` (`isCreditAccount` returns false).',
    action: 'Use this liquidator only for accounts that the factory\'s `isCreditAccount` recognises; liquidate other accounts through the credit facade.',
  },
  NotValidGatewayException: {
    when: '`SecuritizeLiquidator.liquidatePendingRedemption`: the `redemptionGateway`\'s `transferMaster()` is not this liquidator, or the account\'s credit manager has no adapter for the gateway (`contractToAdapter`).',
    action: 'Pass the redemption gateway that the account\'s credit manager has an adapter for and whose transfer master is this liquidator.',
  },
  AccountHasSufficientLiquidityException: {
    when: '`SecuritizeLiquidator.liquidatePendingRedemption`: the account\'s liquid funds cover its debt. These are the stablecoins already held by its unclaimed redeemers plus its own underlying and stablecoin balances, scaled by the manager\'s `liquidationDiscount` (in bps); the revert happens when this is at least the total debt.',
    action: 'Do not take over its pending redemptions; if the account is liquidatable, liquidate it through the credit facade.',
  },
  StableCoinIsNotConvertibleException: {
    when: '`SecuritizeLiquidator.liquidatePendingRedemption`: the credit manager\'s underlying, read as an ERC-4626 vault, has an `asset()` other than the gateway\'s `stableCoinToken()`.',
    action: 'This liquidator serves only markets whose underlying is an ERC-4626 vault over the redemption stablecoin.',
  },
  AlreadyRedeemedException: {
    when: '`SecuritizeRedeemer.redeem` was called on a redeemer whose `alreadyRedeemed` is true. Only the gateway may call it, and `SecuritizeRedemptionGateway.redeem` clones a new redeemer for every redemption.',
    action: 'Not expected through the adapter\'s `redeem` or `redeemDiff`; if it appears, report it to the market\'s curator.',
  },
  InvalidRedemptionGatewayException: {
    when: 'Deploying `SecuritizeRedemptionGatewayAdapter`: the redemption phantom token\'s `redemptionGateway()` is not the adapter\'s target gateway.',
    action: 'Deploy the adapter with the phantom token built for the same gateway.',
  },

  // ---- Uniswap V4 gateway ----
  UnexpectedETHTransferException: {
    when: 'ETH was sent to `UniswapV4Gateway` by an address other than the Uniswap V4 pool manager or WETH.',
    action: 'Do not send ETH to the gateway; swaps go through `UniswapV4Adapter`, and ETH legs use WETH on the credit account.',
  },

  // ---- Zappers ----
  IncompatibleAssetException: {
    when: 'Deploying `ERC4626Zapper(pool, vault)` or `StakedERC4626Zapper(pool, farmingPool)`: the vault\'s `asset()` is not the pool\'s underlying token. For the staked zapper the vault is the farming pool\'s `stakingToken()`.',
    action: 'Deploy the zapper only for a vault whose asset is the pool\'s `underlyingToken()`.',
  },
};

/**
 * String reverts (`Error(string)`) raised in integrations-v3 v1.55.0 outside `contracts/test`, keyed by the exact
 * quoted message: gateways (Balancer V3 router, Curve stETH, Fluid ETH, Upshift vault), the Curve adapters' estimate
 * view, and the copied `BytesLib` library. Several cannot be met through a credit account; their text says so.
 */
const INTEGRATIONS_MESSAGES: ErrorTexts = {
  // ---- Balancer V3 router gateway ----
  '"BalanceV3RouterGateway: amounts array length mismatch"': {
    when: `\`BalancerV3RouterGateway.addLiquidityUnbalanced\` got an \`exactAmountsIn\` whose length differs from the number of tokens the pool's \`getTokens()\` returns (the message spells the contract \`BalanceV3RouterGateway\`). \`BalancerV3RouterAdapter.addLiquidityUnbalanced\` compares the same lengths first and reverts with \`InvalidLengthException\`, and \`addLiquidityUnbalancedDiff\` builds the array with one entry per pool token (${cite('adapters/balancer/BalancerV3RouterAdapter.sol', 130, 132)}, ${cite('adapters/balancer/BalancerV3RouterAdapter.sol', 152, 159)}), so through a credit account this message is not expected: it comes from a direct call to the gateway.`,
    action: 'Pass one amount per pool token, in the order of the pool\'s `getTokens()`; put 0 for tokens you do not add (the gateway skips them).',
  },

  // ---- Curve adapters and the stETH pool gateway ----
  '"calc_token_amount reverted"': {
    when: `The view \`calc_add_one_coin(amount, i)\` of a Curve adapter (any adapter built on \`CurveV1AdapterBase\`: 2, 3 and 4 coins, StableNG, stETH) asked the target pool for \`calc_token_amount\` with \`amount\` at index \`i\` and 0 elsewhere, first with the deposit flag \`true\`, then in the one-argument form, and neither call succeeded with return data (${cite('adapters/curve/CurveV1_Base.sol', 306, 316)}, ${cite('adapters/curve/CurveV1_Base.sol', 429, 438)}). An \`i\` past the pool's coins fails before that, with a \`Panic\` on the array index.`,
    action: 'Call the pool\'s own `calc_token_amount` with the same amounts to see why it fails. The function is a view that only estimates; no integrations-v3 contract calls it.',
  },
  '"Incorrect i,j parameters"': {
    when: `\`CurveV1StETHPoolGateway.exchange(int128 i, int128 j, dx, min_dy)\` was called with a pair other than \`(0, 1)\` (WETH to stETH) or \`(1, 0)\` (stETH to WETH). \`CurveV1AdapterStETH\`'s \`exchange\` (both index types) and \`exchange_diff\` pass their indices on to it. An input index other than 0 or 1 is refused before that: the adapter maps it to the zero address, which the credit manager will not approve (\`TokenNotAllowedException\`, ${cite('adapters/curve/CurveV1_Base.sol', 441, 446)}, ${core('credit/CreditManagerV3.sol', 948, 953)}), so through the adapter the message means \`i\` is 0 or 1 and \`j\` is not the other index.`,
    action: 'Use `i = 0, j = 1` to sell WETH for stETH, or `i = 1, j = 0` to sell stETH for WETH.',
  },
  '"Incorrect token index"': {
    when: `\`CurveV1StETHPoolGateway.coins(i)\` was asked for an index other than 0 (\`token0\`, WETH) or 1 (\`token1\`, stETH). \`coins(int128 i)\` converts \`i\` and calls it, so negative indices end here too. No integrations-v3 contract asks for another index: the stETH adapter's constructor reads indices 0 and 1 only (${cite('adapters/curve/CurveV1_Base.sol', 75, 80)}).`,
    action: 'The gateway has two coins: read index 0 or 1.',
  },

  // ---- BytesLib (contracts/integrations/uniswap/BytesLib.sol) ----
  '"slice_outOfBounds"': {
    when: `\`BytesLib.slice(bytes, start, length)\` was asked for bytes past the end of the array (\`bytes.length < start + length\`). At this tag only the \`Path\` library in \`contracts/integrations/uniswap/Path.sol\` calls \`slice\` (${cite('integrations/uniswap/Path.sol', 51, 60)}), and no contract outside \`contracts/test\` imports that library, so no integrations-v3 contract raises it.`,
    action: 'Nothing to change on the Gearbox side. If a transaction reverts with this message, look in its trace for the contract that raised it.',
  },
  '"slice_overflow"': {
    when: `\`BytesLib.slice\` requires \`length + 31 >= length\`, which cannot be false in Solidity 0.8 or later (the library asks for it, ${cite('integrations/uniswap/BytesLib.sol', 9)}): an overflowing \`length + 31\` reverts with \`Panic(0x11)\` before the comparison. No integrations-v3 contract outside \`contracts/test\` calls \`slice\` either (only the unused \`Path\` library does).`,
    action: 'Nothing to change on the Gearbox side. If a transaction reverts with this message, look in its trace for the contract that raised it.',
  },
  '"toAddress_outOfBounds"': {
    when: `\`BytesLib.toAddress(bytes, start)\` was asked for 20 bytes past the end of the array (\`bytes.length < start + 20\`). Apart from the unused \`Path\` library, its callers are the \`_validatePath\` helpers of \`UniswapV3Adapter\` and \`CamelotV3Adapter\`, which accept only paths of exactly 2, 3 or 4 tokens (43, 66 or 89 bytes for Uniswap, 40, 60 or 80 for Camelot) and read inside them (${cite('adapters/uniswap/UniswapV3.sol', 270, 292)}, ${cite('adapters/camelot/CamelotV3Adapter.sol', 310, 329)}), so the adapters cannot raise it.`,
    action: 'Not expected from the adapters: a path of another length or through a pool that is not enabled fails with `InvalidPathException`. If a transaction reverts with this message, look in its trace for the contract that raised it.',
  },
  '"toUint24_outOfBounds"': {
    when: `\`BytesLib.toUint24(bytes, start)\` was asked for 3 bytes past the end of the array (\`bytes.length < start + 3\`). Apart from the unused \`Path\` library, its only caller is \`UniswapV3Adapter\`'s \`_validatePath\`, which reads fees at byte offsets 20, 43 and 66 only after requiring a path of exactly 43, 66 or 89 bytes, and the later offsets only in the longer paths (${cite('adapters/uniswap/UniswapV3.sol', 270, 292)}), so the adapter cannot raise it.`,
    action: 'Not expected from the adapter: a path of another length or through a pool that is not enabled fails with `InvalidPathException`. If a transaction reverts with this message, look in its trace for the contract that raised it.',
  },
  '"toUint24_overflow"': {
    when: `\`BytesLib.toUint24\` requires \`start + 3 >= start\`, which cannot be false in Solidity 0.8 or later (the library asks for it, ${cite('integrations/uniswap/BytesLib.sol', 9)}): an overflowing \`start + 3\` reverts with \`Panic(0x11)\` before the comparison.`,
    action: 'Nothing to change on the Gearbox side. If a transaction reverts with this message, look in its trace for the contract that raised it.',
  },

  // ---- Fluid DEX ETH gateway ----
  '"Pool does not contain ETH"': {
    when: 'Deploying `FluidDexETHGateway(pool, weth)`: neither `token0` nor `token1` of the pool\'s `constantsView()` is the native ETH placeholder the gateway compares with (its `ETH` constant, `0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`).',
    action: `Deploy the gateway only for a Fluid DEX pool with native ETH on one side. A pool of two ERC-20 tokens needs no gateway: \`FluidDexAdapter\` takes the pool itself as its target and reads both tokens from it (${cite('adapters/fluid/FluidDexAdapter.sol', 28, 36)}).`,
  },

  // ---- Upshift vault gateway: one pending redemption per address ----
  '"UpshiftVaultGateway: user has a pending redeem"': {
    when: `\`UpshiftVaultGateway.requestRedeem(shares)\` was called by an address whose \`pendingRedeems(caller).assets\` is not 0: a redemption it requested earlier through the gateway has not been claimed in full (a partial \`claim\` leaves the rest pending). From a credit account it comes through \`UpshiftVaultAdapter.requestRedeem\` or \`requestRedeemDiff\` (${cite('adapters/upshift/UpshiftVaultAdapter.sol', 49, 73)}).`,
    action: 'Claim all of the pending assets first (`pendingAssetsOf(account)` on the gateway, which is also the account\'s balance of the withdrawal phantom token) once they are claimable, then request again.',
  },
  '"UpshiftVaultGateway: user does not have a pending redeem"': {
    when: `\`UpshiftVaultGateway.claim(amount)\` was called by an address whose \`pendingRedeems(caller).assets\` is 0: it never requested a redemption through the gateway, or has claimed it all. From a credit account it comes through \`UpshiftVaultAdapter.claim\` or \`withdrawPhantomToken\` (${cite('adapters/upshift/UpshiftVaultAdapter.sol', 79, 94)}); the credit facade calls the latter when a \`withdrawCollateral\` or a \`partiallyLiquidateCreditAccount\` takes the withdrawal phantom token (${core('credit/CreditFacadeV3.sol', 762)}, ${core('credit/CreditFacadeV3.sol', 421)}).`,
    action: 'Request a redemption first (`requestRedeem`); check `pendingAssetsOf(account)` before claiming.',
  },
  '"UpshiftVaultGateway: amount is greater than the pending redeem"': {
    when: `\`UpshiftVaultGateway.claim(amount)\`: \`amount\` is above the caller's pending assets (\`pendingRedeems(caller).assets\`, not 0). From a credit account it comes through \`UpshiftVaultAdapter.claim\` or \`withdrawPhantomToken\`, as when there is no pending redemption.`,
    action: `Claim at most \`pendingAssetsOf(account)\`, which the withdrawal phantom token reports as the account's balance (${cite('helpers/upshift/UpshiftVaultWithdrawalPhantomToken.sol', 41, 43)}).`,
  },
  '"UpshiftVaultGateway: redeem is not claimable yet"': {
    when: `\`UpshiftVaultGateway.claim(amount)\` ran before the \`claimableTimestamp\` that the vault returned when the redemption was requested (stored in \`pendingRedeems(caller)\`). The withdrawal phantom token counts the pending assets from the request on (${cite('helpers/upshift/UpshiftVaultWithdrawalPhantomToken.sol', 41, 43)}), so withdrawing or seizing that token (the adapter's \`withdrawPhantomToken\`) before then reverts with this message too.`,
    action: 'Wait until `block.timestamp` reaches `pendingRedeems(account).claimableTimestamp` (the first field of the gateway\'s public getter), then claim.',
  },
};

export const INTEGRATIONS_TEXT: ErrorTexts = { ...INTEGRATIONS_ERRORS, ...INTEGRATIONS_MESSAGES };
