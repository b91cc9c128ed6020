import { at } from '../sources';
import type { FamilySpec } from '../types';
import { CLOSE, SET_BOT_PERMISSIONS } from './entryPoints';

const bl = (line: number) => at('core-v3', 'contracts/core/BotListV3.sol', line);
const B = (name: string) => `BotListV3.${name}`;

export const bots: FamilySpec = {
  id: 'bots',
  slug: 'bots',
  title: 'Bot list errors',
  label: 'Bot list',
  contracts: ['BotListV3'],
  errors: [
    {
      signature: 'error InvalidBotException()',
      raisedBy: [{ fns: [SET_BOT_PERMISSIONS, B('setBotPermissions')], src: bl(114), note: 'only when `permissions` is not zero' }],
      when: 'The owner tried to give non-zero permissions to a bot that governance has forbidden, or to a bot that already has special permissions from the DAO in this credit manager.',
      action: 'Check `BotListV3.botForbiddenStatus(bot)` and `botSpecialPermissions(bot, creditManager)`. A forbidden bot cannot be used. A bot with special permissions needs no grant from the owner; it may already act on every account of that credit manager. Revoking (permissions 0) always works.',
    },
    {
      signature: 'error AddressIsNotContractException(address)',
      raisedBy: [{ fns: [SET_BOT_PERMISSIONS, B('setBotPermissions')], src: bl(107) }],
      when: 'The `bot` address has no code. Bots must be contracts.',
      action: 'Pass the deployed bot contract\'s address, not the address of the keeper that operates it.',
    },
    {
      signature: 'error ZeroAddressException()',
      raisedBy: [{ fns: [SET_BOT_PERMISSIONS, B('setBotPermissions')], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18) }],
      when: 'The `bot` address is zero.',
      action: 'Pass the bot contract\'s address.',
    },
    {
      signature: 'error CallerNotCreditFacadeException()',
      raisedBy: [
        { fns: [SET_BOT_PERMISSIONS, CLOSE, B('setBotPermissions'), B('eraseAllBotPermissions')], src: bl(200), note: '`_revertIfCallerNotValidCreditFacade`' },
      ],
      when: 'The bot list was called by an address that is not the current facade of a credit manager it approves. Through a facade, this means governance has not approved that credit manager in this bot list (or the facade is an old one that was replaced).',
      action: 'Owners set permissions through `CreditFacadeV3.setBotPermissions`, never on the bot list directly. If the facade call fails with this error, bots are not enabled for that credit manager: check `BotListV3.approvedCreditManager(creditManager)`.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [
        { fns: [B('setBotForbiddenStatus'), B('setBotSpecialPermissions'), B('setCreditManagerApprovedStatus')], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) },
      ],
      when: 'The caller is not a configurator in the ACL.',
      action: 'Governance only.',
    },
    {
      signature: 'error RegisteredCreditManagerOnlyException()',
      raisedBy: [{ fns: [B('setCreditManagerApprovedStatus')], src: at('core-v3', 'contracts/traits/ContractsRegisterTrait.sol', 45) }],
      when: 'The address being approved is not a credit manager in the contracts register.',
      action: 'Governance only.',
    },
  ],
};
