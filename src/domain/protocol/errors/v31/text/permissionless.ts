import type { ErrorTexts } from './types';

/**
 * When each error of the permissionless repository (v1.8.0) is raised and what to do, written from the raise sites
 * and the functions that reach them. One entry per distinct signature: where several contracts declare the same
 * name with the same parameters (`CallerIsNotAdminException(address)` in the market configurator, the timelock and
 * the default degen NFT, for example), the selector is the same and one entry covers every raise site.
 * Entries follow the order of the declarations in the source (factories, helpers, then interfaces A–Z).
 */
export const PERMISSIONLESS_ERRORS: ErrorTexts = {
  // ---- factories/CreditFactory.sol ----
  DegenNFTIsNotRegisteredException: {
    when: 'The credit factory was asked to deploy a credit facade whose `CreditFacadeParams.degenNFT` is non-zero but is not registered in the market configurator\'s `DEGEN_NFT` periphery domain (`isPeripheryContract` is false). Reached from `MarketConfigurator.createCreditSuite` and from `configureCreditSuite` with `upgradeCreditFacade`.',
    action: 'Register the NFT first with `MarketConfigurator.addPeripheryContract` (it must be deployed from the bytecode repository and its `contractType()` must be in the `DEGEN_NFT` domain), or pass `degenNFT = address(0)` for a facade that requires no NFT.',
  },
  TargetContractIsNotAllowedException: {
    when: '`configureCreditSuite` was called with `configureAdapterFor(targetContract, data)` and the credit manager has no adapter for `targetContract` (`contractToAdapter(targetContract)` is zero).',
    action: 'Allow an adapter for that target first (`configureCreditSuite` with `allowAdapter`), and pass the contract the adapter wraps, not the adapter itself.',
  },

  // ---- factories/PoolFactory.sol ----
  CantShutdownCreditSuiteWithNonZeroDebtException: {
    when: '`MarketConfigurator.shutdownCreditSuite` ran the pool factory\'s `onShutdownCreditSuite` hook while the pool still has debt lent to this credit manager (`creditManagerBorrowed(creditManager)` is non-zero).',
    action: 'Wait until the credit manager\'s borrowed amount is zero (accounts closed or liquidated). To stop new borrowing meanwhile, set its debt limit to zero with `configurePool` (`setCreditManagerDebtLimit`) or `emergencyConfigurePool` (`setCreditManagerDebtLimitToZero`).',
  },
  CantShutdownMarketWithNonZeroDebtException: {
    when: '`MarketConfigurator.shutdownMarket` ran the pool factory\'s `onShutdownMarket` hook while the pool\'s `totalBorrowed()` is non-zero.',
    action: 'All debt must be repaid first: stop borrowing with zero debt limits, let accounts close, shut down each credit suite with `shutdownCreditSuite`, then shut down the market.',
  },
  InsufficientFundsForDeploymentException: {
    when: '`MarketConfigurator.createMarket` asked the pool factory to deploy a pool while the market configurator holds less than `1e5` units of `underlying`. The factory pulls exactly `1e5` units from the configurator and deposits them into the new pool for `0xdead`.',
    action: 'Transfer at least `1e5` smallest units of the underlying to the market configurator before calling `createMarket`; the configurator approves the pool factory itself.',
  },
  ZeroPriceFeedException: {
    when: 'A price feed answers zero where a non-zero price is required. Pool factory: `configurePool` with `setTokenLimit(token, limit)`, `limit` non-zero, while the market\'s price oracle returns `getPrice(token) == 0`. Price oracle factory: `createMarket` when `underlyingPriceFeed` answers zero in `latestRoundData`, and `configurePriceOracle` / `emergencyConfigurePriceOracle` with `setPriceFeed` for the underlying or for a token whose total quota (`totalQuoted`) is non-zero.',
    action: 'Give the token a main feed with a non-zero answer before raising its limit. `configurePriceOracle` accepts a zero-answer feed only as a reserve feed, or as the main feed of a non-underlying token in which no quota is held.',
  },

  // ---- factories/PriceOracleFactory.sol ----
  PriceFeedNotAllowedException: {
    when: 'The price oracle factory sets only feeds that the price feed store allows for the token (`isAllowedPriceFeed(token, priceFeed)`); a reserve feed may also be the store\'s `zeroPriceFeed`. Raised from `createMarket` (the underlying feed), `addToken`, `updatePriceOracle` (which copies every main and reserve feed of the old oracle into the new one) and `configurePriceOracle` (`setPriceFeed`, `setReservePriceFeed`).',
    action: 'Pick a feed from `PriceFeedStore.getPriceFeeds(token)`, or ask the instance owner to add and allow it (`addPriceFeed`, `allowPriceFeed`). Before `updatePriceOracle`, check that every feed of the current oracle is still allowed.',
  },
  PriceFeedAllowedTooRecentlyException: {
    when: '`emergencyConfigurePriceOracle` with `setPriceFeed(token, priceFeed)` less than one day after the feed was allowed for `token` in the price feed store (`block.timestamp < getAllowanceTimestamp(token, priceFeed) + 1 days`).',
    action: 'Wait until a full day has passed since `allowPriceFeed`, or have the admin set the feed with `configurePriceOracle`, which has no such delay.',
  },
  TokenIsNotAddedException: {
    when: '`configurePriceOracle` (`setPriceFeed`, `setReservePriceFeed`) or `emergencyConfigurePriceOracle` (`setPriceFeed`) named a `token` that is neither the pool\'s underlying nor a quoted token of its quota keeper.',
    action: 'Add the token to the market first with `MarketConfigurator.addToken(pool, token, priceFeed)`: it sets the main feed and, through the rate keeper, makes the token quoted.',
  },

  // ---- helpers/DefaultDegenNFT.sol (CallerIsNotAdminException: see the market configurator below) ----
  CallerIsNotCreditFacadeOrEmergencyAdminException: {
    when: '`DefaultDegenNFT.burn` was called by an address that is neither the market configurator\'s `emergencyAdmin()` nor the current credit facade of a credit manager registered in the configurator\'s contracts register. A caller without a `creditManager()` function (an EOA, for example) makes the check itself revert without data instead.',
    action: 'Burning is done by the credit facade, which burns one NFT from the account owner when an account is opened; burn by hand only from the emergency admin.',
  },
  CallerIsNotMinterException: {
    when: '`DefaultDegenNFT.mint` was called by an address other than `minter`.',
    action: 'Mint from the minter; the market configurator\'s admin sets it with `setMinter`.',
  },
  NotImplementedException: {
    when: '`DefaultDegenNFT` reverts with this on every `approve`, `setApprovalForAll`, `transferFrom` and both `safeTransferFrom` overloads: the NFT cannot be approved or moved.',
    action: 'Nothing to fix: the NFT is non-transferable. Mint it directly to the address that will open the account.',
  },

  // ---- interfaces/IAddressProvider.sol ----
  AddressNotFoundException: {
    when: '`AddressProvider.getAddressOrRevert(key, ver)` found nothing stored under `key` and version `ver` (`0` is the unversioned entry). `InstanceManager` and `MarketConfiguratorFactory` look up `CROSS_CHAIN_GOVERNANCE` for every governance-only call, and `InstanceManager.configureTreasury` looks up `TREASURY`, which exists only after `activate`. Constructors (factories, market configurator, price feed store, treasury splitter) also look up their dependencies; inside `BytecodeRepository.deploy` such a failure surfaces as `Create2: Failed on deploy`.',
    action: 'List what is stored with `getVersions(key)` or `getAllEntries()`. Global entries come from the cross-chain governance (`InstanceManager.setGlobalAddress`, `deploySystemContract`) and from the one-time `activate`; local ones from the instance owner (`setLocalAddress`).',
  },
  InvalidVersionException: {
    when: 'A version outside `100`–`999` was given. `AddressProvider`: `setAddress(key, value, true)` when `value.version()` is out of range (reached through `InstanceManager.setGlobalAddress`, `setLocalAddress` and `deploySystemContract` with `saveVersion = true`), and `getLatestMinorVersion` / `getLatestPatchVersion` with an out-of-range argument. `BytecodeRepository` declares the same signature and raises it from `uploadBytecode` (`bytecode.version` out of range) and its own `getLatestMinorVersion` / `getLatestPatchVersion`; there the first argument is a contract type, not an address provider key.',
    action: 'Use three-digit versions such as `310` (major `300`, minor `310`). To store an address without a version, pass `saveVersion = false`.',
  },
  VersionNotFoundException: {
    when: 'No version in the requested range exists. `AddressProvider`: `getLatestVersion(key)` when `key` has no versioned entry, `getLatestMinorVersion` when no stored version is in the same hundred as the argument (`300`–`399` for `310`), `getLatestPatchVersion` when none is in the same ten (`310`–`319` for `310`); the market configurator uses the latter to pick factories (`createMarket`, `createCreditSuite`, their previews, the `upgrade…Factory` functions). `BytecodeRepository` raises the same signature from the same three getters over the allowed versions of a contract type, which every deployment of a latest patch uses.',
    action: 'Pass a minor version that has entries (check `getVersions(key)` or `getVersions(contractType)`). Address provider versions are saved by governance with `saveVersion = true`; repository versions exist once a bytecode is allowed (`allowSystemContract`, `allowPublicContract`).',
  },
  ZeroAddressException: {
    when: '`AddressProvider.setAddress` was given `value == address(0)` for `key`. Reached through `InstanceManager.activate` (zero `treasury` or `weth`; a zero `gear` is skipped), `setGlobalAddress` and `setLocalAddress`. This is not core\'s parameterless `ZeroAddressException()`: the selectors differ.',
    action: 'Pass a non-zero address; an entry cannot be cleared by writing zero.',
  },

  // ---- interfaces/IBytecodeRepository.sol ----
  AuditorIsNotApprovedException: {
    when: '`BytecodeRepository.submitAuditReport` named an `auditReport.auditor` that is not an approved auditor (`isAuditor` is false).',
    action: 'Only approved auditors can submit reports; the repository owner adds them with `addAuditor` (cross-chain governance, through `InstanceManager.configureGlobal`).',
  },
  AuthorIsNotContractTypeOwnerException: {
    when: '`allowPublicContract` for a bytecode whose contract type already has an owner (`getContractTypeOwner`) other than the bytecode\'s `author`. The author of the first public bytecode allowed for a type becomes its owner.',
    action: 'Upload the new version with the type owner as `author`, or use another contract type. Governance can reset a public type\'s owner and allowed versions with `removePublicContractType`.',
  },
  BytecodeIsAlreadyAllowedException: {
    when: 'A different bytecode is already allowed for this `contractType` and `version`: `uploadBytecode` of new code under an allowed pair, or `allowSystemContract` / `allowPublicContract` of a second bytecode for the same pair.',
    action: 'An allowed type and version cannot be replaced: upload the new code under a new version (for example the next patch).',
  },
  BytecodeIsAlreadySignedByAuditorException: {
    when: '`submitAuditReport` carried a `signature` byte-identical to one already stored in a report for `bytecodeHash`.',
    action: 'The report is already recorded (see `getAuditReports`); nothing to resubmit.',
  },
  BytecodeIsNotAllowedException: {
    when: '`BytecodeRepository.deploy(cType, ver, …)` found no bytecode allowed for that type and version (`getAllowedBytecodeHash` is zero). Deployments of the latest patch pick an allowed version, so it mostly comes from calls naming an exact version, such as `InstanceManager.deploySystemContract`.',
    action: 'Check `getVersions(cType)` and deploy an allowed version, or upload, audit and allow the bytecode first (`uploadBytecode`, `submitAuditReport`, `allowSystemContract` or `allowPublicContract`).',
  },
  BytecodeIsNotAuditedException: {
    when: '`allowSystemContract` or `allowPublicContract` for a bytecode that has no report from a currently approved auditor (`isBytecodeAudited` ignores reports of removed auditors).',
    action: 'Have an approved auditor sign a report and submit it with `submitAuditReport`, then allow again.',
  },
  BytecodeIsNotUploadedException: {
    when: 'Nothing is stored under `bytecodeHash`: raised by `getBytecode`, `submitAuditReport`, `allowSystemContract` and `allowPublicContract`.',
    action: 'Upload the bytecode with `uploadBytecode` first, and check the hash with `computeBytecodeHash` (it covers type, version, init code, author and source).',
  },
  CallerIsNotBytecodeAuthorException: {
    when: 'On Ethereum Mainnet (`block.chainid == 1`), `uploadBytecode` was sent by an address other than `bytecode.author`. On other chains anyone may upload a bytecode that carries a valid author signature.',
    action: 'Send the upload from the author\'s address on Mainnet.',
  },
  ContractIsAlreadyDeployedException: {
    when: '`deploy` computed a CREATE2 address that already has code: the same caller already deployed the same init code with the same constructor parameters and salt (the salt is hashed together with the caller\'s address). Factories repeat inputs when nothing changed, e.g. `updatePriceOracle` with the same price oracle factory and the same latest `PRICE_ORACLE` patch (its salt is the pool), or a second `allowAdapter` with identical `DeployParams`.',
    action: 'Change an input: a new `salt` in `DeployParams`, other constructor parameters, or a newer patch of the contract; or keep the existing contract.',
  },
  ContractTypeIsNotInPublicDomainException: {
    when: '`allowPublicContract` for a bytecode whose contract type\'s domain (the part before `::`) is not a public domain (`isPublicDomain` is false).',
    action: 'Public domains are added by governance with `addPublicDomain`; contracts outside them can only be allowed by the repository owner as system contracts (`allowSystemContract`).',
  },
  DomainIsAlreadyMarkedAsPublicException: {
    when: '`allowSystemContract` for a bytecode whose domain is already a public domain: allowing a system contract adds its domain to the system domains, and a domain cannot be both.',
    action: 'Governance only: give system contracts a domain that is not public.',
  },
  DomainIsAlreadyMarkedAsSystemException: {
    when: '`addPublicDomain` for a domain that is already a system domain (one in which a system contract was allowed).',
    action: 'Governance only: choose another domain for public contracts.',
  },
  InitCodeIsEmptyException: {
    when: '`uploadBytecode` with an empty `bytecode.initCode`.',
    action: 'Upload the contract\'s creation code; constructor arguments are appended later, at `deploy`.',
  },
  InitCodeIsForbiddenException: {
    when: '`deploy` of a type and version whose init code hash was forbidden by governance with `forbidInitCode`.',
    action: 'Deploy another allowed version: the ban on an init code cannot be lifted.',
  },
  InvalidAuditorSignatureException: {
    when: 'In `submitAuditReport`, the EIP-712 signature over `AuditReport(bytecodeHash, auditor, reportUrl)` recovers to an address other than `auditReport.auditor`; the error carries the recovered address. A malformed signature makes OpenZeppelin\'s `ECDSA.recover` revert with its own message first.',
    action: 'Sign the exact `bytecodeHash`, `auditor` and `reportUrl` with the auditor\'s key, as typed data under the repository\'s `domainSeparatorV4()` (its chain ID is fixed to `1` on every chain).',
  },
  InvalidAuthorSignatureException: {
    when: 'In `uploadBytecode`, `bytecode.authorSignature` (EIP-712 over the `Bytecode` struct: type, version, init code, author, source) recovers to an address other than `bytecode.author`; the error carries the recovered address.',
    action: 'Sign `computeBytecodeHash(bytecode)` as typed data with the author\'s key under the repository\'s `domainSeparatorV4()` (chain ID fixed to `1`), and upload the exact fields that were signed.',
  },
  InvalidBytecodeException: {
    when: 'After `deploy` created the contract, its `contractType()` or `version()` differed from the requested `cType` and `ver`: the uploaded code reports another type or version than the one it was uploaded under.',
    action: 'A bytecode defect for its author and governance: upload code whose `contractType()` and `version()` match its `Bytecode` entry, under a new version.',
  },
  InvalidContractTypeException: {
    when: '`uploadBytecode` with a `contractType` that is not `DOMAIN` or `DOMAIN::POSTFIX` built from ASCII letters, digits and `_` (an empty domain, a trailing `::`, a second `::` or any other character fails).',
    action: 'Use a type such as `RATE_KEEPER::TUMBLER`, encoded as a small string (left-aligned `bytes32`).',
  },
  InvalidDomainException: {
    when: '`addPublicDomain` with an empty domain or one containing characters other than ASCII letters, digits and `_`.',
    action: 'Governance only: pass a domain such as `ADAPTER`, encoded as a small string.',
  },
  InvalidPostfixException: {
    when: '`setTokenSpecificPostfix` with a `postfix` containing characters other than ASCII letters, digits and `_` (an empty postfix is valid).',
    action: 'Governance only: pass a postfix of letters, digits and underscores, encoded as a small string.',
  },

  // ---- interfaces/IContractsRegister.sol (also declared by the market configurator: MarketNotRegisteredException, CreditSuiteNotRegisteredException) ----
  MarketNotRegisteredException: {
    when: '`pool` is not a live market of this curator (never registered, or shut down). `MarketConfigurator` checks it, right after the caller check, in every per-market function: `shutdownMarket`, `addToken`, `createCreditSuite`, the `update…` functions and the `configure…` / `emergencyConfigure…` functions of pool, price oracle, interest rate model, rate keeper and loss policy. `ContractsRegister` raises the same error from `getPriceOracle` (so also `previewCreateCreditSuite(minorVersion, pool, …)`), `getLossPolicy`, `getCreditManagers(pool)`, `setPriceOracle`, `setLossPolicy`, `shutdownMarket`, `registerCreditSuite` (the credit manager\'s pool) and `getShutdownCreditManagers(pool)` unless the pool was shut down.',
    action: 'Pass a pool listed by this configurator\'s `ContractsRegister.getPools()` (a pool, not a credit manager, and not another curator\'s). A shut-down market can no longer be configured.',
  },
  MarketShutDownException: {
    when: '`ContractsRegister.registerMarket` (called by the market configurator in `createMarket`) for a `pool` that was shut down in this register: a market cannot be registered again after `shutdownMarket`.',
    action: 'Create a new market instead of reusing the old pool.',
  },
  MarketNotEmptyException: {
    when: '`ContractsRegister.shutdownMarket` (from `MarketConfigurator.shutdownMarket`) while credit managers of `pool` are still registered.',
    action: 'Shut down every credit suite of the market first with `shutdownCreditSuite`; list them with `getCreditManagers(pool)`.',
  },
  CreditSuiteNotRegisteredException: {
    when: '`creditManager` is not a live credit suite of this curator (never registered, or shut down). `MarketConfigurator` checks it in `shutdownCreditSuite`, `configureCreditSuite` and `emergencyConfigureCreditSuite`; `ContractsRegister.shutdownCreditSuite` raises the same error.',
    action: 'Pass the credit manager\'s address (not the facade or the configurator) of a suite listed by `ContractsRegister.getCreditManagers()`.',
  },
  CreditSuiteShutDownException: {
    when: '`ContractsRegister.registerCreditSuite` (called by the market configurator in `createCreditSuite`) for a credit manager that was shut down in this register.',
    action: 'A shut-down credit suite cannot come back: create a new one.',
  },

  // ---- interfaces/ICrossChainMultisig.sol ----
  BatchIsNotSubmittedException: {
    when: '`CrossChainMultisig.signBatch(batchHash, …)` for a hash under which no batch is stored: the DAO has not submitted it with `submitBatch`, or the hash is wrong.',
    action: 'Compute the hash with `computeBatchHash(name, calls, prevHash)` and check `getCurrentBatchHashes()`; only submitted batches can be signed.',
  },
  CallerIsNotSelfException: {
    when: 'A function reachable only through the contract\'s own execution was called from outside. `CrossChainMultisig`: `addSigner`, `removeSigner`, `setConfirmationThreshold` and `disableRecoveryMode` run only as calls of an executed batch. `MarketConfigurator`: `authorizeFactory` and `unauthorizeFactory` run only as calls returned by its factories. `TimeLock`: `setDelay` runs only as a queued transaction that the timelock executes on itself.',
    action: 'Put the call in a signed batch (multisig), leave factory authorization to the configurator\'s own functions, or queue `setDelay` through the governor.',
  },
  CantBeExecutedOnCurrentChainException: {
    when: '`submitBatch` and `signBatch` work only on Ethereum Mainnet (`block.chainid == 1`); `executeBatch` and `enableRecoveryMode` only on other chains.',
    action: 'Submit and sign on Mainnet; on other chains relay the signed batch with `executeBatch`.',
  },
  DuplicateSignatureException: {
    when: 'Two signatures in one list recover to the same address (checked for every signature, approved signer or not): the accumulated signatures of a batch in `signBatch` (a signer signing twice), `signatures` in `executeBatch`, or `message.signatures` in `enableRecoveryMode`.',
    action: 'Send each signer\'s signature once; drop repeats before relaying.',
  },
  InsufficientNumberOfSignaturesException: {
    when: '`executeBatch` or `enableRecoveryMode` carried fewer signatures from approved signers than `confirmationThreshold`; signatures of other addresses are not counted.',
    action: 'Collect more signatures over the same digest from addresses in `getSigners()`.',
  },
  InvalidBatchException: {
    when: '`submitBatch` or `executeBatch` with a batch that has no calls, a call to the multisig itself with a non-zero `chainId`, or a `disableRecoveryMode` self-call next to other calls.',
    action: 'Give self-calls `chainId = 0`, and send `disableRecoveryMode` as the only call of its batch.',
  },
  InvalidConfirmationThresholdException: {
    when: 'The threshold would be `0` or above the number of signers: `setConfirmationThreshold` (or the constructor) with such a value, or `removeSigner` leaving fewer signers than `confirmationThreshold`.',
    action: 'Lower the threshold before removing a signer (earlier in the same batch), or add signers first.',
  },
  InvalidPrevHashException: {
    when: 'The batch does not follow the last executed one: `submitBatch` or `executeBatch` with `prevHash != lastBatchHash()`, or `signBatch` for a stored batch whose `prevHash` is no longer `lastBatchHash()` (another batch, or this one, was executed since).',
    action: 'Rebuild the batch with `prevHash = lastBatchHash()` of the chain where it runs, and execute batches in order.',
  },
  InvalidRecoveryModeMessageException: {
    when: '`enableRecoveryMode` (recovery mode off, `message.chainId` equal to this chain) with `message.startingBatchHash` different from `lastBatchHash()`.',
    action: 'Sign a new recovery message whose `startingBatchHash` is this chain\'s current `lastBatchHash()`.',
  },
  InvalidSignerAddressException: {
    when: '`addSigner` (or the constructor\'s signer list) with the zero address.',
    action: 'Pass a real signer address.',
  },
  SignerIsAlreadyApprovedException: {
    when: '`addSigner` (or the constructor\'s signer list) named an address that is already a signer.',
    action: 'Nothing to add; check `isSigner` before proposing.',
  },
  SignerIsNotApprovedException: {
    when: '`signBatch` recovered an address that is not a signer (wrong key, or a signature over another digest), or `removeSigner` named a non-signer. The error carries the recovered or named address.',
    action: 'Sign the typed `CompactBatch(name, batchHash, prevHash)` message with a key from `getSigners()`, under the multisig\'s `domainSeparatorV4()`.',
  },

  // ---- interfaces/IGovernor.sol ----
  CallerNotQueueAdminException: {
    when: '`Governor.queueTransaction` or `startBatch` was called by an address that is neither the owner nor a queue admin.',
    action: 'Queue from the owner or a queue admin (`queueAdmins()`); queue admins are added by a timelocked `addQueueAdmin`.',
  },
  CallerNotExecutionAdminException: {
    when: '`Governor.executeTransaction` or `executeBatch` was called, while `isPermissionlessExecutionAllowed` is false, by an address that is neither the owner nor an execution admin.',
    action: 'Execute from the owner or an execution admin (`executionAdmins()`), or have governance allow permissionless execution through a timelocked `allowPermissionlessExecution`.',
  },
  CallerNotTimelockException: {
    when: 'A governor setting (`addQueueAdmin`, `removeQueueAdmin`, `addExecutionAdmin`, `removeExecutionAdmin`, `updateVetoAdmin`, `allowPermissionlessExecution`, `forbidPermissionlessExecution`) was called by an address other than the governor\'s `timeLock`.',
    action: 'Queue the call, with the governor as target, through `queueTransaction`, and execute it after the delay.',
  },
  CallerNotVetoAdminException: {
    when: '`Governor.cancelTransaction` or `cancelBatch` was called by an address other than `vetoAdmin`.',
    action: 'Cancel from the veto admin. For a governor deployed by a market configurator, that is the emergency admin given at creation; it changes through a timelocked `updateVetoAdmin`.',
  },
  CallerNotBatchInitiatorException: {
    when: '`Governor.queueTransaction` in a block in which another address started a batch with `startBatch`: every transaction queued in that block joins the batch, and only its initiator may add to it.',
    action: 'Queue from the batch initiator, or queue in a later block.',
  },
  CannotRenounceOwnershipException: {
    when: '`Governor.renounceOwnership` always reverts.',
    action: 'Hand the governor over with the two-step `transferOwnership` and `acceptOwnership` instead.',
  },
  TransactionAlreadyQueuedException: {
    when: '`Governor.queueTransaction` for a transaction (same `target`, `value`, `signature`, `data` and `eta`) that the timelock already has queued.',
    action: 'Execute or cancel the queued one, or queue again with another `eta`.',
  },
  ETAMistmatchException: {
    when: '`Governor.queueTransaction` inside a started batch (same block) with an `eta` other than the one given to `startBatch`.',
    action: 'Queue every transaction of a batch with the batch\'s `eta`.',
  },
  BatchAlreadyStartedException: {
    when: '`Governor.startBatch` in a block in which a batch has already been started.',
    action: 'Start at most one batch per block; start the next one in a later block.',
  },
  CantPerformActionOutsideBatchException: {
    when: '`Governor.executeTransaction` or `cancelTransaction` for a transaction that was queued as part of a batch.',
    action: 'Execute or cancel the whole batch with `executeBatch` or `cancelBatch`.',
  },
  IncorrectBatchException: {
    when: '`Governor.executeBatch` or `cancelBatch` with an empty list, a first transaction that is not part of a batch, or a list whose length differs from the number of transactions queued in that batch.',
    action: 'Pass every transaction of the batch, with the exact queued parameters, in the order they were queued.',
  },
  UnexpectedTransactionException: {
    when: 'In `Governor.executeBatch` or `cancelBatch`, the transaction at position `i` belongs to another batch, or was queued at another index (the argument is its hash).',
    action: 'Pass the batch\'s transactions in the order they were queued, with the exact queued parameters.',
  },
  AdminCantBeZeroAddressException: {
    when: '`Governor.addQueueAdmin`, `addExecutionAdmin` or `updateVetoAdmin` with `address(0)`, or a governor constructed with a zero veto admin. A market configurator deploys its governor inside `BytecodeRepository.deploy`, so `createMarketConfigurator` with `deployGovernor = true` and a zero `emergencyAdmin` reverts with `Create2: Failed on deploy` instead.',
    action: 'Pass a non-zero address.',
  },

  // ---- interfaces/IInstanceManager.sol (also declared by the market configurator factory: CallerIsNotCrossChainGovernanceException) ----
  CallerIsNotCrossChainGovernanceException: {
    when: 'The caller is not the address stored under `CROSS_CHAIN_GOVERNANCE` in the address provider. `InstanceManager`: `deploySystemContract`, `setGlobalAddress`, `configureGlobal` and `setPendingGovernance`; `MarketConfiguratorFactory`: `addMarketConfigurator`.',
    action: 'Send the call from the cross-chain governance contract; read its address with `AddressProvider.getAddressOrRevert` for key `CROSS_CHAIN_GOVERNANCE`, version `0`.',
  },
  CallerIsNotPendingGovernanceException: {
    when: '`InstanceManager.acceptGovernance` was called by an address other than `pendingGovernance`.',
    action: 'The current governance nominates with `setPendingGovernance`; the nominee then calls `acceptGovernance` itself.',
  },
  CallerIsNotTreasuryException: {
    when: '`InstanceManager.configureTreasury` was called by an address other than the address provider\'s `TREASURY` entry (before `activate` stores it, the lookup fails with `AddressNotFoundException` instead).',
    action: 'Only the DAO treasury configures treasury-side contracts, such as a curator\'s treasury splitter, through the treasury proxy.',
  },
  InvalidKeyException: {
    when: '`InstanceManager.setGlobalAddress` with a `key` that does not start with `GLOBAL::`, or `setLocalAddress` with one that does not start with `LOCAL::`.',
    action: 'Use the right prefix. Other keys are written only by the instance manager itself (`activate`, `deploySystemContract`, `acceptGovernance`).',
  },

  // ---- interfaces/IMarketConfigurator.sol (also declared by the timelock and the default degen NFT: CallerIsNotAdminException) ----
  CallerIsNotAdminException: {
    when: '`msg.sender` differs from the admin address the contract checks. `MarketConfigurator`: every admin function requires `msg.sender == admin` (`setEmergencyAdmin`, `grantRole`, `revokeRole`, `createMarket`, `shutdownMarket`, `addToken`, `createCreditSuite`, `shutdownCreditSuite`, the `configure…` and `update…` functions, `addPeripheryContract`, `removePeripheryContract`, the `upgrade…Factory` functions). `TimeLock`: `queueTransaction`, `cancelTransaction` and `executeTransaction` accept only its `admin`, the governor; `DefaultDegenNFT`: `setMinter` and `setBaseUri` accept only the market configurator\'s `admin()`.',
    action: 'Send the call from the admin (`admin()`). If the market configurator was created with a governor, its admin is the governor\'s `TimeLock`: queue the call with `Governor.queueTransaction` and execute it after the delay.',
  },
  CallerIsNotEmergencyAdminException: {
    when: '`MarketConfigurator.emergencyRevokeRole` or an `emergencyConfigure…` function (pool, credit suite, price oracle, interest rate model, rate keeper, loss policy) was called by an address other than `emergencyAdmin`.',
    action: 'Call from the emergency admin (`emergencyAdmin()`); the admin replaces it with `setEmergencyAdmin`.',
  },
  IncorrectMinorVersionException: {
    when: '`MarketConfigurator.createMarket`, `previewCreateMarket`, `createCreditSuite` or either `previewCreateCreditSuite` got a minor version outside `300`–`399` (`minorVersion / 100 != 3`).',
    action: 'Pass a 3.x minor version for which the factories exist in the address provider, such as `310`.',
  },
  IncorrectPeripheryContractException: {
    when: '`MarketConfigurator.addPeripheryContract` for a contract the bytecode repository did not deploy (`isDeployedFromRepository` is false), or `addPeripheryContract` / `removePeripheryContract` for a contract whose `contractType()` call reverts.',
    action: 'Register only contracts deployed through `BytecodeRepository.deploy`; their domain is read from `contractType()`.',
  },
  UnauthorizedFactoryException: {
    when: 'A factory call crossed the configurator\'s authorization map: a call returned by a factory hook, `configure` or `emergencyConfigure` targets neither the market configurator nor a contract authorized to that factory (`getAuthorizedFactory(target)`), `authorizeFactory` found `target` authorized to another factory, or `unauthorizeFactory` found it authorized to another factory. It can surface from any function that runs factory calls (`createMarket`, `addToken`, `createCreditSuite`, the `configure…`, `emergencyConfigure…`, `update…` and `shutdown…` functions).',
    action: 'Compare `getAuthorizedFactory(target)` with `getMarketFactories(pool)` or `getCreditFactory(creditManager)`: the target must be a contract of this suite handled by the same factory. Check that the pool, credit manager or adapter passed belongs to this suite.',
  },

  // ---- interfaces/IMarketConfiguratorFactory.sol ----
  CallerIsNotMarketConfiguratorAdminException: {
    when: '`MarketConfiguratorFactory.shutdownMarketConfigurator(marketConfigurator)` was called by an address other than that configurator\'s `admin()`.',
    action: 'Call from the configurator\'s admin (through the governor\'s timelock if the configurator has one).',
  },
  CantShutdownMarketConfiguratorException: {
    when: '`shutdownMarketConfigurator` while the configurator\'s contracts register still has registered pools (`getPools()` is not empty).',
    action: 'Shut down every market of the configurator first (its credit suites, then `shutdownMarket`).',
  },
  MarketConfiguratorIsAlreadyAddedException: {
    when: '`MarketConfiguratorFactory.addMarketConfigurator` for an address that is already registered.',
    action: 'Nothing to add; check `isMarketConfigurator`.',
  },
  MarketConfiguratorIsAlreadyShutdownException: {
    when: '`shutdownMarketConfigurator` for a configurator that was already shut down, or `addMarketConfigurator` for one that was shut down.',
    action: 'A shut-down configurator cannot return; create a new one with `createMarketConfigurator`.',
  },
  MarketConfiguratorIsNotRegisteredException: {
    when: '`shutdownMarketConfigurator` for an address that is neither registered nor shut down.',
    action: 'Pass a configurator listed by `getMarketConfigurators()`.',
  },

  // ---- interfaces/IPriceFeedStore.sol ----
  PriceFeedIsNotKnownException: {
    when: '`priceFeed` is not in the price feed store (never added, or removed): `getStalenessPeriod`, `removePriceFeed`, `setStalenessPeriod`, `allowPriceFeed`, `forbidPriceFeed`, and `configurePriceFeeds` for each call target. Curators meet it through the price oracle factory, which reads `getStalenessPeriod` of every feed it sets; a reserve feed equal to the store\'s `zeroPriceFeed` passes the allowance check but fails here unless the zero price feed was itself added to the store.',
    action: 'The instance owner adds the feed with `addPriceFeed` (through `InstanceManager.configureLocal`); check with `isKnownPriceFeed`.',
  },
  PriceFeedIsAlreadyAddedException: {
    when: '`PriceFeedStore.addPriceFeed` for a feed that is already in the store.',
    action: 'Nothing to add; change its staleness period with `setStalenessPeriod` if needed.',
  },
  PriceFeedIsNotAllowedException: {
    when: '`priceFeed` is not in the allowed list of `token`: `PriceFeedStore.forbidPriceFeed` and `getAllowanceTimestamp`. The price oracle factory calls `getAllowanceTimestamp` in `emergencyConfigurePriceOracle` (`setPriceFeed`), so the emergency admin gets this error for a feed the store does not allow for the token.',
    action: 'Use a feed from `getPriceFeeds(token)`, or have the instance owner allow it with `allowPriceFeed` (the emergency path then also waits one day).',
  },
  PriceFeedIsAlreadyAllowedException: {
    when: '`PriceFeedStore.allowPriceFeed` for a (`token`, `priceFeed`) pair already on the allowed list.',
    action: 'Nothing to allow; check `isAllowedPriceFeed(token, priceFeed)`.',
  },
  PriceFeedIsNotOwnedByStore: {
    when: '`PriceFeedStore.addPriceFeed` walks the new feed and its underlying feeds; a feed in that tree deployed from the bytecode repository whose `owner()` is not the store, even after the store tried `acceptOwnership()`, reverts with this (the argument is that feed, possibly a nested one). Feeds without `owner()` pass; feeds not deployed from the repository are treated as leaves and not inspected.',
    action: 'Transfer ownership of every repository-deployed feed in the tree to the price feed store before adding it (for two-step ownership, start the transfer; the store accepts it in `addPriceFeed`).',
  },
  PriceFeedIsNotUpdatableException: {
    when: '`PriceFeedStore.updatePrices` got an update for a feed that is not in the store\'s updatable set. `addPriceFeed` fills that set with the repository-deployed feeds of the added tree whose `updatable()` returns true.',
    action: 'Send updates only for feeds listed by `getUpdatablePriceFeeds()`.',
  },
  ForbiddenConfigurationMethodException: {
    when: '`PriceFeedStore.configurePriceFeeds` included a call with the `renounceOwnership()` selector.',
    action: 'Leave that call out: the store does not let its feeds be renounced.',
  },

  // ---- interfaces/ITimeLock.sol (CallerIsNotAdminException and CallerIsNotSelfException: see above) ----
  DelayNotSatisfiedException: {
    when: '`TimeLock.queueTransaction` (from `Governor.queueTransaction`) with `eta < block.timestamp + delay`.',
    action: 'Set `eta` at least `delay()` seconds after the queuing block (a market configurator creates its governor\'s timelock with a one-day delay).',
  },
  IncorrectDelayException: {
    when: '`TimeLock.setDelay` (or the constructor) with a delay below `MINIMUM_DELAY` (1 day) or above `MAXIMUM_DELAY` (30 days).',
    action: 'Choose a delay between 1 and 30 days.',
  },
  StaleTransactionException: {
    when: '`TimeLock.executeTransaction` more than `GRACE_PERIOD` (14 days) after the transaction\'s `eta`.',
    action: 'It can no longer be executed: queue it again with a new `eta`.',
  },
  TimelockNotSurpassedException: {
    when: '`TimeLock.executeTransaction` before the transaction\'s `eta`.',
    action: 'Wait until `block.timestamp >= eta`.',
  },
  TransactionIsNotQueuedException: {
    when: '`TimeLock.executeTransaction` for a hash that is not queued: never queued, cancelled, or already executed. The hash covers `target`, `value`, `signature`, `data` and `eta`, so any difference gives another hash.',
    action: 'Pass exactly the parameters used to queue it.',
  },
  TransactionExecutionRevertedException: {
    when: 'The timelock\'s call to the target reverted in `executeTransaction`; the target\'s revert data is dropped. Behind a governor, every failing admin call to a market configurator (for example `createMarket`) shows up as this error from `Governor.executeTransaction` or `executeBatch`.',
    action: 'Simulate the same call with the timelock as sender to see the target\'s own error. The transaction stays queued (the whole call reverted), so it can be executed again until `eta + GRACE_PERIOD` once the cause is fixed.',
  },

  // ---- interfaces/ITreasurySplitter.sol ----
  SplitArraysDifferentLengthException: {
    when: '`TreasurySplitter.setTokenSplit` or `setDefaultSplit`, run by `configure` once the admin and the treasury proxy have both proposed the same calldata, got `receivers` and `proportions` of different lengths.',
    action: 'Give one proportion per receiver, then propose the corrected calldata from both sides.',
  },
  PropotionSumIncorrectException: {
    when: '`TreasurySplitter.setTokenSplit` or `setDefaultSplit` (run by `configure` once both sides agree) got `proportions` that do not sum to `PERCENTAGE_FACTOR` (`10000`, i.e. 100%).',
    action: 'Make the proportions sum to exactly `10000`.',
  },
  UndefinedSplitException: {
    when: 'Declared in `ITreasurySplitter` but raised nowhere in permissionless v1.8.0: `distribute` uses the default split for a token without its own split.',
    action: 'Not expected from these contracts; a revert with this selector comes from other code.',
  },
  OnlySelfException: {
    when: '`TreasurySplitter.setTokenInsuranceAmount`, `setTokenSplit`, `setDefaultSplit` or `withdrawToken` was called directly; they run only when `configure` executes a proposal both sides agreed on.',
    action: 'Propose the call with `configure(callData)` from the admin and from the treasury proxy.',
  },
  OnlyAdminOrTreasuryProxyException: {
    when: '`TreasurySplitter.distribute`, `configure` or `cancelConfigure` was called by an address other than the splitter\'s `admin` or `treasuryProxy`.',
    action: 'The curator side calls as `admin` (the market configurator\'s admin at creation); the DAO side calls through `InstanceManager.configureTreasury`, which forwards from the treasury proxy.',
  },
  IncorrectConfigureSelectorException: {
    when: '`TreasurySplitter.configure` with calldata whose selector is not `setTokenInsuranceAmount`, `setDefaultSplit`, `setTokenSplit` or `withdrawToken`.',
    action: 'Encode one of those four calls.',
  },
  TreasurySplitterAsReceiverException: {
    when: '`TreasurySplitter.setTokenSplit` or `setDefaultSplit` (run by `configure` once both sides agree) lists the splitter itself among `receivers`.',
    action: 'Remove the splitter from the receivers; to keep funds on it, set a token insurance amount with `setTokenInsuranceAmount`.',
  },

  // ---- interfaces/base/IImmutableOwnableTrait.sol ----
  CallerIsNotOwnerException: {
    when: 'The caller is not the fixed `owner` of a contract built on `ImmutableOwnableTrait`: `AddressProvider.setAddress` (owner: the instance manager); the bytecode repository\'s `allowSystemContract`, `removePublicContractType`, `addPublicDomain`, `addAuditor`, `removeAuditor`, `forbidInitCode`, `setTokenSpecificPostfix` (owner: the instance manager\'s cross-chain governance proxy); the price feed store\'s `addPriceFeed`, `removePriceFeed`, `setStalenessPeriod`, `allowPriceFeed`, `forbidPriceFeed`, `configurePriceFeeds` (owner: the instance manager proxy); `ACL.grantRole` / `revokeRole` (owner: the market configurator); `ProxyCall.proxyCall` (owner: its deployer, the instance manager).',
    action: 'Go through the owner: `InstanceManager.configureGlobal` (cross-chain governance) for the bytecode repository, `InstanceManager.configureLocal` (instance owner) for the price feed store, `MarketConfigurator.grantRole` / `revokeRole` / `emergencyRevokeRole` for the ACL.',
  },

  // ---- interfaces/factories/IFactory.sol ----
  CallerIsNotMarketConfiguratorException: {
    when: 'A factory\'s deploy function (`deployPool`, `deployPriceOracle`, `deployInterestRateModel`, `deployRateKeeper`, `deployLossPolicy`, `deployCreditSuite`) or `CreditFactory.configure` was called by an address that `MarketConfiguratorFactory.isMarketConfigurator` does not list. A configurator removed by `shutdownMarketConfigurator` meets it in `createMarket`, `createCreditSuite`, the `update…` functions and `configureCreditSuite`.',
    action: 'Call through a registered market configurator; a shut-down one can no longer deploy or configure credit suites.',
  },
  ForbiddenConfigurationCallException: {
    when: 'The factory\'s `configure` does not accept `selector`. Pool factory (`configurePool`): only `setTotalDebtLimit`, `setCreditManagerDebtLimit`, `setTokenLimit`, `setTokenQuotaIncreaseFee`, `pause`, `unpause`; price oracle factory (`configurePriceOracle`): only `setPriceFeed`, `setReservePriceFeed`; credit factory (`configureCreditSuite`): only the `ICreditConfigureActions` functions. Rate keeper factory (`configureRateKeeper`) refuses `addToken`, and for a gauge also `addQuotaToken`, `setFrozenEpoch` and `setController`; the interest rate model and loss policy factories forward any call.',
    action: 'Use one of the accepted actions. Tokens reach the rate keeper through `MarketConfigurator.addToken`, and a gauge\'s epoch freezing is handled by the market hooks.',
  },
  ForbiddenEmergencyConfigurationCallException: {
    when: 'The factory\'s `emergencyConfigure` does not accept `selector`. Accepted: pool `setCreditManagerDebtLimitToZero`, `setTokenLimitToZero`, `pause`; price oracle `setPriceFeed`; credit suite `forbidAdapter`, `forbidToken`, `forbidBorrowing`, `pause`; loss policy `setAccessMode`, `setChecksEnabled`. The interest rate model and rate keeper factories accept none, so `emergencyConfigureInterestRateModel` and `emergencyConfigureRateKeeper` always revert with it.',
    action: 'The emergency admin can only restrict; other changes go through the admin\'s `configure…` functions.',
  },
  InvalidConstructorParamsException: {
    when: 'A factory found `DeployParams.constructorParams` not starting with the addresses it requires. Loss policy, interest rate model (unless postfix `LINEAR`) and rate keeper (unless `GAUGE` or `TUMBLER`) factories, reached from `createMarket` and `updateLossPolicy` / `updateInterestRateModel` / `updateRateKeeper`: `(pool, addressProvider)`; a `GAUGE` rate keeper: `(pool, gearStaking)`; a `TUMBLER`: `pool` first. Credit factory: account factory params must start with the address provider (`createCreditSuite`), adapter params with the credit manager (`configureCreditSuite` with `allowAdapter`).',
    action: 'Encode the constructor parameters with those leading addresses: the market\'s pool, the factory\'s `addressProvider()`, its `gearStaking()` for a gauge, or the credit manager for an adapter.',
  },
};

