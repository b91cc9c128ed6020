/**
 * CreditManagerV3 (core-v3 v1.51.0): contracts/interfaces/ICreditManagerV3.sol:89 pool,
 * :91 underlying, :93 creditFacade, :95 creditConfigurator, :99 accountFactory, :101 name, :142 adapterToContract, :144 contractToAdapter,
 * :158 priceOracle, :181 quotedTokensMask, :191 maxEnabledTokens, :193-202 fees,
 * :204 collateralTokensCount, :217-220 collateralTokenByMask (token and its current
 * liquidation threshold, mask 1 << i for the i-th collateral token).
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const creditManagerV3 = {
  name: ROLES.creditManager.contract,
  abi: parseAbi([
    'function version() view returns (uint256)',
    'function name() view returns (string)',
    'function pool() view returns (address)',
    'function underlying() view returns (address)',
    'function accountFactory() view returns (address)',
    'function creditFacade() view returns (address)',
    'function creditConfigurator() view returns (address)',
    'function priceOracle() view returns (address)',
    'function maxEnabledTokens() view returns (uint8)',
    'function quotedTokensMask() view returns (uint256)',
    'function fees() view returns (uint16 feeInterest, uint16 feeLiquidation, uint16 liquidationDiscount, uint16 feeLiquidationExpired, uint16 liquidationDiscountExpired)',
    'function collateralTokensCount() view returns (uint8)',
    'function collateralTokenByMask(uint256 tokenMask) view returns (address token, uint16 liquidationThreshold)',
    'function adapterToContract(address adapter) view returns (address)',
    'function contractToAdapter(address targetContract) view returns (address)',
  ]),
} as const;
