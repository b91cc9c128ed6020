import { at } from '../sources';
import type { FamilySpec } from '../types';
import { ALL_MULTICALLS, BOT_MULTICALL, CHECKED_MULTICALLS, CLOSE, LIQUIDATE, MULTICALL, OPEN, POOL_DEPOSITS, POOL_WITHDRAWALS } from './entryPoints';

const oz = (path: string, line: number) => at('openzeppelin', `contracts/${path}`, line);
const pool = (line: number) => at('core-v3', 'contracts/pool/PoolV3.sol', line);
const cm = (line: number) => at('core-v3', 'contracts/credit/CreditManagerV3.sol', line);
const ca = (line: number) => at('core-v3', 'contracts/credit/CreditAccountV3.sol', line);
const cf = (line: number) => at('core-v3', 'contracts/credit/CreditFacadeV3.sol', line);
/** core-v2's CreditAccount: the accounts of the core-v2 AccountFactory, which uses OpenZeppelin's SafeERC20 and Address. */
const v2ca = (line: number) => at('core-v2', 'contracts/credit/CreditAccount.sol', line);
const V2_ACCOUNTS = 'a core-v2 `CreditAccount` (the accounts of credit managers that use the core-v2 `AccountFactory`; [account factory](/docs/system-contracts/account-factory) says which)';
const BORROWERS = [OPEN, MULTICALL, BOT_MULTICALL];
const REPAYERS = [CLOSE, MULTICALL, BOT_MULTICALL];

/* V3.1: the 3.10 contracts (core-v3 v1.53.0) use the same 1inch SafeERC20 (2.4.0) and OpenZeppelin 4.9.6, whose messages
   and lines cited here are those of 4.9.3. Their sites are cited at 'core-v3@3.10'. */
const c31 = (path: string, line: number) => at('core-v3@3.10', `contracts/${path}`, line);
const pool31 = (line: number) => c31('pool/PoolV3.sol', line);
const cm31 = (line: number) => c31('credit/CreditManagerV3.sol', line);
const ca31 = (line: number) => c31('credit/CreditAccountV3.sol', line);
const cf31 = (line: number) => c31('credit/CreditFacadeV3.sol', line);
/** A `src:` citation of core-v3 3.10 for notes: `[CreditFacadeV3.sol:414](src:core-v3@3.10/…#L414)`. */
function cite31(path: string, line: number, to?: number): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return `[${file}:${line}${to ? `-${to}` : ''}](src:core-v3@3.10/contracts/${path}#L${line}${to ? `-L${to}` : ''})`;
}
/** 3.10's partial liquidation: adds the liquidator's underlying, repays debt and withdraws the seized collateral through the credit manager. */
const PARTIAL = 'CreditFacadeV3.partiallyLiquidateCreditAccount';
const RESCUE = ['DefaultAccountFactoryV3.rescue', 'CreditAccountV3.rescue'];

