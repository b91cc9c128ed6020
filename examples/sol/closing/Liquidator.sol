// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {ICreditFacadeV3, ICreditFacadeV3Multicall, MultiCall} from "./interfaces/ICreditFacadeV3.sol";
import {ICreditManagerV3, CollateralCalcTask, CollateralDebtData} from "./interfaces/ICreditManagerV3.sol";
import {IERC20} from "./interfaces/IERC20.sol";

/// @title Minimal liquidator that pays in underlying and takes the collateral
/// @notice Strategy: add just enough underlying to the account to cover the discounted account value,
///         withdraw every other enabled token to this contract, and let the credit facade repay the pool.
///         The contract ends up holding the account's collateral, which it bought at
///         `liquidationDiscount` (or `liquidationDiscountExpired`) of its oracle value. Selling that
///         collateral is left to the owner (call `sweep`), or can be done inside the multicall through
///         adapters instead of withdrawing.
/// @dev Phantom tokens (e.g. staked Convex positions) cannot be withdrawn, so accounts holding them need
///      an adapter call that unwinds the position first; this minimal contract does not handle them.
/// @dev Keep underlying on this contract before calling `liquidate`. On-demand price updates are not
///      handled here: for accounts with pull-based price feeds, build the calls off-chain and put
///      `onDemandPriceUpdate` calls at the start of the list.
contract Liquidator {
    uint256 internal constant PERCENTAGE_FACTOR = 10_000;
    uint256 internal constant UNDERLYING_TOKEN_MASK = 1;

    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Liquidator: not owner");
        _;
    }

    /// @notice Liquidates `creditAccount` in the credit manager behind `creditFacade`
    /// @return underlyingPaid Underlying added to the account (surplus, if any, comes back to this contract)
    function liquidate(address creditFacade, address creditAccount)
        external
        onlyOwner
        returns (uint256 underlyingPaid)
    {
        ICreditManagerV3 manager = ICreditManagerV3(ICreditFacadeV3(creditFacade).creditManager());
        address underlying = manager.underlying();

        // The facade evaluates the account with exactly this call at the start of the liquidation
        CollateralDebtData memory cdd =
            manager.calcDebtAndCollateral(creditAccount, CollateralCalcTask.DEBT_COLLATERAL);

        // Unhealthy accounts use the normal discount; a healthy account can only be liquidated because
        // the facade has expired, in which case the "expired" discount applies
        (,, uint16 liquidationDiscount,, uint16 liquidationDiscountExpired) = manager.fees();
        uint256 discount = cdd.twvUSD < cdd.totalDebtUSD ? liquidationDiscount : liquidationDiscountExpired;

        // After every non-underlying token is withdrawn, the account's remaining value is its underlying
        // balance, which must reach `totalValue * discount`: the pool's share plus what is due to the owner
        uint256 required = cdd.totalValue * discount / PERCENTAGE_FACTOR;
        uint256 onAccount = IERC20(underlying).balanceOf(creditAccount);
        underlyingPaid = required > onAccount ? required - onAccount : 0;

        uint256 otherTokens = cdd.enabledTokensMask & ~UNDERLYING_TOKEN_MASK;
        MultiCall[] memory calls = new MultiCall[](_countBits(otherTokens) + 1);
        uint256 n;

        if (underlyingPaid != 0) {
            // `addCollateral` pulls from the facade's caller, i.e. this contract, through the credit manager
            IERC20(underlying).approve(address(manager), underlyingPaid);
            calls[n++] = MultiCall({
                target: creditFacade,
                callData: abi.encodeCall(ICreditFacadeV3Multicall.addCollateral, (underlying, underlyingPaid))
            });
        }

        // Balances of these tokens may only go down during a liquidation multicall
        for (uint256 rest = otherTokens; rest != 0;) {
            uint256 mask = rest & (~rest + 1); // lowest set bit
            rest ^= mask;
            calls[n++] = MultiCall({
                target: creditFacade,
                callData: abi.encodeCall(
                    ICreditFacadeV3Multicall.withdrawCollateral,
                    (manager.getTokenByMask(mask), type(uint256).max, address(this))
                )
            });
        }

        assembly {
            mstore(calls, n)
        }

        // `to` receives the underlying left above the pool's and the owner's shares
        ICreditFacadeV3(creditFacade).liquidateCreditAccount(creditAccount, address(this), calls);
    }

    /// @notice Sends this contract's whole balance of `token` to `to`
    function sweep(address token, address to) external onlyOwner {
        IERC20(token).transfer(to, IERC20(token).balanceOf(address(this)));
    }

    function _countBits(uint256 mask) internal pure returns (uint256 count) {
        while (mask != 0) {
            mask &= mask - 1;
            ++count;
        }
    }
}
