/**
 * When and what to do for the V3.1 core errors (core-v3 v1.53.0, all declared in contracts/interfaces/IExceptions.sol),
 * written from their raise sites (see ./types.ts for the keys). The raise sites themselves are listed on the page from
 * the extract; a citation here (`src:` link) backs a fact the raise site alone does not show.
 */
import type { ErrorTexts } from './types';

/** A citation of core-v3 3.10: `cite('credit/CreditFacadeV3.sol', 210)` → `[CreditFacadeV3.sol:210](src:…#L210)`. */
function cite(path: string, line: number, to?: number): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `[${file}:${line}${to ? `-${to}` : ''}](src:core-v3@3.10/contracts/${path}#L${line}${to ? `-L${to}` : ''})`;
}
const facade = (line: number, to?: number) => cite('credit/CreditFacadeV3.sol', line, to);
const manager = (line: number, to?: number) => cite('credit/CreditManagerV3.sol', line, to);
const constants = (line: number) => cite('libraries/Constants.sol', line);
const multicallPermissions = (line: number, to?: number) => cite('interfaces/ICreditFacadeV3Multicall.sol', line, to);

/** Governance-only calls: in a market deployed by a market configurator, the ACL's one configurator is its owner. */
const CONFIGURATOR_ONLY =
  'Not for integrators. A market configurator deploys its market\'s ACL with itself as owner ([MarketConfigurator.sol:173-178](src:permissionless/contracts/market/MarketConfigurator.sol#L173-L178)), and that ACL reports only its owner as configurator ([ACL.sol:39-40](src:permissionless/contracts/market/ACL.sol#L39-L40)): in such a market these calls come from the curator, through the market configurator.';

