// SPDX-License-Identifier: MIT
// Test-tree declaration (docs site tests): core-v2 1.19.0-base.16, which core-v3 1.45.0 was built against, declares
// this interface; the only published core-v2 (1.21.1) does not. Declared here from its signatures. The adapter-type
// enum of sdk-gov is a uint8 in the ABI and is written as one, so no sdk-gov tree is needed.
pragma solidity ^0.8.0;

interface IAdapter {
    function _gearboxAdapterType() external view returns (uint8);

    function _gearboxAdapterVersion() external view returns (uint16);

    function creditManager() external view returns (address);

    function addressProvider() external view returns (address);

    function targetContract() external view returns (address);
}
