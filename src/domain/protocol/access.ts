/**
 * "May I call this?": the access class of every contract role the address book lists, decided here
 * (with ./roles.ts, which holds each role's class and reason) and nowhere else, from the modifiers on the
 * contracts' functions.
 *
 * The class says what an integrator's own code does with the contract:
 * - entry point: anyone may call its state-changing functions (deposit, open an account, stake…);
 * - multicall: its state-changing functions run only when a credit facade calls them, i.e. inside the
 *   facade's `multicall` (adapters);
 * - read: an integrator only reads it (registries, oracles, price feeds, rate models); its few
 *   writes are governance's;
 * - governance: it exists to change the protocol's settings; every write needs a governance role;
 * - internal: its state-changing functions accept only other protocol contracts as callers.
 * Where one contract has functions in more than one class, `functions` says which fall where.
 *
 * Sources (read at these tags; paths below are relative to each repository's `contracts/`): the pins of
 * ./errors/sources.ts, the ones the errors catalogue cites: core-v3 v1.51.0, integrations-v3 v1.47.1, core-v2
 * 1.19.0-base.16 (ACL, ContractsRegister, DegenNFT and the core-v2 AccountFactory, which V3 reuses; its
 * tokens/DegenNFTV2.sol is v1.9.1's tokens/DegenNFT.sol with renamed interfaces, same lines), oracles-v3 v1.13.0
 * (price feeds); and periphery-v3 v1.6.1 (the degen distributor).
 * Shared modifiers (core-v3):
 * - traits/ACLTrait.sol:26 `configuratorOnly`: the ACL's configurator, i.e. the ACL owner (core-v2 core/ACL.sol:89 isConfigurator).
 * - traits/ACLNonReentrantTrait.sol:29 `controllerOnly` (controller, i.e. the controller timelock, or the configurator, :36-41),
 *   :43 `pausableAdminsOnly`, :57 `unpausableAdminsOnly`; :77 pause() and :82 unpause() on every contract with this trait.
 *
 * Gearbox V3.1 (issue 33) has its own roles (./v31Roles.ts, which holds each one's class and reason, and decides which
 * contract plays which) and its own sources, cited in V31_DETAILS below:
 * the published packages @gearbox-protocol/core-v3 1.52.1, integrations-v3 1.52.2 and oracles-v3 1.16.0 (the 3.10
 * contracts), Gearbox-protocol/permissionless at 49ac690dad57f05fc8e4c215c406801cbca965d5 (market configurator, ACL,
 * contracts register, treasury splitter, address provider 3.10, factories, price feed store, instance manager, bytecode
 * repository, cross-chain multisig) and Gearbox-protocol/periphery-v3 at 8b9c940e517aaa4738e97aec675a67eba33635d0
 * (compressors). Paths are relative to each one's `contracts/`.
 * Shared modifiers (V3.1):
 * - core-v3 traits/ACLTrait.sol:27 `configuratorOnly` (:54-61, the ACL's `isConfigurator`), :33 `pausableAdminsOnly`,
 *   :39 `unpausableAdminsOnly`. A V3.1 market's ACL is permissionless market/ACL.sol, whose configurator is its owner
 *   (:39-41), the curator's market configurator (market/MarketConfigurator.sol:173-178 deploys it with itself as owner):
 *   "the market configurator" below.
 * - permissionless traits/ImmutableOwnableTrait.sol:11 `onlyOwner`.
 */

import { ACCESS_CLASSES, type AccessClass, type AnyRole } from './accessClass';
import { CONTRACT_ROLES, ROLES, type ContractRole } from './roles';
import { V31_ROLE_NAMES, V31_ROLES, isV31Role, type V31Role } from './v31Roles';

// The classes live in ./accessClass.ts, the roles with each role's contract, name, class and reason in ./roles.ts;
// the pages' own scripts import those two (a state page's access badges need nothing more). The facts each class
// rests on are cited below, beside the role's functions.
export { ACCESS_CLASSES, ACCESS_CLASS_INFO, ACCESS_DOCS_PATH, ROLE_CLASS, accessDocsHref, type AccessClass, type AccessClassInfo } from './accessClass';
export { CONTRACT_ROLES, ROLES, type ContractRole } from './roles';
export { V31_ROLES, V31_ROLE_NAMES, isV31Role, v31RoleOfKey, v31RoleOfType, type V31Role } from './v31Roles';
export type { AnyRole } from './accessClass';

export interface FunctionGroup {
  class: AccessClass;
  /** Who may call them, in a few words ("anyone", "the credit facade", "the configurator (ACL owner)"…). */
  caller: string;
  functions: string[];
}

export interface Access {
  class: AccessClass;
  /** The contract, as its source names it. */
  contract: string;
  /** One line: why this class. */
  reason: string;
  /** Where the contract's functions fall, when not all in one class (views are left out). */
  functions: FunctionGroup[];
}

const CONFIGURATOR = 'the configurator (ACL owner)';
const CONTROLLER = 'the controller timelock or the configurator';

/**
 * One entry per role: its functions. The comment above each names the facts its class (in ./roles.ts) and its
 * functions rest on (file:line at the tags above).
 */