export const library: FamilySpec = {
  id: 'library',
  slug: 'library',
  title: 'Library errors and panics',
  label: 'Libraries and panics',
  contracts: ['1inch SafeERC20', 'OpenZeppelin SafeCast, Pausable, Address, ERC20, ERC20Permit', 'OpenZeppelin SafeERC20 (core-v2 credit accounts)', 'ReentrancyGuardTrait', 'Solidity panics'],
  errors: [
    {
      signature: 'error SafeTransferFromFailed()',
      origin: at('1inch', 'contracts/libraries/SafeERC20.sol', 118),
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'CreditManagerV3.addCollateral'], src: cm(438), note: '`addCollateral` and `addCollateralWithPermit`: the credit manager pulls the tokens from the caller' },
        { fns: [...POOL_DEPOSITS], src: pool(330), note: 'the pool pulls the underlying from the depositor' },
        { fns: ['GearStakingV3.deposit', 'GearStakingV3.depositWithPermit'], src: at('core-v3', 'contracts/governance/GearStakingV3.sol', 95) },
      ],
      v31: [
        {
          fns: [...ALL_MULTICALLS, PARTIAL, 'CreditManagerV3.addCollateral'],
          src: cm31(489),
          note: `\`addCollateral\` and \`addCollateralWithPermit\` in a multicall, and the underlying a partial liquidation takes from the liquidator (${cite31('credit/CreditFacadeV3.sol', 414)}): the credit manager pulls the tokens from the caller (${cite31('credit/CreditFacadeV3.sol', 1050)})`,
        },
        { fns: [...POOL_DEPOSITS], src: pool31(346), note: 'the pool pulls the underlying from the depositor' },
        { fns: ['GearStakingV3.deposit', 'GearStakingV3.depositWithPermit'], src: c31('core/GearStakingV3.sol', 130) },
      ],
      when: 'The token\'s `transferFrom` reverted or returned `false`. The library replaces the token\'s own error with this one, so a missing approval and a too-small balance look the same. For `addCollateral` the tokens are pulled by the credit manager, not the facade.',
      action: 'Approve the right spender for at least the amount: the credit manager (`CreditFacadeV3.creditManager()`) for `addCollateral`, the pool for deposits, the staking contract for GEAR. Check the caller\'s balance too. See [adding collateral](/docs/credit-accounts/add-collateral).',
    },
    {
      signature: 'error SafeTransferFailed()',
      origin: at('1inch', 'contracts/libraries/SafeERC20.sol', 167),
      raisedBy: [
        { fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL, LIQUIDATE, 'CreditManagerV3.withdrawCollateral'], src: cm(458), note: '`withdrawCollateral`, through `CreditAccountV3.safeTransfer`' },
        { fns: [...REPAYERS, 'CreditManagerV3.manageDebt'], src: cm(372), note: '`decreaseDebt`: a `CreditAccountV3` pays the pool in underlying' },
        { fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'], src: cm(279), note: 'a `CreditAccountV3` pays the pool in underlying' },
        { fns: [...ALL_MULTICALLS, 'CreditAccountV3.safeTransfer'], src: ca(65), note: 'the transfer itself' },
        { fns: [...POOL_WITHDRAWALS], src: pool(363), note: 'the pool pays the receiver' },
        { fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool(453), note: 'the pool pays the credit account' },
      ],
      v31: [
        {
          fns: [...ALL_MULTICALLS, PARTIAL, 'CreditManagerV3.withdrawCollateral'],
          src: cm31(508),
          note: `\`withdrawCollateral\`, and a partial liquidation paying its fee to the treasury and the seized collateral to \`to\` (${cite31('credit/CreditFacadeV3.sol', 427, 428)}), through \`CreditAccountV3.safeTransfer\``,
        },
        {
          fns: [...REPAYERS, PARTIAL, 'CreditManagerV3.manageDebt'],
          src: cm31(426),
          note: `\`decreaseDebt\`, and the repayment of a partial liquidation (${cite31('credit/CreditFacadeV3.sol', 426)}): the account pays the pool in underlying`,
        },
        { fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'], src: cm31(337), note: 'the account pays the pool in underlying' },
        {
          fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'],
          src: cm31(353),
          note: `the account pays the liquidator's share to \`to\`: at most the underlying it holds after paying the pool (${cite31('credit/CreditManagerV3.sol', 350)}, balance read at ${cite31('credit/CreditManagerV3.sol', 861)}), so this transfer fails only when the token refuses it`,
        },
        { fns: [...ALL_MULTICALLS, PARTIAL, 'CreditAccountV3.safeTransfer'], src: ca31(61), note: 'the transfer itself' },
        { fns: [...POOL_WITHDRAWALS], src: pool31(380), note: 'the pool pays the receiver' },
        { fns: [...POOL_WITHDRAWALS], src: pool31(383), note: 'the pool pays the withdrawal fee to the treasury, when the pool has one' },
        { fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool31(467), note: 'the pool pays the credit account' },
      ],
      when: 'The token\'s `transfer` reverted or returned `false`, almost always because the sender holds less than the amount. The pool raises it on every network. From a credit account it comes only from a `CreditAccountV3`, the accounts of `AccountFactoryV3`: withdrawing more than the account holds, repaying debt with less underlying on the account than the repayment, or liquidating an account that does not hold enough underlying to repay the pool. The same failures on a core-v2 `CreditAccount` (the accounts of credit managers that use the core-v2 `AccountFactory`) surface as OpenZeppelin\'s messages below, or as the token\'s own revert data.',
      action: 'Check balances at the point in the multicall where the transfer happens. Withdraw `type(uint256).max` to take everything but 1 wei. Before `decreaseDebt`, swap enough into the underlying or add it with `addCollateral`. A liquidator must make the account hold the pool\'s share in underlying before the liquidation pays out. See [account factory](/docs/system-contracts/account-factory) for which factory each network\'s credit managers use.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'SafeERC20: ERC20 operation did not succeed',
      origin: oz('token/ERC20/utils/SafeERC20.sol', 123),
      raisedBy: [
        { fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL, LIQUIDATE, 'CreditManagerV3.withdrawCollateral', 'CreditAccount.safeTransfer'], src: v2ca(117), note: '`withdrawCollateral` (CreditManagerV3.sol:458), through the core-v2 `CreditAccount.safeTransfer`' },
        { fns: [...REPAYERS, 'CreditManagerV3.manageDebt'], src: v2ca(117), note: '`decreaseDebt`: the account pays the pool in underlying (CreditManagerV3.sol:372)' },
        { fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'], src: v2ca(117), note: 'the account pays the pool in underlying (CreditManagerV3.sol:279)' },
      ],
      when: `A token transfer out of ${V2_ACCOUNTS} returned \`false\`. The core-v2 account sends tokens with OpenZeppelin's \`SafeERC20\`, which accepts a call that returns nothing or \`true\` and reverts with this message when the token returns \`false\`. A token that reverts instead gives its own revert data (passed through unchanged), or \`"SafeERC20: low-level call failed"\` when it reverts without data. \`CreditAccountV3\` raises \`SafeTransferFailed()\` in the same cases.`,
      action: 'As for `SafeTransferFailed()`: check the account\'s balance of the token at that point of the multicall (`withdrawCollateral` with `type(uint256).max` takes everything but 1 wei), and hold enough underlying on the account before `decreaseDebt` or a liquidation pays the pool.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'SafeERC20: low-level call failed',
      origin: oz('utils/Address.sol', 241),
      raisedBy: [
        { fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL, LIQUIDATE, 'CreditManagerV3.withdrawCollateral', 'CreditAccount.safeTransfer'], src: v2ca(117), note: '`withdrawCollateral` (CreditManagerV3.sol:458), through the core-v2 `CreditAccount.safeTransfer`' },
        { fns: [...REPAYERS, 'CreditManagerV3.manageDebt'], src: v2ca(117), note: '`decreaseDebt`: the account pays the pool in underlying (CreditManagerV3.sol:372)' },
        { fns: [LIQUIDATE, 'CreditManagerV3.liquidateCreditAccount'], src: v2ca(117), note: 'the account pays the pool in underlying (CreditManagerV3.sol:279)' },
      ],
      when: `A token transfer out of ${V2_ACCOUNTS} reverted without any revert data: a \`require\` with no message in the token, typically a balance check, so the usual cause is a transfer larger than the account's balance. OpenZeppelin's \`SafeERC20\` hands this message to \`Address.functionCall\` (SafeERC20.sol:122), which reverts with it only when the token gave no reason; a token that reverts with data has that data passed through instead. \`CreditAccountV3\` raises \`SafeTransferFailed()\` in the same cases.`,
      action: 'Check the account\'s balance of the token at that point of the multicall (`withdrawCollateral` with `type(uint256).max` takes everything but 1 wei), and hold enough underlying on the account before `decreaseDebt` or a liquidation pays the pool.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'SafeCast: value must be positive',
      origin: oz('utils/math/SafeCast.sol', 560),
      raisedBy: [
        { fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool(577), note: '`_updateBaseInterest`: available liquidity minus the amount borrowed' },
        { fns: [...POOL_WITHDRAWALS], src: pool(577), note: '`_updateBaseInterest`: available liquidity minus the amount withdrawn' },
      ],
      v31: [
        { fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool31(590), note: `\`_updateBaseInterest\`: available liquidity minus the amount borrowed (${cite31('pool/PoolV3.sol', 460)})` },
        { fns: [...POOL_WITHDRAWALS], src: pool31(590), note: `\`_updateBaseInterest\`: available liquidity minus the amount withdrawn (${cite31('pool/PoolV3.sol', 376)})` },
        {
          fns: [...ALL_MULTICALLS],
          src: c31('libraries/BalancesLogic.sol', 67),
          note: `\`storeExpectedBalances\` (${cite31('credit/CreditFacadeV3.sol', 542)}) with a negative change larger than the account's balance of that token`,
        },
      ],
      when: 'More underlying was asked of the pool than it holds: an `increaseDebt` larger than the pool\'s available liquidity, or a withdrawal or redemption larger than it. The pool computes its new cash as a signed number, and the cast of a negative result back to unsigned fails before any transfer. The credit manager\'s debt limits do not catch this; they only limit how much a credit manager may owe.',
      action: 'Read `PoolV3.availableLiquidity()` (for borrowing, `PoolV3.creditManagerBorrowable(creditManager)`) and ask for at most that. Liquidity comes back as borrowers repay or new deposits arrive. See [debt](/docs/credit-accounts/debt).',
    },
    {
      signature: 'error Error(string reason)',
      reason: "SafeCast: value doesn't fit in 128 bits",
      origin: oz('utils/math/SafeCast.sol', 291),
      raisedBy: [
        { fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool(435) },
        { fns: ['PoolV3.setTotalDebtLimit', 'PoolV3.setCreditManagerDebtLimit'], src: pool(789), note: 'a limit above 2^128 − 1 that is not `type(uint256).max`' },
      ],
      v31: [
        { fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool31(449) },
        { fns: ['PoolV3.setTotalDebtLimit', 'PoolV3.setCreditManagerDebtLimit'], src: pool31(826), note: 'a limit above 2^128 − 1 that is not `type(uint256).max`' },
      ],
      when: 'An amount above 2^128 − 1 reached the pool, where debts and limits are stored in 128 bits. In practice this means an amount was encoded wrongly, such as a value already scaled twice.',
      action: 'Check the amounts you encode. `type(uint256).max` is accepted as "no limit" for debt limits; other values must fit in 128 bits.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'Pausable: paused',
      origin: oz('security/Pausable.sol', 72),
      raisedBy: [
        { fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL], src: oz('security/Pausable.sol', 72), note: 'the facade is paused (modifier `whenNotPaused`)' },
        { fns: [LIQUIDATE], src: cf(133), note: 'the facade is paused and the caller is not an emergency liquidator' },
        { fns: [...POOL_DEPOSITS, ...POOL_WITHDRAWALS, 'PoolV3.lendCreditAccount', 'PoolV3.repayCreditAccount'], src: oz('security/Pausable.sol', 72), note: 'the pool is paused' },
        { fns: ['CreditFacadeV3.pause', 'PoolV3.pause'], src: oz('security/Pausable.sol', 72), note: 'already paused' },
      ],
      v31: [
        { fns: [OPEN], src: cf31(214), note: 'modifier `whenNotPaused`' },
        { fns: [CLOSE], src: cf31(256), note: 'modifier `whenNotPaused`' },
        { fns: [MULTICALL], src: cf31(453), note: 'modifier `whenNotPaused`' },
        { fns: [BOT_MULTICALL], src: cf31(472), note: 'modifier `whenNotPaused`' },
        { fns: ['PoolV3.deposit', 'PoolV3.depositWithReferral'], src: pool31(209), note: 'the pool is paused' },
        { fns: ['PoolV3.mint', 'PoolV3.mintWithReferral'], src: pool31(236), note: 'the pool is paused' },
        { fns: ['PoolV3.withdraw'], src: pool31(264), note: 'the pool is paused' },
        { fns: ['PoolV3.redeem'], src: pool31(283), note: 'the pool is paused' },
        { fns: ['PoolV3.transfer', 'PoolV3.transferFrom'], src: pool31(792), note: 'the pool is paused: its `_transfer` is `whenNotPaused`, so pool shares cannot move' },
        { fns: ['CreditFacadeV3.pause'], src: cf31(911), note: 'already paused' },
        { fns: ['PoolV3.pause'], src: pool31(766), note: 'already paused' },
      ],
      v31Note: `Liquidations of a paused 3.10 facade revert with this message from Gearbox's own check unless the caller has the \`EMERGENCY_LIQUIDATOR\` role (${cite31('credit/CreditFacadeV3.sol', 147, 150)}). Two V3.0 cases are gone in 3.10. The pool's \`lendCreditAccount\` and \`repayCreditAccount\` do not check the pause (${cite31('pool/PoolV3.sol', 444, 448)}, ${cite31('pool/PoolV3.sol', 484, 488)}), so a paused pool does not stop its credit managers from borrowing or repaying. The facade no longer pauses itself over liquidation losses: its only \`_pause()\` call is in \`pause()\` (${cite31('credit/CreditFacadeV3.sol', 911)}).`,
      when: 'The facade or the pool is paused. A paused facade blocks opening, closing and multicalls, and liquidations except by emergency liquidators. A paused pool blocks deposits and withdrawals, and also borrowing and repaying, so `increaseDebt`, `decreaseDebt`, closing with debt and liquidations revert through the credit manager too. A facade pauses itself when liquidation losses pass its limit.',
      action: 'Check `paused()` on the facade and on its pool (`CreditManagerV3.pool()`). Wait for governance to unpause; the [protocol state](/state/mainnet) pages show which contracts are paused. Bots can still have their permissions revoked while paused.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'Pausable: not paused',
      origin: oz('security/Pausable.sol', 79),
      raisedBy: [{ fns: ['CreditFacadeV3.unpause', 'PoolV3.unpause'], src: oz('security/Pausable.sol', 101), note: '`_unpause`, modifier `whenPaused`' }],
      v31: [
        { fns: ['CreditFacadeV3.unpause'], src: cf31(917), note: '`_unpause`, modifier `whenPaused`' },
        { fns: ['PoolV3.unpause'], src: pool31(772), note: '`_unpause`, modifier `whenPaused`' },
      ],
      when: '`unpause()` was called on a contract that is not paused.',
      action: 'Nothing to do: the contract is already running.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'ReentrancyGuard: reentrant call',
      origin: at('core-v3', 'contracts/traits/ReentrancyGuardTrait.sol', 36),
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'CreditFacadeV3.setBotPermissions'], src: at('core-v3', 'contracts/traits/ReentrancyGuardTrait.sol', 36), note: 'modifier `nonReentrant` of the facade' },
        { fns: [...POOL_DEPOSITS, ...POOL_WITHDRAWALS, 'PoolV3.lendCreditAccount', 'PoolV3.repayCreditAccount'], src: at('core-v3', 'contracts/traits/ReentrancyGuardTrait.sol', 36), note: 'modifier `nonReentrant` of the pool' },
      ],
      when: 'A guarded function was entered again before its first call returned. Typical cause: during a multicall, a called contract (a token with hooks, a protocol behind an adapter, or your own bot) calls the same facade, credit manager or pool again. Gearbox uses its own guard with the same message as OpenZeppelin\'s.',
      action: 'Do not call back into Gearbox from inside a multicall. Put every operation in the same `calls` list instead of nesting, and check that tokens or protocols in your route do not call back.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'Address: low-level call failed',
      origin: oz('utils/Address.sol', 241),
      raisedBy: [
        { fns: [...ALL_MULTICALLS], src: cf(648), note: 'the facade calls the adapter' },
        { fns: [...ALL_MULTICALLS, 'CreditAccountV3.execute'], src: ca(79), note: 'the credit account calls the target protocol' },
        { fns: [...ALL_MULTICALLS, 'CreditAccount.execute'], src: v2ca(129), note: 'a core-v2 credit account calls the target protocol' },
      ],
      v31: [
        {
          fns: [...ALL_MULTICALLS, PARTIAL],
          src: cf31(830),
          note: `the facade calls the adapter (in a partial liquidation, the adapter that withdraws a phantom token, ${cite31('credit/CreditFacadeV3.sol', 806, 812)})`,
        },
        { fns: [...ALL_MULTICALLS, PARTIAL, 'CreditAccountV3.execute'], src: ca31(75), note: 'the credit account calls the target protocol' },
        { fns: RESCUE, src: ca31(88), note: 'the account factory\'s owner calls a target from an account not in use' },
      ],
      when: 'An adapter, or the protocol an adapter called from the credit account, reverted without any revert data (for example a bare `revert()`, an `assert`-style failure in old code, or running out of gas). When the callee does return revert data, it is passed through unchanged instead, so you see the protocol\'s own error.',
      action: 'Simulate the inner call on its own (from the credit account, to the target) to find which one fails; common causes are slippage checks in the target protocol, expired deadlines and paused markets.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'Address: call to non-contract',
      origin: oz('utils/Address.sol', 205),
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'CreditAccountV3.execute'], src: ca(79) },
        { fns: [...ALL_MULTICALLS, 'CreditAccount.execute'], src: v2ca(129), note: 'a core-v2 credit account' },
      ],
      v31: [
        { fns: [...ALL_MULTICALLS, PARTIAL, 'CreditAccountV3.execute'], src: ca31(75) },
        { fns: RESCUE, src: ca31(88), note: 'the account factory\'s owner calls a target from an account not in use' },
      ],
      when: 'A call from a credit account went to an address without code.',
      action: 'The adapter points at an address without code on this network; check that you use the adapter of the right network and credit manager.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'ERC20: burn amount exceeds balance',
      origin: oz('token/ERC20/ERC20.sol', 283),
      raisedBy: [{ fns: [...POOL_WITHDRAWALS], src: pool(355), note: 'burning the owner\'s shares' }],
      v31: [{ fns: [...POOL_WITHDRAWALS], src: pool31(372), note: 'burning the owner\'s shares' }],
      when: 'A withdrawal or redemption needs more pool shares (diesel tokens) than the owner holds. `withdraw` rounds the shares up and adds the withdrawal fee, so asking for the full value of your shares can need slightly more than you have.',
      action: 'Use `redeem(balanceOf(owner), receiver, owner)` to exit in full, or `maxWithdraw(owner)` and `previewWithdraw(assets)` to size a withdrawal. See [diesel tokens](/docs/pools/diesel-tokens).',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'ERC20: insufficient allowance',
      origin: oz('token/ERC20/ERC20.sol', 327),
      raisedBy: [
        { fns: [...POOL_WITHDRAWALS], src: pool(354), note: 'the caller is not `owner`' },
        { fns: ['PoolV3.transferFrom'], src: oz('token/ERC20/ERC20.sol', 327) },
      ],
      v31: [
        { fns: [...POOL_WITHDRAWALS], src: pool31(371), note: 'the caller is not `owner`' },
        { fns: ['PoolV3.transferFrom'], src: pool31(56), note: 'inherited from OpenZeppelin\'s `ERC20` through `ERC4626`' },
      ],
      when: 'A withdrawal or redemption for someone else\'s shares (`owner != msg.sender`), or a `transferFrom` of pool shares, exceeds the share allowance the owner gave the caller. This is about pool shares, not the underlying: an allowance problem on deposits shows as `SafeTransferFromFailed()`.',
      action: 'The share owner must `approve` the caller on the pool for at least the shares needed (`previewWithdraw(assets)`), or sign a `permit`.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'ERC20: transfer amount exceeds balance',
      origin: oz('token/ERC20/ERC20.sol', 229),
      raisedBy: [{ fns: ['PoolV3.transfer', 'PoolV3.transferFrom'], src: oz('token/ERC20/ERC20.sol', 229) }],
      v31: [{ fns: ['PoolV3.transfer', 'PoolV3.transferFrom'], src: pool31(794), note: 'the pool\'s `_transfer` hands on to OpenZeppelin\'s' }],
      when: 'A transfer of pool shares is larger than the sender\'s share balance.',
      action: 'Transfer at most `balanceOf(sender)` shares.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'ERC20Permit: expired deadline',
      origin: oz('token/ERC20/extensions/ERC20Permit.sol', 58),
      raisedBy: [{ fns: ['PoolV3.permit'], src: oz('token/ERC20/extensions/ERC20Permit.sol', 58) }],
      v31: [{ fns: ['PoolV3.permit'], src: pool31(57), note: 'inherited from OpenZeppelin\'s `ERC20Permit`' }],
      when: 'A permit for pool shares was submitted after its deadline.',
      action: 'Sign a new permit with a later deadline.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'ERC20Permit: invalid signature',
      origin: oz('token/ERC20/extensions/ERC20Permit.sol', 65),
      raisedBy: [{ fns: ['PoolV3.permit'], src: oz('token/ERC20/extensions/ERC20Permit.sol', 65) }],
      v31: [{ fns: ['PoolV3.permit'], src: pool31(57), note: 'inherited from OpenZeppelin\'s `ERC20Permit`' }],
      when: 'The permit signature does not recover to `owner`: wrong chain, wrong pool address in the domain, wrong nonce, or changed values.',
      action: 'Sign again with the pool\'s current `nonces(owner)` and its EIP-712 domain (`DOMAIN_SEPARATOR()`).',
    },
    {
      signature: 'error Error(string reason)',
      raisedBy: [
        { fns: [...ALL_MULTICALLS, 'CreditAccountV3.execute'], src: ca(79), note: 'revert data passed through from the called protocol' },
        { fns: [...ALL_MULTICALLS, 'CreditAccount.execute'], src: v2ca(129), note: 'the same from a core-v2 credit account' },
      ],
      v31: [{ fns: [...ALL_MULTICALLS, PARTIAL, 'CreditAccountV3.execute'], src: ca31(75), note: 'revert data passed through from the called protocol' }],
      when: 'Any other message. Messages can come from Gearbox too: the core-v2 `AccountFactory` that some V3 credit managers use reverts with short codes of core-v2\'s `Errors` library, such as `"AF1"` (on the [account factory page](/docs/errors/account-factory#af1)), and the libraries above revert with theirs. Otherwise the message comes from a token or from the protocol behind an adapter, passed through unchanged by the credit account.',
      action: 'Look the message up on this page and on the [account factory page](/docs/errors/account-factory) first. If it is not there, find the inner call that failed (simulate the calls one at a time) and read the message in the documentation of the token or protocol that call reached.',
    },
    {
      signature: 'error Panic(uint256 code)',
      panic: 0x11,
      raisedBy: [
        {
          fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL, 'PoolQuotaKeeperV3.updateQuota'],
          src: at('core-v3', 'contracts/pool/PoolQuotaKeeperV3.sol', 159),
          note: '`updateQuota` with a decrease larger than the current quota',
        },
      ],
      v31: [
        {
          fns: [OPEN, CLOSE, MULTICALL, BOT_MULTICALL, 'PoolQuotaKeeperV3.updateQuota'],
          src: c31('pool/PoolQuotaKeeperV3.sol', 169),
          note: '`updateQuota` with a decrease larger than the current quota',
        },
      ],
      when: 'Arithmetic overflowed or underflowed. The known case: `updateQuota` with a negative `quotaChange` whose size is larger than the account\'s current quota for that token (other than `type(int96).min`, which means "remove all").',
      action: 'To remove a quota completely, pass `type(int96).min`. To reduce it, read the current quota with `PoolQuotaKeeperV3.getQuota(creditAccount, token)` and subtract at most that.',
    },
    {
      signature: 'error Panic(uint256 code)',
      panic: 0x12,
      raisedBy: [
        { fns: ['PriceOracleV3.convertFromUSD'], src: at('core-v3', 'contracts/core/PriceOracleV3.sol', 68) },
        { fns: ['PriceOracleV3.convert'], src: at('core-v3', 'contracts/core/PriceOracleV3.sol', 75) },
      ],
      v31: [
        { fns: ['PriceOracleV3.convertFromUSD'], src: c31('core/PriceOracleV3.sol', 107) },
        { fns: ['PriceOracleV3.convert'], src: c31('core/PriceOracleV3.sol', 114) },
      ],
      when: 'Division by zero. Converting into a token whose price is 0: the oracle lets a zero price through for feeds that skip the price check, such as the zero price feed used for tokens that should count for nothing.',
      action: 'Do not convert into such a token. Check `getPrice(token)` first; a price of 0 means the token has no value as collateral. See [the zero price feed](/docs/oracles/zero-price-feed).',
    },
    {
      signature: 'error Panic(uint256 code)',
      raisedBy: [{ fns: [...CHECKED_MULTICALLS, LIQUIDATE], src: ca(79), note: 'passed through from a called protocol, or raised by the compiler\'s checks' }],
      v31: [{ fns: [...ALL_MULTICALLS, PARTIAL, 'CreditAccountV3.execute'], src: ca31(75), note: 'passed through from a called protocol, or raised by the compiler\'s checks' }],
      when: 'Any other panic code. Solidity raises panics for failed `assert`s (0x01), arithmetic over- or underflow (0x11), division by zero (0x12), invalid enum values (0x21), array index out of bounds (0x32), too much memory (0x41) and calls to an uninitialized function pointer (0x51). The decoder names the code.',
      action: 'A panic points to a bug or to values outside what the code expects. Find the failing inner call by simulating the calls one at a time.',
    },
  ],
};
