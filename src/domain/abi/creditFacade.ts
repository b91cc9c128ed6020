/**
 * CreditFacadeV3 (core-v3 v1.51.0): contracts/interfaces/ICreditFacadeV3.sol:83 degenNFT,
 * :87 botList, :89 maxDebtPerBlockMultiplier, :91 maxQuotaMultiplier, :93 expirable,
 * :95 expirationDate, :97 debtLimits, :99 lossParams, :101 forbiddenTokenMask;
 * contracts/credit/CreditFacadeV3.sol:75 version; paused from OpenZeppelin Pausable.
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled CreditFacadeV3 of core-v3 1.45.0 (3.00), checked the same in
 * v1.51.0's (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const creditFacadeV3Pick = {
  name: ROLES.creditFacade.contract,
  compiled: { '3.00': 'CreditFacadeV3', '3.01': 'CreditFacadeV3' },
  functions: [
    'version',
    'paused',
    'degenNFT',
    'botList',
    'maxDebtPerBlockMultiplier',
    'maxQuotaMultiplier',
    'expirable',
    'expirationDate',
    'debtLimits',
    'lossParams',
    'forbiddenTokenMask',
  ],
} as const satisfies FamilyPick;

export const creditFacadeV3 = { name: creditFacadeV3Pick.name, abi: generated.creditFacadeV3 } as const;