const DETAILS: Readonly<Record<ContractRole, Pick<Access, 'functions'>>> = {
  // core-v2 core/ACL.sol:21,31,55,65 add/remove pausable and unpausable admins are `onlyOwner`; :44,78,89 are views.
  acl: {
    functions: [{ class: 'governance', caller: 'the owner', functions: ['addPausableAdmin', 'removePausableAdmin', 'addUnpausableAdmin', 'removeUnpausableAdmin'] }],
  },
  // core-v3 core/AddressProviderV3.sol:21 `configuratorOnly` on :50 setAddress; :41 getAddressOrRevert and the
  // public `addresses` mapping are views.
  addressProvider: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['getAddressOrRevert', 'addresses'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['setAddress'] },
    ],
  },
  // core-v2 core/ContractsRegister.sol:32 addPool and :59 addCreditManager are `configuratorOnly`; :48 getPools,
  // :79 getCreditManagers and the public `isPool`/`isCreditManager` mappings (:17, :23) are views.
  contractsRegister: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['getPools', 'getCreditManagers', 'isPool', 'isCreditManager'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['addPool', 'addCreditManager'] },
    ],
  },
  // core-v3 core/BotListV3.sol:42 `onlyValidCreditFacade` (:198: the caller must be the facade of an approved
  // credit manager) on :100 setBotPermissions and :129 eraseAllBotPermissions; :159, :168, :181 configuratorOnly;
  // :59 botPermissions, :69 activeBots, :80 getBotStatus are views.
  botList: {
    functions: [
      { class: 'internal', caller: 'a credit facade of an approved credit manager', functions: ['setBotPermissions', 'eraseAllBotPermissions'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['setBotForbiddenStatus', 'setBotSpecialPermissions', 'setCreditManagerApprovedStatus'] },
    ],
  },
  // core-v3 governance/GearStakingV3.sol:72 deposit, :81 depositWithPermit, :109 multivote, :118 withdraw,
  // :137 claimWithdrawals, :146 migrate carry no caller check (only nonReentrant); :172 depositOnMigration is
  // `migratorOnly` (:63); :304, :320, :335 are configuratorOnly.
  gearStaking: {
    functions: [
      { class: 'entry', caller: 'anyone (GEAR holders)', functions: ['deposit', 'depositWithPermit', 'multivote', 'withdraw', 'claimWithdrawals', 'migrate'] },
      { class: 'internal', caller: 'the migrator of the previous staking contract', functions: ['depositOnMigration'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['setVotingContractStatus', 'setSuccessor', 'setMigrator'] },
    ],
  },
  // core-v2 tokens/DegenNFTV2.sol:44 `onlyMinter` on :153 mint; :52 `creditFacadeOrConfiguratorOnly` on :175 burn;
  // :199-245 approve, setApprovalForAll and the transfers revert (not transferable); :75, :83, :112, :122 configuratorOnly. The minter
  // is the degen distributor, where holders claim (periphery-v3 degen/DegenDistributorV3.sol:49 claim, no caller check).
  degenNFT: {
    functions: [
      { class: 'internal', caller: 'the minter, or a credit facade (or the configurator) for burn', functions: ['mint', 'burn'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['setMinter', 'addCreditFacade', 'removeCreditFacade', 'setBaseUri'] },
    ],
  },
  // Two contracts play this role (the address provider's ACCOUNT_FACTORY; which one a network has: ./accountFactory.ts).
  // core-v3 core/AccountFactoryV3.sol:66 takeCreditAccount and :93 returnCreditAccount revert unless the caller is
  // a credit manager added to the factory (:68-71, :96-98); :114 addCreditManager and :134 rescue are configuratorOnly.
  // core-v2 core/AccountFactory.sol:139 takeCreditAccount and :194 returnCreditAccount are `creditManagerOnly` (:57-62:
  // a credit manager in the contracts register); :251 addCreditAccount has no caller check (it clones one more empty
  // account into the stock); :264 takeOut and :334 cancelAllowance are configuratorOnly; core/ACLTrait.sol:33 pause and
  // :40 unpause need a pausable or unpausable admin. It has no rescue and no addCreditManager.
  accountFactory: {
    functions: [
      { class: 'internal', caller: 'credit managers: added to it (AccountFactoryV3), in the contracts register (core-v2 AccountFactory)', functions: ['takeCreditAccount', 'returnCreditAccount'] },
      { class: 'entry', caller: 'anyone (core-v2 AccountFactory only; it adds an empty account to the stock)', functions: ['addCreditAccount'] },
      { class: 'governance', caller: `${CONFIGURATOR}; pausable and unpausable admins (core-v2 AccountFactory)`, functions: ['addCreditManager (AccountFactoryV3)', 'rescue (AccountFactoryV3)', 'takeOut (core-v2)', 'cancelAllowance (core-v2)', 'pause (core-v2)', 'unpause (core-v2)'] },
    ],
  },
  // core-v3 governance/ControllerTimelockV3.sol: every queueing function (:69 setExpirationDate … :548
  // forbidBoundsUpdate) passes only if the caller is the policy's admin (governance/PolicyManagerV3.sol:147);
  // :609 cancelTransaction is `vetoAdminOnly` (:48); :620 executeTransaction only by the transaction's executor
  // (:627-629); :675 setVetoAdmin and PolicyManagerV3.sol:86, :97, :111 are configuratorOnly.
  controllerTimelock: {
    functions: [
      { class: 'governance', caller: 'policy admins, the executor, the veto admin', functions: ['setExpirationDate', 'setMaxDebtLimit', 'setTokenLimit', 'setTotalDebtLimit', '…', 'executeTransaction', 'cancelTransaction'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['setPolicy', 'disablePolicy', 'setGroup', 'setVetoAdmin'] },
    ],
  },
  // core-v3 core/PriceOracleV3.sol:45 getPrice, :50 getPriceSafe, :55 getPriceRaw, :60 convertToUSD,
  // :66 convertFromUSD, :72 convert, :85 priceFeeds, :90 priceFeedsRaw are views; :197 setPriceFeed and
  // :221 setReservePriceFeed are configuratorOnly, :245 setReservePriceFeedStatus is controllerOnly.
  priceOracle: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['getPrice', 'getPriceSafe', 'convertToUSD', 'convertFromUSD', 'convert', 'priceFeeds', 'priceFeedsRaw'] },
      { class: 'governance', caller: `${CONFIGURATOR}; the controller for the reserve status`, functions: ['setPriceFeed', 'setReservePriceFeed', 'setReservePriceFeedStatus'] },
    ],
  },
  // oracles-v3 oracles/updatable/RedstonePriceFeed.sol:126 latestRoundData is a view; :134 updatePrice has no
  // caller check (it verifies the signed data); core-v3 credit/CreditFacadeV3.sol:695-707 calls it for an
  // `onDemandPriceUpdate` step of a multicall. Other feeds only have views.
  mainPriceFeed: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['latestRoundData', 'decimals', 'description'] },
      { class: 'entry', caller: 'signed feeds only: anyone with data signed by its signers', functions: ['updatePrice'] },
    ],
  },
  reservePriceFeed: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['latestRoundData', 'decimals', 'description'] },
      { class: 'entry', caller: 'signed feeds only: anyone with data signed by its signers', functions: ['updatePrice'] },
    ],
  },
  // core-v3 pool/PoolV3.sol:191 deposit, :205 depositWithReferral, :218 mint, :232 mintWithReferral, :246 withdraw,
  // :265 redeem: no caller check (whenNotPaused, nonReentrant); :429 lendCreditAccount and :470 repayCreditAccount
  // act on the caller's own debt limit (:437-442: zero unless governance set one for that credit manager);
  // :618 updateQuotaRevenue, :629 setQuotaRevenue are `poolQuotaKeeperOnly` (:104); :668 setInterestRateModel,
  // :681 setPoolQuotaKeeper are configuratorOnly; :701 setTotalDebtLimit, :713 setCreditManagerDebtLimit,
  // :733 setWithdrawFee are controllerOnly.
  pool: {
    functions: [
      { class: 'entry', caller: 'anyone', functions: ['deposit', 'depositWithReferral', 'mint', 'mintWithReferral', 'withdraw', 'redeem', 'transfer', 'approve'] },
      { class: 'internal', caller: 'credit managers (within their debt limit), the quota keeper', functions: ['lendCreditAccount', 'repayCreditAccount', 'updateQuotaRevenue', 'setQuotaRevenue'] },
      { class: 'governance', caller: `${CONFIGURATOR}, ${CONTROLLER}, pausable admins`, functions: ['setInterestRateModel', 'setPoolQuotaKeeper', 'setTotalDebtLimit', 'setCreditManagerDebtLimit', 'setWithdrawFee', 'pause', 'unpause'] },
    ],
  },
  // core-v3 pool/PoolQuotaKeeperV3.sol:105 updateQuota, :187 removeQuotas, :227 accrueQuotaInterest are
  // `creditManagerOnly`; :360 addQuotaToken, :380 updateRates are `gaugeOnly`; :419 setGauge, :432 addCreditManager
  // are configuratorOnly; :452 setTokenLimit, :476 setTokenQuotaIncreaseFee are controllerOnly.
  poolQuotaKeeper: {
    functions: [
      { class: 'internal', caller: 'credit managers of the pool, the gauge', functions: ['updateQuota', 'removeQuotas', 'accrueQuotaInterest', 'addQuotaToken', 'updateRates'] },
      { class: 'governance', caller: `${CONFIGURATOR}, ${CONTROLLER}`, functions: ['setGauge', 'addCreditManager', 'setTokenLimit', 'setTokenQuotaIncreaseFee'] },
    ],
  },
  // core-v3 governance/GaugeV3.sol:128 vote and :167 unvote are `onlyVoter` (:69, :302: the voter is GEAR staking);
  // :75 updateEpoch has no caller check; :213, :226 configuratorOnly; :250, :261 controllerOnly.
  gauge: {
    functions: [
      { class: 'internal', caller: 'GEAR staking (the voter)', functions: ['vote', 'unvote'] },
      { class: 'entry', caller: 'anyone', functions: ['updateEpoch'] },
      { class: 'governance', caller: `${CONFIGURATOR}, ${CONTROLLER}`, functions: ['setFrozenEpoch', 'addQuotaToken', 'changeQuotaMinRate', 'changeQuotaMaxRate'] },
    ],
  },
  // core-v3 pool/LinearInterestRateModelV3.sol:84, :92 calcBorrowRate and :141 getModelParameters are views; it has
  // no state-changing function.
  interestModel: {
    functions: [],
  },
  // core-v3 credit/CreditManagerV3.sol:136 `creditFacadeOnly` (:1383) on :175 openCreditAccount … :1083 setFlagFor;
  // :521 approveCreditAccount and :536 execute revert unless the caller is an allowed adapter (:548-552);
  // :142 `creditConfiguratorOnly` (:1388) on :1150 addToken … :1305 setCreditConfigurator.
  creditManager: {
    functions: [
      { class: 'internal', caller: 'its credit facade; its adapters (approveCreditAccount, execute)', functions: ['openCreditAccount', 'closeCreditAccount', 'liquidateCreditAccount', 'manageDebt', 'addCollateral', 'withdrawCollateral', 'updateQuota', 'fullCollateralCheck', 'approveCreditAccount', 'execute'] },
      { class: 'governance', caller: 'its credit configurator', functions: ['addToken', 'setFees', 'setCollateralTokenData', 'setContractAllowance', 'setCreditFacade', 'setPriceOracle', 'setCreditConfigurator'] },
    ],
  },
  // core-v3 credit/CreditFacadeV3.sol:183 openCreditAccount (no caller check), :238 closeCreditAccount and
  // :359 multicall (`creditAccountOwnerOnly`, :126), :290 liquidateCreditAccount (anyone, whenNotPausedOrEmergency),
  // :381 botMulticall (a bot with permissions), :414 setBotPermissions (owner); :120 `creditConfiguratorOnly` on
  // :869 setExpirationDate … :946 setEmergencyLiquidator; pause/unpause from the ACL trait.
  creditFacade: {
    functions: [
      { class: 'entry', caller: 'anyone (opening, liquidating), the account owner (multicall, close), permitted bots', functions: ['openCreditAccount', 'multicall', 'closeCreditAccount', 'liquidateCreditAccount', 'botMulticall', 'setBotPermissions'] },
      { class: 'governance', caller: 'its credit configurator, pausable admins', functions: ['setExpirationDate', 'setDebtLimits', 'setBotList', 'setCumulativeLossParams', 'setTokenAllowance', 'setEmergencyLiquidator', 'pause', 'unpause'] },
    ],
  },
  // core-v3 credit/CreditConfiguratorV3.sol:148 addCollateralToken … :826 removeEmergencyLiquidator: every
  // state-changing function is configuratorOnly, controllerOnly or pausableAdminsOnly (:268 forbidToken, :720 forbidBorrowing).
  creditConfigurator: {
    functions: [{ class: 'governance', caller: `${CONFIGURATOR}, ${CONTROLLER}, pausable admins`, functions: ['addCollateralToken', 'setLiquidationThreshold', 'allowAdapter', 'forbidAdapter', 'setFees', 'setMaxDebtLimit', 'forbidToken', '…'] }],
  },
  // integrations-v3 adapters/AbstractAdapter.sol:37 `creditFacadeOnly` (:43-46: the caller must be the credit
  // manager's facade), which every adapter function that acts on a credit account carries (:36).
  adapter: {
    functions: [{ class: 'multicall', caller: 'the credit facade of its credit manager', functions: ['every function that acts on the credit account'] }],
  },
};

