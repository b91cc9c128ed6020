// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev The operations of core-v3 `ICreditFacadeV3Multicall` (contracts/interfaces/ICreditFacadeV3Multicall.sol)
///      used by the examples. They are never called directly: their calldata goes into a `MultiCall`
///      whose target is the credit facade.
interface ICreditFacadeV3Multicall {
    function addCollateral(address token, uint256 amount) external;

    function increaseDebt(uint256 amount) external;

    function updateQuota(address token, int96 quotaChange, uint96 minQuota) external;
}
