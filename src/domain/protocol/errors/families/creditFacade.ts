import { at } from '../sources';
import type { FamilySpec } from '../types';
import { ALL_MULTICALLS, BOT_MULTICALL, CHECKED_MULTICALLS, CLOSE, LIQUIDATE, MULTICALL, OPEN, PRICE_UPDATING_MULTICALLS, SET_BOT_PERMISSIONS } from './entryPoints';

const cf = (line: number) => at('core-v3', 'contracts/credit/CreditFacadeV3.sol', line);
const CONFIGURATOR_ONLY = [
  'CreditFacadeV3.setExpirationDate',
  'CreditFacadeV3.setDebtLimits',
  'CreditFacadeV3.setBotList',
  'CreditFacadeV3.setCumulativeLossParams',
  'CreditFacadeV3.setTokenAllowance',
  'CreditFacadeV3.setEmergencyLiquidator',
];

export const creditFacade: FamilySpec = {
  id: 'creditFacade',
  slug: 'credit-facade',
  title: 'Credit facade errors',
  label: 'Credit facade',
  contracts: ['CreditFacadeV3'],
  errors: [
    {
      signature: 'error CallerNotCreditAccountOwnerException()',
      raisedBy: [{ fns: [CLOSE, MULTICALL, SET_BOT_PERMISSIONS], src: cf(1099), note: 'modifier `creditAccountOwnerOnly`' }],
      when: 'The caller is not the owner of the credit account passed as `creditAccount`. The account exists in this facade\'s credit manager, but it belongs to someone else.',
      action: 'Send the transaction from the owner\'s address. A bot acting for the owner must use `botMulticall` instead, with permissions the owner granted through `setBotPermissions`.',
    },
    {
      signature: 'error NotAllowedAfterExpirationException()',
      raisedBy: [{ fns: [OPEN, MULTICALL, BOT_MULTICALL], src: cf(1106), note: 'modifier `whenNotExpired`' }],
      when: 'The facade is expirable and its `expirationDate` has passed. Opening accounts and running multicalls are closed from then on. Closing and liquidating accounts still work.',
      action: 'Check `expirable()` and `expirationDate()` before you send. Close the account with `closeCreditAccount`, or expect expired accounts to be liquidated with the expired-account fees. New positions need a facade that has not expired.',
    },
    {
      signature: 'error ForbiddenInWhitelistedModeException()',
      raisedBy: [{ fns: [OPEN], src: cf(195) }],
      when: 'The facade has a Degen NFT set (`degenNFT() != address(0)`) and `onBehalfOf` is not the caller. In this mode accounts can only be opened for yourself, and one NFT is burned from the caller.',
      action: 'Pass your own address as `onBehalfOf`, and hold a Degen NFT for the facade (see `InsufficientBalanceException()` below).',
    },
    {
      signature: 'error InsufficientBalanceException()',
      raisedBy: [
        {
          fns: [OPEN],
          src: at('core-v2', 'contracts/tokens/DegenNFTV2.sol', 183),
          note: '`DegenNFTV2.burn`, called when the facade has a Degen NFT',
        },
      ],
      when: 'The facade requires a Degen NFT to open an account, and the caller holds none. The facade burns one NFT per account opened.',
      action: 'Get a Degen NFT for this facade first, or open the account in a credit manager whose facade has `degenNFT() == address(0)`.',
    },
    {
      signature: 'error CloseAccountWithEnabledTokensException()',
      raisedBy: [{ fns: [CLOSE], src: cf(255) }],
      when: 'After the calls passed to `closeCreditAccount`, some collateral token is still enabled on the account. A token stops being enabled when its quota is removed (for quoted tokens), when a withdrawal or repayment leaves at most 1 wei of it, or with `disableToken`.',
      action: 'In `calls`, first remove every quota with `updateQuota(token, type(int96).min, 0)`, then repay the debt with `decreaseDebt(type(uint256).max)`, then `withdrawCollateral(token, type(uint256).max, to)` for every token left, the underlying included. See [closing an account](/docs/credit-accounts/closing).',
    },
    {
      signature: 'error CreditAccountNotLiquidatableException()',
      raisedBy: [{ fns: [LIQUIDATE], src: cf(303) }],
      when: 'The account has no debt, or it is healthy (total weighted value at least equal to total debt, both in USD) and the facade has not expired. Prices are taken after any `onDemandPriceUpdate` calls at the start of `calls`.',
      action: 'Check off-chain with `CreditManagerV3.isLiquidatable(creditAccount, 10000)` at the block you will send, with the same price updates applied. Someone else may have already liquidated or repaid the account.',
    },
    {
      signature: 'error RemainingTokenBalanceIncreasedException()',
      raisedBy: [{ fns: [LIQUIDATE], src: cf(325) }],
      when: 'During the liquidation calls, the balance of some enabled token other than the underlying went up. A liquidator may sell tokens or withdraw them, but may not increase the balance of any token that counts toward what is left for the owner.',
      action: 'Only swap toward the underlying, or withdraw tokens with `withdrawCollateral`. Do not route a swap into an enabled non-underlying token, and do not add collateral in a token other than the underlying.',
    },
    {
      signature: 'error NotApprovedBotException()',
      raisedBy: [{ fns: [BOT_MULTICALL], src: cf(400) }],
      when: 'The caller has no permissions for this account in `BotListV3`, is forbidden there, or (without DAO-granted special permissions) the account\'s bot-permissions flag is not set.',
      action: 'The account owner must call `CreditFacadeV3.setBotPermissions(creditAccount, bot, permissions)` with a non-zero mask. Check `BotListV3.getBotStatus(bot, creditManager, creditAccount)`: a forbidden bot cannot be used at all.',
    },
    {
      signature: 'error UnexpectedPermissionsException()',
      raisedBy: [{ fns: [SET_BOT_PERMISSIONS], src: cf(420) }],
      when: 'The `permissions` mask has a bit set that is not one of the defined permissions (bits 0 to 7 and bit 16).',
      action: 'Build the mask only from the permission constants of `ICreditFacadeV3Multicall`, such as `ADD_COLLATERAL_PERMISSION` (1) and `EXTERNAL_CALLS_PERMISSION` (1 << 16). See [bot permissions](/docs/bots/permissions).',
    },
    {
      signature: 'error NoPermissionException(uint256 permission)',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(1001), note: 'internal `_revertIfNoPermission`' }],
      when: 'A call in the multicall needs a permission that this entry point does not grant. `permission` is the missing bit. `openCreditAccount` does not allow `decreaseDebt` (4). `closeCreditAccount` does not allow `increaseDebt` (2). `liquidateCreditAccount` allows only `addCollateral` (1), `withdrawCollateral` (32) and adapter calls (65536). A bot has only the bits its owner granted.',
      action: 'Read the `permission` argument: 1 add collateral, 2 increase debt, 4 decrease debt, 8 enable token, 16 disable token, 32 withdraw collateral, 64 update quota, 128 revoke allowances, 65536 external (adapter) calls. Remove that call, move it to another entry point, or ask the owner to grant the bit.',
    },
    {
      signature: 'error UnknownMethodException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(629) }],
      when: 'A call targets the facade itself, but its selector is not an `ICreditFacadeV3Multicall` function this facade handles. This includes `onDemandPriceUpdate` placed after any other call, and `onDemandPriceUpdate` in `closeCreditAccount`, which does not apply price updates.',
      action: 'Encode inner calls with the `ICreditFacadeV3Multicall` ABI, and put every `onDemandPriceUpdate` first in the list. To call a protocol, set `target` to its adapter, not to the facade. Paste your calldata in the [decoder](/decode) to see what each call is.',
    },
    {
      signature: 'error TargetContractNotAllowedException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(640) }],
      when: 'A call\'s `target` is neither the facade nor an adapter registered in the credit manager. The facade asks `CreditManagerV3.adapterToContract(target)` and gets the zero address. The usual cause is passing the target protocol\'s address, such as a Uniswap router, instead of its Gearbox adapter.',
      action: 'Use the adapter address: `CreditManagerV3.contractToAdapter(protocolAddress)`, or the adapters listed for the credit manager on its [protocol state](/state/mainnet) page. Adapters differ between credit managers.',
    },
    {
      signature: 'error PriceFeedDoesNotExistException()',
      raisedBy: [
        {
          fns: [...PRICE_UPDATING_MULTICALLS],
          src: at('core-v3', 'contracts/core/PriceOracleV3.sol', 180),
          note: '`PriceOracleV3.priceFeedsRaw`, which `_applyOnDemandPriceUpdates` calls for each update; the facade\'s own check at CreditFacadeV3.sol:704 comes after it and is never reached',
        },
      ],
      when: 'An `onDemandPriceUpdate(token, reserve, data)` call names a token with no main feed in the price oracle, or with no reserve feed when `reserve` is true.',
      action: 'Check `PriceOracleV3.priceFeedsRaw(token, reserve)` and send updates only for feeds that exist and are updatable. See [price updates](/docs/credit-accounts/price-updates).',
    },
    {
      signature: 'error ExpectedBalancesAlreadySetException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(503) }],
      when: 'A second `storeExpectedBalances` comes before the `compareBalances` that closes the first one.',
      action: 'Pair each `storeExpectedBalances` with a `compareBalances` before the next one, or store all expected deltas in one call.',
    },
    {
      signature: 'error ExpectedBalancesNotSetException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(510) }],
      when: 'A `compareBalances` call comes with no `storeExpectedBalances` before it in the same multicall.',
      action: 'Put `storeExpectedBalances(balanceDeltas)` before the calls you want to check, or remove the `compareBalances`. A check left open is compared automatically at the end of the multicall.',
    },
    {
      signature: 'error BalanceLessThanExpectedException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS], src: cf(513), note: 'at `compareBalances`' },
        { fns: [...ALL_MULTICALLS], src: cf(668), note: 'at the end of the multicall, for expected balances still stored' },
      ],
      when: 'A slippage check failed. After the calls, the balance of some token is lower than its balance at `storeExpectedBalances` plus the stored delta. A swap returned less than you asked for.',
      action: 'Quote again just before sending, and loosen the minimum only as far as you accept. A price that moved between quote and inclusion is the usual cause. See [slippage checks](/docs/credit-accounts/slippage-checks).',
    },
    {
      signature: 'error CustomHealthFactorTooLowException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(589), note: 'at `setFullCheckParams`' }],
      when: '`setFullCheckParams` was given a `minHealthFactor` below 10000 (a health factor of 1).',
      action: 'Pass 10000 or more. The parameter can only make the final check stricter, never looser. See [full check parameters](/docs/credit-accounts/full-check-params).',
    },
    {
      signature: 'error InvalidCollateralHintException()',
      raisedBy: [{ fns: [...ALL_MULTICALLS], src: cf(595), note: 'at `setFullCheckParams`' }],
      when: 'A collateral hint given to `setFullCheckParams` is zero or has more than one bit set. Each hint must be the mask of one collateral token.',
      action: 'Pass masks from `CreditManagerV3.getTokenMaskOrRevert(token)`, one per token, most valuable first.',
    },
    {
      signature: 'error ForbiddenTokensException()',
      raisedBy: [
        { fns: [...CHECKED_MULTICALLS], src: cf(738), note: 'in the final collateral check' },
        { fns: [MULTICALL, BOT_MULTICALL], src: cf(820), note: 'at `updateQuota`' },
      ],
      when: 'The account holds an enabled forbidden token and the multicall did something risky. Either it withdrew collateral or increased debt (checked at the end), or it tried to increase the quota of a forbidden token while forbidden tokens were already enabled.',
      action: 'First get rid of the forbidden tokens: swap them away or withdraw them, and disable them. Then withdraw or borrow. `CreditFacadeV3.forbiddenTokenMask()` lists the forbidden tokens.',
    },
    {
      signature: 'error ForbiddenTokenEnabledException()',
      raisedBy: [{ fns: [...CHECKED_MULTICALLS], src: cf(742), note: 'in the final collateral check' }],
      when: 'After the multicall, a forbidden token is enabled that was not enabled before it. This happens when an adapter call outputs that token, or when a quota or `enableToken` call enables it.',
      action: 'Change the route so that it does not end in a forbidden token, or disable the token in the same multicall once its balance is 1 wei or less.',
    },
    {
      signature: 'error ForbiddenTokenBalanceIncreasedException()',
      raisedBy: [{ fns: [MULTICALL, BOT_MULTICALL], src: cf(752), note: 'in the final collateral check' }],
      when: 'The account already had a forbidden token enabled, and the multicall increased that token\'s balance.',
      action: 'With a forbidden token on the account, only reduce its balance. Do not swap into it or add it as collateral.',
    },
    {
      signature: 'error BorrowedBlockLimitException()',
      raisedBy: [{ fns: [OPEN, MULTICALL, BOT_MULTICALL], src: cf(973), note: 'at `increaseDebt`' }],
      when: 'All accounts of this credit manager together have borrowed more in this block than `maxDebtPerBlockMultiplier × maxDebt`. A multiplier of 0 disables new borrowing completely. The facade sets it to 0 after a liquidation with a loss, and the configurator\'s `forbidBorrowing` does the same.',
      action: 'Try again in a later block. If `maxDebtPerBlockMultiplier()` is 0, borrowing is stopped until governance raises it.',
    },
    {
      signature: 'error BorrowAmountOutOfLimitsException()',
      raisedBy: [{ fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL], src: cf(994), note: 'after `increaseDebt` or `decreaseDebt`' }],
      when: 'After the debt change, the account\'s debt principal is outside `[minDebt, maxDebt]` from `debtLimits()`. Zero debt is always allowed.',
      action: 'Read `CreditFacadeV3.debtLimits()` and keep the principal between the two limits, or repay it in full. A partial repayment that leaves less than `minDebt` fails; repay everything instead.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [{ fns: CONFIGURATOR_ONLY, src: cf(1092) }],
      when: 'A configuration function of the facade was called by an address other than the credit manager\'s configurator.',
      action: 'These functions are not for integrators. Governance changes them through `CreditConfiguratorV3`.',
    },
    {
      signature: 'error NotAllowedWhenNotExpirableException()',
      raisedBy: [{ fns: ['CreditFacadeV3.setExpirationDate'], src: cf(875) }],
      when: 'The configurator tried to set an expiration date on a facade deployed with `expirable == false`.',
      action: 'Governance only. An expiration date can only be set on an expirable facade.',
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [{ fns: ['CreditFacadeV3.setDebtLimits'], src: cf(892) }],
      when: 'The configurator tried to set debt limits where `maxDebt × maxDebtPerBlockMultiplier` does not fit in 128 bits.',
      action: 'Governance only: choose smaller limits.',
    },
    {
      signature: 'error CallerNotPausableAdminException()',
      raisedBy: [{ fns: ['CreditFacadeV3.pause'], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 52) }],
      when: '`pause()` was called by an address that the ACL does not list as a pausable admin.',
      action: 'Only pausable admins (governance multisigs and emergency bots) can pause a facade.',
    },
    {
      signature: 'error CallerNotUnpausableAdminException()',
      raisedBy: [{ fns: ['CreditFacadeV3.unpause'], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 66) }],
      when: '`unpause()` was called by an address that the ACL does not list as an unpausable admin.',
      action: 'Only unpausable admins can unpause a facade.',
    },
  ],
};