export const CORE_TEXT: ErrorTexts = {
  // Messages (`Error(string)`), keyed by the quoted message.
  '"Pausable: paused"': {
    when: `\`liquidateCreditAccount\` or \`partiallyLiquidateCreditAccount\` was called while the credit facade is paused, by an address without the \`EMERGENCY_LIQUIDATOR\` role in the ACL (${facade(147, 150)}). The facade's other account functions (\`openCreditAccount\`, \`closeCreditAccount\`, \`multicall\`, \`botMulticall\`) revert with this same message while it is paused, for every caller, emergency liquidators included: they use OpenZeppelin's \`whenNotPaused\` (${facade(214)}, ${facade(256)}, ${facade(453)}, ${facade(472)}). So do a paused pool's deposits, withdrawals and share transfers.`,
    action: 'Wait until the facade is unpaused (`paused()` returns false). While it is paused, only emergency liquidators can liquidate.',
  },
  '"ReentrancyGuard: reentrant call"': {
    when: `A function under the \`nonReentrant\` modifier of core's \`ReentrancyGuardTrait\` was called again before it returned (${cite('traits/ReentrancyGuardTrait.sol', 36, 38)}). In core, the credit facade, the credit manager, the pool and GEAR staking use it; contracts of other repositories inherit it too (two integrations-v3 gateways, periphery-v3's account migrator bot). In a multicall this happens when a contract the account calls (an adapter's target, or a token during a transfer) calls back into the facade or the credit manager.`,
    action: 'Remove the call that re-enters: the target protocol or token in your multicall calls back into Gearbox, which is not allowed.',
  },
  ActiveCreditAccountNotSetException: {
    when: `\`CreditManagerV3.getActiveCreditAccountOrRevert\` found no active credit account. Adapters read it to learn the account they act for, directly and through the credit manager's \`approveCreditAccount\` and \`execute\`. The credit facade sets the active account at the first adapter call of a multicall (${facade(826)}) and unsets it when the multicall ends (${facade(620)}), so the error means an adapter reached the credit manager outside a multicall, or the view was read outside one.`,
    action: 'Call adapters only as calls of a credit facade multicall (`multicall`, `botMulticall`, `openCreditAccount`, `closeCreditAccount`, `liquidateCreditAccount`), never directly.',
  },
  ActiveCreditAccountOverridenException: {
    when: '`CreditManagerV3.setActiveCreditAccount` was asked to set an active credit account while another one is still active. Only the credit facade calls it: at the first adapter call of a multicall or of a phantom token withdrawal, and to unset it afterwards.',
    action: 'Not expected from the deployed facade, which unsets the active account at the end of each multicall. If you see it, report the transaction to the market\'s curator.',
  },
  AdapterIsNotRegisteredException: {
    when: '`CreditConfiguratorV3.forbidAdapter` was called for an adapter that the credit manager does not have (`adapterToContract(adapter)` is zero).',
    action: CONFIGURATOR_ONLY,
  },
  AddressIsNotContractException: {
    when: 'An address that must be a contract has no code; the argument is that address. Core raises it when a price feed is set in `PriceOracleV3` (for the token on its first feed, and for the feed), when the credit configurator adds a collateral token, allows or forbids an adapter (for the adapter and its target contract), sets a loss policy, or checks a new credit facade or credit configurator, and in the constructors of contracts with an ACL or a contracts register, in any repository. The price feed validation that raises it also runs in the permissionless price feed store (`addPriceFeed`, `setStalenessPeriod`) and in the constructors of oracles-v3 price feeds built on other feeds.',
    action: 'Configuration and deployment only: check the address in the argument. For integrators it appears only when simulating governance calls.',
  },
  AddressNotFoundException: {
    when: 'Declared in core-v3 3.10, but no production contract of the pinned V3.1 sources raises it. V3.0\'s `AddressProviderV3` raised it ([AddressProviderV3.sol:43](src:core-v3/contracts/core/AddressProviderV3.sol#L43)); the V3.1 address provider is in the permissionless repository and raises its own `AddressNotFoundException(bytes32 key, uint256 ver)`, a different selector.',
    action: 'If you decoded this selector, the revert came from a V3.0 address provider: check which address provider your code reads. For V3.1, look up keys in the permissionless address provider.',
  },
  AllowanceFailedException: {
    when: `A credit account could not approve a token to a spender. \`CreditAccountHelper.safeApprove\` first tries the approval; if the token returns \`false\` or reverts, it sets the allowance to 0 and tries again, and this error is raised when one of those two later calls fails (${cite('libraries/CreditAccountHelper.sol', 25, 29)}). In a multicall, adapters make these approvals through \`CreditManagerV3.approveCreditAccount\`, for their target contract.`,
    action: 'The token refuses the approval (paused, blocklisted spender or account, or a non-standard `approve`). Check the token\'s own rules for the credit account and the adapter\'s target contract.',
  },
  AmountCantBeZeroException: {
    when: `An amount is zero where the call needs a positive one: in a multicall, \`addCollateral\` or \`addCollateralWithPermit\` with amount 0, \`increaseDebt\` or \`decreaseDebt\` with amount 0, \`updateQuota\` with \`quotaChange\` 0, or \`withdrawCollateral\` whose amount is 0 — including \`type(uint256).max\` on a balance of 0 or 1, since the facade then withdraws the balance minus one (${facade(750, 760)}). A partial liquidation raises it when the underlying it receives, less the liquidation fee, is 0. In \`PoolV3\`, a deposit, mint, withdrawal or redemption whose assets or shares come out as 0.`,
    action: 'Drop the call or pass a positive amount. For a pool, deposit or withdraw enough that the converted shares and assets are not rounded to zero (check with `previewDeposit`, `previewRedeem` and the other previews).',
  },
  BalanceLessThanExpectedException: {
    when: `A balance check of a multicall failed; the argument is the first token whose balance is too low. The expected balances are the credit account's balances at \`storeExpectedBalances\` plus the deltas given there; they are compared at \`compareBalances\`, or at the end of the multicall when no \`compareBalances\` came after them (${facade(614, 618)}). In V3.0 this error had no parameter.`,
    action: 'The calls between storing and comparing produced less of the token than you required: usually slippage in an adapter call, or a price moved. Simulate again and widen your deltas or the calls\' own limits. The token in the argument tells you which leg fell short.',
  },
  BorrowAmountOutOfLimitsException: {
    when: `After \`increaseDebt\`, the account's debt principal is below \`minDebt\` or above \`maxDebt\` of the facade's \`debtLimits\`; or after \`decreaseDebt\`, it is above zero but below \`minDebt\` (${facade(949, 964)}). Repaying the whole debt is always allowed. A partial liquidation repays through the same check, so it cannot leave a debt between zero and \`minDebt\` either.`,
    action: 'Read `debtLimits()` on the credit facade and keep the debt principal within `[minDebt, maxDebt]`, or repay it fully. Interest is not part of the principal checked here.',
  },
  BorrowedBlockLimitException: {
    when: `The credit manager's borrowing through this facade in this block would exceed \`maxDebtPerBlockMultiplier * maxDebt\` (${facade(926, 940)}). The multiplier starts at 2 (${facade(113)}, ${constants(27)}); \`type(uint8).max\` turns the check off, and 0 stops all borrowing: the facade sets it to 0 after a liquidation with loss (${facade(336)}), and \`CreditConfiguratorV3.forbidBorrowing\` does the same.`,
    action: 'Borrow in a later block, or borrow less. If `maxDebtPerBlockMultiplier()` on the facade reads 0, borrowing is stopped until governance sets it again.',
  },
  BorrowingMoreThanU2ForbiddenException: {
    when: `The pool's interest rate model, \`LinearInterestRateModelV3\`, forbids borrowing above its second kink (\`isBorrowingMoreU2Forbidden\`), and after this borrow the pool's utilization would be above \`U_2\` (${cite('pool/LinearInterestRateModelV3.sol', 125, 134)}). The check runs when the pool lends to a credit manager (\`PoolV3.lendCreditAccount\`), that is on \`increaseDebt\` in a multicall.`,
    action: 'Borrow less, or wait for deposits or repayments. `PoolV3.creditManagerBorrowable(creditManager)` includes this limit through the model\'s `availableToBorrow`.',
  },
  CallerNotAccountFactoryException: {
    when: '`CreditAccountV3.rescue` was called by an address other than the account\'s `factory`.',
    action: 'Not for integrators: the factory\'s owner rescues funds through `DefaultAccountFactoryV3.rescue`.',
  },
  CallerNotAdapterException: {
    when: '`CreditManagerV3.approveCreditAccount` or `CreditManagerV3.execute` was called by an address that is not an adapter registered in the credit manager (`adapterToContract(msg.sender)` is zero).',
    action: 'Only registered adapters make credit accounts approve or call their targets. Use the market\'s adapters, listed by `CreditManagerV3.adapterToContract` / `contractToAdapter`, inside a facade multicall.',
  },
  CallerNotConfiguratorException: {
    when: 'A configuration function was called by an address without the right. In contracts with an ACL, the ACL does not report the caller as configurator: in core, the price oracle, pool, quota keeper, gauge, tumbler, credit configurator and aliased loss policy; elsewhere, every contract that uses core\'s `ACLTrait`, such as the adapters\' configuration functions (integrations-v3) and the market\'s contracts register (permissionless). In `CreditFacadeV3` and `CreditManagerV3`, the caller is not the credit manager\'s credit configurator.',
    action: CONFIGURATOR_ONLY,
  },
  CallerNotCreditAccountOwnerException: {
    when: `\`multicall\` or \`closeCreditAccount\` of the credit facade was called by an address that does not own the credit account (${facade(452)}, ${facade(255)}).`,
    action: 'Send these calls from the account\'s owner (`CreditManagerV3.getBorrowerOrRevert(creditAccount)`). A bot acts through `botMulticall` with permissions the owner gave it.',
  },
  CallerNotCreditFacadeException: {
    when: 'A function reserved to the credit facade was called by another address: the credit manager\'s account operations (`openCreditAccount`, `manageDebt`, `addCollateral`, `withdrawCollateral`, `updateQuota`, `fullCollateralCheck` and the others under `creditFacadeOnly`); `BotListV3.setBotPermissions` and `eraseAllBotPermissions`, whose caller must be the facade of the account\'s credit manager; and every adapter function under `creditFacadeOnly` ([AbstractAdapter.sol:35-44](src:integrations-v3@3.10/contracts/adapters/AbstractAdapter.sol#L35-L44)).',
    action: 'Go through the credit facade: call adapters as calls of a multicall, and set bot permissions with the multicall call `setBotPermissions`. A facade replaced by governance is no longer accepted: read `creditFacade()` on the credit manager.',
  },
  CallerNotCreditManagerException: {
    when: 'A function reserved to a credit manager was called by another address: `DefaultAccountFactoryV3.takeCreditAccount` and `returnCreditAccount` (caller not added to the factory), `CreditAccountV3.execute` and `safeTransfer` (caller not the account\'s credit manager), the quota keeper\'s `updateQuota`, `removeQuotas` and `accrueQuotaInterest` (caller not an added credit manager), and `PoolV3.repayCreditAccount` (caller has nothing borrowed from the pool).',
    action: 'Not for integrators: these calls come from the credit manager during facade operations.',
  },
  CallerNotExecutorException: {
    when: 'Declared in core-v3 3.10, but no production contract of the pinned V3.1 sources raises it. V3.0\'s `ControllerTimelockV3` raised it ([ControllerTimelockV3.sol:628](src:core-v3/contracts/governance/ControllerTimelockV3.sol#L628)).',
    action: 'A revert with this selector comes from a V3.0 controller timelock, not from V3.1 contracts.',
  },
  CallerNotGaugeException: {
    when: '`PoolQuotaKeeperV3.addQuotaToken` or `updateRates` was called by an address other than the quota keeper\'s rate keeper (its `gauge`, for example a `GaugeV3` or a `TumblerV3`).',
    action: 'Not for integrators: quota rates change through the rate keeper (`GaugeV3.updateEpoch`, `TumblerV3.updateRates`).',
  },
  CallerNotMigratorException: {
    when: '`GearStakingV3.depositOnMigration` was called by an address other than the staking contract\'s `migrator`.',
    action: 'Stakers move GEAR to a successor staking contract with `migrate` on the old contract, which calls `depositOnMigration` of the successor itself.',
  },
  CallerNotPausableAdminException: {
    when: '`pause` of the credit facade or the pool, `forbidToken` or `forbidBorrowing` of the credit configurator, or a pause function of periphery-v3\'s `MultiPause` was called by an address without the `PAUSABLE_ADMIN` role in the ACL.',
    action: 'Only pausable admins can do this; the ACL\'s owner grants the role.',
  },
  CallerNotPoolQuotaKeeperException: {
    when: '`PoolV3.updateQuotaRevenue` or `setQuotaRevenue` was called by an address other than the pool\'s quota keeper.',
    action: 'Not for integrators: the quota keeper updates the pool\'s quota revenue itself.',
  },
  CallerNotUnpausableAdminException: {
    when: '`unpause` of the credit facade or the pool was called by an address without the `UNPAUSABLE_ADMIN` role in the ACL.',
    action: 'Only unpausable admins can unpause. While a facade is paused, only emergency liquidators can liquidate.',
  },
  CallerNotVetoAdminException: {
    when: 'Declared in core-v3 3.10, but no production contract of the pinned V3.1 sources raises it. V3.0\'s `ControllerTimelockV3` raised it ([ControllerTimelockV3.sol:56](src:core-v3/contracts/governance/ControllerTimelockV3.sol#L56)).',
    action: 'A revert with this selector comes from a V3.0 controller timelock, not from V3.1 contracts.',
  },
  CallerNotVoterException: {
    when: '`GaugeV3.vote` or `unvote` was called by an address other than the gauge\'s `voter`, the GEAR staking contract it was deployed with.',
    action: 'Vote through `GearStakingV3` (`multivote`, or the votes passed to `deposit` and `withdraw`), which calls the gauge.',
  },
  CloseAccountWithNonZeroDebtException: {
    when: '`closeCreditAccount` of the credit facade reached the credit manager while the account still has debt: the calls passed to `closeCreditAccount` did not repay it in full.',
    action: 'Include a `decreaseDebt` call that repays everything (an amount of `type(uint256).max` repays the whole debt with interest and fees), with enough underlying on the account, and remove all quotas before it, since debt cannot reach zero while quotas remain.',
  },
  CreditAccountDoesNotExistException: {
    when: '`CreditManagerV3.getBorrowerOrRevert` found no owner for the address: it is not a credit account opened in this credit manager. The facade calls it for every operation on an existing account (`multicall`, `botMulticall`, `closeCreditAccount`, both liquidations), and so do `BotListV3` and the credit manager\'s `calcDebtAndCollateral` and `isLiquidatable`.',
    action: 'Check that the account is open and that you call the facade of its own credit manager (`CreditAccountV3.creditManager()`). Accounts are reused after closing, so an address may belong to another owner later.',
  },
  CreditAccountIsInUseException: {
    when: '`DefaultAccountFactoryV3.rescue` was called for a credit account that is open (it has an owner in its credit manager).',
    action: 'Not for integrators: the factory\'s owner can rescue funds only from accounts that are not in use.',
  },
  CreditAccountNotLiquidatableException: {
    when: `\`liquidateCreditAccount\` or \`partiallyLiquidateCreditAccount\` was called on an account that has no debt, or whose total weighted value is not below its total debt while the facade is not expired (${facade(980, 982)}). The values use the prices after the price updates given to the call.`,
    action: 'The account is healthy and the facade not expired. Check with `CreditManagerV3.isLiquidatable(creditAccount, 10000)` after the same price updates before sending; health can change between simulation and inclusion.',
  },
  CreditAccountNotLiquidatableWithLossException: {
    when: `A full liquidation of an unhealthy account with bad debt (its value after the liquidation discount does not cover debt and interest) was refused by the market's loss policy: \`isLiquidatableWithLoss\` returned false (${facade(327, 335)}). With \`AliasedLossPolicyV3\`, it returns false when losses are forbidden, when only holders of the \`LOSS_LIQUIDATOR\` role may liquidate with loss and the caller is not one, or when the account is not unhealthy under the alias prices (${cite('core/AliasedLossPolicyV3.sol', 128, 135)}).`,
    action: 'Read `lossPolicy()` on the facade and its settings. With the aliased loss policy, pass the price updates of the alias feeds, ABI-encoded as `PriceUpdate[]`, as `lossPolicyData`; if liquidations with loss are permissioned, only a `LOSS_LIQUIDATOR` can do it.',
  },
  CreditManagerCantBorrowException: {
    when: '`PoolV3.lendCreditAccount` refused the borrow: the amount is 0, or it would take the credit manager past its debt limit in the pool, or the pool past its total debt limit. It reaches integrators through `increaseDebt` in a multicall.',
    action: 'Read `PoolV3.creditManagerBorrowable(creditManager)`: the most the credit manager can borrow now, given both limits, the pool\'s liquidity and its interest rate model. Borrow at most that.',
  },
  CustomHealthFactorTooLowException: {
    when: `A multicall's \`setFullCheckParams\` call asked for a minimum health factor below 10,000 (100%) (${facade(656)}).`,
    action: 'Pass `minHealthFactor` of at least 10000; a higher value makes the final collateral check stricter.',
  },
  DebtToZeroWithActiveQuotasException: {
    when: '`decreaseDebt` would bring the debt to zero while the account still has quotas.',
    action: 'Remove every quota first (`updateQuota` with `quotaChange` of `type(int96).min` for each quoted token), then repay.',
  },
  DebtUpdatedTwiceInOneBlockException: {
    when: 'The account\'s debt already changed in this block: a second `increaseDebt` or `decreaseDebt`, a partial liquidation (which repays debt) after another debt change, or a full liquidation of an account whose debt changed earlier in the same block.',
    action: 'Change the debt once per block: combine the amounts into one call, or send the second operation in a later block.',
  },
  ExpectedBalancesAlreadySetException: {
    when: 'A multicall called `storeExpectedBalances` while expected balances from an earlier `storeExpectedBalances` were not yet compared.',
    action: 'Call `compareBalances` before storing new expected balances.',
  },
  ExpectedBalancesNotSetException: {
    when: 'A multicall called `compareBalances` without an earlier `storeExpectedBalances` in the same multicall (or right after a comparison, which clears them).',
    action: 'Call `storeExpectedBalances` before `compareBalances`.',
  },
  ForbiddenInWhitelistedModeException: {
    when: `\`openCreditAccount\` was called with \`onBehalfOf\` other than the caller on a facade that has a degen NFT (${facade(220, 224)}).`,
    action: 'Open the account for yourself: `onBehalfOf` must be `msg.sender`, who needs a degen NFT, burned on opening.',
  },
  ForbiddenTokenBalanceIncreasedException: {
    when: `At the end of a multicall with the collateral check, an enabled forbidden token's balance is higher than before the multicall; the argument is that token (${facade(632, 638)}). In V3.0 this error had no parameter.`,
    action: 'Calls may not end with more of a forbidden token than they started with. Leave the token in the argument untouched or reduce it.',
  },
  ForbiddenTokenQuotaIncreasedException: {
    when: `A multicall's \`updateQuota\` tried to increase the quota of a forbidden token; the argument is that token (${facade(725, 729)}). New in V3.1; V3.0 declared \`ForbiddenTokenEnabledException()\` instead, which 3.10 no longer has.`,
    action: 'Forbidden tokens can only have their quotas reduced. Check `forbiddenTokenMask()` on the facade against the token\'s mask in the credit manager.',
  },
  ForbiddenTokensException: {
    when: `At the end of a multicall with the collateral check, forbidden tokens are enabled on the account while the multicall borrowed, withdrew collateral, or called an adapter that asked for safe prices; the argument is the mask of the enabled forbidden tokens (${facade(626, 630)}). In V3.0 this error had no parameter.`,
    action: 'A token is enabled while it has a quota. Remove the quotas of the forbidden tokens in the mask in the same multicall, or do not borrow, withdraw or make such adapter calls while they are enabled.',
  },
  IncompatibleContractException: {
    when: 'The credit configurator checked a contract meant for this credit manager (a new credit facade, a new credit configurator, or an adapter) and its `creditManager()` is another credit manager or cannot be read; or an adapter\'s `targetContract()` cannot be read.',
    action: CONFIGURATOR_ONLY,
  },
  IncompatibleCreditManagerException: {
    when: 'A credit manager that lends from another pool (`pool()` differs) was added to a quota keeper (`addCreditManager`) or given a debt limit in a pool for the first time (`setCreditManagerDebtLimit`).',
    action: CONFIGURATOR_ONLY,
  },
  IncompatibleGaugeException: {
    when: '`PoolQuotaKeeperV3.setGauge` was given a rate keeper whose `pool()` is another pool. New in V3.1.',
    action: CONFIGURATOR_ONLY,
  },
  IncompatiblePoolQuotaKeeperException: {
    when: '`PoolV3.setPoolQuotaKeeper` was given a quota keeper of another pool.',
    action: CONFIGURATOR_ONLY,
  },
  IncompatibleSuccessorException: {
    when: '`GearStakingV3.setSuccessor` was given a staking contract whose `migrator()` is not this contract.',
    action: 'Not for integrators: the staking contract\'s owner sets the successor.',
  },
  InconsistentExpiredLiquidationFeesException: {
    when: `\`CreditConfiguratorV3.setFees\` would change the sum of the expired-liquidation premium and fee while the facade's expiration date is set and less than two weeks away, or past (${cite('credit/CreditConfiguratorV3.sol', 428, 436)}). New in V3.1.`,
    action: CONFIGURATOR_ONLY,
  },
  InconsistentLiquidationFeesException: {
    when: `\`CreditConfiguratorV3.setFees\` would change the sum of the liquidation premium and the liquidation fee; only the split between them may change (${cite('credit/CreditConfiguratorV3.sol', 415, 426)}). New in V3.1.`,
    action: CONFIGURATOR_ONLY,
  },
  IncorrectAdaptersSetException: {
    when: '`CreditConfiguratorV3.upgradeCreditConfigurator` was given a new configurator whose `allowedAdapters()` is not the same set as the current one\'s. New in V3.1.',
    action: CONFIGURATOR_ONLY,
  },
  IncorrectBotPermissionsException: {
    when: `A multicall's \`setBotPermissions\` gave a bot non-zero permissions that differ from the bot's \`requiredPermissions()\`; \`BotListV3.setBotPermissions\` accepts exactly those or zero. New in V3.1.`,
    action: 'Read `requiredPermissions()` on the bot and pass exactly that value (or 0 to revoke).',
  },
  IncorrectExpirationDateException: {
    when: '`CreditConfiguratorV3.setExpirationDate` was given a date in the past, or a date earlier than the facade\'s current expiration date (also when a new facade takes over the old one\'s date). Dates less than two weeks ahead are moved to two weeks ahead rather than refused.',
    action: CONFIGURATOR_ONLY,
  },
  IncorrectLimitsException: {
    when: `Debt limits set through the credit configurator (\`setDebtLimits\`, or a new facade taking over the old one's limits) have \`minDebt > maxDebt\`, or \`maxDebt * maxEnabledTokens > 100 * minDebt\`, or a \`minDebt\` worth 0 USD at the price oracle (${cite('credit/CreditConfiguratorV3.sol', 577, 586)}).`,
    action: CONFIGURATOR_ONLY,
  },
  IncorrectLiquidationThresholdException: {
    when: '`setLiquidationThreshold`, `addCollateralToken` or `rampLiquidationThreshold` of the credit configurator set a token\'s liquidation threshold above the underlying\'s.',
    action: CONFIGURATOR_ONLY,
  },
  IncorrectParameterException: {
    when: 'A parameter is out of its allowed range. Integrators meet it from `CreditManagerV3.calcDebtAndCollateral` called with the task `FULL_COLLATERAL_CHECK_LAZY`, which that view refuses. Every other raise is configuration or deployment: fees that break their ordering (`setFees`, the credit manager\'s constructor), a ramp ending after `type(uint40).max`, debt limits whose `maxDebt * maxDebtPerBlockMultiplier` overflows `uint128`, a zero quota rate from the rate keeper or `TumblerV3.setRate`, a token limit above `type(int96).max`, a quota increase fee above 100% or a withdrawal fee above 1%, interest rate model parameters out of order, gauge rates with `minRate` 0 or above `maxRate`, an epoch length above 28 days, a price feed whose `skipPriceCheck()` does not match its staleness period (skip with a non-zero period, or no skip with a zero one), and constructor arguments out of range (empty names, a `maxEnabledTokens` of 0 or above 20, a bound or ratio of 0 in oracles-v3 feeds, a Curve pool coin at the zero address in the Curve adapters).',
    action: 'For `calcDebtAndCollateral`, use another task (`DEBT_COLLATERAL` or `DEBT_COLLATERAL_SAFE_PRICES`). For the rest, check the parameter against the raise site listed above.',
  },
  IncorrectPriceException: {
    when: 'A price is not usable: a price feed answered a negative price, or zero where zero is not allowed (core and oracles-v3 `_checkAnswer`); a Pyth or Redstone feed\'s update produced a price of 0; a constant price feed was deployed with a price of 0 or less; or, in configuration, the new price oracle of `CreditConfiguratorV3.setPriceOracle` prices `minDebt` at 0 or cannot price a collateral token, or the price oracle given to a new credit manager cannot price the underlying.',
    action: 'For a failed call on an account, find the token whose feed answered 0 or less (read `PriceOracleV3.getPrice` for each enabled token) and retry when the feed reports a valid price, or pass a fresh on-demand price update as the first call of the multicall.',
  },
  IncorrectPriceFeedException: {
    when: 'A price feed fails validation: its `decimals()` is not 8 or cannot be read, or (in core\'s validation) its `latestRoundData()` reverts. Raised by `PriceOracleV3.setPriceFeed` and `setReservePriceFeed`, by the permissionless price feed store\'s `addPriceFeed` and `setStalenessPeriod`, which use core\'s validation, and by the constructors of oracles-v3 price feeds built on other feeds.',
    action: CONFIGURATOR_ONLY,
  },
  IncorrectTokenContractException: {
    when: 'A token being added does not behave as an ERC-20: in `PriceOracleV3.setPriceFeed` for a token\'s first feed, its `decimals()` cannot be read or is 0 or above 18; in `CreditConfiguratorV3.addCollateralToken`, its `balanceOf` cannot be called.',
    action: CONFIGURATOR_ONLY,
  },
  InsufficientBalanceException: {
    when: '`GearStakingV3` found too little available (staked and not voting) GEAR for `withdraw`, `migrate`, or a vote that adds votes in a `multivote` (also the votes passed to `deposit`, `withdraw` and `migrate`).',
    action: 'Read `availableBalance(user)`; remove votes first (a vote with `isIncrease` false) to free GEAR.',
  },
  InsufficientRemainingFundsException: {
    when: 'In a full liquidation, after the debt is repaid to the pool, the value left on the account is less than what must stay for the owner (the remaining funds computed from the liquidation discount); the liquidator\'s calls took too much value out.',
    action: 'Leave more value on the account: withdraw less collateral to yourself in the liquidation\'s calls, or add underlying with `addCollateral`.',
  },
  InsufficientVotesException: {
    when: '`GaugeV3.unvote` was asked to remove more votes from a token and side than the user has there. It reaches users through `GearStakingV3` votes with `isIncrease` false.',
    action: 'Read `userTokenVotes(user, token)` on the gauge and remove at most the votes on that side.',
  },
  InvalidBotException: {
    when: 'A multicall\'s `setBotPermissions` gave non-zero permissions to a bot that the bot list has forbidden (`BotListV3.forbidBot`).',
    action: 'Use another bot. Permissions of a forbidden bot can still be set to 0.',
  },
  InvalidCollateralHintException: {
    when: `A multicall's \`setFullCheckParams\` passed a collateral hint that is not the mask of a single non-underlying token: 0, the underlying's mask 1, or a value with more than one bit set; the argument is the hint (${facade(660, 667)}). In V3.0 this error had no parameter.`,
    action: 'Pass hints as single-token masks from `CreditManagerV3.getTokenMaskOrRevert(token)`, never the underlying\'s.',
  },
  MasterCreditAccountAlreadyDeployedException: {
    when: '`DefaultAccountFactoryV3.addCreditManager` was called for a credit manager the factory already serves.',
    action: 'Not for integrators: a credit manager is added to the account factory once, when it is deployed.',
  },
  NoPermissionException: {
    when: `A multicall contains a call that its entry point does not allow; the argument is the missing permission bit. Calls that need no permission (price updates, balance checks, \`setFullCheckParams\`) never raise it. The bits are those of ${multicallPermissions(15, 21)}: \`ADD_COLLATERAL\` 1, \`INCREASE_DEBT\` 2, \`DECREASE_DEBT\` 4, \`WITHDRAW_COLLATERAL\` 32, \`UPDATE_QUOTA\` 64, \`SET_BOT_PERMISSIONS\` 256, \`EXTERNAL_CALLS\` 65536. \`openCreditAccount\` allows all but \`decreaseDebt\`, \`closeCreditAccount\` all but \`increaseDebt\`, \`liquidateCreditAccount\` only adapter calls, \`addCollateral\` and \`withdrawCollateral\` (${multicallPermissions(25, 28)}), and \`botMulticall\` what the owner granted the bot.`,
    action: `Move the call to an entry point that allows it, or, for a bot, have the owner grant the permission. The bits differ from V3.0, where 8, 16 and 128 stood for enabling and disabling tokens and revoking allowances ([ICreditFacadeV3Multicall.sol:16-20](src:core-v3/contracts/interfaces/ICreditFacadeV3Multicall.sol#L16-L20)) and 256 was unused.`,
  },
  NotAllowedAfterExpirationException: {
    when: '`openCreditAccount`, `multicall` or `botMulticall` was called on an expirable facade whose expiration date has passed.',
    action: 'After expiration, accounts can only be closed (`closeCreditAccount`) or liquidated; expired accounts with debt are liquidatable with the expired-liquidation premium.',
  },
  NotAllowedWhenNotExpirableException: {
    when: '`CreditFacadeV3.setExpirationDate` was called (through the credit configurator) on a facade deployed as not expirable.',
    action: CONFIGURATOR_ONLY,
  },
  NotApprovedBotException: {
    when: `\`botMulticall\` was called by a bot that is forbidden, has no permissions for the account, or the account has no bot permissions set at all; the argument is the caller (${facade(478, 483)}). In V3.0 this error had no parameter.`,
    action: 'The account\'s owner must grant the bot its permissions with a `setBotPermissions` call in a multicall. Read `BotListV3.getBotStatus(bot, creditAccount)`.',
  },
  NotEnoughCollateralException: {
    when: `The collateral check at the end of a multicall (\`openCreditAccount\`, \`multicall\`, \`botMulticall\`) or of a partial liquidation found the account's total weighted value below its total debt times the minimum health factor (100% unless \`setFullCheckParams\` set more). A quoted token counts at most its quota (${cite('libraries/CollateralLogic.sol', 107)}). Under safe prices — after \`withdrawCollateral\`, after an adapter call that asked for them, or with forbidden tokens enabled — each token other than the underlying is valued at the lower of its main and reserve feed prices, and at 0 when it has no reserve feed (${cite('core/PriceOracleV3.sol', 195, 201)}, ${manager(1379, 1387)}).`,
    action: 'Borrow less, add collateral, raise the quotas of your collateral, or keep more value on the account. If the multicall withdraws or uses an adapter that asks for safe prices, check the reserve price feeds of your collateral: tokens without one count as 0.',
  },
  NotImplementedException: {
    when: 'The function exists for an interface but is not supported here. In the pinned V3.1 sources, no core contract raises it: adapters and gateways of integrations-v3 (phantom token deposits or withdrawals that cannot be made, the stETH gateway\'s unsupported Curve functions, `deposit` and `mint` of the Mellow DVV adapter, `withdraw` and `redeem` of the Upshift vault adapter), zappers built on the ERC-4626 and staked ERC-4626 traits when asked to convert the pool\'s underlying back into their input token, and the periphery migration adapter for V3.0 (`contractType` and `version`).',
    action: 'The operation does not exist on this contract: use another adapter function or route. The raise sites show which function refused.',
  },
  PriceFeedDoesNotExistException: {
    when: '`PriceOracleV3` has no price feed for the token asked: no main feed on any price read or conversion (`getPrice`, `convertToUSD`, `convert`, `safeConvertToUSD` and the others) or when a reserve feed is set; no reserve feed on `getReservePrice`. The credit configurator raises it too when adding a collateral token without a main feed.',
    action: 'The token is not priced by this market\'s oracle. Read `priceFeeds(token)` on the credit manager\'s `priceOracle()`; only tokens with a feed can be collateral.',
  },
  PriceFeedIsNotUpdatableException: {
    when: 'Declared in core-v3 3.10, but no production contract of the pinned V3.1 sources raises it. The V3.1 on-demand price updates go through the price feed store, which raises its own `PriceFeedIsNotUpdatableException(address priceFeed)` ([PriceFeedStore.sol:267](src:permissionless/contracts/instance/PriceFeedStore.sol#L267)), a different selector.',
    action: 'If your update failed, decode the revert data: it names the price feed store\'s error with the feed\'s address.',
  },
  QuotaIsOutOfBoundsException: {
    when: `After \`updateQuota\`, the account's quota for the token is below the call's \`minQuota\` or above the maximum the facade sets, \`maxQuotaMultiplier * maxDebt\` with a multiplier of 2 (${facade(86)}, ${facade(739)}). An increase is first capped by the token's remaining quota limit, so a full limit leads here through \`minQuota\`.`,
    action: `Lower \`minQuota\`, or request less. Read the quota keeper's \`getTokenQuotaParams(token)\` for the limit and total, and \`debtLimits()\` on the facade for \`maxDebt\`. The facade rounds \`quotaChange\` toward zero to a multiple of 10,000 units of the underlying before sending it, except \`type(int96).min\`, which removes the whole quota (${facade(733, 737)}).`,
  },
  RampDurationTooShortException: {
    when: '`CreditConfiguratorV3.rampLiquidationThreshold` was given a ramp shorter than 2 days. New in V3.1.',
    action: CONFIGURATOR_ONLY,
  },
  ReceiveIsNotAllowedException: {
    when: 'ETH was sent to a contract that accepts it only from WETH when unwrapping: in the pinned sources, the Kelp and Lido gateways and the zappers that wrap WETH (integrations-v3). No core contract raises it.',
    action: 'Do not send ETH to these contracts directly; call their functions.',
  },
  RegisteredCreditManagerOnlyException: {
    when: 'An address that the market\'s contracts register does not list as a credit manager was given to `PoolV3.setCreditManagerDebtLimit`, `PoolQuotaKeeperV3.addCreditManager`, or `pauseCreditSuite` of periphery-v3\'s `MultiPause` ([MultiPause.sol:72-75](src:periphery-v3@3.10/contracts/emergency/MultiPause.sol#L72-L75)).',
    action: CONFIGURATOR_ONLY,
  },
  RegisteredPoolOnlyException: {
    when: '`pauseMarket` of periphery-v3\'s `MultiPause` was given an address that the market\'s contracts register does not list as a pool ([MultiPause.sol:65](src:periphery-v3@3.10/contracts/emergency/MultiPause.sol#L65)). No core 3.10 function uses this check.',
    action: 'Only pausable admins pause markets; pass a pool of the market.',
  },
  RemainingTokenBalanceIncreasedException: {
    when: `In a full liquidation, the balance of an enabled token other than the underlying is higher after the liquidator's calls than before them; the argument is that token (${facade(342, 353)}). In V3.0 this error had no parameter.`,
    action: 'A liquidation may convert collateral into underlying but not increase any other token. Remove the calls that send the token in the argument to the account.',
  },
  SeizedLessThanRequiredException: {
    when: '`partiallyLiquidateCreditAccount` would send the liquidator less of the collateral than `minSeizedAmount`; the argument is the amount it would send. For a phantom token, both amounts are in the token it withdraws to. New in V3.1.',
    action: `Lower \`minSeizedAmount\` or repay more. The seized amount is the underlying received from the liquidator converted into the token at oracle prices and divided by the liquidation discount, the expired one for an expired account (${facade(1010, 1011)}).`,
  },
  StalePriceException: {
    when: 'A price feed\'s answer is older than its staleness period (`block.timestamp >= updatedAt + stalenessPeriod`) and the feed does not skip checks. Any operation that values collateral can hit it: collateral checks, liquidations, `calcDebtAndCollateral`, and oracles-v3 feeds reading the feeds they are built on. Adding a feed to the price feed store or the price oracle checks its answer too.',
    action: 'Update the feed in the same transaction: pass its update as the first call of the multicall (`onDemandPriceUpdates`), in `priceUpdates` of a partial liquidation, or as the first call of a full liquidation. For push feeds, wait for the next update.',
  },
  TargetContractNotAllowedException: {
    when: `A multicall called an address that is not an adapter of the credit manager (its \`adapterToContract\` is zero), or a phantom token's withdrawal found no adapter for its target (${facade(823)}). In configuration: an adapter whose target is zero, the facade itself, or the credit manager itself; or a new facade that is an adapter or a target.`,
    action: 'Call the market\'s adapter, not the target protocol: find it with `CreditManagerV3.contractToAdapter(target)`. A multicall\'s own methods go to the facade\'s address.',
  },
  TokenAlreadyAddedException: {
    when: 'A token was added twice: as collateral in the credit manager (`CreditConfiguratorV3.addCollateralToken`), or as a quoted token in the quota keeper (`addQuotaToken`, called by the rate keeper).',
    action: CONFIGURATOR_ONLY,
  },
  TokenIsNotQuotedException: {
    when: 'The token is not a quoted token where one is needed: a multicall\'s `updateQuota` for the underlying or for a token without a quota rate; the quota keeper\'s functions (quota updates, interest accrual, token limits and fees) for a token it does not have; `TumblerV3.getRates` or `setRate` for a token it does not have; and, in configuration, a collateral token or alias price feed for a token that is not quoted, or a rate keeper that lacks one of the quota keeper\'s tokens.',
    action: 'Quotas exist only for the tokens of the pool\'s quota keeper (`quotedTokens()`), never for the underlying. Check the token against that list.',
  },
  TokenNotAllowedException: {
    when: 'The token is not collateral of the credit manager (`getTokenMaskOrRevert`), or a mask names no collateral token. Integrators meet it on `addCollateral`, `withdrawCollateral`, `updateQuota`, phantom token withdrawals and adapter calls: adapters check tokens through `_getMaskOrRevert` ([AbstractAdapter.sol:53-55](src:integrations-v3@3.10/contracts/adapters/AbstractAdapter.sol#L53-L55)), and the credit manager checks every token an adapter approves. In configuration and voting, gauges and the tumbler raise it for tokens they do not have, the underlying, or tokens already added.',
    action: 'Use only the credit manager\'s collateral tokens: `getTokenByMask(1 << i)` for each `i` below `collateralTokensCount()`.',
  },
  TooManyActiveBotsException: {
    when: `A multicall's \`setBotPermissions\` would leave the account with more than 5 bots with non-zero permissions (${constants(23)}). New in V3.1.`,
    action: 'Revoke a bot (set its permissions to 0) before adding another.',
  },
  TooManyEnabledTokensException: {
    when: `After a collateral check, the account would have more enabled tokens, not counting the underlying, than the credit manager's \`maxEnabledTokens\` (${manager(1128, 1131)}). A token is enabled while the account has a quota for it.`,
    action: 'Keep quotas on fewer tokens: remove the quotas of tokens you no longer need. Read `maxEnabledTokens()` on the credit manager.',
  },
  TooManyTokensException: {
    when: `\`CreditConfiguratorV3.addCollateralToken\` was called when the credit manager already counts 255 collateral tokens, the underlying included (${manager(1182, 1186)}).`,
    action: CONFIGURATOR_ONLY,
  },
  UnderlyingIsNotLiquidatableException: {
    when: '`partiallyLiquidateCreditAccount` was asked to seize the underlying, or a phantom token whose deposited token is the underlying. New in V3.1.',
    action: 'Seize another collateral token; a partial liquidation repays in underlying and takes collateral in exchange.',
  },
  UnexpectedPermissionsException: {
    when: `A multicall's \`setBotPermissions\` passed permission bits that do not exist or \`SET_BOT_PERMISSIONS\` itself; the argument is the unexpected bits (${facade(771, 773)}). In V3.0 this error had no parameter.`,
    action: 'Pass only the bits `ADD_COLLATERAL` 1, `INCREASE_DEBT` 2, `DECREASE_DEBT` 4, `WITHDRAW_COLLATERAL` 32, `UPDATE_QUOTA` 64 and `EXTERNAL_CALLS` 65536, matching the bot\'s `requiredPermissions()`.',
  },
  UnknownMethodException: {
    when: `A multicall call to the facade's own address has a selector the facade does not handle at that place; the argument is the selector (${facade(530, 599)}). That includes \`onDemandPriceUpdates\` anywhere but first, \`setFullCheckParams\` in a multicall without a collateral check (\`closeCreditAccount\`, \`liquidateCreditAccount\`), and V3.0 multicall methods that V3.1 no longer has: \`onDemandPriceUpdate\`, \`enableToken\`, \`disableToken\`, \`revokeAdapterAllowances\`. In V3.0 this error had no parameter.`,
    action: 'Build V3.1 multicalls from the V3.1 `ICreditFacadeV3Multicall` ABI: one `onDemandPriceUpdates(PriceUpdate[])` as the first call if prices need updating, and no token enabling or disabling calls (quotas enable tokens).',
  },
  UpdateQuotaOnZeroDebtAccountException: {
    when: 'A multicall\'s `updateQuota` was called on an account without debt.',
    action: 'Borrow first: put `increaseDebt` before `updateQuota` in the same multicall.',
  },
  ValueOutOfRangeException: {
    when: 'Declared in core-v3 3.10, but no production contract of the pinned V3.1 sources raises it.',
    action: 'A revert with this selector comes from a contract outside the pinned V3.1 sources.',
  },
  VotingContractNotAllowedException: {
    when: 'A `GearStakingV3` vote named a voting contract that may not receive it: adding votes needs the status `ALLOWED`, removing votes needs `ALLOWED` or `UNVOTE_ONLY`.',
    action: 'Read `allowedVotingContract(votingContract)` on the staking contract; vote only for allowed contracts.',
  },
  ZeroAddressException: {
    when: 'An address argument is zero where one is required: a pool deposit, mint, withdrawal or redemption to the zero `receiver`; `BotListV3.setBotPermissions` for the zero bot (from a multicall\'s `setBotPermissions`); `openCreditAccount` with `onBehalfOf` zero; `GearStakingV3.migrate` with no successor set; configuration calls with a zero token, feed, adapter or contract; constructors given a zero ACL, contracts register or other address. Core\'s `nonZeroAddress` check is used by the other repositories too: the permissionless bytecode repository and price feed store, integrations-v3 adapters and gateways, periphery-v3\'s treasury liquidator and oracles-v3 price feed constructors; two integrations-v3 gateways raise it directly.',
    action: 'Pass a non-zero address; for pool operations, the address that should receive the shares or the underlying.',
  },
};
