import { at } from '../sources';
import type { FamilySpec } from '../types';
import { ALL_MULTICALLS, BOT_MULTICALL, CHECKED_MULTICALLS, CLOSE, LIQUIDATE, MULTICALL, OPEN, SET_BOT_PERMISSIONS } from './entryPoints';

const cm = (line: number) => at('core-v3', 'contracts/credit/CreditManagerV3.sol', line);
const FACADE_ONLY = [
  'CreditManagerV3.openCreditAccount',
  'CreditManagerV3.closeCreditAccount',
  'CreditManagerV3.liquidateCreditAccount',
  'CreditManagerV3.manageDebt',
  'CreditManagerV3.addCollateral',
  'CreditManagerV3.withdrawCollateral',
  'CreditManagerV3.externalCall',
  'CreditManagerV3.approveToken',
  'CreditManagerV3.revokeAdapterAllowances',
  'CreditManagerV3.setActiveCreditAccount',
  'CreditManagerV3.fullCollateralCheck',
  'CreditManagerV3.updateQuota',
  'CreditManagerV3.setFlagFor',
];
const CONFIGURATOR_ONLY = [
  'CreditManagerV3.addToken',
  'CreditManagerV3.setFees',
  'CreditManagerV3.setCollateralTokenData',
  'CreditManagerV3.setQuotedMask',
  'CreditManagerV3.setMaxEnabledTokens',
  'CreditManagerV3.setContractAllowance',
  'CreditManagerV3.setCreditFacade',
  'CreditManagerV3.setPriceOracle',
  'CreditManagerV3.setCreditConfigurator',
];
const DEBT_CHANGERS = [OPEN, CLOSE, MULTICALL, BOT_MULTICALL];

