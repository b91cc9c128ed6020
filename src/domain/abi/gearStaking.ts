/**
 * GearStakingV3 (core-v3 v1.51.0): contracts/interfaces/IGearStakingV3.sol:73 getCurrentEpoch,
 * :113 successor, :117 migrator.
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const gearStakingV3 = {
  name: ROLES.gearStaking.contract,
  abi: parseAbi([
    'function successor() view returns (address)',
    'function migrator() view returns (address)',
    'function getCurrentEpoch() view returns (uint16)',
  ]),
} as const;
