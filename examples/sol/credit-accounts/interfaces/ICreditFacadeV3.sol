// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Same layout as `MultiCall` in @gearbox-protocol/core-v2/contracts/libraries/MultiCall.sol,
///      which core-v3's ICreditFacadeV3 imports.
struct MultiCall {
    address target;
    bytes callData;
}

/// @dev The part of core-v3 `ICreditFacadeV3` (contracts/interfaces/ICreditFacadeV3.sol) used by the examples.
interface ICreditFacadeV3 {
    function creditManager() external view returns (address);

    function openCreditAccount(address onBehalfOf, MultiCall[] calldata calls, uint256 referralCode)
        external
        payable
        returns (address creditAccount);

    function multicall(address creditAccount, MultiCall[] calldata calls) external payable;
}