/** Every role's access: its contract, class and reason (./roles.ts) with its functions (above). */
export const ACCESS: Readonly<Record<ContractRole, Access>> = Object.fromEntries(
  CONTRACT_ROLES.map((role) => [role, { class: ROLES[role].class, contract: ROLES[role].contract, reason: ROLES[role].reason, functions: DETAILS[role].functions }]),
) as Record<ContractRole, Access>;

/** The access of a role. */
export function accessOf(role: ContractRole): Access {
  return ACCESS[role];
}

const MC = 'the market configurator';

/**
 * One entry per V3.1 role: its functions. The comment above each names the facts its class (in ./v31Roles.ts) and its
 * functions rest on (file:line in the V3.1 sources named at the top).
 */
const V31_DETAILS: Readonly<Record<V31Role, Pick<Access, 'functions'>>> = {
  // permissionless instance/AddressProvider.sol:53-114 getAddress, getAddressOrRevert, getKeys, getVersions,
  // getAllEntries, getLatest*Version are views; :128 setAddress is `onlyOwner` (its owner is the instance manager,
  // instance/InstanceManager.sol:146 setGlobalAddress, :152 setLocalAddress).
  v31AddressProvider: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['getAddress', 'getAddressOrRevert', 'getAllEntries', 'getLatestVersion'] },
      { class: 'governance', caller: 'the owner (the instance manager)', functions: ['setAddress'] },
    ],
  },
  // permissionless global/BytecodeRepository.sol:174 deploy has no caller check (only allowed bytecode, :179-180);
  // :233 uploadBytecode needs the author's signature, :319 submitAuditReport an approved auditor's (:321-325),
  // :375 allowPublicContract an audited bytecode of a public domain by its type's owner (:376-389); :358, :398, :459,
  // :500, :508, :525, :549 are `onlyOwner`.
  v31BytecodeRepository: {
    functions: [
      { class: 'entry', caller: 'anyone (signed by the bytecode\'s author or an approved auditor where it says)', functions: ['deploy', 'uploadBytecode', 'submitAuditReport', 'allowPublicContract'] },
      { class: 'governance', caller: 'the owner', functions: ['allowSystemContract', 'removePublicContractType', 'addPublicDomain', 'addAuditor', 'removeAuditor', 'forbidInitCode', 'setTokenSpecificPostfix'] },
    ],
  },
  // permissionless global/CrossChainMultisig.sol:187 submitBatch is `onlyOwner` (on Mainnet, :70); :215 signBatch takes
  // only approved signers' signatures (:222) and executes at the threshold (:227); :239 executeBatch (off Mainnet,
  // :76) reverts without enough valid signatures (:245-246); :300 addSigner, :308 removeSigner,
  // :317 setConfirmationThreshold, :383 disableRecoveryMode are `onlySelf` (:82), i.e. a signed batch.
  v31CrossChainGovernance: {
    functions: [{ class: 'governance', caller: 'its owner (submit), its signers (sign), anyone with a signed batch (execute); itself', functions: ['submitBatch', 'signBatch', 'executeBatch', 'addSigner', 'removeSigner', 'setConfirmationThreshold'] }],
  },
  // permissionless helpers/ProxyCall.sol:14 proxyCall is `onlyOwner`, its only function.
  v31GovernanceProxy: {
    functions: [{ class: 'governance', caller: 'the owner', functions: ['proxyCall'] }],
  },
  // permissionless instance/InstanceManager.sol:115 activate, :152 setLocalAddress, :162 configureLocal are `onlyOwner`;
  // :132 deploySystemContract, :146 setGlobalAddress, :157 configureGlobal, :173 setPendingGovernance are
  // `onlyCrossChainGovernance` (:61); :167 configureTreasury is `onlyTreasury` (:75); :180 acceptGovernance is
  // `onlyPendingGovernance` (:69).
  v31InstanceManager: {
    functions: [{ class: 'governance', caller: 'the cross-chain governance, the instance owner, the DAO treasury', functions: ['activate', 'deploySystemContract', 'setGlobalAddress', 'setLocalAddress', 'configureGlobal', 'configureLocal', 'configureTreasury', 'setPendingGovernance', 'acceptGovernance'] }],
  },
  // permissionless instance/PriceFeedStore.sol:86-142 are views; :157 addPriceFeed, :181 removePriceFeed,
  // :200 setStalenessPeriod, :214 allowPriceFeed, :227 forbidPriceFeed, :240 configurePriceFeeds are `onlyOwner`;
  // :263 updatePrices has no caller check: it passes signed data to feeds the store lists as updatable (:266-269).
  v31PriceFeedStore: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['getPriceFeeds', 'isAllowedPriceFeed', 'getStalenessPeriod', 'getTokenPriceFeedsMap', 'priceFeedInfo'] },
      { class: 'entry', caller: 'anyone with data signed by the feeds\' signers', functions: ['updatePrices'] },
      { class: 'governance', caller: 'the owner', functions: ['addPriceFeed', 'removePriceFeed', 'setStalenessPeriod', 'allowPriceFeed', 'forbidPriceFeed', 'configurePriceFeeds'] },
    ],
  },
  // core-v3 core/BotListV3.sol:88 setBotPermissions and :118 eraseAllBotPermissions revert unless the caller is the
  // facade of the account's credit manager (:156-160); :143 forbidBot is `onlyOwner` (OpenZeppelin Ownable, :28).
  v31BotList: {
    functions: [
      { class: 'internal', caller: "the credit facade of the account's credit manager", functions: ['setBotPermissions', 'eraseAllBotPermissions'] },
      { class: 'governance', caller: 'the owner', functions: ['forbidBot'] },
    ],
  },
  // core-v3 core/GearStakingV3.sol:107 deposit, :116 depositWithPermit, :144 multivote, :153 withdraw,
  // :172 claimWithdrawals, :181 migrate carry no caller check (only nonReentrant); :207 depositOnMigration is
  // `migratorOnly` (:71); :338 setVotingContractStatus, :350 setSuccessor, :365 setMigrator are `onlyOwner`.
  v31GearStaking: {
    functions: [
      { class: 'entry', caller: 'anyone (GEAR holders)', functions: ['deposit', 'depositWithPermit', 'multivote', 'withdraw', 'claimWithdrawals', 'migrate'] },
      { class: 'internal', caller: 'the migrator of the previous staking contract', functions: ['depositOnMigration'] },
      { class: 'governance', caller: 'the owner', functions: ['setVotingContractStatus', 'setSuccessor', 'setMigrator'] },
    ],
  },
  // permissionless instance/MarketConfiguratorFactory.sol:99 createMarketConfigurator has no caller check (the caller
  // becomes the admin, :105-110); :122 shutdownMarketConfigurator is `onlyMarketConfiguratorAdmin` (:46);
  // :143 addMarketConfigurator is `onlyCrossChainGovernance` (:38); :62-82 are views.
  v31MarketConfiguratorFactory: {
    functions: [
      { class: 'entry', caller: 'anyone (who becomes the new curator\'s admin)', functions: ['createMarketConfigurator'] },
      { class: 'read', caller: 'anyone', functions: ['isMarketConfigurator', 'getMarketConfigurators'] },
      { class: 'governance', caller: "the configurator's admin; the cross-chain governance", functions: ['shutdownMarketConfigurator', 'addMarketConfigurator'] },
    ],
  },
  // permissionless factories/AbstractFactory.sol:18 `onlyMarketConfigurators` (:43-46: a configurator the market
  // configurator factory lists) on PoolFactory.sol:52 deployPool, CreditFactory.sol:58 deployCreditSuite and :123
  // configure, PriceOracleFactory.sol:55 deployPriceOracle, InterestRateModelFactory.sol:27 deployInterestRateModel,
  // RateKeeperFactory.sol:41 deployRateKeeper, LossPolicyFactory.sol:29 deployLossPolicy; their hooks and other
  // configure functions are views that only build calls (PoolFactory.sol:90-210).
  v31MarketFactory: {
    functions: [{ class: 'internal', caller: 'registered market configurators', functions: ['deployPool', 'deployCreditSuite', 'deployPriceOracle', 'deployInterestRateModel', 'deployRateKeeper', 'deployLossPolicy', 'configure (credit factory)'] }],
  },
  // periphery-v3 compressors/MarketCompressor.sol, CreditSuiteCompressor.sol, CreditAccountCompressor.sol,
  // PriceFeedCompressor.sol, GaugeCompressor.sol, PeripheryCompressor.sol, RewardsCompressor.sol, TokenCompressor.sol:
  // every external function is a view (MarketCompressor.sol:70 getMarkets, :78 getMarketData…).
  v31Compressor: {
    functions: [],
  },
  // permissionless market/MarketConfigurator.sol:113 `onlyAdmin` (:939-941) on every state-changing function from
  // :231 setEmergencyAdmin to :913 removePeripheryContract, but :253 emergencyRevokeRole and the emergencyConfigure*
  // functions (:359, :485, :559, :621, :683, :756), which are `onlyEmergencyAdmin` (:119, :944-946), and
  // :803 authorizeFactory, :812 unauthorizeFactory, which are `onlySelf` (:107).
  v31MarketConfigurator: {
    functions: [
      { class: 'governance', caller: "the curator's admin", functions: ['createMarket', 'addToken', 'configurePool', 'createCreditSuite', 'configureCreditSuite', 'updatePriceOracle', 'configurePriceOracle', 'grantRole', 'revokeRole', '…'] },
      { class: 'governance', caller: "the curator's emergency admin", functions: ['emergencyRevokeRole', 'emergencyConfigurePool', 'emergencyConfigureCreditSuite', 'emergencyConfigurePriceOracle', '…'] },
    ],
  },
  // permissionless market/ACL.sol:60 grantRole and :67 revokeRole are `onlyOwner`; :34-55 getConfigurator,
  // isConfigurator, getRoles, getRoleHolders, hasRole are views.
  v31Acl: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['isConfigurator', 'getRoles', 'getRoleHolders', 'hasRole'] },
      { class: 'governance', caller: 'the owner (the market configurator)', functions: ['grantRole', 'revokeRole'] },
    ],
  },
  // permissionless market/ContractsRegister.sol:85 registerMarket, :103 shutdownMarket, :118 setPriceOracle,
  // :134 setLossPolicy, :183 registerCreditSuite, :196 shutdownCreditSuite are configuratorOnly; :52-174 are views.
  v31ContractsRegister: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['isPool', 'getPools', 'getPriceOracle', 'getLossPolicy', 'isCreditManager', 'getCreditManagers'] },
      { class: 'governance', caller: MC, functions: ['registerMarket', 'shutdownMarket', 'setPriceOracle', 'setLossPolicy', 'registerCreditSuite', 'shutdownCreditSuite'] },
    ],
  },
  // permissionless market/TreasurySplitter.sol:112 distribute, :143 configure, :179 cancelConfigure are
  // `onlyTreasuryProxyOrAdmin` (:58); :190, :197, :215, :243 are `onlySelf` (:53), i.e. a configuration both admins
  // agreed. A curator's treasury is such a splitter only when it has a fee treasury of its own; otherwise it is the
  // DAO treasury (market/MarketConfigurator.sol:185-194), which has no role here.
  v31TreasurySplitter: {
    functions: [{ class: 'governance', caller: "the curator's admin and the DAO's treasury proxy", functions: ['distribute', 'configure', 'cancelConfigure', 'setTokenSplit', 'setDefaultSplit', 'withdrawToken'] }],
  },
  // core-v3 pool/PoolV3.sol:206 deposit, :220 depositWithReferral, :233 mint, :247 mintWithReferral, :261 withdraw,
  // :280 redeem: no caller check (whenNotPaused, nonReentrant); :444 lendCreditAccount and :484 repayCreditAccount
  // act on the caller's own debt limit (:451-456: zero unless the configurator set one for that credit manager);
  // :631 updateQuotaRevenue, :642 setQuotaRevenue are `poolQuotaKeeperOnly` (:110); :681, :694, :714, :726, :746 are
  // configuratorOnly; :765 pause, :771 unpause.
  v31Pool: {
    functions: [
      { class: 'entry', caller: 'anyone', functions: ['deposit', 'depositWithReferral', 'mint', 'mintWithReferral', 'withdraw', 'redeem', 'transfer', 'approve'] },
      { class: 'internal', caller: 'credit managers (within their debt limit), the quota keeper', functions: ['lendCreditAccount', 'repayCreditAccount', 'updateQuotaRevenue', 'setQuotaRevenue'] },
      { class: 'governance', caller: `${MC}, pausable and unpausable admins`, functions: ['setInterestRateModel', 'setPoolQuotaKeeper', 'setTotalDebtLimit', 'setCreditManagerDebtLimit', 'setWithdrawFee', 'pause', 'unpause'] },
    ],
  },
  // core-v3 pool/PoolQuotaKeeperV3.sol:112 updateQuota, :197 removeQuotas, :238 accrueQuotaInterest are
  // `creditManagerOnly` (:78); :373 addQuotaToken, :393 updateRates are `gaugeOnly` (:72: the rate keeper);
  // :433 setGauge, :461 addCreditManager, :481 setTokenLimit, :509 setTokenQuotaIncreaseFee are configuratorOnly.
  v31QuotaKeeper: {
    functions: [
      { class: 'internal', caller: 'credit managers of the pool, the rate keeper', functions: ['updateQuota', 'removeQuotas', 'accrueQuotaInterest', 'addQuotaToken', 'updateRates'] },
      { class: 'governance', caller: MC, functions: ['setGauge', 'addCreditManager', 'setTokenLimit', 'setTokenQuotaIncreaseFee'] },
    ],
  },
  // core-v3 pool/LinearInterestRateModelV3.sol:96 calcBorrowRate, :145 getModelParameters, :162 availableToBorrow are
  // views; it has no state-changing function.
  v31InterestRateModel: {
    functions: [],
  },
  // core-v3 pool/TumblerV3.sol:107 addToken, :120 setRate, :128 updateRates are configuratorOnly; the rest are views.
  v31Tumbler: {
    functions: [{ class: 'governance', caller: MC, functions: ['addToken', 'setRate', 'updateRates'] }],
  },
  // core-v3 core/PriceOracleV3.sol:130 setPriceFeed and :161 setReservePriceFeed are configuratorOnly; the rest are views.
  v31PriceOracle: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['getPrice', 'getPriceSafe', 'convertToUSD', 'convertFromUSD', 'convert', 'priceFeeds', 'priceFeedsRaw'] },
      { class: 'governance', caller: MC, functions: ['setPriceFeed', 'setReservePriceFeed'] },
    ],
  },
  // core-v3 core/AliasedLossPolicyV3.sol:123 isLiquidatableWithLoss has no caller check (it may push signed prices,
  // :133); :181 setAccessMode, :190 setChecksEnabled, :201 setAliasPriceFeed are configuratorOnly. The facade asks it
  // during a liquidation with a loss: credit/CreditFacadeV3.sol:333 isLiquidatableWithLoss.
  v31LossPolicy: {
    functions: [
      { class: 'read', caller: 'anyone (the credit facade, when a liquidation has a loss)', functions: ['isLiquidatableWithLoss', 'getRequiredAliasPriceFeeds', 'getTokensWithAlias'] },
      { class: 'governance', caller: MC, functions: ['setAccessMode', 'setChecksEnabled', 'setAliasPriceFeed'] },
    ],
  },
  // oracles-v3 oracles/updatable/RedstonePriceFeed.sol:165 and PythPriceFeed.sol:110 latestRoundData are views;
  // RedstonePriceFeed.sol:173 and PythPriceFeed.sol:128 updatePrice have no caller check (they verify the signed
  // data); oracles/LPPriceFeed.sol:113 setLimiter is `onlyOwner`. Other feeds only have views. A feed of type
  // PRICE_FEED::EXTERNAL (one that gives no type: Chainlink aggregators and the like) is only read, by
  // core-v3 traits/PriceFeedValidationTrait.sol:84 `latestRoundData`.
  v31PriceFeed: {
    functions: [
      { class: 'read', caller: 'anyone', functions: ['latestRoundData', 'decimals', 'description'] },
      { class: 'entry', caller: 'signed feeds only: anyone with data signed by its signers', functions: ['updatePrice'] },
    ],
  },
  // core-v3 credit/CreditManagerV3.sol:132 `creditFacadeOnly` (:1390) on :214 openCreditAccount … :1097 setFlagFor;
  // :544 approveCreditAccount and :559 execute revert unless the caller is an allowed adapter (:571-575);
  // :138 `creditConfiguratorOnly` (:1395) on :1164 addToken … :1303 transferOwnership.
  v31CreditManager: {
    functions: [
      { class: 'internal', caller: 'its credit facade; its adapters (approveCreditAccount, execute)', functions: ['openCreditAccount', 'closeCreditAccount', 'liquidateCreditAccount', 'manageDebt', 'addCollateral', 'withdrawCollateral', 'updateQuota', 'fullCollateralCheck', 'approveCreditAccount', 'execute'] },
      { class: 'governance', caller: 'its credit configurator', functions: ['addToken', 'setFees', 'setCollateralTokenData', 'setContractAllowance', 'setCreditFacade', 'setPriceOracle', 'setCreditConfigurator'] },
    ],
  },
  // core-v3 credit/CreditFacadeV3.sol:210 openCreditAccount (no caller check), :251 closeCreditAccount and
  // :448 multicall (`creditAccountOwnerOnly`, :140), :306 liquidateCreditAccount and :395
  // partiallyLiquidateCreditAccount (anyone, `whenNotPausedOrEmergency`, :147), :469 botMulticall (a bot with
  // permissions); :134 `creditConfiguratorOnly` on :845 setExpirationDate … :894 setTokenAllowance; :910 pause,
  // :916 unpause.
  v31CreditFacade: {
    functions: [
      { class: 'entry', caller: 'anyone (opening, liquidating), the account owner (multicall, close), permitted bots', functions: ['openCreditAccount', 'multicall', 'closeCreditAccount', 'liquidateCreditAccount', 'partiallyLiquidateCreditAccount', 'botMulticall'] },
      { class: 'governance', caller: 'its credit configurator, pausable and unpausable admins', functions: ['setExpirationDate', 'setDebtLimits', 'setLossPolicy', 'setTokenAllowance', 'pause', 'unpause'] },
    ],
  },
  // core-v3 credit/CreditConfiguratorV3.sol:98 makeAllTokensQuoted … :651 setExpirationDate: every state-changing
  // function is configuratorOnly, but :256 forbidToken and :608 forbidBorrowing, which are pausableAdminsOnly.
  v31CreditConfigurator: {
    functions: [{ class: 'governance', caller: `${MC}, pausable admins`, functions: ['addCollateralToken', 'setLiquidationThreshold', 'allowAdapter', 'forbidAdapter', 'setFees', 'setDebtLimits', 'forbidToken', 'forbidBorrowing', '…'] }],
  },
  // core-v3 core/DefaultAccountFactoryV3.sol:78 takeCreditAccount and :105 returnCreditAccount revert unless the caller
  // is a credit manager added to the factory (:81-84, :108-110); :126 addCreditManager has no caller check (it only
  // deploys the master account of that credit manager, once, :127-131); :141 rescue is `onlyOwner`.
  v31AccountFactory: {
    functions: [
      { class: 'internal', caller: 'a credit manager added to the factory', functions: ['takeCreditAccount', 'returnCreditAccount', 'addCreditManager'] },
      { class: 'governance', caller: 'the owner', functions: ['rescue'] },
    ],
  },
  // integrations-v3 adapters/AbstractAdapter.sol:35 `creditFacadeOnly` (:41-45: the caller must be the credit
  // manager's facade), which every adapter function that acts on a credit account carries (:34).
  v31Adapter: {
    functions: [{ class: 'multicall', caller: 'the credit facade of its credit manager', functions: ['every function that acts on the credit account'] }],
  },
};

