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
 * Sources (read at these tags; paths below are relative to each repository's `contracts/`):
 * core-v3 v1.51.0, integrations-v3 v1.47.1, periphery-v3 v1.6.1, core-v2 v1.9.1 (ACL, ContractsRegister
 * and DegenNFT, which V3 reuses), oracles-v3 v1.9.1 (price feeds).
 * Shared modifiers (core-v3):
 * - traits/ACLTrait.sol:26 `configuratorOnly`: the ACL's configurator, i.e. the ACL owner (core-v2 core/ACL.sol:89 isConfigurator).
 * - traits/ACLNonReentrantTrait.sol:29 `controllerOnly` (controller, i.e. the controller timelock, or the configurator, :36-41),
 *   :43 `pausableAdminsOnly`, :57 `unpausableAdminsOnly`; :77 pause() and :82 unpause() on every contract with this trait.
 */

import { ACCESS_CLASSES, type AccessClass } from './accessClass';
import { CONTRACT_ROLES, ROLES, type ContractRole } from './roles';

// The classes live in ./accessClass.ts, the roles with each role's contract, name, class and reason in ./roles.ts;
// the pages' own scripts import those two (a state page's access badges need nothing more). The facts each class
// rests on are cited below, beside the role's functions.
export { ACCESS_CLASSES, ACCESS_CLASS_INFO, ACCESS_DOCS_PATH, ROLE_CLASS, accessDocsHref, type AccessClass, type AccessClassInfo } from './accessClass';
export { CONTRACT_ROLES, ROLES, type ContractRole } from './roles';

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
  // core-v2 tokens/DegenNFT.sol:44 `onlyMinter` on :153 mint; :52 `creditFacadeOrConfiguratorOnly` on :175 burn;
  // :199-224 approve and transfers revert (not transferable); :75, :83, :112, :122 configuratorOnly. The minter
  // is the degen distributor, where holders claim (periphery-v3 degen/DegenDistributorV3.sol:49 claim, no caller check).
  degenNFT: {
    functions: [
      { class: 'internal', caller: 'the minter, or a credit facade (or the configurator) for burn', functions: ['mint', 'burn'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['setMinter', 'addCreditFacade', 'removeCreditFacade', 'setBaseUri'] },
    ],
  },
  // core-v3 core/AccountFactoryV3.sol:66 takeCreditAccount and :93 returnCreditAccount revert unless the caller is
  // a credit manager added to the factory (:68-71, :96-98); :114 addCreditManager and :134 rescue are configuratorOnly.
  accountFactory: {
    functions: [
      { class: 'internal', caller: 'a credit manager added to the factory', functions: ['takeCreditAccount', 'returnCreditAccount'] },
      { class: 'governance', caller: CONFIGURATOR, functions: ['addCreditManager', 'rescue'] },
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


/** How many of `roles` fall in each class (every class present, zero when none). */
export function countByClass(roles: Iterable<ContractRole>): Record<AccessClass, number> {
  const out = Object.fromEntries(ACCESS_CLASSES.map((c) => [c, 0])) as Record<AccessClass, number>;
  for (const r of roles) out[ACCESS[r].class] += 1;
  return out;
}