export const creditManager: FamilySpec = {
  id: 'creditManager',
  slug: 'credit-manager',
  title: 'Credit manager errors',
  label: 'Credit manager',
  contracts: ['CreditManagerV3'],
  errors: [
    {
      signature: 'error NotEnoughCollateralException()',
      raisedBy: [{ fns: [...CHECKED_MULTICALLS, 'CreditManagerV3.fullCollateralCheck'], src: cm(616) }],
      when: 'The full collateral check after the multicall failed: the account\'s total weighted value is below its total debt times the minimum health factor (1, or more if `setFullCheckParams` asked for more). After a `withdrawCollateral`, or with a forbidden token enabled, collateral is valued at safe prices (`PriceOracleV3.safeConvertToUSD`): a token whose main feed is marked trusted at its main price, any other token at the lower of its main and reserve prices, or at zero if it has no reserve feed; the underlying always at its normal price. On a USDT credit manager (`CreditManagerV3_USDT`) of version 301 the total debt in the check includes USDT\'s transfer fee (CreditManagerV3.sol:732); a version 300 manager leaves it out.',
      action: 'Borrow less, add more collateral in the same multicall, or raise the collateral\'s quotas so that it counts. Simulate the multicall and compute the health factor before sending. See [debt and collateral](/docs/core-concepts/debt-and-collateral).',
    },
    {
      signature: 'error CreditAccountDoesNotExistException()',
      raisedBy: [
        { fns: [CLOSE, MULTICALL, SET_BOT_PERMISSIONS, BOT_MULTICALL, LIQUIDATE, 'CreditManagerV3.getBorrowerOrRevert', 'CreditManagerV3.calcDebtAndCollateral', 'CreditManagerV3.isLiquidatable'], src: cm(1069), note: '`getBorrowerOrRevert`' },
      ],
      when: 'The address is not an open credit account of this credit manager. It may be closed already, belong to another credit manager, or not be a credit account at all.',
      action: 'Check that you call the facade of the credit manager that opened the account (`CreditAccountV3.creditManager()`), and that the account is still open: `CreditManagerV3.getBorrowerOrRevert(creditAccount)`.',
    },
    {
      signature: 'error TokenNotAllowedException()',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'CreditManagerV3.getTokenMaskOrRevert', 'CreditManagerV3.liquidationThresholds', 'CreditManagerV3.ltParams'], src: cm(938), note: '`getTokenMaskOrRevert`' },
        { fns: ['CreditManagerV3.getTokenByMask', 'CreditManagerV3.collateralTokenByMask'], src: cm(1011), note: 'a mask with no token behind it' },
      ],
      when: 'The token is not a collateral token of this credit manager. Inside a multicall this happens on `addCollateral`, `withdrawCollateral`, `enableToken`, `disableToken` and `updateQuota`, and when an adapter call outputs or takes a token the credit manager does not know.',
      action: 'Check the credit manager\'s collateral list (`collateralTokensCount()` and `getTokenByMask(1 << i)`, or its page under [protocol state](/state/mainnet)). Route swaps only through collateral tokens.',
    },
    {
      signature: 'error DebtUpdatedTwiceInOneBlockException()',
      raisedBy: [
        { fns: [...DEBT_CHANGERS, 'CreditManagerV3.manageDebt'], src: cm(339), note: 'at `increaseDebt` or `decreaseDebt`' },
        { fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'], src: cm(303) },
      ],
      when: 'The account\'s debt already changed in this block: by an earlier `increaseDebt` or `decreaseDebt`, in the same multicall or another transaction, or by a liquidation. Debt can change once per block per account. Even a call with `amount == 0` fails then, although it would change nothing.',
      action: 'Combine debt changes into a single `increaseDebt` or `decreaseDebt` per block. Wait for the next block before changing the debt again.',
    },
    {
      signature: 'error DebtToZeroWithActiveQuotasException()',
      raisedBy: [{ fns: [CLOSE, MULTICALL, BOT_MULTICALL, 'CreditManagerV3.manageDebt'], src: cm(398), note: 'at `decreaseDebt`' }],
      when: 'A `decreaseDebt` would repay the debt in full while the account still has a non-zero quota. An account with zero debt may not hold quotas.',
      action: 'Remove every quota first, with `updateQuota(token, type(int96).min, 0)`, then repay with `decreaseDebt(type(uint256).max)`.',
    },
    {
      signature: 'error UpdateQuotaOnZeroDebtAccountException()',
      raisedBy: [{ fns: [...DEBT_CHANGERS, 'CreditManagerV3.updateQuota'], src: cm(902) }],
      when: 'An `updateQuota` call runs while the account has no debt.',
      action: 'Put `increaseDebt` before `updateQuota` in the multicall. Quotas exist only on accounts that borrow.',
    },
    {
      signature: 'error CloseAccountWithNonZeroDebtException()',
      raisedBy: [{ fns: [CLOSE, 'CreditManagerV3.closeCreditAccount'], src: cm(217) }],
      when: 'The account still has debt when it is closed. Every token is disabled, but the debt was not repaid.',
      action: 'Add `decreaseDebt(type(uint256).max)` to the calls, after removing quotas and before withdrawing the underlying.',
    },
    {
      signature: 'error InsufficientRemainingFundsException()',
      raisedBy: [{ fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'], src: cm(288) }],
      when: 'After the liquidation calls and the repayment to the pool, the value left on the account is less than what is due to its owner. The value left is the underlying plus the oracle value of the other enabled tokens. The amount due is the total value (taken before the calls) times the liquidation discount, minus what went to the pool.',
      action: 'As a liquidator, leave more value on the account: swap less collateral away, or add underlying with `addCollateral` to cover the repayment. Compute the amounts the same way as `CreditLogic.calcLiquidationPayments`. See [liquidation](/docs/credit-accounts/liquidation).',
    },
    {
      signature: 'error TooManyEnabledTokensException()',
      raisedBy: [{ fns: [...CHECKED_MULTICALLS, 'CreditManagerV3.fullCollateralCheck'], src: cm(1116) }],
      when: 'After the multicall, the account has more enabled tokens (the underlying not counted) than `maxEnabledTokens()`.',
      action: 'Disable tokens whose balance is dust with `disableToken`, or withdraw or swap them away, in the same multicall.',
    },
    {
      signature: 'error ZeroAddressException()',
      raisedBy: [
        { fns: [OPEN, 'CreditManagerV3.openCreditAccount'], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18), note: '`onBehalfOf` is the zero address' },
        { fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL, 'CreditManagerV3.revokeAdapterAllowances'], src: cm(504), note: 'at `revokeAdapterAllowances`' },
      ],
      when: 'A zero address was given where an address is required: `onBehalfOf` when opening an account, or a spender or token in a `revokeAdapterAllowances` pair.',
      action: 'Fill in the address. When opening an account for yourself, pass your own address as `onBehalfOf`.',
    },
    {
      signature: 'error AllowanceFailedException()',
      raisedBy: [
        {
          fns: [...ALL_MULTICALLS, 'CreditManagerV3.approveCreditAccount', 'CreditManagerV3.revokeAdapterAllowances'],
          src: at('core-v3', 'contracts/libraries/CreditAccountHelper.sol', 57),
          note: '`CreditAccountHelper.safeApprove`, when an adapter approves a token or allowances are revoked',
        },
      ],
      when: 'The token\'s `approve`, called from the credit account, failed twice. The first try sets the amount directly. If that fails, the account resets the allowance to 0 and tries again, and this retry failed too.',
      action: 'The token does not accept approvals from the account. Check the token itself: it may be paused, blacklist the account, or revert on `approve`.',
    },
    {
      signature: 'error CallerNotAdapterException()',
      raisedBy: [{ fns: ['CreditManagerV3.approveCreditAccount', 'CreditManagerV3.execute'], src: cm(551) }],
      when: '`approveCreditAccount` or `execute` was called by an address that is not a registered adapter of this credit manager.',
      action: 'Only adapters call these functions, during a multicall. To call a protocol from an account, put an adapter call in a facade multicall.',
    },
    {
      signature: 'error ActiveCreditAccountNotSetException()',
      raisedBy: [{ fns: ['CreditManagerV3.getActiveCreditAccountOrRevert', 'CreditManagerV3.approveCreditAccount', 'CreditManagerV3.execute'], src: cm(574) }],
      when: 'An adapter asked for the active credit account while no multicall was running. The facade sets the active account only for the time of the adapter calls in a multicall.',
      action: 'Call adapters only as inner calls of a facade multicall, never directly.',
    },
    {
      signature: 'error ActiveCreditAccountOverridenException()',
      raisedBy: [{ fns: ['CreditManagerV3.setActiveCreditAccount'], src: cm(565) }],
      when: 'The facade tried to set an active credit account while another one was already active.',
      action: 'This indicates a nested multicall, which the facade\'s reentrancy guard prevents. You should not see it from a normal call; report it if you do.',
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [{ fns: ['CreditManagerV3.calcDebtAndCollateral'], src: cm(655) }],
      when: '`calcDebtAndCollateral` was called with the task `FULL_COLLATERAL_CHECK_LAZY`, which only the collateral check itself may use.',
      action: 'Use `GENERIC_PARAMS`, `DEBT_ONLY`, `DEBT_COLLATERAL` or `DEBT_COLLATERAL_SAFE_PRICES`. See [reading account data](/docs/credit-accounts/reading-account-data).',
    },
    {
      signature: 'error CallerNotCreditFacadeException()',
      raisedBy: [{ fns: FACADE_ONLY, src: cm(1384) }],
      when: 'A function that only the credit facade may call was called by another address.',
      action: 'Do not call the credit manager directly. Use the matching `CreditFacadeV3` function or multicall operation.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [{ fns: CONFIGURATOR_ONLY, src: cm(1389) }],
      when: 'A configuration function was called by an address other than the credit manager\'s configurator.',
      action: 'Governance only, through `CreditConfiguratorV3`.',
    },
    {
      signature: 'error TokenAlreadyAddedException()',
      raisedBy: [{ fns: ['CreditConfiguratorV3.addCollateralToken', 'CreditManagerV3.addToken'], src: cm(1166) }],
      when: 'The configurator tried to add a collateral token that the credit manager already has.',
      action: 'Governance only: the token is already collateral. Change its liquidation threshold instead.',
    },
    {
      signature: 'error TooManyTokensException()',
      raisedBy: [{ fns: ['CreditConfiguratorV3.addCollateralToken', 'CreditManagerV3.addToken'], src: cm(1169) }],
      when: 'The configurator tried to add a collateral token to a credit manager that already has 255.',
      action: 'Governance only: a credit manager holds at most 255 collateral tokens, the underlying included.',
    },
    {
      signature: 'error TargetContractNotAllowedException()',
      raisedBy: [{ fns: ['CreditConfiguratorV3.allowAdapter', 'CreditManagerV3.setContractAllowance'], src: cm(1272) }],
      when: 'The configurator tried to register the credit manager itself as an adapter or as a target contract.',
      action: 'Governance only.',
    },
  ],
};
