import { at } from '../sources';
import type { FamilySpec } from '../types';
import { BOT_MULTICALL, CLOSE, MULTICALL, OPEN } from './entryPoints';

const pqk = (line: number) => at('core-v3', 'contracts/pool/PoolQuotaKeeperV3.sol', line);
const Q = (name: string) => `PoolQuotaKeeperV3.${name}`;
const QUOTA_UPDATERS = [OPEN, CLOSE, MULTICALL, BOT_MULTICALL];

export const quotaKeeper: FamilySpec = {
  id: 'quotaKeeper',
  slug: 'quota-keeper',
  title: 'Quota keeper errors',
  label: 'Quota keeper',
  contracts: ['PoolQuotaKeeperV3'],
  errors: [
    {
      signature: 'error QuotaIsOutOfBoundsException()',
      raisedBy: [{ fns: [...QUOTA_UPDATERS, Q('updateQuota')], src: pqk(167), note: 'at `updateQuota`' }],
      when: 'After the change, the account\'s quota for the token would be below the `minQuota` you passed, or above the maximum the facade allows: `maxQuotaMultiplier × maxDebt` (2 × `maxDebt`). The quota keeper silently cuts an increase to what is left under the token\'s total limit, and gives nothing for a token whose quota rate is 0; the cut quota then falls short of `minQuota`. A facade of version 301 also rounds `quotaChange` towards zero to a multiple of 10,000 units of the underlying before this check but passes `minQuota` unrounded (CreditFacadeV3.sol:827-830), so the same value that is not such a multiple, passed as both on a token with no quota yet, fails here; a facade of version 300 does not round.',
      action: 'Read the token\'s room first: `getTokenQuotaParams(token)` returns `totalQuoted` and `limit`. Keep each quota at most 2 × `maxDebt`. Set `minQuota` to the least you can accept, or to 0 if a smaller quota is fine. See [quotas](/docs/credit-accounts/quotas).',
    },
    {
      signature: 'error TokenIsNotQuotedException()',
      raisedBy: [
        {
          fns: [...QUOTA_UPDATERS, Q('updateQuota'), Q('accrueQuotaInterest'), Q('cumulativeIndex'), Q('poolQuotaRevenue'), Q('updateRates')],
          src: pqk(523),
          note: 'internal `_getTokenQuotaParamsOrRevert`',
        },
        { fns: [Q('setTokenLimit'), Q('removeQuotas')], src: pqk(464), note: 'internal `_setTokenLimit`' },
        { fns: [Q('setTokenQuotaIncreaseFee')], src: pqk(488) },
      ],
      when: 'The token was never added to this quota keeper. Quotas exist only for tokens the gauge has added.',
      action: 'Check `PoolQuotaKeeperV3.isQuotedToken(token)` or `quotedTokens()`. Non-quoted collateral (such as the underlying) needs no `updateQuota`.',
    },
    {
      signature: 'error CallerNotCreditManagerException()',
      raisedBy: [{ fns: [Q('updateQuota'), Q('removeQuotas'), Q('accrueQuotaInterest')], src: pqk(545) }],
      when: 'A quota function was called by an address that is not a credit manager connected to this quota keeper.',
      action: 'Do not call the quota keeper directly. Change quotas with `updateQuota` in a credit facade multicall.',
    },
    {
      signature: 'error CallerNotGaugeException()',
      raisedBy: [{ fns: [Q('addQuotaToken'), Q('updateRates')], src: pqk(551) }],
      when: 'A function only the gauge may call was called by another address.',
      action: 'Not for integrators: rates change when the gauge starts a new epoch (`GaugeV3.updateEpoch`, which anyone may call).',
    },
    {
      signature: 'error TokenAlreadyAddedException()',
      raisedBy: [{ fns: [Q('addQuotaToken')], src: pqk(366) }],
      when: 'The gauge tried to add a token that is already quoted.',
      action: 'Governance only.',
    },
    {
      signature: 'error IncompatibleCreditManagerException()',
      raisedBy: [{ fns: [Q('addCreditManager')], src: pqk(440) }],
      when: 'The credit manager being connected borrows from another pool.',
      action: 'Governance only.',
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [{ fns: [Q('setTokenQuotaIncreaseFee')], src: pqk(482) }],
      when: 'The new quota increase fee is above 100%.',
      action: 'Governance only.',
    },
    {
      signature: 'error RegisteredCreditManagerOnlyException()',
      raisedBy: [{ fns: [Q('addCreditManager')], src: at('core-v3', 'contracts/traits/ContractsRegisterTrait.sol', 45) }],
      when: 'The address being connected is not a credit manager in the contracts register.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [{ fns: [Q('setGauge'), Q('addCreditManager')], src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35) }],
      when: 'The caller is not a configurator in the ACL.',
      action: 'Governance only.',
    },
    {
      signature: 'error CallerNotControllerException()',
      raisedBy: [{ fns: [Q('setTokenLimit'), Q('setTokenQuotaIncreaseFee')], src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 38) }],
      when: 'A token limit or fee was changed by an address that is neither the controller nor a configurator.',
      action: 'Governance only: these changes go through the controller timelock.',
    },
  ],
};
