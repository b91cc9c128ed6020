import { at } from '../sources';
import type { FamilySpec } from '../types';

const af = (line: number) => at('core-v3', 'contracts/core/AccountFactoryV3.sol', line);
const ca = (line: number) => at('core-v3', 'contracts/credit/CreditAccountV3.sol', line);

export const accountFactory: FamilySpec = {
  id: 'accountFactory',
  slug: 'account-factory',
  title: 'Account factory and credit account errors',
  label: 'Account factory and accounts',
  contracts: ['AccountFactoryV3', 'CreditAccountV3'],
  errors: [
    {
      signature: 'error CallerNotCreditManagerException()',
      raisedBy: [
        { fns: ['AccountFactoryV3.takeCreditAccount'], src: af(71) },
        { fns: ['AccountFactoryV3.returnCreditAccount'], src: af(97) },
        { fns: ['CreditAccountV3.safeTransfer', 'CreditAccountV3.execute'], src: ca(45) },
      ],
      when: 'The factory was asked for an account (or given one back) by an address that is not a credit manager added to it; or a credit account was told to transfer or call by an address other than its credit manager.',
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
  ],
};
