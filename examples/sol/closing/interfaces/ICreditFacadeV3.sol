// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/// @dev Same layout as `MultiCall` in core-v2 `contracts/libraries/MultiCall.sol`
struct MultiCall {
    address target;
    bytes callData;
}

/// @dev Subset of core-v3 `ICreditFacadeV3` (contract version 3.01) used by the closing examples
interface ICreditFacadeV3 {
    function creditManager() external view returns (address);

    function closeCreditAccount(address creditAccount, MultiCall[] calldata calls) external payable;

    function liquidateCreditAccount(address creditAccount, address to, MultiCall[] calldata calls) external;
}

/// @dev Subset of core-v3 `ICreditFacadeV3Multicall`; these functions are never called directly,
///      they only describe the calldata of multicall entries whose target is the credit facade
interface ICreditFacadeV3Multicall {
    function addCollateral(address token, uint256 amount) external;

    function decreaseDebt(uint256 amount) external;

    function updateQuota(address token, int96 quotaChange, uint96 minQuota) external;

    function withdrawCollateral(address token, uint256 amount, address to) external;

    function disableToken(address token) external;
}
