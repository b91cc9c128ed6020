/**
 * CreditFacadeV3 (core-v3 v1.51.0): contracts/interfaces/ICreditFacadeV3.sol:83 degenNFT,
 * :87 botList, :89 maxDebtPerBlockMultiplier, :91 maxQuotaMultiplier, :93 expirable,
 * :95 expirationDate, :97 debtLimits, :99 lossParams, :101 forbiddenTokenMask;
 * contracts/credit/CreditFacadeV3.sol:75 version; paused from OpenZeppelin Pausable.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const creditFacadeV3 = {
  name: ROLES.creditFacade.contract,
  abi: parseAbi([
    'function version() view returns (uint256)',
    'function paused() view returns (bool)',
    'function degenNFT() view returns (address)',
    'function botList() view returns (address)',
    'function maxDebtPerBlockMultiplier() view returns (uint8)',
    'function maxQuotaMultiplier() view returns (uint256)',
    'function expirable() view returns (bool)',
    'function expirationDate() view returns (uint40)',
    'function debtLimits() view returns (uint128 minDebt, uint128 maxDebt)',
    'function lossParams() view returns (uint128 currentCumulativeLoss, uint128 maxCumulativeLoss)',
    'function forbiddenTokenMask() view returns (uint256)',
  ]),
} as const;
