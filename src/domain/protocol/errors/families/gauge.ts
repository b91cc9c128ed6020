import { at } from '../sources';
import type { FamilySpec } from '../types';

const g = (line: number) => at('core-v3', 'contracts/governance/GaugeV3.sol', line);
const gs = (line: number) => at('core-v3', 'contracts/governance/GearStakingV3.sol', line);
const G = (name: string) => `GaugeV3.${name}`;
const S = (name: string) => `GearStakingV3.${name}`;
/** Every staking function that takes a list of votes. */
const VOTING = [S('deposit'), S('depositWithPermit'), S('multivote'), S('withdraw'), S('migrate'), S('depositOnMigration')];

export const gauge: FamilySpec = {
  id: 'gauge',
  slug: 'gauge',
  title: 'Gauge and staking errors',
  label: 'Gauge and staking',
  contracts: ['GaugeV3', 'GearStakingV3'],
  errors: [
    {
      signature: 'error VotingContractNotAllowedException()',
      raisedBy: [
        { fns: VOTING, src: gs(231), note: 'a vote (`isIncrease == true`)' },
        { fns: VOTING, src: gs(242), note: 'an unvote' },
      ],
      when: 'A vote names a `votingContract` that staking does not allow. Votes need status `ALLOWED`; removing votes also works from a contract with status `UNVOTE_ONLY`.',
      action: 'Use the gauge of the pool you vote for, as listed by `GearStakingV3.allowedVotingContract(gauge)`. A gauge that governance retired accepts only unvotes.',
    },
    {
      signature: 'error InsufficientBalanceException()',
      raisedBy: [
        { fns: VOTING, src: gs(234), note: 'a vote larger than the available balance' },
        { fns: [S('withdraw')], src: gs(125) },
        { fns: [S('migrate')], src: gs(156) },
      ],
      when: 'The amount is larger than your available staked GEAR: the staked GEAR that is neither cast as votes nor scheduled for withdrawal.',
      action: 'Check `GearStakingV3.availableBalance(user)`. Remove votes first (in the same call\'s vote list) to free GEAR for a withdrawal or for other votes.',
    },
    {
      signature: 'error InsufficientVotesException()',
      raisedBy: [
        { fns: [...VOTING, G('unvote')], src: g(190), note: 'LP side' },
        { fns: [...VOTING, G('unvote')], src: g(196), note: 'credit account side' },
      ],
      when: 'An unvote removes more votes than you have for that token on that side (LP or credit account).',
      action: 'Read `GaugeV3.userTokenVotes(user, token)` and unvote at most that many, on the same side you voted.',
    },
    {
      signature: 'error TokenNotAllowedException()',
      raisedBy: [
        { fns: [...VOTING, G('vote')], src: g(143), note: 'vote for a token the gauge does not have' },
        { fns: [...VOTING, G('unvote')], src: g(182), note: 'unvote for a token the gauge does not have' },
        { fns: [G('getRates')], src: g(107) },
        { fns: [G('addQuotaToken')], src: g(233), note: 'token already added, or the underlying' },
        { fns: [G('changeQuotaMinRate'), G('changeQuotaMaxRate')], src: g(272) },
      ],
      when: 'The token is not a quoted token of this gauge. For `addQuotaToken`: the token is already added, or is the pool\'s underlying.',
      action: 'Vote only for tokens listed by the gauge: `GaugeV3.isTokenAdded(token)`. The vote\'s `extraData` is `abi.encode(token, lpSide)`; check that the token address in it is right.',
    },
    {
      signature: 'error CallerNotVoterException()',
      raisedBy: [{ fns: [G('vote'), G('unvote')], src: g(304) }],
      when: 'The gauge\'s `vote` or `unvote` was called by an address other than GEAR staking.',
      action: 'Vote through `GearStakingV3.multivote` (or the vote list of `deposit` and `withdraw`), not on the gauge directly.',
    },
    {
      signature: 'error CallerNotMigratorException()',
      raisedBy: [{ fns: [S('depositOnMigration')], src: gs(64) }],
      when: '`depositOnMigration` was called by an address other than the previous staking contract.',
      action: 'Migrate with `migrate` on the old staking contract.',
    },
    {
      signature: 'error ZeroAddressException()',
      raisedBy: [
        { fns: [S('migrate')], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18), note: 'no successor set' },
        { fns: [G('addQuotaToken'), G('changeQuotaMinRate'), G('changeQuotaMaxRate')], src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18) },
      ],
      when: '`migrate` was called while staking has no successor contract; or a gauge configuration call got a zero token address.',
      action: 'Migration is possible only after governance sets a successor (`GearStakingV3.successor()`).',
    },
    {
      signature: 'error IncompatibleSuccessorException()',
      raisedBy: [{ fns: [S('setSuccessor')], src: gs(323) }],
      when: 'The new successor does not name this contract as its migrator.',
      action: 'Governance only.',
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [{ fns: [G('addQuotaToken'), G('changeQuotaMinRate'), G('changeQuotaMaxRate')], src: g(287) }],
      when: 'A quota rate range is invalid: the minimum rate is 0 or above the maximum.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [
        { fns: [G('setFrozenEpoch'), G('addQuotaToken')], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) },
        { fns: [S('setVotingContractStatus'), S('setSuccessor'), S('setMigrator')], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) },
      ],
      when: 'The caller is not a configurator in the ACL.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotControllerException()',
      raisedBy: [{ fns: [G('changeQuotaMinRate'), G('changeQuotaMaxRate')], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 38) }],
      when: 'A quota rate bound was changed by an address that is neither the controller nor a configurator.',
      action: 'Governance only: these changes go through the controller timelock.',
    },
  ],
};
