// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev The part of core-v3 `IBotListV3` that the limit-order bot uses.
interface IBotListV3 {
    function botPermissions(address bot, address creditManager, address creditAccount)
        external
        view
        returns (uint192);
}
