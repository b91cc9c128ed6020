// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @title Only the ERC-20 getter the example adapter needs
interface IERC20 {
    function balanceOf(address account) external view returns (uint256);
}
