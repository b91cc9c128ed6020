import type { ErrorTexts } from './types';

/**
 * The custom errors declared in periphery-v3 v1.8.0 outside `contracts/test`: 7, all in
 * `contracts/emergency/TreasuryLiquidator.sol` and `contracts/migration/LiquidityMigrator.sol`. The compressors
 * (`contracts/compressors/`) declare and raise no custom error at that tag; they revert only with the string
 * messages below (keyed by the quoted message, as the catalogue keys an `Error(string)` entry), as do the account migrator bot and its adapters.
 */
const PERIPHERY_ERRORS: ErrorTexts = {
  // ---- TreasuryLiquidator: partial liquidations paid from the treasury ----
  CallerNotTreasuryException: {
    when: '`TreasuryLiquidator.setLiquidatorStatus` or `setMinExchangeRate` was called by an address other than the contract\'s `treasury`.',
    action: 'Only the treasury set at deployment may approve liquidators and set minimum rates; send these calls from it.',
  },
  CallerNotApprovedLiquidatorException: {
    when: '`TreasuryLiquidator.partiallyLiquidateFromTreasury` was called by an address for which `isLiquidator` is false.',
    action: 'Ask the treasury to approve your address with `setLiquidatorStatus`, or liquidate with your own funds through the credit facade\'s `partiallyLiquidateCreditAccount`.',
  },
  InvalidCreditSuiteException: {
    when: '`TreasuryLiquidator.partiallyLiquidateFromTreasury`: the `creditFacade`\'s `creditManager()` is not registered in the contracts register of the liquidator\'s market configurator, or that manager\'s current `creditFacade()` is another address (for example after the facade was replaced).',
    action: 'Pass the current facade of a credit manager of that market configurator (read it from the manager\'s `creditFacade()`).',
  },
  UnsupportedTokenPairException: {
    when: '`TreasuryLiquidator.partiallyLiquidateFromTreasury`: the treasury has set no minimum rate for seizing `token` against the facade\'s underlying (`minExchangeRates(underlying, token)` is 0). The rate, in bps, sets `minSeizedAmount = repaidAmount * rate * 10^decimals(token) / (10000 * 10^decimals(underlying))`.',
    action: 'Seize a token for which the treasury has set a rate, or ask the treasury to set one with `setMinExchangeRate`.',
  },
  IncorrectWrappedUnderlyingException: {
    when: '`TreasuryLiquidator.partiallyLiquidateFromTreasury` was given a non-zero `wrappedUnderlying` whose ERC-4626 `asset()` is not the facade\'s underlying.',
    action: 'Pass `address(0)` to pay from the treasury\'s underlying balance, or the ERC-4626 vault over the underlying that the treasury holds.',
  },
  InsufficientTreasuryFundsException: {
    when: '`TreasuryLiquidator.partiallyLiquidateFromTreasury` cannot fund `repaidAmount`: with `wrappedUnderlying` zero, the treasury\'s underlying balance is below it; otherwise the vault\'s `maxWithdraw(treasury)` is below it. Allowances are not checked here: a missing approval by the treasury fails later with the token\'s or the vault\'s own error.',
    action: 'Lower `repaidAmount`, or have the treasury hold (and approve to the liquidator) enough underlying or vault shares.',
  },

  // ---- LiquidityMigrator ----
  PoolAssetsDoNotMatchException: {
    when: 'Deploying `LiquidityMigrator(ioProxy, poolFrom, poolTo)`: the two pools\' `asset()` differ.',
    action: 'A migrator moves liquidity only between pools of the same underlying; deploy it for such a pair.',
  },
};

/**
 * String reverts (`Error(string)`) of the periphery contracts an integrator calls, keyed by the exact message:
 * the compressors, the account migrator bot and its adapters, and the governance helper `BatchesChain`. Not custom
 * errors, so no signature of their own: revert data is `Error(string)` with this message.
 */
