// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev `convert` as implemented by core-v3 `PriceOracleV3` (declared in the core-v2 `IPriceOracleBase`
///      interface that `IPriceOracleV3` extends).
interface IPriceOracleV3 {
    function convert(uint256 amount, address tokenFrom, address tokenTo) external view returns (uint256);
}