/** A citation of permissionless v1.8.0. */
function cite(path: string, line: number, to?: number): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `[${file}:${line}${to ? `-${to}` : ''}](src:permissionless/contracts/${path}#L${line}${to ? `-L${to}` : ''})`;
}

/** String reverts (`Error(string)`) of permissionless v1.8.0 outside `contracts/test`, keyed by the exact quoted message. */
const PERMISSIONLESS_MESSAGES: ErrorTexts = {
  '"ERC721Metadata: URI query for nonexistent token"': {
    when: `\`DefaultDegenNFT.tokenURI(tokenId)\` was asked about a token that does not exist: never minted, or burned. \`mint\` numbers a holder's tokens \`(uint256(uint160(holder)) << 40) + i\` from its current balance up, \`burn\` removes the highest ones, and transfers always revert (${cite('helpers/DefaultDegenNFT.sol', 68, 108)}), so the existing tokens of \`holder\` are those with \`i\` below \`balanceOf(holder)\`.`,
    action: 'Ask only for an existing token id; every existing token has the same URI, the contract\'s `baseURI()`, which can be read directly.',
  },
};

export const PERMISSIONLESS_TEXT: ErrorTexts = { ...PERMISSIONLESS_ERRORS, ...PERMISSIONLESS_MESSAGES };
