/**
 * PoolQuotaKeeperV3 (core-v3 v1.51.0): contracts/interfaces/IPoolQuotaKeeperV3.sol:73-83
 * getTokenQuotaParams, :98 gauge, :106 quotedTokens.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const poolQuotaKeeperV3 = {
  name: ROLES.poolQuotaKeeper.contract,
  abi: parseAbi([
    'function gauge() view returns (address)',
    'function quotedTokens() view returns (address[])',
    'function getTokenQuotaParams(address token) view returns (uint16 rate, uint192 cumulativeIndexLU, uint16 quotaIncreaseFee, uint96 totalQuoted, uint96 limit, bool isActive)',
  ]),
} as const;
