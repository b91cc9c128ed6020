// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Multicall operations used here (core-v3 contracts/interfaces/ICreditFacadeV3Multicall.sol).
///      They are never called directly: their calldata goes into a MultiCall whose target is the facade.
interface ICreditFacadeV3Multicall {
    function addCollateral(address token, uint256 amount) external;

    function withdrawCollateral(address token, uint256 amount, address to) external;
}
