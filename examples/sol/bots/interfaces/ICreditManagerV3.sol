// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev The parts of core-v3 `ICreditManagerV3` that the limit-order bot uses.
interface ICreditManagerV3 {
    function priceOracle() external view returns (address);

    function getBorrowerOrRevert(address creditAccount) external view returns (address borrower);
}