/** Every V3.1 role's access: its contract, class and reason (./v31Roles.ts) with its functions (above). */
export const V31_ACCESS: Readonly<Record<V31Role, Access>> = Object.fromEntries(
  V31_ROLE_NAMES.map((role) => [role, { class: V31_ROLES[role].class, contract: V31_ROLES[role].contract, reason: V31_ROLES[role].reason, functions: V31_DETAILS[role].functions }]),
) as Record<V31Role, Access>;

/** The access of a V3.0 or V3.1 role. */
export function accessOfAny(role: AnyRole): Access {
  return isV31Role(role) ? V31_ACCESS[role] : ACCESS[role];
}

/** The protocol versions whose roles the docs' access tables list. */
export type AccessTableVersion = 'v3.0' | 'v3.1';

/** The rows of the access table of `version` (the docs page and its Markdown): each role in its book's order, named. */
export function accessTableRows(version: AccessTableVersion): { role: AnyRole; name: string; access: Access }[] {
  return version === 'v3.1'
    ? V31_ROLE_NAMES.map((role) => ({ role, name: V31_ROLES[role].name, access: V31_ACCESS[role] }))
    : CONTRACT_ROLES.map((role) => ({ role, name: ROLES[role].name, access: ACCESS[role] }));
}


/** How many of `roles` fall in each class (every class present, zero when none). */
export function countByClass(roles: Iterable<ContractRole>): Record<AccessClass, number> {
  const out = Object.fromEntries(ACCESS_CLASSES.map((c) => [c, 0])) as Record<AccessClass, number>;
  for (const r of roles) out[ACCESS[r].class] += 1;
  return out;
}
