// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Collateral calculation modes (core-v3 contracts/interfaces/ICreditManagerV3.sol)
enum CollateralCalcTask {
    GENERIC_PARAMS,
    DEBT_ONLY,
    FULL_COLLATERAL_CHECK_LAZY,
    DEBT_COLLATERAL,
    DEBT_COLLATERAL_SAFE_PRICES
}

/// @dev What `calcDebtAndCollateral` returns, field for field
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

/// @dev The credit manager 3.10 functions these examples call
interface ICreditManagerV3 {
    function underlying() external view returns (address);

    function creditFacade() external view returns (address);

    function calcDebtAndCollateral(address creditAccount, CollateralCalcTask task)
        external
        view
        returns (CollateralDebtData memory cdd);

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

    function getTokenByMask(uint256 tokenMask) external view returns (address token);

    function getTokenMaskOrRevert(address token) external view returns (uint256 tokenMask);

    function getActiveCreditAccountOrRevert() external view returns (address creditAccount);

    function approveCreditAccount(address token, uint256 amount) external;

    function execute(bytes calldata data) external returns (bytes memory result);
}
