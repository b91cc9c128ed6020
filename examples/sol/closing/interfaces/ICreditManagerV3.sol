// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Same order as `CollateralCalcTask` in core-v3 `ICreditManagerV3.sol`
enum CollateralCalcTask {
    GENERIC_PARAMS,
    DEBT_ONLY,
    FULL_COLLATERAL_CHECK_LAZY,
    DEBT_COLLATERAL,
    DEBT_COLLATERAL_SAFE_PRICES
}

/// @dev Same layout as `CollateralDebtData` in core-v3 `ICreditManagerV3.sol`
struct CollateralDebtData {
    uint256 debt;
    uint256 cumulativeIndexNow;
    uint256 cumulativeIndexLastUpdate;
    uint128 cumulativeQuotaInterest;
    uint256 accruedInterest;
    uint256 accruedFees;
    uint256 totalDebtUSD;
    uint256 totalValue;
    uint256 totalValueUSD;
    uint256 twvUSD;
    uint256 enabledTokensMask;
    uint256 quotedTokensMask;
    address[] quotedTokens;
    address _poolQuotaKeeper;
}

/// @dev Subset of core-v3 `ICreditManagerV3` (contract version 3.01) used by the closing examples
interface ICreditManagerV3 {
    function underlying() external view returns (address);

    function calcDebtAndCollateral(address creditAccount, CollateralCalcTask task)
        external
        view
        returns (CollateralDebtData memory cdd);

    function enabledTokensMaskOf(address creditAccount) external view returns (uint256);

    function quotedTokensMask() external view returns (uint256);

    function collateralTokensCount() external view returns (uint8);

    function getTokenByMask(uint256 tokenMask) external view returns (address token);

    function fees()
        external
        view
        returns (
            uint16 feeInterest,
            uint16 feeLiquidation,
            uint16 liquidationDiscount,
            uint16 feeLiquidationExpired,
            uint16 liquidationDiscountExpired
        );
}
