// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev One step of a credit facade multicall (layout as in core-v2 `libraries/MultiCall.sol`).
struct MultiCall {
    address target;
    bytes callData;
}

/// @dev The parts of core-v3 `ICreditFacadeV3` that the limit-order bot uses.
interface ICreditFacadeV3 {
    function creditManager() external view returns (address);

    function botList() external view returns (address);

    function botMulticall(address creditAccount, MultiCall[] calldata calls) external;
}
