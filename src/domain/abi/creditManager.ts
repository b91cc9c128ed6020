/**
 * CreditManagerV3 (core-v3 v1.51.0): contracts/interfaces/ICreditManagerV3.sol:89 pool,
 * :91 underlying, :93 creditFacade, :95 creditConfigurator, :99 accountFactory, :101 name, :142 adapterToContract, :144 contractToAdapter,
 * :158 priceOracle, :181 quotedTokensMask, :191 maxEnabledTokens, :193-202 fees,
 * :204 collateralTokensCount, :217-220 collateralTokenByMask (token and its current
 * liquidation threshold, mask 1 << i for the i-th collateral token).
 * The ABI items are solc's, not written here: `npm run family-abis` (./familyAbis.ts) copies the entries below into
 * ./generated/families.generated.ts from the compiled CreditManagerV3 of core-v3 1.45.0 (3.00), checked the same in
 * v1.51.0's (3.01).
 */
import { ROLES } from '../protocol/roles';
import type { FamilyPick } from './familyAbis';
import * as generated from './generated/families.generated';

export const creditManagerV3Pick = {
  name: ROLES.creditManager.contract,
  compiled: { '3.00': 'CreditManagerV3', '3.01': 'CreditManagerV3' },
  functions: [
    'version',
    'name',
    'pool',
    'underlying',
    'accountFactory',
    'creditFacade',
    'creditConfigurator',
    'priceOracle',
    'maxEnabledTokens',
    'quotedTokensMask',
    'fees',
    'collateralTokensCount',
    'collateralTokenByMask',
    'adapterToContract',
    'contractToAdapter',
  ],
} as const satisfies FamilyPick;

export const creditManagerV3 = { name: creditManagerV3Pick.name, abi: generated.creditManagerV3 } as const;
