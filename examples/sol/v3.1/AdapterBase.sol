// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import {IAdapter} from "./interfaces/IAdapter.sol";
import {ICreditManagerV3} from "./interfaces/ICreditManagerV3.sol";

/// @title A stand-in for integrations-v3's AbstractAdapter (v1.55.0), so that this tutorial compiles on its own
/// @notice Same internal API as the real base: `creditFacadeOnly`, `_creditAccount`, `_getMaskOrRevert`,
///         `_execute` and `_executeSwapSafeApprove`. A production adapter inherits AbstractAdapter instead, which
///         also takes the ACL of the credit manager's pool.
abstract contract AdapterBase is IAdapter {
    /// @notice Credit manager whose accounts use this adapter
    address public immutable override creditManager;

    /// @notice The contract this adapter makes credit accounts call
    address public immutable override targetContract;

    error CallerNotCreditFacadeException();
    error ZeroAddressException();

    constructor(address creditManager_, address targetContract_) {
        if (targetContract_ == address(0)) revert ZeroAddressException();
        creditManager = creditManager_;
        targetContract = targetContract_;
    }

    /// @dev Only the credit manager's current facade may call: it is the one that set the active credit account
    modifier creditFacadeOnly() {
        if (msg.sender != ICreditManagerV3(creditManager).creditFacade()) revert CallerNotCreditFacadeException();
        _;
    }

    /// @dev The account the facade is running a multicall for; reverts outside a multicall
    function _creditAccount() internal view returns (address) {
        return ICreditManagerV3(creditManager).getActiveCreditAccountOrRevert();
    }

    /// @dev The token's collateral mask; reverts with TokenNotAllowedException if the manager doesn't know the token
    function _getMaskOrRevert(address token) internal view returns (uint256) {
        return ICreditManagerV3(creditManager).getTokenMaskOrRevert(token);
    }

    /// @dev Makes the active credit account call `targetContract` with `callData`
    function _execute(bytes memory callData) internal returns (bytes memory) {
        return ICreditManagerV3(creditManager).execute(callData);
    }

    /// @dev `_execute` with an unlimited approval of `tokenIn` to the target for the call, set back to 1 afterwards
    function _executeSwapSafeApprove(address tokenIn, bytes memory callData) internal returns (bytes memory result) {
        ICreditManagerV3 manager = ICreditManagerV3(creditManager);
        manager.approveCreditAccount(tokenIn, type(uint256).max);
        result = manager.execute(callData);
        manager.approveCreditAccount(tokenIn, 1);
    }
}
