import { at } from '../sources';
import type { FamilySpec } from '../types';

const cc = (line: number) => at('core-v3', 'contracts/credit/CreditConfiguratorV3.sol', line);
const C = (name: string) => `CreditConfiguratorV3.${name}`;
const GOVERNANCE_ONLY = 'These functions are for Gearbox governance only. For an integrator, this error in a simulation or in a queued timelock transaction means the proposed change is invalid and will not execute.';

export const creditConfigurator: FamilySpec = {
  id: 'creditConfigurator',
  slug: 'credit-configurator',
  title: 'Credit configurator errors',
  label: 'Credit configurator',
  contracts: ['CreditConfiguratorV3'],
  errors: [
    {
      signature: 'error CallerNotConfiguratorException()',
      raisedBy: [
        {
          fns: ['addCollateralToken', 'setLiquidationThreshold', 'allowToken', 'makeTokenQuoted', 'allowAdapter', 'setMaxEnabledTokens', 'setFees', 'setPriceOracle', 'setBotList', 'setCreditFacade', 'upgradeCreditConfigurator', 'setMaxCumulativeLoss', 'resetCumulativeLoss', 'addEmergencyLiquidator', 'removeEmergencyLiquidator'].map(C),
          src: at('core-v3', 'contracts/traits/ACLTrait.sol', 35),
          note: 'modifier `configuratorOnly`',
        },
      ],
      when: 'The caller is not a configurator in the ACL (the governance timelock or multisig).',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error CallerNotControllerException()',
      raisedBy: [
        {
          fns: ['rampLiquidationThreshold', 'forbidAdapter', 'setMinDebtLimit', 'setMaxDebtLimit', 'setMaxDebtPerBlockMultiplier', 'setExpirationDate'].map(C),
          src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 38),
          note: 'modifier `controllerOnly`',
        },
      ],
      when: 'The caller is neither the configurator nor the controller (usually `ControllerTimelockV3`).',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error CallerNotPausableAdminException()',
      raisedBy: [{ fns: ['forbidToken', 'forbidBorrowing'].map(C), src: at('core-v3', 'contracts/traits/ACLNonReentrantTrait.sol', 52), note: 'modifier `pausableAdminsOnly`' }],
      when: 'The caller is not a pausable admin in the ACL. Forbidding a token and stopping new borrowing are emergency actions.',
      action: 'Only pausable admins can call these.',
    },
    {
      signature: 'error ZeroAddressException()',
      raisedBy: [
        {
          fns: ['addCollateralToken', 'forbidToken', 'allowToken', 'allowAdapter', 'forbidAdapter', 'setCreditFacade', 'upgradeCreditConfigurator'].map(C),
          src: at('core-v3', 'contracts/traits/SanityCheckTrait.sol', 18),
          note: 'modifier `nonZeroAddress`',
        },
      ],
      when: 'A token, adapter, facade or configurator address argument is the zero address.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error AddressIsNotContractException(address)',
      raisedBy: [
        { fns: [C('addCollateralToken')], src: cc(160) },
        { fns: [C('allowAdapter')], src: cc(357), note: 'the adapter\'s target contract' },
        { fns: ['allowAdapter', 'forbidAdapter', 'setCreditFacade', 'upgradeCreditConfigurator'].map(C), src: cc(865), note: 'internal `_revertIfContractIncompatible`' },
      ],
      when: 'The address in the argument has no code: a token, an adapter, an adapter\'s target, a new facade or a new configurator that is not a deployed contract.',
      action: `${GOVERNANCE_ONLY} The argument tells which address is wrong.`,
    },
    {
      signature: 'error IncorrectTokenContractException()',
      raisedBy: [{ fns: [C('addCollateralToken')], src: cc(164) }],
      when: 'The new collateral token does not answer `balanceOf`, so it is not an ERC-20.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error PriceFeedDoesNotExistException()',
      raisedBy: [{ fns: [C('addCollateralToken')], src: cc(168) }],
      when: 'The price oracle has no price feed for the new collateral token.',
      action: `${GOVERNANCE_ONLY} Set the token's feed in \`PriceOracleV3\` first.`,
    },
    {
      signature: 'error IncorrectLiquidationThresholdException()',
      raisedBy: [
        { fns: ['addCollateralToken', 'setLiquidationThreshold'].map(C), src: cc(203) },
        { fns: [C('rampLiquidationThreshold')], src: cc(240) },
      ],
      when: 'The new liquidation threshold (or the final threshold of a ramp) is above the underlying\'s threshold. No token may count for more than the underlying.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error TokenNotAllowedException()',
      raisedBy: [
        {
          fns: ['addCollateralToken', 'setLiquidationThreshold', 'rampLiquidationThreshold', 'forbidToken', 'allowToken', 'makeTokenQuoted'].map(C),
          src: cc(878),
          note: 'modifier `nonUnderlyingTokenOnly`',
        },
      ],
      when: 'The token is the credit manager\'s underlying, which these functions do not apply to. The underlying\'s threshold follows from the liquidation fees instead.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error TokenIsNotQuotedException()',
      raisedBy: [{ fns: [C('makeTokenQuoted')], src: cc(319) }],
      when: 'The pool\'s quota keeper does not list the token as quoted.',
      action: `${GOVERNANCE_ONLY} Add the token to the gauge first; the gauge adds it to the quota keeper.`,
    },
    {
      signature: 'error TargetContractNotAllowedException()',
      raisedBy: [
        { fns: [C('allowAdapter')], src: cc(363), note: 'the adapter or its target is the credit manager or the facade' },
        { fns: ['allowAdapter', 'forbidAdapter'].map(C), src: cc(411), note: 'the adapter reports a zero target contract' },
      ],
      when: 'The adapter\'s target would be the credit manager or the facade, or the adapter is one of them, or the adapter reports `targetContract() == address(0)`.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error IncompatibleContractException()',
      raisedBy: [
        { fns: ['allowAdapter', 'forbidAdapter'].map(C), src: cc(408), note: '`targetContract()` reverted' },
        { fns: ['allowAdapter', 'forbidAdapter', 'setCreditFacade', 'upgradeCreditConfigurator'].map(C), src: cc(870), note: '`creditManager()` returns another credit manager' },
        { fns: ['allowAdapter', 'forbidAdapter', 'setCreditFacade', 'upgradeCreditConfigurator'].map(C), src: cc(872), note: '`creditManager()` reverted' },
      ],
      when: 'The adapter, facade or configurator does not report this credit manager through `creditManager()`, or an adapter does not answer `targetContract()`.',
      action: `${GOVERNANCE_ONLY} The contract was deployed for another credit manager.`,
    },
    {
      signature: 'error AdapterIsNotRegisteredException()',
      raisedBy: [{ fns: [C('forbidAdapter')], src: cc(390) }],
      when: 'The adapter to forbid is not registered in the credit manager.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error IncorrectParameterException()',
      raisedBy: [
        { fns: [C('setMaxEnabledTokens')], src: cc(428), note: 'zero' },
        { fns: [C('setFees')], src: cc(461) },
      ],
      when: '`setMaxEnabledTokens(0)`; or fees out of range: the interest fee is 100% or more, or the liquidation premium plus the liquidation fee reaches 100% (for normal or for expired liquidations).',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error IncorrectLimitsException()',
      raisedBy: [{ fns: ['setMinDebtLimit', 'setMaxDebtLimit', 'setCreditFacade'].map(C), src: cc(697) }],
      when: 'The new `minDebt` would be greater than `maxDebt`.',
      action: GOVERNANCE_ONLY,
    },
    {
      signature: 'error IncorrectExpirationDateException()',
      raisedBy: [{ fns: ['setExpirationDate', 'setCreditFacade'].map(C), src: cc(790) }],
      when: 'The new expiration date is in the past, or not later than the current one.',
      action: GOVERNANCE_ONLY,
    },
  ],
};
