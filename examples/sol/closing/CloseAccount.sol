// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {ICreditFacadeV3, ICreditFacadeV3Multicall, MultiCall} from "./interfaces/ICreditFacadeV3.sol";
import {ICreditManagerV3, CollateralCalcTask, CollateralDebtData} from "./interfaces/ICreditManagerV3.sol";
import {IERC20} from "./interfaces/IERC20.sol";

/// @title Closes a credit account that this contract owns
/// @notice The contract must be the account's borrower (it opened the account, or the account was
///         opened with `onBehalfOf` set to it). In one `closeCreditAccount` call it:
///         1. drops every quota to zero (only possible while the debt is non-zero),
///         2. tops the account up with underlying held by this contract if the account is short,
///         3. repays all debt with `decreaseDebt(type(uint256).max)`,
///         4. withdraws every collateral token the account holds to `recipient` and disables enabled
///            tokens that have nothing to withdraw,
///         so that the account ends with zero debt and an empty enabled-tokens mask.
/// @dev Phantom tokens (e.g. staked Convex positions) cannot be withdrawn; unwind such positions
///      through their adapters before calling `closeAccount`.
/// @dev Plain ERC-20 `approve` is used for brevity; tokens that do not return a bool (USDT) need a
///      safe-approve helper, and the USDT credit manager variant adds its transfer fee to repayments.
contract CloseAccount {
    /// @dev Mask of the underlying token in every credit manager (`UNDERLYING_TOKEN_MASK` in core-v3)
    uint256 internal constant UNDERLYING_TOKEN_MASK = 1;

    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function closeAccount(address creditFacade, address creditAccount, address recipient) external {
        require(msg.sender == owner, "CloseAccount: not owner");

        ICreditManagerV3 manager = ICreditManagerV3(ICreditFacadeV3(creditFacade).creditManager());
        address underlying = manager.underlying();

        // Debt principal + base and quota interest + fees. It is computed in this block, so it equals
        // what `decreaseDebt(type(uint256).max)` pulls from the account a few lines later.
        CollateralDebtData memory cdd = manager.calcDebtAndCollateral(creditAccount, CollateralCalcTask.DEBT_ONLY);
        uint256 totalDebt = cdd.debt + cdd.accruedInterest + cdd.accruedFees;

        uint256 enabledMask = manager.enabledTokensMaskOf(creditAccount);
        uint256 quotedEnabledMask = enabledMask & manager.quotedTokensMask();
        uint256 tokensCount = manager.collateralTokensCount();

        // upper bound: one quota call per quoted token, addCollateral, decreaseDebt,
        // and one withdraw-or-disable call per collateral token
        MultiCall[] memory calls = new MultiCall[](_countBits(quotedEnabledMask) + 2 + tokensCount);
        uint256 n;

        // 1. quotas go before the repayment: `updateQuota` reverts on a zero-debt account,
        //    and repaying everything reverts while quotas are still active
        for (uint256 rest = quotedEnabledMask; rest != 0;) {
            uint256 mask = rest & (~rest + 1); // lowest set bit
            rest ^= mask;
            calls[n++] = MultiCall({
                target: creditFacade,
                callData: abi.encodeCall(
                    ICreditFacadeV3Multicall.updateQuota, (manager.getTokenByMask(mask), type(int96).min, 0)
                )
            });
        }

        // 2. the repayment is taken from the account's own underlying balance
        uint256 underlyingLeft = IERC20(underlying).balanceOf(creditAccount);
        if (totalDebt > underlyingLeft) {
            uint256 topUp = totalDebt - underlyingLeft;
            // `addCollateral` pulls from the caller of the facade (this contract) through the credit manager
            IERC20(underlying).approve(address(manager), topUp);
            calls[n++] = MultiCall({
                target: creditFacade,
                callData: abi.encodeCall(ICreditFacadeV3Multicall.addCollateral, (underlying, topUp))
            });
            underlyingLeft = totalDebt;
        }

        // 3. any amount above the total debt means "repay everything"
        if (cdd.debt != 0) {
            calls[n++] = MultiCall({
                target: creditFacade,
                callData: abi.encodeCall(ICreditFacadeV3Multicall.decreaseDebt, (type(uint256).max))
            });
            underlyingLeft -= totalDebt;
        }

        // 4. withdraw every collateral token the account holds, enabled or not: tokens left behind stay
        //    on the account when the factory hands it to its next user. Enabled tokens without a balance
        //    are disabled explicitly, because withdrawing nothing does not disable them.
        for (uint256 i; i < tokensCount; ++i) {
            uint256 mask = 1 << i;
            address token = mask == UNDERLYING_TOKEN_MASK ? underlying : manager.getTokenByMask(mask);
            uint256 balance =
                mask == UNDERLYING_TOKEN_MASK ? underlyingLeft : IERC20(token).balanceOf(creditAccount);

            if (balance > 1) {
                // withdrawing `type(uint256).max` sends all but 1 wei and disables the token
                calls[n++] = MultiCall({
                    target: creditFacade,
                    callData: abi.encodeCall(
                        ICreditFacadeV3Multicall.withdrawCollateral, (token, type(uint256).max, recipient)
                    )
                });
            } else if (enabledMask & mask != 0 && quotedEnabledMask & mask == 0) {
                // quoted tokens were already disabled when their quota went to zero
                calls[n++] = MultiCall({
                    target: creditFacade,
                    callData: abi.encodeCall(ICreditFacadeV3Multicall.disableToken, (token))
                });
            }
        }

        // shrink the array to the number of calls actually written
        assembly {
            mstore(calls, n)
        }

        ICreditFacadeV3(creditFacade).closeCreditAccount(creditAccount, calls);
    }

    function _countBits(uint256 mask) internal pure returns (uint256 count) {
        while (mask != 0) {
            mask &= mask - 1;
            ++count;
        }
    }
}
