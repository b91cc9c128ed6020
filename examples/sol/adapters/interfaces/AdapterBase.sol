// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {IAdapter} from "./IAdapter.sol";
import {ICreditManagerV3} from "./ICreditManagerV3.sol";

/// @dev Same name and selector as the error in core-v3 `IExceptions.sol`
error CallerNotCreditFacadeException();

/// @dev Same name and selector as the error in core-v3 `IExceptions.sol`
error ZeroAddressException();

/// @title Minimal adapter base for the tutorial
/// @notice A small stand-in for integrations-v3 `AbstractAdapter`. The internal helpers carry the same names
///         as there (`_creditAccount`, `_getMaskOrRevert`, `_approveToken`, `_execute`,
///         `_executeSwapNoApprove`, `_executeSwapSafeApprove`, modifier `creditFacadeOnly`), so code written
///         against this base reads like a production adapter. It leaves out the ACL plumbing that
///         production adapters use for governance-only setters.
abstract contract AdapterBase is IAdapter {
    /// @inheritdoc IAdapter
    address public immutable override creditManager;

    /// @inheritdoc IAdapter
    address public immutable override addressProvider;

    /// @inheritdoc IAdapter
    address public immutable override targetContract;

    constructor(address creditManager_, address targetContract_) {
        if (creditManager_ == address(0) || targetContract_ == address(0)) revert ZeroAddressException();
        creditManager = creditManager_;
        addressProvider = ICreditManagerV3(creditManager_).addressProvider();
        targetContract = targetContract_;
    }

    /// @dev Put this on every function that moves an account's funds. The facade is the only contract that
    ///      sets an active credit account, so any other caller must be turned away.
    modifier creditFacadeOnly() {
        if (msg.sender != ICreditManagerV3(creditManager).creditFacade()) {
            revert CallerNotCreditFacadeException();
        }
        _;
    }

    /// @dev The account the running multicall belongs to (reverts outside a multicall)
    function _creditAccount() internal view returns (address) {
        return ICreditManagerV3(creditManager).getActiveCreditAccountOrRevert();
    }

    /// @dev Collateral mask of `token` in the credit manager; reverts if the token is not collateral there
    function _getMaskOrRevert(address token) internal view returns (uint256) {
        return ICreditManagerV3(creditManager).getTokenMaskOrRevert(token);
    }

    /// @dev Sets the active account's allowance of `token` for `targetContract` to `amount`
    function _approveToken(address token, uint256 amount) internal {
        ICreditManagerV3(creditManager).approveCreditAccount(token, amount);
    }

    /// @dev Has the active account call `targetContract` with `callData`; returns the raw result
    function _execute(bytes memory callData) internal returns (bytes memory) {
        return ICreditManagerV3(creditManager).execute(callData);
    }

    /// @dev Runs an operation that turns `tokenIn` into `tokenOut` when the target needs no allowance
    ///      (for example because it burns the caller's own tokens). Both tokens must be collateral.
    /// @param disableTokenIn Pass true only when the call leaves (almost) nothing of `tokenIn` on the account
    function _executeSwapNoApprove(address tokenIn, address tokenOut, bytes memory callData, bool disableTokenIn)
        internal
        returns (uint256 tokensToEnable, uint256 tokensToDisable, bytes memory result)
    {
        uint256 maskIn = _getMaskOrRevert(tokenIn);
        tokensToEnable = _getMaskOrRevert(tokenOut);
        tokensToDisable = disableTokenIn ? maskIn : 0;
        result = _execute(callData);
    }

    /// @dev Same as `_executeSwapNoApprove`, but lets the target pull `tokenIn` for the duration of the call.
    ///      The allowance is lowered to 1 (not 0) afterwards: the allowance slot stays non-zero, which makes
    ///      the next approval cheaper, and 1 wei of allowance is worthless.
    function _executeSwapSafeApprove(address tokenIn, address tokenOut, bytes memory callData, bool disableTokenIn)
        internal
        returns (uint256 tokensToEnable, uint256 tokensToDisable, bytes memory result)
    {
        uint256 maskOut = _getMaskOrRevert(tokenOut);

        // the manager itself refuses to approve a token that is not collateral
        _approveToken(tokenIn, type(uint256).max);
        result = _execute(callData);
        _approveToken(tokenIn, 1);

        tokensToEnable = maskOut;
        tokensToDisable = disableTokenIn ? _getMaskOrRevert(tokenIn) : 0;
    }
}
