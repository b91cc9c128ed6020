// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {ICreditFacadeV3, MultiCall} from "./interfaces/ICreditFacadeV3.sol";
import {ICreditFacadeV3Multicall} from "./interfaces/ICreditFacadeV3Multicall.sol";
import {ICreditManagerV3, CollateralCalcTask, CollateralDebtData} from "./interfaces/ICreditManagerV3.sol";
import {IERC20} from "./interfaces/IERC20.sol";
import {IPriceFeedStore, PriceUpdate} from "./interfaces/IPriceFeedStore.sol";

/// @title A liquidator for Gearbox V3.1 credit accounts, full and partial
/// @notice Pays in the underlying it holds and takes collateral in return. Full liquidation: it adds the underlying
///         the account must hold, withdraws every other enabled token to itself, and the facade repays the pool.
///         Partial liquidation: it repays part of the debt and receives one collateral token at a discount.
/// @dev Keep underlying on this contract. Selling the collateral it receives is left to the owner (`sweep`).
contract LiquidatorV31 {
    uint256 internal constant PERCENTAGE_FACTOR = 10_000;
    uint256 internal constant UNDERLYING_TOKEN_MASK = 1;

    address public immutable owner;

    error NotOwnerException();
    error NotLiquidatableException();

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwnerException();
        _;
    }

    /// @notice Fully liquidates `creditAccount`
    /// @param priceUpdates Updates for the account's pull-based feeds, applied first (anyone may apply them)
    /// @param lossPolicyData Passed on to the loss policy, which is only asked when the liquidation makes a loss
    /// @return underlyingPaid Underlying added to the account
    function liquidate(
        ICreditFacadeV3 facade,
        address creditAccount,
        PriceUpdate[] calldata priceUpdates,
        bytes calldata lossPolicyData
    ) external onlyOwner returns (uint256 underlyingPaid) {
        // Applying the updates here, before reading the account, lets the amount below use the prices that the
        // liquidation itself will use; the facade applies no updates when the multicall doesn't start with them.
        if (priceUpdates.length != 0) IPriceFeedStore(facade.priceFeedStore()).updatePrices(priceUpdates);

        ICreditManagerV3 manager = ICreditManagerV3(facade.creditManager());
        address underlying = facade.underlying();
        CollateralDebtData memory cdd = manager.calcDebtAndCollateral(creditAccount, CollateralCalcTask.DEBT_COLLATERAL);
        if (cdd.debt == 0) revert NotLiquidatableException();

        // An unhealthy account is liquidated with the normal discount; a healthy one only if the facade has expired,
        // with the "expired" discount. (If it is neither, the facade reverts.)
        (,, uint16 liquidationDiscount,, uint16 liquidationDiscountExpired) = manager.fees();
        uint256 discount = cdd.twvUSD < cdd.totalDebtUSD ? liquidationDiscount : liquidationDiscountExpired;

        // With every other token withdrawn, the account's underlying must reach totalValue * discount: the pool's
        // share plus what is left for the owner, or all of it for the pool when it doesn't cover the pool's share.
        // (A credit manager of a fee-on-transfer underlying, such as the USDT one, needs the fee on top.)
        uint256 required = cdd.totalValue * discount / PERCENTAGE_FACTOR;
        uint256 onAccount = IERC20(underlying).balanceOf(creditAccount);
        underlyingPaid = required > onAccount ? required - onAccount : 0;

        uint256 otherTokens = cdd.enabledTokensMask & ~UNDERLYING_TOKEN_MASK;
        uint256 count;
        for (uint256 m = otherTokens; m != 0; m &= m - 1) ++count;

        MultiCall[] memory calls = new MultiCall[](count + (underlyingPaid == 0 ? 0 : 1));
        uint256 i;
        if (underlyingPaid != 0) {
            IERC20(underlying).approve(address(manager), underlyingPaid); // the manager pulls it from this contract
            calls[i++] = MultiCall({
                target: address(facade),
                callData: abi.encodeCall(ICreditFacadeV3Multicall.addCollateral, (underlying, underlyingPaid))
            });
        }
        for (uint256 m = otherTokens; m != 0; m &= m - 1) {
            address token = manager.getTokenByMask(m & (~m + 1));
            calls[i++] = MultiCall({
                target: address(facade),
                callData: abi.encodeCall(ICreditFacadeV3Multicall.withdrawCollateral, (token, type(uint256).max, address(this)))
            });
        }

        facade.liquidateCreditAccount(creditAccount, address(this), calls, lossPolicyData);
    }

    /// @notice Repays `repaidAmount` of underlying (fee included) and receives at least `minSeizedAmount` of `token`
    function liquidatePartially(
        ICreditFacadeV3 facade,
        address creditAccount,
        address token,
        uint256 repaidAmount,
        uint256 minSeizedAmount,
        PriceUpdate[] calldata priceUpdates
    ) external onlyOwner returns (uint256 seizedAmount) {
        IERC20(facade.underlying()).approve(facade.creditManager(), repaidAmount);
        seizedAmount = facade.partiallyLiquidateCreditAccount(
            creditAccount, token, repaidAmount, minSeizedAmount, address(this), priceUpdates
        );
    }

    /// @notice Sends this contract's balance of `token` to the owner
    function sweep(address token) external onlyOwner {
        IERC20(token).transfer(owner, IERC20(token).balanceOf(address(this)));
    }
}
