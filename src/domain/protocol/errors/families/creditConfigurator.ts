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
      raisedBy: [
        {
          fns: [C('addCollateralToken')],
          src: at('core-v3', 'contracts/core/PriceOracleV3.sol', 180),
          note: '`PriceOracleV3.priceFeeds(token)`, which the configurator calls at CreditConfiguratorV3.sol:167 and which reverts itself when the token has no feed; the configurator\'s own check at CreditConfiguratorV3.sol:168 comes after it and is never reached with `PriceOracleV3`',
        },
      ],
      when: 'The price oracle has no price feed for the new collateral token. This is a version 301 configurator; one of version 300 reverts with `IncorrectPriceFeedException` instead.',
      action: `${GOVERNANCE_ONLY} Set the token's feed in \`PriceOracleV3\` first.`,
    },
    {
      signature: 'error IncorrectPriceFeedException()',
      raisedBy: [
        {
          fns: [C('addCollateralToken')],
          src: at('core-v3@3.00', 'contracts/credit/CreditConfiguratorV3.sol', 188),
          note: 'version 300 only: `_addCollateralToken` tries `convertToUSD(1e18, token)` on the price oracle and turns any failure into this error (CreditConfiguratorV3.sol:186-189 at v1.46.3)',
        },
      ],
      when: 'A version 300 configurator could not price the new collateral token: the oracle has no feed for it, or reading the feed failed (a stale or non-positive answer, a reverting feed). Version 301 configurators do not price the token here; a missing feed gives `PriceFeedDoesNotExistException`.',
      action: `${GOVERNANCE_ONLY} Set a working feed for the token in the price oracle first, and check that \`PriceOracleV3.getPrice(token)\` answers.`,
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
          fns: ['setLiquidationThreshold', 'rampLiquidationThreshold', 'forbidToken', 'allowToken'].map(C),
          src: cc(878),
          note: 'modifier `nonUnderlyingTokenOnly`: the token is the underlying',
        },
        {
          fns: [C('setLiquidationThreshold')],
          src: at('core-v3', 'contracts/credit/CreditManagerV3.sol', 938),
          note: 'the token is not a collateral token: `CreditManagerV3.setCollateralTokenData` (CreditManagerV3.sol:1229) calls `getTokenMaskOrRevert`',
        },
        {
          fns: [C('rampLiquidationThreshold')],
          src: at('core-v3', 'contracts/credit/CreditManagerV3.sol', 938),
          note: 'the token is not a collateral token: `CreditManagerV3.liquidationThresholds` (CreditConfiguratorV3.sol:246) calls `getTokenMaskOrRevert`',
        },
        {
          fns: ['forbidToken', 'allowToken', 'makeTokenQuoted'].map(C),
          src: at('core-v3', 'contracts/credit/CreditManagerV3.sol', 938),
          note: 'the token is not a collateral token: `_getTokenMaskOrRevert` (CreditConfiguratorV3.sol:282, 302, 326)',
        },
      ],
      when: 'The token is the credit manager\'s underlying, which `setLiquidationThreshold`, `rampLiquidationThreshold`, `forbidToken` and `allowToken` do not apply to (the underlying\'s threshold follows from the liquidation fees); or the token is not a collateral token of the credit manager. `addCollateralToken` with the underlying fails earlier with `TokenAlreadyAddedException` (CreditManagerV3.sol:1166), and `makeTokenQuoted` with it with `TokenIsNotQuotedException`, since `GaugeV3` never adds the underlying as a quoted token (GaugeV3.sol:232).',
      action: `${GOVERNANCE_ONLY} Add the token with \`addCollateralToken\` before configuring it.`,
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
