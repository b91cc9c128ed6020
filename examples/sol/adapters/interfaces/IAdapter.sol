// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @title Minimal adapter interface (example)
/// @notice The five getters every Gearbox V3 adapter exposes. CreditConfiguratorV3.allowAdapter reads
///         `creditManager()` and `targetContract()`; off-chain tools read the type and version.
/// @dev In Gearbox's own interface `_gearboxAdapterType()` returns the `AdapterType` enum from sdk-gov.
///      An enum is ABI-encoded as `uint8`, so declaring `uint8` here is call-compatible.
interface IAdapter {
    function _gearboxAdapterType() external view returns (uint8);

    function _gearboxAdapterVersion() external view returns (uint16);

    function creditManager() external view returns (address);

    function addressProvider() external view returns (address);

    function targetContract() external view returns (address);
}
