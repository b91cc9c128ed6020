/**
 * IVersion: every Gearbox contract reports a numeric version (3_00 = 300…).
 * core-v2 contracts/interfaces/IVersion.sol:10.
 */
import { parseAbi } from 'viem';

export const versioned = {
  name: 'IVersion',
  abi: parseAbi(['function version() view returns (uint256)']),
} as const;
