/**
 * PoolQuotaKeeperV3 (core-v3 v1.51.0): contracts/interfaces/IPoolQuotaKeeperV3.sol:73-83
 * getTokenQuotaParams, :98 gauge, :106 quotedTokens.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled PoolQuotaKeeperV3 of core-v3 1.45.0 (3.00), checked the same in
 * v1.51.0's (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const poolQuotaKeeperV3Pick = {
  name: ROLES.poolQuotaKeeper.contract,
  compiled: { '3.00': 'PoolQuotaKeeperV3', '3.01': 'PoolQuotaKeeperV3' },
  functions: ['gauge', 'quotedTokens', 'getTokenQuotaParams'],
} as const satisfies FamilyPick;

export const poolQuotaKeeperV3 = { name: poolQuotaKeeperV3Pick.name, abi: generated.poolQuotaKeeperV3 } as const;
