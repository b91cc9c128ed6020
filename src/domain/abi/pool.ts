/**
 * PoolV3 (core-v3 v1.51.0), an ERC-4626 vault whose shares are the diesel token.
 * - contracts/interfaces/IPoolV3.sol:45 addressProvider (read by the address provider's proof, src/domain/proofs),
 *   :47 underlyingToken, :51 withdrawFee, :53 creditManagers,
 *   :55 availableLiquidity, :57 expectedLiquidity, :77 totalBorrowed, :79 totalDebtLimit,
 *   :81 creditManagerBorrowed, :83 creditManagerDebtLimit, :85 creditManagerBorrowable,
 *   :95 interestRateModel, :97 baseInterestRate, :99 supplyRate, :101 baseInterestIndex,
 *   :105 lastBaseInterestUpdate, :111 poolQuotaKeeper
 * - contracts/pool/PoolV3.sol:61 version, :152 decimals, :183 totalAssets; name, symbol,
 *   totalSupply, convertToAssets (ERC-4626) and paused (Pausable) from OpenZeppelin.
 * The diesel rate is convertToAssets(RAY = 1e27, src/domain/protocol/units.ts), as periphery-v3's DataCompressorV3 computes it.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled PoolV3 of core-v3 1.45.0 (3.00), checked the same in v1.51.0's
 * (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const poolV3Pick = {
  name: ROLES.pool.contract,
  compiled: { '3.00': 'PoolV3', '3.01': 'PoolV3' },
  functions: [
    'version',
    'addressProvider',
    'name',
    'symbol',
    'decimals',
    'paused',
    'underlyingToken',
    'totalSupply',
    'totalAssets',
    'convertToAssets',
    'withdrawFee',
    'creditManagers',
    'availableLiquidity',
    'expectedLiquidity',
    'totalBorrowed',
    'totalDebtLimit',
    'creditManagerBorrowed',
    'creditManagerDebtLimit',
    'creditManagerBorrowable',
    'interestRateModel',
    'baseInterestRate',
    'supplyRate',
    'baseInterestIndex',
    'lastBaseInterestUpdate',
    'poolQuotaKeeper',
  ],
} as const satisfies FamilyPick;

export const poolV3 = { name: poolV3Pick.name, abi: generated.poolV3 } as const;
