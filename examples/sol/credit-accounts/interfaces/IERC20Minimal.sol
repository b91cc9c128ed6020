// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev The two ERC-20 functions the examples need.
interface IERC20Minimal {
    function approve(address spender, uint256 amount) external returns (bool);

    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}