const PERIPHERY_MESSAGES: ErrorTexts = {
  // ---- Compressors ----
  '"INVALID_GAUGE_TYPE"': {
    when: '`GaugeCompressor.getGaugeInfo(gauge, staker)`: `gauge.contractType()` returns something other than `RATE_KEEPER::GAUGE`. A gauge whose `contractType()` call reverts is accepted as an older gauge. `getGauges` skips gauges that fail instead of reverting.',
    action: 'Pass the gauge of a pool\'s quota keeper (`poolQuotaKeeper().gauge()`); a market whose rate keeper is not a gauge (a tumbler) has no gauge info.',
  },

  // ---- AccountMigratorBot: migrateCreditAccount and its callback migrate ----
  '"MigratorBot: credit manager is not valid"': {
    when: '`AccountMigratorBot.migrateCreditAccount`: the source or the target credit manager is not known. A manager with `version()` below `310` must be registered in the bot\'s old contracts register; a newer one must belong to a market configurator registered in the market configurator factory, and be in that configurator\'s contracts register.',
    action: 'Migrate only between credit managers of registered Gearbox markets.',
  },
  '"MigratorBot: migrated token is not a valid collateral"': {
    when: '`AccountMigratorBot.migrateCreditAccount`: a `migratedCollaterals[i].collateral` is not a collateral token of the source credit manager (`getTokenMaskOrRevert` reverts).',
    action: 'List only tokens the source account\'s manager accepts; build the parameters with `AccountMigratorPreviewer.previewMigration`.',
  },
  '"MigratorBot: incorrect phantom token underlying"': {
    when: '`AccountMigratorBot.migrateCreditAccount`, for a collateral flagged `isPhantomToken`: without an override, the token\'s `getPhantomTokenInfo()` deposited token differs from `phantomTokenParams.underlying`; with an override (`phantomTokenOverrides`), the override\'s `underlying` or its new token\'s deposited token differs from it.',
    action: 'Set `phantomTokenParams.underlying` to the phantom token\'s deposited token, or let `AccountMigratorPreviewer.previewMigration` fill it.',
  },
  '"MigratorBot: arbitrary call to migration adapter"': {
    when: '`AccountMigratorBot.migrateCreditAccount`: the target credit manager has an adapter for the bot, and a call in `underlyingSwapCalls` or `extraOpeningCalls` targets that adapter.',
    action: 'Remove calls to the migrator adapter from the opening calls; the bot adds its own.',
  },
  '"MigratorBot: transferred token not found among collaterals"': {
    when: '`AccountMigratorBot.migrateCreditAccount`: an entry of `uniqueTransferredTokens` is neither a migrated collateral nor the underlying of a migrated phantom token.',
    action: 'List in `uniqueTransferredTokens` exactly the tokens that `migratedCollaterals` moves (phantom tokens by their underlying).',
  },
  '"MigratorBot: migrated collateral not found among transferred tokens"': {
    when: '`AccountMigratorBot.migrateCreditAccount`: a migrated collateral (for a phantom token, its underlying) is missing from `uniqueTransferredTokens`.',
    action: 'Add it to `uniqueTransferredTokens`, or rebuild the parameters with `AccountMigratorPreviewer.previewMigration`.',
  },
  '"MigratorBot: caller is not the account owner"': {
    when: '`AccountMigratorBot.migrateCreditAccount`: the caller is not the owner of `sourceCreditAccount` in its credit manager, or is not `params.accountOwner`.',
    action: 'Call it from the account owner, with `accountOwner` set to the same address.',
  },
  '"MigratorBot: phantom token is not valid"': {
    when: 'Building the phantom-token calls for a collateral flagged `isPhantomToken` with `amount` above 1: `getPhantomTokenInfo()` of the token (for the deposit on the new account, of its override token if one is set) cannot be read. Withdrawals are built in `migrateCreditAccount`, deposits in the callback `migrate`.',
    action: 'Flag as phantom only tokens that implement `getPhantomTokenInfo()`.',
  },
  '"MigratorBot: caller is not the active credit account"': {
    when: '`AccountMigratorBot.migrate` was called by an address other than the credit account being migrated. The bot sets that account only while `migrateCreditAccount` runs, and the account calls `migrate` through the migrator adapter.',
    action: 'Do not call `migrate` directly; call `migrateCreditAccount`.',
  },
  '"MigratorBot: insufficient token balance to cover expected amount"': {
    when: '`AccountMigratorBot.migrate`: after the phantom tokens were withdrawn, the source account holds less of a token in `uniqueTransferredTokens` than the sum that `migratedCollaterals` expects of it (`amount`, or `phantomTokenParams.underlyingAmount` for phantom tokens).',
    action: 'Preview again just before migrating and send the fresh parameters; balances and phantom-token redemptions can change between blocks.',
  },
  '"MigratorBot: item not found in array"': {
    when: '`AccountMigratorBot.migrate`: a migrated collateral (or phantom underlying) is missing from `uniqueTransferredTokens`. `migrateCreditAccount` checks the same thing first and reverts with `MigratorBot: migrated collateral not found among transferred tokens`, so this is not expected.',
    action: 'Rebuild the parameters with `AccountMigratorPreviewer.previewMigration`.',
  },

  // ---- Account migrator adapters (AccountMigratorAdapterV30, AccountMigratorAdapterV31) ----
  '"MigratorAdapter: adapter is locked"': {
    when: 'The migrator adapter\'s `migrate` was called while the adapter is locked. The bot unlocks it only for the duration of its own `migrateCreditAccount`.',
    action: 'Do not put the migrator adapter in your own multicall; call `AccountMigratorBot.migrateCreditAccount`.',
  },
  '"MigratorAdapter: caller is not the migrator bot"': {
    when: 'The migrator adapter\'s `lock` or `unlock` was called by an address other than its target contract, the migrator bot.',
    action: 'Only the bot locks and unlocks its adapters.',
  },
  '"MigratorAdapter: adapter is already locked"': {
    when: 'The migrator adapter\'s `lock` was called by the bot while the adapter was already locked.',
    action: 'Not expected: `migrateCreditAccount` (non-reentrant) unlocks before it locks.',
  },
  '"MigratorAdapter: adapter is not locked"': {
    when: 'The migrator adapter\'s `unlock` was called by the bot while the adapter was already unlocked.',
    action: 'Not expected: `migrateCreditAccount` (non-reentrant) locks the adapter again before returning.',
  },

  // ---- BatchesChain: a governance helper ----
  '"BatchesChain: transaction isn\'t executed yet"': {
    when: `\`BatchesChain.revertIfQueued(txHash)\` found \`txHash\` still queued in its caller: it reads \`queuedTransactions(txHash)\` from \`msg.sender\`, so it is meant to be called by a timelock, and the revert means that transaction was queued there and has been neither executed nor cancelled. When the permissionless \`TimeLock\` runs the call as a queued transaction, its \`executeTransaction\` replaces this message with \`TransactionExecutionRevertedException\` ([TimeLock.sol:90-91](src:permissionless/contracts/market/TimeLock.sol#L90-L91)), which is what \`Governor.executeTransaction\` or \`executeBatch\` shows.`,
    action: 'Execute the transaction with that hash first (or have it cancelled), then execute the one that checks it.',
  },
};

export const PERIPHERY_TEXT: ErrorTexts = { ...PERIPHERY_ERRORS, ...PERIPHERY_MESSAGES };
