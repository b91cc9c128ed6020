import { at } from '../sources';
import type { FamilySpec } from '../types';
import { BOT_MULTICALL, MULTICALL, OPEN, POOL_DEPOSITS, POOL_WITHDRAWALS } from './entryPoints';

const pool = (line: number) => at('core-v3', 'contracts/pool/PoolV3.sol', line);
const BORROWERS = [OPEN, MULTICALL, BOT_MULTICALL];

export const poolFamily: FamilySpec = {
  id: 'pool',
  slug: 'pool',
  title: 'Pool errors',
  label: 'Pool',
  contracts: ['PoolV3', 'LinearInterestRateModelV3'],
  errors: [
    {
      signature: 'error CreditManagerCantBorrowException()',
      raisedBy: [{ fns: [...BORROWERS, 'PoolV3.lendCreditAccount'], src: pool(441), note: '`lendCreditAccount`, called by the credit manager at `increaseDebt`' }],
      when: 'The borrow would take the credit manager past its debt limit in this pool (`creditManagerDebtLimit`), or the pool past its total debt limit (`totalDebtLimit`). A limit of 0 stops borrowing for that credit manager. The pool\'s cash is not checked here: if the limits allow the borrow but the pool holds too little, the call fails later with `SafeCast: value must be positive`.',
      action: 'Read `PoolV3.creditManagerBorrowable(creditManager)`: it is the most the credit manager can borrow now, given both limits and the pool\'s liquidity. Borrow at most that much. See [debt limits](/docs/pools/debt-limits).',
    },
    {
      signature: 'error BorrowingMoreThanU2ForbiddenException()',
      raisedBy: [
        {
          fns: [...BORROWERS, 'PoolV3.lendCreditAccount'],
          src: at('core-v3', 'contracts/pool/LinearInterestRateModelV3.sol', 129),
          note: '`calcBorrowRate` with the utilization check, called by `lendCreditAccount`',
        },
      ],
      when: 'The pool\'s interest rate model forbids borrowing above its second kink (`isBorrowingMoreU2Forbidden`), and after this borrow the pool\'s utilization would be at or above `U_2`.',
      action: 'Borrow less, or wait for deposits or repayments to bring utilization down. `PoolV3.creditManagerBorrowable(creditManager)` takes this limit into account, but a borrow of exactly that amount can land on `U_2` and still fail: stay a little below it. See [the interest rate model](/docs/pools/interest-rate-model).',
    },
    {
      signature: 'error ZeroAddressException()',
      raisedBy: [
        { fns: [...POOL_DEPOSITS, ...POOL_WITHDRAWALS], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18), note: '`receiver` is the zero address' },
        { fns: ['PoolV3.setInterestRateModel', 'PoolV3.setPoolQuotaKeeper', 'PoolV3.setCreditManagerDebtLimit'], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18) },
      ],
      when: 'The `receiver` of a deposit, mint, withdrawal or redemption is the zero address; or a configuration call got a zero address.',
      action: 'Pass the address that should receive the shares (on deposit or mint) or the underlying (on withdraw or redeem).',
    },
    {
      signature: 'error CallerNotCreditManagerException()',
      raisedBy: [{ fns: ['PoolV3.repayCreditAccount'], src: pool(481) }],
      when: '`repayCreditAccount` was called by an address that has nothing borrowed from the pool. Only a credit manager with debt may report a repayment.',
      action: 'Not for integrators: repayments go through the credit facade (`decreaseDebt`, closing or liquidating an account).',
    },
    {
      signature: 'error CallerNotPoolQuotaKeeperException()',
      raisedBy: [{ fns: ['PoolV3.updateQuotaRevenue', 'PoolV3.setQuotaRevenue'], src: pool(110) }],
      when: 'A quota revenue function was called by an address other than the pool\'s quota keeper.',
      action: 'Not for integrators: the quota keeper updates quota revenue itself.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [{ fns: ['PoolV3.setInterestRateModel', 'PoolV3.setPoolQuotaKeeper', 'PoolV3.setController'], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) }],
      when: 'A configuration function was called by an address that is not a configurator in the ACL.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotControllerException()',
      raisedBy: [{ fns: ['PoolV3.setTotalDebtLimit', 'PoolV3.setCreditManagerDebtLimit', 'PoolV3.setWithdrawFee'], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 38) }],
      when: 'A limit or fee was changed by an address that is neither the pool\'s controller nor a configurator.',
      action: 'Governance only: these changes go through the controller timelock.',
    },
    {
      signature: 'error RegisteredCreditManagerOnlyException()',
      raisedBy: [{ fns: ['PoolV3.setCreditManagerDebtLimit'], src: at('core-v3', 'contracts/traits/ContractsRegisterTrait.sol', 45) }],
      when: 'The address given a debt limit is not a credit manager in the contracts register.',
      action: 'Governance only.',
    },
    {
      signature: 'error IncompatibleCreditManagerException()',
      raisedBy: [{ fns: ['PoolV3.setCreditManagerDebtLimit'], src: pool(722) }],
      when: 'The credit manager being connected borrows from another pool (its `pool()` is not this pool).',
      action: 'Governance only.',
    },
    {
      signature: 'error IncompatiblePoolQuotaKeeperException()',
      raisedBy: [{ fns: ['PoolV3.setPoolQuotaKeeper'], src: pool(688) }],
      when: 'The new quota keeper was deployed for another pool.',
      action: 'Governance only.',
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [{ fns: ['PoolV3.setWithdrawFee'], src: pool(739) }],
      when: 'The new withdrawal fee is above the maximum, `MAX_WITHDRAW_FEE` (1%).',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotPausableAdminException()',
      raisedBy: [{ fns: ['PoolV3.pause'], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 52) }],
      when: '`pause()` was called by an address that is not a pausable admin.',
      action: 'Only pausable admins can pause a pool. While it is paused, deposits, withdrawals and borrowing revert with `Pausable: paused`.',
    },
    {
      signature: 'error CallerNotUnpausableAdminException()',
      raisedBy: [{ fns: ['PoolV3.unpause'], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 66) }],
      when: '`unpause()` was called by an address that is not an unpausable admin.',
      action: 'Only unpausable admins can unpause a pool.',
    },
  ],
};
