// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev What every 3.1 adapter exposes: core-v3's IAdapter with the IVersion and IStateSerializer it extends
///      (contracts/interfaces/base/IAdapter.sol, IVersion.sol, IStateSerializer.sol)
interface IAdapter {
    function version() external view returns (uint256);

    function contractType() external view returns (bytes32);

    function serialize() external view returns (bytes memory serializedData);

    function creditManager() external view returns (address);

    function targetContract() external view returns (address);
}
