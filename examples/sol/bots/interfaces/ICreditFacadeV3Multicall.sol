// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Permission bit from core-v3 `interfaces/ICreditFacadeV3Multicall.sol` that allows adapter calls.
uint192 constant EXTERNAL_CALLS_PERMISSION = 1 << 16;
