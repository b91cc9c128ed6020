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
 */
import { parseAbi } from 'viem';
import { ROLES } from '../protocol/roles';

export const poolV3 = {
  name: ROLES.pool.contract,
  abi: parseAbi([
    'function version() view returns (uint256)',
    'function addressProvider() view returns (address)',
    'function name() view returns (string)',
    'function symbol() view returns (string)',
    'function decimals() view returns (uint8)',
    'function paused() view returns (bool)',
    'function underlyingToken() view returns (address)',
    'function totalSupply() view returns (uint256)',
    'function totalAssets() view returns (uint256)',
    'function convertToAssets(uint256 shares) view returns (uint256)',
    'function withdrawFee() view returns (uint16)',
    'function creditManagers() view returns (address[])',
    'function availableLiquidity() view returns (uint256)',
    'function expectedLiquidity() view returns (uint256)',
    'function totalBorrowed() view returns (uint256)',
    'function totalDebtLimit() view returns (uint256)',
    'function creditManagerBorrowed(address creditManager) view returns (uint256)',
    'function creditManagerDebtLimit(address creditManager) view returns (uint256)',
    'function creditManagerBorrowable(address creditManager) view returns (uint256)',
    'function interestRateModel() view returns (address)',
    'function baseInterestRate() view returns (uint256)',
    'function supplyRate() view returns (uint256)',
    'function baseInterestIndex() view returns (uint256)',
    'function lastBaseInterestUpdate() view returns (uint40)',
    'function poolQuotaKeeper() view returns (address)',
  ]),
} as const;

