import { at } from '../sources';
import type { FamilySpec } from '../types';
import { CLOSE } from './entryPoints';

const af = (line: number) => at('core-v3', 'contracts/core/AccountFactoryV3.sol', line);
const ca = (line: number) => at('core-v3', 'contracts/credit/CreditAccountV3.sol', line);
/** core-v2's AccountFactory and CreditAccount, which the credit managers of some networks use (version 1). */
const v2af = (line: number) => at('core-v2', 'contracts/core/AccountFactory.sol', line);
const v2ca = (line: number) => at('core-v2', 'contracts/credit/CreditAccount.sol', line);

export const accountFactory: FamilySpec = {
  id: 'accountFactory',
  slug: 'account-factory',
  title: 'Account factory and credit account errors',
  label: 'Account factory and accounts',
  contracts: ['AccountFactoryV3', 'CreditAccountV3', 'AccountFactory (core-v2)', 'CreditAccount (core-v2)'],
  errors: [
    {
      signature: 'error CallerNotCreditManagerException()',
      raisedBy: [
        { fns: ['AccountFactoryV3.takeCreditAccount'], src: af(71) },
        { fns: ['AccountFactoryV3.returnCreditAccount'], src: af(97) },
        { fns: ['CreditAccountV3.safeTransfer', 'CreditAccountV3.execute'], src: ca(45) },
        { fns: ['CreditAccount.safeTransfer', 'CreditAccount.execute', 'CreditAccount.updateParameters'], src: v2ca(47), note: 'a core-v2 credit account: the caller is not the credit manager it is connected to' },
      ],
      when: '`AccountFactoryV3` was asked for an account (or given one back) by an address that is not a credit manager added to it; or a credit account, of either kind, was told to transfer or call by an address other than its credit manager. (The core-v2 `AccountFactory` takes and returns accounts only for credit managers in the contracts register, and refuses any other caller with the message `"CP"`, core-v2\'s `REGISTERED_CREDIT_ACCOUNT_MANAGERS_ONLY`, at AccountFactory.sol:57-61.)',
      action: 'Credit accounts only obey their credit manager. Move funds on an account through facade operations (`withdrawCollateral`, adapter calls), never by calling the account.',
    },
    {
      signature: 'error CallerNotAccountFactoryException()',
      raisedBy: [{ fns: ['CreditAccountV3.rescue'], src: ca(31) }],
      when: '`rescue` on a credit account was called by an address other than the factory that deployed it.',
      action: 'Only governance, through `AccountFactoryV3.rescue`, can call arbitrary contracts from a free account.',
    },
    {
      signature: 'error CreditAccountIsInUseException()',
      raisedBy: [{ fns: ['AccountFactoryV3.rescue'], src: af(143) }],
      when: 'Governance tried to rescue funds from a credit account that is currently open.',
      action: 'Governance only: only closed accounts can be rescued. Tokens left on a closed account cannot be recovered by their former owner directly; see [account factory](/docs/system-contracts/account-factory).',
    },
    {
      signature: 'error MasterCreditAccountAlreadyDeployedException()',
      raisedBy: [{ fns: ['AccountFactoryV3.addCreditManager'], src: af(121) }],
      when: 'The credit manager was already added to the factory.',
      action: 'Governance only.',
    },
    {
      signature: 'error RegisteredCreditManagerOnlyException()',
      raisedBy: [
        { fns: ['AccountFactoryV3.addCreditManager'], src: at('core-v3', 'contracts/traits/ContractsRegisterTrait.sol', 45) },
        { fns: ['AccountFactoryV3.rescue'], src: at('core-v3', 'contracts/traits/ContractsRegisterTrait.sol', 45), note: 'the account\'s credit manager' },
      ],
      when: 'The credit manager (or the credit manager of the account to rescue) is not in the contracts register.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [{ fns: ['AccountFactoryV3.addCreditManager', 'AccountFactoryV3.rescue'], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) }],
      when: 'The caller is not a configurator in the ACL.',
      action: 'Governance only.',
    },
    {
      signature: 'error Error(string reason)',
      reason: 'AF1',
      origin: v2af(203),
      raisedBy: [
        {
          fns: [CLOSE, 'CreditManagerV3.closeCreditAccount', 'AccountFactory.returnCreditAccount'],
          src: v2af(203),
          note: '`CreditManagerV3.closeCreditAccount` returns the account to its factory (CreditManagerV3.sol:230); the core-v2 factory\'s `returnCreditAccount` refuses an account whose `since()` is the current block',
        },
      ],
      when: 'A credit account of a credit manager that uses the core-v2 `AccountFactory` was closed in the block in which it was opened. `"AF1"` is core-v2\'s code `AF_CANT_CLOSE_CREDIT_ACCOUNT_IN_THE_SAME_BLOCK` (libraries/Errors.sol:38-39): the factory records the block in which it hands an account out (`CreditAccount.since()`) and refuses it back in that block. Only an account that never borrowed can get this far, since repaying in the block of a borrow already fails with `DebtUpdatedTwiceInOneBlockException`. `AccountFactoryV3` has no such rule.',
      action: 'Close the account in a later block. To test opening and closing in one transaction, use a fork of a network whose credit managers use `AccountFactoryV3`, or mine a block in between. See [closing an account](/docs/credit-accounts/closing) and [account factory](/docs/system-contracts/account-factory).',
    },
  ],
};
