/**
 * LinearInterestRateModelV3 (core-v3 v1.51.0): contracts/interfaces/ILinearInterestRateModelV3.sol:17
 * isBorrowingMoreU2Forbidden, :19-22 getModelParameters (all in basis points).
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const linearInterestRateModelV3 = {
  name: ROLES.interestModel.contract,
  abi: parseAbi([
    'function getModelParameters() view returns (uint16 U_1, uint16 U_2, uint16 R_base, uint16 R_slope1, uint16 R_slope2, uint16 R_slope3)',
    'function isBorrowingMoreU2Forbidden() view returns (bool)',
  ]),
} as const;
